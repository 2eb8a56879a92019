import Foundation
import SnapshotTesting
import Testing
import UIKit
@testable import UIKitTesting

@Suite("Screens of the dummy-driver display, and screen snapshots", .serialized)
@MainActor
struct ScreenFixtureTests {
    /// Counts the screen notifications posted while it lives.
    @MainActor
    private final class ScreenNotifications {
        var connects = 0
        var disconnects = 0
        private var tokens: [any NSObjectProtocol] = []

        init() {
            let center = NotificationCenter.default
            tokens.append(center.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) { [unowned self] _ in
                MainActor.assumeIsolated { connects += 1 }
            })
            tokens.append(center.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) { [unowned self] _ in
                MainActor.assumeIsolated { disconnects += 1 }
            })
        }

        isolated deinit {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }
    }

    @Test("connecting a screen posts one connect notification and a window can move to it; disconnecting posts one disconnect")
    func connectAndDisconnect() throws {
        let app = try TestApp(display: .xorgDummy)
        let notifications = ScreenNotifications()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.makeKeyAndVisible()
        try app.waitForIdle()

        try app.connectScreen("DUMMY2", width: 1024, height: 768)
        try app.waitForIdle()
        #expect(notifications.connects == 1 && notifications.disconnects == 0)
        let external = try #require(UIScreen.screens.last)
        #expect(UIScreen.screens.count == 2 && external.bounds.size == CGSize(width: 1024, height: 768))
        window.screen = external
        try app.waitForIdle()
        #expect(window.screen === external)
        #expect(try #require(window.platformWindow).frame.minX >= UIScreen.main.platformScreen.frame.width)

        try app.disconnectScreen("DUMMY2")
        try app.waitForIdle()
        #expect(notifications.connects == 1 && notifications.disconnects == 1)
        #expect(UIScreen.screens.count == 1 && window.screen === UIScreen.main)
    }

    @Test("a physical size set on a monitor gives its screen the density that follows")
    func physicalSize() throws {
        let app = try TestApp(display: .xorgDummy)
        try app.connectScreen("DUMMY1", width: 1920, height: 1080)
        try app.setPhysicalSize("DUMMY1", millimeters: CGSize(width: 508, height: 286))
        try app.waitForIdle()
        let external = try #require(UIScreen.screens.last)
        #expect(external.platformScreen.physicalSize == CGSize(width: 508, height: 286))
    }

    @Test("screens can be connected only on the dummy-driver display")
    func onlyOnDummy() throws {
        let app = try TestApp()
        #expect { try app.connectScreen("DUMMY1", width: 800, height: 600) } throws: {
            String(describing: $0).contains("only on the dummy-driver display")
        }
    }

    @Test("a screen snapshot reads back what the X server shows")
    func screenSnapshot() throws {
        let app = try TestApp(display: .xvfb(width: 320, height: 200))
        let window = UIWindow(frame: CGRect(x: 40, y: 30, width: 120, height: 80))
        window.backgroundColor = .systemRed
        let inner = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        inner.backgroundColor = .systemGreen
        inner.layer.cornerRadius = 20
        window.addSubview(inner)
        window.makeKeyAndVisible()
        try app.waitForIdle()
        assertSnapshot(of: app, as: .screen(area: CGRect(x: 0, y: 0, width: 200, height: 140)), named: "red-window")
    }
}
