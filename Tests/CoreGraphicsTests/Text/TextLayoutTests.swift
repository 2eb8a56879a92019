import CasementTestSupport
import CoreGraphics
import Foundation
import Testing
import UIKitTesting

@Suite("Text layout over Pango")
struct TextLayoutTests {
    init() { PinnedFonts.install() }

    @Test("a longer string measures wider in the same font")
    func widthGrowsWithText() {
        let short = TextLayout(text: "Hello", font: FontDescriptor(size: 20))
        let long = TextLayout(text: "Hello, world", font: FontDescriptor(size: 20))
        #expect(long.size.width > short.size.width)
        #expect(short.size.height == long.size.height)
    }

    @Test("size scales with the point size")
    func pointSize() {
        let small = TextLayout(text: "Casement", font: FontDescriptor(size: 10)).size
        let large = TextLayout(text: "Casement", font: FontDescriptor(size: 20)).size
        #expect(abs(large.width - 2 * small.width) < 1)
    }

    @Test("bold text is wider than regular text")
    func bold() {
        let regular = TextLayout(text: "Casement", font: FontDescriptor(size: 20)).size.width
        let bold = TextLayout(text: "Casement", font: FontDescriptor(size: 20, weight: 700)).size.width
        #expect(bold > regular)
    }

    @Test("wrapping to a width adds lines; clipping keeps one")
    func wrapping() {
        let text = "The quick brown fox jumps over the lazy dog"
        let wrapped = TextLayout(text: text, font: FontDescriptor(size: 14), width: 100)
        let clipped = TextLayout(text: text, font: FontDescriptor(size: 14), width: 100, lineBreak: .clipping)
        #expect(wrapped.lineCount > 2)
        #expect(wrapped.size.width <= 100)
        #expect(clipped.lineCount == 1)
    }

    @Test("tail truncation ellipsizes to fit the width")
    func truncation() {
        let layout = TextLayout(text: "The quick brown fox jumps over the lazy dog", font: FontDescriptor(size: 14), width: 100, lineBreak: .truncatingTail)
        #expect(layout.isTruncated && layout.lineCount == 1 && layout.size.width <= 100)
    }

    @Test("a line limit stops wrapping and ellipsizes the last line")
    func lineLimit() {
        let layout = TextLayout(text: String(repeating: "word ", count: 40), font: FontDescriptor(size: 14), width: 120, maximumLines: 2)
        #expect(layout.lineCount == 2 && layout.isTruncated)
    }

    @Test("the first baseline lies at the font's ascent and metrics are positive")
    func metrics() {
        let layout = TextLayout(text: "Ag", font: FontDescriptor(size: 40))
        let (ascender, descender) = layout.fontMetrics
        #expect(ascender > 25 && descender > 5)
        #expect(abs(layout.firstBaseline - ascender) < 2)
    }

    @Test("CJK text is laid out with real glyphs, not boxes")
    func cjk() {
        let layout = TextLayout(text: "你好世界", font: FontDescriptor(size: 20))
        // WenQuanYi Micro Hei ideographs are one em wide.
        #expect(abs(layout.size.width - 80) < 2)
    }
}

@Suite("Text drawing")
struct TextDrawingTests {
    init() { PinnedFonts.install() }

    private func render(_ layout: TextLayout, width: Int, height: Int, color: CGColor) -> RGBAPixels {
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        layout.draw(in: context, at: .zero, color: color)
        return RGBAPixels(context.makeImage()!)
    }

    private func inkColumns(_ pixels: RGBAPixels) -> ClosedRange<Int>? {
        let columns = (0..<pixels.width).filter { x in (0..<pixels.height).contains { pixels[x, $0][3] > 0 } }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first...last
    }

    @Test("text is drawn in its colour, below the top-left origin")
    func colour() throws {
        let layout = TextLayout(text: "█", font: FontDescriptor(size: 30))
        let pixels = render(layout, width: 40, height: 40, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        let centre = pixels[Int(layout.size.width / 2), Int(layout.size.height / 2)]
        #expect(centre == [0, 0, 255, 255])
    }

    @Test("right and centre alignment move the ink within the layout width")
    func alignment() throws {
        let font = FontDescriptor(size: 16)
        let left = inkColumns(render(TextLayout(text: "ab", font: font, width: 200, alignment: .left), width: 200, height: 30, color: .black))
        let centre = inkColumns(render(TextLayout(text: "ab", font: font, width: 200, alignment: .center), width: 200, height: 30, color: .black))
        let right = inkColumns(render(TextLayout(text: "ab", font: font, width: 200, alignment: .right), width: 200, height: 30, color: .black))
        let l = try #require(left)
        let c = try #require(centre)
        let r = try #require(right)
        #expect(l.lowerBound < 5)
        #expect(abs((c.lowerBound + c.upperBound) / 2 - 100) <= 2)
        #expect(r.upperBound > 194)
    }

    @Test("shared layouts: the same text and settings give the same layout on a thread, other settings another")
    func sharedLayouts() {
        let font = FontDescriptor(size: 14)
        let first = TextLayout.shared(text: "Label 7", font: font, width: 100, alignment: .center)
        #expect(TextLayout.shared(text: "Label 7", font: font, width: 100, alignment: .center) === first)
        #expect(TextLayout.shared(text: "Label 7", font: font, width: 120, alignment: .center) !== first)
        #expect(TextLayout.shared(text: "Label 8", font: font, width: 100, alignment: .center) !== first)
        #expect(TextLayout.shared(text: "Label 7", font: FontDescriptor(size: 15), width: 100, alignment: .center) !== first)
        #expect(TextLayout.shared(text: "Label 7", font: font, width: 100, alignment: .center).size == first.size)
    }
}
