public import Foundation

/// Makes a context menu's menu from the actions the system suggests (none on this platform).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// Makes the view controller a rich context menu previews.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its identifier and the menu its provider makes.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Identifies the configuration to the delegate; a generated string when not given.
    public let identifier: any NSCopying
    private let actionProvider: UIContextMenuActionProvider?
    private let previewProvider: UIContextMenuContentPreviewProvider?

    /// A configuration whose menu `actionProvider` makes when the menu shows; with no provider
    /// (or one returning `nil`), no menu shows. A menu opened by a long press shows a preview
    /// above it: the view controller `previewProvider` makes, or a snapshot of the view; a menu
    /// opened by a secondary click shows compact, as on Mac Catalyst.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu to show, made now.
    func makeMenu() -> UIMenu? {
        actionProvider?([])
    }

    /// The view controller to preview, made now; `nil` without a provider.
    func makePreview() -> UIViewController? {
        previewProvider?()
    }
}

/// Lets a delegate add work to a context menu's appearing or going away.
///
/// Menus appear and go at once on this platform, so animations run straight away and the
/// completions after them.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// Adds changes to make along with the menu's transition.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds work to do once the transition is over.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The transition of a menu that appears or goes at once.
@MainActor
final class ImmediateMenuTransition: UIContextMenuInteractionAnimating {
    private var completions: [@MainActor () -> Void] = []

    func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        animations()
    }

    func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        completions.append(completion)
    }

    /// Runs the completions added.
    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
