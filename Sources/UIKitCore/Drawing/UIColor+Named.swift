public import CoreGraphics

extension UIColor {
    private static func hex(_ value: UInt32, alpha: CGFloat = 1) -> UIColor {
        UIColor(
            red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
            blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
    }

    /// Gray 0 (black).
    public static let black = UIColor(white: 0, alpha: 1)
    /// Gray 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// Gray 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// Gray 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Green and blue.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Red and green.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Red and blue.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Red with half green.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Half red and half blue.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Red 0.6, green 0.4, blue 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Transparent black.
    public static let clear = UIColor(white: 0, alpha: 0)

    // The system colours take their light-appearance values (Casement has no dark appearance yet).

    /// The system red.
    public static let systemRed = hex(0xFF3B30)
    /// The system orange.
    public static let systemOrange = hex(0xFF9500)
    /// The system yellow.
    public static let systemYellow = hex(0xFFCC00)
    /// The system green.
    public static let systemGreen = hex(0x34C759)
    /// The system mint.
    public static let systemMint = hex(0x00C7BE)
    /// The system teal.
    public static let systemTeal = hex(0x30B0C7)
    /// The system cyan.
    public static let systemCyan = hex(0x32ADE6)
    /// The system blue, the default tint colour.
    public static let systemBlue = hex(0x007AFF)
    /// The system indigo.
    public static let systemIndigo = hex(0x5856D6)
    /// The system purple.
    public static let systemPurple = hex(0xAF52DE)
    /// The system pink.
    public static let systemPink = hex(0xFF2D55)
    /// The system brown.
    public static let systemBrown = hex(0xA2845E)
    /// The system's middle gray.
    public static let systemGray = hex(0x8E8E93)
    /// The second of the system's six grays, lighter than systemGray.
    public static let systemGray2 = hex(0xAEAEB2)
    /// The third system gray.
    public static let systemGray3 = hex(0xC7C7CC)
    /// The fourth system gray.
    public static let systemGray4 = hex(0xD1D1D6)
    /// The fifth system gray.
    public static let systemGray5 = hex(0xE5E5EA)
    /// The lightest system gray.
    public static let systemGray6 = hex(0xF2F2F7)

    /// The colour of primary text.
    public static let label = UIColor(white: 0, alpha: 1)
    /// The colour of secondary text.
    public static let secondaryLabel = hex(0x3C3C43, alpha: 0.6)
    /// The colour of tertiary text.
    public static let tertiaryLabel = hex(0x3C3C43, alpha: 0.3)
    /// The colour of quaternary text.
    public static let quaternaryLabel = hex(0x3C3C43, alpha: 0.18)
    /// The colour of links.
    public static let link = hex(0x007AFF)
    /// The colour of placeholder text.
    public static let placeholderText = hex(0x3C3C43, alpha: 0.3)
    /// The colour of thin separator lines.
    public static let separator = hex(0x3C3C43, alpha: 0.29)
    /// The colour of borders that hide what is beneath.
    public static let opaqueSeparator = hex(0xC6C6C8)
    /// The fill of thin and small shapes, such as a slider's track.
    public static let systemFill = hex(0x787880, alpha: 0.2)
    /// The fill of medium shapes, such as a switch's background or a gray button.
    public static let secondarySystemFill = hex(0x787880, alpha: 0.16)
    /// The fill of large shapes, such as input fields and disabled buttons.
    public static let tertiarySystemFill = hex(0x767680, alpha: 0.12)
    /// The fill of large areas with complex content.
    public static let quaternarySystemFill = hex(0x747480, alpha: 0.08)
    /// The background of a plain interface.
    public static let systemBackground = UIColor(white: 1, alpha: 1)
    /// The background of content layered on systemBackground.
    public static let secondarySystemBackground = hex(0xF2F2F7)
    /// The background of content layered on secondarySystemBackground.
    public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
    /// The background of a grouped interface.
    public static let systemGroupedBackground = hex(0xF2F2F7)
    /// The background of content layered on systemGroupedBackground.
    public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
    /// The background of content layered on secondarySystemGroupedBackground.
    public static let tertiarySystemGroupedBackground = hex(0xF2F2F7)
}
