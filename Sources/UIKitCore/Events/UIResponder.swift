public import Foundation

/// An object that takes part in the responder chain.
///
/// Views, windows and the application are responders. Each event method passes what the
/// responder does not handle to its ``next`` responder, so an event that nothing handles climbs
/// to the application, which drops it.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The responder that receives what this one does not handle; `nil` at the end of the chain.
    open var next: UIResponder? { nil }

    // MARK: Touches

    /// Fingers touched down in the responder; the base passes them to ``next``.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
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
}
