import CoreGraphics
import CoreText
import Foundation
import Testing
import UIKitTesting

@Suite("Core Text runs and glyphs")
struct CTRunTests {
    init() { PinnedFonts.install() }

    private let sans = CTFontCreateWithName("DejaVu Sans" as CFString, 20, nil)
    private let mono = CTFontCreateWithName("DejaVu Sans Mono" as CFString, 20, nil)

    private func line(_ text: String, _ parts: [(NSRange, CTFont)] = []) -> CTLine {
        let string = NSMutableAttributedString(string: text, attributes: [kCTFontAttributeName: sans])
        for (range, font) in parts { string.addAttribute(kCTFontAttributeName, value: font, range: range) }
        return CTLineCreateWithAttributedString(string)
    }

    private func glyphs(_ run: CTRun) -> (glyphs: [CGGlyph], positions: [CGPoint], advances: [CGSize], indices: [CFIndex]) {
        let count = CTRunGetGlyphCount(run)
        var glyphs = [CGGlyph](repeating: 0, count: count)
        var positions = [CGPoint](repeating: .zero, count: count)
        var advances = [CGSize](repeating: .zero, count: count)
        var indices = [CFIndex](repeating: 0, count: count)
        CTRunGetGlyphs(run, CFRange(), &glyphs)
        CTRunGetPositions(run, CFRange(), &positions)
        CTRunGetAdvances(run, CFRange(), &advances)
        CTRunGetStringIndices(run, CFRange(), &indices)
        return (glyphs, positions, advances, indices)
    }

    @Test("a line in one font is one run of a glyph per character, placed one advance after another from the origin")
    func oneRun() throws {
        let line = line("Hello")
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]
        #expect(runs.count == 1 && CTLineGetGlyphCount(line) == 5)
        let run = try #require(runs.first)
        #expect(CTRunGetStringRange(run) == CFRange(location: 0, length: 5))
        let (glyphs, positions, advances, indices) = glyphs(run)
        #expect(glyphs.allSatisfy { $0 != 0 } && glyphs[2] == glyphs[3])
        #expect(positions[0] == .zero && indices == [0, 1, 2, 3, 4])
        for index in 1..<5 { #expect(abs(positions[index].x - positions[index - 1].x - advances[index - 1].width) < 0.001) }
        var ascent: CGFloat = 0, descent: CGFloat = 0
        let width = CTRunGetTypographicBounds(run, CFRange(), &ascent, &descent, nil)
        #expect(abs(width - CTLineGetTypographicBounds(line, nil, nil, nil)) < 0.01)
        #expect(ascent > 15 && descent > 3)
    }

    @Test("a run ends where the font changes; each run's attributes carry its font, and ranges count UTF-16 units")
    func runsPerFont() throws {
        // "é" is one UTF-16 unit and two UTF-8 bytes; the emoji-free accent keeps one font per part.
        let line = line("héllo code", [(NSRange(location: 6, length: 4), mono)])
        let runs = CTLineGetGlyphRuns(line) as! [CTRun]
        #expect(runs.count == 2)
        #expect(CTRunGetStringRange(runs[0]) == CFRange(location: 0, length: 6))
        #expect(CTRunGetStringRange(runs[1]) == CFRange(location: 6, length: 4))
        let second = try #require(CTRunGetAttributes(runs[1]) as? [NSAttributedString.Key: Any])
        #expect((second[kCTFontAttributeName] as? CTFont) == mono)
        #expect(glyphs(runs[1]).indices == [6, 7, 8, 9])
        #expect(glyphs(runs[1]).positions[0].x > glyphs(runs[0]).positions[5].x)
    }

    @Test("a range of a run picks its glyphs; a length of 0 reaches the end")
    func ranges() throws {
        let run = try #require((CTLineGetGlyphRuns(line("abcdef")) as! [CTRun]).first)
        var some = [CGGlyph](repeating: 0, count: 2)
        CTRunGetGlyphs(run, CFRange(location: 4, length: 0), &some)
        #expect(some == Array(glyphs(run).glyphs[4...]))
        let two = CTRunGetTypographicBounds(run, CFRange(location: 0, length: 2), nil, nil, nil)
        #expect(abs(two - Double(glyphs(run).advances[0].width + glyphs(run).advances[1].width)) < 0.001)
    }

    @Test("caret offsets and string indices for positions go both ways along the line")
    func caretPositions() {
        let line = line("Hello")
        let width = CGFloat(CTLineGetTypographicBounds(line, nil, nil, nil))
        #expect(CTLineGetOffsetForStringIndex(line, 0, nil) == 0)
        var secondary: CGFloat = -1
        let third = CTLineGetOffsetForStringIndex(line, 2, &secondary)
        #expect(third > 0 && third < width && secondary == third)
        #expect(abs(CTLineGetOffsetForStringIndex(line, 5, nil) - width) < 0.01)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: third + 1, y: 0)) == 2)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: -10, y: 0)) == 0)
        #expect(CTLineGetStringIndexForPosition(line, CGPoint(x: width + 50, y: 0)) == 5)
    }
}
