public import Foundation
import CoreGraphics

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
/// - Note: Divergence: there are no Objective-C selectors on Linux. Create a link with a
///   closure, `CADisplayLink { link in … }`, or with a typed target and method,
///   `CADisplayLink(target: self, selector: Self.step)`, where iOS code writes
///   `CADisplayLink(target: self, selector: #selector(step))`.
@preconcurrency @MainActor
open class CADisplayLink {
    /// What each frame calls; dropped by ``invalidate()``, which releases what it captured (the target).
    private var handler: (@MainActor (CADisplayLink) -> Void)?

    /// The time of the last frame the handler was called for.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame will be shown: what to draw for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between screen refreshes.
    open var duration: CFTimeInterval { (scheduler ?? AnimationEnvironment.current.displayLinks).refreshInterval }
    /// The frame rates the link would like; the link fires on the refreshes that keep closest to them.
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// The preferred frame rate as a whole number (0: the screen's rate).
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue)) }
    }
    /// Whether the link is suspended; a paused link costs no frames.
    open var isPaused = false {
        didSet { scheduler?.linksChanged() }
    }
    /// The scheduler of the environment that was current when the link was added: the
    /// application session's, whose screen paces it.
    private var scheduler: DisplayLinkScheduler?
    /// Whether the link has been added to the run loop and not invalidated.
    private(set) var isScheduled = false
    private var lastFired: CFTimeInterval?

    /// Creates a link that calls `handler` on each frame once added to the main run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        self.handler = handler
    }

    /// Creates a link that calls `selector` (a method of `target`, such as `Self.step`) on each
    /// frame; the link keeps `target` alive until it is invalidated, as on iOS.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> @MainActor (CADisplayLink) -> Void) {
        self.init { link in selector(target)(link) }
    }

    /// Creates a link that calls `selector`, a method of `target` that takes no argument, on each
    /// frame: Objective-C's runtime accepts an action with or without the link, and so does this.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> @MainActor () -> Void) {
        self.init { _ in selector(target)() }
    }

    /// Starts calling the handler on `runloop`, which must be the main run loop.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard runloop === RunLoop.main else {
            return Diagnostics.report("Casement QuartzCore: CADisplayLink.add(to:forMode:) ignored: display links run on the main run loop only.")
        }
        guard handler != nil else {
            return Diagnostics.report("Casement QuartzCore: CADisplayLink.add(to:forMode:) ignored: the link was invalidated; make a new one.")
        }
        isScheduled = true
        let scheduler = self.scheduler ?? AnimationEnvironment.current.displayLinks
        self.scheduler = scheduler
        scheduler.add(self)
    }

    /// Stops calling the handler from `runloop`.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        invalidate()
    }

    /// Stops the link for good and releases its target.
    open func invalidate() {
        isScheduled = false
        handler = nil
        scheduler?.linksChanged()
    }

    var isActive: Bool { isScheduled && !isPaused }

    /// Calls the handler for the refresh at `time` when the preferred rate wants this one.
    func fire(at time: CFTimeInterval, interval: CFTimeInterval) {
        if let preferred = preferredFrameRateRange.preferred, preferred > 0, let lastFired {
            // Skip refreshes until a whole period of the preferred rate has passed (half a refresh of slack).
            guard time - lastFired >= 1 / Double(preferred) - interval / 2 else { return }
        }
        lastFired = time
        timestamp = time
        targetTimestamp = time + interval
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
