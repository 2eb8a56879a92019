import CasementDebugging
import Foundation
import QuartzCore
import Testing
import UIKit
@testable import UIKitTesting

/// A resource the test switches between busy and idle.
@MainActor
private final class Switch: IdlingResource {
    let name = "the photo download (PhotoStore)"
    var isIdleNow = false
}

@Suite("TestApp: the manual clock and waiting for idle", .serialized)
@MainActor
struct TestAppIdleTests {
    /// A shown window holding a view named `identifier`.
    private func window(with identifier: String) -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        view.backgroundColor = .systemBlue
        view.accessibilityIdentifier = identifier
        window.addSubview(view)
        window.makeKeyAndVisible()
        return (window, view)
    }

    /// Adds a rotation that repeats forever to `view`.
    private func spin(_ view: UIView) {
        let rotation = CABasicAnimation(keyPath: "transform.rotation.z")
        (rotation.fromValue, rotation.toValue, rotation.duration, rotation.repeatCount) = (0.0, 2 * Double.pi, 1, .infinity)
        view.layer.add(rotation, forKey: "spin")
    }

    @Test("a spinner that rotates forever does not hang waiting for idle; the report names it and its view")
    func spinnerDoesNotHang() throws {
        let app = try TestApp()
        let (window, spinner) = window(with: "spinner")
        spin(spinner)
        let report = try app.waitForIdle(timeout: 5)
        #expect(report.isIdle)
        #expect(report.ongoing.map(\.description) == [
            "repeating animation: CABasicAnimation 'transform.rotation.z' (key \"spin\") on UIView 'spinner', repeating forever",
        ])
        _ = window
    }

    @Test("waiting for repeating animations too times out, and the message names the animation and its view")
    func strictWaitNamesSpinner() throws {
        let app = try TestApp()
        let (window, spinner) = window(with: "spinner")
        spin(spinner)
        #expect {
            try app.waitForIdle(timeout: 2, includingRepeatingAnimations: true)
        } throws: { error in
            let text = String(describing: error)
            return text.contains("did not become idle within 2.0 s") && text.contains("'transform.rotation.z'") && text.contains("UIView 'spinner'")
        }
        #expect(abs(app.clock.now - 2) < 0.02)
        _ = window
    }

    @Test("a finite animation is waited for by moving the clock to its end; its completion has run")
    func finiteAnimationRunsToItsEnd() throws {
        let app = try TestApp()
        let (window, view) = window(with: "card")
        var finished: Bool?
        app.runTurn()
        UIView.animate(withDuration: 0.5, animations: { view.center.x += 100 }, completion: { finished = $0 })
        try app.waitForIdle()
        #expect(finished == true)
        #expect(app.clock.now > 0.5 - 1e-9 && app.clock.now < 0.55)
        #expect(view.layer.presentation()?.position.x == view.layer.position.x)
        _ = window
    }

    @Test("a busy idling resource is waited for and named when the wait times out")
    func idlingResource() throws {
        let app = try TestApp()
        let download = Switch()
        app.register(download)
        #expect {
            try app.waitForIdle(timeout: 0.05)
        } throws: { String(describing: $0).contains("idling resource: the photo download (PhotoStore)") }
        download.isIdleNow = true
        #expect(try app.waitForIdle(timeout: 0.05).isIdle)
    }

    @Test("waiting for idle fires due timers")
    func dueTimers() throws {
        let app = try TestApp()
        var fired = false
        RunLoop.current.add(Timer(fire: .distantPast, interval: 0, repeats: false) { _ in MainActor.assumeIsolated { fired = true } }, forMode: .default)
        try app.waitForIdle()
        #expect(fired)
    }

    @Test("the async wait lets work queued on the main queue run")
    func mainQueueWork() async throws {
        let app = try TestApp()
        var ran = false
        DispatchQueue.main.async { MainActor.assumeIsolated { ran = true } }
        try await app.waitForIdle()
        #expect(ran)
    }

    @Test("advancing the clock renders the frames on the way: an animation is seen half done")
    func advanceRendersFrames() throws {
        let app = try TestApp()
        let (window, view) = window(with: "card")
        app.runTurn()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.alpha = 0 }
        app.advance(by: 0.5)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? -1) - 0.5) < 0.02)
        _ = window
    }

    @Test("an app on a private Xvfb shows its window, settles, and stops its server when torn down")
    func xvfbApp() throws {
        let app = try TestApp(display: .xvfb(width: 640, height: 480))
        let (window, _) = window(with: "card")
        try app.waitForIdle()
        #expect(app.windows.map { $0 === window } == [true])
        #expect(app.platform.screens.first?.frame.size == CGSize(width: 640, height: 480))
        let display = try #require(app.server?.displayName)
        app.tearDown()
        #expect(!FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(display.dropFirst())"))
    }

    @Test("an Xvfb of another depth than 24 bits is refused with an error that says why, and its server stops")
    func otherDepthRefused() {
        #expect {
            _ = try TestApp(display: .xvfb(width: 320, height: 200, depth: 16))
        } throws: { String(describing: $0).contains("24-bit") }
    }

    @Test("Xvfb reports the density asked for to its clients")
    func chosenDensity() throws {
        let app = try TestApp(display: .xvfb(width: 1000, height: 500, dpi: 200))
        let info = try #require(app.server).run("xdpyinfo", [])
        #expect(info.contains("resolution:    200x"))
    }

    @Test("a failure bundle holds each window's hierarchy and picture, the recent input, what was busy, and failed snapshots' images")
    func bundleContents() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = FailureBundle(folder: folder)
        try FailureBundle.$current.withValue(bundle) {
            let app = try TestApp()
            let (window, spinner) = window(with: "spinner")
            spin(spinner)
            app.runTurn()
            let pixel = RGBAImage(width: 1, height: 1, bytes: [255, 0, 0, 255]).cgImage
            FailureBundle.noteSnapshotFailure(reference: pixel, actual: pixel, message: "differs")
            bundle.write()
            _ = window
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == [
            "hierarchy.json", "hierarchy.txt", "idle.txt", "input.txt", "snapshot-1-actual.png", "snapshot-1-difference.png",
            "snapshot-1-reference.png", "snapshot-1.txt", "window-1.png",
        ])
        let hierarchy = try String(contentsOf: folder.appendingPathComponent("hierarchy.txt"), encoding: .utf8)
        #expect(hierarchy.contains("UIView frame (20, 20, 40, 40) in window (20, 20, 40, 40) on screen (20, 20, 40, 40) id \"spinner\""))
        #expect(hierarchy.contains("animations spin"))
        let json = try HierarchySnapshot(jsonData: Data(contentsOf: folder.appendingPathComponent("hierarchy.json")))
        #expect(json.windows.first?.root.subviews.first?.accessibilityIdentifier == "spinner")
        let idle = try String(contentsOf: folder.appendingPathComponent("idle.txt"), encoding: .utf8)
        #expect(idle.contains("UIView 'spinner', repeating forever"))
    }
}
