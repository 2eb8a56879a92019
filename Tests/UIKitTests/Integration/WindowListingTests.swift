import PlatformX11
import Testing
import UIKit
import UIKitTesting

/// A controller whose view is drawn blue and that records when it loads.
@MainActor
private final class MainViewController: UIViewController {
    var loads: [String] = []

    override func loadView() {
        loads.append("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads.append("viewDidLoad")
        view.backgroundColor = .systemBlue
    }
}

/// The Windows chapter's launch code (the unnumbered window listing and Listing 3-1): a window
/// the size of the main screen, the controller's view added to it, then shown and made key.
@MainActor
private final class ListingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let viewController = MainViewController()
    /// What was true just after the window was made, before anything was added or shown.
    var justMade: (frame: CGRect, onMain: Bool, level: UIWindow.Level, hidden: Bool, key: Bool)?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        justMade = (window.frame, window.screen === UIScreen.main, window.windowLevel, window.isHidden, window.isKeyWindow)
        window.addSubview(viewController.view)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

@Suite("Window listings", .serialized, .failureBundle)
@MainActor
struct WindowListingTests {
    @Test("Creating the main window: the main screen's bounds, on the main screen, normal level, hidden and not key until shown")
    func mainWindow() throws {
        let delegate = ListingDelegate()
        _ = try TestApp(display: .xvfb(width: 800, height: 600), delegate: delegate)
        let made = try #require(delegate.justMade)
        #expect(made.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(made.onMain && made.level == .normal && made.hidden && !made.key)
    }

    @Test("Listing 3-1: the controller's view loads when added, is the window's only subview, and shows in the first frame of the key window")
    func addingTheRootView() throws {
        let delegate = ListingDelegate()
        let notes = NotificationLog([UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeKeyNotification])
        let app = try TestApp(display: .xvfb(width: 800, height: 600), delegate: delegate)
        try app.waitForIdle()
        let window = try #require(delegate.window)
        #expect(delegate.viewController.loads == ["loadView", "viewDidLoad"])
        #expect(window.subviews.count == 1 && window.subviews[0] === delegate.viewController.view)
        #expect(delegate.viewController.view.superview === window && delegate.viewController.view.window === window)
        #expect(notes.names == ["UIWindowDidBecomeVisible", "UIWindowDidBecomeKey"])
        #expect(window.isKeyWindow && app.windows.count == 1)
        let shown = RGBAImage(try #require(window.platformWindow as? X11Window).capture())
        #expect(shown[400, 300] == [0, 122, 255, 255])
    }
}
