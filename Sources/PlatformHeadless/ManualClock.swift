public import Foundation
public import Platform
internal import Synchronization

/// A frame clock that moves only when told to, for tests that step animations exactly.
///
/// Time starts at 0. ``advance(by:)`` moves it forward and, while the clock is running,
/// delivers one frame callback for every frame boundary (a multiple of 1/``framesPerSecond``)
/// passed, each with the boundary's time, then sets the time to the exact target.
@MainActor
public final class ManualClock: FrameClock {
    /// The time, readable on any thread (media time is); only the main actor moves it.
    private let time = Mutex<TimeInterval>(0)
    /// The current time, in seconds from 0.
    public nonisolated var now: TimeInterval {
        get { time.withLock { $0 } }
    }
    /// The rate frames are delivered at while running; a rate that is not a positive number
    /// (a display reporting 0 Hz) means 60, as everywhere in Casement.
    public var framesPerSecond: Double = 60 {
        didSet { if !(framesPerSecond > 0 && framesPerSecond.isFinite) { framesPerSecond = 60 } }
    }
    private var callback: (@MainActor (TimeInterval) -> Void)?
    private var wakeUp: (time: TimeInterval, action: @MainActor () -> Void)?

    /// Creates a clock at time 0.
    public init() {}

    /// True: time moves only in ``advance(by:)``.
    public var movesOnlyWhenTold: Bool { true }

    /// Whether frame callbacks are delivered.
    public var isRunning: Bool { callback != nil }

    /// Delivers frames to `callback` as time is advanced.
    public func start(_ callback: @escaping @MainActor (TimeInterval) -> Void) {
        self.callback = callback
    }

    /// Stops delivering frames.
    public func stop() {
        callback = nil
    }

    /// Calls `action` once time reaches `time`; `nil` cancels.
    public func setWakeUp(at time: TimeInterval?, _ action: @escaping @MainActor () -> Void) {
        wakeUp = time.map { ($0, action) }
    }

    private func setNow(_ value: TimeInterval) {
        time.withLock { $0 = value }
    }

    /// The time of the pending wake-up, if any.
    public var wakeUpTime: TimeInterval? { wakeUp?.time }

    /// Moves time forward by `interval` seconds, delivering the frames and the wake-up that fall
    /// due in time order (a wake-up before a frame at the same instant); negative and NaN
    /// intervals are ignored.
    public func advance(by interval: TimeInterval) {
        guard interval > 0 else { return }
        let target = now + interval
        let period = 1 / framesPerSecond
        // Time reached by adding periods lands a hair before the boundary it means: the
        // tolerance keeps that boundary from being delivered twice.
        var nextFrame = ((now / period + 1e-6).rounded(.down) + 1) * period
        while true {
            let frameDue = callback != nil && nextFrame <= target + 1e-9
            if let wake = wakeUp, wake.time <= target + 1e-9, !frameDue || wake.time <= nextFrame + 1e-9 {
                setNow(max(now, wake.time))
                wakeUp = nil
                wake.action()
            } else if frameDue, let callback {
                setNow(nextFrame)
                callback(nextFrame)
                nextFrame += period
            } else {
                break
            }
        }
        setNow(target)
    }

    /// Moves time forward by `count` frames at the current rate.
    public func advance(frames count: Int) {
        advance(by: Double(count) / framesPerSecond)
    }
}
