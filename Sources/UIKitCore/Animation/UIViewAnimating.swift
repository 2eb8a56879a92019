public import CoreGraphics
public import Foundation

/// Where an animator stands in its life.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are not on the views.
    case inactive = 0
    /// Started, running or paused.
    case active = 1
    /// Stopped part way, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended, or is to end.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end: the values the animations set.
    case end = 0
    /// At the start: the values before the animations.
    case start = 1
    /// Where it was when stopped.
    case current = 2
}

/// An object whose animation can be started, paused, scrubbed, reversed, stopped and finished.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Where the animator stands: inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is moving now (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animation runs from its end back to its start.
    var isReversed: Bool { get set }
    /// How far the animation has got, 0 at the start to 1 at the end.
    var fractionComplete: CGFloat { get set }
    /// Starts the animation, or resumes it when paused.
    func startAnimation()
    /// Starts the animation after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animation where it is.
    func pauseAnimation()
    /// Stops the animation where it is, leaving the views there; without finishing, it becomes
    /// inactive at once, otherwise it waits for ``finishAnimation(at:)``.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation at `finalPosition` and runs its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation closures and completions, and can continue with another curve.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds changes to animate with the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds changes that start after `delayFactor` (0 to 1) of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a closure to call with the position the animation ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animation with new timing, over `durationFactor` times the remaining duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
