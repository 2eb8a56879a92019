public import Foundation

/// One instance of the app's interface, with its own life: on the desktop, a window and its
/// secondary windows.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// In front, receiving events.
        case foregroundActive = 0
        /// Shown but not receiving events.
        case foregroundInactive = 1
        /// Not shown.
        case background = 2
    }

    /// What the scene was connected for: the activities a request to open it carried.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// The activities the scene should carry on, from the request that opened it.
        open private(set) var userActivities: Set<NSUserActivity>

        init(userActivities: Set<NSUserActivity> = []) {
            self.userActivities = userActivities
            super.init()
        }
    }

    /// Posted when a scene has connected.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene has disconnected.
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene has become active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene has gone to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    /// The scene's session.
    public let session: UISceneSession
    /// The object told of the scene's life; the scene keeps it, as UIKit does.
    open var delegate: (any UISceneDelegate)?
    /// Where the scene is in its life.
    open internal(set) var activationState: ActivationState = .unattached
    /// The scene's title, which its windows show in their title bars, as on Mac Catalyst.
    open var title: String? {
        didSet { showTitle() }
    }

    /// Hands the title to the scene's windows; a scene without a title leaves theirs alone.
    func showTitle() {}

    /// Makes a scene for `session`; UIKit does, when the session connects.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Moves the scene to `state` through the states between (background, foreground inactive,
    /// foreground active), telling its delegate and posting each step; a connecting scene
    /// passes silently from unattached to the background, and a disconnecting one from there.
    func transition(to state: ActivationState) {
        while activationState != state {
            switch activationState {
            case .unattached:
                activationState = .background
            case .background:
                if state == .unattached {
                    activationState = .unattached
                    return
                }
                delegate?.sceneWillEnterForeground(self)
                post(Self.willEnterForegroundNotification)
                activationState = .foregroundInactive
            case .foregroundInactive:
                if state == .foregroundActive {
                    activationState = .foregroundActive
                    delegate?.sceneDidBecomeActive(self)
                    post(Self.didActivateNotification)
                } else {
                    activationState = .background
                    delegate?.sceneDidEnterBackground(self)
                    post(Self.didEnterBackgroundNotification)
                }
            case .foregroundActive:
                delegate?.sceneWillResignActive(self)
                post(Self.willDeactivateNotification)
                activationState = .foregroundInactive
            }
        }
    }

    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

/// The object told of a scene's connection and the changes of its state; every method has a default.
///
/// - Note: Divergence: Swift on Linux has no optional protocol methods, so each has a default
///   implementation that does nothing.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is connecting to the app: make its windows here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was disconnected (its window closed).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The activity that would bring the scene back as it is now, asked when it goes to the
    /// background and when the app ends; its session keeps a copy for the next launch.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// Called on a scene reconnected at launch, right after it connected, with the activity its
    /// session kept: put the interface back as it was.
    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)
}

extension UISceneDelegate {
    /// Does nothing: a delegate implements only the callbacks it needs.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    /// Returns `nil`: the scene is reconnected at the next launch with no activity.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    /// Does nothing.
    public func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}
}
