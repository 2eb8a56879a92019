import Testing
import UIKit

@Suite("Colour and image literals")
@MainActor
struct LiteralTests {
    @Test("a colour literal is a UIColor of its components")
    func colorLiteral() {
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((r, g, b, a) == (1, 0.5, 0, 0.25))
    }

    @Test("an image literal naming no image is an empty image, not a crash")
    func missingImageLiteral() {
        let image = #imageLiteral(resourceName: "no-such-image")
        #expect(image.size == .zero)
        #expect(image.cgImage == nil)
    }
}
