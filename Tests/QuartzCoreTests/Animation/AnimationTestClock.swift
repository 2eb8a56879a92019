import Foundation
@testable import QuartzCore

/// A manual media clock for animation tests: each test sets the time and reads presentations.
@MainActor
enum AnimationTestClock {
    private static let time = SettableMediaTime(1000)
    static var now: CFTimeInterval {
        get { time.now }
        set { time.now = newValue }
    }

    /// Installs the clock at `time` and closes any transaction a previous test left open.
    ///
    /// Call it first in each test's body: other suites install their own clocks, and a suite's
    /// initializer may run long before its test.
    static func start(at time: CFTimeInterval = 1000) {
        now = time
        AnimationEnvironment.current = AnimationEnvironment(time: Self.time)
        CATransaction.flush()
    }

    /// Moves the clock to `start + seconds` and lets the animation engine see the new time.
    static func advance(to seconds: CFTimeInterval, from start: CFTimeInterval = 1000) {
        now = start + seconds
        AnimationEnvironment.current.engine.update(at: now)
    }
}

/// Records what an animation's delegate is told.
@MainActor
final class AnimationRecorder: @preconcurrency CAAnimationDelegate {
    var events: [String] = []

    func animationDidStart(_ anim: CAAnimation) {
        events.append("start \(anim.value(forKey: "tag") ?? "")")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(anim.value(forKey: "tag") ?? "") \(flag)")
    }
}
