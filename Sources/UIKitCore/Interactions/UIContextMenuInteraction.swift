public import CoreGraphics
public import Foundation

/// Chooses the menu a context menu interaction shows, and hears when it shows and goes.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The configuration of the menu for `location` (in the interaction's view), or `nil` to show none.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?

    /// The menu of `configuration` is about to show.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)

    /// The menu of `configuration` is going, after a choice or without one.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Does nothing.
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}

/// Shows a menu for a view when the user asks for one: a secondary (right) click, or pressing
/// and holding with a finger or the primary button.
///
/// The menu is a pop-up window at the pointer (on the screen, past the app's window if need
/// be), run by keyboard and pointer like the desktop's menus. The delegate supplies the menu.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How a shown menu looks.
    public enum Appearance: Int, Sendable {
        /// No menu is shown.
        case unknown = 0
        /// A menu with a preview of its view.
        case rich = 1
        /// A plain menu, as desktop menus look.
        case compact = 2
    }

    /// How long a press is held before the menu shows.
    static let pressDuration: TimeInterval = 0.5

    /// Supplies the menu.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    private let longPress = UILongPressGestureRecognizer()
    /// Where the menu was asked for, in the view's coordinates.
    private var requestLocation: CGPoint = .zero
    /// The configuration of the menu shown by this interaction.
    private var shown: UIContextMenuConfiguration?

    /// An interaction whose menus `delegate` supplies.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        longPress.minimumPressDuration = Self.pressDuration
        longPress.addTarget { [weak self] (recognizer: UILongPressGestureRecognizer) in
            guard let self, recognizer.state == .began, let view else { return }
            present(at: recognizer.location(in: view), anchor: nil, withPreview: true)
        }
    }

    /// The appearance of the shown menu: ``Appearance/rich`` while a menu shows with its
    /// preview (opened by a long press), ``Appearance/compact`` while one shows alone.
    open var menuAppearance: Appearance { shown == nil ? .unknown : preview == nil ? .compact : .rich }

    /// The preview shown above the menu, while one is.
    private var preview: MenuPreviewWindow?

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {
        dismissMenu()
        self.view?.removeGestureRecognizer(longPress)
    }

    /// Called after the interaction moved to `view`.
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
    }

    /// Where the menu was asked for, in `view`'s coordinates (the window's when `nil`).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return requestLocation }
        return own.convert(requestLocation, to: view)
    }

    /// Closes the menu this interaction shows, if any.
    open func dismissMenu() {
        guard shown != nil, let session = view?.window?.session else { return }
        session.menus.dismiss()
    }

    /// Replaces the shown menu by what `block` makes of it.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard shown != nil, let session = view?.window?.session else { return }
        session.menus.replaceRootMenu(with: block)
    }

    /// Asks the delegate for a menu for `location` and shows it: at the location, or below
    /// `anchor` (a control's bounds) when given, or below a preview of the view when asked;
    /// whether a menu showed.
    @discardableResult
    final func present(
        at location: CGPoint, anchor: CGRect?, withPreview: Bool = false, minimumWidth: CGFloat = 0, selectsSingleItem: Bool = false,
        didChoose: (@MainActor (any UIMenuLeaf) -> Void)? = nil
    ) -> Bool {
        guard let view, let session = view.window?.session, let delegate else { return false }
        requestLocation = location
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location),
              let menu = configuration.makeMenu() else { return false }
        let appearing = ImmediateMenuTransition()
        if withPreview { showPreview(for: configuration, of: view) }
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: appearing)
        // With a preview, the menu goes below it: the preview's frame in the view's coordinates.
        let below = preview.flatMap { preview in
            view.window.map { owner in view.convert(preview.frame.offsetBy(dx: -owner.frame.minX, dy: -owner.frame.minY), from: nil) }
        }
        var request = MenuRequest(menu: menu, sourceView: view, anchor: (below ?? anchor).map { .below($0) } ?? .point(location))
        request.minimumWidth = minimumWidth
        request.sender = view
        request.didChoose = didChoose
        request.selectsSingleItem = selectsSingleItem
        request.willEnd = { [weak self] in
            guard let self, let shown else { return }
            self.shown = nil
            self.hidePreview()
            let going = ImmediateMenuTransition()
            self.delegate?.contextMenuInteraction(self, willEndFor: shown, animator: going)
            going.finish()
        }
        shown = configuration
        guard session.menus.present(request) else {
            shown = nil
            hidePreview()
            return false
        }
        appearing.finish()
        return true
    }

    /// Lifts a preview of `view` (or of the configuration's view controller, centred on it) in
    /// a pop-up window over where the view shows.
    private func showPreview(for configuration: UIContextMenuConfiguration, of view: UIView) {
        guard let owner = view.window else { return }
        let controller = configuration.makePreview()
        let window = MenuPreviewWindow(
            controller: controller, snapshot: controller == nil ? view.snapshotView(afterScreenUpdates: false) : nil, source: view)
        window.popUpOwner = owner
        let area = view.convert(view.bounds, to: nil)
        let size = window.bounds.size
        window.frame = CGRect(
            x: owner.frame.minX + area.midX - size.width / 2, y: owner.frame.minY + area.midY - size.height / 2,
            width: size.width, height: size.height)
        preview = window
        window.isHidden = false
    }

    private func hidePreview() {
        preview?.isHidden = true
        preview = nil
    }
}
