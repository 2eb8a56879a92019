import CasementTestSupport
import CoreGraphics
import Foundation
import Testing

@Suite("Pixel comparison used by golden images")
struct ImageDifferenceTests {
    private func image(_ bytes: [UInt8]) throws -> RGBAPixels {
        RGBAPixels(try #require(RGBAPixels.image(width: 2, height: 1, rgba: bytes)))
    }

    @Test("identical images have no differing pixels")
    func identical() throws {
        let a = try image([1, 2, 3, 255, 4, 5, 6, 255])
        let difference = a.difference(from: a)
        #expect(difference.differingPixels == 0 && difference.maximumChannelDifference == 0)
    }

    @Test("the fraction and the largest channel difference are reported, within a tolerance")
    func counts() throws {
        let a = try image([10, 10, 10, 255, 200, 0, 0, 255])
        let b = try image([11, 10, 10, 255, 100, 0, 0, 255])
        let strict = a.difference(from: b)
        let lenient = a.difference(from: b, tolerance: 1)
        #expect(strict.differingPixels == 2 && strict.maximumChannelDifference == 100)
        #expect(lenient.differingPixels == 1 && lenient.fraction == 0.5)
        #expect(lenient.description.contains("1 of 2 pixels differ"))
    }

    @Test("images of different sizes are reported as such")
    func sizeMismatch() throws {
        let a = try image([0, 0, 0, 255, 0, 0, 0, 255])
        let b = RGBAPixels(try #require(RGBAPixels.image(width: 1, height: 1, rgba: [0, 0, 0, 255])))
        #expect(a.difference(from: b).sizeMismatch)
        #expect(a.differenceImage(against: b) == nil)
    }

    @Test("the difference image is the test kit's heat map: changed pixels in red, the others pale grey")
    func differenceImage() throws {
        let a = try image([0, 0, 0, 255, 0, 0, 0, 255])
        let b = try image([0, 0, 0, 255, 0, 0, 90, 255])
        let diff = RGBAPixels(try #require(a.differenceImage(against: b)))
        #expect(diff[1, 0] == [255, 0, 0, 255])
        #expect(diff[0, 0][0] == diff[0, 0][1])
    }
}
