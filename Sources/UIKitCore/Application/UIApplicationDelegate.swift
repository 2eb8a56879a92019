public import Foundation

/// The object that an application tells about its launch, its state changes and its end.
///
/// Every method is optional: the defaults do nothing (the launch methods return `true`).
/// The delegate is an `NSObject` (usually a `UIResponder`); `UIApplicationMain` and `@main` make
/// it with its `init()`, inherited or its own.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The main window, for delegates that keep one.
    var window: UIWindow? { get set }

    /// Called when the launch has begun, before state restoration; return `false` to refuse a URL to open.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when the launch is done: make and show the first window here.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// Called when the app has become active: one of its windows has the keyboard focus.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// Called when the app is about to stop being active: the focus is leaving its windows.
    func applicationWillResignActive(_ application: UIApplication)
    /// Called when every window of the app has been minimized.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// Called when a minimized window of the app is about to be shown again.
    func applicationWillEnterForeground(_ application: UIApplication)
    /// Called once before the app ends: its last window closed, or it was asked to end (SIGTERM).
    func applicationWillTerminate(_ application: UIApplication)
    /// Called when the app is asked to free memory it can rebuild.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The configuration of the scene about to connect for `connectingSceneSession`. The default
    /// is the scene manifest's "Default Configuration" (none without a manifest), so an app
    /// without scenes shows its windows the pre-scene way.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Called when the user discarded scene sessions (closed their windows for good).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// Asked when the app goes to the background or ends whether to save its view controllers'
    /// state (restored at the next launch if ``application(_:shouldRestoreSecureApplicationState:)``
    /// agrees); `coder` is the app-level archive, which the delegate may add values to.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    /// Asked at launch, between the two launch methods, whether to restore the state saved last
    /// time; `coder` holds the app-level values, UIKit's keys among them
    /// (``UIApplication/stateRestorationBundleVersionKey``, …).
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    /// The view controller to restore under `identifierComponents` (restoration identifiers from
    /// the root down) when it has no restoration class; `nil` lets UIKit look for the controller
    /// among those the app already made (its windows' root controllers and their children).
    func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    ) -> UIViewController?
    /// Called while the state is saved, to add app-level values to the archive.
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    /// Called once every restored view controller has decoded its state, with the app-level archive.
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
}

extension UIApplicationDelegate {
    /// None: a delegate that declares no window property keeps none.
    public var window: UIWindow? {
        get { nil }
        // A delegate that declares no window property has nowhere to keep one, as on iOS.
        set {}
    }

    /// Returns `true`.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Returns `true`.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
    /// Does nothing.
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// A configuration named "Default Configuration" for the session's role.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// Returns `false`: an app saves its view controllers' state only when it says so.
    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    /// Returns `false`: an app restores its view controllers' state only when it says so.
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
    /// Returns `nil`.
    public func application(
        _ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder
    ) -> UIViewController? {
        nil
    }
    /// Does nothing.
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    /// Does nothing.
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
}
