import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("CABasicAnimation and the timing model", .serialized)
@MainActor
struct CABasicAnimationTests {
    private func opacity(from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1, configure: (CABasicAnimation) -> Void = { _ in }) -> CALayer {
        let layer = CALayer()
        layer.opacity = 0.2
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.toValue, animation.byValue, animation.duration) = (from, to, by, duration)
        configure(animation)
        layer.add(animation, forKey: "fade")
        CATransaction.flush()
        return layer
    }

    private func shown(_ layer: CALayer, at seconds: Double) -> Float {
        AnimationTestClock.advance(to: seconds)
        return layer.presentation()!.opacity
    }

    @Test("from and to: linear from one to the other, then the model value once it is removed")
    func fromTo() {
        AnimationTestClock.start()
        let layer = opacity(from: 1.0, to: 0.0)
        #expect(shown(layer, at: 0) == 1)
        #expect(abs(shown(layer, at: 0.25) - 0.75) < 1e-6)
        #expect(abs(shown(layer, at: 0.5) - 0.5) < 1e-6)
        #expect(shown(layer, at: 1) == 0.2)
        #expect(layer.animationKeys() == nil)
    }

    @Test("each combination of from, to and by has Core Animation's meaning")
    func combinations() {
        AnimationTestClock.start()
        // from + by: from → from + by.
        #expect(abs(shown(opacity(from: 0.4, by: 0.4), at: 0.5) - 0.6) < 1e-6)
        AnimationTestClock.start()
        // by + to: to − by → to.
        #expect(abs(shown(opacity(to: 1.0, by: 0.5), at: 0.5) - 0.75) < 1e-6)
        AnimationTestClock.start()
        // from alone: from → the model value.
        #expect(abs(shown(opacity(from: 1.0), at: 0.5) - 0.6) < 1e-6)
        AnimationTestClock.start()
        // to alone: the model value → to.
        #expect(abs(shown(opacity(to: 1.0), at: 0.5) - 0.6) < 1e-6)
        AnimationTestClock.start()
        // by alone: the model value → model + by.
        #expect(abs(shown(opacity(by: 0.6), at: 0.5) - 0.5) < 1e-6)
    }

    @Test("a duration of 0 lasts the transaction's animation duration, 0.25 s by default")
    func zeroDuration() {
        AnimationTestClock.start()
        let layer = opacity(from: 1.0, to: 0.0, duration: 0)
        #expect(abs(shown(layer, at: 0.125) - 0.5) < 1e-6)
        #expect(shown(layer, at: 0.25) == 0.2)
    }

    @Test("a delayed animation shows the model value before it begins, or its start value with a backwards fill")
    func delayAndBackwardsFill() {
        AnimationTestClock.start()
        let plain = opacity(from: 1.0, to: 0.5) { $0.beginTime = CACurrentMediaTime() + 2 }
        let filled = opacity(from: 1.0, to: 0.5) { $0.beginTime = CACurrentMediaTime() + 2; $0.fillMode = .backwards }
        #expect(shown(plain, at: 1) == 0.2)
        #expect(shown(filled, at: 1) == 1)
        #expect(abs(shown(plain, at: 2.5) - 0.75) < 1e-6)
    }

    @Test("a forwards fill that stays on the layer holds the end value")
    func forwardsFill() {
        AnimationTestClock.start()
        let layer = opacity(from: 1.0, to: 0.5) { $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }
        #expect(shown(layer, at: 3) == 0.5)
        #expect(layer.animationKeys() == ["fade"])
    }

    @Test("autoreverse with a whole repeat count ends on the start value; with half more, on the end value")
    func autoreverse() {
        AnimationTestClock.start()
        let hold: (CABasicAnimation) -> Void = { $0.autoreverses = true; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }
        let whole = opacity(from: 0.0, to: 1.0) { hold($0); $0.repeatCount = 1 }
        #expect(abs(shown(whole, at: 1.5) - 0.5) < 1e-6)
        #expect(shown(whole, at: 2) == 0)
        AnimationTestClock.start()
        let half = opacity(from: 0.0, to: 1.0) { hold($0); $0.repeatCount = 1.5 }
        #expect(abs(shown(half, at: 2.5) - 0.5) < 1e-6)
        #expect(shown(half, at: 3) == 1)
    }

    @Test("a fractional repeat count stops partway through the last cycle")
    func fractionalRepeat() {
        AnimationTestClock.start()
        let layer = opacity(from: 0.0, to: 1.0) { $0.repeatCount = 2.5; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false }
        #expect(abs(shown(layer, at: 1.25) - 0.25) < 1e-6)
        #expect(abs(shown(layer, at: 5) - 0.5) < 1e-6)
    }

    @Test("timeOffset starts partway and wraps around within the same active time")
    func timeOffsetWraps() {
        AnimationTestClock.start()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        (animation.fromValue, animation.toValue, animation.duration, animation.timeOffset) = (0, 500, 5, 2)
        layer.add(animation, forKey: nil)
        CATransaction.flush()
        func x(_ t: Double) -> CGFloat {
            AnimationTestClock.advance(to: t)
            return layer.presentation()!.position.x
        }
        #expect(abs(x(0) - 200) < 1e-6)
        #expect(abs(x(2.9) - 490) < 1e-6)
        #expect(abs(x(3.1) - 10) < 1e-6)
        #expect(abs(x(4.9) - 190) < 1e-6)
        #expect(x(5) == 0)
    }

    @Test("speed scales the animation, and a superlayer's speed scales its sublayers' animations")
    func speeds() {
        AnimationTestClock.start()
        let fast = opacity(from: 0.0, to: 1.0, duration: 2) { $0.speed = 2 }
        #expect(abs(shown(fast, at: 0.5) - 0.5) < 1e-6)
        AnimationTestClock.start()
        let parent = CALayer()
        parent.speed = 2
        let child = CALayer()
        parent.addSublayer(child)
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.toValue, animation.duration) = (0.0, 1.0, 2)
        child.add(animation, forKey: nil)
        CATransaction.flush()
        #expect(abs(shown(child, at: 0.5) - 0.5) < 1e-6)
        #expect(shown(child, at: 1) == 1)
    }

    @Test("pausing and resuming a layer as the guide shows leaves no jump and shifts the end")
    func pauseAndResume() {
        AnimationTestClock.start()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "position.x")
        (animation.fromValue, animation.toValue, animation.duration) = (0, 400, 4)
        layer.add(animation, forKey: "move")
        CATransaction.flush()
        func x(_ t: Double) -> CGFloat {
            AnimationTestClock.advance(to: t)
            return layer.presentation()!.position.x
        }
        #expect(abs(x(1) - 100) < 1e-6)
        // Pause.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        #expect(abs(x(1.5) - 100) < 1e-6)
        #expect(abs(x(2.9) - 100) < 1e-6)
        // Resume at 3 s.
        AnimationTestClock.advance(to: 3)
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        #expect(abs(x(3) - 100) < 1e-6)
        #expect(abs(x(5) - 300) < 1e-6)
        #expect(x(6.01) == 0)
    }

    @Test("convertTime maps media time through each layer's begin time, speed and offset")
    func convertTime() {
        AnimationTestClock.start()
        let parent = CALayer()
        parent.speed = 0.5
        let layer = CALayer()
        parent.addSublayer(layer)
        (layer.speed, layer.beginTime, layer.timeOffset) = (2, 10, 3)
        let now = CACurrentMediaTime()
        #expect(abs(layer.convertTime(now, from: nil) - ((now * 0.5 - 10) * 2 + 3)) < 1e-9)
        #expect(abs(layer.convertTime(layer.convertTime(now, from: nil), to: nil) - now) < 1e-9)
        #expect(abs(parent.convertTime(5, from: layer) - ((5 - 3) / 2 + 10)) < 1e-9)
    }
}
