public import CoreGraphics
public import Foundation

/// Recognizes two fingers turning: a continuous gesture that begins once the line between them
/// has turned 5° and ends when one lifts. The rotation is in radians, clockwise on the screen
/// positive, so `view.transform.rotated(by: rotation)` follows the fingers.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers turn before the rotation begins, in radians.
    static let hysteresis: CGFloat = 5 * .pi / 180

    private var span = TwoFingerSpan()
    /// The rotation since the fingers touched down (or since ``rotation`` was set), unwrapped.
    private var turned: CGFloat = 0
    private var baseRotation: CGFloat = 0
    private var lastAngle: CGFloat?
    private var velocityTracker = VelocityTracker()

    /// How far the fingers have turned, in radians, counting from the value last set.
    open var rotation: CGFloat {
        get { baseRotation + turned }
        set {
            baseRotation = newValue
            turned = 0
            velocityTracker.reset()
        }
    }

    /// A step of a touchpad rotation over the view, `rotation` measured from the gesture's start.
    func touchpadRotated(_ phase: UITouch.Phase, rotation: CGFloat, at location: CGPoint, in window: UIWindow, time: TimeInterval) {
        guard trackedTouches.isEmpty else { return }
        rememberLocation(location, in: window)
        if phase == .began || lastAngle == nil {
            lastAngle = rotation
            velocityTracker.add(CGPoint(x: self.rotation, y: 0), at: time)
        }
        turned += rotation - (lastAngle ?? rotation)
        lastAngle = rotation
        velocityTracker.add(CGPoint(x: self.rotation, y: 0), at: time)
        UIPinchGestureRecognizer.advance(self, phase)
    }

    /// How fast the fingers turn, in radians per second.
    open var velocity: CGFloat { velocityTracker.velocity.x }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where !span.take(touch) { ignore(touch, for: event) }
        if lastAngle == nil, let angle = span.angle {
            lastAngle = angle
            velocityTracker.add(.zero, at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle = span.angle, let last = lastAngle else { return }
        turned += GestureGeometry.normalized(angle - last)
        lastAngle = angle
        velocityTracker.add(CGPoint(x: rotation, y: 0), at: event.timestamp)
        advanceContinuousGesture(begins: abs(turned) >= Self.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endContinuousGesture(allLifted: span.liftedAll(touches))
    }

    open override func reset() {
        super.reset()
        span = TwoFingerSpan()
        turned = 0
        baseRotation = 0
        lastAngle = nil
        velocityTracker.reset()
    }
}
