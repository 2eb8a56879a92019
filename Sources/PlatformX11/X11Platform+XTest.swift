internal import CX11
internal import CXTest
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

    private func requireXTest() throws(PlatformError) {
        guard connection.hasXTest else {
            throw PlatformError("The X server at \(connection.name) has no XTEST extension; input cannot be injected.")
        }
    }
}
