import CoreGraphics
import Foundation
import Testing
@testable import UIKitTesting

@Suite("Reference images keep their rendering stack")
struct PNGTextTests {
    @Test("a text chunk written into PNG data reads back, and the image still decodes the same")
    func roundTrip() throws {
        let image = RGBAImage(width: 2, height: 1, bytes: [255, 0, 0, 255, 0, 0, 255, 128]).cgImage
        let png = try image.pngData()
        let tagged = PNGText.adding("Casement rendering stack", "cairo 1.16.0, pixman 0.42.2", to: png)
        #expect(PNGText.text("Casement rendering stack", in: tagged) == "cairo 1.16.0, pixman 0.42.2")
        #expect(PNGText.text("Casement rendering stack", in: png) == nil)
        #expect(RGBAImage(try CGImage.decoded(from: tagged)) == RGBAImage(image))
    }

    @Test("the current stack names cairo, pixman, pango and the fonts, and reads back from its description")
    func currentStack() throws {
        let stack = RenderingStack.current
        #expect(stack.components.map(\.name) == ["cairo", "pixman", "pango", "fonts"])
        let parsed = try #require(RenderingStack(description: stack.description))
        #expect(parsed == stack && parsed.changes(from: stack).isEmpty)
    }

    @Test("a changed library is named with its old and new version")
    func changes() throws {
        let old = try #require(RenderingStack(description: "cairo 1.16.0, pixman 0.42.2"))
        let new = try #require(RenderingStack(description: "cairo 1.18.0, pixman 0.42.2, fonts abc"))
        #expect(new.changes(from: old) == ["cairo 1.16.0 → 1.18.0", "fonts abc (not recorded)"])
    }
}
