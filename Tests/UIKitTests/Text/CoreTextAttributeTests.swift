import CasementTestSupport
import CoreText
import Foundation
import Testing
import UIKit
import UIKitTesting

/// Text drawn as Lottie and UIKit apps draw it: Core Text frames with UIKit's attributes, and
/// strings with outlines and without ligatures.
@Suite("UIKit's text attributes in Core Text and string drawing")
@MainActor
struct CoreTextAttributeTests {
    init() { PinnedFonts.install() }

    private let font = UIFont(name: "DejaVu Sans", size: 40)!

    /// The pixels of `string` drawn by Core Text in a frame of 200×60 points.
    private func coreText(_ string: NSAttributedString) throws -> RGBAPixels {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 60), format: format).image { context in
            let frame = CTFramesetterCreateFrame(
                CTFramesetterCreateWithAttributedString(string), CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 60), transform: nil), nil)
            CTFrameDraw(frame, context.cgContext)
        }
        return RGBAPixels(try #require(image.cgImage))
    }

    /// The pixels of `string` drawn by UIKit at the top-left corner of 200×60 points.
    private func drawn(_ string: NSAttributedString) throws -> RGBAPixels {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 60), format: format).image { _ in
            string.draw(at: .zero)
        }
        return RGBAPixels(try #require(image.cgImage))
    }

    private func inked(_ pixels: RGBAPixels) -> [[UInt8]] {
        (0..<pixels.height).flatMap { y in (0..<pixels.width).map { x in pixels[x, y] } }.filter { $0[3] > 200 }
    }

    @Test("Core Text draws in UIKit's foreground colour, given as a UIColor or a CGColor")
    func foregroundColor() throws {
        for color in [UIColor.red as Any, UIColor.red.cgColor as Any] {
            let pixels = try coreText(NSAttributedString(string: "H", attributes: [.font: font, .foregroundColor: color]))
            #expect(!inked(pixels).isEmpty)
            #expect(inked(pixels).allSatisfy { $0[0] > 200 && $0[1] < 60 && $0[2] < 60 })
        }
    }

    @Test("Core Text lines up a frame's lines with UIKit's paragraph style")
    func paragraphAlignment() {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let string = NSAttributedString(string: "ab", attributes: [.font: font, .paragraphStyle: style])
        let frame = CTFramesetterCreateFrame(
            CTFramesetterCreateWithAttributedString(string), CFRange(), CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 60), transform: nil), nil)
        var origin = CGPoint.zero
        CTFrameGetLineOrigins(frame, CFRange(location: 0, length: 1), &origin)
        let width = CTLineGetTypographicBounds((CTFrameGetLines(frame) as! [CTLine])[0], nil, nil, nil)
        #expect(abs(origin.x + width - 200) < 1)
    }

    @Test("ligature 0 draws each character's own glyph; 1 lets the font join them")
    func ligatures() throws {
        let joined = try drawn(NSAttributedString(string: "ffi", attributes: [.font: font, .ligature: 1]))
        let apart = try drawn(NSAttributedString(string: "ffi", attributes: [.font: font, .ligature: 0]))
        #expect(joined != apart)
        #expect(try drawn(NSAttributedString(string: "ffi", attributes: [.font: font])) == joined)
        #expect(try coreText(NSAttributedString(string: "ffi", attributes: [.font: font, .ligature: 0])) != (try coreText(NSAttributedString(string: "ffi", attributes: [.font: font]))))
    }

    @Test("a positive stroke width outlines the glyphs without filling them, in the stroke colour")
    func outlineAlone() throws {
        let filled = try drawn(NSAttributedString(string: "I", attributes: [.font: font]))
        let outlined = try drawn(NSAttributedString(string: "I", attributes: [.font: font, .strokeWidth: 3, .strokeColor: UIColor.blue]))
        // The middle of the stem: filled, and empty inside an outline.
        let stem = inked(filled).isEmpty ? nil : (0..<filled.width).filter { x in filled[x, 30][3] > 200 }
        let middle = try #require(stem.map { $0[$0.count / 2] })
        #expect(filled[middle, 30][3] > 200)
        #expect(outlined[middle, 30][3] < 50)
        #expect(!inked(outlined).isEmpty && inked(outlined).allSatisfy { $0[2] > 200 && $0[0] < 60 })
    }

    @Test("a negative stroke width fills the glyphs and outlines them")
    func fillAndOutline() throws {
        let filled = try drawn(NSAttributedString(string: "I", attributes: [.font: font, .foregroundColor: UIColor.black]))
        let both = try drawn(NSAttributedString(string: "I", attributes: [.font: font, .foregroundColor: UIColor.black, .strokeWidth: -6, .strokeColor: UIColor.red]))
        #expect(inked(both).count > inked(filled).count)
        #expect(inked(both).contains { $0[0] > 200 && $0[1] < 60 })
        #expect(inked(both).contains { $0[0] < 60 && $0[1] < 60 && $0[2] < 60 })
    }

    @Test("Core Text outlines a run with its stroke width and colour")
    func coreTextOutline() throws {
        let outlined = try coreText(NSAttributedString(string: "I", attributes: [.font: font, kCTStrokeWidthAttributeName: 3, kCTStrokeColorAttributeName: UIColor.blue.cgColor]))
        #expect(!inked(outlined).isEmpty && inked(outlined).allSatisfy { $0[2] > 200 && $0[0] < 60 })
    }
}
