import CasementTestSupport
import CoreGraphics
import Testing
import UIKit
import UIKitCore

/// Components of a colour resolved for `style`, rounded to 8 bits.
private func rgba(_ color: UIColor, _ style: UIUserInterfaceStyle, level: UIUserInterfaceLevel = .base) -> [Int] {
    let traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(userInterfaceLevel: level)])
    return rgba(color.resolvedColor(with: traits))
}

private func rgba(_ color: UIColor) -> [Int] {
    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
    _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { Int(($0 * 255).rounded()) }
}

private func rgba(_ color: CGColor?) -> [Int] { color.map { rgba(UIColor(cgColor: $0)) } ?? [] }

/// Draws a rectangle of its tint colour and counts its draws.
private final class SwatchView: UIView {
    var draws = 0
    var drawnWith: UIUserInterfaceStyle?
    override func draw(_ rect: CGRect) {
        draws += 1
        drawnWith = UITraitCollection.current.userInterfaceStyle
        UIColor.label.setFill()
        UIRectFill(bounds)
    }
}

@Suite("Dynamic colours")
@MainActor
struct DynamicColorTests {
    @Test("a provider's colour is chosen by the traits it is resolved with")
    func providerResolves() {
        let color = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        #expect(rgba(color, .light) == [0, 0, 0, 255])
        #expect(rgba(color, .dark) == [255, 255, 255, 255])
    }

