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

    /// A dynamic system colour: `light` in a light interface, `dark` in a dark one (`elevated`,
    /// when given, for a dark interface raised above the base level).
    private static func system(_ name: String, light: UIColor, dark: UIColor, elevated: UIColor? = nil) -> UIColor {
        UIColor(systemName: name + "Color") { traits in
            guard traits.userInterfaceStyle == .dark else { return light }
            return traits.userInterfaceLevel == .elevated ? elevated ?? dark : dark
        }
    }

    // Apple's published values for the light and dark appearances (iOS 15 and later).

    /// The system red.
    public static let systemRed = system("systemRed", light: hex(0xFF3B30), dark: hex(0xFF453A))
    /// The system orange.
    public static let systemOrange = system("systemOrange", light: hex(0xFF9500), dark: hex(0xFF9F0A))
    /// The system yellow.
    public static let systemYellow = system("systemYellow", light: hex(0xFFCC00), dark: hex(0xFFD60A))
    /// The system green.
    public static let systemGreen = system("systemGreen", light: hex(0x34C759), dark: hex(0x30D158))
    /// The system mint.
    public static let systemMint = system("systemMint", light: hex(0x00C7BE), dark: hex(0x63E6E2))
    /// The system teal.
    public static let systemTeal = system("systemTeal", light: hex(0x30B0C7), dark: hex(0x40C8E0))
    /// The system cyan.
    public static let systemCyan = system("systemCyan", light: hex(0x32ADE6), dark: hex(0x64D2FF))
    /// The system blue, the default tint colour.
    public static let systemBlue = system("systemBlue", light: hex(0x007AFF), dark: hex(0x0A84FF))
    /// The system indigo.
    public static let systemIndigo = system("systemIndigo", light: hex(0x5856D6), dark: hex(0x5E5CE6))
    /// The system purple.
    public static let systemPurple = system("systemPurple", light: hex(0xAF52DE), dark: hex(0xBF5AF2))
    /// The system pink.
    public static let systemPink = system("systemPink", light: hex(0xFF2D55), dark: hex(0xFF375F))
    /// The system brown.
    public static let systemBrown = system("systemBrown", light: hex(0xA2845E), dark: hex(0xAC8E68))
    /// The system's middle gray.
    public static let systemGray = system("systemGray", light: hex(0x8E8E93), dark: hex(0x8E8E93))
    /// The second of the system's six grays, lighter than systemGray.
    public static let systemGray2 = system("systemGray2", light: hex(0xAEAEB2), dark: hex(0x636366))
    /// The third system gray.
    public static let systemGray3 = system("systemGray3", light: hex(0xC7C7CC), dark: hex(0x48484A))
    /// The fourth system gray.
    public static let systemGray4 = system("systemGray4", light: hex(0xD1D1D6), dark: hex(0x3A3A3C))
    /// The fifth system gray.
    public static let systemGray5 = system("systemGray5", light: hex(0xE5E5EA), dark: hex(0x2C2C2E))
    /// The lightest system gray.
    public static let systemGray6 = system("systemGray6", light: hex(0xF2F2F7), dark: hex(0x1C1C1E))

    /// The colour of primary text.
    public static let label = system("label", light: UIColor(white: 0, alpha: 1), dark: UIColor(white: 1, alpha: 1))
    /// The colour of secondary text.
    public static let secondaryLabel = system("secondaryLabel", light: hex(0x3C3C43, alpha: 0.6), dark: hex(0xEBEBF5, alpha: 0.6))
    /// The colour of tertiary text.
    public static let tertiaryLabel = system("tertiaryLabel", light: hex(0x3C3C43, alpha: 0.3), dark: hex(0xEBEBF5, alpha: 0.3))
    /// The colour of quaternary text.
    public static let quaternaryLabel = system("quaternaryLabel", light: hex(0x3C3C43, alpha: 0.18), dark: hex(0xEBEBF5, alpha: 0.16))
    /// The colour of links.
    public static let link = system("link", light: hex(0x007AFF), dark: hex(0x0984FF))
    /// The colour of placeholder text.
    public static let placeholderText = system("placeholderText", light: hex(0x3C3C43, alpha: 0.3), dark: hex(0xEBEBF5, alpha: 0.3))
    /// The colour of thin separator lines.
    public static let separator = system("separator", light: hex(0x3C3C43, alpha: 0.29), dark: hex(0x545458, alpha: 0.6))
    /// The colour of borders that hide what is beneath.
    public static let opaqueSeparator = system("opaqueSeparator", light: hex(0xC6C6C8), dark: hex(0x38383A))
    /// The fill of thin and small shapes, such as a slider's track.
    public static let systemFill = system("systemFill", light: hex(0x787880, alpha: 0.2), dark: hex(0x787880, alpha: 0.36))
    /// The fill of medium shapes, such as a switch's background or a gray button.
    public static let secondarySystemFill = system("secondarySystemFill", light: hex(0x787880, alpha: 0.16), dark: hex(0x787880, alpha: 0.32))
    /// The fill of large shapes, such as input fields and disabled buttons.
    public static let tertiarySystemFill = system("tertiarySystemFill", light: hex(0x767680, alpha: 0.12), dark: hex(0x767680, alpha: 0.24))
    /// The fill of large areas with complex content.
    public static let quaternarySystemFill = system("quaternarySystemFill", light: hex(0x747480, alpha: 0.08), dark: hex(0x767680, alpha: 0.18))
    /// The background of a plain interface.
    public static let systemBackground = system("systemBackground", light: UIColor(white: 1, alpha: 1), dark: UIColor(white: 0, alpha: 1), elevated: hex(0x1C1C1E))
    /// The background of content layered on systemBackground.
    public static let secondarySystemBackground = system("secondarySystemBackground", light: hex(0xF2F2F7), dark: hex(0x1C1C1E), elevated: hex(0x2C2C2E))
    /// The background of content layered on secondarySystemBackground.
    public static let tertiarySystemBackground = system("tertiarySystemBackground", light: UIColor(white: 1, alpha: 1), dark: hex(0x2C2C2E), elevated: hex(0x3A3A3C))
    /// The background of a grouped interface.
    public static let systemGroupedBackground = system("systemGroupedBackground", light: hex(0xF2F2F7), dark: UIColor(white: 0, alpha: 1), elevated: hex(0x1C1C1E))
    /// The background of content layered on systemGroupedBackground.
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackground", light: UIColor(white: 1, alpha: 1), dark: hex(0x1C1C1E), elevated: hex(0x2C2C2E))
    /// The background of content layered on secondarySystemGroupedBackground.
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackground", light: hex(0xF2F2F7), dark: hex(0x2C2C2E), elevated: hex(0x3A3A3C))

    /// White at 60 %, for text on dark backgrounds; the same in both appearances.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Black, for text on light backgrounds; the same in both appearances.
    public static let darkText = UIColor(white: 0, alpha: 1)
}
