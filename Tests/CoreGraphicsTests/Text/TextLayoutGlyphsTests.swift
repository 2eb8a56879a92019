import CasementTestSupport
import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Text that is glyphs alone is drawn from its glyph runs instead of through Pango's renderer:
/// every case here must give exactly Pango's pixels.
@Suite("Text drawn from glyph runs")
struct TextLayoutGlyphsTests {
    init() { PinnedFonts.install() }

    static let size = (width: 220, height: 90)

    /// The bytes of `layout` drawn at `origin` after `prepare` set the context up, from glyph
    /// runs or through Pango.
    private func pixels(
        _ layout: TextLayout, at origin: CGPoint = CGPoint(x: 4, y: 3), throughPango: Bool, prepare: (CGContext) -> Void = { _ in }
    ) -> [UInt8] {
        let context = CGContext(
            data: nil, width: Self.size.width, height: Self.size.height, bitsPerComponent: 8, bytesPerRow: Self.size.width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(Self.size.height))
        context.scaleBy(x: 1, y: -1)
        prepare(context)
        layout.draw(in: context, at: origin, color: CGColor(red: 0.2, green: 0.3, blue: 0.6, alpha: 1), throughPango: throughPango)
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        return Array(UnsafeBufferPointer(start: bytes, count: Self.size.width * Self.size.height * 4))
    }

    /// Expects both ways to paint the same pixels, and some of them, and the glyph runs to be used.
    private func expectSamePixels(_ layout: TextLayout, at origin: CGPoint = CGPoint(x: 4, y: 3), prepare: (CGContext) -> Void = { _ in }) {
        let pango = pixels(layout, at: origin, throughPango: true, prepare: prepare)
        let runs = pixels(layout, at: origin, throughPango: false, prepare: prepare)
        #expect(layout.drewFromGlyphRuns)
        #expect(pango.contains { $0 != 0 })
        let differing = zip(pango, runs).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) bytes differ from Pango's drawing")
    }

    static let font = FontDescriptor(size: 14)

    @Test("wrapped text ellipsized at its last line, as P7's labels")
    func wrappedAndEllipsized() {
        expectSamePixels(TextLayout(
            text: "Label 12 of round 3: the quick brown fox jumps over the lazy dog", font: Self.font, width: 150, maximumLines: 2))
    }

    @Test("centred, right-aligned and justified lines")
    func alignments() {
        let text = "The quick brown fox jumps over the lazy dog and away"
        for alignment in [TextLayout.Alignment.center, .right, .justified] {
            expectSamePixels(TextLayout(text: text, font: Self.font, width: 200, alignment: alignment))
        }
    }

    @Test("right-to-left and mixed-direction text")
    func bidirectional() {
        expectSamePixels(TextLayout(text: "abc שלום עולם def", font: Self.font, width: 200))
        expectSamePixels(TextLayout(text: "مرحبا بالعالم 123", font: Self.font, width: 200, alignment: .right))
    }

    @Test("combining marks placed by the shaper above and below their letters")
    func combiningMarks() {
        expectSamePixels(TextLayout(text: "e\u{301}a\u{323}\u{302} بِسْمِ اللَّهِ", font: FontDescriptor(size: 24), width: 210))
    }

    @Test("runs in fallback fonts, another font of its own, and letter spacing")
    func runsOfTheirOwn() {
        let text = "Hello 你好 bold spaced"
        let bold = text.range(of: "bold")!, spaced = text.range(of: "spaced")!
        var kerned = TextLayout.Run(range: spaced)
        kerned.kern = 2.5
        expectSamePixels(TextLayout(
            text: text, font: Self.font, width: 210, runs: [TextLayout.Run(range: bold, font: FontDescriptor(size: 18, weight: 700)), kerned]))
    }

    @Test("under a scale, a rotation and a fractional offset")
    func transformed() {
        let layout = TextLayout(text: "Scaled and turned text", font: Self.font)
        expectSamePixels(layout) { $0.scaleBy(x: 2, y: 2) }
        expectSamePixels(layout) { $0.rotate(by: 0.3) }
        expectSamePixels(layout, at: CGPoint(x: 4.37, y: 3.61))
    }

    @Test("with the context's alpha, shadow and clip")
    func contextState() {
        let layout = TextLayout(text: "Shadowed, faded, clipped", font: Self.font)
        expectSamePixels(layout) { $0.setAlpha(0.5) }
        expectSamePixels(layout) { $0.setShadow(offset: CGSize(width: 2, height: -2), blur: 3) }
        expectSamePixels(layout) { $0.clip(to: CGRect(x: 10, y: 10, width: 60, height: 8)) }
    }

    @Test("line heights of the paragraph's own move the glyphs as Pango does")
    func lineHeights() {
        expectSamePixels(TextLayout(
            text: "Line one and line two and line three", font: Self.font, width: 120, minimumLineHeight: 26))
    }

    @Test("underlined text and text with colours of its own are drawn through Pango")
    func decoratedTextUsesPango() {
        let text = "underlined"
        var underlined = TextLayout.Run(range: text.startIndex..<text.endIndex)
        underlined.underline = .single
        let decorated = TextLayout(text: text, font: Self.font, runs: [underlined])
        let coloured = TextLayout(text: text, font: Self.font, runs: [TextLayout.Run(range: text.startIndex..<text.endIndex, color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))])
        _ = pixels(decorated, throughPango: false)
        _ = pixels(coloured, throughPango: false)
        #expect(!decorated.drewFromGlyphRuns)
        #expect(!coloured.drewFromGlyphRuns)
    }

    @Test("a character no font has is drawn through Pango, as its code-point box")
    func missingGlyphUsesPango() {
        // A private-use code point: no pinned font covers it, so Pango draws a hex box.
        let layout = TextLayout(text: "box \u{F8FF} here", font: Self.font)
        _ = pixels(layout, throughPango: false)
        #expect(!layout.drewFromGlyphRuns)
    }

    @Test("a PDF gets the text through Pango, characters with the glyphs")
    func pdfUsesPango() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("glyph-runs-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let context = try #require(CGContext(url as CFURL, mediaBox: nil, nil))
        context.beginPDFPage(nil)
        let layout = TextLayout(text: "Searchable text", font: Self.font)
        layout.draw(in: context, at: CGPoint(x: 20, y: 20), color: .black)
        context.endPDFPage()
        context.closePDF()
        #expect(!layout.drewFromGlyphRuns)
    }
}
