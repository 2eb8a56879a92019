public import Foundation
import CoreGraphics
import Dispatch
import Synchronization

/// The range of frame rates a display link would like, in frames per second.
public struct CAFrameRateRange: Hashable, Sendable {
    /// The lowest acceptable rate.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The rate aimed at, when there is one.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, aiming at `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    /// No preference: the screen's refresh rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer that calls its handler once per screen refresh, with the refresh's timestamps.
///
/// As in Core Animation, the class belongs to no actor: a link may be made, paused, added and
/// invalidated from any thread (its state is behind a lock); its handler runs on the main
/// thread, whose run loop links are added to.
///
/// - Note: Divergence: there are no Objective-C selectors on Linux. Create a link with a
///   closure, `CADisplayLink { link in … }`, or with a typed target and method,
///   `CADisplayLink(target: self, selector: Self.step)`, where iOS code writes
///   `CADisplayLink(target: self, selector: #selector(step))`. Links run on the main run loop
///   only.
open class CADisplayLink: NSObject {
    /// What the lock keeps.
    private struct State {
        /// What each frame calls; dropped by `invalidate()`, which releases what it captured.
        var handler: (@MainActor (CADisplayLink) -> Void)?
        var timestamp: CFTimeInterval = 0
        var targetTimestamp: CFTimeInterval = 0
        /// The refresh interval of the scheduler the link runs on, once known.
        var refreshInterval: CFTimeInterval = 0
        var preferredFrameRateRange = CAFrameRateRange.default
        var isPaused = false
        var isScheduled = false
        var lastFired: CFTimeInterval?
        /// The scheduler of the environment that was current when the link was added: the
        /// application session's, whose screen paces it. Used on the main thread only.
        var scheduler: DisplayLinkScheduler?
    }

    /// The link's state, behind a lock: the link is not `Sendable` (it is mutable, as Apple's
    /// is not marked), but Core Animation code pauses and stops links from other threads.
    private let state: Mutex<State>

    /// The time of the last frame the handler was called for.
    open var timestamp: CFTimeInterval { state.withLock(\.timestamp) }
    /// The time the next frame will be shown: what to draw for.
    open var targetTimestamp: CFTimeInterval { state.withLock(\.targetTimestamp) }
    /// The time between screen refreshes; before the link runs, that of the current screen
    /// when asked on the main thread (0 elsewhere, as Core Animation leaves it undefined).
    open var duration: CFTimeInterval {
        let known = state.withLock(\.refreshInterval)
        guard known == 0, isOnMainQueue else { return known }
        return MainActor.assumeIsolated { AnimationEnvironment.current.displayLinks.refreshInterval }
    }
    /// The frame rates the link would like; the link fires on the refreshes that keep closest to them.
    open var preferredFrameRateRange: CAFrameRateRange {
        get { state.withLock(\.preferredFrameRateRange) }
        set { state.withLock { $0.preferredFrameRateRange = newValue } }
    }
    /// The preferred frame rate as a whole number (0: the screen's rate).
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue)) }
    }
    /// Whether the link is suspended; a paused link costs no frames.
    open var isPaused: Bool {
        get { state.withLock(\.isPaused) }
        set {
            let changed = state.withLock { state in
                defer { state.isPaused = newValue }
                return state.isPaused != newValue
            }
            if changed { schedulerChanged() }
        }
    }

    /// Whether the link has been added to the run loop and not invalidated.
    var isScheduled: Bool { state.withLock(\.isScheduled) }

    /// Creates a link that calls `handler` on each frame once added to the main run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        state = Mutex(State(handler: handler))
        super.init()
    }

    /// Creates a link that calls `selector` (a method of `target`, such as `Self.step`) on each
    /// frame; the link keeps `target` alive until it is invalidated, as on iOS.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> @MainActor (CADisplayLink) -> Void) {
        // The target is used on the main thread alone, where the link fires, as the run loop's
        // thread calls it on iOS; it crosses there unchecked, as an Objective-C target does.
        nonisolated(unsafe) let (target, selector) = (target, selector)
        self.init { link in selector(target)(link) }
    }

    /// Creates a link that calls `selector`, a method of `target` that takes no argument, on each
    /// frame: Objective-C's runtime accepts an action with or without the link, and so does this.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> @MainActor () -> Void) {
        nonisolated(unsafe) let (target, selector) = (target, selector)
        self.init { _ in selector(target)() }
    }

    /// Starts calling the handler on `runloop`, which must be the main run loop; from another
    /// thread, the link starts once the main thread next runs.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runloop === RunLoop.main else {
            return Diagnostics.report("Casement QuartzCore: CADisplayLink.add(to:forMode:) ignored: display links run on the main run loop only.")
        }
        let added = state.withLock { state in
            guard state.handler != nil else { return false }
            state.isScheduled = true
            return true
        }
        guard added else {
            return Diagnostics.report("Casement QuartzCore: CADisplayLink.add(to:forMode:) ignored: the link was invalidated; make a new one.")
        }
        // The environment current as the link is added runs it, whenever the main thread gets to it.
        let environment = AnimationEnvironment.current
        // The link's state is locked; it reaches the main thread, where the scheduler keeps it.
        nonisolated(unsafe) let link = self
        onMainThread {
            // Invalidated before the main thread got to it: nothing to start.
            guard link.isScheduled else { return }
            let scheduler = link.state.withLock { $0.scheduler } ?? environment.displayLinks
            link.state.withLock {
                $0.scheduler = scheduler
                $0.refreshInterval = scheduler.refreshInterval
            }
            scheduler.add(link)
        }
    }

    /// Stops calling the handler from `runloop`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        invalidate()
    }

    /// Stops the link for good and releases its target (on the main thread, where it is used).
    open func invalidate() {
        let handler = state.withLock { state in
            state.isScheduled = false
            defer { state.handler = nil }
            return state.handler
        }
        schedulerChanged()
        // The handler holds the target, which is released where it is used.
        if let handler, !isOnMainQueue { DispatchQueue.main.async { withExtendedLifetime(handler) {} } }
    }

    /// Whether the link fires on refreshes now.
    var isActive: Bool { state.withLock { $0.isScheduled && !$0.isPaused } }

    /// Tells the scheduler, on the main thread, that the link started, paused or stopped.
    private func schedulerChanged() {
        nonisolated(unsafe) let link = self
        onMainThread { link.state.withLock(\.scheduler)?.linksChanged() }
    }

    /// Runs `body` on the main thread: at once when called there, else when the main queue next runs.
    private func onMainThread(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isOnMainQueue {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async { body() }
        }
    }

    /// Calls the handler for the refresh at `time` when the preferred rate wants this one.
    @MainActor
    func fire(at time: CFTimeInterval, interval: CFTimeInterval) {
        let handler = state.withLock { state -> (@MainActor (CADisplayLink) -> Void)? in
            if let preferred = state.preferredFrameRateRange.preferred, preferred > 0, let lastFired = state.lastFired {
                // Skip refreshes until a whole period of the preferred rate has passed (half a refresh of slack).
                guard time - lastFired >= 1 / Double(preferred) - interval / 2 else { return nil }
            }
            state.lastFired = time
            state.timestamp = time
            state.targetTimestamp = time + interval
            state.refreshInterval = interval
            return state.handler
        }
        // Called outside the lock: the handler reads the link's timestamps.
        handler?(self)
    }
}

