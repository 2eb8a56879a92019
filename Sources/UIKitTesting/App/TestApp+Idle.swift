import CoreFoundation
public import Foundation
import PlatformX11
import QuartzCore
public import UIKitCore

extension TestApp {
    /// What the app is doing now: animations on its shown windows' layers, layout or drawing that
    /// did not settle in the last turn, timed input waiting on the clock, due timers, unread X
    /// events and registered idling resources. Repeating animations and display links are
    /// ``IdleReport/ongoing`` unless `includingRepeatingAnimations`.
    public func idleReport(includingRepeatingAnimations: Bool = false) -> IdleReport {
        var busy: [IdleReport.Item] = []
        var ongoing: [IdleReport.Item] = []
        for window in session.shownWindows {
            collect(window.layer, busy: &busy, ongoing: &ongoing)
        }
        if session.hasActiveDisplayLink { ongoing.append(.init(kind: .displayLink, detail: "an active CADisplayLink")) }
        if let wake = clock.wakeUpTime {
            busy.append(.init(kind: .timedInput, detail: String(format: "input waiting on the clock until %.3f s (a long press, a double tap's window)", wake)))
        }
        // 0 means no timer is scheduled; a timer set in the distant past has a negative date.
        let nextTimer = CFRunLoopGetNextTimerFireDate(CFRunLoopGetCurrent(), kCFRunLoopDefaultMode)
        if nextTimer != 0, nextTimer <= CFAbsoluteTimeGetCurrent() {
            busy.append(.init(kind: .timer, detail: "a Timer due on the run loop"))
        }
        if let x11 = platform as? X11Platform, x11.pendingEventCount > 0 {
            busy.append(.init(kind: .xEvents, detail: "\(x11.pendingEventCount) events from the X server not yet handled"))
        }
        for resource in idlingResources where !resource.isIdleNow {
            busy.append(.init(kind: .idlingResource, detail: resource.name))
        }
        if includingRepeatingAnimations {
            busy += ongoing
            ongoing = []
        }
        return IdleReport(busy: busy, ongoing: ongoing)
    }

    /// Runs the app until nothing it waits for is in progress, moving the media clock a frame at
    /// a time while only time-driven work (animations, timed input) remains, and returns what
    /// still runs forever.
    ///
    /// Repeating animations and display links never end, so they are not waited for unless
    /// `includingRepeatingAnimations`; they are listed in the report and in the error.
    ///
    /// Work queued on the main queue (`DispatchQueue.main.async`, a `Task { @MainActor in }`)
    /// waits behind the test itself, which runs on the main actor: only the `async` form of this
    /// method, which yields between turns, lets it run.
    ///
    /// - Throws: ``IdleTimeoutError`` naming every busy thing and its owner when the app is still
    ///   busy after `timeout` seconds of media time (or of real time for work the clock does not
    ///   drive, such as an idling resource).
    @discardableResult
    public func waitForIdle(timeout: TimeInterval = 10, includingRepeatingAnimations: Bool = false) throws -> IdleReport {
        var wait = IdleWait(app: self, timeout: timeout, includingRepeatingAnimations: includingRepeatingAnimations)
        while true {
            if let report = try wait.step() { return report }
            if !wait.lastStepMovedClock { RunLoop.current.run(mode: .default, before: Date().addingTimeInterval(0.001)) }
        }
    }

    /// Runs the app until nothing it waits for is in progress, yielding to the main actor between
    /// turns so work queued on the main queue runs too; otherwise as the synchronous form.
    @discardableResult
    public func waitForIdle(timeout: TimeInterval = 10, includingRepeatingAnimations: Bool = false) async throws -> IdleReport {
        var wait = IdleWait(app: self, timeout: timeout, includingRepeatingAnimations: includingRepeatingAnimations)
        while true {
            // Other tests may run while this one yields: leave no transaction open to them.
            runTurn()
            await Task.yield()
            if let report = try wait.step() { return report }
        }
    }

