public import Foundation

/// A two-dimensional vector, such as a velocity; Foundation on Linux does not provide it.
public struct CGVector: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The vector (0, 0).
    public init() {
        (dx, dy) = (0, 0)
    }

    /// A vector of components `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        (self.dx, self.dy) = (dx, dy)
    }

    /// A vector of components `dx` and `dy`.
    public init(dx: Double, dy: Double) {
        (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy))
    }

    /// A vector of components `dx` and `dy`.
    public init(dx: Int, dy: Int) {
        (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy))
    }

    /// The vector (0, 0).
    public static let zero = CGVector()

    /// The vector as `(dx, dy)`.
    public var description: String { "(\(dx), \(dy))" }
}
