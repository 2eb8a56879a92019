public import Foundation

/// An object that takes part in the responder chain.
///
/// Views, windows and the application are responders; each passes what it does not handle to
/// its ``next`` responder.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The responder that receives what this one does not handle; `nil` at the end of the chain.
    open var next: UIResponder? { nil }
}
