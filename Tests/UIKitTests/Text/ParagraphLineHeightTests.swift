import CasementTestSupport
import Foundation
import Testing
import UIKit

@MainActor
@Suite("Paragraph line heights")
struct ParagraphLineHeightTests {
    private let font = UIFont.systemFont(ofSize: 12)

    /// The height `text` takes wrapped to 1000 points, in `style`.
    private func height(of text: String, _ style: NSParagraphStyle) -> CGFloat {
        text.boundingRect(
            with: CGSize(width: 1000, height: 10_000), options: .usesLineFragmentOrigin,
            attributes: [.font: font, .paragraphStyle: style], context: nil
        ).height
    }

    @Test func aMinimumMakesEachLineAtLeastThatTall() {
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = 40
        #expect(abs(height(of: "one\ntwo", style) - 80) < 0.5)
    }

    @Test func aMinimumsExtraSpaceGoesAboveTheGlyphs() throws {
        let style = NSMutableParagraphStyle()
        style.minimumLineHeight = 40
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 80)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 60, height: 80))
            ("one\ntwo" as NSString).draw(
                in: CGRect(x: 0, y: 0, width: 60, height: 80), withAttributes: [.font: font, .paragraphStyle: style])
        }
        let pixels = RGBAPixels(try #require(image.cgImage))
        func inkedRows(_ rows: Range<Int>) -> Int {
            rows.filter { y in (0..<60).contains { x in pixels[x, y][0] < 128 } }.count
        }
        // Each 40-point line has its glyphs at the bottom, as TextKit places them.
        #expect(inkedRows(0..<24) == 0)
        #expect(inkedRows(26..<40) > 4)
        #expect(inkedRows(40..<64) == 0)
        #expect(inkedRows(66..<80) > 4)
    }

    @Test func aMultipleScalesEachLine() {
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 2
        #expect(abs(height(of: "one\ntwo", style) - 2 * height(of: "one\ntwo", .default)) < 0.5)
    }

    @Test func aMaximumBoundsAMultipliedLine() {
        let style = NSMutableParagraphStyle()
        (style.lineHeightMultiple, style.maximumLineHeight) = (3, 20)
        #expect(abs(height(of: "one\ntwo", style) - 40) < 0.5)
    }

    @Test func aMultipleThatIsNotPositiveIsNone() {
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = -1
        #expect(height(of: "one\ntwo", style) == height(of: "one\ntwo", .default))
    }

    @Test func aMultipleIsCopiedAndCompared() {
        let style = NSMutableParagraphStyle()
        style.lineHeightMultiple = 1.5
        let copy = style.copy() as! NSParagraphStyle
        #expect(copy.lineHeightMultiple == 1.5)
        #expect(copy == style)
        #expect(copy != NSParagraphStyle.default)
    }

    @Test func aMaximumMakesEachLineAtMostThatTall() {
        let style = NSMutableParagraphStyle()
        style.maximumLineHeight = 8
        #expect(abs(height(of: "one\ntwo\nthree", style) - 24) < 0.5)
    }

    @Test func limitsTheFontAlreadyMeetsChangeNothing() {
        let style = NSMutableParagraphStyle()
        (style.minimumLineHeight, style.maximumLineHeight) = (2, 500)
        #expect(height(of: "one\ntwo", style) == height(of: "one\ntwo", .default))
    }

    @Test func limitsThatAreNotPositiveAndFiniteAreNone() {
        let style = NSMutableParagraphStyle()
        (style.minimumLineHeight, style.maximumLineHeight) = (.nan, -5)
        #expect(height(of: "one\ntwo", style) == height(of: "one\ntwo", .default))
    }

    @Test func copiesAndEqualityIncludeTheLimits() throws {
        let style = NSMutableParagraphStyle()
        (style.minimumLineHeight, style.maximumLineHeight) = (20, 30)
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect((copy.minimumLineHeight, copy.maximumLineHeight) == (20, 30))
        #expect(copy.isEqual(style))
        #expect(!copy.isEqual(NSParagraphStyle.default))
    }
}
