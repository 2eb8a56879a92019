public import Foundation

/// The clock every animation and time-based layer reads.
///
/// It is monotonic and counts seconds from an arbitrary origin. Tests replace it with a manual
/// source so what moves on screen is a function of the time they set.
package enum MediaClock {
    /// The source of the current time; the system's monotonic clock unless replaced.
    ///
    /// Process-wide until the application session owns the clock (issue 23); tests set it before
    /// any layer is touched off the main thread.
    package nonisolated(unsafe) static var source: () -> CFTimeInterval = {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return CFTimeInterval(time.tv_sec) + CFTimeInterval(time.tv_nsec) / 1e9
    }
}

/// The current media time in seconds: monotonic, with an arbitrary origin.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.source()
}
