public import Foundation

/// The clock every animation and time-based layer reads.
///
/// It is monotonic and counts seconds from an arbitrary origin. Tests replace it with a manual
/// source so what moves on screen is a function of the time they set.
@MainActor
package enum MediaClock {
    /// The source of the current time; the system's monotonic clock unless replaced.
    package static var source: @MainActor () -> CFTimeInterval = {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return CFTimeInterval(time.tv_sec) + CFTimeInterval(time.tv_nsec) / 1e9
    }
}

/// The current media time in seconds: monotonic, with an arbitrary origin.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.source()
}
