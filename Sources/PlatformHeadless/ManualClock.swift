public import Foundation
public import Platform

/// A frame clock that moves only when told to, for tests that step animations exactly.
///
/// Time starts at 0. ``advance(by:)`` moves it forward and, while the clock is running,
/// delivers one frame callback for every frame boundary (a multiple of 1/``framesPerSecond``)
/// passed, each with the boundary's time, then sets the time to the exact target.
@MainActor
public final class ManualClock: FrameClock {
    public private(set) var now: TimeInterval = 0
    public var framesPerSecond: Double = 60
    private var callback: (@MainActor (TimeInterval) -> Void)?

    /// Creates a clock at time 0.
    public init() {}

    public var isRunning: Bool { callback != nil }

    public func start(_ callback: @escaping @MainActor (TimeInterval) -> Void) {
        self.callback = callback
    }

    public func stop() {
        callback = nil
    }

    /// Moves time forward by `interval` seconds, delivering the frames that fall due; negative and NaN intervals are ignored.
    public func advance(by interval: TimeInterval) {
        guard interval > 0 else { return }
        let target = now + interval
        let period = 1 / framesPerSecond
        var next = ((now / period).rounded(.down) + 1) * period
        while next <= target + 1e-9, let callback {
            now = next
            callback(next)
            next += period
        }
        now = target
    }

    /// Moves time forward by `count` frames at the current rate.
    public func advance(frames count: Int) {
        advance(by: Double(count) / framesPerSecond)
    }
}
