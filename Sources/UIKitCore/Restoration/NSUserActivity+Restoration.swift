import Foundation

extension NSUserActivity {
    /// A copy of the activity, as the session keeps of the one its scene's delegate returned.
    func restorationCopy() -> NSUserActivity {
        let copy = NSUserActivity(activityType: activityType)
        copy.title = title
        copy.userInfo = userInfo
        copy.targetContentIdentifier = targetContentIdentifier
        return copy
    }

    /// The activity in the property-list form of the state file; `userInfo` values that have
    /// none are left out with a message.
    var restorationPropertyList: [String: Any] {
        var plist: [String: Any] = ["activityType": activityType]
        plist["title"] = title
        plist["targetContentIdentifier"] = targetContentIdentifier
        if let userInfo {
            var values: [String: Any] = [:]
            for (key, value) in userInfo {
                guard let key = key.base as? String, let converted = RestorationCoder.propertyList(of: value) else {
                    Diagnostics.report(
                        "Casement UIKit: the restoration activity's userInfo entry \(key) (a \(type(of: value))) cannot be saved; it is left out.")
                    continue
                }
                values[key] = converted
            }
            plist["userInfo"] = values
        }
        return plist
    }

    /// The activity a state file's property list describes, or `nil` when it describes none.
    convenience init?(restorationPropertyList plist: [String: Any]) {
        guard let type = plist["activityType"] as? String else { return nil }
        self.init(activityType: type)
        title = plist["title"] as? String
        targetContentIdentifier = plist["targetContentIdentifier"] as? String
        if let values = plist["userInfo"] as? [String: Any] {
            var userInfo: [AnyHashable: Any] = [:]
            for (key, value) in values {
                if let decoded = RestorationCoder.value(from: value, allowing: nil) { userInfo[key] = decoded }
            }
            self.userInfo = userInfo
        }
    }
}
