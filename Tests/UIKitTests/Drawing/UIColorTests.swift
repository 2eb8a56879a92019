import Testing
import UIKit

@MainActor
@Suite("UIColor")
struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test("red, green, blue and alpha read back as given")
    func components() {
        #expect(rgba(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == [0.2, 0.4, 0.6, 0.8])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
    }

    @Test("a white colour reads back its white and converts to equal red, green and blue")
    func white() {
        var (w, a): (CGFloat, CGFloat) = (0, 0)
        #expect(UIColor.darkGray.getWhite(&w, alpha: &a) && abs(w - 1.0 / 3) < 1e-12 && a == 1)
        #expect(rgba(UIColor(white: 0.5, alpha: 1)) == [0.5, 0.5, 0.5, 1])
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
    }

    @Test("hue, saturation and brightness convert both ways")
    func hsb() {
        let color = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)
        let c = rgba(color)
        #expect(abs(c[0]) < 1e-12 && abs(c[1] - 1) < 1e-12 && abs(c[2]) < 1e-12)
        var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 0.5).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 0.7222222222) < 1e-9 && abs(s - 0.75) < 1e-12 && b == 1 && a == 0.5)
    }

    @Test("withAlphaComponent keeps the colour and replaces alpha")
    func alpha() {
        #expect(rgba(UIColor.blue.withAlphaComponent(0.25)) == [0, 0, 1, 0.25])
    }

    @Test("colours are equal when their components are; cgColor carries them")
    func equality() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor.red != UIColor.blue)
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
    }

    @Test("system colours take their light-appearance values")
    func systemColours() {
        let blue = rgba(.systemBlue)
        #expect(blue[0] == 0 && abs(blue[1] - 122.0 / 255) < 1e-12 && blue[2] == 1)
        #expect(rgba(.clear) == [0, 0, 0, 0])
    }

    @Test("a view's background colour sets its layer's and reads back the same object")
    func viewBackground() {
        let view = UIView(frame: .zero)
        #expect(view.backgroundColor == nil)
        view.backgroundColor = .red
        #expect(view.backgroundColor === UIColor.red && view.layer.backgroundColor == UIColor.red.cgColor)
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.backgroundColor == UIColor.blue)
    }
}
