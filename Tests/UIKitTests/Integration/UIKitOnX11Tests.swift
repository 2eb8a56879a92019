import CasementTestSupport
import CoreFoundation
import Platform
import PlatformX11
import Testing
import UIKit
import UIKitCore
import UIKitTesting

/// UIKit on a real X server: windows become X windows, the main run loop draws before it
/// sleeps, and RandR changes reach UIScreen.
@Suite("UIKit on X11", .serialized, .failureBundle)
@MainActor
struct UIKitOnX11Tests {
    /// Where the X server has the window, from `xwininfo`.
    private func serverOrigin(of window: UIWindow, on server: PrivateXServer) throws -> CGPoint {
        let id = try #require(window.platformWindow?.id)
        let info = try server.run("xwininfo", ["-id", id.description])
        func value(_ label: String) -> Double? {
            info.split(separator: "\n").first { $0.contains(label) }.flatMap { Double($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) }
        }
        return CGPoint(x: value("Absolute upper-left X") ?? -1, y: value("Absolute upper-left Y") ?? -1)
    }

    @Test("a window shown in the main run loop is drawn on the X screen, and a change made in a timer is drawn by the next refresh, after which the frame clock stops")
    func runLoopDraws() throws {
        let server = try PrivateXServer.xvfb()
        defer { server.stop() }
        let platform = try X11Platform(displayName: server.displayName)
        let session = PlatformSession.install(platform)
        session.startRunLoopObserver(CFRunLoopGetCurrent())
        defer { PlatformSession.install(HeadlessPlatformForTests.make()) }

        let window = UIWindow(frame: CGRect(x: 50, y: 40, width: 120, height: 80))
        window.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
        child.backgroundColor = .blue
        window.addSubview(child)
        window.makeKeyAndVisible()
        let x11Window = try #require(window.platformWindow as? X11Window)
        platform.runUntilIdle()
        let shown = RGBAPixels(try x11Window.capture())
        #expect(shown[5, 5] == [255, 0, 0, 255])
        #expect(shown[30, 30] == [0, 0, 255, 255])

        var fired = false
        let timer = Timer(fire: .distantPast, interval: 0, repeats: false) { _ in
            MainActor.assumeIsolated {
                child.backgroundColor = .green
                fired = true
            }
        }
        RunLoop.current.add(timer, forMode: .default)
        // The timer is already due: the loop fires it, and the change is drawn at once or, within
        // a refresh interval of the first frame, at the next tick; then nothing asks for frames.
        platform.runUntilIdle() { fired && !platform.frameClock.isRunning }
        #expect(fired)
        let changed = RGBAPixels(try x11Window.capture())[30, 30]
        #expect(changed == [0, 255, 0, 255])
        #expect(!platform.frameClock.isRunning)
    }

    @Test("under Xorg: a connected monitor becomes a screen, a window moved to it goes to that monitor, a mode change and a disconnect are posted")
    func screensFollowRandR() throws {
        let app = try TestApp(display: .xorgDummy)
        let server = try #require(app.server)
        let log = NotificationLog([UIScreen.didConnectNotification, UIScreen.modeDidChangeNotification, UIScreen.didDisconnectNotification])
        let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        window.makeKeyAndVisible()
        try app.waitForIdle()
        #expect(try serverOrigin(of: window, on: server) == CGPoint(x: 10, y: 20))
        let mainWidth = UIScreen.main.platformScreen.frame.width

        try app.addScreenMode("DUMMY1", width: 1024, height: 768)
        try app.connectScreen("DUMMY1", width: 1280, height: 720)
        try app.waitForIdle()
        #expect(UIScreen.screens.count == 2)
        #expect(log.names == ["UIScreenDidConnect"])
        let external = try #require(UIScreen.screens.last)
        #expect(external.bounds.size == CGSize(width: 1280, height: 720))

        window.screen = external
        try app.waitForIdle()
        #expect(try serverOrigin(of: window, on: server) == CGPoint(x: mainWidth + 10, y: 20))

        try app.setScreenMode("DUMMY1", width: 1024, height: 768)
        try app.waitForIdle()
        #expect(log.objects(UIScreen.modeDidChangeNotification).first! === external)
        #expect(external.bounds.size == CGSize(width: 1024, height: 768))

        try app.disconnectScreen("DUMMY1")
        try app.waitForIdle()
        #expect(UIScreen.screens.count == 1)
        #expect(log.names.last == "UIScreenDidDisconnect")
        #expect(window.screen === UIScreen.main)
    }

    @Test("under Xorg: assigning an external screen's currentMode sets its monitor's mode through RandR")
    func assignModeThroughRandR() throws {
        let app = try TestApp(display: .xorgDummy)
        try app.addScreenMode("DUMMY1", width: 1280, height: 720)
        try app.connectScreen("DUMMY1", width: 1024, height: 768)
        try app.waitForIdle()
        let external = try #require(UIScreen.screens.last)
        let log = NotificationLog([UIScreen.modeDidChangeNotification])
        let wide = try #require(external.availableModes.first { $0.size == CGSize(width: 1280, height: 720) })
        external.currentMode = wide
        try app.waitForIdle()
        #expect(log.names == ["UIScreenModeDidChange"])
        #expect(external.currentMode == wide && external.bounds.size == CGSize(width: 1280, height: 720))
        let query = try #require(app.server).run("xrandr", ["--query"])
        #expect(query.split(separator: "\n").contains { $0.hasPrefix("DUMMY1 connected") && $0.contains("1280x720") })
    }

    @Test("an alert-level window carries EWMH's above state for the window manager")
    func levelHintOnX11() throws {
        let app = try TestApp(display: .xvfb())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        window.windowLevel = .alert
        window.makeKeyAndVisible()
        // Another client reads the property: the server must have what this one sent.
        try app.waitForIdle()
        let id = try #require(window.platformWindow?.id)
        let state = try #require(app.server).run("xprop", ["-id", id.description, "_NET_WM_STATE"])
        #expect(state.contains("_NET_WM_STATE_ABOVE"))
    }
}
