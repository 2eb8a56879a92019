import CasementTestSupport
import CoreGraphics
import CoreText
import Foundation
import Testing
import UIKitTesting

@Suite("Core Text lines")
struct CTLineTests {
    init() { PinnedFonts.install() }

    private func line(_ text: String, size: CGFloat = 20, color: CGColor? = nil) -> CTLine {
        var attributes: [NSAttributedString.Key: Any] = [kCTFontAttributeName: CTFontCreateWithName("DejaVu Sans" as CFString, size, nil)]
        if let color { attributes[kCTForegroundColorAttributeName] = color }
        return CTLineCreateWithAttributedString(NSAttributedString(string: text, attributes: attributes))
    }

    @Test func typographicBoundsGrowWithTextAndFont() {
        var ascent: CGFloat = 0, descent: CGFloat = 0, leading: CGFloat = 0
        let short = CTLineGetTypographicBounds(line("Hi"), &ascent, &descent, &leading)
        let long = CTLineGetTypographicBounds(line("Hi there"), nil, nil, nil)
        let large = CTLineGetTypographicBounds(line("Hi", size: 40), nil, nil, nil)
        #expect(short > 0 && long > short && abs(large - 2 * short) < 2)
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
        #expect(abs(ascent - CTFontGetAscent(font)) < 1)
        #expect(abs(descent - CTFontGetDescent(font)) < 1)
        #expect(leading == 0)
    }

    @Test func aLineDrawsUprightOnItsBaselineAtTheTextPosition() {
        let context = CGContext(
            data: nil, width: 100, height: 40, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.textPosition = CGPoint(x: 10, y: 10)
        let text = line("HH", color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        CTLineDraw(text, context)
        let pixels = RGBAPixels(context.makeImage()!)
        // Y up: the baseline is 10 pixels above the bottom row, and "H" stands above it.
        let inked = (0..<40).filter { y in (0..<100).contains { x in pixels[x, y][3] > 128 } }
        #expect(inked.max() ?? 0 <= 30 && (inked.max() ?? 0) >= 27)
        #expect((inked.min() ?? 0) >= 12 && (inked.min() ?? 0) <= 17)
        #expect((0..<100).contains { x in pixels[x, 25] == [255, 0, 0, 255] })
        let image = CTLineGetImageBounds(text, context)
        #expect(abs(image.minY - 10) < 1.5 && image.height > 12 && image.minX >= 10)
    }

    @Test func theStringRangeCoversTheWholeString() {
        #expect(CTLineGetStringRange(line("héllo")) == CFRangeMake(0, 5))
    }

    @Test func textWithoutAFontUsesTheDefaultAtTwelvePoints() {
        let plain = CTLineCreateWithAttributedString(NSAttributedString(string: "Hi"))
        var ascent: CGFloat = 0
        _ = CTLineGetTypographicBounds(plain, &ascent, nil, nil)
        #expect(abs(ascent - CTFontGetAscent(CTFontCreateWithName("sans-serif" as CFString, 12, nil))) < 1)
    }
}

