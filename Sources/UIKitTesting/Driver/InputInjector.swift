import Foundation
import Platform
import PlatformHeadless
import PlatformX11
import UIKitCore

/// Sends input to an app under test: through the real X server (XTest) on X11, or straight to
/// the in-memory platform; multi-finger gestures go in process on both.
@MainActor
protocol InputInjector: AnyObject {
    /// Moves the pointer to `point` in `window`'s coordinates, pressing or releasing a button.
    func pointer(_ action: PointerAction, at point: CGPoint, in window: UIWindow) throws
    /// One step of a two-finger pinch and rotation at `point`, measured from the gesture's start.
    func pinch(_ phase: TouchPhase, at point: CGPoint, scale: Double, rotation: Double, in window: UIWindow) throws
    /// Types `text` into the focused window.
    func type(_ text: String, in window: UIWindow) throws
    /// Presses `key` with `modifiers` held.
    func chord(_ key: Character, modifiers: KeyModifiers, in window: UIWindow) throws
    /// Presses the named key `keysym` (USB HID usage `usage`) with `modifiers` held.
    func namedKey(keysym: UInt32, usage: Int, modifiers: KeyModifiers, in window: UIWindow) throws
    /// Scrolls at `point` by `lines` (wheel clicks, or a touchpad's lines when `smooth`);
    /// positive y scrolls the content down.
    func scroll(lines: CGPoint, smooth: Bool, at point: CGPoint, in window: UIWindow) throws
}

/// What the pointer does at a point.
enum PointerAction {
    case move, press, release
    /// The secondary (right) button goes down or up.
    case secondaryPress, secondaryRelease
}

extension UIWindow {
    /// `point`, in the window's coordinates, in pixels from the window's top-left corner.
    func platformPixels(of point: CGPoint) -> CGPoint {
        let scale = screen.nativeScale
        return CGPoint(x: (point.x - bounds.minX) * scale, y: (point.y - bounds.minY) * scale)
    }
}

/// Input for the in-memory platform: platform events stamped with the clock's time.
@MainActor
final class HeadlessInjector: InputInjector {
    private let platform: HeadlessPlatform

    init(platform: HeadlessPlatform) {
        self.platform = platform
    }

    private func id(_ window: UIWindow) throws -> WindowID {
        guard let id = window.platformWindow?.id else { throw DriverError("the window is not shown, so it cannot take input") }
        return id
    }

    func pointer(_ action: PointerAction, at point: CGPoint, in window: UIWindow) throws {
        let (id, pixels, now) = (try id(window), window.platformPixels(of: point), platform.clock.now)
        switch action {
        case .move: platform.inject(.pointerMoved(window: id, location: pixels, modifiers: [], timestamp: now))
        case .press: platform.inject(.pointerDown(window: id, button: .primary, location: pixels, modifiers: [], timestamp: now))
        case .release: platform.inject(.pointerUp(window: id, button: .primary, location: pixels, modifiers: [], timestamp: now))
        case .secondaryPress: platform.inject(.pointerDown(window: id, button: .secondary, location: pixels, modifiers: [], timestamp: now))
        case .secondaryRelease: platform.inject(.pointerUp(window: id, button: .secondary, location: pixels, modifiers: [], timestamp: now))
        }
    }

    func pinch(_ phase: TouchPhase, at point: CGPoint, scale: Double, rotation: Double, in window: UIWindow) throws {
        platform.inject(.touchpadPinch(
            window: try id(window), phase: phase, scale: scale, rotation: rotation, location: window.platformPixels(of: point),
            timestamp: platform.clock.now))
    }

    func type(_ text: String, in window: UIWindow) throws {
        let id = try id(window)
        for character in text {
            let keysym = character.unicodeScalars.count == 1 ? X11Platform.keysym(for: character.unicodeScalars.first!) : 0
            let usage = KeyboardUsage.of(character)
            let shifted: KeyModifiers = character.isUppercase ? .shift : []
            let now = platform.clock.now
            let typed = keysym >= 0xFF00 && keysym < 0x1_0000 && character != "\n" && character != "\t" ? nil : String(character)
            platform.inject(.key(window: id, isDown: true, keysym: keysym, hidUsage: usage, text: typed, isRepeat: false, modifiers: shifted, timestamp: now))
            platform.inject(.key(window: id, isDown: false, keysym: keysym, hidUsage: usage, text: nil, isRepeat: false, modifiers: shifted, timestamp: now))
        }
    }

    func namedKey(keysym: UInt32, usage: Int, modifiers: KeyModifiers, in window: UIWindow) throws {
        let (id, now) = (try id(window), platform.clock.now)
        platform.inject(.key(window: id, isDown: true, keysym: keysym, hidUsage: usage, text: nil, isRepeat: false, modifiers: modifiers, timestamp: now))
        platform.inject(.key(window: id, isDown: false, keysym: keysym, hidUsage: usage, text: nil, isRepeat: false, modifiers: modifiers, timestamp: now))
    }

