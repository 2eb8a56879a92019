import Foundation
internal import Platform

/// One-shot timers on the media clock, for what waits on time in input handling (a long press,
/// the window for a second tap).
///
/// They share the frame clock's single wake-up, armed for the earliest deadline, so a waiting
/// app holds one timer and a test's manual clock fires them as it is advanced.
@MainActor
final class MediaTimers {
    private struct Entry {
        let id: Int
        let time: TimeInterval
        let action: @MainActor () -> Void
    }

    private let clock: any FrameClock
    private var entries: [Entry] = []
    private var nextID = 1
    private var armedTime: TimeInterval?

    init(clock: any FrameClock) {
        self.clock = clock
    }

    /// Runs `action` once, `delay` seconds of media time from now; returns an id for ``cancel(_:)``.
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Int {
        let id = nextID
        nextID += 1
        let time = clock.now + (delay.isFinite ? max(0, delay) : 0)
        let index = entries.firstIndex { $0.time > time } ?? entries.endIndex
        entries.insert(Entry(id: id, time: time, action: action), at: index)
        arm()
        return id
    }

    /// Stops the timer `id` from running; nothing happens if it ran or was cancelled already.
    func cancel(_ id: Int) {
        entries.removeAll { $0.id == id }
        arm()
    }

    /// Ends every timer, for a session that ends.
    func cancelAll() {
        entries = []
        arm()
    }

    private func arm() {
        let earliest = entries.first?.time
        guard earliest != armedTime else { return }
        armedTime = earliest
        clock.setWakeUp(at: earliest) { [weak self] in self?.fire() }
    }

    private func fire() {
        armedTime = nil
        let now = clock.now
        while let first = entries.first, first.time <= now + 1e-9 {
            entries.removeFirst()
            first.action()
        }
        arm()
    }
}
