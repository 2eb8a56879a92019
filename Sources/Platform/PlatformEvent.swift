public import Foundation

/// Identifies a window within one platform.
public struct WindowID: Sendable, Hashable, CustomStringConvertible {
    /// The platform's own number for the window (the X window id on X11).
    public var rawValue: UInt64

    /// Wraps a platform window number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The identifier in hexadecimal.
    public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// Keyboard modifiers held during an event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int
    /// Creates modifiers from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A Shift key is held.
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// A Control key is held.
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt on a PC keyboard.
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// The Super (Windows) key.
    public static let command = KeyModifiers(rawValue: 1 << 3)
    /// Caps Lock is on.
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
    /// The key is on the numeric keypad.
    public static let numericPad = KeyModifiers(rawValue: 1 << 5)
}

/// A mouse button; wheel clicks are delivered as scroll events instead.
public enum PointerButton: Int, Sendable, Hashable {
    /// The main (left) button.
    case primary = 1
    /// The middle button (pressing the wheel).
    case middle = 2
    /// The secondary (right) button.
    case secondary = 3
    /// The side button that goes back.
    case back = 8
    /// The side button that goes forward.
    case forward = 9
}

/// Where a touch on a touch screen is in its life.
public enum TouchPhase: Sendable, Hashable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger lifted.
    case ended
    /// The touch was taken away.
    case cancelled
}

/// Something the user or the display system did, in platform terms.
///
/// Locations are in window pixels from the window's top-left corner. Timestamps are seconds on
/// the platform's event clock (the X server's millisecond clock on X11), increasing but with an
/// arbitrary origin.
public enum PlatformEvent: Sendable, Equatable {
    /// A pointer button went down at `location` (window points, y down).
    case pointerDown(window: WindowID, button: PointerButton, location: CGPoint, modifiers: KeyModifiers, timestamp: TimeInterval)
    /// A pointer button came up.
    case pointerUp(window: WindowID, button: PointerButton, location: CGPoint, modifiers: KeyModifiers, timestamp: TimeInterval)
    /// The pointer moved.
    case pointerMoved(window: WindowID, location: CGPoint, modifiers: KeyModifiers, timestamp: TimeInterval)
    /// Wheel movement in lines: positive `deltaY` scrolls the content down (wheel towards the user).
    case scroll(window: WindowID, deltaX: Double, deltaY: Double, location: CGPoint, modifiers: KeyModifiers, timestamp: TimeInterval)
    /// Smooth scrolling (a touchpad's two fingers, a free-spinning wheel) in lines, as ``scroll`` but
    /// in fractions of a line.
    case smoothScroll(window: WindowID, deltaX: Double, deltaY: Double, location: CGPoint, modifiers: KeyModifiers, timestamp: TimeInterval)
    /// A finger of a touch screen; `id` tells the fingers down at the same time apart.
    case touch(window: WindowID, id: Int, phase: TouchPhase, location: CGPoint, timestamp: TimeInterval)
    /// A touchpad pinch or rotation (XInput 2.4 gestures): `scale` and `rotation` (radians,
    /// clockwise positive) are measured from the gesture's beginning.
    case touchpadPinch(window: WindowID, phase: TouchPhase, scale: Double, rotation: Double, location: CGPoint, timestamp: TimeInterval)
    /// The press the window was following was taken from it (another client grabbed the pointer).
    case pointerCancelled(window: WindowID, timestamp: TimeInterval)
    /// The pointer came into the window.
    case pointerEntered(window: WindowID, location: CGPoint, timestamp: TimeInterval)
    /// The pointer left the window.
    case pointerExited(window: WindowID, location: CGPoint, timestamp: TimeInterval)
    /// A key went down (`isRepeat` for auto-repeat) or up. `keysym` is the X keysym the key
    /// gives with the modifiers held; `hidUsage` names the physical key by its USB HID usage
    /// (keyboard page, 0 when unknown), whatever the layout; `text` is the UTF-8 text the key
    /// produces through the input method (composed, after dead keys), if any.
    case key(window: WindowID, isDown: Bool, keysym: UInt32, hidUsage: Int, text: String?, isRepeat: Bool, modifiers: KeyModifiers, timestamp: TimeInterval)
    /// The window gained or lost the keyboard focus.
    case focusChanged(window: WindowID, isFocused: Bool)
    /// The window's size changed, by the user or the window manager.
    case resized(window: WindowID, size: CGSize)
    /// The window moved on the screen; `origin` is in global pixels.
    case moved(window: WindowID, origin: CGPoint)
    /// Part of the window must be drawn again (it was uncovered or mapped).
    case exposed(window: WindowID, rect: CGRect)
    /// The user asked to close the window (its close button, or the window manager).
    case closeRequested(window: WindowID)
    /// The window was mapped or unmapped (shown, or minimized and hidden) by the window system.
    case mapped(window: WindowID, isVisible: Bool)
    /// Screens were connected, disconnected or changed mode; read ``Platform/screens`` again.
    case screensChanged

    /// The window the event belongs to, or `nil` for screen changes.
    public var window: WindowID? {
        switch self {
        case .pointerDown(let w, _, _, _, _), .pointerUp(let w, _, _, _, _), .pointerMoved(let w, _, _, _),
            .scroll(let w, _, _, _, _, _), .smoothScroll(let w, _, _, _, _, _), .touch(let w, _, _, _, _), .touchpadPinch(let w, _, _, _, _, _), .pointerCancelled(let w, _), .pointerEntered(let w, _, _), .pointerExited(let w, _, _),
            .key(let w, _, _, _, _, _, _, _), .focusChanged(let w, _), .resized(let w, _), .moved(let w, _),
            .exposed(let w, _), .closeRequested(let w), .mapped(let w, _):
            w
        case .screensChanged:
            nil
        }
    }
}
