public import CoreGraphics
public import Foundation

/// Distances inward from the four edges of a rectangle.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets of `top`, `left`, `bottom` and `right` points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()

    /// The insets as `{top, left, bottom, right}`, as UIKit prints them.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle with `insets` taken off its edges (negative insets grow it).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let rect = standardized
        return CGRect(
            x: rect.minX + insets.left, y: rect.minY + insets.top,
            width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
    }
}
