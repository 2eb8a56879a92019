@_implementationOnly import CCairo
import Foundation
internal import Synchronization

/// Blurred shadow masks kept between frames, so an unchanged shape is never blurred twice.
///
/// A mask is keyed by the shape in device pixels (moved so its bounding box starts at a whole
/// pixel) and the blur; moving the shape by whole pixels reuses the mask. One cache serves every
/// context (a layer rasterized into its own bitmap finds the mask its first frame made), holds
/// at most ``capacity`` masks and ``byteBudget`` bytes of them, and forgets the least recently
/// used one first. It is locked, as contexts may draw on any thread.
///
/// A mask is kept from the second time its shape is asked for, and forgotten once it has not
/// been used for ``staleFrames`` compositor frames (``frameEnded()``): a shadow that changes
/// every frame (a layer moving by fractions of a pixel, a shape being resized) would otherwise
/// fill the budget with masks used once or by chance twice, and an animating app's memory would
/// climb for minutes. An app that draws no frames keeps its masks.
package final class ShadowMaskCache: Sendable {
    /// The cache contexts use unless they are given their own.
    static let shared = ShadowMaskCache()

    /// A shape (its path relative to its whole-pixel origin) and blur; the hash is worked out once,
    /// because a frame looks the same key up for every layer that shares the shape.
    struct Key: Hashable {
        let coordinates: [Double]
        let kinds: [UInt8]
        let sigma: Double
        private let hash: Int

        init(coordinates: [Double], kinds: [UInt8], sigma: Double) {
            (self.coordinates, self.kinds, self.sigma) = (coordinates, kinds, sigma)
            var hasher = Hasher()
            hasher.combine(coordinates)
            hasher.combine(kinds)
            hasher.combine(sigma)
            hash = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.sigma == b.sigma && a.kinds == b.kinds && a.coordinates == b.coordinates
        }
    }

    // Sendable proof: a mask's pixels are written only while it is made, before it enters the
    // cache; afterwards every thread only reads them, as a Cairo mask source, whose reference
    // counting is atomic.
    struct Mask: @unchecked Sendable {
        let pixels: PixelBuffer
        /// Where the mask's top-left pixel goes, relative to the shape's whole-pixel origin.
        let offset: CGPoint
    }

    /// Where a shape lands in device pixels: its whole-pixel origin, its size and its mask key.
    struct Placement {
        var origin: CGPoint
        var size: CGSize
        var key: Key
    }

    private struct State {
        var masks: [Key: (mask: Mask, lastUse: Int, lastFrame: Int)] = [:]
        var bytes = 0
        var uses = 0
        /// Hashes of keys asked for once and not kept; forgotten wholesale when it fills.
        var seenOnce: Set<Int> = []
        /// Compositor frames ended so far.
        var frame = 0
        /// The last placement worked out for each immutable path, by the linear part and the
        /// sub-pixel phase of the transform it was drawn through: a layer that stays the same
        /// shape finds its key without walking the path again.
        var placements: [ObjectIdentifier: (path: PathIdentity, transform: CGAffineTransform, sigma: Double, placement: Placement)] = [:]
    }

    // Sendable proof: the path is never read through this box, only compared by identity; it is
    // held so that its identifier cannot be reused by another path while the entry exists, and
    // only immutable paths (whose elements never change) are boxed.
    private struct PathIdentity: @unchecked Sendable {
        let path: CGPath
    }

    let capacity: Int
    /// The most pixels a shadow mask may have along each side; a wider shadow is not drawn.
    static let maximumMaskSide = 8192
    let byteBudget: Int
    private let state = Mutex(State())

    /// A cache of at most `capacity` masks and `byteBudget` bytes; the defaults hold the shadows
    /// of several thousand layers.
    package init(capacity: Int = 8192, byteBudget: Int = 96 << 20) {
        self.capacity = capacity
        self.byteBudget = byteBudget
    }

    /// The cached mask for `key`, or the one `make` builds, which is then remembered.
    func mask(for key: Key, make: () -> Mask?) -> Mask? {
        let found = state.withLock { state -> Mask? in
            state.uses += 1
            guard let index = state.masks.index(forKey: key) else { return nil }
            state.masks.values[index].lastUse = state.uses
            state.masks.values[index].lastFrame = state.frame
            return state.masks.values[index].mask
        }
        if let found { return found }
        guard let mask = make() else { return nil }
        let size = mask.pixels.bytesPerRow * mask.pixels.height
        return state.withLock { state in
            guard state.seenOnce.remove(key.hashValue) != nil else {
                if state.seenOnce.count >= Self.seenOnceCapacity { state.seenOnce.removeAll(keepingCapacity: true) }
                state.seenOnce.insert(key.hashValue)
                return mask
            }
            while !state.masks.isEmpty, state.masks.count >= capacity || state.bytes + size > byteBudget,
                let oldest = state.masks.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.masks[oldest.key] = nil
                state.bytes -= oldest.value.mask.pixels.bytesPerRow * oldest.value.mask.pixels.height
            }
            if let replaced = state.masks.updateValue((mask, state.uses, state.frame), forKey: key) {
                state.bytes -= replaced.mask.pixels.bytesPerRow * replaced.mask.pixels.height
            }
            state.bytes += size
            return mask
        }
    }

    package var count: Int { state.withLock { $0.masks.count } }

    /// How many keys asked for once are remembered, waiting for a second ask.
    static let seenOnceCapacity = 4096

    /// After how many compositor frames without a use a mask is forgotten: two seconds at 60 Hz.
    package static let staleFrames = 120

    /// Notes the end of a compositor frame; every 32nd forgets the masks gone stale.
    package func frameEnded() {
        state.withLock { state in
            state.frame += 1
            guard state.frame % 32 == 0 else { return }
            let stale = state.frame - Self.staleFrames
            for (key, entry) in state.masks where entry.lastFrame < stale {
                state.masks[key] = nil
                state.bytes -= entry.mask.pixels.bytesPerRow * entry.mask.pixels.height
            }
        }
    }

    /// Where `path` lands when drawn through `toDevice`, with the key of its mask.
    func placement(of path: CGPath, through toDevice: CGAffineTransform, sigma: Double) -> Placement? {
        // A mutable path may change after it was seen, so only immutable ones are remembered.
        let memoizable = type(of: path) == CGPath.self
        if memoizable, let placement = state.withLock({ state -> Placement? in
            guard let entry = state.placements[ObjectIdentifier(path)], entry.path.path === path, entry.sigma == sigma,
                let shift = entry.transform.wholePixelShift(to: toDevice)
            else { return nil }
            var placement = entry.placement
            placement.origin.x += shift.x
            placement.origin.y += shift.y
            return placement
        }) {
            return placement
        }
        let device = path.elements.map { $0.applying(toDevice) }
        let box = CGPath.bounds(of: device.flatMap(\.points))
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return nil }
        let origin = CGPoint(x: box.minX.rounded(.down), y: box.minY.rounded(.down))
        let local = device.map { $0.applying(CGAffineTransform(translationX: -origin.x, y: -origin.y)) }
        // Coordinates are rounded to 1/256 pixel, so the same shape computed at another place
        // (with different rounding in its last bits) finds the same mask.
        let key = Key(
            coordinates: local.flatMap(\.points).flatMap { [(Double($0.x) * 256).rounded(), (Double($0.y) * 256).rounded()] },
            kinds: local.map { UInt8($0.type.rawValue) }, sigma: sigma)
        let placement = Placement(origin: origin, size: box.size, key: key)
        if memoizable {
            state.withLock { state in
                if state.placements.count >= capacity { state.placements.removeAll(keepingCapacity: true) }
                state.placements[ObjectIdentifier(path)] = (PathIdentity(path: path), toDevice, sigma, placement)
            }
        }
        return placement
    }
}

