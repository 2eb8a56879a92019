public import Foundation

/// A menu element that does something when chosen: an action or a command.
@preconcurrency @MainActor
public protocol UIMenuLeaf: UIMenuElement {
    /// The name menus show.
    var title: String { get set }
    /// A second line under the title.
    var subtitle: String? { get set }
    /// The image shown beside the title.
    var image: UIImage? { get set }
    /// The image shown while the element is on.
    var selectedImage: UIImage? { get set }
    /// A longer name, for the list of keyboard shortcuts.
    var discoverabilityTitle: String? { get set }
    /// How the element is shown and whether it can be chosen.
    var attributes: UIMenuElement.Attributes { get set }
    /// Whether the element shows a checkmark.
    var state: UIMenuElement.State { get set }
    /// What performed the element, while it runs.
    var sender: Any? { get }
    /// Performs the element as if chosen: an action runs its handler; a command goes to
    /// `target` when it is a responder that takes it, otherwise up the responder chain from it.
    func perform(withSender sender: Any?, target: Any?)
}
