import CasementTestSupport
import Testing
import UIKit
import UIKitCore
import UIKitTesting

@Suite("String drawing and measuring")
@MainActor
struct StringDrawingTests {
    init() { PinnedFonts.install() }

    /// What `body` draws on a white 200×60 canvas.
    private func render(_ body: () -> Void) -> RGBAPixels {
        Canvas.render(width: 200, height: 60, body)
    }

    /// The rows and columns where pixels are not white.
    private func ink(_ pixels: RGBAPixels, where matches: ([UInt8]) -> Bool = { $0 != [255, 255, 255, 255] }) -> (rows: ClosedRange<Int>, columns: ClosedRange<Int>)? {
        var (rows, columns) = ([Int](), [Int]())
        for y in 0..<60 { for x in 0..<200 where matches(pixels[x, y]) { rows.append(y); columns.append(x) } }
        guard let top = rows.min(), let bottom = rows.max(), let left = columns.min(), let right = columns.max() else { return nil }
        return (top...bottom, left...right)
    }

    @Test("size(withAttributes:) grows with the font and with kerning")
    func measuring() {
        let small = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let large = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        // Glyph positions are whole points (Pango's rounding), so widths scale to within a few points.
        #expect(abs(large.width - 2 * small.width) <= 4 && large.height > small.height)
        let kerned = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12), .kern: 2])
        // Four gaps between five characters (Divergence: UIKit also adds the space after the last one).
        #expect(abs(kerned.width - small.width - 8) <= 1)
        #expect("Hello".size() == "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]), "12-point system font by default")
    }

    @Test("boundingRect wraps to the width with usesLineFragmentOrigin, and is one line above the baseline without")
    func boundingRects() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 14)]
        let text = "The quick brown fox jumps over the lazy dog"
        let oneLine = text.boundingRect(with: CGSize(width: 100, height: 1000), options: [], attributes: attributes, context: nil)
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        #expect(oneLine.minY < 0 && oneLine.width > 200)
        #expect(wrapped.origin == .zero && wrapped.width <= 100 && wrapped.height > 3 * oneLine.height)
    }

    @Test("draw(with:options:attributes:context:) wraps into the rectangle with usesLineFragmentOrigin, and sits on a baseline at its origin without")
    func drawWithOptions() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red]
        let wrapped = render {
            ("Hi there" as NSString).draw(
                with: CGRect(x: 10, y: 10, width: 40, height: 60), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        }
        let onBaseline = render {
            "Hi".draw(with: CGRect(x: 10, y: 40, width: 40, height: 60), options: [], attributes: attributes, context: nil)
        }
        guard let lines = ink(wrapped), let line = ink(onBaseline) else {
            Issue.record("nothing drawn")
            return
        }
        // Two lines below the rectangle's top, inside its width.
        #expect(lines.rows.lowerBound >= 10 && lines.rows.upperBound > 35)
        #expect(lines.columns.upperBound <= 50)
        // Glyphs above the baseline at y = 40.
        #expect(line.rows.upperBound <= 41 && line.rows.lowerBound < 35)
    }

    @Test("draw(at:) puts the text's top-left corner at the point, in its colour")
    func drawAtPoint() {
        let pixels = render {
            "Hi".draw(at: CGPoint(x: 20, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 30), .foregroundColor: UIColor.red])
        }
        guard let area = ink(pixels) else {
            Issue.record("nothing drawn")
            return
        }
        #expect(area.columns.lowerBound >= 20 && area.columns.lowerBound < 26)
        #expect(area.rows.lowerBound >= 10 && area.rows.lowerBound < 20)
        #expect(ink(pixels, where: { $0 == [255, 0, 0, 255] }) != nil)
    }

    @Test("draw(in:) wraps to the rectangle and clips to it")
    func drawInRect() {
        let pixels = render {
            "wrapping words here".draw(in: CGRect(x: 10, y: 5, width: 60, height: 30), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        guard let area = ink(pixels) else {
            Issue.record("nothing drawn")
            return
        }
        #expect(area.columns.upperBound < 70 && area.rows.upperBound < 35)
        #expect(area.rows.count > 16, "more than one line")
    }

    @Test("An underline draws below the glyphs; a shadow draws offset in its colour")
    func underlineAndShadow() {
        let font = UIFont.systemFont(ofSize: 20)
        let plain = render { "ace".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font]) }
        let underlined = render {
            "ace".draw(at: CGPoint(x: 10, y: 10), withAttributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue])
        }
        // An underline is a row inked all the way across the word; glyphs alone leave gaps.
        func hasLineAcross(_ pixels: RGBAPixels) -> Bool {
            (0..<60).contains { y in (12...42).allSatisfy { pixels[$0, y][0] < 200 } }
        }
        #expect(hasLineAcross(underlined) && !hasLineAcross(plain))
        let shadow = NSShadow()
        (shadow.shadowOffset, shadow.shadowColor) = (CGSize(width: 0, height: 20), UIColor.blue)
        let shadowed = render { "ace".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: font, .shadow: shadow]) }
        let blue = ink(shadowed, where: { $0[2] > 200 && $0[0] < 60 })
        #expect(blue != nil && (blue?.rows.lowerBound ?? 0) > 20)
    }
}
