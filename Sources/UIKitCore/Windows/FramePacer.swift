import QuartzCore

/// Decides when a window may composite: at most once in each refresh interval of its screen.
///
/// Refresh intervals are aligned to media time (a 60 Hz screen's start at multiples of 1/60 s,
/// where the frame clock ticks), as a display's vertical blanks are. A frame-clock tick starts
/// a new interval and composites at its target time; the pass before the run loop sleeps
/// composites at once only if nothing was presented in the current interval (so input reaches
/// the screen without waiting for a tick), and otherwise leaves its changes to the next tick.
struct FramePacer {
    /// The refresh interval the window's screen runs at.
    var interval: CFTimeInterval = 1.0 / 60
    /// The time of the frame the window last presented. A time, not an interval number: a
    /// window moved to a screen of another rate counts its intervals in the new screen's.
    private var lastPresented: CFTimeInterval?

    /// Whether a frame at `time` falls in an interval that has not presented yet.
    func mayPresent(at time: CFTimeInterval) -> Bool {
        guard let lastPresented, let last = index(of: lastPresented), let index = index(of: time) else { return true }
        return index > last
    }

    /// Notes that pixels of the frame at `time` were presented.
    mutating func didPresent(at time: CFTimeInterval) {
        if time.isFinite { lastPresented = time }
    }

    /// The number of the refresh interval `time` falls in; `nil` for a time that is not finite.
    private func index(of time: CFTimeInterval) -> Int64? {
        // A tick's target time is a multiple of the interval up to rounding: a small tolerance
        // keeps it in the interval it starts.
        let position = (time / interval + 1e-6).rounded(.down)
        guard position.isFinite, abs(position) < 9e18 else { return nil }
        return Int64(position)
    }
}
