import CasementTestSupport
import Foundation
import Platform
import PlatformHeadless
import SettingsSample
import Testing
import UIKit
import UIKitCore
import UIKitTesting

/// The settings sample, launched as an app on the in-memory platform and driven as a user would.
@Suite("Settings sample")
@MainActor
struct SettingsSampleTests {
    /// The app with settings in a fresh defaults suite of its own.
    private func launch() throws -> (TestApp, SettingsAppDelegate, UserDefaults) {
        let suite = "casement.tests.settings.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        let delegate = SettingsAppDelegate()
        delegate.defaults = defaults
        let app = try TestApp(display: .headless(), delegate: delegate)
        try app.waitForIdle()
        return (app, delegate, defaults)
    }

    private func summary(_ delegate: SettingsAppDelegate) -> String {
        (delegate.window?.subviews.first as? SettingsForm)?.model.summary ?? ""
    }

    private func key(_ app: TestApp, _ keysym: UInt32, usage: Int, text: String? = nil, modifiers: KeyModifiers = [], in window: UIWindow) throws {
        let platform = try #require(app.platform as? HeadlessPlatform)
        let id = try #require(window.platformWindow?.id)
        for down in [true, false] {
            platform.inject(.key(
                window: id, isDown: down, keysym: keysym, hidUsage: usage, text: down ? text : nil, isRepeat: false, modifiers: modifiers,
                timestamp: platform.clock.now))
        }
        try app.waitForIdle()
    }

    @Test("The form starts from the defaults and names every setting")
    func startsFromDefaults() throws {
        let (_, delegate, _) = try launch()
        #expect(summary(delegate) == "Wi-Fi on · Bluetooth off · Brightness 50 % · Medium text · Auto-lock 1 minute · 14 pt")
    }

    @Test("Tapping a switch and pressing the stepper's plus change the settings")
    func tapping() throws {
        let (app, delegate, _) = try launch()
        app.buttons["bluetooth"].tap()
        #expect(summary(delegate).contains("Bluetooth on"))
        let form = try #require(delegate.window?.subviews.first as? SettingsForm)
        let stepper = try #require(form.subviews.first { $0.accessibilityIdentifier == "font size" } as? UIStepper)
        // The plus, as an assistive technology presses it.
        _ = (stepper.accessibilityElements?.last as? UIAccessibilityElement)?.accessibilityActivate()
        _ = try app.waitForIdle()
        #expect(summary(delegate).hasSuffix("15 pt"))
    }

    @Test("Choosing in the auto-lock pop-up button's menu changes the setting and the button's title")
    func autoLockMenu() throws {
        let (app, delegate, _) = try launch()
        app.buttons["auto-lock"].tap()
        let menu = try #require(app.session.menus.windows.first)
        #expect(menu.rowDescriptions == ["30 seconds", "✓ 1 minute", "5 minutes", "Never"])
        let row = try #require(menu.centerOfRow(titled: "Never"))
        let platform = try #require(app.platform as? HeadlessPlatform)
        let id = try #require(menu.platformWindow?.id)
        platform.inject(.pointerDown(window: id, button: .primary, location: row, modifiers: [], timestamp: platform.clock.now))
        platform.inject(.pointerUp(window: id, button: .primary, location: row, modifiers: [], timestamp: platform.clock.now))
        try app.waitForIdle()
        #expect(summary(delegate).contains("Auto-lock Never"))
        let button = try #require(delegate.window?.subviews.first?.subviews.first { $0.accessibilityIdentifier == "auto-lock" } as? UIButton)
        #expect(button.configuration?.title == "Never")
    }

    @Test("From the keyboard: Tab and Space turn Wi-Fi off, Return applies and saves, Escape reverts to what was saved")
    func keyboard() throws {
        let (app, delegate, defaults) = try launch()
        let window = try #require(delegate.window)
        try key(app, 0xFF09, usage: 0x2B, text: "\t", in: window)
        try key(app, 0x20, usage: 0x2C, text: " ", in: window)
        #expect(summary(delegate).hasPrefix("Wi-Fi off"))
        // Return is not the switch's: it presses Apply, the primary button.
        try key(app, 0xFF0D, usage: 0x28, text: "\r", in: window)
        #expect(SettingsModel.load(from: defaults).wifi == false)
        app.buttons["bluetooth"].tap()
        #expect(summary(delegate).contains("Bluetooth on"))
        try key(app, 0xFF1B, usage: 0x29, in: window)
        #expect(summary(delegate).contains("Bluetooth off"))
        #expect(summary(delegate).hasPrefix("Wi-Fi off"))
    }

    @Test("Saved values out of range are brought back in")
    func hostileSavedValues() throws {
        let defaults = try #require(UserDefaults(suiteName: "casement.tests.settings.\(UUID().uuidString)"))
        defaults.set(["brightness": 7.0, "textSize": -3, "fontSize": 1000.0, "autoLock": "sometimes"] as [String: Any], forKey: "Casement.Settings")
        let model = SettingsModel.load(from: defaults)
        #expect(model.brightness == 1 && model.textSize == 0 && model.fontSize == 24 && model.autoLock == .oneMinute)
    }

    @Test("The form renders as expected")
    func rendering() throws {
        PinnedFonts.install()
        let (app, delegate, _) = try launch()
        let window = try #require(delegate.window)
        app.advance(by: 0.02)
        let image = try #require((window.platformWindow as? HeadlessWindow)?.presentedImage())
        GoldenImage.expectMatch(image, named: "settings-form", tolerance: 2, maximumFraction: 0.001)
    }
}
