// Linux additions to UIApplication for debugging; they never change the meaning of UIKit's API.
extension UIApplication {
    /// The debugging overlays drawn over every window; they start from `CASEMENT_DEBUG_OVERLAYS`
    /// and show from the next frame when changed.
    public var debugOverlays: DebugOverlayOptions {
        get { PlatformSession.current.debugOverlays.options }
        set {
            PlatformSession.current.debugOverlays.options = newValue
            for window in PlatformSession.current.shownWindows { window.setNeedsFullRepaint() }
        }
    }
}
