import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

// The app under test: a counter with a button, a label and a spinner that never stops.

/// Shows a count and a button that adds one to it.
@MainActor
final class CounterViewController: UIViewController {
    private(set) var count = 0
    let countLabel = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
    let spinner = UIView(frame: CGRect(x: 240, y: 20, width: 30, height: 30))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        countLabel.text = "Count: 0"
        countLabel.accessibilityIdentifier = "count"
        view.addSubview(countLabel)

        let button = UIView(frame: CGRect(x: 20, y: 70, width: 120, height: 44))
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 8
        button.accessibilityIdentifier = "increment"
        button.accessibilityLabel = "Add one"
        button.accessibilityTraits = .button
        button.addGestureRecognizer(UITapGestureRecognizer { [unowned self] (_: UITapGestureRecognizer) in increment() })
        view.addSubview(button)

        spinner.backgroundColor = .systemOrange
        spinner.accessibilityIdentifier = "spinner"
        view.addSubview(spinner)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        (spin.toValue, spin.duration, spin.repeatCount) = (2 * Double.pi, 1, .infinity)
        spinner.layer.add(spin, forKey: "spin")
    }

    func increment() {
        count += 1
        countLabel.text = "Count: \(count)"
    }
}

/// Puts the counter in a window, as the app's delegate does at launch.
@MainActor
final class CounterAppDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 140))
        window.rootViewController = CounterViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

// The tests: each launches the app on its own private Xvfb and drives it through the X server.

@Suite("Counter app", .serialized, .failureBundle)
@MainActor
struct CounterAppTests {
    /// Launches the app on a private Xvfb and waits until it has settled.
    private func launch() throws -> (TestApp, CounterAppDelegate) {
        let delegate = CounterAppDelegate()
        let app = try TestApp(display: .xvfb(width: 640, height: 480), delegate: delegate)
        try app.waitForIdle()
        return (app, delegate)
    }

    @Test("tapping the button adds one to the count")
    func tapIncrements() throws {
        let (app, _) = try launch()
        let button = app.buttons["increment"]
        #expect(button.isHittable)
        button.tap()
        button.tap()
        #expect(app.staticTexts["count"].view.flatMap { $0 as? UILabel }?.text == "Count: 2")
    }

    @Test("the spinner never stops, but waiting for idle does not hang on it")
    func spinnerIsOngoing() throws {
        let (app, _) = try launch()
        let report = try app.waitForIdle(timeout: 5)
        #expect(report.ongoing.contains { $0.detail.contains("UIView 'spinner'") })
    }

    @Test("the window looks as recorded")
    func looks() throws {
        let (app, delegate) = try launch()
        app.buttons["Add one"].tap()
        // Stop the spinner at a known angle: the media clock only moves when the test says.
        delegate.window?.rootViewController?.view.subviews.last?.layer.removeAllAnimations()
        try app.waitForIdle()
        assertSnapshot(of: try #require(delegate.window), as: .image, named: "after-one-tap")
        assertSnapshot(of: try #require(delegate.window?.rootViewController?.view), as: .hierarchy, named: "after-one-tap")
    }
}
