import CasementTestSupport
import CoreGraphics
import Foundation
import Testing

@Suite("Shadow blur quality")
struct CGContextShadowQualityTests {
    /// The standard normal cumulative distribution.
    private func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.0.squareRoot())) }

    @Test("a blurred straight edge follows the Gaussian's cumulative profile within 2%")
    func edgeProfile() throws {
        var pixels = [UInt8](repeating: 0, count: 120 * 4 * 4)
        try pixels.withUnsafeMutableBytes { raw in
            let context = try #require(CGContext(
                data: raw.baseAddress, width: 120, height: 4, bitsPerComponent: 8, bytesPerRow: 120 * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            // The shape ends at x = 30; its shadow, 40 to the right, ends at x = 70.
            context.setShadow(offset: CGSize(width: 40, height: 0), blur: 16, color: CGColor(gray: 0, alpha: 1))
            context.setFillColor(gray: 0, alpha: 1)
            context.fill(CGRect(x: -1000, y: -100, width: 1030, height: 200))
        }
        let sigma = 16.0 / 2
        for x in 40..<100 {
            let alpha = Double(pixels[(1 * 120 + x) * 4 + 3]) / 255
            let expected = phi((70 - (Double(x) + 0.5)) / sigma)
            #expect(abs(alpha - expected) < 0.02, "x = \(x): alpha \(alpha), Gaussian \(expected)")
        }
    }

    @Test("upscaling with interpolation none keeps hard pixel edges; high quality blends them")
    func interpolationQuality() throws {
        func render(_ quality: CGInterpolationQuality) throws -> Set<UInt8> {
            let image = try #require(CGImage(
                width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: CGDataProvider(data: Data([255, 255, 255, 255, 0, 0, 0, 255]))!,
                decode: nil, shouldInterpolate: true, intent: .defaultIntent))
            let context = try #require(CGContext(
                data: nil, width: 40, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.interpolationQuality = quality
            context.draw(image, in: CGRect(x: 0, y: 0, width: 40, height: 1))
            return Set(RGBAPixels(try #require(context.makeImage())).bytes.enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
        }
        #expect(try render(.none) == [0, 255])
        #expect(try render(.high).count > 5)
    }
}
