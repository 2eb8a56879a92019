import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("Animation lifecycle and transactions", .serialized)
@MainActor
struct AnimationLifecycleTests {
    private func fade(_ tag: String, duration: Double = 1, delegate: AnimationRecorder? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.toValue, animation.duration) = (1.0, 0.0, duration)
        animation.delegate = delegate
        animation.setValue(tag, forKey: "tag")
        return animation
    }

    @Test("the delegate hears the start at commit and the stop, finished, when the active time ends")
    func delegateStartAndStop() {
        AnimationTestClock.start()
        let recorder = AnimationRecorder()
        let layer = CALayer()
        layer.add(fade("a", delegate: recorder), forKey: "a")
        #expect(recorder.events.isEmpty)
        CATransaction.flush()
        #expect(recorder.events == ["start a"])
        AnimationTestClock.advance(to: 0.5)
        #expect(recorder.events == ["start a"])
        AnimationTestClock.advance(to: 1)
        #expect(recorder.events == ["start a", "stop a true"])
        #expect(layer.animation(forKey: "a") == nil)
    }

    @Test("removing an animation early stops it unfinished; adding under the same key replaces it")
    func removalAndReplacement() {
        AnimationTestClock.start()
        let recorder = AnimationRecorder()
        let layer = CALayer()
        layer.add(fade("a", delegate: recorder), forKey: "move")
        CATransaction.flush()
        layer.add(fade("b", delegate: recorder), forKey: "move")
        CATransaction.flush()
        #expect(recorder.events == ["start a", "stop a false", "start b"])
        #expect(layer.animationKeys() == ["move"])
        layer.removeAllAnimations()
        #expect(recorder.events.last == "stop b false")
        #expect(layer.animationKeys() == nil)
    }

    /// A layer running a one-second fade named "spin" that repeats forever, committed.
    private func spinningLayer(_ recorder: AnimationRecorder) -> CALayer {
        let layer = CALayer()
        let spin = fade("spin", delegate: recorder)
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        CATransaction.flush()
        return layer
    }

    @Test("a started forever-repeating animation still reports its stop when removed")
    func foreverAnimationStopsWhenRemoved() {
        AnimationTestClock.start()
        let recorder = AnimationRecorder()
        let layer = spinningLayer(recorder)
        AnimationTestClock.advance(to: 5.5)
        #expect(recorder.events == ["start spin"])
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        layer.removeAnimation(forKey: "spin")
        #expect(recorder.events == ["start spin", "stop spin false"])
    }

    @Test("a finite animation added beside a running forever-repeating one still finishes on time")
    func finiteBesideForever() {
        AnimationTestClock.start()
        let recorder = AnimationRecorder()
        let layer = spinningLayer(recorder)
        AnimationTestClock.advance(to: 2)
        layer.add(fade("once", delegate: recorder), forKey: "once")
        CATransaction.flush()
        AnimationTestClock.advance(to: 2.5)
        #expect(recorder.events == ["start spin", "start once"])
        AnimationTestClock.advance(to: 3)
        #expect(recorder.events == ["start spin", "start once", "stop once true"])
        #expect(layer.animationKeys() == ["spin"])
    }

    @Test("changes a stop delegate makes during a frame are committed with it, leaving no transaction open")
    func delegateChangesJoinTheFrame() {
        AnimationTestClock.start()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let other = CALayer()
        root.addSublayer(other)
        let compositor = LayerCompositor(rootLayer: root)
        let context = rgbaContext(width: 40, height: 40)
        _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        let ender = StopAction { other.opacity = 0.5 }
        let animation = fade("a", duration: 0.5)
        animation.delegate = ender
        root.add(animation, forKey: "a")
        CATransaction.flush()
        AnimationTestClock.now = 1000.5
        _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        #expect(ender.stops == 1)
        // A transaction begun now is the outermost: its animation starts at its commit.
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        other.opacity = 0
        CATransaction.commit()
        AnimationTestClock.advance(to: 1)
        // Halfway from what was shown at the commit (1, the delegate's change just begun) to 0.
        #expect(abs(Double(other.presentation()!.opacity) - 0.5) < 1e-6)
        #expect(other.animation(forKey: "opacity")?.beginTime == 1000.5)
    }

    @Test("animations a stop delegate adds during an update run their whole duration, whichever layer the update visits next")
    func animationsAddedDuringUpdate() {
        AnimationTestClock.start()
        let recorder = AnimationRecorder()
        let first = CALayer()
        let others = (0..<20).map { _ in CALayer() }
        let chain = StopAction {
            for (index, layer) in others.enumerated() { layer.add(fade("next \(index)", delegate: recorder), forKey: "next") }
        }
        let animation = fade("first", duration: 0.5)
        animation.delegate = chain
        first.add(animation, forKey: "first")
        // The other layers have animations of their own, so the engine visits them in that update.
        for layer in others { layer.add(fade("own", duration: 10), forKey: "own") }
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.5)
        CATransaction.flush()
        AnimationTestClock.advance(to: 1.0)
        #expect(!recorder.events.contains { $0.hasPrefix("stop next") })
        #expect(others.allSatisfy { $0.animation(forKey: "next") != nil })
        AnimationTestClock.advance(to: 1.5)
        #expect(recorder.events.filter { $0.hasPrefix("stop next") }.count == 20)
    }

    @Test("the layer runs a copy: changing the original afterwards changes nothing, and one object can go on many layers")
    func addCopies() {
        AnimationTestClock.start()
        let animation = fade("a")
        let first = CALayer()
        let second = CALayer()
        first.add(animation, forKey: "fade")
        second.add(animation, forKey: "fade")
        animation.toValue = 1.0
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.5)
        #expect(first.animation(forKey: "fade") !== animation)
        #expect(abs(first.presentation()!.opacity - 0.5) < 1e-6 && abs(second.presentation()!.opacity - 0.5) < 1e-6)
        #expect(first.animation(forKey: "fade")!.beginTime == 1000)
    }

    @Test("a transaction's completion block runs once, after the last of its animations, nested ones included")
    func completionAfterNestedAnimations() {
        AnimationTestClock.start()
        var completions: [Double] = []
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions.append(AnimationTestClock.now - 1000) }
        layer.add(fade("short", duration: 0.5), forKey: "short")
        CATransaction.begin()
        layer.add(fade("long", duration: 1), forKey: "long")
        CATransaction.commit()
        CATransaction.commit()
        AnimationTestClock.advance(to: 0.5)
        #expect(completions.isEmpty)
        AnimationTestClock.advance(to: 1)
        #expect(completions == [1])
        AnimationTestClock.advance(to: 2)
        #expect(completions == [1])
    }

    @Test("a completion block whose transaction added no animation runs at commit; removing the animation also completes it")
    func completionWithoutOrRemovedAnimations() {
        AnimationTestClock.start()
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        CATransaction.commit()
        #expect(ran == 1)
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        layer.add(fade("a", duration: 5), forKey: "a")
        CATransaction.commit()
        layer.removeAnimation(forKey: "a")
        #expect(ran == 2)
    }

    @Test("nested transactions: inner settings apply inside, outer ones outside, and nothing starts before the outer commit")
    func nestedSettings() {
        AnimationTestClock.start()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.begin()
        CATransaction.setAnimationDuration(5)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.animationDuration() == 5 && CATransaction.disableActions())
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.toValue) = (0.0, 1.0)
        layer.add(animation, forKey: "a")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2 && !CATransaction.disableActions())
        #expect(layer.animation(forKey: "a")!.beginTime == 0)
        AnimationTestClock.now = 1001
        CATransaction.commit()
        #expect(layer.animation(forKey: "a")!.beginTime == 1001)
        // The animation's duration of 0 stands for the 5 s of the transaction it was added in.
        AnimationTestClock.advance(to: 3.5)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        #expect(CATransaction.value(forKey: kCATransactionAnimationDuration) == nil)
    }

    @Test("an animation whose key path is missing is not added, and one of the wrong type changes nothing")
    func badAnimations() {
        AnimationTestClock.start()
        let layer = CALayer()
        layer.add(CABasicAnimation(), forKey: "nothing")
        #expect(layer.animationKeys() == nil)
        let wrong = CABasicAnimation(keyPath: "opacity")
        (wrong.fromValue, wrong.toValue) = ("bright", "dark")
        layer.add(wrong, forKey: "wrong")
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.1)
        #expect(layer.presentation()!.opacity == 1)
    }
}

