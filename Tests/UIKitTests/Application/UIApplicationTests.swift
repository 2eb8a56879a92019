import Platform
import PlatformHeadless
import Testing
import UIKit
import UIKitCore

/// A delegate that records what it is told, and shows a window when launched if asked to.
@MainActor
final class RecordingDelegate: UIResponder, UIApplicationDelegate {
    var calls: [String] = []
    var window: UIWindow?
    var showsWindowAtLaunch = false

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        calls.append("didFinishLaunching \(application.applicationState)")
        if showsWindowAtLaunch {
            window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            window?.makeKeyAndVisible()
        }
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { calls.append("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { calls.append("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { calls.append("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { calls.append("willTerminate") }
}

@MainActor
private let lifecycleNotifications = [
    UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
    UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
    UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
    UIWindow.didBecomeHiddenNotification,
]

@Suite("UIApplication")
@MainActor
struct UIApplicationTests {
    /// An app launched with a delegate that shows one window.
    private func launched() -> (TestApplication, RecordingDelegate) {
        let delegate = RecordingDelegate()
        delegate.showsWindowAtLaunch = true
        return (TestApplication(delegate: delegate), delegate)
    }

    @Test("launching calls will- then didFinishLaunching while inactive, posts the launch notification, and the delegate is the app's")
    func launch() {
        let delegate = RecordingDelegate()
        let log = NotificationLog(lifecycleNotifications)
        let app = TestApplication(delegate: delegate)
        #expect(delegate.calls == ["willFinishLaunching", "didFinishLaunching inactive"])
        #expect(log.names == ["UIApplicationDidFinishLaunching"])
        #expect(app.application.applicationState == .inactive)
        #expect(UIApplication.shared === app.application && app.application.delegate === delegate)
    }

    @Test("the app becomes active when its window gets the keyboard focus")
    func becomesActiveWithFocus() {
        let (app, delegate) = launched()
        let log = NotificationLog(lifecycleNotifications)
        app.runTurn()
        #expect(app.application.applicationState == .active)
        #expect(delegate.calls.last == "didBecomeActive" && log.names == ["UIApplicationDidBecomeActive"])
    }

    @Test("focus moving between two of the app's windows neither resigns nor re-activates the app, and moves the key window")
    func focusBetweenOwnWindows() {
        let (app, delegate) = launched()
        let other = UIWindow(frame: CGRect(x: 400, y: 0, width: 100, height: 100))
        other.isHidden = false
        app.runTurn()
        let calls = delegate.calls.count
        other.platformWindow?.focus()
        app.runTurn()
        #expect(delegate.calls.count == calls && app.application.applicationState == .active)
        #expect(other.isKeyWindow)
    }

    @Test("focus leaving for another app resigns active; the key window stays")
    func focusLeaves() {
        let (app, delegate) = launched()
        app.runTurn()
        let log = NotificationLog(lifecycleNotifications)
        app.platform.inject(.focusChanged(window: delegate.window!.platformWindow!.id, isFocused: false))
        app.runTurn()
        #expect(app.application.applicationState == .inactive)
        #expect(delegate.calls.last == "willResignActive" && log.names == ["UIApplicationWillResignActive"])
        #expect(delegate.window!.isKeyWindow)
    }

    @Test("minimizing every window enters the background (after resigning active) and posts no hidden notification; restoring comes back")
    func minimizeAndRestore() {
        let (app, delegate) = launched()
        app.runTurn()
        let log = NotificationLog(lifecycleNotifications)
        let id = delegate.window!.platformWindow!.id
        app.platform.inject(.focusChanged(window: id, isFocused: false))
        app.platform.inject(.mapped(window: id, isVisible: false))
        app.runTurn()
        #expect(app.application.applicationState == .background)
        #expect(log.names == ["UIApplicationWillResignActive", "UIApplicationDidEnterBackground"])
        app.platform.inject(.mapped(window: id, isVisible: true))
        app.platform.inject(.focusChanged(window: id, isFocused: true))
        app.runTurn()
        #expect(app.application.applicationState == .active)
        #expect(Array(log.names.suffix(2)) == ["UIApplicationWillEnterForeground", "UIApplicationDidBecomeActive"])
        #expect(Array(delegate.calls.suffix(4)) == ["willResignActive", "didEnterBackground", "willEnterForeground", "didBecomeActive"])
    }

    @Test("a window the app hides and shows again is not taken for a minimized one")
    func hideAndShowIsNotMinimizing() {
        let (app, delegate) = launched()
        app.runTurn()
        delegate.window!.isHidden = true
        delegate.window!.isHidden = false
        app.runTurn()
        #expect(app.application.applicationState != .background)
        #expect(!delegate.calls.contains("didEnterBackground"))
    }

    @Test("ending the app (SIGTERM) tells the delegate once, resigning active first")
    func terminate() {
        let (app, delegate) = launched()
        app.runTurn()
        app.session.end(status: 0)
        app.session.end(status: 0)
        #expect(Array(delegate.calls.suffix(2)) == ["willResignActive", "willTerminate"])
        #expect(app.terminations == [0])
    }

    @Test("ignoring interaction events nests: each begin needs its end; an extra end is reported")
    func ignoringInteraction() {
        let app = TestApplication()
        let application = app.application
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        application.endIgnoringInteractionEvents()
        #expect(application.isIgnoringInteractionEvents)
        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents)
        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents)
        #expect(Diagnostics.hasReported("endIgnoringInteractionEvents() ignored"))
    }

    @Test("windows lists the app's windows back to front by level; a window the app drops leaves it")
    func windowsList() {
        let app = TestApplication()
        let top = UIWindow(frame: .zero)
        top.windowLevel = .alert
        let bottom = UIWindow(frame: .zero)
        var temporary: UIWindow? = UIWindow(frame: .zero)
        #expect(app.application.windows.count == 3)
        #expect(temporary != nil)
        temporary = nil
        #expect(app.application.windows == [bottom, top])
    }
}
