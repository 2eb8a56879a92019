import Foundation

extension PlatformSession {
    /// Tells the app to free memory it can rebuild, as iOS does under memory pressure: the
    /// delegate's `applicationDidReceiveMemoryWarning(_:)`, every view controller of the shown
    /// windows (their children included) with `didReceiveMemoryWarning()`, then
    /// `UIApplication.didReceiveMemoryWarningNotification`.
    ///
    /// Divergence: Linux sends no memory warnings; this is how one is given, as the iOS
    /// Simulator's "Simulate Memory Warning" does (UIKitTesting's `simulateMemoryWarning()`).
    package func performMemoryWarning() {
        application.delegate?.applicationDidReceiveMemoryWarning(application)
        var controllers = shownWindows.compactMap(\.rootViewController)
        while let controller = controllers.popLast() {
            controller.didReceiveMemoryWarning()
            controllers += controller.children
        }
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: application)
    }
}