    @Test("a fixed colour resolves to itself")
    func fixedResolvesToItself() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === color)
    }

    @Test("system colours take Apple's light and dark values")
    func systemColors() {
        #expect(rgba(.systemBlue, .light) == [0, 122, 255, 255])
        #expect(rgba(.systemBlue, .dark) == [10, 132, 255, 255])
        #expect(rgba(.label, .dark) == [255, 255, 255, 255])
        #expect(rgba(.secondaryLabel, .dark) == [235, 235, 245, 153])
        #expect(rgba(.systemGray6, .dark) == [28, 28, 30, 255])
        #expect(rgba(.separator, .dark) == [84, 84, 88, 153])
    }

    @Test("dark backgrounds lighten at the elevated level; light ones do not change")
    func elevatedBackgrounds() {
        #expect(rgba(.systemBackground, .dark) == [0, 0, 0, 255])
        #expect(rgba(.systemBackground, .dark, level: .elevated) == [28, 28, 30, 255])
        #expect(rgba(.secondarySystemGroupedBackground, .dark, level: .elevated) == [44, 44, 46, 255])
        #expect(rgba(.systemBackground, .light, level: .elevated) == [255, 255, 255, 255])
    }

    @Test("the fixed legacy colours keep one value in both appearances")
    func legacyColorsAreFixed() {
        #expect(rgba(.lightText, .dark) == rgba(.lightText, .light))
        #expect(rgba(.darkText, .dark) == [0, 0, 0, 255])
    }

    @Test("a dynamic colour with a new alpha stays dynamic")
    func alphaOfDynamic() {
        let faded = UIColor.label.withAlphaComponent(0.5)
        #expect(rgba(faded, .light) == [0, 0, 0, 128])
        #expect(rgba(faded, .dark) == [255, 255, 255, 128])
    }

    @Test("a provider answering with a dynamic colour is resolved through it")
    func nestedProviders() {
        let color = UIColor { _ in .systemRed }
        #expect(rgba(color, .dark) == [255, 69, 58, 255])
    }

    @Test("a provider that never ends in a fixed colour resolves to clear and is reported")
    func endlessProvider() {
        nonisolated(unsafe) var endless: UIColor!
        endless = UIColor { _ in endless }
        #expect(rgba(endless, .light) == [0, 0, 0, 0])
        #expect(Diagnostics.hasReported("dynamic UIColor's provider kept answering with dynamic colours"))
    }

    @Test("cgColor resolves with the current traits")
    func cgColorUsesCurrent() {
        let app = TestApplication()
        let window = app.shownWindow()
        window.overrideUserInterfaceStyle = .dark
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(view)
        #expect(rgba(UIColor.label.cgColor) == [0, 0, 0, 255])
        view.layoutIfNeeded()
        app.runTurn()
        #expect(view.drawnWith == .dark)
    }

    @Test("dynamic colours equal only themselves, system colours describe their names")
    func equalityAndDescription() {
        let a = UIColor { _ in .red }, b = UIColor { _ in .red }
        #expect(a == a && a != b)
        #expect(UIColor.systemBlue.description.contains("systemBlueColor"))
    }

    @Test("a view's dynamic background colour follows its interface style, and it reads back the colour given")
    func backgroundFollowsStyle() {
        let app = TestApplication()
        let window = app.shownWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        window.addSubview(view)
        #expect(rgba(view.layer.backgroundColor) == [255, 255, 255, 255])
        view.overrideUserInterfaceStyle = .dark
        #expect(rgba(view.layer.backgroundColor) == [0, 0, 0, 255])
        #expect(view.backgroundColor === UIColor.systemBackground)
        view.overrideUserInterfaceStyle = .light
        #expect(rgba(view.layer.backgroundColor) == [255, 255, 255, 255])
    }

    @Test("a background set while the view is out of a window resolves for the window it joins")
    func backgroundSetBeforeJoining() {
        let app = TestApplication()
        let window = app.shownWindow()
        window.overrideUserInterfaceStyle = .dark
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .secondarySystemBackground
        #expect(rgba(view.layer.backgroundColor) == [242, 242, 247, 255])
        window.addSubview(view)
        #expect(rgba(view.layer.backgroundColor) == [28, 28, 30, 255])
    }

    @Test("a background set inside a dark subtree resolves dark at once")
    func backgroundSetInDarkSubtree() {
        let app = TestApplication()
        let window = app.shownWindow()
        window.overrideUserInterfaceStyle = .dark
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.backgroundColor = .label
        #expect(rgba(view.layer.backgroundColor) == [255, 255, 255, 255])
    }

    @Test("a view that draws is drawn again when its colour appearance changes, with the new traits current")
    func drawnViewRedraws() {
        let app = TestApplication()
        let window = app.shownWindow()
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        window.addSubview(view)
        app.runTurn()
        let draws = view.draws
        #expect(view.drawnWith == .light)
        window.overrideUserInterfaceStyle = .dark
        app.runTurn()
        #expect(view.draws == draws + 1)
        #expect(view.drawnWith == .dark)
    }

    @Test("a label's text colour follows its interface style")
    func labelText() {
        let app = TestApplication()
        let window = app.shownWindow()
        window.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "████"
        label.font = .systemFont(ofSize: 30)
        window.addSubview(label)
        app.runTurn()
        #expect(render(window)[20, 20][0] < 60)
        window.overrideUserInterfaceStyle = .dark
        app.runTurn()
        let pixels = render(window)
        #expect(pixels[20, 20][0] > 200 && pixels[80, 38][0] < 60)
    }

    private func render(_ window: UIWindow) -> RGBAPixels {
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { renderer in
            window.layer.render(in: renderer.cgContext)
        }
        return RGBAPixels(image.cgImage!)
    }

    @Test("the desktop's appearance comes from CASEMENT_APPEARANCE, then a dark GTK theme")
    func desktopAppearance() {
        #expect(PlatformSession.desktopInterfaceStyle(environment: [:]) == .light)
        #expect(PlatformSession.desktopInterfaceStyle(environment: ["CASEMENT_APPEARANCE": "dark"]) == .dark)
        #expect(PlatformSession.desktopInterfaceStyle(environment: ["GTK_THEME": "Adwaita:dark"]) == .dark)
        #expect(PlatformSession.desktopInterfaceStyle(environment: ["GTK_THEME": "Adwaita:dark", "CASEMENT_APPEARANCE": "light"]) == .light)
        #expect(PlatformSession.desktopInterfaceStyle(environment: ["CASEMENT_APPEARANCE": "purple"]) == .light)
        #expect(Diagnostics.hasReported("CASEMENT_APPEARANCE is \"purple\""))
    }

    @Test("changing the desktop's appearance restyles every window, and views that override keep theirs")
    func systemStyleChange() {
        let app = TestApplication()
        let window = app.shownWindow()
        let plain = UIView(frame: .zero), pinned = UIView(frame: .zero)
        plain.backgroundColor = .systemBackground
        pinned.overrideUserInterfaceStyle = .light
        window.addSubview(plain)
        window.addSubview(pinned)
        app.session.systemInterfaceStyle = .dark
        #expect(window.screen.traitCollection.userInterfaceStyle == .dark)
        #expect(plain.traitCollection.userInterfaceStyle == .dark)
        #expect(rgba(plain.layer.backgroundColor) == [0, 0, 0, 255])
        #expect(pinned.traitCollection.userInterfaceStyle == .light)
    }
}
