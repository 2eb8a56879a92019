import CasementTestSupport
import CoreGraphics
import CoreText
import Foundation
import Testing
import UIKitTesting

@Suite("Subpixel glyph positioning settings")
struct FontPositioningTests {
    init() { PinnedFonts.install() }

    /// The bytes of "Hill" drawn at a fractional x with every subpixel setting `on`.
    private func drawn(subpixel on: Bool) -> RGBAPixels {
        let context = CGContext(
            data: nil, width: 80, height: 30, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setAllowsFontSubpixelPositioning(on)
        context.setShouldSubpixelPositionFonts(on)
        context.setAllowsFontSubpixelQuantization(on)
        context.setShouldSubpixelQuantizeFonts(on)
        context.textPosition = CGPoint(x: 10.3, y: 8)
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, 17, nil)
        CTLineDraw(CTLineCreateWithAttributedString(NSAttributedString(string: "Hill", attributes: [kCTFontAttributeName: font])), context)
        return RGBAPixels(context.makeImage()!)
    }

    // Pins the divergence: Cairo places glyph images on whole pixels either way.
    @Test("glyphs land on whole pixels with subpixel positioning on or off")
    func sameEitherWay() {
        let on = drawn(subpixel: true)
        #expect(on.bytes.contains { $0 > 0 })
        #expect(on == drawn(subpixel: false))
    }
}
