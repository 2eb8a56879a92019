import CasementTestSupport
import Platform
import PlatformHeadless
import PlatformX11
import QuartzCore
import Testing
import UIKitCore
import UIKitTesting

/// Two application sessions in one process share nothing: each has its own screens, windows,
/// media clock and animations, so hidden globals cannot creep back in unnoticed.
@Suite("Two sessions in one process", .serialized)
@MainActor
struct SessionIsolationTests {
    /// A 100×100 window with a white background and a red box at opacity 0 filling it.
    private func makeWindow() -> (window: UIWindow, box: UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let box = UIView(frame: window.bounds)
        box.backgroundColor = .red
        box.alpha = 0
        window.addSubview(box)
        return (window, box)
    }

    /// The green channel at the window's centre: 255 with the box transparent, 0 with it opaque.
    private func green(_ image: CGImage?) throws -> Int {
        Int(RGBAPixels(try #require(image))[50, 50][1])
    }

    @Test("a headless session and one on a private Xvfb animate at once, each on its own clock, with its own windows")
    func twoSessionsAnimateWithoutCrossTalk() throws {
        let app = try TestApp()
        let server = try PrivateXServer.xvfb(width: 320, height: 240)
        let otherClock = ManualClock()
        let otherPlatform = try X11Platform(displayName: server.displayName, frameClock: otherClock)
        let other = PlatformSession.open(otherPlatform)
        defer {
            other.close()
            otherPlatform.disconnect()
            server.stop()
        }
        otherClock.advance(by: 500)

        let (window, box) = makeWindow()
        window.makeKeyAndVisible()
        let (otherWindow, otherBox) = makeWindow()
        otherWindow.screen = other.mainScreen
        otherWindow.makeKeyAndVisible()
        try app.waitForIdle()
        otherPlatform.synchronize()
        other.updateScreens()

        #expect(window.session === app.session && otherWindow.session === other)
        #expect(app.windows == [window] && other.shownWindows == [otherWindow])
        #expect(app.session.keyWindow === window && other.keyWindow === otherWindow)
        #expect(otherWindow.screen.bounds.size == CGSize(width: 320, height: 240))
        // Apple's singletons reach the current session only.
        #expect(UIApplication.shared === app.application && UIScreen.main === app.session.mainScreen)
        #expect(CACurrentMediaTime() == app.clock.now && otherClock.now == 500)

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { box.alpha = 1 }
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) { otherBox.alpha = 1 }
        app.session.updateScreens()
        other.updateScreens()
        #expect(app.clock.isRunning && otherClock.isRunning)

        // The headless session's time moves; the other's stands still, and so does its animation.
        app.advance(by: 0.5)
        #expect(abs(Double(box.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01)
        #expect(otherBox.layer.presentation()?.opacity == 0)

        // The other session's time moves a second of its two: its box is half shown, and the
        // headless one's stays where its own clock left it.
        otherClock.advance(by: 1)
        otherPlatform.synchronize()
        #expect(abs(Double(otherBox.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01)
        #expect(abs(Double(box.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01)

        // Each session drew its own window with its own clock's picture.
        let headlessGreen = try green(window.platformWindow?.surface.makeImage())
        let x11Green = try green((otherWindow.platformWindow as? X11Window)?.capture())
        #expect((120...135).contains(headlessGreen), "headless window: green \(headlessGreen)")
        #expect((120...135).contains(x11Green), "X11 window: green \(x11Green)")

        // Both finish on their own clocks.
        app.advance(by: 0.6)
        #expect(box.layer.presentation()?.opacity == 1 && abs(Double(otherBox.layer.presentation()?.opacity ?? -1) - 0.5) < 0.01)
        otherClock.advance(by: 1.1)
        #expect(otherBox.layer.presentation()?.opacity == 1)
        #expect(try green((otherWindow.platformWindow as? X11Window)?.capture()) == 0)
    }
}