    private func collect(_ layer: CALayer, busy: inout [IdleReport.Item], ongoing: inout [IdleReport.Item]) {
        let owner = Self.owner(of: layer)
        for (key, animation) in layer.animationsWithKeys {
            let path = (animation as? CAPropertyAnimation)?.keyPath.map { " '\($0)'" } ?? ""
            let keyText = key.map { " (key \"\($0)\")" } ?? ""
            let detail = "\(type(of: animation))\(path)\(keyText) on \(owner)"
            let endless = animation.repeatsForever && animation.speed != 0
            if endless {
                ongoing.append(.init(kind: .repeatingAnimation, detail: detail + ", repeating forever"))
            } else if !Self.hasEnded(animation, on: layer) {
                busy.append(.init(kind: .animation, detail: detail))
            }
        }
        if let scrollView = layer.delegate as? UIScrollView, scrollView.isMovingOnItsOwn {
            busy.append(.init(kind: .scrolling, detail: "\(owner) moves on its own (a glide, a bounce or an animated scroll)"))
        }
        if layer.needsLayout() { busy.append(.init(kind: .layout, detail: "layout of \(owner) does not settle")) }
        if layer.needsDisplay() { busy.append(.init(kind: .display, detail: "drawing of \(owner) does not settle")) }
        for sublayer in layer.sublayers ?? [] { collect(sublayer, busy: &busy, ongoing: &ongoing) }
    }

    /// Whether `animation`, kept on `layer` after its end (not removed on completion), is over.
    private static func hasEnded(_ animation: CAAnimation, on layer: CALayer) -> Bool {
        guard !animation.isRemovedOnCompletion else { return false }
        let active = animation.repeatDuration > 0 ? animation.repeatDuration
            : animation.duration * Double(max(animation.repeatCount, 1)) * (animation.autoreverses ? 2 : 1)
        return layer.convertTime(layer.environment.now, from: nil) >= animation.beginTime + active / Double(abs(animation.speed))
    }

    /// A name for the view that owns `layer` (by accessibility identifier or label when it has
    /// one), or for the layer itself.
    static func owner(of layer: CALayer) -> String {
        if let view = layer.delegate as? UIView { return TouchTrace.name(view) }
        if let name = layer.name { return "\(type(of: layer)) '\(name)'" }
        return "\(type(of: layer)) at \(DebugText.rect(layer.frame))"
    }
}

/// One wait for idleness: its deadlines and its steps.
@MainActor
private struct IdleWait {
    let app: TestApp
    let timeout: TimeInterval
    let includingRepeatingAnimations: Bool
    let start: TimeInterval
    let deadline: Date
    private(set) var lastStepMovedClock = false

    init(app: TestApp, timeout: TimeInterval, includingRepeatingAnimations: Bool) {
        (self.app, self.timeout, self.includingRepeatingAnimations) = (app, timeout, includingRepeatingAnimations)
        start = app.clock.now
        deadline = Date().addingTimeInterval(timeout)
    }

    /// Takes a turn; returns the report once idle, throws past the deadlines, and otherwise moves
    /// the clock a frame when only time-driven work remains.
    mutating func step() throws -> IdleReport? {
        app.runTurn()
        let report = app.idleReport(includingRepeatingAnimations: includingRepeatingAnimations)
        if report.isIdle { return report }
        guard app.clock.now - start < timeout - 1e-9, Date() < deadline else {
            throw IdleTimeoutError(timeout: timeout, report: report)
        }
        let timeDriven: Set<IdleReport.Item.Kind> = [.animation, .repeatingAnimation, .displayLink, .timedInput, .scrolling]
        lastStepMovedClock = report.busy.allSatisfy { timeDriven.contains($0.kind) }
        if lastStepMovedClock { app.clock.advance(by: 1 / max(app.clock.framesPerSecond, 1)) }
        return nil
    }
}
