import Testing
import UIKit
import UIKitCore
import UIKitTesting
import PlatformX11

/// Menus on a real X server: pop-up windows that take the pointer and keyboard, run through XTest.
@Suite("Menus on X11", .serialized, .failureBundle)
@MainActor
struct MenusOnX11Tests {
    /// An app on a private Xvfb whose shown 300×200 window at (50, 40) holds a button with a
    /// three-item menu; `chosen` collects the items chosen.
    private func app(chosen: @escaping (String) -> Void) throws -> (TestApp, UIWindow, UIButton) {
        let app = try TestApp(display: .xvfb())
        let window = UIWindow(frame: CGRect(x: 50, y: 40, width: 300, height: 200))
        window.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 34)
        button.accessibilityIdentifier = "options"
        button.menu = UIMenu(children: ["Open", "Rename", "Delete"].map { title in UIAction(title: title) { _ in chosen(title) } })
        window.addSubview(button)
        window.makeKeyAndVisible()
        try app.waitForIdle()
        return (app, window, button)
    }

    private func menuWindows(_ app: TestApp) -> [MenuWindow] { app.session.menus.windows }

    @Test("A right-click opens the menu as a pop-up menu window; clicking an item chooses it")
    func rightClickAndChoose() throws {
        var chosen: [String] = []
        let (app, window, _) = try app { chosen.append($0) }
        defer { withExtendedLifetime(window) {} }
        app.buttons["options"].rightClick()
        let menu = try #require(menuWindows(app).first)
        let platformWindow = try #require(menu.platformWindow as? X11Window)
        #expect(platformWindow.role == .popUpMenu && platformWindow.isVisible)
        let item = try #require(menu.centerOfRow(titled: "Rename"))
        try app.click(atScreen: CGPoint(x: menu.frame.minX + item.x, y: menu.frame.minY + item.y))
        #expect(chosen == ["Rename"])
        #expect(menuWindows(app).isEmpty)
    }

    @Test("Escape typed on the real keyboard closes the menu")
    func escapeCloses() throws {
        let (app, window, _) = try app { _ in }
        defer { withExtendedLifetime(window) {} }
        app.buttons["options"].rightClick()
        #expect(menuWindows(app).count == 1)
        app.buttons["options"].typeKey("\u{1B}", modifierFlags: [])
        #expect(menuWindows(app).isEmpty)
    }

    @Test("A click outside the app's window, on the bare screen, closes the menu")
    func clickOnDesktopCloses() throws {
        var chosen: [String] = []
        let (app, window, _) = try app { chosen.append($0) }
        defer { withExtendedLifetime(window) {} }
        app.buttons["options"].rightClick()
        #expect(menuWindows(app).count == 1)
        try app.click(atScreen: CGPoint(x: 600, y: 500))
        #expect(menuWindows(app).isEmpty)
        #expect(chosen.isEmpty)
    }
}
