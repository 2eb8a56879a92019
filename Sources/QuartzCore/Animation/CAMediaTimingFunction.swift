public import Foundation
import CoreGraphics

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly, then speeds up.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Starts quickly, then slows down.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends, fastest in the middle.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve implicit animations use.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) that maps the fraction of an animation's
/// duration that has passed to the fraction of its change that shows.
///
/// The curve is evaluated exactly: the Bézier's x is inverted numerically to full double
/// precision, never approximated by another polynomial.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The two inner control points; the outer ones are always (0, 0) and (1, 1).
    public let controlPoints: (Float, Float, Float, Float)

    /// Creates one of the predefined curves, with Apple's control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        default:
            Diagnostics.report("Casement QuartzCore: CAMediaTimingFunction(name: \"\(name.rawValue)\") is not a known curve; using linear.")
            self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Creates a curve from its two inner control points (c1x, c1y) and (c2x, c2y).
    ///
    /// The x coordinates are clamped to 0...1 so that the curve is a function of time, as Core
    /// Animation requires; the y coordinates may leave that range to overshoot.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (min(max(c1x, 0), 1), c1y, min(max(c2x, 0), 1), c2y)
    }

    /// Writes control point `index` (0 to 3) into `values` as its x and y.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: (Float, Float) = switch index {
        case 0: (0, 0)
        case 1: (controlPoints.0, controlPoints.1)
        case 2: (controlPoints.2, controlPoints.3)
        default: (1, 1)
        }
        values[0] = point.0
        values[1] = point.1
    }

    public override var description: String {
        "CAMediaTimingFunction(\(controlPoints.0), \(controlPoints.1), \(controlPoints.2), \(controlPoints.3))"
    }

    /// The fraction of the change shown when `x` of the duration has passed.
    package func evaluate(at x: Double) -> Double {
        let (x1, y1, x2, y2) = (Double(controlPoints.0), Double(controlPoints.1), Double(controlPoints.2), Double(controlPoints.3))
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x1 == y1 && x2 == y2 { return x }
        let t = Self.parameter(forX: x, x1, x2)
        return Self.bezier(t, y1, y2)
    }

    /// The slope dy/dx of the curve at `x`, for continuing a motion at the same speed.
    package func slope(at x: Double) -> Double {
        let (x1, y1, x2, y2) = (Double(controlPoints.0), Double(controlPoints.1), Double(controlPoints.2), Double(controlPoints.3))
        let t = Self.parameter(forX: min(max(x, 0), 1), x1, x2)
        let dx = Self.derivative(t, x1, x2)
        return dx == 0 ? (Self.derivative(t, y1, y2) == 0 ? 0 : .infinity) : Self.derivative(t, y1, y2) / dx
    }

    /// One coordinate of the Bézier with end points 0 and 1 and inner points `p1`, `p2`, at `t`.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The curve parameter where x(t) = `x`: x is non-decreasing in t for inner x in 0...1, so
    /// Newton's steps inside a shrinking bisection bracket converge to the last bit.
    private static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        var t = x
        for _ in 0..<100 {
            let error = bezier(t, x1, x2) - x
            if error == 0 { return t }
            if error < 0 { low = t } else { high = t }
            let slope = derivative(t, x1, x2)
            var next = slope > 1e-12 ? t - error / slope : (low + high) / 2
            if !(next > low && next < high) { next = (low + high) / 2 }
            if next == t || high - low <= Double.ulpOfOne { return next }
            t = next
        }
        return t
    }
}
