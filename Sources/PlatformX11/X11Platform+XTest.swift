@_implementationOnly import CX11
@_implementationOnly import CXTest
@_implementationOnly import CXInput2
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
        XTestFakeMotionEvent(connection.display, -1, Int32(saturating: point.x), Int32(saturating: point.y), 0)
        connection.flush()
    }

    /// Presses or releases a pointer button where the pointer is.
    public func injectButton(_ button: PointerButton, isDown: Bool) throws(PlatformError) {
        try requireXTest()
        XTestFakeButtonEvent(connection.display, UInt32(button.rawValue), isDown ? 1 : 0, 0)
        connection.flush()
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
        connection.flush()
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
        connection.flush()
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

    /// Feeds an `XI_DeviceChanged` through the XInput 2 translation without the server: master
    /// pointer `device` now reports for `source`, whose scroll axes are the valuators
    /// `verticalAxis` and `horizontalAxis`, `increment` apart per line.
    package func injectScrollDeviceInProcess(device: Int, source: Int, verticalAxis: Int, horizontalAxis: Int, increment: Double, isTouchpad: Bool) {
        scrollAxes.setTouchpad(isTouchpad, source: Int32(source))
        var scrollClasses = [(verticalAxis, XIScrollTypeVertical), (horizontalAxis, XIScrollTypeHorizontal)].map { axis, type in
            XIScrollClassInfo(type: XIScrollClass, sourceid: Int32(source), number: Int32(axis), scroll_type: type, increment: increment, flags: 0)
        }
        scrollClasses.withUnsafeMutableBufferPointer { infos in
            var classes = (0..<infos.count).map { index in
                Optional(UnsafeMutableRawPointer(infos.baseAddress! + index).assumingMemoryBound(to: XIAnyClassInfo.self))
            }
            classes.withUnsafeMutableBufferPointer { list in
                var event = XIDeviceChangedEvent()
                event.type = GenericEvent
                event.evtype = XI_DeviceChanged
                event.deviceid = Int32(device)
                event.sourceid = Int32(source)
                event.reason = XISlaveSwitch
                event.num_classes = Int32(list.count)
                event.classes = list.baseAddress
                withUnsafePointer(to: &event) { deliverInputExtensionEvent(evtype: XI_DeviceChanged, data: UnsafeRawPointer($0)) }
            }
        }
    }

    /// Feeds an `XI_Motion` of master pointer `device` (moved by `source`) over `window` through
    /// the XInput 2 translation without the server, with the valuators `valuators` set
    /// (0 and 1 are the position); `emulated` marks it as the server's emulation.
    package func injectPointerMotionInProcess(
        window: WindowID, device: Int, source: Int, location: CGPoint, valuators: [Int: Double], modifiers: UInt32 = 0, emulated: Bool = false
    ) {
        var event = XInput2Translator.pointerEvent(
            evtype: XI_Motion, window: Window(window.rawValue), device: device, source: source, detail: 0, location: location,
            modifiers: modifiers, emulated: emulated, time: currentServerTime)
        let numbers = valuators.keys.sorted()
        var mask = [UInt8](repeating: 0, count: ((numbers.last ?? 0) / 8) + 1)
        for number in numbers { mask[number / 8] |= 1 << (number % 8) }
        var values = numbers.map { valuators[$0]! }
        mask.withUnsafeMutableBufferPointer { maskBytes in
            values.withUnsafeMutableBufferPointer { valueList in
                event.valuators = XIValuatorState(mask_len: Int32(maskBytes.count), mask: maskBytes.baseAddress, values: valueList.baseAddress)
                withUnsafePointer(to: &event) { deliverInputExtensionEvent(evtype: XI_Motion, data: UnsafeRawPointer($0)) }
            }
        }
    }

    /// Feeds an `XI_ButtonPress` or `XI_ButtonRelease` of `button` over `window` through the
    /// XInput 2 translation without the server; `emulated` marks a wheel button the server made
    /// from scroll valuators.
    package func injectButtonInProcess(window: WindowID, button: Int, isDown: Bool, location: CGPoint, modifiers: UInt32 = 0, emulated: Bool = false) {
        let evtype = isDown ? XI_ButtonPress : XI_ButtonRelease
        var event = XInput2Translator.pointerEvent(
            evtype: evtype, window: Window(window.rawValue), device: 2, source: 4, detail: button, location: location,
            modifiers: modifiers, emulated: emulated, time: currentServerTime)
        withUnsafePointer(to: &event) { deliverInputExtensionEvent(evtype: evtype, data: UnsafeRawPointer($0)) }
    }

    /// A timestamp for injected events: milliseconds of the process's monotonic clock.
    private var currentServerTime: UInt {
        UInt(ProcessInfo.processInfo.systemUptime * 1000)
    }

    func requireXTest() throws(PlatformError) {
        guard connection.hasXTest else {
            throw PlatformError("The X server at \(connection.name) has no XTEST extension; input cannot be injected.")
        }
    }
}
