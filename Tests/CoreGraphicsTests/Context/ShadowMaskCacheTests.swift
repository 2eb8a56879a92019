import CasementTestSupport
@testable import CoreGraphics
import Foundation
import Testing

@Suite("Cached shadow masks")
struct ShadowMaskCacheTests {
    /// A y-down context; with `cache`, masks go there instead of the shared cache.
    private func context(cache: ShadowMaskCache? = nil) -> CGContext {
        let context = CGContext(
            data: nil, width: 120, height: 80, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: 80)
        context.scaleBy(x: 1, y: -1)
        if let cache { context.shadowCache = cache }
        return context
    }

    @Test("a cached shadow looks like the uncached one")
    func sameLook() throws {
        let path = CGPath(roundedRect: CGRect(x: 20, y: 20, width: 50, height: 30), cornerWidth: 8, cornerHeight: 8, transform: nil)
        let cached = context()
        cached.drawCachedShadow(of: path, offset: CGSize(width: 4, height: 5), blur: 8, color: CGColor(gray: 0, alpha: 0.7))
        let direct = context()
        direct.drawShadow(of: path, offset: CGSize(width: 4, height: 5), blur: 8, color: CGColor(gray: 0, alpha: 0.7))
        let difference = RGBAPixels(try #require(cached.makeImage())).difference(from: RGBAPixels(try #require(direct.makeImage())), tolerance: 2)
        #expect(difference.differingPixels == 0, "\(difference)")
    }

    @Test("moving a shape by whole pixels reuses its mask; another shape or blur makes a new one")
    func reuse() {
        // Ellipses, which are never stretched from a smaller mask.
        let context = context(cache: ShadowMaskCache())
        let color = CGColor(gray: 0, alpha: 1)
        for x in [10, 30, 50] {
            context.drawCachedShadow(of: CGPath(ellipseIn: CGRect(x: x, y: 10, width: 20, height: 20), transform: nil), offset: .zero, blur: 6, color: color)
        }
        #expect(context.shadowCache.count == 1)
        for _ in 0..<2 {
            context.drawCachedShadow(of: CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 25, height: 20), transform: nil), offset: .zero, blur: 6, color: color)
            context.drawCachedShadow(of: CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil), offset: .zero, blur: 9, color: color)
        }
        #expect(context.shadowCache.count == 3)
    }

    @Test("a mask asked for once is not kept; the second ask keeps it")
    func keptFromSecondUse() {
        let cache = ShadowMaskCache()
        let context = context(cache: cache)
        let color = CGColor(gray: 0, alpha: 1)
        // A shadow moving by a third of a pixel a frame: every frame's mask is new and used once.
        for frame in 0..<30 {
            context.drawCachedShadow(
                of: CGPath(ellipseIn: CGRect(x: 10 + Double(frame) / 3, y: 10, width: 20, height: 20), transform: nil),
                offset: .zero, blur: 6, color: color)
        }
        #expect(cache.count <= 3, "only the phases that recur (whole-pixel moves of the same third) are kept")
    }

    @Test("the cache forgets the least recently used mask beyond its capacity")
    func eviction() {
        let cache = ShadowMaskCache(capacity: 2)
        func key(_ v: Double) -> ShadowMaskCache.Key { .init(coordinates: [v], kinds: [0], sigma: 1) }
        var builds = 0
        func make() -> ShadowMaskCache.Mask? {
            builds += 1
            return ShadowMaskCache.Mask(pixels: try! PixelBuffer(width: 1, height: 1, format: .a8), offset: .zero)
        }
        // Each key is asked for twice first, so it is kept (a mask is kept from its second ask).
        for k in [1.0, 2] { for _ in 0..<2 { _ = cache.mask(for: key(k), make: make) } }
        _ = cache.mask(for: key(1), make: make)
        for _ in 0..<2 { _ = cache.mask(for: key(3), make: make) }
        _ = cache.mask(for: key(1), make: make)
        _ = cache.mask(for: key(2), make: make)
        // 1, 1, 2, 2 are built; 3 twice; 2 again, forgotten to make room for 3.
        #expect(builds == 7)
        #expect(cache.count == 2)
    }

    @Test("contexts sharing a cache blur a shape once between them")
    func sharedBetweenContexts() {
        let cache = ShadowMaskCache()
        let path = CGPath(roundedRect: CGRect(x: 20, y: 20, width: 40, height: 30), cornerWidth: 6, cornerHeight: 6, transform: nil)
        for _ in 0..<3 {
            context(cache: cache).drawCachedShadow(of: path, offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1))
        }
        #expect(cache.count == 1)
    }

    @Test("an immutable path keeps its mask after moving by whole pixels, and finds a new one at a sub-pixel offset")
    func placementsFollowTheTransform() {
        let cache = ShadowMaskCache()
        let context = context(cache: cache)
        let path = CGPath(roundedRect: CGRect(x: 20, y: 20, width: 40, height: 30), cornerWidth: 6, cornerHeight: 6, transform: nil)
        for dx in [0.0, 3, 7] {
            context.saveGState()
            context.translateBy(x: dx, y: 0)
            context.drawCachedShadow(of: path, offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1))
            context.restoreGState()
        }
        #expect(cache.count == 1)
        context.translateBy(x: 0.5, y: 0)
        for _ in 0..<2 { context.drawCachedShadow(of: path, offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1)) }
        #expect(cache.count == 2)
    }

    @Test("the shadow under a rectangle painted opaquely afterwards is skipped, leaving the same picture")
    func hiddenPartSkipped() throws {
        let card = CGRect(x: 20, y: 15, width: 60, height: 40)
        let path = CGPath(roundedRect: card, cornerWidth: 8, cornerHeight: 8, transform: nil)
        func render(skipping: Bool) -> CGContext {
            let context = context(cache: ShadowMaskCache())
            context.setFillColor(CGColor(red: 1, green: 1, blue: 0.9, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
            context.drawCachedShadow(
                of: path, offset: CGSize(width: 3, height: 4), blur: 10, color: CGColor(gray: 0, alpha: 0.8),
                underneath: skipping ? card.insetBy(dx: 8 * (1 - 0.5.squareRoot()), dy: 8 * (1 - 0.5.squareRoot())) : nil)
            return context
        }
        let skipped = render(skipping: true)
        let full = render(skipping: false)
        // Before the card is painted, the skipped rectangle shows through unshadowed...
        let inside = RGBAPixels(try #require(skipped.makeImage()))[50, 35]
        #expect(inside[0] == 255)
        // ...and once it is painted the two pictures agree exactly.
        for context in [skipped, full] {
            context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
            context.addPath(path)
            context.fillPath()
        }
        let difference = RGBAPixels(try #require(skipped.makeImage())).difference(from: RGBAPixels(try #require(full.makeImage())), tolerance: 0)
        #expect(difference.differingPixels == 0, "\(difference)")
    }

    /// A 320×200 y-down context for large shadows.
    private func largeContext(cache: ShadowMaskCache) -> CGContext {
        let context = CGContext(
            data: nil, width: 320, height: 200, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: 200)
        context.scaleBy(x: 1, y: -1)
        context.shadowCache = cache
        return context
    }

    @Test("a large rounded rectangle's shadow, stretched from a small mask, matches the blurred one", arguments: [
        CGRect(x: 30, y: 20, width: 250, height: 150), CGRect(x: 30.25, y: 20.5, width: 200.75, height: 120.5),
    ])
    func stretchedMatchesBlurred(rect: CGRect) throws {
        let shaped = CGPath(roundedRect: rect, cornerWidth: 12, cornerHeight: 12, transform: nil)
        // A mutable copy has the same outline without the shape hint, so it is blurred directly.
        let plain = CGMutablePath()
        plain.addPath(shaped)
        let color = CGColor(gray: 0, alpha: 1)
        let stretched = largeContext(cache: ShadowMaskCache())
        stretched.drawCachedShadow(of: shaped, offset: CGSize(width: 2, height: 3), blur: 16, color: color)
        let blurred = largeContext(cache: ShadowMaskCache())
        blurred.drawCachedShadow(of: plain, offset: CGSize(width: 2, height: 3), blur: 16, color: color)
        let difference = RGBAPixels(try #require(stretched.makeImage())).difference(from: RGBAPixels(try #require(blurred.makeImage())), tolerance: 1)
        #expect(difference.differingPixels == 0, "\(difference)")
    }

    @Test("resizing a rounded rectangle reuses one small blurred mask for every size")
    func resizingStretches() {
        let cache = ShadowMaskCache()
        let context = largeContext(cache: cache)
        for width in [200.0, 210, 220] {
            let path = CGPath(roundedRect: CGRect(x: 20, y: 20, width: width, height: 120), cornerWidth: 10, cornerHeight: 10, transform: nil)
            context.drawCachedShadow(of: path, offset: .zero, blur: 8, color: CGColor(gray: 0, alpha: 1))
        }
        // One small mask, kept from its second use, and no stretched copy: each size was drawn once.
        #expect(cache.count == 1)
    }
}

@Suite("Cached shadow masks over frames")
struct ShadowMaskStalenessTests {
    @Test("a mask unused for the stale number of frames is forgotten; one in use is kept")
    func staleMasksForgotten() {
        let cache = ShadowMaskCache()
        func key(_ v: Double) -> ShadowMaskCache.Key { .init(coordinates: [v], kinds: [0], sigma: 1) }
        func make() -> ShadowMaskCache.Mask? {
            ShadowMaskCache.Mask(pixels: try! PixelBuffer(width: 1, height: 1, format: .a8), offset: .zero)
        }
        for k in [1.0, 2] { for _ in 0..<2 { _ = cache.mask(for: key(k), make: make) } }
        #expect(cache.count == 2)
        for _ in 0..<(ShadowMaskCache.staleFrames + 64) {
            _ = cache.mask(for: key(1), make: make)
            cache.frameEnded()
        }
        #expect(cache.count == 1)
    }
}
