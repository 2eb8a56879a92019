import CoreFoundation
import Foundation
import Platform

/// A frame clock on the system's monotonic clock, ticking while started at multiples of the
/// frame period, each tick delivered with that multiple as its time.
///
/// Ticks come from a run-loop timer on the run loop the clock is first started from (the main
/// run loop in an app), so they arrive wherever that loop runs the main actor. The one timer is
/// kept and parked in the distant future when stopped: an idle application is not woken, and
/// starting and stopping all day adds nothing (Linux's Foundation keeps some memory of every
/// timer ever added to a run loop).
@MainActor
final class MonotonicFrameClock: FrameClock {
    var framesPerSecond: Double = 60 {
        didSet {
            if !(framesPerSecond > 0 && framesPerSecond.isFinite) { framesPerSecond = 60 }
            guard framesPerSecond != oldValue else { return }
            // A timer repeats at the period it was made with: the next start makes a new one.
            tickTimer.map { CFRunLoopTimerInvalidate($0.timer) }
            tickTimer = nil
            if let callback { start(callback) }
        }
    }
    private var tickTimer: (timer: CFRunLoopTimer, period: TimeInterval)?
    private var callback: (@MainActor (TimeInterval) -> Void)?
    /// The target time of the last tick delivered.
    private var lastTarget = -TimeInterval.infinity
    private var wakeUpTimer: (any DispatchSourceTimer)?
    /// Counts wake-ups set, so a timer that fires after being replaced does nothing.
    private var wakeUpGeneration = 0

    nonisolated var now: TimeInterval {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return TimeInterval(time.tv_sec) + TimeInterval(time.tv_nsec) / 1e9
    }

    private(set) var isRunning = false

    func start(_ callback: @escaping @MainActor (TimeInterval) -> Void) {
        self.callback = callback
        isRunning = true
        let period = 1 / framesPerSecond
        let timer = tickTimer?.timer ?? makeTickTimer(period: period)
        // Ticks fall on multiples of the period, as a display's refreshes do at a steady phase,
        // so refresh intervals are the same for every window and every start of the clock.
        let start = now
        let firstTick = ((start / period).rounded(.down) + 1) * period
        CFRunLoopTimerSetNextFireDate(timer, CFAbsoluteTimeGetCurrent() + (firstTick - start))
    }

    private func makeTickTimer(period: TimeInterval) -> CFRunLoopTimer {
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, .greatestFiniteMagnitude, period, 0, 0) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick(period: period) }
        }!
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, kCFRunLoopCommonModes)
        tickTimer = (timer, period)
        return timer
    }

    private func tick(period: TimeInterval) {
        guard isRunning, let callback else { return }
        // The tick's target: the boundary the timer was set for (it may fire a little late),
        // never one already delivered.
        let target = (now / period).rounded(.toNearestOrAwayFromZero) * period
        guard target > lastTarget else { return }
        lastTarget = target
        callback(target)
    }

    func stop() {
        isRunning = false
        callback = nil
        tickTimer.map { CFRunLoopTimerSetNextFireDate($0.timer, .greatestFiniteMagnitude) }
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
