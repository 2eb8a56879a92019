extension UIView {
    /// The view's part in appearance proxies.
    var appearanceState: ViewAppearanceState {
        if let state = appearanceStateStorage { return state }
        let state = ViewAppearanceState()
        appearanceStateStorage = state
        return state
    }

    /// Notes, from the setter of the appearance property `name`, that it was set: on a proxy,
    /// `apply` is recorded to give the value to the views the proxy styles; on a view, the value
    /// is the view's own, which proxies then leave alone (unless a proxy is setting it now).
    func noteAppearance(_ name: String, _ apply: @autoclosure () -> @MainActor (UIView) -> Void) {
        if let recording = appearanceStateStorage?.recording { return recording.record(name, apply()) }
        guard !PlatformSession.current.appearanceProxies.isApplying else { return }
        if !appearanceState.ownProperties.contains(name) { appearanceState.ownProperties.append(name) }
    }

    /// Gives each view of the subtree, which has just entered a window, what the session's
    /// appearance proxies recorded for it (UIKit applies them on entering a window only).
    func applyAppearanceProxies() {
        let proxies = PlatformSession.current.appearanceProxies
        guard !proxies.isEmpty else { return }
        forEachInSubtree { proxies.apply(to: $0) }
    }
}
