import CasementTestSupport
import CoreFoundation
import Foundation
import Platform
import PlatformX11
import Testing

@Suite("Frames paced by the X server's refreshes (Present)", .serialized)
@MainActor
struct PresentFrameClockTests {
    /// A platform on a private Xvfb delivering on this test's run loop, and its Present clock.
    private func presentClock() throws -> (PrivateXServer, X11Platform, PresentFrameClock) {
        let server = try PrivateXServer.xvfb()
        let platform = try X11Platform(displayName: server.displayName, frameClock: nil, runLoop: CFRunLoopGetCurrent())
        let clock = try #require(platform.frameClock as? PresentFrameClock, "Xvfb offers the Present extension")
        return (server, platform, clock)
    }

    /// Runs the run loop for `seconds` while `server` is stopped: it answers nothing, as one
    /// whose screen stopped refreshing.
    private func runWhileStopped(_ server: PrivateXServer, for seconds: CFTimeInterval) {
        kill(server.processIdentifier, SIGSTOP)
        defer { kill(server.processIdentifier, SIGCONT) }
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, seconds, false)
    }

    @Test("the clock ticks once per refresh the server reports, on the refresh grid, near the present time")
    func ticksFollowTheServer() throws {
        let (server, platform, clock) = try presentClock()
        defer { withExtendedLifetime((server, platform)) {} }
        var targets: [TimeInterval] = []
        var lateness: [TimeInterval] = []
        clock.start { time in
            targets.append(time)
            lateness.append(clock.now - time)
        }
        let started = clock.now
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.5, false)
        let elapsed = clock.now - started
        clock.stop()
        // Xvfb refreshes 60 times a second: never more ticks than refreshes, and (however loaded
        // the machine, which may delay a report past the watchdog) most of them from the server.
        #expect(targets.count <= Int(elapsed * 60) + 2, "\(targets.count) ticks in \(elapsed) s")
        #expect(clock.ticks.fromServer >= 10 && clock.ticks.fromServer > clock.ticks.fromWatchdog, "\(clock.ticks)")
        let period = 1 / clock.framesPerSecond
        let steps = zip(targets.dropFirst(), targets).map { ($0 - $1) / period }
        #expect(steps.allSatisfy { abs($0 - $0.rounded()) < 1e-6 && $0.rounded() >= 1 }, "\(steps)")
        #expect(lateness.allSatisfy { abs($0) < 0.1 }, "\(lateness)")
    }

    @Test("a stopped clock asks for no more refreshes and ticks no more")
    func stopEndsTicks() throws {
        let (server, platform, clock) = try presentClock()
        defer { withExtendedLifetime((server, platform)) {} }
        var count = 0
        clock.start { _ in count += 1 }
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.1, false)
        clock.stop()
        let stoppedAt = count
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.15, false)
        #expect(stoppedAt > 0)
        #expect(count == stoppedAt)
        #expect(!clock.isRunning)
    }

    @Test("while the server sends no refreshes, the watchdog keeps the clock ticking, at the screen's rate after three silent ticks")
    func watchdogTicksWhenTheServerIsSilent() throws {
        let (server, platform, clock) = try presentClock()
        defer { withExtendedLifetime((server, platform)) {} }
        clock.start { _ in }
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 0.05, false)
        let before = clock.ticks.fromWatchdog
        runWhileStopped(server, for: 0.3)
        clock.stop()
        // Three ticks four periods apart (200 ms), then one a period: about six more in 100 ms.
        // Four periods apart throughout would give at most four.
        #expect(clock.ticks.fromWatchdog - before >= 5, "\(clock.ticks)")
    }

    @Test("a clock started again while its last request is unanswered still ticks when no answer comes")
    func restartWhileWaitingTicks() throws {
        let (server, platform, clock) = try presentClock()
        defer { withExtendedLifetime((server, platform)) {} }
        var count = 0
        // Stopped at once: the request made by the start is still outstanding.
        clock.start { _ in count += 1 }
        clock.stop()
        clock.start { _ in count += 1 }
        runWhileStopped(server, for: 0.2)
        clock.stop()
        #expect(count >= 2 && clock.ticks.fromWatchdog >= 2, "\(clock.ticks)")
    }
}
