public import Foundation

/// Animations that run together in the group's time: each child's times are measured from the
/// group's start, a child with no duration lasts as long as the group, and nothing shows past
/// the group's end. The group's delegate and removal apply; the children's do not.
open class CAAnimationGroup: CAAnimation {
    /// The animations the group runs.
    open var animations: [CAAnimation]?

    open override func copy() -> Any {
        let copy = super.copy() as! CAAnimationGroup
        copy.animations = animations?.compactMap { $0.copy() as? CAAnimation }
        return copy
    }

    override func apply(to presentation: CALayer, atParentTime parentTime: Double, inheritedDuration: Double) {
        let duration = simpleDuration(inheritedDuration: inheritedDuration)
        guard case .active(let progress, _) = phase(atParentTime: parentTime, inheritedDuration: inheritedDuration) else { return }
        // The group's timing curve bends the time its children see.
        let local = curved(progress) * duration
        for animation in animations ?? [] {
            animation.apply(to: presentation, atParentTime: local, inheritedDuration: duration)
        }
    }
}

/// A basic animation whose value follows a damped spring from `fromValue` to `toValue`,
/// overshooting when the spring is underdamped.
///
/// The value at each instant is the exact solution of the spring's equation of motion, using the
/// seconds elapsed in the current cycle (not a timing curve). Set `duration` to
/// ``settlingDuration`` to run the spring until it comes to rest.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring.
    open var mass: CGFloat = 1
    /// The spring's stiffness.
    open var stiffness: CGFloat = 100
    /// The friction slowing the mass.
    open var damping: CGFloat = 10
    /// The speed at the start, in distances from `fromValue` to `toValue` per second; positive
    /// moves towards `toValue`.
    open var initialVelocity: CGFloat = 0
    /// Whether damping beyond the critical amount is used as is (`true`) or limited to critical
    /// damping, so that the spring never creeps more slowly than it must.
    open var allowsOverdamping = false

    /// Creates a spring of `duration` seconds whose `bounce` runs from -1 (heavily damped)
    /// through 0 (critically damped) to 1 (undamped), as SwiftUI's springs are defined.
    public convenience init(perceptualDuration duration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let d = max(CGFloat(duration), 1e-6)
        mass = 1
        stiffness = pow(2 * .pi / d, 2)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / d : 4 * .pi / (d * (1 + max(bounce, -0.999)))
        allowsOverdamping = bounce < 0
    }

    /// How long the spring takes to settle: after it, the value stays within 0.1 % of the change
    /// of `toValue`.
    open var settlingDuration: CFTimeInterval {
        let motion = SpringMotion(self)
        // The displacement is bounded by an exponential envelope; find where it falls below the threshold.
        var time = 0.0
        let step = 1.0 / 240
        var lastOutside = 0.0
        while time < 120 {
            if abs(motion.displacement(at: time)) > 1e-3 { lastOutside = time }
            if time - lastOutside > 1, motion.envelope(at: time) < 1e-3 { break }
            time += step
        }
        return lastOutside
    }

    open override func copy() -> Any {
        let copy = super.copy() as! CASpringAnimation
        (copy.mass, copy.stiffness, copy.damping, copy.initialVelocity, copy.allowsOverdamping) = (mass, stiffness, damping, initialVelocity, allowsOverdamping)
        return copy
    }

    override func apply(to presentation: CALayer, atParentTime parentTime: Double, inheritedDuration: Double) {
        guard let keyPath, case .active(let progress, let iteration) = phase(atParentTime: parentTime, inheritedDuration: inheritedDuration) else { return }
        let seconds = progress * simpleDuration(inheritedDuration: inheritedDuration)
        let underneath = AnimatedValue(presentation.value(forKeyPath: keyPath))
        let fraction = 1 - SpringMotion(self).displacement(at: seconds)
        guard var shown = value(atFraction: fraction, iteration: iteration, underneath: underneath) else { return }
        if isAdditive { shown = .sum(underneath, shown) }
        presentation.setPresentationValue(shown.value, forKeyPath: keyPath)
    }
}

/// The damped spring's displacement from rest, starting at 1: x'' = −(k/m)x − (c/m)x'.
struct SpringMotion {
    let omega: Double
    let zeta: Double
    let velocity: Double

    init(_ spring: CASpringAnimation) {
        let m = max(Double(spring.mass), 1e-9), k = max(Double(spring.stiffness), 1e-9)
        omega = (k / m).squareRoot()
        let ratio = max(Double(spring.damping), 0) / (2 * (k * m).squareRoot())
        zeta = spring.allowsOverdamping ? ratio : min(ratio, 1)
        velocity = Double(spring.initialVelocity)
    }

    func displacement(at t: Double) -> Double {
        let v0 = -velocity
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega + v0) / wd
            return exp(-zeta * omega * t) * (cos(wd * t) + b * sin(wd * t))
        }
        if zeta == 1 {
            return exp(-omega * t) * (1 + (v0 + omega) * t)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
        let c2 = (v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// A bound on |displacement| from `t` on.
    func envelope(at t: Double) -> Double {
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (zeta * omega - velocity) / wd
            return exp(-zeta * omega * t) * (1 + b * b).squareRoot()
        }
        return abs(displacement(at: t)) + abs(displacement(at: t + 0.5))
    }
}
