import Platform
import PlatformHeadless
import UIKit
import UIKitCore
import UIKitTesting

/// The test kit's app on the in-memory platform, one per test, with the headless platform's
/// own event injection and the session at hand for the framework's unit tests.
@MainActor
final class TestApplication {
    let kit: TestApp
    let platform: HeadlessPlatform

    /// Launches an app with `delegate` on a fresh in-memory platform with `screens`.
    init(screens: [ScreenDescription] = [HeadlessPlatform.defaultScreen], delegate: (any UIApplicationDelegate)? = nil) {
        // The in-memory display starts no server, so making it cannot fail.
        kit = try! TestApp(display: .headless(screens: screens), delegate: delegate)
        platform = kit.platform as! HeadlessPlatform
        // Unit tests often drop the app at once (`_ = TestApplication(...)`) and go on with its
        // screens: its session stays until the next test installs another.
        kit.tearsDownWhenReleased = false
    }

    var session: PlatformSession { kit.session }
    var application: UIApplication { kit.application }
    var clock: ManualClock { kit.clock }
    /// The exit statuses the app asked for; it does not really exit.
    var terminations: [Int32] { kit.terminations }

    /// One turn of the main run loop: the events that arrived are handled, then the screens are
    /// brought up to date, as before the loop sleeps.
    func runTurn() {
        kit.runTurn()
    }

    /// A shown key window of 100×100 points (or `size`) at the screen's origin.
    func shownWindow(size: CGSize = CGSize(width: 100, height: 100)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.makeKeyAndVisible()
        return window
    }

    /// The headless twin of `window`.
    func platformWindow(of window: UIWindow) -> HeadlessWindow? {
        window.platformWindow as? HeadlessWindow
    }
}

/// Screens for tests: a size in pixels and a density.
enum TestScreens {
    /// A screen named `id` of `width`×`height` pixels at `ppi` pixels per inch (or no reported size).
    static func screen(
        _ id: String, x: Int = 0, y: Int = 0, width: Int, height: Int, ppi: Double? = 96, primary: Bool = false,
        modes: [ScreenMode] = [], rotation: ScreenRotation = .normal, refreshRate: Double = 60
    ) -> ScreenDescription {
        let mode = ScreenMode(width: width, height: height, refreshRate: refreshRate)
        let size = ppi.map { CGSize(width: Double(width) / $0 * 25.4, height: Double(height) / $0 * 25.4) }
        return ScreenDescription(
            id: id, frame: CGRect(x: x, y: y, width: width, height: height), modes: [mode] + modes, currentMode: mode,
            physicalSize: size, rotation: rotation, isPrimary: primary)
    }
}

/// Records notifications by name, with their objects, in the order they were posted.
@MainActor
final class NotificationLog {
    private(set) var entries: [(name: Notification.Name, object: AnyObject?)] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ names: [Notification.Name]) {
        for name in names {
            // Posts come from the main actor, so the observer runs there too.
            let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let note = note
                MainActor.assumeIsolated { self?.entries.append((note.name, note.object as AnyObject?)) }
            }
            tokens.append(token)
        }
    }

    isolated deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    /// The names posted, short (without the framework prefix), in order.
    var names: [String] {
        entries.map { $0.name.rawValue.replacingOccurrences(of: "Notification", with: "") }
    }

    /// The objects posted with `name`.
    func objects(_ name: Notification.Name) -> [AnyObject?] {
        entries.filter { $0.name == name }.map(\.object)
    }
}

/// A fresh in-memory platform, to leave behind when a test that used a real server ends.
enum HeadlessPlatformForTests {
    @MainActor
    static func make() -> HeadlessPlatform { HeadlessPlatform() }
}
