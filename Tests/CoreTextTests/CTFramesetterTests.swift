import CasementTestSupport
import CoreGraphics
import CoreText
import Foundation
import Testing
import UIKitTesting

@Suite("Core Text frames")
struct CTFramesetterTests {
    init() { PinnedFonts.install() }

    private let text = NSAttributedString(
        string: "one two three four five six seven eight nine ten",
        attributes: [kCTFontAttributeName: CTFontCreateWithName("DejaVu Sans" as CFString, 10, nil)])

    @Test func aSuggestedSizeWrapsToTheWidthAndFitsEverythingWithoutAHeightLimit() {
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        var fit = CFRange()
        let wide = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, CGSize(width: 1000, height: CGFloat.greatestFiniteMagnitude), &fit)
        #expect(fit == CFRangeMake(0, text.length))
        let narrow = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), nil)
        #expect(narrow.width <= 60 && narrow.height > 3 * wide.height)
    }

    @Test func aHeightLimitFitsWholeLinesAndSaysHowMuch() {
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        var all = CFRange(), fit = CFRange()
        let full = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), &all)
        let limited = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(), nil, CGSize(width: 60, height: full.height / 2), &fit)
        #expect(fit.location == 0 && fit.length > 0 && fit.length < all.length)
        #expect(limited.height <= full.height / 2 + 1)
    }

    @Test func aFrameDrawsItsFittingLinesFromTheTopOfItsRectangle() {
        let context = CGContext(
            data: nil, width: 80, height: 80, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        let frame = CTFramesetterCreateFrame(framesetter, CFRange(), CGPath(rect: CGRect(x: 10, y: 10, width: 60, height: 30), transform: nil), nil)
        let visible = CTFrameGetVisibleStringRange(frame)
        #expect(visible.length > 0 && visible.length < text.length)
        CTFrameDraw(frame, context)
        let pixels = RGBAPixels(context.makeImage()!)
        let inked = (0..<80).filter { y in (0..<80).contains { x in pixels[x, y][3] > 0 } }
        // The rectangle spans rows 40..<70 from the top (y up); text starts near its top edge.
        #expect((inked.min() ?? 0) >= 40 && (inked.min() ?? 0) < 46)
        #expect((inked.max() ?? 80) < 70)
    }

    @Test func aRangeOutsideTheStringGivesNothing() {
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        var fit = CFRangeMake(5, 5)
        #expect(CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(40, 100), nil, CGSize(width: 50, height: 50), &fit) == .zero)
        #expect(fit == CFRange())
    }
}
