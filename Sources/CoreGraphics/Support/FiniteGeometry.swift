public import Foundation

// Hostile geometry (NaN, infinities, 1e300) must never trap: Swift's integer conversions and
// Foundation's rectangle operations do on such values. These helpers are where the framework
// turns an arbitrary floating-point value into something it can count, allocate or draw with.

extension FixedWidthInteger {
    /// The integer nearest to `value` within the type's range: NaN is zero, and values beyond
    /// the range (infinities included) become its nearest bound.
    ///
    /// Swift's `Int(_:)` traps on all three; geometry a caller hands the framework may be any of them.
    @inlinable
    package init<Source: BinaryFloatingPoint>(saturating value: Source) {
        self = Self.saturating(value)
    }

    /// The integer nearest to `value` within the type's range, as the generic initializer gives
    /// it; a type narrower than `Int` clamps `Int`'s result, so no bound goes through the
    /// standard library's generic conversions (thousands of instructions a call).
    @inlinable
    package init(saturating value: Double) {
        if Self.bitWidth < Int.bitWidth || (Self.bitWidth == Int.bitWidth && Self.isSigned) {
            self.init(clamping: Int(saturating: value))
        } else {
            self = Self.saturating(value)
        }
    }

    /// The integer nearest to `value` within the type's range (see the one taking a `Double`).
    @inlinable
    package init(saturating value: CGFloat) {
        self.init(saturating: Double(value))
    }

    /// The body of the generic conversion, also the wide types' path from `Double`.
    @inlinable
    static func saturating<Source: BinaryFloatingPoint>(_ value: Source) -> Self {
        if value.isNaN {
            return 0
        } else if value <= Source(Self.min) {
            return .min
        } else if value >= Source(Self.max) {
            // Source(Self.max) may round up past max (Int64.max as a Double does), so the
            // comparison is inclusive and the bound is returned rather than converted.
            return .max
        } else {
            return Self(value)
        }
    }
}

extension Int {
    /// The integer nearest to `value` within `Int`'s range, as the generic initializer gives it;
    /// this one compares with constants instead of converting the bounds through the standard
    /// library's generic (and not inlined) conversions, which cost more than the rest.
    @inlinable
    package init(saturating value: Double) {
        // ±2^63: Int.min exactly, and the first Double past Int.max.
        if value.isNaN {
            self = 0
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else if value >= 9_223_372_036_854_775_808.0 {
            self = .max
        } else {
            self = Int(value)
        }
    }
}

extension CGRect {
    /// Whether the two rectangles share area, for rectangles with no negative size (or null,
    /// which shares none): `intersects(_:)` without its call into Foundation, for walks that
    /// test thousands of layers.
    @inlinable @inline(__always)
    package func overlaps(_ other: CGRect) -> Bool {
        origin.x < other.origin.x + other.size.width && other.origin.x < origin.x + size.width
            && origin.y < other.origin.y + other.size.height && other.origin.y < origin.y + size.height
    }

    /// Whether `point` lies in the rectangle, as `contains(_:)` answers (the maximum edges
    /// excluded, nothing in an empty or null rectangle), without its call into Foundation,
    /// which standardizes a copy: hit testing asks it of every sibling it passes.
    @inlinable @inline(__always)
    package func holds(_ point: CGPoint) -> Bool {
        let (minX, maxX) = size.width >= 0 ? (origin.x, origin.x + size.width) : (origin.x + size.width, origin.x)
        let (minY, maxY) = size.height >= 0 ? (origin.y, origin.y + size.height) : (origin.y + size.height, origin.y)
        return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether every coordinate is a finite number (the null rectangle is not finite).
    @inlinable
    package var isFiniteGeometry: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// How far the framework's bookkeeping lets a rectangle reach: 2^40 points, beyond any screen
    /// and still exact in a `Double` to a millionth of a point.
    package static let farthestCoordinate: CGFloat = 1_099_511_627_776

    /// The intersection with `other` after both are held within ±2^40 (``clampedToFarthest``):
    /// null when either has a NaN, where Foundation's `intersection` traps.
    package func clampedIntersection(_ other: CGRect) -> CGRect {
        clampedToFarthest.intersection(other.clampedToFarthest)
    }

    /// This rectangle with its edges brought within ±``farthestCoordinate``, or the null
    /// rectangle when any coordinate is NaN (nothing sensible can be drawn there).
    ///
    /// Compositing and damage use it so that a layer sent towards infinity (a scale of 1e300, a
    /// projective transform with w = 0) still covers the screen instead of trapping in
    /// `intersection` or `Int(_:)`.
    package var clampedToFarthest: CGRect {
        if isNull || isFiniteGeometry && abs(minX) <= Self.farthestCoordinate && abs(maxX) <= Self.farthestCoordinate
            && abs(minY) <= Self.farthestCoordinate && abs(maxY) <= Self.farthestCoordinate
        {
            return self
        }
        guard !origin.x.isNaN, !origin.y.isNaN, !size.width.isNaN, !size.height.isNaN else { return .null }
        let limit = Self.farthestCoordinate
        func clamp(_ v: CGFloat) -> CGFloat { Swift.min(Swift.max(v, -limit), limit) }
        // Edges are clamped one by one; an infinite origin plus an infinite size is NaN, so the
        // far edge is computed from the raw values only when both are finite.
        let x0 = clamp(origin.x), y0 = clamp(origin.y)
        let x1 = clamp(origin.x.isFinite && size.width.isFinite ? origin.x + size.width : (size.width < 0 ? -.infinity : .infinity))
        let y1 = clamp(origin.y.isFinite && size.height.isFinite ? origin.y + size.height : (size.height < 0 ? -.infinity : .infinity))
        return CGRect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }
}

extension CGAffineTransform {
    /// Whether all six entries are finite numbers.
    @inlinable
    package var isFiniteTransform: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }
}
