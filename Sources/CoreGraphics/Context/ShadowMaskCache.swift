internal import CCairo
import Foundation

/// Blurred shadow masks kept between frames, so an unchanged shape is never blurred twice.
///
/// A mask is keyed by the shape in device pixels (moved so its bounding box starts at a whole
/// pixel) and the blur; moving the shape by whole pixels reuses the mask. The cache holds at most
/// ``capacity`` masks and forgets the least recently used one first.
final class ShadowMaskCache {
    struct Key: Hashable {
        var coordinates: [Double]
        var kinds: [UInt8]
        var sigma: Double
    }

    struct Mask {
        let pixels: PixelBuffer
        /// Where the mask's top-left pixel goes, relative to the shape's whole-pixel origin.
        let offset: CGPoint
    }

    let capacity: Int
    private var masks: [Key: (mask: Mask, lastUse: Int)] = [:]
    private var uses = 0

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    /// The cached mask for `key`, or the one `make` builds, which is then remembered.
    func mask(for key: Key, make: () -> Mask?) -> Mask? {
        uses += 1
        if let entry = masks[key] {
            masks[key]?.lastUse = uses
            return entry.mask
        }
        guard let mask = make() else { return nil }
        if masks.count >= capacity, let oldest = masks.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            masks[oldest] = nil
        }
        masks[key] = (mask, uses)
        return mask
    }

    var count: Int { masks.count }
}

extension CGContext {
    /// Paints the shadow of `path` from a cached blurred mask, building it on first use.
    ///
    /// Same contract as ``drawShadow(of:offset:blur:color:)``; the shape is taken in device pixels,
    /// so a shape that only moves by whole pixels reuses its mask.
    package func drawCachedShadow(of path: CGPath, offset: CGSize, blur: CGFloat, color: CGColor) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite, !path.isEmpty else { return }
        let toDevice = userSpaceToDeviceSpaceTransform
        let device = path.elements.map { $0.applying(toDevice) }
        let box = CGPath.bounds(of: device.flatMap(\.points))
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return }
        let origin = CGPoint(x: box.minX.rounded(.down), y: box.minY.rounded(.down))
        let local = device.map { $0.applying(CGAffineTransform(translationX: -origin.x, y: -origin.y)) }
        let base = baseTransform
        let deviceOffset = offset.applying(base)
        let sigma = Double(max(blur, 0) * abs(base.a * base.d - base.b * base.c).squareRoot() / 2)
        // Coordinates are rounded to 1/256 pixel, so the same shape computed at another place
        // (with different rounding in its last bits) finds the same mask.
        let key = ShadowMaskCache.Key(
            coordinates: local.flatMap(\.points).flatMap { [(Double($0.x) * 256).rounded(), (Double($0.y) * 256).rounded()] },
            kinds: local.map { UInt8($0.type.rawValue) }, sigma: sigma)
        let cache = shadowCache
        guard let mask = cache.mask(for: key, make: { Self.makeShadowMask(local, size: box.size, sigma: sigma, context: self) }) else {
            return
        }
        let (r, g, b, a) = color.srgbComponents
        let source = cairo_pattern_create_rgba(r, g, b, a)!
        defer { cairo_pattern_destroy(source) }
        let position = CGPoint(x: origin.x + mask.offset.x + deviceOffset.width, y: origin.y + mask.offset.y + deviceOffset.height)
        paintMask(mask.pixels, at: position, color: source)
        didDraw(deviceRect: CGRect(x: position.x, y: position.y, width: CGFloat(mask.pixels.width), height: CGFloat(mask.pixels.height)))
    }

    private static func makeShadowMask(_ elements: [PathElement], size: CGSize, sigma: Double, context: CGContext) -> ShadowMaskCache.Mask? {
        let pad = (3 * sigma).rounded(.up) + 1
        let width = Int((size.width + 1).rounded(.up) + 2 * pad)
        let height = Int((size.height + 1).rounded(.up) + 2 * pad)
        guard width <= 8192, height <= 8192, let pixels = try? PixelBuffer(width: width, height: height, format: .a8),
            let painter = cairo_create(pixels.surface)
        else { return nil }
        cairo_translate(painter, pad, pad)
        context.replay(elements, into: painter)
        cairo_set_source_rgba(painter, 0, 0, 0, 1)
        cairo_fill(painter)
        cairo_destroy(painter)
        cairo_surface_flush(pixels.surface)
        if sigma > 0 {
            BoxBlur.gaussian(pixels.bytes.assumingMemoryBound(to: UInt8.self), width: width, height: height, stride: pixels.bytesPerRow, sigma: sigma)
        }
        cairo_surface_mark_dirty(pixels.surface)
        return ShadowMaskCache.Mask(pixels: pixels, offset: CGPoint(x: -pad, y: -pad))
    }
}