/// Something that calls back once per screen refresh: the platform's frame clock, or a timer.
package protocol DisplayLinkDriver: AnyObject {
    /// Starts calling `tick` every `interval` seconds with the media time of the refresh.
    @MainActor func start(interval: CFTimeInterval, tick: @escaping @MainActor (CFTimeInterval) -> Void)
    /// Stops the calls.
    @MainActor func stop()
}

/// Runs the active display links from one driver, which runs only while a link is active; one
/// per ``AnimationEnvironment``.
@MainActor
package final class DisplayLinkScheduler {
    nonisolated init() {}

    /// Scheduled links (held strongly while scheduled, as the run loop holds them on iOS).
    private var links: [CADisplayLink] = []
    private var running = false

    /// What calls back per refresh; a run-loop timer unless the platform installs its frame clock.
    package var driver: any DisplayLinkDriver = TimerDisplayLinkDriver() {
        didSet {
            oldValue.stop()
            running = false
            linksChanged()
        }
    }
    /// The time between refreshes: the screen's, once the platform says (60 Hz until then).
    package var refreshInterval: CFTimeInterval = 1.0 / 60

    /// Whether any link is active, so frames must come.
    package var hasActiveLinks: Bool { links.contains { $0.isActive } }

    func add(_ link: CADisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
        linksChanged()
    }

    func linksChanged() {
        links.removeAll { !$0.isScheduled }
        if hasActiveLinks, !running {
            running = true
            driver.start(interval: refreshInterval) { [weak self] time in self?.fire(at: time) }
        } else if !hasActiveLinks, running {
            running = false
            driver.stop()
        }
    }

    /// One refresh at media time `time`: each active link's handler, in the order they were added.
    package func fire(at time: CFTimeInterval) {
        for link in links where link.isActive {
            link.fire(at: time, interval: refreshInterval)
        }
    }
}

/// A driver made of a repeating timer on the main run loop, for use without a platform.
///
/// One timer serves every start: stopping puts its next firing in the distant future rather than
/// invalidating it, because Linux's Foundation keeps a few hundred bytes of each timer added to a
/// run loop for good, and links that start and stop all day would add up.
@MainActor
final class TimerDisplayLinkDriver: DisplayLinkDriver {
    private var timer: Timer?
    private var interval: CFTimeInterval = 0
    private var tick: (@MainActor (CFTimeInterval) -> Void)?
    // Set once in init, read on the main actor only.
    nonisolated(unsafe) private let runLoop: RunLoop

    /// A driver whose timer runs on `runLoop` (the main run loop, where display links run).
    nonisolated init(runLoop: RunLoop = .main) {
        self.runLoop = runLoop
    }

    @MainActor
    func start(interval: CFTimeInterval, tick: @escaping @MainActor (CFTimeInterval) -> Void) {
        self.tick = tick
        if let timer, interval == self.interval {
            timer.fireDate = Date(timeIntervalSinceNow: interval)
            return
        }
        timer?.invalidate()
        self.interval = interval
        let timer = Timer(timeInterval: interval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick?(CACurrentMediaTime()) }
        }
        // Linux's Foundation does not run common-mode timers in the default mode: add it to both.
        runLoop.add(timer, forMode: .default)
        runLoop.add(timer, forMode: .common)
        self.timer = timer
    }

    @MainActor
    func stop() {
        tick = nil
        timer?.fireDate = .distantFuture
    }
    // No deinit: the scheduler keeps its driver for the process's life (a platform's frame clock
    // replaces it at most once), and the timer only holds this driver weakly, so a replaced
    // driver's parked timer never fires.
}
