public import Foundation

/// What the user was doing, handed to a scene that opens to carry on with it.
///
/// - Note: Divergence: Foundation on Linux has no `NSUserActivity`, so UIKit provides the part
///   scenes use: the type, title and user info that reach a new scene's connection options.
///   Nothing is advertised to other devices or searched.
open class NSUserActivity: NSObject {
    /// What kind of activity it is, in reverse-DNS form (`"com.example.app.viewing"`).
    public let activityType: String
    /// A title for the activity, shown to the user.
    open var title: String?
    /// Values the receiving scene needs to carry on.
    open var userInfo: [AnyHashable: Any]?
    /// An identifier of the content, which chooses among scenes that could show it.
    open var targetContentIdentifier: String?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to ``userInfo``, replacing those with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
}
