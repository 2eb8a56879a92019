public import CoreGraphics
public import Foundation
import QuartzCore

/// An animation of view properties that the app controls while it runs: start it, pause it,
/// scrub it to any fraction, reverse it, stop it where it is, and learn where it ended.
///
/// Changes the animation closures make take effect in the views' models when the animator
/// starts (or is first paused or scrubbed); the screen shows them moving. A stopped or reversed
/// animation puts the models where it left the views.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The animator's pace: a cubic curve or a spring.
    public private(set) var timingParameters: (any UITimingCurveProvider)?
    /// How long the whole animation runs, in seconds.
    public private(set) var duration: TimeInterval
    /// How long the animation waited before it started, in seconds.
    public private(set) var delay: TimeInterval = 0
    /// Whether the animation can be paused, scrubbed and reversed; `true` by default.
    open var isInterruptible = true
    /// Whether the animating views receive touches; `true` by default.
    open var isUserInteractionEnabled = true
    /// Whether touches are tested against the views' model frames rather than what is shown; `false` by default.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animation moves the views at an even pace, whatever the curve; `true` by default.
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end, staying active, instead of finishing; `false` by default.
    open var pausesOnCompletion = false

    /// Whether the animator is inactive, active (running or paused) or stopped.
    public private(set) var state = UIViewAnimatingState.inactive
    /// Whether the animation is moving now: active, and not paused.
    public var isRunning: Bool {
        guard state == .active, case .running = motion else { return false }
        return true
    }

    /// One property change the animator moves, over its part of the duration.
    struct Track {
        let layer: CALayer
        let key: String
        let from: Any?
        let to: Any?
        /// The fraction of the duration at which the change starts moving.
        let start: Double
    }

    /// Where the animation is in time: moving from `time` at media time `since`, or held at `time`.
    enum Motion {
        case running(time: Double, since: CFTimeInterval)
        /// `scrubbed`: set through ``fractionComplete``, so shown at an even pace when scrubbing linearly.
        case paused(time: Double, scrubbed: Bool)
    }

    var tracks: [Track] = []
    var motion = Motion.paused(time: 0, scrubbed: false)
    var reversed = false
    var pendingAnimations: [(animations: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Counts the rebuilds of the animations, so that an old animation's stop is not taken for the end.
    var generation = 0
    var runningTrackCount = 0
    /// The animator itself while active or stopped: as in UIKit, the system keeps an animator
    /// alive until it finishes, so an app need not hold one it started.
    private var retainedWhileActive: UIViewPropertyAnimator?
    let identity = UUID().uuidString

    /// An animator of `duration` seconds with the pace of `parameters`; add its changes with
    /// ``addAnimations(_:)``. A spring given by mass, stiffness and damping lasts until it settles.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        timingParameters = parameters
        if let spring = parameters.springTimingParameters, spring.physics != nil {
            self.duration = spring.makeAnimation(duration: self.duration).settlingDuration
        }
    }

    /// An animator of `duration` seconds along a predefined `curve`, animating what `animations` changes.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds along the cubic curve of control points `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator of `duration` seconds driven by a spring of damping ratio `ratio`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running `animations` after `delay`, with the curve of `options`,
    /// calling `completion` where it ends.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds animations that start with the others.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` of the remaining duration later (0 to 1).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 0.999) : 0
        switch state {
        case .inactive:
            pendingAnimations.append((animation, factor))
        case .active:
            // Added while active, the changes run over what remains.
            let now = currentTime
            record(animation, startingAt: now + factor * (1 - now))
            refreshMotion()
        case .stopped:
            Diagnostics.report("Casement UIKit: UIViewPropertyAnimator.addAnimations on a stopped animator ignored; finish it first.")
        }
    }

    /// Adds a block to run when the animation ends, told where it ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: UIViewAnimating

    /// Whether the animation runs backwards, towards its start.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard isInterruptible || state == .inactive else { return reportUninterruptible("reverse") }
            if case .running = motion, state == .active {
                motion = .running(time: currentTime, since: mediaTime)
                reversed = newValue
                refreshMotion()
            } else {
                reversed = newValue
            }
        }
    }

    /// How far the animation has gone, from 0 to 1; setting it scrubs a paused animator.
    open var fractionComplete: CGFloat {
        get {
            if case .paused(let time, _) = motion { return CGFloat(time) }
            return CGFloat(currentTime)
        }
        set {
            guard newValue.isFinite else { return }
            let fraction = min(max(Double(newValue), 0), 1)
            switch state {
            case .inactive:
                activate()
                motion = .paused(time: fraction, scrubbed: true)
                refreshMotion()
            case .active where !isRunning:
                motion = .paused(time: fraction, scrubbed: true)
                refreshMotion()
            default:
                // As in UIKit, a running or stopped animation ignores scrubbing.
                break
            }
        }
    }

    /// Starts the animation, or resumes a paused one.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts the animation after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        let wait = delay.isFinite ? max(delay, 0) : 0
        switch state {
        case .stopped:
            return Diagnostics.report("Casement UIKit: startAnimation() on a stopped UIViewPropertyAnimator ignored; finish it with finishAnimation(at:) first.")
        case .inactive:
            activate()
            self.delay = wait
            motion = .running(time: 0, since: mediaTime + wait)
        case .active:
            guard !isRunning else { return }
            motion = .running(time: resumeTime, since: mediaTime + wait)
        }
        refreshMotion()
    }

    /// Pauses the animation where it is; it stays active.
    open func pauseAnimation() {
        switch state {
        case .stopped:
            Diagnostics.report("Casement UIKit: pauseAnimation() on a stopped UIViewPropertyAnimator ignored.")
        case .inactive:
            activate()
            motion = .paused(time: 0, scrubbed: false)
            refreshMotion()
        case .active:
            guard isRunning else { return }
            guard isInterruptible else { return reportUninterruptible("pause") }
            motion = .paused(time: currentTime, scrubbed: false)
            refreshMotion()
        }
    }

    /// Stops the animation where it is; with `withoutFinishing` false, it then waits for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        switch state {
        case .inactive:
            return
        case .stopped:
            if withoutFinishing { endLife() }
            return
        case .active:
            guard isInterruptible else { return reportUninterruptible("stop") }
        }
        // The views stay where they are shown: that becomes their model.
        let shown = tracks.map { $0.layer.presentation()?.value(forKey: $0.key) }
        removeAnimations()
        setModel { index in shown[index] }
        // Stopped, it stays where it was: its time no longer moves.
        motion = .paused(time: currentTime, scrubbed: false)
        if withoutFinishing {
            endLife()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animation at `finalPosition` and runs its completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return Diagnostics.report("Casement UIKit: finishAnimation(at:) on a UIViewPropertyAnimator that is not stopped ignored; call stopAnimation(false) first.")
        }
        switch finalPosition {
        case .end: setModel { self.tracks[$0].to }
        case .start: setModel { self.tracks[$0].from }
        case .current: break
        }
        finish(at: finalPosition)
    }

    /// Resumes a paused animation with new timing, over `durationFactor` of the original duration.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        if let parameters { timingParameters = parameters }
        if durationFactor > 0, durationFactor.isFinite { duration *= Double(durationFactor) }
        startAnimation()
    }

    // MARK: Life

    /// Makes the animation closures' changes and becomes active.
    private func activate() {
        state = .active
        retainedWhileActive = self
        let pending = pendingAnimations
        pendingAnimations = []
        for (animations, factor) in pending { record(animations, startingAt: factor) }
    }

    private func record(_ animations: () -> Void, startingAt start: Double) {
        for change in UIView.recordChanges(animations) {
            tracks.append(Track(layer: change.layer, key: change.key, from: change.shownValue, to: change.layer.value(forKey: change.key), start: start))
        }
    }

    /// Called when every moving track has reached its end of the animation.
    func reachedEnd() {
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        if pausesOnCompletion {
            motion = .paused(time: reversed ? 0 : 1, scrubbed: false)
            return refreshMotion()
        }
        removeAnimations()
        if reversed { setModel { self.tracks[$0].from } }
        finish(at: position)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        let handlers = completions
        endLife()
        for handler in handlers { handler(position) }
    }

    /// Back to inactive, with no tracks or completions left.
    private func endLife() {
        retainedWhileActive = nil
        state = .inactive
        tracks = []
        completions = []
        motion = .paused(time: 0, scrubbed: false)
    }

    private func reportUninterruptible(_ verb: String) {
        Diagnostics.report("Casement UIKit: a UIViewPropertyAnimator that is not interruptible cannot \(verb); ignored.")
    }

    /// Sets each track's model value to `value(index)`, with no animation.
    private func setModel(_ value: (Int) -> Any?) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, track) in tracks.enumerated() { track.layer.setValue(value(index), forKey: track.key) }
        CATransaction.commit()
    }
}
