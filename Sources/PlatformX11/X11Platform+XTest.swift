internal import CX11
internal import CXTest
internal import CXInput2
public import Foundation
public import Platform

// Input injection through the XTEST extension, for tests and automation. Events made this way
// are indistinguishable from real input to every client of the server.
extension X11Platform {
    /// Whether the server supports XTEST.
    public var supportsInputInjection: Bool { connection.hasXTest }

    /// Moves the pointer to `point` in global (root window) pixels.
    public func injectPointerMove(to point: CGPoint) throws(PlatformError) {
        try requireXTest()
        XTestFakeMotionEvent(connection.display, -1, Int32(point.x), Int32(point.y), 0)
        XFlush(connection.display)
    }

    /// Presses or releases a pointer button where the pointer is.
    public func injectButton(_ button: PointerButton, isDown: Bool) throws(PlatformError) {
        try requireXTest()
        XTestFakeButtonEvent(connection.display, UInt32(button.rawValue), isDown ? 1 : 0, 0)
        XFlush(connection.display)
    }

    /// Turns the wheel by whole clicks where the pointer is: positive `deltaY` towards the user
    /// (content scrolls down), positive `deltaX` to the right.
    public func injectScroll(deltaX: Int, deltaY: Int) throws(PlatformError) {
        try requireXTest()
        // X reports wheel clicks as presses of buttons 4 (up), 5 (down), 6 (left) and 7 (right).
        let clicks = [(deltaY < 0 ? 4 : 5, abs(deltaY)), (deltaX < 0 ? 6 : 7, abs(deltaX))]
        for (button, count) in clicks {
            for _ in 0..<count {
                XTestFakeButtonEvent(connection.display, UInt32(button), 1, 0)
                XTestFakeButtonEvent(connection.display, UInt32(button), 0, 0)
            }
        }
        XFlush(connection.display)
    }

    /// Presses or releases the key that produces `keysym` (an X keysym such as 0x61 for "a").
    ///
    /// - Throws: ``PlatformError`` when no key on the server's keyboard produces `keysym`.
    public func injectKey(keysym: UInt32, isDown: Bool) throws(PlatformError) {
        try requireXTest()
        let keycode = XKeysymToKeycode(connection.display, KeySym(keysym))
        guard keycode != 0 else {
            throw PlatformError("No key on the X server's keyboard produces keysym 0x\(String(keysym, radix: 16)).")
        }
        XTestFakeKeyEvent(connection.display, UInt32(keycode), isDown ? 1 : 0, 0)
        XFlush(connection.display)
    }

    /// Feeds a touch-screen touch of `window` through the XInput 2 translation, as the server
    /// would send it, without the server: for testing multi-touch where the server has no touch
    /// device (Xvfb has none). `location` is in window pixels.
    public func injectTouchInProcess(window: WindowID, touch: Int, phase: TouchPhase, location: CGPoint) {
        var (evtype, event) = XInput2Translator.touchEvent(
            window: Window(window.rawValue), id: touch, phase: phase, location: location, time: currentServerTime)
        withUnsafePointer(to: &event) { deliverInputExtensionEvent(evtype: evtype, data: UnsafeRawPointer($0)) }
    }

    /// Feeds a touchpad pinch step of `window` through the XInput 2.4 translation without the
    /// server: `scale` from the gesture's start, `deltaAngle` this step's turn in degrees clockwise.
    public func injectTouchpadPinchInProcess(window: WindowID, phase: TouchPhase, scale: Double, deltaAngle: Double, location: CGPoint) {
        var (evtype, event) = XInput2Translator.pinchEvent(
            window: Window(window.rawValue), phase: phase, scale: scale, deltaAngle: deltaAngle, location: location, time: currentServerTime)
        withUnsafePointer(to: &event) { deliverInputExtensionEvent(evtype: evtype, data: UnsafeRawPointer($0)) }
    }

    /// A timestamp for injected events: milliseconds of the process's monotonic clock.
    private var currentServerTime: UInt {
        UInt(ProcessInfo.processInfo.systemUptime * 1000)
    }

    private func requireXTest() throws(PlatformError) {
        guard connection.hasXTest else {
            throw PlatformError("The X server at \(connection.name) has no XTEST extension; input cannot be injected.")
        }
    }
}
