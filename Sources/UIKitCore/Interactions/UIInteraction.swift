public import Foundation

/// Behaviour added to a view as a unit (a tooltip, a context menu), attached with
/// ``UIView/addInteraction(_:)``.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// Called before the interaction is attached to `view` (or detached, with `nil`).
    func willMove(to view: UIView?)
    /// Called after the interaction is attached to `view` (or detached, with `nil`).
    func didMove(to view: UIView?)
}
