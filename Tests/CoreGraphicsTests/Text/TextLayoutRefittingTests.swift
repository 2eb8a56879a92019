import CasementTestSupport
import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// A layout reused for another width, moved by ``TextLayout/horizontalOffset(forWidth:)``,
/// shows the pixels a layout made for that width shows.
@Suite("Text layouts refitted to another width")
struct TextLayoutRefittingTests {
    init() { PinnedFonts.install() }

    struct Case: CustomTestStringConvertible, Sendable {
        var text: String
        var alignment: TextLayout.Alignment
        var from: CGFloat?
        var to: CGFloat?
        var testDescription: String { "\(text.debugDescription) \(alignment) from \(from.map { "\($0)" } ?? "no width") to \(to.map { "\($0)" } ?? "no width")" }
    }

    static let cases: [Case] = [
        Case(text: "Button 12", alignment: .center, from: nil, to: 120),
        Case(text: "Button 12", alignment: .center, from: 126, to: 86),
        Case(text: "Button 12", alignment: .center, from: 90, to: nil),
        Case(text: "Save", alignment: .right, from: nil, to: 150),
        Case(text: "Save", alignment: .left, from: 200, to: 60),
        Case(text: "Save", alignment: .justified, from: nil, to: 160),
        Case(text: "שלום עולם", alignment: .natural, from: nil, to: 140),
        Case(text: "שלום עולם", alignment: .right, from: 180, to: 140),
        Case(text: "One\nThree", alignment: .center, from: nil, to: 131),
        Case(text: "One\nThree", alignment: .right, from: 200, to: 90),
    ]

    private func render(_ layout: TextLayout, at x: CGFloat) -> RGBAPixels {
        let (width, height) = (240, 60)
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        layout.draw(in: context, at: CGPoint(x: x, y: 4), color: .black)
        return RGBAPixels(context.makeImage()!)
    }

    @Test("a layout refitted to another width draws what a layout made for that width draws", arguments: cases)
    func refittedDrawsTheSame(_ test: Case) throws {
        let font = FontDescriptor(size: 17)
        let measured = TextLayout(text: test.text, font: font, width: test.from, alignment: test.alignment, lineBreak: .truncatingTail)
        let made = TextLayout(text: test.text, font: font, width: test.to, alignment: test.alignment, lineBreak: .truncatingTail)
        let offset = try #require(measured.horizontalOffset(forWidth: test.to))
        let difference = render(measured, at: 10 + offset).difference(from: render(made, at: 10))
        #expect(difference.differingPixels == 0, "\(difference)")
        #expect(measured.size == made.size)
    }

    @Test("a layout for the width it was made for moves nowhere")
    func sameWidth() {
        let layout = TextLayout(text: "Save", font: FontDescriptor(size: 17), width: 100, alignment: .center)
        #expect(layout.horizontalOffset(forWidth: 100) == 0)
    }

    @Test("text wrapped at its width is laid out again for another")
    func wrappedText() {
        let layout = TextLayout(text: "The quick brown fox jumps over the lazy dog", font: FontDescriptor(size: 14), width: 100)
        #expect(layout.lineCount > 1)
        #expect(layout.horizontalOffset(forWidth: 400) == nil)
    }

    @Test("truncated text is laid out again for another width")
    func truncatedText() {
        let layout = TextLayout(
            text: "The quick brown fox jumps over the lazy dog", font: FontDescriptor(size: 14), width: 100, lineBreak: .truncatingTail)
        #expect(layout.isTruncated)
        #expect(layout.horizontalOffset(forWidth: 400) == nil)
    }

    @Test("a width narrower than the text needs a new layout, which wraps or cuts it")
    func narrowerWidth() {
        let layout = TextLayout(text: "Button 12", font: FontDescriptor(size: 17), alignment: .center)
        #expect(layout.horizontalOffset(forWidth: layout.size.width - 1) == nil)
        #expect(layout.horizontalOffset(forWidth: layout.size.width.rounded(.up)) != nil)
    }

    @Test("paragraphs beyond the line limit, kept without a width, are cut with one")
    func paragraphsBeyondTheLimit() {
        let layout = TextLayout(text: "One\nTwo\nThree", font: FontDescriptor(size: 14), maximumLines: 2)
        #expect(layout.lineCount == 3)
        #expect(layout.horizontalOffset(forWidth: 300) == nil)
    }

    @Test("lines of both directions aligned naturally move apart in another width")
    func mixedDirections() {
        let layout = TextLayout(text: "Hello\nשלום", font: FontDescriptor(size: 14), alignment: .natural)
        #expect(layout.horizontalOffset(forWidth: 300) == nil)
    }

    @Test("clipped text sets no width, so any width shows it alike")
    func clippedText() {
        let layout = TextLayout(text: "Clipped", font: FontDescriptor(size: 14), width: 40, lineBreak: .clipping)
        #expect(layout.horizontalOffset(forWidth: 300) == 0)
        #expect(layout.horizontalOffset(forWidth: nil) == 0)
    }
}
