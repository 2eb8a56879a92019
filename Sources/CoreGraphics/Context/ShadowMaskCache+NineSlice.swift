@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// The blurred mask of a rounded rectangle, stretched from the mask of the smallest one with
    /// the same corners, blur and sub-pixel placement, or `nil` when the shape is too small in
    /// both directions (or turned or skewed) for that to pay.
    ///
    /// Far enough from the corners (the corner radius plus the blur's reach), every column of a
    /// rounded rectangle's blurred mask is the same, and so is every row; the large mask is the
    /// small one with its middle column and row repeated. Resizing a shadowed layer then costs a
    /// copy instead of a blur, and the pixels are exactly those a direct blur gives.
    ///
    /// `toLocal` maps the shape's coordinates to the mask's, whose origin is the whole pixel at or
    /// before the shape's bounding box.
    func makeStretchedShadowMask(
        _ shape: (rect: CGRect, radius: CGFloat), through toLocal: CGAffineTransform, sigma: Double, cache: ShadowMaskCache
    ) -> ShadowMaskCache.Mask? {
        // Only scaling and translation keep the corners circular and the edges axis-aligned.
        guard toLocal.b == 0, toLocal.c == 0, abs(toLocal.a) == abs(toLocal.d) else { return nil }
        let rect = shape.rect.applying(toLocal)
        let radius = shape.radius * abs(toLocal.a)
        let pad = (3 * sigma).rounded(.up) + 1
        // The middle of a shape this far from each edge is beyond the corners and the blur.
        let reach = CGFloat(Int(saturating: radius.rounded(.up) + pad) + 1)
        func smallLength(_ length: CGFloat) -> CGFloat {
            length > 2 * reach + 1 ? 2 * reach + (length - length.rounded(.down)) : length
        }
        let small = CGSize(width: smallLength(rect.width), height: smallLength(rect.height))
        // Stretching pays when it saves blurring; the shape must be larger along some axis.
        guard small != rect.size else { return nil }
        // The small shape, placed at the same sub-pixel phase, keyed apart from any real path.
        let smallRect = CGRect(origin: rect.origin, size: small)
        let key = ShadowMaskCache.Key(
            coordinates: [smallRect.minX, smallRect.minY, small.width, small.height, radius].map { (Double($0) * 256).rounded() },
            kinds: [.max], sigma: sigma)
        guard let source = cache.mask(for: key, make: {
            let path = CGPath(roundedRect: smallRect, cornerWidth: radius, cornerHeight: radius, transform: nil)
            return Self.makeShadowMask(path.elements, size: small, sigma: sigma, context: self)
        }) else { return nil }
        let width = Int(saturating: (rect.width + 1).rounded(.up) + 2 * pad)
        let height = Int(saturating: (rect.height + 1).rounded(.up) + 2 * pad)
        guard width <= ShadowMaskCache.maximumMaskSide, height <= ShadowMaskCache.maximumMaskSide, let pixels = try? PixelBuffer(width: width, height: height, format: .a8) else { return nil }
        source.pixels.stretch(into: pixels)
        return ShadowMaskCache.Mask(pixels: pixels, offset: source.offset)
    }
}

extension PixelBuffer {
    /// Fills the larger 8-bit `target` with these pixels, repeating the middle column and row.
    func stretch(into target: PixelBuffer) {
        let extraColumns = target.width - width
        let extraRows = target.height - height
        let middleColumn = width / 2
        let middleRow = height / 2
        let from = bytes.assumingMemoryBound(to: UInt8.self)
        let to = target.bytes.assumingMemoryBound(to: UInt8.self)
        for y in 0..<target.height {
            let sourceRow = y < middleRow ? y : (y < middleRow + extraRows ? middleRow : y - extraRows)
            let input = from + sourceRow * bytesPerRow
            let output = to + y * target.bytesPerRow
            output.update(from: input, count: middleColumn)
            (output + middleColumn).update(repeating: input[middleColumn], count: extraColumns)
            (output + middleColumn + extraColumns).update(from: input + middleColumn, count: width - middleColumn)
        }
        cairo_surface_mark_dirty(target.surface)
    }
}
