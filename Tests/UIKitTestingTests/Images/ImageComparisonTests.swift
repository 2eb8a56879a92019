import CoreGraphics
import Foundation
import Testing
@testable import UIKitTesting

@Suite("Image comparison")
struct ImageComparisonTests {
    /// A `width`×`height` image of one opaque colour, with `changes` pixels set to other colours.
    private func image(_ width: Int = 4, _ height: Int = 3, _ color: [UInt8] = [200, 100, 50, 255], changes: [(x: Int, y: Int, rgba: [UInt8])] = []) -> RGBAImage {
        var bytes = (0..<width * height).flatMap { _ in color }
        for change in changes {
            let i = (change.y * width + change.x) * 4
            bytes.replaceSubrange(i..<i + 4, with: change.rgba)
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    @Test("identical images match with nothing changed")
    func identical() {
        let comparison = ImageComparison(image(), reference: image())
        #expect(comparison.matches)
        #expect(comparison.changedPixels == 0 && comparison.changedRegion == nil)
        #expect(comparison.description == "the images are identical")
    }

    @Test("one changed pixel is counted once, located and measured, and fails an exact comparison")
    func onePixel() {
        let comparison = ImageComparison(image(changes: [(2, 1, [200, 100, 60, 255])]), reference: image())
        #expect(!comparison.matches)
        #expect(comparison.differingPixels == 1 && comparison.changedPixels == 1)
        #expect(abs(comparison.differingFraction - 1.0 / 12) < 1e-12)
        #expect(comparison.maximumChannelDifference == 10)
        #expect(comparison.changedRegion == CGRect(x: 2, y: 1, width: 1, height: 1))
        #expect(comparison.description.hasPrefix("1 of 12 pixels differ (8.3333 %)"))
    }

    @Test("a perceptual tolerance passes a change people cannot see and fails one they can")
    func perceptual() {
        let faint = ImageComparison(image(changes: [(0, 0, [201, 100, 50, 255])]), reference: image(), tolerance: .perceptual())
        #expect(faint.matches && faint.changedPixels == 1 && faint.differingPixels == 0)
        #expect(faint.maximumColorDifference > 0 && faint.maximumColorDifference < 1)
        let plain = ImageComparison(image(changes: [(0, 0, [20, 100, 50, 255])]), reference: image(), tolerance: .perceptual())
        #expect(!plain.matches && plain.differingPixels == 1)
        #expect(plain.maximumColorDifference > 20)
    }

    @Test("a fraction of differing pixels can be allowed")
    func allowedFraction() {
        let changed = image(changes: [(0, 0, [0, 0, 0, 255])])
        #expect(ImageComparison(changed, reference: image(), tolerance: ImageTolerance(differingPixelFraction: 0.1)).matches)
        #expect(!ImageComparison(changed, reference: image(), tolerance: ImageTolerance(differingPixelFraction: 0.05)).matches)
    }

    @Test("a change of transparency alone is a colour difference")
    func transparency() {
        let comparison = ImageComparison(image(changes: [(1, 1, [100, 50, 25, 128])]), reference: image(), tolerance: .perceptual())
        #expect(!comparison.matches)
    }

    @Test("images of different sizes never match and say so")
    func sizes() {
        let comparison = ImageComparison(image(4, 3), reference: image(3, 4))
        #expect(!comparison.sizesMatch && !comparison.matches)
        #expect(comparison.description == "the image is 4×3 pixels, the reference 3×4")
        #expect(ImageComparison.heatMap(of: image(4, 3), against: image(3, 4)) == nil)
    }

    @Test("the heat map shows unchanged pixels pale, tolerated ones blue and differing ones from orange to red")
    func heatMap() throws {
        let changed = image(changes: [(0, 0, [201, 100, 50, 255]), (1, 0, [150, 100, 50, 255]), (2, 0, [0, 0, 0, 255])])
        let map = try #require(ImageComparison.heatMap(of: changed, against: image(), tolerance: .perceptual()))
        #expect(map[0, 0] == [90, 140, 255, 255])
        #expect(map[2, 0] == [255, 0, 0, 255])
        #expect(map[1, 0][0] == 255 && map[1, 0][1] > 0 && map[1, 0][2] == 0)
        let pale = map[3, 2]
        #expect(pale[0] == pale[1] && pale[1] == pale[2] && pale[0] >= 200)
    }
}

@Suite("CIEDE2000 colour difference")
struct ColorDifferenceTests {
    // Reference pairs from Sharma, Wu and Dalal's CIEDE2000 test data.
    @Test("matches the published test pairs", arguments: [
        (LabColor(lightness: 50, a: 2.6772, b: -79.7751), LabColor(lightness: 50, a: 0, b: -82.7485), 2.0425),
        (LabColor(lightness: 50, a: 0, b: 0), LabColor(lightness: 50, a: -1, b: 2), 2.3669),
        (LabColor(lightness: 50, a: 2.5, b: 0), LabColor(lightness: 73, a: 25, b: -18), 27.1492),
        (LabColor(lightness: 60.2574, a: -34.0099, b: 36.2677), LabColor(lightness: 60.4626, a: -34.1751, b: 39.4387), 1.2644),
    ])
    func publishedPairs(first: LabColor, second: LabColor, expected: Double) {
        #expect(abs(first.difference(to: second) - expected) < 1e-4)
        #expect(abs(second.difference(to: first) - expected) < 1e-4)
    }

    @Test("white is L* 100 and black L* 0, a hundred apart")
    func blackAndWhite() {
        let white = LabColor(red: 255, green: 255, blue: 255)
        let black = LabColor(red: 0, green: 0, blue: 0)
        #expect(abs(white.lightness - 100) < 1e-3 && abs(white.a) < 1e-2 && abs(white.b) < 1e-2)
        #expect(abs(black.difference(to: white) - 100) < 1e-3)
    }
}
