import Foundation
@testable import QuartzCore
import Testing

/// A driver the test ticks by hand, recording whether it runs.
@MainActor
private final class ManualDriver: DisplayLinkDriver {
    var tick: (@MainActor (CFTimeInterval) -> Void)?
    var starts = 0
    var stops = 0

    func start(interval: CFTimeInterval, tick: @escaping @MainActor (CFTimeInterval) -> Void) {
        starts += 1
        self.tick = tick
    }

    func stop() {
        stops += 1
        tick = nil
    }
}

@MainActor
private final class Stepper {
    var steps: [CFTimeInterval] = []
    var ticks = 0
    func step(_ link: CADisplayLink) { steps.append(link.timestamp) }
    func tick() { ticks += 1 }
}

@Suite("CADisplayLink", .serialized)
@MainActor
struct CADisplayLinkTests {
    private func installDriver() -> ManualDriver {
        let driver = ManualDriver()
        // A fresh environment per test: links a test leaves scheduled cannot reach the next.
        AnimationEnvironment.current = AnimationEnvironment()
        AnimationEnvironment.current.displayLinks.driver = driver
        AnimationEnvironment.current.displayLinks.refreshInterval = 1.0 / 60
        return driver
    }

    @Test("a link added to the main run loop is called each refresh with its timestamps; frames stop when it is paused or invalidated")
    func framesWhileActive() {
        let driver = installDriver()
        var calls: [(CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { calls.append(($0.timestamp, $0.targetTimestamp)) }
        #expect(driver.starts == 0)
        link.add(to: .main, forMode: .common)
        #expect(driver.starts == 1 && driver.tick != nil)
        driver.tick?(10)
        driver.tick?(10 + 1.0 / 60)
        #expect(calls.count == 2 && calls[1].0 == 10 + 1.0 / 60 && abs(calls[1].1 - (10 + 2.0 / 60)) < 1e-12)
        #expect(link.duration == 1.0 / 60)
        link.isPaused = true
        #expect(driver.stops == 1 && driver.tick == nil)
        link.isPaused = false
        link.invalidate()
        #expect(driver.stops == 2 && !AnimationEnvironment.current.displayLinks.hasActiveLinks)
    }

    @Test("a typed target and method form calls the method on the target")
    func targetForm() {
        let driver = installDriver()
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Stepper.step)
        link.add(to: .main, forMode: .default)
        driver.tick?(5)
        #expect(stepper.steps == [5])
        link.invalidate()
    }

    @Test("a target's method without the link argument is accepted, as Objective-C's runtime accepts it")
    func targetFormWithoutArgument() {
        let driver = installDriver()
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Stepper.tick)
        link.add(to: .main, forMode: .default)
        driver.tick?(5)
        driver.tick?(6)
        #expect(stepper.ticks == 2)
        link.invalidate()
    }

    @Test("a preferred rate below the screen's skips refreshes to keep to it")
    func preferredRate() {
        let driver = installDriver()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        link.add(to: .main, forMode: .common)
        for frame in 0..<60 { driver.tick?(Double(frame) / 60) }
        #expect(count == 30)
        link.invalidate()
    }

    @Test("without a platform, a run-loop timer drives the links")
    func timerDriver() {
        // The tests' main actor does not run on the main thread here, so the timer runs on this thread's loop.
        AnimationEnvironment.current = AnimationEnvironment()
        AnimationEnvironment.current.displayLinks.driver = TimerDisplayLinkDriver(runLoop: .current)
        var fired = 0
        let link = CADisplayLink { _ in fired += 1 }
        link.add(to: .main, forMode: .common)
        let end = Date().addingTimeInterval(0.2)
        while fired < 2, Date() < end { _ = RunLoop.current.run(mode: .default, before: end) }
        link.invalidate()
        AnimationEnvironment.current = .system
        #expect(fired >= 2)
    }

    @Test("a link is an NSObject of no actor: made, paused, added and invalidated from another thread, it fires on the main one")
    func offMainThread() async {
        let driver = installDriver()
        let stepper = Stepper()
        // A link is no Sendable value (as on Apple's platforms); this one is handed over unchecked.
        nonisolated(unsafe) let link = CADisplayLink { [stepper] link in stepper.step(link) }
        await Task.detached {
            link.isPaused = true
            link.isPaused = false
            link.add(to: .main, forMode: .common)
        }.value
        await mainQueueRuns()
        driver.tick?(2)
        #expect(stepper.steps == [2])
        #expect(await Task.detached { link.timestamp }.value == 2)
        await Task.detached { link.invalidate() }.value
        await mainQueueRuns()
        #expect(driver.stops == 1)
        let object: NSObject = link
        #expect(object.isEqual(link))
    }

    /// Waits until what was queued on the main queue before has run.
    private func mainQueueRuns() async {
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }
}
