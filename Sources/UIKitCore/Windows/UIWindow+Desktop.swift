// Linux additions to UIWindow: what a desktop window has and an iOS window does not. They never
// change the meaning of UIKit's API.
extension UIWindow {
    /// The title the window manager shows in the window's title bar and task list; empty by default.
    public var title: String {
        get { titleStorage }
        set {
            titleStorage = newValue
            platformWindow?.title = newValue
        }
    }

    /// The windowing system's identifier of the window (the X window id), once it has been shown.
    public var windowSystemID: UInt64? { platformWindow?.id.rawValue }
}