    func scroll(lines: CGPoint, smooth: Bool, at point: CGPoint, in window: UIWindow) throws {
        let (id, pixels, now) = (try id(window), window.platformPixels(of: point), platform.clock.now)
        platform.inject(smooth
            ? .smoothScroll(window: id, deltaX: lines.x, deltaY: lines.y, location: pixels, modifiers: [], timestamp: now)
            : .scroll(window: id, deltaX: lines.x, deltaY: lines.y, location: pixels, modifiers: [], timestamp: now))
    }

    func chord(_ key: Character, modifiers: KeyModifiers, in window: UIWindow) throws {
        let id = try id(window)
        let keysym = key.unicodeScalars.count == 1 ? X11Platform.keysym(for: key.unicodeScalars.first!) : 0
        let (usage, now) = (KeyboardUsage.of(key), platform.clock.now)
        platform.inject(.key(window: id, isDown: true, keysym: keysym, hidUsage: usage, text: nil, isRepeat: false, modifiers: modifiers, timestamp: now))
        platform.inject(.key(window: id, isDown: false, keysym: keysym, hidUsage: usage, text: nil, isRepeat: false, modifiers: modifiers, timestamp: now))
    }
}

/// Input through the X server's XTEST extension: grabs, focus and coordinates are the real ones.
@MainActor
final class X11Injector: InputInjector {
    private let platform: X11Platform

    init(platform: X11Platform) {
        self.platform = platform
    }

    func pointer(_ action: PointerAction, at point: CGPoint, in window: UIWindow) throws {
        guard let frame = window.platformWindow?.frame else { throw DriverError("the window is not shown, so it cannot take input") }
        let pixels = window.platformPixels(of: point)
        let global = CGPoint(x: frame.minX + pixels.x, y: frame.minY + pixels.y)
        // The server reports a motion even to the same place; a finger that stays does not move.
        if global != lastPointer {
            try platform.injectPointerMove(to: global)
            lastPointer = global
        }
        switch action {
        case .move: break
        case .press: try platform.injectButton(.primary, isDown: true)
        case .release: try platform.injectButton(.primary, isDown: false)
        case .secondaryPress: try platform.injectButton(.secondary, isDown: true)
        case .secondaryRelease: try platform.injectButton(.secondary, isDown: false)
        }
    }

    func pinch(_ phase: TouchPhase, at point: CGPoint, scale: Double, rotation: Double, in window: UIWindow) throws {
        // XTest has no touchpad gestures: the XInput 2.4 event goes through the platform's
        // translation in process, as the server would send it.
        guard let id = window.platformWindow?.id else { throw DriverError("the window is not shown, so it cannot take input") }
        pinchAngles[ObjectIdentifier(window), default: 0] = phase == .began ? 0 : pinchAngles[ObjectIdentifier(window), default: 0]
        let delta = rotation * 180 / .pi - pinchAngles[ObjectIdentifier(window), default: 0]
        pinchAngles[ObjectIdentifier(window)] = rotation * 180 / .pi
        platform.injectTouchpadPinchInProcess(window: id, phase: phase, scale: scale, deltaAngle: delta, location: window.platformPixels(of: point))
    }

    /// Where the pointer was last sent, in global pixels.
    private var lastPointer: CGPoint?

    /// The angle, in degrees, each window's pinch has turned so far (the X event carries steps).
    private var pinchAngles: [ObjectIdentifier: Double] = [:]

    func type(_ text: String, in window: UIWindow) throws {
        try platform.injectText(text)
    }

    func namedKey(keysym: UInt32, usage: Int, modifiers: KeyModifiers, in window: UIWindow) throws {
        try platform.injectKeyChord(keysym: keysym, modifiers: modifiers)
    }

    /// XTest turns the wheel by whole clicks; a touchpad's smooth lines are rounded to clicks too.
    func scroll(lines: CGPoint, smooth: Bool, at point: CGPoint, in window: UIWindow) throws {
        try pointer(.move, at: point, in: window)
        try platform.injectScroll(deltaX: Int(lines.x.rounded()), deltaY: Int(lines.y.rounded()))
    }

    func chord(_ key: Character, modifiers: KeyModifiers, in window: UIWindow) throws {
        guard key.unicodeScalars.count == 1 else { throw DriverError("a key chord takes one character, not \"\(key)\"") }
        try platform.injectKeyChord(keysym: X11Platform.keysym(for: key.unicodeScalars.first!), modifiers: modifiers)
    }
}

/// The USB HID usage (keyboard page) of the key that types a character on a US keyboard, for
/// keys typed on the in-memory platform; 0 when there is none.
enum KeyboardUsage {
    static func of(_ character: Character) -> Int {
        guard let ascii = character.lowercased().unicodeScalars.first?.value, character.unicodeScalars.count == 1 else { return 0 }
        switch ascii {
        case 0x61...0x7A: return Int(ascii - 0x61) + 0x04  // a–z
        case 0x31...0x39: return Int(ascii - 0x31) + 0x1E  // 1–9
        case 0x30: return 0x27
        case 0x0A, 0x0D: return 0x28  // Return
        case 0x1B: return 0x29  // Escape
        case 0x08: return 0x2A  // Backspace
        case 0x09: return 0x2B  // Tab
        case 0x20: return 0x2C  // Space
        default: return 0
        }
    }
}

/// A driver action that could not be carried out, with the reason.
public struct DriverError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
