import CasementTestSupport
import CoreGraphics
import Foundation
import Testing

@Suite("CGImage decoding, pixels and encoding")
struct CGImageTests {
    private func provider(_ name: String) -> CGDataProvider {
        CGDataProvider(url: Fixtures.url(name))!
    }

    @Test("a PNG with alpha decodes to premultiplied ARGB with its size")
    func decodePNGWithAlpha() throws {
        let image = try #require(CGImage(pngDataProviderSource: provider("ramp-rgba.png"), decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.width == 32 && image.height == 24)
        #expect(image.bitsPerPixel == 32 && image.bitsPerComponent == 8)
        #expect(image.alphaInfo == .premultipliedFirst)
        #expect(image.bytesPerRow >= 32 * 4)
        let pixels = RGBAPixels(image)
        // Column 3, row 2 is opaque: red 3·8, green 2·10, blue 200.
        #expect(pixels[3, 2] == [24, 20, 200, 255])
        // Column 20 is half transparent, so its colour is premultiplied by 128/255.
        #expect(pixels[20, 0] == [80, 0, 100, 128])
    }

    @Test("an opaque PNG reports no alpha and keeps its exact colours")
    func decodeOpaquePNG() throws {
        let image = try #require(CGImage(pngDataProviderSource: provider("quad-rgb.png"), decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.alphaInfo == .noneSkipFirst)
        let pixels = RGBAPixels(image)
        #expect(pixels[0, 0] == [255, 0, 0, 255])
        #expect(pixels[1, 0] == [0, 255, 0, 255])
        #expect(pixels[0, 1] == [0, 255, 0, 255])
        #expect(pixels[3, 2] == [0, 255, 0, 255])
    }

    @Test("a JPEG decodes to its colours within JPEG's rounding")
    func decodeJPEG() throws {
        let image = try #require(CGImage(jpegDataProviderSource: provider("solid.jpg"), decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(image.width == 16 && image.height == 16)
        let pixel = RGBAPixels(image)[8, 8]
        #expect(abs(Int(pixel[0]) - 200) <= 2 && abs(Int(pixel[1]) - 40) <= 2 && abs(Int(pixel[2]) - 90) <= 2)
        #expect(pixel[3] == 255)
    }

    @Test("a grayscale PNG decodes to equal red, green and blue")
    func decodeGrayPNG() throws {
        let image = try #require(CGImage(pngDataProviderSource: provider("gray-ramp.png"), decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(RGBAPixels(image)[2, 5] == [64, 64, 64, 255])
    }

    @Test("truncated, corrupt and foreign data fail with an explanation", arguments: [
        "truncated.png", "corrupt.png", "truncated.jpg", "not-an-image.png",
    ])
    func badData(name: String) {
        #expect(CGImage(pngDataProviderSource: provider(name), decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(CGImage(jpegDataProviderSource: provider(name), decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect {
            try CGImage.decoded(contentsOf: Fixtures.url(name))
        } throws: { error in
            guard let error = error as? GraphicsError else { return false }
            return error.kind == .invalidData && error.message.contains(name)
        }
    }

    @Test("a missing file is a file-access error and a nil provider")
    func missingFile() {
        let url = URL(fileURLWithPath: "/nonexistent/casement.png")
        #expect(CGDataProvider(url: url) == nil)
        #expect {
            try CGImage.decoded(contentsOf: url)
        } throws: { ($0 as? GraphicsError)?.kind == .fileAccess }
    }

    @Test("empty data is invalid data")
    func emptyData() {
        #expect(throws: GraphicsError.self) { try CGImage.decoded(from: Data()) }
    }

    @Test("an image made from RGBA bytes reports what it was made with and reads back")
    func rawPixels() throws {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 0, 0, 0, 64, 0, 128, 10, 20, 30, 255]
        let image = try #require(RGBAPixels.image(width: 2, height: 2, rgba: bytes))
        #expect(image.bytesPerRow == 8 && image.alphaInfo == .premultipliedLast)
        #expect(image.dataProvider?.data == Data(bytes))
        #expect(RGBAPixels(image).bytes == bytes)
    }

    @Test("non-premultiplied alpha is premultiplied when drawn")
    func straightAlpha() throws {
        let image = try #require(CGImage(
            width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
            provider: CGDataProvider(data: Data([200, 100, 0, 128]))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        #expect(RGBAPixels(image)[0, 0] == [100, 50, 0, 128])
    }

    @Test("an unsupported layout gives nil")
    func unsupportedLayout() {
        let image = CGImage(
            width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
            provider: CGDataProvider(data: Data(count: 8))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        #expect(image == nil)
    }

    @Test("too little data for the declared size gives nil")
    func shortData() {
        let image = CGImage(
            width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 16,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: CGDataProvider(data: Data(count: 20))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        #expect(image == nil)
    }

    @Test("cropping keeps the pixels inside the rectangle, clamped to the image")
    func cropping() throws {
        let image = try #require(CGImage(pngDataProviderSource: provider("quad-rgb.png"), decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        let crop = try #require(image.cropping(to: CGRect(x: 1, y: 1, width: 10, height: 10)))
        #expect(crop.width == 3 && crop.height == 2)
        let pixels = RGBAPixels(crop)
        #expect(pixels[0, 0] == [0, 0, 255, 255])
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) == nil)
    }

    @Test("PNG encoding round-trips pixels exactly, alpha included")
    func pngRoundTrip() throws {
        let image = try #require(CGImage(pngDataProviderSource: provider("ramp-rgba.png"), decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        let decoded = try CGImage.decoded(from: try image.pngData())
        #expect(RGBAPixels(decoded) == RGBAPixels(image))
    }
}
