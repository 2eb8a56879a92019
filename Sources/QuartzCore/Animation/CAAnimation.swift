import Foundation
import CoreGraphics

/// Receives the start and the end of an animation.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is `true` when it ran its whole active time, `false` when it
    /// was removed from its layer first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing: a delegate implements only the callbacks it needs.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing: a delegate implements only the callbacks it needs.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Something a layer runs in response to an event such as a property change (an action).
///
/// Only classes adopt it, as only classes adopt Core Animation's Objective-C protocol.
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// The base of every Core Animation animation: timing, a timing curve, a delegate and removal
/// on completion.
///
/// A layer's `add(_:forKey:)` stores a copy, so one animation object can be configured once and
/// added to many layers. The animation never changes the layer's model values; it changes what
/// the layer's presentation shows while it runs.
///
/// - Note: Divergence: Swift on Linux has no NSObject key-value coding or NSCopying here, so
///   ``copy()``, ``value(forKey:)`` and `setValue(_:forKey:)` are plain methods. A subclass
///   with stored properties of its own overrides ``copy()``, calls `super.copy()` and copies them.
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    /// Maps the fraction of a cycle that has passed to the fraction of the change shown; linear when `nil`.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; the animation keeps it alive, as Core Animation does.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation leaves its layer when its active time ends; keep it (with a forwards
    /// fill) to hold the final value.
    open var isRemovedOnCompletion = true

    /// When the animation starts, in its layer's time; 0 starts it when its transaction commits.
    open var beginTime: CFTimeInterval = 0
    /// The length of one cycle; 0 means the transaction's animation duration (0.25 s by default),
    /// or, inside a group, the group's duration.
    open var duration: CFTimeInterval = 0
    /// How fast the animation's time runs against its layer's; 0 stops it.
    open var speed: Float = 1
    /// Added to the animation's time: where in its cycle it starts.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles the animation runs; fractions run part of the last.
    open var repeatCount: Float = 0
    /// How long the animation repeats for in total, when it repeats by time.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle runs forwards and then backwards.
    open var autoreverses = false
    /// What the animation shows outside its active time.
    open var fillMode = CAMediaTimingFillMode.removed

    /// Values stored for keys the class does not declare, such as tags for a delegate.
    var customValues: [String: Any] = [:]
    /// Set on the copy a layer runs: whether the delegate has been told it started and stopped.
    var didReportStart = false
    var didReportStop = false
    /// The duration a duration of 0 stands for: the transaction's when the animation was added.
    var fallbackDuration = 0.25
    /// The timing of a started animation and the duration it runs for, kept so each frame does
    /// not read them again.
    var runningTiming: RunningTiming?
    /// The transaction completion blocks waiting for this animation to end.
    var completionGroups: [CATransaction.CompletionGroup] = []
    /// Set on the layer's copy from when it is added until its transaction commits.
    var awaitsCommit = false
    /// Called once when the layer's copy stops, whether it ran to its end (`true`) or was removed
    /// before, started or not; how UIKit learns that an animation block has finished. Copied with
    /// the animation, as the delegate is.
    package var stopHandler: (@MainActor (Bool) -> Void)?

    /// Creates an animation with default timing.
    public override init() {}

    /// Whether the animation repeats forever: a repeat count or duration that is infinite or
    /// `HUGE` (the largest finite Float), as Apple's documentation defines it.
    package var repeatsForever: Bool {
        repeatCount >= .greatestFiniteMagnitude || repeatDuration >= Double(Float.greatestFiniteMagnitude)
    }

    /// Returns a new animation of the same class with the same properties.
    open override func copy() -> Any {
        let copy = DynamicConstruction.animation(of: type(of: self))
        (copy.timingFunction, copy.delegate, copy.isRemovedOnCompletion) = (timingFunction, delegate, isRemovedOnCompletion)
        (copy.beginTime, copy.duration, copy.speed, copy.timeOffset) = (beginTime, duration, speed, timeOffset)
        (copy.repeatCount, copy.repeatDuration, copy.autoreverses, copy.fillMode) = (repeatCount, repeatDuration, autoreverses, fillMode)
        copy.customValues = customValues
        copy.stopHandler = stopHandler
        return copy
    }

    /// The default value of `key` for animations of this class; `nil` for every key unless overridden.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The value stored for `key`: a timing property, or a custom key set with `setValue(_:forKey:)`.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "beginTime": beginTime
        case "duration": duration
        case "speed": speed
        case "timeOffset": timeOffset
        case "repeatCount": repeatCount
        case "repeatDuration": repeatDuration
        case "autoreverses": autoreverses
        case "fillMode": fillMode
        case "timingFunction": timingFunction
        case "removedOnCompletion", "isRemovedOnCompletion": isRemovedOnCompletion
        default: customValues[key] ?? type(of: self).defaultValue(forKey: key)
        }
    }

    /// Stores `value` for `key`, for the animation's own use (a delegate can read it back).
    open func setValue(_ value: Any?, forKey key: String) {
        customValues[key] = value
    }

    /// Adds the animation to `anObject` (a layer) under `event`, which is how a layer's actions run.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        layer.add(self, forKey: event)
    }

    // MARK: Evaluation, for the subclasses in this module

    /// Applies what the animation shows at `parentTime` (its layer's local time, or its group's)
    /// to `presentation`, whose values so far are the model's with earlier animations applied.
    ///
    /// `inheritedDuration` is the duration a duration of 0 stands for.
    func apply(to presentation: CALayer, atParentTime parentTime: Double, inheritedDuration: Double) {}

    /// The duration one cycle actually lasts.
    func simpleDuration(inheritedDuration: Double) -> Double {
        duration > 0 && duration.isFinite ? duration : inheritedDuration
    }

    /// The phase at `parentTime`, with this animation's timing.
    func phase(atParentTime parentTime: Double, inheritedDuration: Double) -> MediaTiming.Phase {
        // A running animation's timing is read once; the layer's copy is not changed after it starts.
        if let running = runningTiming, running.inheritedDuration == inheritedDuration {
            return running.timing.phase(atParentTime: parentTime, simpleDuration: running.simpleDuration)
        }
        let timing = MediaTiming(self)
        let simpleDuration = simpleDuration(inheritedDuration: inheritedDuration)
        if didReportStart { runningTiming = RunningTiming(timing: timing, simpleDuration: simpleDuration, inheritedDuration: inheritedDuration) }
        return timing.phase(atParentTime: parentTime, simpleDuration: simpleDuration)
    }

    /// Where the active time ends, in the parent's time; infinite for an animation that repeats forever.
    func endTime(inheritedDuration: Double) -> Double {
        let timing = MediaTiming(self)
        let active = timing.activeDuration(simpleDuration: simpleDuration(inheritedDuration: inheritedDuration))
        guard speed != 0 else { return .infinity }
        return beginTime + active / abs(Double(speed))
    }

    /// The fraction of the change shown for a cycle progress, through the timing function.
    func curved(_ progress: Double) -> Double {
        timingFunction?.evaluate(at: progress) ?? progress
    }
}

/// A started animation's timing, with the duration one cycle lasts given the duration it inherits.
final class RunningTiming {
    let timing: MediaTiming
    let simpleDuration: Double
    let inheritedDuration: Double

    init(timing: MediaTiming, simpleDuration: Double, inheritedDuration: Double) {
        (self.timing, self.simpleDuration, self.inheritedDuration) = (timing, simpleDuration, inheritedDuration)
    }
}
