import CasementTestSupport
import CoreGraphics
import CoreText
import Foundation
import Testing
import UIKitTesting

@Suite("Core Text frames' lines")
struct CTFrameLinesTests {
    init() { PinnedFonts.install() }

    private let font = CTFontCreateWithName("DejaVu Sans" as CFString, 10, nil)
    private let rect = CGRect(x: 0, y: 0, width: 60, height: 200)

    private func frame(_ string: String, attributes extra: [NSAttributedString.Key: Any] = [:]) -> CTFrame {
        var attributes: [NSAttributedString.Key: Any] = [kCTFontAttributeName: font]
        attributes.merge(extra) { $1 }
        let framesetter = CTFramesetterCreateWithAttributedString(NSAttributedString(string: string, attributes: attributes))
        return CTFramesetterCreateFrame(framesetter, CFRange(), CGPath(rect: rect, transform: nil), nil)
    }

    @Test("a frame's lines cover its text in order, each with its range")
    func linesCoverTheText() {
        let text = "one two three four five six seven"
        let lines = CTFrameGetLines(frame(text)) as! [CTLine]
        #expect(lines.count > 2)
        var next = 0
        for line in lines {
            let range = CTLineGetStringRange(line)
            #expect(range.location == next && range.length > 0)
            next = range.location + range.length
        }
        #expect(next == (text as NSString).length)
        #expect(CFArrayGetCount(CTFrameGetLines(frame(text))) == lines.count)
    }

    @Test("a line break ends its line's range but is not laid out")
    func lineBreaks() {
        let lines = CTFrameGetLines(frame("ab\ncd")) as! [CTLine]
        #expect(lines.map(CTLineGetStringRange) == [CFRangeMake(0, 3), CFRangeMake(3, 2)])
        let twoLetters = CTLineGetTypographicBounds(CTLineCreateWithAttributedString(NSAttributedString(string: "ab", attributes: [kCTFontAttributeName: font])), nil, nil, nil)
        #expect(abs(CTLineGetTypographicBounds(lines[0], nil, nil, nil) - twoLetters) < 0.01)
    }

    @Test("line origins are their baselines from the rectangle's bottom-left corner, y up")
    func origins() {
        let frame = frame("one two three four five")
        let count = CFArrayGetCount(CTFrameGetLines(frame))
        var origins = [CGPoint](repeating: .zero, count: count)
        CTFrameGetLineOrigins(frame, CFRange(), &origins)
        var ascent: CGFloat = 0
        _ = CTLineGetTypographicBounds((CTFrameGetLines(frame) as! [CTLine])[0], &ascent, nil, nil)
        #expect(abs(origins[0].y - (rect.height - ascent)) < 0.5)
        #expect(origins.allSatisfy { $0.x == 0 })
        #expect(zip(origins, origins.dropFirst()).allSatisfy { $0.y > $1.y })
        // The last line alone, as Lottie asks for it.
        var last = [CGPoint.zero]
        CTFrameGetLineOrigins(frame, CFRange(location: count - 1, length: 1), &last)
        #expect(last[0] == origins[count - 1])
    }

    @Test("a range past the lines copies nothing")
    func originsOutOfRange() {
        var origin = CGPoint(x: -1, y: -1)
        CTFrameGetLineOrigins(frame("one"), CFRange(location: 5, length: 1), &origin)
        #expect(origin == CGPoint(x: -1, y: -1))
    }

    @Test("an empty frame has no lines, and keeps its path")
    func emptyFrame() {
        let frame = frame("")
        #expect(CFArrayGetCount(CTFrameGetLines(frame)) == 0)
        #expect(CTFrameGetPath(frame).boundingBox == rect)
    }
}
