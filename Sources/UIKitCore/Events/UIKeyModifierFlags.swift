/// The modifier keys held during an event, with UIKit's bit values.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int
    /// Flags from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// A Shift key is held.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// A Control key is held.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Alt on a PC keyboard (Option on Apple's).
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// The Super (Windows) key, which plays Command's part.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// The key is on the numeric keypad (or Num Lock is on).
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
