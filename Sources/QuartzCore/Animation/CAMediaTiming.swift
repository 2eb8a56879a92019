public import Foundation

/// What an object shows before and after its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing before or after: the object has no effect outside its active time.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final state stays after the active time.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The initial state shows before the active time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both the initial state before and the final state after.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// The timing of a layer or an animation: when it begins, how fast and how often it runs, and
/// what it shows outside its active time.
///
/// Time is hierarchical: an animation's times are in its layer's time, and a layer's in its
/// superlayer's, each level mapping its parent's time t to `(t - beginTime) * speed + timeOffset`.
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast the object's time runs relative to its parent's; 0 stops it.
    var speed: Float { get set }
    /// Added to the object's local time, so it starts partway through.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles run, fractions included; `.infinity` repeats forever.
    var repeatCount: Float { get set }
    /// How long the cycles run in total, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle runs forwards and then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The timing of one object, as values, and the mapping from its parent's time to its own.
struct MediaTiming: Equatable {
    var beginTime: Double = 0
    var duration: Double = 0
    var speed: Double = 1
    var timeOffset: Double = 0
    var repeatCount: Double = 0
    var repeatDuration: Double = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed

    init(_ object: any CAMediaTiming) {
        beginTime = object.beginTime
        duration = object.duration
        speed = Double(object.speed)
        timeOffset = object.timeOffset
        // `HUGE` (the largest finite Float) means forever, as Apple's documentation says.
        repeatCount = object.repeatCount >= .greatestFiniteMagnitude ? .infinity : Double(object.repeatCount)
        repeatDuration = object.repeatDuration >= Double(Float.greatestFiniteMagnitude) ? .infinity : object.repeatDuration
        autoreverses = object.autoreverses
        fillMode = object.fillMode
    }

    init() {}

    /// Where an object is at a moment of its parent's time.
    enum Phase: Equatable {
        /// Before its active time, without a backwards fill.
        case before
        /// Showing `progress` (0...1 of one cycle, before any timing function) in cycle `iteration`.
        case active(progress: Double, iteration: Double)
        /// After its active time, without a forwards fill.
        case after
    }

    /// The length of one cycle: the duration, twice over when it autoreverses.
    func cycleLength(simpleDuration: Double) -> Double {
        autoreverses ? 2 * simpleDuration : simpleDuration
    }

    /// How long the object is active in its own time, given the duration it actually runs for;
    /// infinite when it repeats forever.
    func activeDuration(simpleDuration d: Double) -> Double {
        let cycle = cycleLength(simpleDuration: d)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount.isInfinite ? .infinity : repeatCount * cycle }
        return cycle
    }

    /// The phase at `parentTime`, for a simple duration `d` (the duration in effect, never 0).
    ///
    /// The active time is measured from `beginTime` at `speed`; `timeOffset` then shifts where in
    /// the cycles that time falls, wrapping around, without changing how long the object is active.
    func phase(atParentTime parentTime: Double, simpleDuration d: Double) -> Phase {
        guard parentTime.isFinite, d > 0, d.isFinite else { return .before }
        let active = activeDuration(simpleDuration: d)
        let elapsed = (parentTime - beginTime) * speed
        if elapsed < 0 || (speed == 0 && parentTime < beginTime) {
            guard fillMode == .backwards || fillMode == .both else { return .before }
            return progress(atLocalTime: timeOffset, simpleDuration: d, end: false)
        }
        if elapsed >= active {
            guard fillMode == .forwards || fillMode == .both else { return .after }
            return progress(atLocalTime: active + timeOffset, simpleDuration: d, end: true)
        }
        return progress(atLocalTime: elapsed + timeOffset, simpleDuration: d, end: false)
    }

    /// Progress within the cycle at local time `t`. At the end of the active time, a time that
    /// falls exactly on a cycle boundary shows the end of the cycle that just finished.
    private func progress(atLocalTime t: Double, simpleDuration d: Double, end: Bool) -> Phase {
        let cycle = cycleLength(simpleDuration: d)
        var iteration = (t / cycle).rounded(.down)
        var within = t - iteration * cycle
        if end, within == 0, iteration > 0 {
            iteration -= 1
            within = cycle
        }
        let forward = within <= d ? within / d : (cycle - within) / d
        return .active(progress: min(max(forward, 0), 1), iteration: iteration)
    }

    /// The object's local time at `parentTime`, without cycles: how layers pass time to their sublayers.
    func localTime(atParentTime parentTime: Double) -> Double {
        (parentTime - beginTime) * speed + timeOffset
    }

    /// The parent time at which the local time is `localTime`, when the speed is not 0.
    func parentTime(atLocalTime localTime: Double) -> Double {
        speed == 0 ? beginTime : (localTime - timeOffset) / speed + beginTime
    }
}
