@_implementationOnly import CX11
import Foundation
import Platform

/// Turns one X event for a known window into platform events.
@MainActor
enum X11EventTranslator {
    static func translate(_ event: inout XEvent, window: X11Window, connection: X11Connection) -> [PlatformEvent] {
        let id = window.id
        switch event.type {
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            return button(
                Int(e.button), isPress: event.type == ButtonPress, window: id, location: CGPoint(x: Int(e.x), y: Int(e.y)),
                modifiers: modifiers(e.state), time: seconds(e.time))
        case MotionNotify:
            let e = event.xmotion
            return [.pointerMoved(window: id, location: CGPoint(x: Int(e.x), y: Int(e.y)), modifiers: modifiers(e.state), timestamp: seconds(e.time))]
        case EnterNotify, LeaveNotify:
            let e = event.xcrossing
            // Another client grabbing the pointer while a button is down takes the drag away.
            if event.type == LeaveNotify, e.mode == NotifyGrab, e.state & UInt32(Button1Mask) != 0 {
                return [.pointerCancelled(window: id, timestamp: seconds(e.time))]
            }
            guard e.mode == NotifyNormal else { return [] }
            let location = CGPoint(x: Int(e.x), y: Int(e.y))
            return event.type == EnterNotify
                ? [.pointerEntered(window: id, location: location, timestamp: seconds(e.time))]
                : [.pointerExited(window: id, location: location, timestamp: seconds(e.time))]
        case KeyPress, KeyRelease:
            return [key(&event, window: window)]
        case FocusIn, FocusOut:
            let e = event.xfocus
            guard e.mode == NotifyNormal || e.mode == NotifyWhileGrabbed, e.detail != NotifyPointer else { return [] }
            if let ic = window.inputContext {
                if event.type == FocusIn { XSetICFocus(ic) } else { XUnsetICFocus(ic) }
            }
            return [.focusChanged(window: id, isFocused: event.type == FocusIn)]
        case Expose:
            let e = event.xexpose
            return [.exposed(window: id, rect: CGRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))]
        case GraphicsExpose:
            // A scroll's copy found part of its source covered: that part is presented again.
            let e = event.xgraphicsexpose
            return [.exposed(window: id, rect: CGRect(x: Int(e.x), y: Int(e.y), width: Int(e.width), height: Int(e.height)))]
        case ConfigureNotify:
            let e = event.xconfigure
            var x: Int32 = 0
            var y: Int32 = 0
            var child: Window = 0
            // With a window manager the event's position is relative to its frame; ask for the root position.
            XTranslateCoordinates(connection.display, window.xWindow, connection.root, 0, 0, &x, &y, &child)
            let newFrame = CGRect(x: Int(x), y: Int(y), width: Int(e.width), height: Int(e.height))
            let old = window.frame
            var events: [PlatformEvent] = []
            if window.updateGeometry(newFrame) {
                events.append(.resized(window: id, size: newFrame.size))
            }
            if old.origin != newFrame.origin { events.append(.moved(window: id, origin: newFrame.origin)) }
            return events
        case MapNotify, UnmapNotify:
            window.markVisible(event.type == MapNotify)
            return [.mapped(window: id, isVisible: event.type == MapNotify)]
        case ClientMessage:
            let e = event.xclient
            guard e.message_type == connection.wmProtocols, Atom(e.data.l.0) == connection.wmDeleteWindow else { return [] }
            return [.closeRequested(window: id)]
        default:
            return []
        }
    }

    private static func key(_ event: inout XEvent, window: X11Window) -> PlatformEvent {
        let isDown = event.type == KeyPress
        let keycode = UInt32(event.xkey.keycode)
        var keysym: KeySym = 0
        var text: String?
        var buffer = [CChar](repeating: 0, count: 64)
        if isDown, let ic = window.inputContext {
            var status: Int32 = 0
            let count = Xutf8LookupString(ic, &event.xkey, &buffer, Int32(buffer.count - 1), &keysym, &status)
            if count > 0, status == XLookupChars || status == XLookupBoth {
                text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        } else {
            let count = XLookupString(&event.xkey, &buffer, Int32(buffer.count - 1), &keysym, nil)
            if isDown, count > 0 {
                text = String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
        if keysym == 0 { keysym = XLookupKeysym(&event.xkey, 0) }
        // Control characters are not text a field should insert.
        if let t = text, t.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F }) { text = nil }
        var isRepeat = false
        if isDown {
            isRepeat = !window.pressedKeys.insert(keycode).inserted
        } else {
            window.pressedKeys.remove(keycode)
        }
        return .key(
            window: window.id, isDown: isDown, keysym: UInt32(keysym), hidUsage: EvdevKeyTable.hidUsage(ofXKeycode: keycode), text: text, isRepeat: isRepeat,
            modifiers: modifiers(event.xkey.state), timestamp: seconds(event.xkey.time))
    }

    /// A press or release of X's button `number`: 4 to 7 are the wheel's steps up, down, left
    /// and right (a press scrolls one line; the release means nothing), the others the pointer's.
    static func button(
        _ number: Int, isPress: Bool, window: WindowID, location: CGPoint, modifiers: KeyModifiers, time: TimeInterval
    ) -> [PlatformEvent] {
        let wheelSteps: [Int: (dx: Double, dy: Double)] = [4: (0, -1), 5: (0, 1), 6: (-1, 0), 7: (1, 0)]
        if let step = wheelSteps[number] {
            guard isPress else { return [] }
            return [.scroll(window: window, deltaX: step.dx, deltaY: step.dy, location: location, modifiers: modifiers, timestamp: time)]
        }
        guard let button = PointerButton(rawValue: number) else { return [] }
        return isPress
            ? [.pointerDown(window: window, button: button, location: location, modifiers: modifiers, timestamp: time)]
            : [.pointerUp(window: window, button: button, location: location, modifiers: modifiers, timestamp: time)]
    }

    static func modifiers(_ state: UInt32) -> KeyModifiers {
        var result: KeyModifiers = []
        if state & UInt32(ShiftMask) != 0 { result.insert(.shift) }
        if state & UInt32(LockMask) != 0 { result.insert(.capsLock) }
        if state & UInt32(ControlMask) != 0 { result.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { result.insert(.alternate) }
        if state & UInt32(Mod2Mask) != 0 { result.insert(.numericPad) }
        if state & UInt32(Mod4Mask) != 0 { result.insert(.command) }
        return result
    }

    /// X's millisecond server time in seconds.
    static func seconds(_ time: Time) -> TimeInterval { TimeInterval(time) / 1000 }
}
