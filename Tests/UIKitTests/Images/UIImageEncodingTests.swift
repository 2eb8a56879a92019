import CasementTestSupport
import Foundation
import Testing
import UIKit

@MainActor
@Suite("Encoding images as PNG and JPEG")
struct UIImageEncodingTests {
    @Test func pngDataKeepsEveryPixelAndTheAlpha() throws {
        let bitmap = ImageFixtures.bitmap(width: 4, height: 2, left: [255, 0, 0, 255], right: [0, 0, 0, 0], marker: [0, 255, 0, 128])
        let data = try #require(UIImage(cgImage: bitmap).pngData())
        let decoded = try #require(UIImage(data: data)?.cgImage)
        let (original, roundTripped) = (RGBAPixels(bitmap), RGBAPixels(decoded))
        for y in 0..<2 {
            for x in 0..<4 { #expect(roundTripped[x, y] == original[x, y], "pixel \(x), \(y)") }
        }
    }

    @Test func jpegDataIsAJPEGOfTheSamePicture() throws {
        let data = try #require(UIImage(cgImage: ImageFixtures.bitmap(width: 16, height: 16)).jpegData(compressionQuality: 1))
        #expect(Array(data.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect((decoded.width, decoded.height) == (16, 16))
        let pixels = RGBAPixels(decoded)
        #expect(pixels[2, 8][0] > 240 && pixels[2, 8][2] < 15)
        #expect(pixels[13, 8][2] > 240 && pixels[13, 8][0] < 15)
    }

    @Test func lowerQualityMakesSmallerData() throws {
        var rgba: [UInt8] = []
        var random = SplitMix64(seed: 7)
        for _ in 0..<(64 * 64) { rgba += [UInt8(truncatingIfNeeded: random.next()), UInt8(truncatingIfNeeded: random.next()), 128, 255] }
        let image = UIImage(cgImage: try #require(RGBAPixels.image(width: 64, height: 64, rgba: rgba)))
        let small = try #require(image.jpegData(compressionQuality: 0.1))
        let large = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(small.count < large.count)
    }

    @Test func jpegDataMakesTransparentAreasBlack() throws {
        let image = UIImage(cgImage: ImageFixtures.solid(width: 8, height: 8, [0, 0, 0, 0]))
        let data = try #require(image.jpegData(compressionQuality: 1))
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect(RGBAPixels(decoded)[4, 4].prefix(3).allSatisfy { $0 < 8 })
    }

    @Test func qualitiesOutsideTheRangeAreClamped() {
        let image = UIImage(cgImage: ImageFixtures.bitmap(width: 8, height: 8))
        #expect(image.jpegData(compressionQuality: .nan) == image.jpegData(compressionQuality: 1))
        #expect(image.jpegData(compressionQuality: 7) == image.jpegData(compressionQuality: 1))
        #expect(image.jpegData(compressionQuality: -3) == image.jpegData(compressionQuality: 0))
    }

    @Test func aTurnedImageIsWrittenUpright() throws {
        let turned = UIImage(cgImage: ImageFixtures.bitmap(width: 4, height: 2, marker: [0, 255, 0, 255]), scale: 1, orientation: .right)
        let data = try #require(turned.pngData())
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect((decoded.width, decoded.height) == (2, 4))
        // Turned clockwise, the stored top-left corner is at the top right.
        #expect(RGBAPixels(decoded)[1, 0] == [0, 255, 0, 255])
    }

    @Test func anImageRendererWritesJPEG() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4))
        let data = renderer.jpegData(withCompressionQuality: 0.9) { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
        }
        let decoded = try #require(UIImage(data: data)?.cgImage)
        #expect(RGBAPixels(decoded)[3, 2][2] > 240)
    }

    @Test func anEmptyImageHasNoData() {
        let empty = UIImage()
        #expect(empty.size == .zero)
        #expect(empty.pngData() == nil)
        #expect(empty.jpegData(compressionQuality: 0.8) == nil)
    }
}
