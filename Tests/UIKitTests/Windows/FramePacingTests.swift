import CasementTestSupport
import Platform
import PlatformHeadless
import QuartzCore
import Testing
import UIKit
import UIKitCore

/// A shown window with a moving view, in a session that paces frames as the real run loop does.
@MainActor
private struct PacedScene {
    let app = TestApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))

    init() {
        // The manual clock stands still between turns; here a turn does not stand for a refresh.
        app.session.presentsEveryTurn = false
        window.backgroundColor = .white
        view.backgroundColor = .blue
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
    }

    var presents: Int { app.platformWindow(of: window)?.presentCount ?? 0 }
}

@Suite("Frame pacing")
@MainActor
struct FramePacingTests {
    @Test("a free-running animation and a display link composite exactly one frame per refresh, however many turns the run loop takes")
    func oneFramePerRefresh() {
        let scene = PacedScene()
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue, move.duration, move.repeatCount) = (20.0, 180.0, 1.0, Float.infinity)
        scene.view.layer.add(move, forKey: "move")
        var ticks = 0
        let link = CADisplayLink { _ in ticks += 1 }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        scene.app.runTurn()
        let before = scene.presents
        for frame in 0..<60 {
            // Timers, events and the frame's own follow-up turn: each pass before sleeping
            // commits, and a model change made in each waits for the next refresh.
            for _ in 0..<3 {
                scene.view.alpha = frame % 2 == 0 ? 0.9 : 1
                scene.app.runTurn()
            }
            scene.app.clock.advance(frames: 1)
        }
        #expect(scene.presents - before == 60)
        #expect(ticks == 60)
    }

    @Test("a change in an idle window is presented in the turn that made it, without waiting for a tick")
    func idleChangePresentsAtOnce() {
        let scene = PacedScene()
        scene.app.clock.advance(frames: 1)
        let before = scene.presents
        scene.view.backgroundColor = .red
        scene.app.runTurn()
        #expect(scene.presents == before + 1)
    }

    @Test("a second change in the same refresh interval waits for the next tick, which presents it")
    func secondChangeWaitsForTick() throws {
        let scene = PacedScene()
        scene.app.clock.advance(frames: 1)
        scene.view.backgroundColor = .red
        scene.app.runTurn()
        let before = scene.presents
        scene.view.backgroundColor = .green
        scene.app.runTurn()
        #expect(scene.presents == before)
        #expect(scene.app.clock.isRunning)
        scene.app.clock.advance(frames: 1)
        #expect(scene.presents == before + 1)
        let image = try #require(scene.app.platformWindow(of: scene.window)?.presentedImage())
        #expect(RGBAPixels(image)[15, 15] == [0, 255, 0, 255])
    }

    @Test("once nothing changes or moves, the frame clock stops and no further frames are presented")
    func clockStopsWhenSettled() {
        let scene = PacedScene()
        scene.view.backgroundColor = .red
        scene.app.runTurn()
        scene.app.clock.advance(frames: 3)
        scene.app.runTurn()
        let before = scene.presents
        #expect(!scene.app.clock.isRunning)
        scene.app.clock.advance(frames: 10)
        scene.app.runTurn()
        #expect(scene.presents == before)
    }

    /// A pacing app with a main screen at `mainRate` and a second screen at 30 Hz, and that screen.
    private static func twoScreens(mainRate: Double) throws -> (TestApplication, UIScreen) {
        let app = TestApplication(screens: [
            TestScreens.screen("fast", width: 400, height: 300, primary: true, refreshRate: mainRate),
            TestScreens.screen("slow", x: 400, width: 400, height: 300, refreshRate: 30),
        ])
        app.session.presentsEveryTurn = false
        return (app, try #require(UIScreen.screens.first { $0.maximumFramesPerSecond == 30 }))
    }

    @Test("a window on a 30 Hz screen presents once in each of its refresh intervals while the frame clock ticks at the main screen's 60 Hz")
    func slowerScreenPresentsLessOften() throws {
        let (app, slow) = try Self.twoScreens(mainRate: 60)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.screen = slow
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        app.runTurn()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.repeatCount) = (1.0, 0.5, 1.0, Float.infinity)
        window.layer.add(fade, forKey: "fade")
        app.runTurn()
        let before = app.platformWindow(of: window)?.presentCount ?? 0
        for _ in 0..<60 {
            app.runTurn()
            app.clock.advance(frames: 1)
        }
        #expect(app.clock.framesPerSecond == 60)
        #expect((app.platformWindow(of: window)?.presentCount ?? 0) - before == 30)
    }

    @Test("a window moved from a 120 Hz screen to a 30 Hz one presents in the next 30 Hz interval")
    func movedToSlowerScreen() throws {
        let (app, slow) = try Self.twoScreens(mainRate: 120)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        app.clock.advance(by: 10)
        window.backgroundColor = .green
        app.runTurn()
        let before = app.platformWindow(of: window)?.presentCount ?? 0
        // Presented at 10 s in a 120 Hz interval; then moved, its intervals are 30 Hz ones.
        window.screen = slow
        app.runTurn()
        app.clock.advance(by: 1.0 / 30)
        app.runTurn()
        #expect((app.platformWindow(of: window)?.presentCount ?? 0) > before)
    }
}
