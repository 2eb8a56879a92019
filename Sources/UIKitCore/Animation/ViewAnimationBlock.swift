import CoreGraphics
import Foundation
import QuartzCore

/// One open or running view animation block: its settings, the property changes made in it, and
/// the animations they became, whose ends it waits for to call the completion handler.
///
/// Changes are recorded while the block is open and turned into Core Animation animations when it
/// closes, so that settings made anywhere inside it (the begin/commit setters, which may follow
/// the changes) apply to all of them, as in UIKit.
@MainActor
final class ViewAnimationBlock {
    /// How the changes move over the duration.
    enum Timing {
        case curve(UIView.AnimationCurve)
        /// UIKit's classic spring: it settles by the end of the block's duration.
        case spring(dampingRatio: CGFloat, velocity: CGFloat)
        /// A spring given by its perceptual duration and bounce; it runs until it settles.
        case perceptualSpring(duration: TimeInterval, bounce: CGFloat, velocity: CGFloat)
    }

    /// A property of one layer changed inside the block.
    struct Change {
        let layer: CALayer
        let key: String
        /// The model value before the block changed it.
        let oldValue: Any?
        /// What was on screen before the change: the presentation value while an animation of the key ran.
        let shownValue: Any?
        /// The repetition `modifyAnimations(withRepeatCount:autoreverses:animations:)` set around the change.
        let repetition: (count: Float, autoreverses: Bool)?
        /// In a keyframe block, the value each keyframe that changed the property ends on, and when.
        var keyframes: [(start: Double, end: Double, value: Any?)] = []
    }

    var duration: TimeInterval
    var delay: TimeInterval
    var timing: Timing
    var options: UIView.AnimationOptions
    var repeatCount: Float
    var autoreverses: Bool
    /// Whether a begin/commit block opened it; its setters apply to such blocks and block-based ones alike.
    let isBeginCommit: Bool
    /// Whether it only records changes for a property animator.
    var isRecorder = false
    var startDate: Date?
    /// How a keyframe block's values are joined; `nil` for a block of the other kinds.
    var keyframeMode: CAAnimationCalculationMode?
    /// The layer a transition block shows changing through an effect, and the effect.
    var viewTransition: (layer: CALayer, type: CATransitionType, subtype: CATransitionSubtype?)?
    let completion: ((Bool) -> Void)?

    /// What the begin/commit API calls around the block's animations.
    var animationID: String?
    var context: UnsafeMutableRawPointer?
    var delegate: AnyObject?
    var willStart: ((AnyObject, String?, UnsafeMutableRawPointer?) -> Void)?
    var didStop: ((AnyObject, String?, Bool, UnsafeMutableRawPointer?) -> Void)?

    var changes: [Change] = []
    private var changeIndex: [ChangeKey: Int] = [:]
    /// The changes made in the keyframe being added now.
    var keyframeChanges: Set<Int> = []
    private var pending = 0
    private var allFinished = true
    private var isClosed = false
    private var didComplete = false

