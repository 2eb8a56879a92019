import CasementTestSupport
import CoreGraphics
import Foundation
import Testing

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
