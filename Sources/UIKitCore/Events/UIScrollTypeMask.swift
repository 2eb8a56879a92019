/// Kinds of scrolling input, as a set.
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int
    /// Kinds from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Scrolling in steps: a mouse wheel's clicks.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// Smooth scrolling: a touchpad's two-finger movement.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Both discrete and continuous scrolling.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
