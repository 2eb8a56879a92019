public import Foundation

/// Identifies a window within one platform.
public struct WindowID: Sendable, Hashable, CustomStringConvertible {
    /// The platform's own number for the window (the X window id on X11).
    public var rawValue: UInt64

    /// Wraps a platform window number.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public var description: String { "0x" + String(rawValue, radix: 16) }
}

/// Keyboard modifiers held during an event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Creates modifiers from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    /// Alt on a PC keyboard.
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    /// The Super (Windows) key.
    public static let command = KeyModifiers(rawValue: 1 << 3)
    public static let capsLock = KeyModifiers(rawValue: 1 << 4)
    public static let numericPad = KeyModifiers(rawValue: 1 << 5)
}

/// A mouse button; wheel clicks are delivered as scroll events instead.
public enum PointerButton: Int, Sendable, Hashable {
    case primary = 1
    case middle = 2
    case secondary = 3
    case back = 8
    case forward = 9
}

/// Where a touch on a touch screen is in its life.
public enum TouchPhase: Sendable, Hashable {
    case began, moved, ended, cancelled
}

/// Something the user or the display system did, in platform terms.
///
/// Locations are in window pixels from the window's top-left corner. Timestamps are seconds on
/// the platform's event clock (the X server's millisecond clock on X11), increasing but with an
/// arbitrary origin.
public enum PlatformEvent: Sendable, Equatable {
    case pointerDown(window: WindowID, button: PointerButton, location: CGPoint, modifiers: KeyModifiers, timestamp: TimeInterval)
    case pointerUp(window: WindowID, button: PointerButton, location: CGPoint, modifiers: KeyModifiers, timestamp: TimeInterval)
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
    case pointerEntered(window: WindowID, location: CGPoint, timestamp: TimeInterval)
    case pointerExited(window: WindowID, location: CGPoint, timestamp: TimeInterval)
    /// A key went down (`isRepeat` for auto-repeat) or up. `keysym` is the X keysym the key
    /// gives with the modifiers held; `hidUsage` names the physical key by its USB HID usage
    /// (keyboard page, 0 when unknown), whatever the layout; `text` is the UTF-8 text the key
    /// produces through the input method (composed, after dead keys), if any.
    case key(window: WindowID, isDown: Bool, keysym: UInt32, hidUsage: Int, text: String?, isRepeat: Bool, modifiers: KeyModifiers, timestamp: TimeInterval)
    case focusChanged(window: WindowID, isFocused: Bool)
    /// The window's size changed, by the user or the window manager.
    case resized(window: WindowID, size: CGSize)
    /// The window moved on the screen; `origin` is in global pixels.
    case moved(window: WindowID, origin: CGPoint)
    /// Part of the window must be drawn again (it was uncovered or mapped).
    case exposed(window: WindowID, rect: CGRect)
    /// The user asked to close the window (its close button, or the window manager).
    case closeRequested(window: WindowID)
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