extension CGAffineTransform {
    /// The whole-pixel translation that turns this transform into `other`, when they differ
    /// by nothing else.
    fileprivate func wholePixelShift(to other: CGAffineTransform) -> CGPoint? {
        guard a == other.a, b == other.b, c == other.c, d == other.d else { return nil }
        let dx = other.tx - tx
        let dy = other.ty - ty
        guard dx == dx.rounded(), dy == dy.rounded() else { return nil }
        return CGPoint(x: dx, y: dy)
    }

    /// This transform followed by a move of the origin to `origin`.
    func translatedBy(_ origin: CGPoint) -> CGAffineTransform {
        concatenating(CGAffineTransform(translationX: -origin.x, y: -origin.y))
    }
}

extension CGContext {
    /// Paints the shadow of `path` from a cached blurred mask, building it on first use.
    ///
    /// Same contract as ``drawShadow(of:offset:blur:color:)``; the shape is taken in device pixels,
    /// so a shape that only moves by whole pixels reuses its mask.
    ///
    /// `underneath` is a rectangle in user space that the caller paints opaquely afterwards;
    /// the shadow is not painted there, which saves the hidden part of its compositing.
    package func drawCachedShadow(of path: CGPath, offset: CGSize, blur: CGFloat, color: CGColor, underneath: CGRect? = nil) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite, !path.isEmpty else { return }
        let toDevice = userSpaceToDeviceSpaceTransform
        let base = baseTransform
        let sigma = Double(max(blur, 0) * abs(base.a * base.d - base.b * base.c).squareRoot() / 2)
        // A blur this wide spreads the shadow over more pixels than a mask may have: nothing of it is visible.
        guard sigma.isFinite, 6 * sigma < Double(ShadowMaskCache.maximumMaskSide) else { return }
        let cache = shadowCache
        guard let placed = cache.placement(of: path, through: toDevice, sigma: sigma) else { return }
        guard let mask = cache.mask(for: placed.key, make: {
            if let shape = path.roundedRectShape,
                let mask = makeStretchedShadowMask(shape, through: toDevice.translatedBy(placed.origin), sigma: sigma, cache: cache) {
                return mask
            }
            let local = path.elements.map { $0.applying(toDevice.translatedBy(placed.origin)) }
            return Self.makeShadowMask(local, size: placed.size, sigma: sigma, context: self)
        }) else { return }
        let deviceOffset = offset.applying(base)
        let (r, g, b, a) = sourceComponents(color)
        let source = cairo_pattern_create_rgba(r, g, b, a)!
        defer { cairo_pattern_destroy(source) }
        let position = CGPoint(
            x: placed.origin.x + mask.offset.x + deviceOffset.width, y: placed.origin.y + mask.offset.y + deviceOffset.height)
        willDraw(deviceRect: CGRect(x: position.x, y: position.y, width: CGFloat(mask.pixels.width), height: CGFloat(mask.pixels.height)))
        let hidden = underneath.flatMap { Self.wholePixels(inside: $0.applying(toDevice), for: toDevice) }
        paintMask(mask.pixels, at: position, color: source, skipping: hidden)
        didDraw(deviceRect: CGRect(x: position.x, y: position.y, width: CGFloat(mask.pixels.width), height: CGFloat(mask.pixels.height)))
    }

    /// The whole device pixels inside `rect`, when `transform` keeps rectangles axis-aligned.
    private static func wholePixels(inside rect: CGRect, for transform: CGAffineTransform) -> CGRect? {
        guard transform.b == 0, transform.c == 0, rect.width.isFinite, rect.height.isFinite else { return nil }
        // Half a pixel of margin keeps antialiased edge pixels, which are not fully covered, out.
        let minX = (rect.minX + 0.5).rounded(.up), minY = (rect.minY + 0.5).rounded(.up)
        let maxX = (rect.maxX - 0.5).rounded(.down), maxY = (rect.maxY - 0.5).rounded(.down)
        guard maxX > minX, maxY > minY else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func makeShadowMask(_ elements: [PathElement], size: CGSize, sigma: Double, context: CGContext) -> ShadowMaskCache.Mask? {
        let pad = (3 * sigma).rounded(.up) + 1
        let width = Int(saturating: (size.width + 1).rounded(.up) + 2 * pad)
        let height = Int(saturating: (size.height + 1).rounded(.up) + 2 * pad)
        guard width <= ShadowMaskCache.maximumMaskSide, height <= ShadowMaskCache.maximumMaskSide, let pixels = try? PixelBuffer(width: width, height: height, format: .a8),
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
