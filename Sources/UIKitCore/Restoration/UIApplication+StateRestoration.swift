import Foundation

extension UIApplication {
    /// The key of the app's version (its `CFBundleVersion`) in the restoration archive, when its
    /// Info.plist gives one.
    public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    /// The key of the user interface idiom in effect when the archive was saved (its raw value).
    public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiomKey"
    /// The key of the date the archive was saved.
    public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestampKey"
    /// The key of the system version (as `UIDevice.systemVersion` gives it) the archive was saved on.
    public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersionKey"
}
