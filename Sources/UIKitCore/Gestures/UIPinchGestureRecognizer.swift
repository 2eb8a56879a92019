public import CoreGraphics
public import Foundation

/// Recognizes two fingers moving apart or together: a continuous gesture that begins once the
/// distance between them has changed by 8 points and ends when one lifts.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the distance between the fingers changes before the pinch begins, in points.
    static let hysteresis: CGFloat = 8

    private var span = TwoFingerSpan()
    private var baseScale: CGFloat = 1
    /// The measure (the fingers' distance, or the touchpad's scale) when the scale was `baseScale`.
    private var baseDistance: CGFloat = 0
    /// The scale a touchpad pinch in progress reports.
    private var touchpadScale: CGFloat?
    private var velocityTracker = VelocityTracker()

    private var measure: CGFloat? { touchpadScale ?? span.distance }

    /// The distance between the fingers over the distance when they touched down (or when
    /// ``scale`` was last set, taking the set value as the start); for a touchpad pinch, its scale.
    open var scale: CGFloat {
        get {
            guard let measure, baseDistance > 0 else { return baseScale }
            return baseScale * measure / baseDistance
        }
        set {
            baseScale = newValue
            if let measure { baseDistance = measure }
            velocityTracker.reset()
        }
    }

    /// A step of a touchpad pinch over the view: it begins at the first change and ends with the gesture.
    func touchpadPinched(_ phase: UITouch.Phase, scale: CGFloat, at location: CGPoint, in window: UIWindow, time: TimeInterval) {
        guard trackedTouches.isEmpty else { return }
        rememberLocation(location, in: window)
        if phase == .began || touchpadScale == nil {
            touchpadScale = scale
            baseDistance = scale
        }
        touchpadScale = scale
        velocityTracker.add(CGPoint(x: self.scale, y: 0), at: time)
        Self.advance(self, phase)
    }

    /// Moves a touchpad-driven recognizer along with its gesture's `phase`.
    static func advance(_ recognizer: UIGestureRecognizer, _ phase: UITouch.Phase) {
        switch (phase, recognizer.state) {
        case (.moved, .possible): recognizer.state = .began
        case (.moved, .began), (.moved, .changed): recognizer.state = .changed
        case (.ended, .began), (.ended, .changed): recognizer.state = .ended
        case (.cancelled, .began), (.cancelled, .changed): recognizer.state = .cancelled
        default: break
        }
    }

    /// How fast ``scale`` changes, per second.
    open var velocity: CGFloat { velocityTracker.velocity.x }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where !span.take(touch) { ignore(touch, for: event) }
        if span.isComplete, baseDistance == 0, let distance = span.distance {
            baseDistance = distance
            velocityTracker.add(CGPoint(x: scale, y: 0), at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard span.isComplete, let distance = span.distance else { return }
        velocityTracker.add(CGPoint(x: scale, y: 0), at: event.timestamp)
        advanceContinuousGesture(begins: abs(distance - baseDistance) >= Self.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endContinuousGesture(allLifted: span.liftedAll(touches))
    }

    open override func reset() {
        super.reset()
        span = TwoFingerSpan()
        baseScale = 1
        baseDistance = 0
        touchpadScale = nil
        velocityTracker.reset()
    }
}

/// The two fingers of a pinch or rotation, the first two to touch down.
@MainActor
struct TwoFingerSpan {
    private var first: UITouch?
    private var second: UITouch?

    /// Takes `touch` as one of the two fingers; `false` when both are taken.
    mutating func take(_ touch: UITouch) -> Bool {
        if first == nil { first = touch } else if second == nil { second = touch } else { return false }
        return true
    }

    var isComplete: Bool { first != nil && second != nil }

    /// Whether every finger of the span is among `lifted` or lifted already.
    func liftedAll(_ lifted: Set<UITouch>) -> Bool {
        [first, second].compactMap { $0 }.allSatisfy { lifted.contains($0) || $0.phase == .ended || $0.phase == .cancelled }
    }

    var distance: CGFloat? {
        guard let first, let second else { return nil }
        return GestureGeometry.distance(first.windowLocation, second.windowLocation)
    }

    /// The angle of the line from the first finger to the second, clockwise on the screen.
    var angle: CGFloat? {
        guard let first, let second else { return nil }
        return GestureGeometry.angle(first.windowLocation, second.windowLocation)
    }
}