@Suite("Animation bad input", .serialized)
@MainActor
struct AnimationBadInputTests {
    @Test("NaN, infinite or negative times are rejected with a diagnostic and the layer is unchanged")
    func badTimes() {
        AnimationTestClock.start()
        let layer = CALayer()
        for configure in [{ (a: CABasicAnimation) in a.beginTime = .nan }, { $0.duration = -1 }, { $0.duration = .infinity },
                          { $0.speed = .nan }, { $0.timeOffset = .infinity }, { $0.repeatCount = .nan }, { $0.repeatDuration = -2 }] {
            let animation = CABasicAnimation(keyPath: "opacity")
            (animation.fromValue, animation.toValue) = (0.0, 1.0)
            configure(animation)
            layer.add(animation, forKey: "bad")
            #expect(layer.animationKeys() == nil)
        }
    }

    @Test("an unknown key path animates a custom value, as Core Animation's key-value coding container allows")
    func unknownKeyPath() {
        AnimationTestClock.start()
        let layer = CALayer()
        let glow = CABasicAnimation(keyPath: "glow")
        (glow.fromValue, glow.toValue, glow.duration) = (0.0, 10.0, 1)
        layer.add(glow, forKey: nil)
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.5)
        #expect(numericValue(layer.presentation()!.value(forKey: "glow")) == 5)
        #expect(layer.value(forKey: "glow") == nil)
    }

    @Test("values of the wrong type for their property are reported once and leave the value underneath showing")
    func mismatchedValueTypes() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        layer.name = "mismatched"
        let scene = CompositedScene(layers: [layer])
        let move = CABasicAnimation(keyPath: "position")
        (move.fromValue, move.toValue, move.duration) = (1.0, 30.0, 1)
        layer.add(move, forKey: nil)
        CATransaction.flush()
        let frame = scene.frame(at: 0.5)
        #expect(layer.presentation()!.position == CGPoint(x: 5, y: 5))
        #expect(frame[5, 5] == [255, 0, 0, 255])
        #expect(Diagnostics.hasReported("CABasicAnimation of \"position\" on CALayer \"mismatched\" has CGFloat values"))
    }

    @Test("an infinitely repeating autoreversing animation keeps going and never ends")
    func infiniteAutoreverse() {
        AnimationTestClock.start()
        let layer = CALayer()
        let pulse = CABasicAnimation(keyPath: "opacity")
        (pulse.fromValue, pulse.toValue, pulse.duration, pulse.autoreverses, pulse.repeatCount) = (0.0, 1.0, 1, true, .infinity)
        layer.add(pulse, forKey: "pulse")
        CATransaction.flush()
        AnimationTestClock.advance(to: 1000.5)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-4)
        AnimationTestClock.advance(to: 1001.5)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-4 && layer.animationKeys() == ["pulse"])
    }

    @Test("a layer removed from its tree keeps its animations, and a released one drops out of the engine")
    func removedLayers() {
        AnimationTestClock.start()
        let parent = CALayer()
        var child: CALayer? = CALayer()
        parent.addSublayer(child!)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (1.0, 0.0, 1)
        child!.add(fade, forKey: "fade")
        CATransaction.flush()
        child!.removeFromSuperlayer()
        AnimationTestClock.advance(to: 0.5)
        #expect(abs(child!.presentation()!.opacity - 0.5) < 1e-6)
        weak var released = child
        child = nil
        AnimationTestClock.advance(to: 0.75)
        #expect(released == nil)
    }
}

/// A delegate that runs `body` when an animation stops.
@MainActor
private final class StopAction: @preconcurrency CAAnimationDelegate {
    let body: () -> Void
    var stops = 0
    init(_ body: @escaping () -> Void) { self.body = body }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops += 1
        body()
    }
}
