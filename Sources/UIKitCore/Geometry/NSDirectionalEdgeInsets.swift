public import CoreGraphics
public import Foundation

/// Distances inward from the edges of a rectangle, named by reading direction: leading is the
/// left edge in left-to-right layouts and the right edge in right-to-left ones.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets of `top`, `leading`, `bottom` and `trailing` points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// The insets as `{top, leading, bottom, trailing}`, as UIKit prints them.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }

    /// The insets on the left and right edges for `direction`.
    package func resolved(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

/// Edges of a rectangle named by reading direction, as a set.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: UInt
    /// Edges from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none = NSDirectionalRectEdge([])
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