    private struct ChangeKey: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }

    /// A block-based block; nested in `parent`, it takes the parent's duration, timing and options
    /// unless its options say to override them, and starts with it.
    init(
        duration: TimeInterval, delay: TimeInterval, timing: Timing, options: UIView.AnimationOptions,
        parent: ViewAnimationBlock?, completion: ((Bool) -> Void)?
    ) {
        (self.duration, self.delay, self.timing, self.options) = (duration, delay, timing, options)
        self.completion = completion
        isBeginCommit = false
        repeatCount = options.contains(.repeat) ? .infinity : 0
        autoreverses = options.contains(.autoreverse)
        guard let parent else { return }
        if !options.contains(.overrideInheritedDuration) { self.duration = parent.duration }
        if !options.contains(.overrideInheritedCurve) { self.timing = parent.timing }
        if !options.contains(.overrideInheritedOptions) {
            let inherited: UIView.AnimationOptions = [.allowUserInteraction, .beginFromCurrentState, .layoutSubviews]
            self.options.formUnion(parent.options.intersection(inherited))
            if repeatCount == 0 { repeatCount = parent.repeatCount }
            autoreverses = autoreverses || parent.autoreverses
        }
        self.delay += parent.delay
    }

    /// A begin/commit block with UIKit's defaults: 0.2 s, ease in and out, once.
    init(animationID: String?, context: UnsafeMutableRawPointer?) {
        (duration, delay, timing, options) = (0.2, 0, .curve(.easeInOut), [])
        (repeatCount, autoreverses, completion) = (0, false, nil)
        isBeginCommit = true
        (self.animationID, self.context) = (animationID, context)
    }

    // MARK: Recording

    /// Notes that `key` of `layer` changed from `oldValue`, what was shown then being `shownValue`;
    /// a second change of the same property in the block keeps the first one's start.
    func record(layer: CALayer, key: String, oldValue: Any?, shownValue: Any?, repetition: (count: Float, autoreverses: Bool)?) {
        let id = ChangeKey(layer: ObjectIdentifier(layer), key: key)
        let index = changeIndex[id] ?? changes.count
        if keyframeMode != nil { keyframeChanges.insert(index) }
        guard index == changes.count else { return }
        changeIndex[id] = index
        changes.append(Change(layer: layer, key: key, oldValue: oldValue, shownValue: shownValue, repetition: repetition))
    }

    /// The views whose layers changed in the block, for the layout-subviews option.
    var changedViews: [UIView] {
        var seen = Set<ObjectIdentifier>()
        return changes.compactMap { change in
            guard let view = change.layer.delegate as? UIView, view.layer === change.layer, seen.insert(ObjectIdentifier(view)).inserted else { return nil }
            return view
        }
    }

    // MARK: Closing

    /// Turns the recorded changes into animations on their layers, each of which `enclosing`
    /// blocks (still open around this one) also wait for, and arranges the completion.
    func close(enclosing: [ViewAnimationBlock]) {
        isClosed = true
        let waiting = [self] + enclosing.reversed()
        if let startDate { delay = max(delay, startDate.timeIntervalSinceNow) }
        func wait(for animation: CAAnimation, blocking layer: CALayer) {
            // Unless the block allows interaction, the animating view takes no touches until the animation ends.
            weak let blocked = options.contains(.allowUserInteraction) ? nil : (layer.delegate as? UIView).flatMap { $0.layer === layer ? $0 : nil }
            blocked?.interactionBlockingAnimations += 1
            animation.stopHandler = { finished in
                blocked?.interactionBlockingAnimations -= 1
                for block in waiting { block.animationStopped(finished: finished) }
            }
            for block in waiting { block.pending += 1 }
        }
        if duration > 0 || isPerceptualSpring {
            for change in changes {
                guard let animation = makeAnimation(for: change) else { continue }
                wait(for: animation, blocking: change.layer)
                add(animation, for: change)
            }
        }
        if let viewTransition, duration > 0 {
            let transition = CATransition()
            (transition.type, transition.subtype, transition.duration) = (viewTransition.type, viewTransition.subtype, duration)
            if case .curve(let curve) = timing { transition.timingFunction = CAMediaTimingFunction(name: curve.timingFunctionName) }
            if delay > 0 {
                transition.beginTime = viewTransition.layer.convertTime(viewTransition.layer.environment.now, from: nil) + delay
                transition.fillMode = .backwards
            }
            wait(for: transition, blocking: viewTransition.layer)
            viewTransition.layer.add(transition, forKey: kCATransition)
        }
        changes = []
        changeIndex = [:]
        keyframeChanges = []
        if let delegate, let willStart { CATransaction.afterCommitting { willStart(delegate, self.animationID, self.context) } }
        guard pending == 0 else { return }
        // Nothing animates: the completion still comes, when the turn's changes are committed.
        CATransaction.afterCommitting { self.completeIfDone() }
    }

    private var isPerceptualSpring: Bool {
        if case .perceptualSpring = timing { true } else { false }
    }

    private func animationStopped(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        completeIfDone()
    }

    private func completeIfDone() {
        guard isClosed, pending <= 0, !didComplete else { return }
        didComplete = true
        if let delegate, let didStop { didStop(delegate, animationID, allFinished, context) }
        completion?(allFinished)
    }

    // MARK: Animations

    /// The properties animated by adding the change to the value underneath, so that a change made
    /// while one is in flight continues smoothly from where it is towards the new value.
    private static let additiveKeys: Set<String> = ["position", "bounds"]

    private func makeAnimation(for change: Change) -> CAPropertyAnimation? {
        let layer = change.layer
        if keyframeMode != nil { return timed(makeKeyframeAnimation(for: change), on: layer, repetition: change.repetition) }
        let newValue = layer.value(forKey: change.key)
        let animation = makeTimedAnimation()
        animation.keyPath = change.key
        if Self.additiveKeys.contains(change.key), !options.contains(.beginFromCurrentState) {
            guard let (difference, zero) = CABasicAnimation.additiveEnds(from: change.oldValue, to: newValue) else { return nil }
            animation.isAdditive = true
            (animation.fromValue, animation.toValue) = (difference, zero)
        } else {
            let from = options.contains(.beginFromCurrentState) ? change.shownValue : change.oldValue
            (animation.fromValue, animation.toValue) = (Self.animatable(from), Self.animatable(newValue))
        }
        return timed(animation, on: layer, repetition: change.repetition)
    }

    /// `animation` with the block's repetition (or the change's own) and delay.
    private func timed(_ animation: CAPropertyAnimation, on layer: CALayer, repetition: (count: Float, autoreverses: Bool)?) -> CAPropertyAnimation {
        let repetition = repetition ?? (repeatCount, autoreverses)
        (animation.repeatCount, animation.autoreverses) = (repetition.count, repetition.autoreverses)
        if delay > 0 {
            animation.beginTime = layer.convertTime(layer.environment.now, from: nil) + delay
            animation.fillMode = .backwards
        }
        return animation
    }

    /// A basic or spring animation with the block's duration and pace.
    private func makeTimedAnimation() -> CABasicAnimation {
        switch timing {
        case .curve(let curve):
            let animation = CABasicAnimation()
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: curve.timingFunctionName)
            return animation
        case .spring(let ratio, let velocity):
            let spring = CASpringAnimation()
            spring.configureSettling(within: duration, dampingRatio: ratio)
            spring.initialVelocity = velocity
            spring.duration = duration
            return spring
        case .perceptualSpring(let perceptual, let bounce, let velocity):
            let spring = CASpringAnimation(perceptualDuration: perceptual, bounce: bounce)
            spring.initialVelocity = velocity
            spring.duration = spring.settlingDuration
            return spring
        }
    }

    /// Adds `animation`: under the property's name, replacing one in flight, unless it is additive
    /// and one is in flight, which it then joins under a name of its own.
    private func add(_ animation: CAPropertyAnimation, for change: Change) {
        let layer = change.layer
        if !animation.isAdditive {
            if options.contains(.beginFromCurrentState) { layer.removeAnimations(ofKeyPath: change.key) }
            layer.add(animation, forKey: change.key)
            return
        }
        let keys = Set(layer.animationKeys() ?? [])
        var key = change.key
        var suffix = 2
        while keys.contains(key) {
            key = "\(change.key)-\(suffix)"
            suffix += 1
        }
        layer.add(animation, forKey: key)
    }

    /// A value an animation can run from or to: no colour animates as transparent black.
    static func animatable(_ value: Any?) -> Any? {
        value ?? CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 0)
    }
}

extension UIView.AnimationCurve {
    /// Core Animation's timing function of the same shape.
    var timingFunctionName: CAMediaTimingFunctionName {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}

extension CASpringAnimation {
    /// Sets a unit mass, and the stiffness and damping that give `dampingRatio` (0 undamped, 1
    /// critical) and bring the motion from rest to within 0.1 % of its target by `duration`.
    func configureSettling(within duration: TimeInterval, dampingRatio: CGFloat) {
        let ratio = max(dampingRatio, 0)
        let seconds = max(CGFloat(duration), 1e-6)
        mass = 1
        allowsOverdamping = ratio > 1
        initialVelocity = 0
        // An undamped spring never settles: one cycle per duration.
        var frequency = 2 * .pi / seconds
        if ratio > 0 {
            // The motion's shape depends only on the ratio, its time scale on the natural
            // frequency: time how long one of frequency 2π takes to settle, then scale it.
            let probe = 2 * CGFloat.pi
            (stiffness, damping) = (probe * probe, 2 * ratio * probe)
            frequency = probe * CGFloat(settlingDuration) / seconds
        }
        stiffness = frequency * frequency
        damping = 2 * ratio * frequency
    }
}
