import CasementTestSupport
import CoreFoundation
import CoreGraphics
import Foundation
import Platform
import PlatformX11
import Testing

@Suite("X11 platform under a private Xvfb", .serialized)
@MainActor
struct X11PlatformTests {
    /// Round-trips to the server, delivering events, until `condition` holds or 500 round trips pass.
    private func pump(_ platform: X11Platform, until condition: () -> Bool) {
        for _ in 0..<500 where !condition() { platform.synchronize() }
    }

    @Test("no display name gives a clear error")
    func noDisplay() {
        #expect {
            _ = try X11Platform(displayName: "")
        } throws: { ($0 as? PlatformError)?.message.contains("DISPLAY is not set") == true }
    }

    @Test("a display with no server gives a clear error")
    func refused() {
        #expect {
            _ = try X11Platform(displayName: ":4321")
        } throws: { ($0 as? PlatformError)?.message.contains("Could not connect to the X server at DISPLAY=:4321") == true }
    }

    @Test("Xvfb has one primary screen, reported at 60 Hz")
    func oneScreen() throws {
        let server = try PrivateXServer.xvfb(width: 1024, height: 768)
        let platform = try X11Platform(displayName: server.displayName)
        #expect(platform.screens.count == 1)
        let screen = try #require(platform.screens.first)
        #expect(screen.isPrimary)
        #expect(screen.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(screen.currentMode.refreshRate == 60)
        #expect(platform.frameClock.framesPerSecond == 60)
    }

    @Test("a window appears, and what it presents reads back from the server equal to its surface")
    func presentReadsBack() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        var mapped = false
        platform.eventHandler = { if case .mapped(_, true) = $0 { mapped = true } }
        let window = try #require(try platform.makeWindow(WindowConfiguration(title: "Present", frame: CGRect(x: 30, y: 40, width: 120, height: 80))) as? X11Window)
        #expect(window.usesSharedMemory)

        window.show()
        pump(platform) { mapped }
        let context = window.surface.context
        context.setFillColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fillEllipse(in: CGRect(x: 10, y: 10, width: 60, height: 60))
        window.present(damage: [CGRect(x: 0, y: 0, width: 120, height: 80)])

        #expect(mapped)
        let onScreen = RGBAPixels(try window.capture())
        let drawn = RGBAPixels(try #require(window.surface.makeImage()))
        #expect(onScreen.difference(from: drawn).differingPixels == 0)
    }

    @Test("a present that moves pixels copies them on the server: the window reads back equal to its surface after a scroll")
    func presentWithMoves() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        var mapped = false
        platform.eventHandler = { if case .mapped(_, true) = $0 { mapped = true } }
        let window = try #require(try platform.makeWindow(WindowConfiguration(title: "Scroll", frame: CGRect(x: 30, y: 40, width: 120, height: 100))) as? X11Window)
        window.show()
        pump(platform) { mapped }
        let context = window.surface.context
        for row in 0..<10 {
            context.setFillColor(red: CGFloat(row) / 10, green: 0.5, blue: 1 - CGFloat(row) / 10, alpha: 1)
            context.fill(CGRect(x: 0, y: CGFloat(row) * 10, width: 120, height: 10))
        }
        window.present(damage: [CGRect(x: 0, y: 0, width: 120, height: 100)])
        // Scroll the area below y 20 up by 15 pixels, then paint the uncovered strip.
        let area = CGRect(x: 0, y: 20, width: 120, height: 80)
        #expect(context.moveDevicePixels(in: area, by: CGPoint(x: 0, y: -15)))
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 85, width: 120, height: 15))
        let presents = window.presentCount
        window.present(damage: [CGRect(x: 0, y: 85, width: 120, height: 15)], moves: [SurfaceMove(rect: area, offset: CGPoint(x: 0, y: -15))])
        #expect(window.presentCount == presents + 1)
        let onScreen = RGBAPixels(try window.capture())
        let drawn = RGBAPixels(try #require(window.surface.makeImage()))
        #expect(onScreen.difference(from: drawn).differingPixels == 0)
    }

    @Test("an event Xlib reads into its queue after the run loop's last check is delivered at once, with no other wake-up")
    func queuedEventReachesTheRunLoop() throws {
        let server = try PrivateXServer.xvfb()
        let loop = CFRunLoopGetCurrent()!
        let platform = try X11Platform(displayName: server.displayName, frameClock: nil, runLoop: loop)
        var mapped = false
        var moved = false
        platform.eventHandler = { event in
            if case .mapped(_, true) = event { mapped = true }
            if case .pointerMoved = event, !moved {
                moved = true
                CFRunLoopStop(loop)
            }
        }
        let window = try #require(try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 100, y: 50, width: 200, height: 150))) as? X11Window)
        window.show()
        pump(platform) { mapped }
        // The last observer before the loop sleeps moves the pointer and makes a round trip, which
        // reads the motion into Xlib's queue: the socket shows nothing, and nothing else wakes the loop.
        var sent = false
        let observer = CFRunLoopObserverCreateWithHandler(nil, CFRunLoopActivity.beforeWaiting.rawValue, true, CFIndex.max) { _, _ in
            MainActor.assumeIsolated {
                guard !sent else { return }
                sent = true
                try? platform.injectPointerMove(to: CGPoint(x: 160, y: 110))
                _ = try? window.capture()
            }
        }
        CFRunLoopAddObserver(loop, observer, kCFRunLoopDefaultMode)
        defer { CFRunLoopObserverInvalidate(observer) }
        let started = Date()
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 2, false)
        #expect(sent && moved)
        #expect(Date().timeIntervalSince(started) < 1, "delivered only when the run loop timed out")
    }

    @Test("only the damaged rectangles are presented")
    func partialPresent() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        let window = try #require(try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 50, height: 50))) as? X11Window)
        window.show()
        platform.synchronize()
        window.surface.context.setFillColor(gray: 1, alpha: 1)
        window.surface.context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))

        window.present(damage: [CGRect(x: 0, y: 0, width: 10, height: 10)])

        let onScreen = RGBAPixels(try window.capture())
        #expect(onScreen[5, 5] == [255, 255, 255, 255])
        #expect(onScreen[30, 30] == [0, 0, 0, 255])
    }

    @Test("XTest pointer and key input arrive with window coordinates, buttons and text")
    func xtestInput() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        var events: [PlatformEvent] = []
        platform.eventHandler = { events.append($0) }
        let window = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 100, y: 50, width: 200, height: 150)))
        window.show()
        pump(platform) { events.contains { if case .mapped = $0 { true } else { false } } }

        try platform.injectPointerMove(to: CGPoint(x: 130, y: 90))
        try platform.injectButton(.primary, isDown: true)
        try platform.injectButton(.primary, isDown: false)
        try platform.injectKey(keysym: 0x61, isDown: true)
        try platform.injectKey(keysym: 0x61, isDown: false)
        pump(platform) { events.contains { if case .key(_, false, _, _, _, _, _, _) = $0 { true } else { false } } }

        let downs = events.compactMap { event -> CGPoint? in
            if case .pointerDown(let w, .primary, let location, _, _) = event, w == window.id { return location }
            return nil
        }
        #expect(downs == [CGPoint(x: 30, y: 40)])
        #expect(events.contains { if case .pointerUp(_, .primary, CGPoint(x: 30, y: 40), _, _) = $0 { true } else { false } })
        let keyDown = events.first { if case .key(_, true, _, _, _, _, _, _) = $0 { true } else { false } }
        guard case .key(_, true, let keysym, let usage, let text, let isRepeat, _, _) = keyDown else {
            Issue.record("no key press arrived: \(events)")
            return
        }
        #expect(keysym == 0x61 && text == "a" && !isRepeat)
        #expect(usage == 0x04)
    }

    @Test("the platform notes when it took an event to deliver, and a window when its present returned")
    func latencyInstants() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        let window = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 100, y: 50, width: 200, height: 150)))
        let x11Window = try #require(window as? X11Window)
        var mapped = false
        platform.eventHandler = { if case .mapped = $0 { mapped = true } }
        window.show()
        pump(platform) { mapped }
        #expect(x11Window.lastPresentInstant == nil)

        let beforeMotion = ContinuousClock.now
        var readWhenDelivered: ContinuousClock.Instant?
        platform.eventHandler = { event in
            if case .pointerMoved = event { readWhenDelivered = platform.lastEventReadInstant }
        }
        try platform.injectPointerMove(to: CGPoint(x: 140, y: 90))
        pump(platform) { readWhenDelivered != nil }
        let read = try #require(readWhenDelivered)
        #expect(read >= beforeMotion && read <= .now)

        let beforePresent = ContinuousClock.now
        x11Window.present(damage: [CGRect(x: 0, y: 0, width: 10, height: 10)])
        let presented = try #require(x11Window.lastPresentInstant)
        #expect(presented >= beforePresent && presented <= .now)
    }

    @Test("XInput 2 touch-screen touches and touchpad pinches become touch and pinch events (injected in process)")
    func inputExtensionEvents() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        defer {
            platform.disconnect()
            server.stop()
        }
        let window = try platform.makeWindow(WindowConfiguration(title: "touch", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        var events: [PlatformEvent] = []
        platform.eventHandler = { events.append($0) }
        platform.injectTouchInProcess(window: window.id, touch: 7, phase: .began, location: CGPoint(x: 10.5, y: 20.25))
        platform.injectTouchInProcess(window: window.id, touch: 7, phase: .ended, location: CGPoint(x: 12, y: 20))
        platform.injectTouchpadPinchInProcess(window: window.id, phase: .began, scale: 1, deltaAngle: 0, location: CGPoint(x: 50, y: 50))
        platform.injectTouchpadPinchInProcess(window: window.id, phase: .moved, scale: 1.5, deltaAngle: 30, location: CGPoint(x: 50, y: 50))
        platform.injectTouchpadPinchInProcess(window: window.id, phase: .moved, scale: 2, deltaAngle: 60, location: CGPoint(x: 50, y: 50))
        platform.injectTouchpadPinchInProcess(window: window.id, phase: .cancelled, scale: 2, deltaAngle: 0, location: CGPoint(x: 50, y: 50))
        let touches = events.compactMap { event -> String? in
            guard case .touch(window.id, let id, let phase, let location, _) = event else { return nil }
            return "\(id) \(phase) \(location.x),\(location.y)"
        }
        #expect(touches == ["7 began 10.5,20.25", "7 ended 12.0,20.0"])
        let pinches = events.compactMap { event -> String? in
            guard case .touchpadPinch(window.id, let phase, let scale, let rotation, _, _) = event else { return nil }
            return "\(phase) \(scale) \(Int((rotation * 180 / .pi).rounded()))"
        }
        #expect(pinches == ["began 1.0 0", "moved 1.5 30", "moved 2.0 90", "cancelled 2.0 90"])
    }

    @Test("A dead key and then a letter arrive through the input method as one composed character")
    func deadKeyComposes() throws {
        let server = try PrivateXServer.xvfb()
        // Xvfb's US layout has no dead keys; give a spare key code the dead acute accent.
        let mapping = Process()
        mapping.executableURL = URL(fileURLWithPath: "/usr/bin/xmodmap")
        mapping.arguments = ["-display", server.displayName, "-e", "keycode 250 = dead_acute"]
        try mapping.run()
        mapping.waitUntilExit()
        let platform = try X11Platform(displayName: server.displayName)
        defer {
            platform.disconnect()
            server.stop()
        }
        var events: [PlatformEvent] = []
        platform.eventHandler = { events.append($0) }
        let window = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        window.show()
        pump(platform) { events.contains { if case .mapped = $0 { true } else { false } } }
        try platform.injectPointerMove(to: CGPoint(x: 50, y: 50))
        let deadAcute: UInt32 = 0xfe51
        for keysym in [deadAcute, 0x65] {
            try platform.injectKey(keysym: keysym, isDown: true)
            try platform.injectKey(keysym: keysym, isDown: false)
        }
        pump(platform) { events.contains { if case .key(_, true, 0x65, _, _, _, _, _) = $0 { true } else { false } } }
        let typed = events.compactMap { event -> String? in
            guard case .key(_, true, _, _, let text, _, _, _) = event else { return nil }
            return text ?? "nil"
        }
        #expect(typed.filter { $0 != "nil" } == ["é"])
    }

    @Test("XInput 2.1 scroll valuators scroll smoothly from a touchpad and by wheel steps from other pointers; emulated wheel buttons are dropped")
    func scrollValuators() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        defer {
            platform.disconnect()
            server.stop()
        }
        let window = try platform.makeWindow(WindowConfiguration(title: "scroll", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        var events: [String] = []
        platform.eventHandler = { event in
            switch event {
            case .smoothScroll(window.id, let dx, let dy, _, _, _): events.append("smooth \(dx),\(dy)")
            case .scroll(window.id, let dx, let dy, _, _, _): events.append("wheel \(dx),\(dy)")
            case .pointerMoved(window.id, let location, let modifiers, _): events.append("moved \(location.x),\(location.y) \(modifiers.contains(.shift))")
            default: break
            }
        }
        let point = CGPoint(x: 40, y: 30)
        platform.injectScrollDeviceInProcess(device: 2, source: 50, verticalAxis: 3, horizontalAxis: 2, increment: 15, isTouchpad: true)
        // The first positions are baselines.
        platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 50, location: point, valuators: [2: 0, 3: 100])
        platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 50, location: point, valuators: [3: 130])
        platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 50, location: point, valuators: [2: -7.5])
        platform.injectButtonInProcess(window: window.id, button: 5, isDown: true, location: point, emulated: true)
        platform.injectButtonInProcess(window: window.id, button: 5, isDown: false, location: point, emulated: true)
        #expect(events == ["smooth 0.0,2.0", "smooth -0.5,0.0"])
        events = []
        // A mouse with a high-resolution wheel takes over the master pointer.
        platform.injectScrollDeviceInProcess(device: 2, source: 51, verticalAxis: 3, horizontalAxis: 2, increment: 120, isTouchpad: false)
        platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 51, location: point, valuators: [3: 0])
        platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 51, location: point, valuators: [3: -120])
        let shiftMask: UInt32 = 1
        platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 51, location: CGPoint(x: 41.5, y: 30), valuators: [0: 41.5, 1: 30], modifiers: shiftMask)
        // A wheel without valuators scrolls by its buttons.
        platform.injectButtonInProcess(window: window.id, button: 7, isDown: true, location: point)
        #expect(events == ["wheel 0.0,-1.0", "moved 41.5,30.0 true", "wheel 1.0,0.0"])
    }

    @Test("XInput 2 motions over two windows in turn each reach their own window, and none reach a window that is gone")
    func motionsFindTheirWindow() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        defer {
            platform.disconnect()
            server.stop()
        }
        let first = try platform.makeWindow(WindowConfiguration(title: "first", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let second = try platform.makeWindow(WindowConfiguration(title: "second", frame: CGRect(x: 200, y: 0, width: 100, height: 100)))
        var reached: [String] = []
        platform.eventHandler = { event in
            if case .pointerMoved(let id, _, _, _) = event { reached.append(id == first.id ? "first" : id == second.id ? "second" : "other") }
        }
        let point = CGPoint(x: 10, y: 10)
        for window in [first, second, second, first] {
            platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 50, location: point, valuators: [:])
        }
        #expect(reached == ["first", "second", "second", "first"])
        first.close()
        platform.injectPointerMotionInProcess(window: first.id, device: 2, source: 50, location: point, valuators: [:])
        #expect(reached.count == 4)
    }

    @Test("After the pointer enters a window, the next scroll valuator position is a baseline, not a scroll")
    func enteringResetsScrollBaselines() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        defer {
            platform.disconnect()
            server.stop()
        }
        let window = try platform.makeWindow(WindowConfiguration(title: "enter", frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        var scrolls: [Double] = []
        var entered = false
        platform.eventHandler = { event in
            switch event {
            case .smoothScroll(window.id, _, let dy, _, _, _): scrolls.append(dy)
            case .pointerEntered(window.id, _, _): entered = true
            default: break
            }
        }
        window.show()
        try platform.injectPointerMove(to: CGPoint(x: 300, y: 300))
        platform.synchronize()
        let point = CGPoint(x: 40, y: 30)
        platform.injectScrollDeviceInProcess(device: 2, source: 50, verticalAxis: 3, horizontalAxis: 2, increment: 15, isTouchpad: true)
        platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 50, location: point, valuators: [3: 100])
        platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 50, location: point, valuators: [3: 115])
        #expect(scrolls == [1])
        // The pointer leaves and comes back; meanwhile the touchpad scrolled elsewhere.
        try platform.injectPointerMove(to: point)
        pump(platform) { entered }
        platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 50, location: point, valuators: [3: 400])
        platform.injectPointerMotionInProcess(window: window.id, device: 2, source: 50, location: point, valuators: [3: 430])
        #expect(entered)
        #expect(scrolls == [1, 2])
    }

    @Test("a window's frame and title are applied; the stacking order follows raise")
    func windowManagement() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        let a = try platform.makeWindow(WindowConfiguration(title: "A", frame: CGRect(x: 0, y: 0, width: 40, height: 30)))
        let b = try platform.makeWindow(WindowConfiguration(title: "B", frame: CGRect(x: 0, y: 0, width: 40, height: 30)))
        a.show()
        b.show()
        #expect(platform.windows.map(\.id) == [a.id, b.id])
        a.raise()
        #expect(platform.windows.map(\.id) == [b.id, a.id])
        a.title = "Renamed"
        #expect(try server.run("xprop", ["-id", "\(a.id.rawValue)", "WM_NAME"]).contains("\"Renamed\""))
        var resized = false
        platform.eventHandler = { if case .resized(a.id, CGSize(width: 80, height: 60)) = $0 { resized = true } }
        a.setFrame(CGRect(x: 10, y: 10, width: 80, height: 60))
        pump(platform) { resized }
        #expect(a.surface.width == 80 && a.surface.height == 60)
    }

    @Test("an xrandr monitor added on Xvfb appears after a root ConfigureNotify")
    func xvfbMonitor() throws {
        let server = try PrivateXServer.xvfb(width: 1600, height: 800)
        let platform = try X11Platform(displayName: server.displayName)
        var changes = 0
        platform.eventHandler = { if $0 == .screensChanged { changes += 1 } }
        try server.run("xrandr", ["--setmonitor", "LEFT", "800/200x800/100+0+0", "none"])
        pump(platform) { changes > 0 }
        #expect(changes >= 1)
        #expect(platform.screens.contains { $0.id == "LEFT" && $0.frame.width == 800 })
    }

    @Test("the wheel arrives as scroll events and held keys as modifiers")
    func wheelAndModifiers() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        var events: [PlatformEvent] = []
        platform.eventHandler = { events.append($0) }
        let window = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        window.show()
        pump(platform) { events.contains { if case .mapped = $0 { true } else { false } } }

        try platform.injectPointerMove(to: CGPoint(x: 50, y: 50))
        try platform.injectKey(keysym: 0xFFE1, isDown: true)  // Shift_L
        // Buttons 4 and 5 are the wheel's up and down clicks.
        try platform.injectScroll(deltaX: 0, deltaY: 1)
        try platform.injectButton(.primary, isDown: true)
        try platform.injectButton(.primary, isDown: false)
        try platform.injectKey(keysym: 0xFFE1, isDown: false)
        pump(platform) { events.contains { if case .pointerUp = $0 { true } else { false } } }

        #expect(events.contains { if case .scroll(window.id, 0, 1, CGPoint(x: 50, y: 50), _, _) = $0 { true } else { false } })
        #expect(events.contains { if case .pointerDown(_, .primary, _, let modifiers, _) = $0 { modifiers.contains(.shift) } else { false } })
    }

    @Test("degenerate window frames are made valid instead of failing")
    func degenerateFrames() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        let empty = try platform.makeWindow(WindowConfiguration(frame: .zero))
        let nan = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)))
        #expect(empty.surface.width == 1 && empty.surface.height == 1)
        #expect(nan.frame == CGRect(x: 0, y: 0, width: 1, height: 1))
        empty.setFrame(CGRect(x: 0, y: 0, width: -40, height: 30))
        #expect(empty.surface.width == 40 && empty.surface.height == 30)
    }

    @Test("the pointer entering and leaving the window, and focus, are reported")
    func crossingFocusAndRepeat() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        var events: [PlatformEvent] = []
        platform.eventHandler = { events.append($0) }
        let window = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 100, y: 100, width: 100, height: 100)))
        window.show()
        pump(platform) { events.contains { if case .mapped = $0 { true } else { false } } }

        window.focus()
        try platform.injectPointerMove(to: CGPoint(x: 150, y: 120))
        try platform.injectPointerMove(to: CGPoint(x: 10, y: 10))
        pump(platform) { events.contains { if case .pointerExited = $0 { true } else { false } } }

        #expect(events.contains(.focusChanged(window: window.id, isFocused: true)))
        #expect(events.contains { if case .pointerEntered(window.id, CGPoint(x: 50, y: 20), _) = $0 { true } else { false } })
        #expect(events.contains { if case .pointerExited(window.id, _, _) = $0 { true } else { false } })
    }

    @Test("size limits and the borderless option reach the window manager's properties")
    func windowManagerHints() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        let window = try platform.makeWindow(WindowConfiguration(
            title: "Hints", frame: CGRect(x: 0, y: 0, width: 300, height: 200),
            minimumSize: CGSize(width: 120, height: 80), maximumSize: CGSize(width: 900, height: 700), isBorderless: true))
        let id = "\(window.id.rawValue)"
        let hints = try server.run("xprop", ["-id", id, "WM_NORMAL_HINTS"])
        #expect(hints.contains("program specified minimum size: 120 by 80"))
        #expect(hints.contains("program specified maximum size: 900 by 700"))
        #expect(try server.run("xprop", ["-id", id, "_MOTIF_WM_HINTS"]).contains("0x2, 0x0"))
        #expect(try server.run("xprop", ["-id", id, "WM_PROTOCOLS"]).contains("WM_DELETE_WINDOW"))
    }

    @Test("a pop-up menu or tooltip window is override-redirect, typed for what it is, and transient for its parent")
    func popUpWindows() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        let parent = try platform.makeWindow(WindowConfiguration(title: "Parent", frame: CGRect(x: 0, y: 0, width: 300, height: 200)))
        let menu = try #require(try platform.makeWindow(WindowConfiguration(
            frame: CGRect(x: 250, y: 150, width: 120, height: 90), role: .popUpMenu, parent: parent.id)) as? X11Window)
        let tip = try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 10, y: 10, width: 80, height: 20), role: .toolTip))
        #expect(menu.role == .popUpMenu)
        menu.show()
        platform.synchronize()
        let menuID = "\(menu.id.rawValue)"
        #expect(try server.run("xwininfo", ["-id", menuID]).contains("Override Redirect State: yes"))
        #expect(try server.run("xwininfo", ["-id", "\(parent.id.rawValue)"]).contains("Override Redirect State: no"))
        #expect(try server.run("xprop", ["-id", menuID, "_NET_WM_WINDOW_TYPE"]).contains("_NET_WM_WINDOW_TYPE_POPUP_MENU"))
        #expect(try server.run("xprop", ["-id", "\(tip.id.rawValue)", "_NET_WM_WINDOW_TYPE"]).contains("_NET_WM_WINDOW_TYPE_TOOLTIP"))
        let transient = try server.run("xprop", ["-id", menuID, "WM_TRANSIENT_FOR"])
        #expect(transient.contains(String(parent.id.rawValue, radix: 16)))
        // Placed exactly where asked, past its parent's edge.
        #expect(try server.run("xwininfo", ["-id", menuID]).contains("Absolute upper-left X:  250"))
    }

    @Test("a protocol error is reported as an error and the connection stays usable")
    func protocolErrorTrapped() throws {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName)
        let window = try #require(try platform.makeWindow(WindowConfiguration(frame: CGRect(x: 0, y: 0, width: 20, height: 20))) as? X11Window)

        // Reading back an unmapped window is a BadMatch error from the server.
        #expect(throws: PlatformError.self) { try window.capture() }

        window.show()
        platform.synchronize()
        #expect(try window.capture().width == 20)
    }
}
