import CasementTestSupport
@testable import CoreGraphics
import Foundation
import Testing

@Suite("Cached shadow masks")
struct ShadowMaskCacheTests {
    private func context() -> CGContext {
        let context = CGContext(
            data: nil, width: 120, height: 80, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: 80)
        context.scaleBy(x: 1, y: -1)
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
        let context = context()
        let color = CGColor(gray: 0, alpha: 1)
        for x in [10, 30, 50] {
            context.drawCachedShadow(of: CGPath(rect: CGRect(x: x, y: 10, width: 20, height: 20), transform: nil), offset: .zero, blur: 6, color: color)
        }
        #expect(context.shadowCache.count == 1)
        context.drawCachedShadow(of: CGPath(rect: CGRect(x: 10, y: 10, width: 25, height: 20), transform: nil), offset: .zero, blur: 6, color: color)
        context.drawCachedShadow(of: CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil), offset: .zero, blur: 9, color: color)
        #expect(context.shadowCache.count == 3)
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
        _ = cache.mask(for: key(1), make: make)
        _ = cache.mask(for: key(2), make: make)
        _ = cache.mask(for: key(1), make: make)
        _ = cache.mask(for: key(3), make: make)
        _ = cache.mask(for: key(1), make: make)
        _ = cache.mask(for: key(2), make: make)
        #expect(builds == 4)
        #expect(cache.count == 2)
    }
}
