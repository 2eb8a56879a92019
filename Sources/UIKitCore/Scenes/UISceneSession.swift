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
    /// Information the app keeps with the session.
    open var userInfo: [String: Any]?

    init(role: UISceneSession.Role, configuration: UISceneConfiguration) {
        (self.role, self.configuration) = (role, configuration)
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
