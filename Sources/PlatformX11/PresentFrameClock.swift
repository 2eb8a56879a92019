@_implementationOnly import CX11
@_implementationOnly import CXPresent
import CoreFoundation
import Foundation
import Platform

/// A frame clock paced by the X server's refreshes, through the Present extension.
///
/// While started, it asks the server to report the next refresh of the root window's screen
/// (`PresentNotifyMSC`); each report arrives as an event on the connection, ticks the clock at
/// that refresh's time and asks for the one after. Frames then follow the display itself, not a
/// timer that drifts against it. A tick's time is the refresh's, put on the grid of the rate
/// the screen reports (the frame pacer counts refresh intervals on that grid).
///
/// Media time, wake-ups and the rate come from a ``MonotonicFrameClock``, whose ticks are not
/// used. A server that stops reporting (a screen turned off stops its refreshes, a server may
/// not answer for the root window) is covered by a watchdog: four periods without a report
/// tick the clock from a timer and ask again; after three such ticks in a row the timer ticks
/// every period, asking the server again once a second, until a report comes. Animations then
/// still run at the screen's rate.
@MainActor
package final class PresentFrameClock: FrameClock {
    /// Present's major opcode: its events arrive as generic events of this extension.
    let opcode: Int32
    private let connection: X11Connection
    private let window: Window
    private let timing = MonotonicFrameClock()
    private var callback: (@MainActor (TimeInterval) -> Void)?
    package private(set) var isRunning = false
    /// Whether a report has been asked for and has not arrived.
    private var isWaiting = false
    private var lastTarget = -TimeInterval.infinity
    /// The one watchdog timer, parked in the distant future while reports arrive.
    private var watchdog: CFRunLoopTimer?
    /// Watchdog ticks since the server last reported a refresh.
    private var silentTicks = 0
    /// Ticks that came from the server and from the watchdog, for tests and diagnostics.
    package private(set) var ticks = (fromServer: 0, fromWatchdog: 0)

    /// A clock on `connection`'s server, or `nil` when the server has no Present extension.
    init?(connection: X11Connection) {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard !connection.isClosed, XPresentQueryExtension(connection.display, &opcode, &event, &error) != 0 else { return nil }
        self.opcode = opcode
        self.connection = connection
        window = XDefaultRootWindow(connection.display)
        _ = XPresentSelectInput(connection.display, window, UInt32(PresentCompleteNotifyMask))
        connection.flush()
    }

    package nonisolated var now: TimeInterval { timing.now }

    package var framesPerSecond: Double {
        get { timing.framesPerSecond }
        set { timing.framesPerSecond = newValue }
    }

    package func start(_ callback: @escaping @MainActor (TimeInterval) -> Void) {
        self.callback = callback
        isRunning = true
        // A report asked for before a stop may still come; the watchdog covers it not coming.
        if isWaiting { armWatchdog(periods: 4) } else { askForNextRefresh(after: nil) }
    }

    package func stop() {
        isRunning = false
        callback = nil
        watchdog.map { CFRunLoopTimerSetNextFireDate($0, .greatestFiniteMagnitude) }
    }

    package func setWakeUp(at time: TimeInterval?, _ action: @escaping @MainActor () -> Void) {
        timing.setWakeUp(at: time, action)
    }

    /// Handles a Present event the platform read (`data` is its cookie's data).
    func handleEvent(evtype: Int32, data: UnsafeRawPointer) {
        guard evtype == PresentCompleteNotify else { return }
        let event = data.assumingMemoryBound(to: XPresentCompleteNotifyEvent.self).pointee
        guard event.window == window, Int32(event.kind) == PresentCompleteKindNotifyMSC else { return }
        isWaiting = false
        guard isRunning else { return }
        silentTicks = 0
        askForNextRefresh(after: event.msc)
        // Present's times are microseconds of the monotonic clock; one from elsewhere is not used.
        let reported = TimeInterval(event.ust) / 1e6
        ticks.fromServer += 1
        tick(at: abs(reported - now) < 1 ? reported : now)
    }

    private func tick(at time: TimeInterval) {
        guard let callback else { return }
        let period = 1 / framesPerSecond
        let target = (time / period).rounded() * period
        guard target > lastTarget else { return }
        lastTarget = target
        callback(target)
    }

    /// Asks for the refresh after `msc` (the next one when `nil`) and arms the watchdog.
    private func askForNextRefresh(after msc: UInt64?) {
        defer { armWatchdog(periods: 4) }
        guard !connection.isClosed else { return }
        if let msc {
            XPresentNotifyMSC(connection.display, window, 0, msc &+ 1, 0, 0)
        } else {
            // The next refresh whatever its number: the first one at which msc % 1 == 0.
            XPresentNotifyMSC(connection.display, window, 0, 0, 1, 0)
        }
        connection.flush()
        isWaiting = true
    }

    private func armWatchdog(periods: Double) {
        let timer = watchdog ?? makeWatchdog()
        CFRunLoopTimerSetNextFireDate(timer, CFAbsoluteTimeGetCurrent() + periods / framesPerSecond)
    }

    private func makeWatchdog() -> CFRunLoopTimer {
        // Repeating, so it stays valid after firing and keeps firing while the server is silent;
        // each report pushes it back.
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, .greatestFiniteMagnitude, 4 / framesPerSecond, 0, 0) { [weak self] _ in
            MainActor.assumeIsolated { self?.watchdogFired() }
        }!
        CFRunLoopAddTimer(connection.runLoop, timer, kCFRunLoopCommonModes)
        watchdog = timer
        return timer
    }

    private func watchdogFired() {
        guard isRunning else { return }
        ticks.fromWatchdog += 1
        silentTicks += 1
        if silentTicks < 3 || silentTicks % Int(framesPerSecond.rounded()) == 0 { askForNextRefresh(after: nil) }
        // A server that stayed silent for three ticks is not counted on: the timer keeps the rate.
        if silentTicks >= 3 { armWatchdog(periods: 1) }
        tick(at: now)
    }

    isolated deinit {
        watchdog.map { CFRunLoopTimerInvalidate($0) }
    }
}
