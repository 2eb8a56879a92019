@_implementationOnly import CX11
@_implementationOnly import CXTest
public import Platform

// Typing text through XTEST: each character becomes the key that produces it, with Shift when
// the character is on the key's shifted level, or a spare key mapped to it for the moment when
// no key produces it (as xdotool does).
extension X11Platform {
    /// Types `text` as key presses and releases.
    ///
    /// - Throws: ``PlatformError`` when the server has no XTEST, or no key can be mapped to a character.
    public func injectText(_ text: String) throws(PlatformError) {
        try requireXTest()
        for scalar in text.unicodeScalars {
            try typeKeysym(Self.keysym(for: scalar))
        }
    }

    /// Presses the keys of `modifiers`, then presses and releases the key of `keysym`, then
    /// releases the modifiers: a key chord such as Control-S.
    public func injectKeyChord(keysym: UInt32, modifiers: KeyModifiers) throws(PlatformError) {
        try requireXTest()
        let held = Self.modifierKeysyms.filter { modifiers.contains($0.modifier) }.map(\.keysym)
        for modifier in held { try injectKey(keysym: modifier, isDown: true) }
        try typeKeysym(keysym)
        for modifier in held.reversed() { try injectKey(keysym: modifier, isDown: false) }
    }

    /// The X keysym for a character: Latin-1 characters are their own keysym, control
    /// characters have named keys, and the rest are Unicode keysyms.
    public static func keysym(for scalar: Unicode.Scalar) -> UInt32 {
        switch scalar.value {
        case 0x0A, 0x0D: 0xFF0D  // Return
        case 0x09: 0xFF09  // Tab
        case 0x08: 0xFF08  // BackSpace
        case 0x1B: 0xFF1B  // Escape
        case 0x20...0x7E, 0xA0...0xFF: scalar.value
        default: 0x0100_0000 | scalar.value
        }
    }

    private static let modifierKeysyms: [(modifier: KeyModifiers, keysym: UInt32)] = [
        (.shift, 0xFFE1), (.control, 0xFFE3), (.alternate, 0xFFE9), (.command, 0xFFEB),
    ]

    private func typeKeysym(_ keysym: UInt32) throws(PlatformError) {
        let display = connection.display
        var keycode = XKeysymToKeycode(display, KeySym(keysym))
        var spare: KeyCode = 0
        if keycode == 0 {
            spare = try spareKeycode()
            var symbols = [KeySym(keysym), KeySym(keysym)]
            XChangeKeyboardMapping(display, Int32(spare), 2, &symbols, 1)
            connection.sync()
            keycode = spare
        }
        let needsShift = XkbKeycodeToKeysym(display, keycode, 0, 0) != KeySym(keysym)
            && XkbKeycodeToKeysym(display, keycode, 0, 1) == KeySym(keysym)
        if needsShift { XTestFakeKeyEvent(display, UInt32(XKeysymToKeycode(display, KeySym(0xFFE1))), 1, 0) }
        XTestFakeKeyEvent(display, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(display, UInt32(keycode), 0, 0)
        if needsShift { XTestFakeKeyEvent(display, UInt32(XKeysymToKeycode(display, KeySym(0xFFE1))), 0, 0) }
        connection.sync()
        if spare != 0 {
            // Handling the presses needs the mapping; the client reads the events first.
            dispatchPendingEvents()
            var none = [KeySym(0), KeySym(0)]
            XChangeKeyboardMapping(display, Int32(spare), 2, &none, 1)
            connection.sync()
        }
    }

    /// A key code the keyboard maps to nothing.
    private func spareKeycode() throws(PlatformError) -> KeyCode {
        let display = connection.display
        var minimum: Int32 = 0
        var maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        var perKeycode: Int32 = 0
        guard let map = XGetKeyboardMapping(display, KeyCode(minimum), maximum - minimum + 1, &perKeycode) else {
            throw PlatformError("Could not read the X server's keyboard mapping.")
        }
        defer { XFree(map) }
        for code in stride(from: maximum, through: minimum, by: -1) {
            let base = Int(code - minimum) * Int(perKeycode)
            if (0..<Int(perKeycode)).allSatisfy({ map[base + $0] == 0 }) { return KeyCode(code) }
        }
        throw PlatformError("The X server's keyboard has no unmapped key left to type a character with.")
    }
}
