public import Foundation

/// The running app: its windows, its state, its delegate.
///
/// There is one, made by `UIApplicationMain` (or `@main` on the delegate). Its state follows
/// the desktop: active while one of its windows has the keyboard focus, inactive otherwise, in
/// the background while every shown window is minimized.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The states an app moves through.
    public enum State: Int, Sendable {
        /// In front, receiving events: one of its windows has the keyboard focus.
        case active
        /// Shown but not receiving keyboard events: the focus is in another app, or the app is launching.
        case inactive
        /// Not shown: every window is minimized.
        case background
    }

    /// Keys of the launch options dictionary.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The name of the value.
        public var rawValue: String
        /// Wraps a key name.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Posted after the launch methods of the delegate have returned.
    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app has become active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app has entered the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted once before the app ends.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the app is asked to free memory it can rebuild.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// The app.
    public class var shared: UIApplication { PlatformSession.current.application }

    /// The session that made the app; the current one for an app whose session has gone.
    package var session: PlatformSession { owningSession ?? PlatformSession.current }
    weak var owningSession: PlatformSession?

    /// Makes the app object; `UIApplicationMain` does, once.
    public required override init() {
        super.init()
    }

    /// The object told about the app's launch and state changes. Not retained, as in UIKit;
    /// the one `UIApplicationMain` makes lives as long as the app.
    open weak var delegate: (any UIApplicationDelegate)?

    /// The state the app is in; inactive while it launches.
    open internal(set) var applicationState: State = .inactive

    /// The app's windows, shown or hidden, back to front: by window level, then by the order
    /// they were last brought forward.
    open var windows: [UIWindow] { session.orderedWindows }

    /// The layout direction of the app's interface: that of the user's preferred language.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { Self.languageLayoutDirection }

    /// The scenes connected to the app.
    open internal(set) var connectedScenes: Set<UIScene> = []
    /// The sessions of the app's scenes, connected or not.
    open internal(set) var openSessions: Set<UISceneSession> = []
    /// Whether the app can show more than one scene at a time: what the scene manifest's
    /// `UIApplicationSupportsMultipleScenes` says (no, when it does not say), and yes for an app
    /// without a manifest, which configures its scenes in code.
    ///
    /// - Note: Divergence: iOS reads only the manifest; an app here may have no Info.plist.
    open var supportsMultipleScenes: Bool {
        guard let manifest = sceneManifest as? [String: Any] else { return true }
        return manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
    }

    /// Asks for a scene to be shown: `sceneSession`'s, brought forward (restored if minimized
    /// and given the keyboard focus), or, when `nil`, a new scene in its own window, whose
    /// connection options carry `userActivity`. As on iOS, the request is met after the caller
    /// returns (before the run loop next sleeps); `errorHandler` hears why it could not be.
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        queueActivation(of: sceneSession, userActivity: userActivity, errorHandler: errorHandler)
    }

    /// Asks for `sceneSession`'s scene to close: its windows are hidden, the scene disconnects
    /// and the session is discarded, as when the user closes the scene's window; the app ends
    /// when no window is left shown. Met after the caller returns, like an activation.
    open func requestSceneSessionDestruction(
        _ sceneSession: UISceneSession, options: UISceneDestructionRequestOptions?, errorHandler: ((any Error) -> Void)? = nil
    ) {
        queueDestruction(of: sceneSession, errorHandler: errorHandler)
    }

    /// The `UIApplicationSceneManifest` of the main bundle's Info.plist, if it has one.
    package lazy var sceneManifest: Any? = Bundle.main.object(forInfoDictionaryKey: "UIApplicationSceneManifest")

    /// Requests to open, bring forward or close scenes, met before the run loop next sleeps.
    var pendingSceneRequests: [() -> Void] = []
    /// Saves the interface as the app leaves and restores it at the next launch.
    package let stateRestoration = StateRestoration()

    /// The window that receives keyboard events, if any.
    open var keyWindow: UIWindow? { session.keyWindow }

    private var ignoringCount = 0

    /// Whether touch and pointer events are being dropped, between the calls of
    /// ``beginIgnoringInteractionEvents()`` and ``endIgnoringInteractionEvents()``.
    open var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

    /// Starts dropping interaction events; calls nest, each needing its own end.
    open func beginIgnoringInteractionEvents() {
        ignoringCount += 1
    }

    /// Ends one ``beginIgnoringInteractionEvents()``; an end without a begin is ignored.
    open func endIgnoringInteractionEvents() {
        guard ignoringCount > 0 else {
            Diagnostics.report("Casement UIKit: endIgnoringInteractionEvents() ignored: no beginIgnoringInteractionEvents() is open.")
            return
        }
        ignoringCount -= 1
    }

    /// The app delegate when it is a responder, the end of every responder chain.
    open override var next: UIResponder? { delegate as? UIResponder }

    /// Delivers an event to the windows it belongs to: a touches event to each window where one
    /// of its touches changed, a presses event to the key window. Override to watch every event the app gets; call `super`.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches:
            var windows: [UIWindow] = []
            for touch in event.touchList where touch.phase != .stationary {
                if let window = touch.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
            }
            for window in windows { window.sendEvent(event) }
        case .presses:
            (event as? UIPressesEvent)?.pressList.first?.window?.sendEvent(event)
        default:
            break
        }
    }

    // MARK: State changes (driven by the platform session)

    /// Runs the delegate's launch methods and posts the launch notification.
    func finishLaunching(options: [LaunchOptionsKey: Any]?) {
        stateRestoration.beginLaunch()
        _ = delegate?.application(self, willFinishLaunchingWithOptions: options)
        stateRestoration.restoreControllers(of: self)
        _ = delegate?.application(self, didFinishLaunchingWithOptions: options)
        post(Self.didFinishLaunchingNotification)
    }

    /// Moves to `state`, through the states between, telling the delegate and posting each step.
    func transition(to state: State) {
        // The interface is saved once the app and its scenes have gone to the background.
        let wasInBackground = applicationState == .background
        defer { settleSceneStates(saving: !wasInBackground && applicationState == .background) }
        while applicationState != state {
            switch (applicationState, state) {
            case (.inactive, .active):
                applicationState = .active
                delegate?.applicationDidBecomeActive(self)
                post(Self.didBecomeActiveNotification)
            case (.active, _):
                delegate?.applicationWillResignActive(self)
                post(Self.willResignActiveNotification)
                applicationState = .inactive
            case (.inactive, .background):
                applicationState = .background
                delegate?.applicationDidEnterBackground(self)
                post(Self.didEnterBackgroundNotification)
            case (.background, _):
                delegate?.applicationWillEnterForeground(self)
                post(Self.willEnterForegroundNotification)
                applicationState = .inactive
            case (.inactive, .inactive):
                return
            }
        }
    }

    /// Tells the delegate and observers that the app is ending.
    func prepareToTerminate() {
        if applicationState == .active { transition(to: .inactive) }
        stateRestoration.saveAtTermination(of: self)
        delegate?.applicationWillTerminate(self)
        post(Self.willTerminateNotification)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
