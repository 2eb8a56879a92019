/// A physical key, by its usage on the USB HID keyboard page.
///
/// Divergence: a struct of constants rather than an enum, so that keys UIKit does not name still
/// have a value; `switch` statements over it need a `default`.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    /// The usage number on the keyboard page.
    public var rawValue: Int
    /// The usage with the given number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The code a keyboard reports when it cannot say which key is pressed.
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)
    /// The A key.
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    /// The B key.
    public static let keyboardB = UIKeyboardHIDUsage(rawValue: 0x05)
    /// The C key.
    public static let keyboardC = UIKeyboardHIDUsage(rawValue: 0x06)
    /// The D key.
    public static let keyboardD = UIKeyboardHIDUsage(rawValue: 0x07)
    /// The E key.
    public static let keyboardE = UIKeyboardHIDUsage(rawValue: 0x08)
    /// The F key.
    public static let keyboardF = UIKeyboardHIDUsage(rawValue: 0x09)
    /// The G key.
    public static let keyboardG = UIKeyboardHIDUsage(rawValue: 0x0A)
    /// The H key.
    public static let keyboardH = UIKeyboardHIDUsage(rawValue: 0x0B)
    /// The I key.
    public static let keyboardI = UIKeyboardHIDUsage(rawValue: 0x0C)
    /// The J key.
    public static let keyboardJ = UIKeyboardHIDUsage(rawValue: 0x0D)
    /// The K key.
    public static let keyboardK = UIKeyboardHIDUsage(rawValue: 0x0E)
    /// The L key.
    public static let keyboardL = UIKeyboardHIDUsage(rawValue: 0x0F)
    /// The M key.
    public static let keyboardM = UIKeyboardHIDUsage(rawValue: 0x10)
    /// The N key.
    public static let keyboardN = UIKeyboardHIDUsage(rawValue: 0x11)
    /// The O key.
    public static let keyboardO = UIKeyboardHIDUsage(rawValue: 0x12)
    /// The P key.
    public static let keyboardP = UIKeyboardHIDUsage(rawValue: 0x13)
    /// The Q key.
    public static let keyboardQ = UIKeyboardHIDUsage(rawValue: 0x14)
    /// The R key.
    public static let keyboardR = UIKeyboardHIDUsage(rawValue: 0x15)
    /// The S key.
    public static let keyboardS = UIKeyboardHIDUsage(rawValue: 0x16)
    /// The T key.
    public static let keyboardT = UIKeyboardHIDUsage(rawValue: 0x17)
    /// The U key.
    public static let keyboardU = UIKeyboardHIDUsage(rawValue: 0x18)
    /// The V key.
    public static let keyboardV = UIKeyboardHIDUsage(rawValue: 0x19)
    /// The W key.
    public static let keyboardW = UIKeyboardHIDUsage(rawValue: 0x1A)
    /// The X key.
    public static let keyboardX = UIKeyboardHIDUsage(rawValue: 0x1B)
    /// The Y key.
    public static let keyboardY = UIKeyboardHIDUsage(rawValue: 0x1C)
    /// The Z key.
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    /// The 1 key of the main block.
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    /// The 2 key of the main block.
    public static let keyboard2 = UIKeyboardHIDUsage(rawValue: 0x1F)
    /// The 3 key of the main block.
    public static let keyboard3 = UIKeyboardHIDUsage(rawValue: 0x20)
    /// The 4 key of the main block.
    public static let keyboard4 = UIKeyboardHIDUsage(rawValue: 0x21)
    /// The 5 key of the main block.
    public static let keyboard5 = UIKeyboardHIDUsage(rawValue: 0x22)
    /// The 6 key of the main block.
    public static let keyboard6 = UIKeyboardHIDUsage(rawValue: 0x23)
    /// The 7 key of the main block.
    public static let keyboard7 = UIKeyboardHIDUsage(rawValue: 0x24)
    /// The 8 key of the main block.
    public static let keyboard8 = UIKeyboardHIDUsage(rawValue: 0x25)
    /// The 9 key of the main block.
    public static let keyboard9 = UIKeyboardHIDUsage(rawValue: 0x26)
    /// The 0 key of the main block.
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    /// The Return (Enter) key of the main block.
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    /// The Escape key.
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    /// The key that deletes backwards (Backspace).
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    /// The Tab key.
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    /// The space bar.
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    /// The hyphen and underscore key.
    public static let keyboardHyphen = UIKeyboardHIDUsage(rawValue: 0x2D)
    /// The equals and plus key.
    public static let keyboardEqualSign = UIKeyboardHIDUsage(rawValue: 0x2E)
    /// The opening bracket and brace key.
    public static let keyboardOpenBracket = UIKeyboardHIDUsage(rawValue: 0x2F)
    /// The closing bracket and brace key.
    public static let keyboardCloseBracket = UIKeyboardHIDUsage(rawValue: 0x30)
    /// The backslash and vertical bar key.
    public static let keyboardBackslash = UIKeyboardHIDUsage(rawValue: 0x31)
    /// The pound and tilde key of non-US layouts, next to Return.
    public static let keyboardNonUSPound = UIKeyboardHIDUsage(rawValue: 0x32)
    /// The semicolon and colon key.
    public static let keyboardSemicolon = UIKeyboardHIDUsage(rawValue: 0x33)
    /// The apostrophe and quotation mark key.
    public static let keyboardQuote = UIKeyboardHIDUsage(rawValue: 0x34)
    /// The grave accent and tilde key.
    public static let keyboardGraveAccentAndTilde = UIKeyboardHIDUsage(rawValue: 0x35)
    /// The comma and less-than key.
    public static let keyboardComma = UIKeyboardHIDUsage(rawValue: 0x36)
    /// The period and greater-than key.
    public static let keyboardPeriod = UIKeyboardHIDUsage(rawValue: 0x37)
    /// The slash and question mark key.
    public static let keyboardSlash = UIKeyboardHIDUsage(rawValue: 0x38)
    /// The Caps Lock key.
    public static let keyboardCapsLock = UIKeyboardHIDUsage(rawValue: 0x39)
    /// The F1 function key.
    public static let keyboardF1 = UIKeyboardHIDUsage(rawValue: 0x3A)
    /// The F2 function key.
    public static let keyboardF2 = UIKeyboardHIDUsage(rawValue: 0x3B)
    /// The F3 function key.
    public static let keyboardF3 = UIKeyboardHIDUsage(rawValue: 0x3C)
    /// The F4 function key.
    public static let keyboardF4 = UIKeyboardHIDUsage(rawValue: 0x3D)
    /// The F5 function key.
    public static let keyboardF5 = UIKeyboardHIDUsage(rawValue: 0x3E)
    /// The F6 function key.
    public static let keyboardF6 = UIKeyboardHIDUsage(rawValue: 0x3F)
    /// The F7 function key.
    public static let keyboardF7 = UIKeyboardHIDUsage(rawValue: 0x40)
    /// The F8 function key.
    public static let keyboardF8 = UIKeyboardHIDUsage(rawValue: 0x41)
    /// The F9 function key.
    public static let keyboardF9 = UIKeyboardHIDUsage(rawValue: 0x42)
    /// The F10 function key.
    public static let keyboardF10 = UIKeyboardHIDUsage(rawValue: 0x43)
    /// The F11 function key.
    public static let keyboardF11 = UIKeyboardHIDUsage(rawValue: 0x44)
    /// The F12 function key.
    public static let keyboardF12 = UIKeyboardHIDUsage(rawValue: 0x45)
    /// The Print Screen key.
    public static let keyboardPrintScreen = UIKeyboardHIDUsage(rawValue: 0x46)
    /// The Scroll Lock key.
    public static let keyboardScrollLock = UIKeyboardHIDUsage(rawValue: 0x47)
    /// The Pause key.
    public static let keyboardPause = UIKeyboardHIDUsage(rawValue: 0x48)
    /// The Insert key.
    public static let keyboardInsert = UIKeyboardHIDUsage(rawValue: 0x49)
    /// The Home key.
    public static let keyboardHome = UIKeyboardHIDUsage(rawValue: 0x4A)
    /// The Page Up key.
    public static let keyboardPageUp = UIKeyboardHIDUsage(rawValue: 0x4B)
    /// The key that deletes forwards (Delete).
    public static let keyboardDeleteForward = UIKeyboardHIDUsage(rawValue: 0x4C)
    /// The End key.
    public static let keyboardEnd = UIKeyboardHIDUsage(rawValue: 0x4D)
    /// The Page Down key.
    public static let keyboardPageDown = UIKeyboardHIDUsage(rawValue: 0x4E)
    /// The right arrow key.
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    /// The left arrow key.
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    /// The down arrow key.
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    /// The up arrow key.
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    /// The Num Lock key of the numeric keypad.
    public static let keypadNumLock = UIKeyboardHIDUsage(rawValue: 0x53)
    /// The slash key of the numeric keypad.
    public static let keypadSlash = UIKeyboardHIDUsage(rawValue: 0x54)
    /// The asterisk key of the numeric keypad.
    public static let keypadAsterisk = UIKeyboardHIDUsage(rawValue: 0x55)
    /// The minus key of the numeric keypad.
    public static let keypadHyphen = UIKeyboardHIDUsage(rawValue: 0x56)
    /// The plus key of the numeric keypad.
    public static let keypadPlus = UIKeyboardHIDUsage(rawValue: 0x57)
    /// The Enter key of the numeric keypad.
    public static let keypadEnter = UIKeyboardHIDUsage(rawValue: 0x58)
    /// The 1 key of the numeric keypad.
    public static let keypad1 = UIKeyboardHIDUsage(rawValue: 0x59)
    /// The 2 key of the numeric keypad.
    public static let keypad2 = UIKeyboardHIDUsage(rawValue: 0x5A)
    /// The 3 key of the numeric keypad.
    public static let keypad3 = UIKeyboardHIDUsage(rawValue: 0x5B)
    /// The 4 key of the numeric keypad.
    public static let keypad4 = UIKeyboardHIDUsage(rawValue: 0x5C)
    /// The 5 key of the numeric keypad.
    public static let keypad5 = UIKeyboardHIDUsage(rawValue: 0x5D)
    /// The 6 key of the numeric keypad.
    public static let keypad6 = UIKeyboardHIDUsage(rawValue: 0x5E)
    /// The 7 key of the numeric keypad.
    public static let keypad7 = UIKeyboardHIDUsage(rawValue: 0x5F)
    /// The 8 key of the numeric keypad.
    public static let keypad8 = UIKeyboardHIDUsage(rawValue: 0x60)
    /// The 9 key of the numeric keypad.
    public static let keypad9 = UIKeyboardHIDUsage(rawValue: 0x61)
    /// The 0 key of the numeric keypad.
    public static let keypad0 = UIKeyboardHIDUsage(rawValue: 0x62)
    /// The decimal point key of the numeric keypad.
    public static let keypadPeriod = UIKeyboardHIDUsage(rawValue: 0x63)
    /// The backslash key of non-US layouts, next to the left Shift.
    public static let keyboardNonUSBackslash = UIKeyboardHIDUsage(rawValue: 0x64)
    /// The Application (menu) key.
    public static let keyboardApplication = UIKeyboardHIDUsage(rawValue: 0x65)
    /// The Power key.
    public static let keyboardPower = UIKeyboardHIDUsage(rawValue: 0x66)
    /// The equals key of the numeric keypad.
    public static let keypadEqualSign = UIKeyboardHIDUsage(rawValue: 0x67)
    /// The Mute key.
    public static let keyboardMute = UIKeyboardHIDUsage(rawValue: 0x7F)
    /// The Volume Up key.
    public static let keyboardVolumeUp = UIKeyboardHIDUsage(rawValue: 0x80)
    /// The Volume Down key.
    public static let keyboardVolumeDown = UIKeyboardHIDUsage(rawValue: 0x81)
    /// The left Control key.
    public static let keyboardLeftControl = UIKeyboardHIDUsage(rawValue: 0xE0)
    /// The left Shift key.
    public static let keyboardLeftShift = UIKeyboardHIDUsage(rawValue: 0xE1)
    /// The left Alt (Option) key.
    public static let keyboardLeftAlt = UIKeyboardHIDUsage(rawValue: 0xE2)
    /// The left Super (Command, Windows) key.
    public static let keyboardLeftGUI = UIKeyboardHIDUsage(rawValue: 0xE3)
    /// The right Control key.
    public static let keyboardRightControl = UIKeyboardHIDUsage(rawValue: 0xE4)
    /// The right Shift key.
    public static let keyboardRightShift = UIKeyboardHIDUsage(rawValue: 0xE5)
    /// The right Alt (Option) key.
    public static let keyboardRightAlt = UIKeyboardHIDUsage(rawValue: 0xE6)
    /// The right Super (Command, Windows) key.
    public static let keyboardRightGUI = UIKeyboardHIDUsage(rawValue: 0xE7)
}
