public import Foundation

/// A scene's lasting identity: its role, its configuration and its state to restore.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What the session is for.
    public let role: UISceneSession.Role
    /// How its scene was made: the configuration the app delegate gave for it.
    public internal(set) var configuration: UISceneConfiguration
    /// An identifier that stays the same for the session's life.
    public let persistentIdentifier: String
    /// The session's scene while it is connected.
    open internal(set) weak var scene: UIScene?
    /// Information the app keeps with the session, saved with it between launches (its
    /// property-list values).
    open var userInfo: [String: Any]?
    /// The activity that restores the scene as it was: a copy of what the scene's delegate
    /// returned from `stateRestorationActivity(for:)` when the scene last went to the background
    /// (or the app ended), kept with the session across launches.
    open var stateRestorationActivity: NSUserActivity?

    init(role: UISceneSession.Role, configuration: UISceneConfiguration, persistentIdentifier: String = UUID().uuidString) {
        (self.role, self.configuration, self.persistentIdentifier) = (role, configuration, persistentIdentifier)
        super.init()
    }
}
