import Foundation
import Platform

/// A frame clock on the system's monotonic clock, ticking with a dispatch timer while started.
///
/// When stopped it holds no timer, so an idle application is not woken.
@MainActor
final class MonotonicFrameClock: FrameClock {
    var framesPerSecond: Double = 60 {
        didSet {
            if !(framesPerSecond > 0 && framesPerSecond.isFinite) { framesPerSecond = 60 }
            if let callback { start(callback) }
        }
    }
    private var timer: (any DispatchSourceTimer)?
    private var callback: (@MainActor (TimeInterval) -> Void)?
    private var wakeUpTimer: (any DispatchSourceTimer)?
    /// Counts wake-ups set, so a timer that fires after being replaced does nothing.
    private var wakeUpGeneration = 0

    nonisolated var now: TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
    }

    var isRunning: Bool { timer != nil }

    func start(_ callback: @escaping @MainActor (TimeInterval) -> Void) {
        timer?.cancel()
        self.callback = callback
        let timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
        let period = 1 / framesPerSecond
        timer.schedule(deadline: .now() + period, repeating: period, leeway: .microseconds(500))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, let callback = self.callback else { return }
                callback(self.now)
            }
        }
        timer.resume()
        self.timer = timer
    }

    func stop() {
        timer?.cancel()
        timer = nil
        callback = nil
    }

    func setWakeUp(at time: TimeInterval?, _ action: @escaping @MainActor () -> Void) {
        wakeUpTimer?.cancel()
        wakeUpTimer = nil
        wakeUpGeneration += 1
        guard let time else { return }
        let generation = wakeUpGeneration
        let timer = DispatchSource.makeTimerSource(flags: .strict, queue: .main)
        let delay = max(0, time - now)
        timer.schedule(deadline: .now() + (delay.isFinite ? delay : 0), leeway: .microseconds(500))
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.wakeUpGeneration == generation else { return }
                self.wakeUpTimer?.cancel()
                self.wakeUpTimer = nil
                action()
            }
        }
        timer.resume()
        wakeUpTimer = timer
    }
}
