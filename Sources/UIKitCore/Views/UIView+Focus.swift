import Foundation

extension UIView: UIFocusItem {
    /// Whether the view has keyboard focus.
    public var isFocused: Bool {
        guard let window else { return false }
        return window.focusSystemStorage?.focusedView === self
    }

    /// The superview; a window has none.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { superview }

    /// Asks for focus to be reconsidered when it is inside the view (or nothing is focused).
    public func setNeedsFocusUpdate() {
        guard let window else { return }
        let system = window.focusSystem
        if let focused = system.focusedView, !UIFocusSystem.environment(self, contains: focused) { return }
        system.requestFocusUpdate(to: self)
    }

    /// Carries out a pending focus update of the view's window now.
    public func updateFocusIfNeeded() {
        window?.focusSystemStorage?.updateFocusIfNeeded()
    }
}

extension UIWindow {
    /// The window's focus system, made when first asked for.
    var focusSystem: UIFocusSystem {
        if let focusSystemStorage { return focusSystemStorage }
        let system = UIFocusSystem(window: self)
        focusSystemStorage = system
        return system
    }

    /// The view with keyboard focus, if any.
    var focusedView: UIView? { focusSystemStorage?.focusedView }
}
