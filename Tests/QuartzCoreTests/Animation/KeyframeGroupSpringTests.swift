import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("Keyframe, group and spring animations", .serialized)
@MainActor
struct KeyframeGroupSpringTests {
    private func run(_ animation: CAAnimation, on layer: CALayer = CALayer()) -> CALayer {
        AnimationTestClock.start()
        if animation.duration == 0 { animation.duration = 1 }
        layer.add(animation, forKey: "a")
        CATransaction.flush()
        return layer
    }

    private func at<T>(_ layer: CALayer, _ seconds: Double, _ read: (CALayer) -> T) -> T {
        AnimationTestClock.advance(to: seconds)
        return read(layer.presentation()!)
    }

    private func keyframes(_ values: [Any], mode: CAAnimationCalculationMode = .linear, keyTimes: [NSNumber]? = nil) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        (animation.values, animation.calculationMode, animation.keyTimes) = (values, mode, keyTimes)
        return animation
    }

    @Test("linear keyframes follow the key times; without them they are evenly spaced")
    func linearKeyTimes() {
        let layer = run(keyframes([0, 100, 200], keyTimes: [0, 0.8, 1]))
        #expect(abs(at(layer, 0.4) { $0.position.x } - 50) < 1e-9)
        #expect(abs(at(layer, 0.9) { $0.position.x } - 150) < 1e-9)
        let even = run(keyframes([0, 100, 200]))
        #expect(abs(at(even, 0.25) { $0.position.x } - 50) < 1e-9)
    }

    @Test("discrete keyframes hold each value until the next key time")
    func discrete() {
        let layer = run(keyframes([10, 20, 30], mode: .discrete, keyTimes: [0, 0.3, 0.6, 1]))
        #expect(at(layer, 0.29) { $0.position.x } == 10)
        #expect(at(layer, 0.31) { $0.position.x } == 20)
        #expect(at(layer, 0.7) { $0.position.x } == 30)
    }

    @Test("paced keyframes ignore key times and move at constant speed")
    func paced() {
        let layer = run(keyframes([0, 100, 400], mode: .paced, keyTimes: [0, 0.9, 1]))
        #expect(abs(at(layer, 0.5) { $0.position.x } - 200) < 1e-9)
    }

    @Test("cubic keyframes pass through every value, smoothly (Catmull–Rom with zero tension)")
    func cubic() {
        let layer = run(keyframes([0, 100, 0, 100], mode: .cubic))
        #expect(abs(at(layer, 1.0 / 3) { $0.position.x } - 100) < 1e-9)
        // Catmull–Rom midway through the first segment, with its end tangents (50 and 0).
        let expected = 0.5 * 100 + 0.125 * 50 - 0.125 * 0
        #expect(abs(at(layer, 1.0 / 6) { $0.position.x } - expected) < 1e-9)
    }

    @Test("a timing function per segment bends each segment's time")
    func segmentTimingFunctions() {
        let animation = keyframes([0, 100, 200])
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        let layer = run(animation)
        let expected = 100 * CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
        #expect(abs(Double(at(layer, 0.25) { $0.position.x }) - expected) < 1e-9)
        #expect(abs(at(layer, 0.75) { $0.position.x } - 150) < 1e-9)
    }

    @Test("a position follows a path, one element per equal share of time, turning along it with rotateAuto")
    func pathAndRotation() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 74, y: 74))
        path.addCurve(to: CGPoint(x: 320, y: 74), control1: CGPoint(x: 74, y: 500), control2: CGPoint(x: 320, y: 500))
        path.addCurve(to: CGPoint(x: 566, y: 74), control1: CGPoint(x: 320, y: 500), control2: CGPoint(x: 566, y: 500))
        let animation = CAKeyframeAnimation(keyPath: "position")
        (animation.path, animation.duration) = (path, 5)
        let layer = run(animation)
        #expect(at(layer, 0) { $0.position } == CGPoint(x: 74, y: 74))
        #expect(at(layer, 2.5) { $0.position } == CGPoint(x: 320, y: 74))
        // Halfway along the first curve: the Bézier at t = 0.5.
        let mid = at(layer, 1.25) { $0.position }
        #expect(abs(mid.x - 197) < 1e-9 && abs(mid.y - 393.5) < 1e-9)
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 0, y: 100))
        let turning = CAKeyframeAnimation(keyPath: "position")
        (turning.path, turning.rotationMode) = (line, .rotateAuto)
        let turned = run(turning)
        let angle = at(turned, 0.5) { $0.value(forKeyPath: "transform.rotation.z") as! CGFloat }
        #expect(abs(angle - .pi / 2) < 1e-6)
    }

    @Test("a group runs its children in its own time, gives undated children its duration and cuts them at its end")
    func group() {
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration) = (0, 1000, 10)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue) = (1.0, 0.0)
        let group = CAAnimationGroup()
        (group.animations, group.duration) = ([move, fade], 5)
        let layer = run(group)
        #expect(abs(at(layer, 2.5) { $0.opacity } - 0.5) < 1e-6)
        #expect(abs(at(layer, 4.9) { $0.position.x } - 490) < 1e-9)
        #expect(at(layer, 5) { $0.position.x } == 0 && layer.animationKeys() == nil)
    }

    @Test("a spring follows the exact damped solution, overshoots when underdamped and settles")
    func spring() {
        let spring = CASpringAnimation(keyPath: "position.x")
        (spring.fromValue, spring.toValue, spring.stiffness, spring.damping, spring.mass) = (0, 100, 100, 10, 1)
        spring.duration = spring.settlingDuration
        let layer = run(spring)
        // ω = 10, ζ = 0.5: x(t) = e^(−5t)(cos(ωd t) + (5/ωd) sin(ωd t)), ωd = √75.
        let t = 0.3, wd = 75.0.squareRoot()
        let expected = 100 * (1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)))
        #expect(abs(Double(at(layer, t) { $0.position.x }) - expected) < 1e-9)
        #expect(at(layer, 0.45) { $0.position.x } > 100)
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 2)
        let critical = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(critical.damping - 2 * (critical.stiffness * critical.mass).squareRoot()) < 1e-9)
    }
}
