public import Foundation

/// A key of a hardware keyboard, as one press reports it.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The text the key produces with the modifiers held (empty for keys that type nothing).
    open internal(set) var characters: String
    /// The text the key produces without modifiers but Shift (the key's own character).
    open internal(set) var charactersIgnoringModifiers: String
    /// The modifier keys held.
    open internal(set) var modifierFlags: UIKeyModifierFlags
    /// The physical key, by its USB HID usage, whatever the keyboard layout.
    open internal(set) var keyCode: UIKeyboardHIDUsage

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        super.init()
    }
}
