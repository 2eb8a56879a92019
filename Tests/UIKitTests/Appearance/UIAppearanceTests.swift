import Testing
import UIKit

/// A container class for contained-in proxies.
private final class Toolbar: UIView {}

/// A subclass with a proxy of its own.
private final class DangerButton: UIButton {}

private final class SettingsController: UIViewController {}

@Suite("UIAppearance proxies")
@MainActor
struct UIAppearanceTests {
    @Test("a class's proxy styles instances as they enter a window, not before")
    func appliesOnEnteringAWindow() {
        let app = TestApplication()
        UISwitch.appearance().onTintColor = .systemOrange
        let toggle = UISwitch()
        #expect(toggle.onTintColor == nil)
        let window = app.shownWindow()
        window.addSubview(toggle)
        #expect(toggle.onTintColor == .systemOrange)
    }

    @Test("a view already in a window keeps its look until it enters one again")
    func viewsInAWindowAreNotRestyled() {
        let app = TestApplication()
        let window = app.shownWindow()
        let slider = UISlider()
        window.addSubview(slider)
        UISlider.appearance().minimumTrackTintColor = .systemPink
        #expect(slider.minimumTrackTintColor == nil)
        slider.removeFromSuperview()
        window.addSubview(slider)
        #expect(slider.minimumTrackTintColor == .systemPink)
    }

    @Test("a value set on the view itself wins over the proxy's")
    func ownValuesWin() {
        let app = TestApplication()
        UIProgressView.appearance().progressTintColor = .systemRed
        UIProgressView.appearance().trackTintColor = .systemGray
        let bar = UIProgressView(progressViewStyle: .default)
        bar.progressTintColor = .systemGreen
        app.shownWindow().addSubview(bar)
        #expect(bar.progressTintColor == .systemGreen)
        #expect(bar.trackTintColor == .systemGray)
    }

    @Test("a proxy's tint reaches a view and the subviews that inherit it")
    func tintColor() {
        let app = TestApplication()
        Toolbar.appearance().tintColor = .systemPurple
        let toolbar = Toolbar()
        let button = UIButton(type: .system)
        toolbar.addSubview(button)
        app.shownWindow().addSubview(toolbar)
        #expect(toolbar.tintColor == .systemPurple)
        #expect(button.tintColor == .systemPurple)
    }

    @Test("a contained-in proxy styles only views inside its containers, nearest first, and wins over the plain one")
    func containment() {
        let app = TestApplication()
        UILabel.appearance().textColor = .systemBlue
        UILabel.appearance(whenContainedInInstancesOf: [Toolbar.self]).textColor = .systemRed
        UILabel.appearance(whenContainedInInstancesOf: [UIStepperHost.self, Toolbar.self]).textColor = .systemGreen
        let window = app.shownWindow()
        let plain = UILabel(), inToolbar = UILabel(), nested = UILabel(), wrongOrder = UILabel()
        let toolbar = Toolbar(), host = UIStepperHost(), outerHost = UIStepperHost(), innerToolbar = Toolbar()
        toolbar.addSubview(inToolbar)
        toolbar.addSubview(host)
        host.addSubview(nested)
        outerHost.addSubview(innerToolbar)
        innerToolbar.addSubview(wrongOrder)
        for view in [plain, toolbar, outerHost] { window.addSubview(view) }
        #expect(plain.textColor == .systemBlue)
        #expect(inToolbar.textColor == .systemRed)
        #expect(nested.textColor == .systemGreen)
        #expect(wrongOrder.textColor == .systemRed)
    }

    @Test("a view controller is a container for the views of its hierarchy")
    func controllerContainer() {
        let app = TestApplication()
        UIButton.appearance(whenContainedInInstancesOf: [SettingsController.self]).setTitleColor(.systemTeal, for: .normal)
        let controller = SettingsController()
        let button = UIButton(type: .custom)
        controller.view.addSubview(button)
        let window = app.shownWindow()
        window.rootViewController = controller
        #expect(button.titleColor(for: .normal) == .systemTeal)
        let outside = UIButton(type: .custom)
        window.addSubview(outside)
        #expect(outside.titleColor(for: .normal) != .systemTeal)
    }

    @Test("a subclass's proxy wins over its superclass's, and the superclass's still styles the rest")
    func subclassProxy() {
        let app = TestApplication()
        UIButton.appearance().setTitleColor(.systemBlue, for: .normal)
        UIButton.appearance().setTitleColor(.systemGray, for: .disabled)
        DangerButton.appearance().setTitleColor(.systemRed, for: .normal)
        let danger = DangerButton(type: .custom), plain = UIButton(type: .custom)
        let window = app.shownWindow()
        window.addSubview(danger)
        window.addSubview(plain)
        #expect(danger.titleColor(for: .normal) == .systemRed)
        #expect(danger.titleColor(for: .disabled) == .systemGray)
        #expect(plain.titleColor(for: .normal) == .systemBlue)
    }

    @Test("a trait proxy styles only views whose traits include its traits")
    func traitProxy() {
        let app = TestApplication()
        UIActivityIndicatorView.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).color = .systemYellow
        let window = app.shownWindow()
        let light = UIActivityIndicatorView(style: .medium), dark = UIActivityIndicatorView(style: .medium)
        let darkArea = UIView()
        darkArea.overrideUserInterfaceStyle = .dark
        darkArea.addSubview(dark)
        window.addSubview(light)
        window.addSubview(darkArea)
        #expect(light.color != .systemYellow)
        #expect(dark.color == .systemYellow)
    }

    @Test("the same proxy comes back for the same class and containers; proxies never show")
    func sameProxy() {
        // The session stays installed after the app object goes.
        _ = TestApplication()
        let proxy = UIPageControl.appearance()
        #expect(UIPageControl.appearance() === proxy)
        #expect(UIPageControl.appearance(whenContainedInInstancesOf: [Toolbar.self]) !== proxy)
        #expect(proxy.window == nil)
    }

    @Test("a window's proxy styles the window as it is shown")
    func windowProxy() {
        let app = TestApplication()
        UIWindow.appearance().tintColor = .systemIndigo
        let window = app.shownWindow()
        #expect(window.tintColor == .systemIndigo)
    }

    @Test("proxies belong to their session: a new app starts with none")
    func proxiesArePerSession() {
        do {
            let first = TestApplication()
            _ = first
            UISegmentedControl.appearance().selectedSegmentTintColor = .systemMint
        }
        let app = TestApplication()
        let control = UISegmentedControl(items: ["A", "B"])
        app.shownWindow().addSubview(control)
        #expect(control.selectedSegmentTintColor == nil)
    }
}

/// A second container class.
private final class UIStepperHost: UIView {}
