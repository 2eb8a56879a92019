public import Foundation

// Core Graphics' comparison methods, which iOS code still calls in their Swift spelling
// (`point.equalTo(other)`). Foundation on Linux declares the geometry types without them.

extension CGPoint {
    /// Whether the two points are the same.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are the same.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles have the same origin and size (two null rectangles are equal).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGFloat {
    /// The absolute value of `x`, exactly as the standard library's `abs(_:)`.
    ///
    /// Foundation on Linux gives `CGFloat` a static `abs(_:)`, which hides the standard library's
    /// function inside `extension CGFloat { ... }`: `abs(a - self)` there is an error ("static
    /// member 'abs' cannot be used on instance of type 'CGFloat'") where it compiles on Apple's
    /// platforms. This instance method is found first and does what the function does.
    @_transparent
    public func abs<T: Comparable & SignedNumeric>(_ x: T) -> T { Swift.abs(x) }
}
