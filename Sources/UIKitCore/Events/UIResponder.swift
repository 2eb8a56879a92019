public import Foundation

/// An object that takes part in the responder chain.
///
/// Views, windows and the application are responders. Each event method passes what the
/// responder does not handle to its ``next`` responder, so an event that nothing handles climbs
/// to the application, which drops it.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The responder that receives what this one does not handle; `nil` at the end of the chain.
    open var next: UIResponder? { nil }

    /// Told of a change of a property the responder observes by name
    /// (`addObserver(_:forKeyPath:options:context:)`); a subclass that observes overrides it.
    /// This one reports the change as unhandled, where Foundation raises an exception. Not
    /// isolated, as `NSObject`'s is not: it runs on the thread that made the change.
    nonisolated open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        reportUnhandledObservation(keyPath, by: self)
    }

    // MARK: Touches

    /// Fingers touched down in the responder; the base passes them to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let next else {
            let session = touches.first?.window?.session ?? UIApplication.shared.session
            return session.unhandledEvents.touchesUnhandled(touches)
        }
        next.touchesBegan(touches, with: event)
    }

    /// Fingers moved; the base passes them to ``next``.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    /// Fingers lifted; the base passes them to ``next``.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system took the touches away (a gesture recognizer took them, the window closed, the
    /// pointer grab was lost); the base passes them to ``next``. A responder that handles touches
    /// undoes here what their beginning did.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Keys went down while the responder was in the chain; the base passes them to ``next``.
    /// A press that passes the end of the chain becomes text for a first responder that adopts
    /// ``UIKeyInput``, so a text-taking responder that handles some keys itself calls `super` for
    /// the others.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let next else {
            for press in presses { press.reachedEndOfChain = true }
            return
        }
        next.pressesBegan(presses, with: event)
    }

    /// Presses changed; the base passes them to ``next``.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    /// Keys came up; the base passes them to ``next``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    /// The presses were taken away (the window lost the keyboard focus); the base passes them to ``next``.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// The key commands this responder answers, searched from the first responder up the chain.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Adjusts a command this responder would perform (its title, state, attributes) before a
    /// menu shows it; the base leaves it as it is.
    open func validate(_ command: UICommand) {}

    // MARK: First responder

    /// Whether the responder can take the keyboard focus of its window. Default `false`.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets the focus go when asked. Default `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder has its window's keyboard focus.
    ///
    /// A first responder that is hidden stays first responder (and keeps getting keys) until it
    /// resigns, as UIKit documents; one removed from its window resigns.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponderStorage === self
    }

    /// Takes the keyboard focus of the responder's window (a view's window, or the key window),
    /// asking the current first responder to resign first; `false` when either refuses or the
    /// responder has no window.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.firstResponderStorage === self { return true }
        if let current = window.firstResponderStorage {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponderStorage = self
        return true
    }

    /// Gives up the keyboard focus; `true` (the base always agrees).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let window = responderWindow, window.firstResponderStorage === self { window.firstResponderStorage = nil }
        return true
    }

    /// The window whose first responder this responder would be.
    private var responderWindow: UIWindow? {
        if let window = self as? UIWindow { return window }
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return UIApplication.shared.session.keyWindow
    }
}

// Responders are told of the properties they observe by name, as every NSObject is on Apple's
// platforms (views, controllers and the application override `observeValue` there).
extension UIResponder: NSKeyValueObserving {}
