public import CoreGraphics
public import Foundation

/// The kinds of timing curve an animator can follow.
public enum UITimingCurveType: Int, Sendable {
    /// One of the predefined cubic curves.
    case builtin = 0
    /// A cubic Bézier curve of the app's control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}

/// What an animator's pace is made of: a cubic curve, a spring, or both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, when there is one.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, when there is one.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), predefined or of two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The predefined curve this is; ease in and out for a curve of the app's points.
    public let animationCurve: UIView.AnimationCurve
    /// The first inner control point.
    public let controlPoint1: CGPoint
    /// The second inner control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The ease-in, ease-out curve.
    public convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of the predefined curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = CAMediaTimingFunction(name: curve.timingFunctionName).controlPoints
        controlPoint1 = CGPoint(x: CGFloat(points.0), y: CGFloat(points.1))
        controlPoint2 = CGPoint(x: CGFloat(points.2), y: CGFloat(points.3))
        isBuiltin = true
    }

    /// A curve through the control points `point1` and `point2`.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        (animationCurve, controlPoint1, controlPoint2, isBuiltin) = (.easeInOut, point1, point2, false)
    }

    /// Built-in for UIKit's named curves, cubic for control points.
    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// These parameters themselves.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None: this is a cubic curve.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation's timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A damped spring: by damping ratio, or by mass, stiffness and damping, with an initial velocity.
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
    /// The spring's damping ratio: 1 comes to rest without overshoot, less oscillates.
    public let dampingRatio: CGFloat
    /// The initial velocity, in whole changes per second along each axis (only dx is used for
    /// properties of one dimension).
    public let initialVelocity: CGVector
    /// Mass, stiffness and damping, when the spring was given by them.
    let physics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// A critically damped spring with no initial velocity.
    public convenience init() {
        self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of `ratio` with no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring of `ratio` that starts at `velocity`; it settles within the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        (dampingRatio, initialVelocity, physics) = (ratio, velocity, nil)
    }

    /// A spring of a physical mass, stiffness and damping; it runs until it settles, whatever the
    /// animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let ratio = mass > 0 && stiffness > 0 ? damping / (2 * (mass * stiffness).squareRoot()) : 1
        (dampingRatio, initialVelocity, physics) = (ratio, velocity, (mass, stiffness, damping))
    }

    /// A spring.
    public var timingCurveType: UITimingCurveType { .spring }
    /// None: this is a spring.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// These parameters themselves.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
