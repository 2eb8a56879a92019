import CasementTestSupport
import CoreGraphics
import Foundation
import Platform
import PlatformHeadless
import Testing

@Suite("Headless platform")
@MainActor
struct HeadlessPlatformTests {
    private func secondScreen() -> ScreenDescription {
        let modes = [ScreenMode(width: 1920, height: 1080, refreshRate: 60), ScreenMode(width: 1280, height: 720, refreshRate: 75)]
        return ScreenDescription(
            id: "HDMI-1", frame: CGRect(x: 1280, y: 0, width: 1920, height: 1080), modes: modes, currentMode: modes[0],
            physicalSize: CGSize(width: 531, height: 299), isPrimary: false)
    }

    @Test("starts with one primary 60 Hz screen")
    func defaultScreen() {
        let platform = HeadlessPlatform()
        #expect(platform.screens.count == 1)
        #expect(platform.screens[0].isPrimary)
        #expect(platform.screens[0].currentMode.refreshRate == 60)
    }

    @Test("a window keeps the role and parent it was made with")
    func popUpRole() throws {
        let platform = HeadlessPlatform()
        let parent = try #require(try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 100, height: 100))) as? HeadlessWindow)
        let tip = try #require(try platform.makeWindow(
            WindowConfiguration(frame: CGRect(x: 90, y: 90, width: 60, height: 20), role: .toolTip, parent: parent.id)) as? HeadlessWindow)
        #expect(parent.role == .normal && parent.parent == nil)
        #expect(tip.role == .toolTip)
        #expect(tip.parent == parent.id)
    }

    @Test("connecting and disconnecting a screen posts screensChanged and keeps the primary first")
    func connectDisconnect() {
        let platform = HeadlessPlatform()
        var events: [PlatformEvent] = []
        platform.eventHandler = { events.append($0) }

        platform.connectScreen(secondScreen())
        platform.dispatchPendingEvents()
        #expect(platform.screens.map(\.id) == ["HEADLESS-0", "HDMI-1"])

        platform.disconnectScreen(id: "HDMI-1")
        platform.dispatchPendingEvents()
        #expect(platform.screens.map(\.id) == ["HEADLESS-0"])
        #expect(events == [.screensChanged, .screensChanged])
    }

    @Test("changing a screen's mode resizes it; an unknown mode is an error")
    func changeMode() throws {
        let platform = HeadlessPlatform()
        platform.connectScreen(secondScreen())
        try platform.setMode(ScreenMode(width: 1280, height: 720, refreshRate: 75), forScreen: "HDMI-1")
        #expect(platform.screens[1].frame.size == CGSize(width: 1280, height: 720))
        #expect(platform.screens[1].currentMode.refreshRate == 75)
        #expect(throws: PlatformError.self) {
            try platform.setMode(ScreenMode(width: 1, height: 1, refreshRate: 60), forScreen: "HDMI-1")
        }
    }

    @Test("a window's surface has the window's size and starts transparent")
    func windowSurface() throws {
        let platform = HeadlessPlatform()
        let window = try platform.makeWindow(WindowConfiguration(title: "T", frame: CGRect(x: 10, y: 20, width: 64, height: 48)))
        #expect(window.surface.width == 64 && window.surface.height == 48)
        #expect(window.surface.pixel(x: 5, y: 5) == 0)
    }

    @Test("only presented damage reaches the screen")
    func presentDamage() throws {
        let platform = HeadlessPlatform()
        let window = try #require(try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 40, height: 40))) as? HeadlessWindow)
        window.surface.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.surface.context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))

        window.present(damage: [CGRect(x: 0, y: 0, width: 20, height: 40)])

        let screen = RGBAPixels(try #require(window.presentedImage()))
        #expect(screen[5, 5] == [255, 0, 0, 255])
        #expect(screen[30, 5] == [0, 0, 0, 0])
        #expect(window.presentedDamage == [[CGRect(x: 0, y: 0, width: 20, height: 40)]])
    }

    @Test("the surface's user space has its origin at the top-left")
    func topLeftOrigin() throws {
        let platform = HeadlessPlatform()
        let window = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        window.surface.context.setFillColor(gray: 1, alpha: 1)
        window.surface.context.fill(CGRect(x: 0, y: 0, width: 10, height: 2))
        #expect(window.surface.pixel(x: 5, y: 0) == 0xFFFF_FFFF)
        #expect(window.surface.pixel(x: 5, y: 9) == 0)
    }

    @Test("showing a window maps and exposes it; resizing replaces the surface and posts resized")
    func windowLifecycle() throws {
        let platform = HeadlessPlatform()
        var events: [PlatformEvent] = []
        platform.eventHandler = { events.append($0) }
        let window = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))

        window.show()
        window.setFrame(CGRect(x: 5, y: 0, width: 30, height: 10))
        platform.dispatchPendingEvents()

        #expect(events == [
            .mapped(window: window.id, isVisible: true),
            .exposed(window: window.id, rect: CGRect(x: 0, y: 0, width: 10, height: 10)),
            .moved(window: window.id, origin: CGPoint(x: 5, y: 0)),
            .resized(window: window.id, size: CGSize(width: 30, height: 10)),
        ])
        #expect(window.surface.width == 30)
    }

    @Test("windows are ordered back to front and raise moves one to the front")
    func stacking() throws {
        let platform = HeadlessPlatform()
        let a = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        let b = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        #expect(platform.windows.map(\.id) == [a.id, b.id])
        a.raise()
        #expect(platform.windows.map(\.id) == [b.id, a.id])
        a.close()
        #expect(platform.windows.map(\.id) == [b.id])
    }

    @Test("injected events are delivered in order by dispatchPendingEvents")
    func injection() throws {
        let platform = HeadlessPlatform()
        let id = WindowID(rawValue: 1)
        var seen: [PlatformEvent] = []
        platform.eventHandler = { seen.append($0) }
        let down = PlatformEvent.pointerDown(window: id, button: .primary, location: CGPoint(x: 3, y: 4), modifiers: [.shift], timestamp: 1)
        let up = PlatformEvent.pointerUp(window: id, button: .primary, location: CGPoint(x: 3, y: 4), modifiers: [], timestamp: 1.1)

        platform.inject(down)
        platform.inject(up)
        #expect(seen.isEmpty)
        platform.dispatchPendingEvents()

        #expect(seen == [down, up])
        #expect(down.window == id)
    }

    @Test("the manual clock delivers one frame per boundary crossed, at the boundary's time")
    func manualClockFrames() {
        let clock = ManualClock()
        var frames: [TimeInterval] = []
        clock.start { frames.append($0) }

        clock.advance(by: 0.05)

        #expect(frames.count == 3)
        #expect(abs(frames[0] - 1.0 / 60) < 1e-12 && abs(frames[2] - 3.0 / 60) < 1e-12)
        #expect(clock.now == 0.05)
    }

    @Test("a stopped manual clock advances time without frames")
    func manualClockStopped() {
        let clock = ManualClock()
        var count = 0
        clock.start { _ in count += 1 }
        clock.stop()
        clock.advance(frames: 10)
        #expect(count == 0 && !clock.isRunning)
        #expect(abs(clock.now - 10.0 / 60) < 1e-12)
    }

    @Test("a manual clock advanced a frame at a time delivers each frame boundary once, with distinct times")
    func manualClockFrameByFrame() {
        let clock = ManualClock()
        var times: [TimeInterval] = []
        clock.start { times.append($0) }
        for _ in 0..<600 { clock.advance(frames: 1) }
        #expect(times.count == 600)
        #expect(Set(times).count == 600)
    }

    @Test("a manual clock given a rate of 0, a negative, NaN or infinite rate runs at 60 frames a second", arguments: [0.0, -30.0, Double.nan, Double.infinity])
    func manualClockUnusableRateMeans60(rate: Double) {
        let clock = ManualClock()
        clock.framesPerSecond = rate
        var count = 0
        clock.start { _ in count += 1 }
        clock.advance(by: 1)
        #expect(clock.framesPerSecond == 60 && count == 60)
    }
}

@Suite("Headless platform focus")
@MainActor
struct HeadlessFocusTests {
    @Test("focusing a window takes the focus from the previous one, posting both changes")
    func focusMoves() throws {
        let platform = HeadlessPlatform()
        let a = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        let b = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        a.show()
        b.show()
        var changes: [PlatformEvent] = []
        platform.dispatchPendingEvents()
        platform.eventHandler = { changes.append($0) }

        a.focus()
        b.focus()
        platform.dispatchPendingEvents()

        #expect(changes == [
            .focusChanged(window: a.id, isFocused: true),
            .focusChanged(window: a.id, isFocused: false),
            .focusChanged(window: b.id, isFocused: true),
        ])
    }

    @Test("a hidden window cannot take the focus")
    func hiddenWindow() throws {
        let platform = HeadlessPlatform()
        let window = try #require(try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 5, height: 5))) as? HeadlessWindow)
        window.focus()
        #expect(!window.isFocused && platform.pendingEvents.isEmpty)
    }
}
