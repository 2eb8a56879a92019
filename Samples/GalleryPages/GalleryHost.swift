import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// What a Gallery page shows.
public enum PageContent {
    /// A picture drawn once.
    case picture(CGImage)
    /// A layer tree.
    case layers(CALayer)
    /// A layer tree whose animations `start` adds once the page has been drawn.
    case animated(CALayer, start: @MainActor (CALayer) -> Void)
    /// Live views, with their gesture recognizers.
    case views(UIView)
}

/// The Gallery window's root view: it shows one page at a time, and the arrow keys (or space)
/// move between pages through key commands; Ctrl+N opens another window, Ctrl+W closes this one.
@MainActor
public final class GalleryHost: UIView {
    public let pages: [(name: String, content: PageContent)]
    /// The page shown.
    public private(set) var current = 0
    private var shown: UIView?
    private var startedPages: Set<Int> = []

    /// A host for `pages`, showing none yet.
    public init(frame: CGRect, pages: [(name: String, content: PageContent)]) {
        self.pages = pages
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        accessibilityIdentifier = "gallery"
    }

    public required init?(coder: NSCoder) { nil }

    public override var canBecomeFirstResponder: Bool { true }

    public override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Next page", input: UIKeyCommand.inputRightArrow, action: GalleryHost.showNext),
            UIKeyCommand(title: "Next page", input: " ", action: GalleryHost.showNext),
            UIKeyCommand(title: "Previous page", input: UIKeyCommand.inputLeftArrow, action: GalleryHost.showPrevious),
            UIKeyCommand(title: "New Window", input: "n", modifierFlags: .control, action: GalleryHost.openWindow),
            UIKeyCommand(title: "Close Window", input: "w", modifierFlags: .control, action: GalleryHost.closeWindow),
        ]
    }

    /// Opens another Gallery window: a new scene, as Mac Catalyst apps open windows.
    private func openWindow() {
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = window?.windowScene
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: options)
    }

    /// Closes this window's scene; the app ends with its last window.
    private func closeWindow() {
        guard let session = window?.windowScene?.session else { return }
        UIApplication.shared.requestSceneSessionDestruction(session, options: nil)
    }

    private func showNext() { show((current + 1) % pages.count) }
    private func showPrevious() { show((current + pages.count - 1) % pages.count) }

    /// Shows page `index`; an animated page's animations start once it has been drawn.
    public func show(_ index: Int) {
        current = index
        shown?.removeFromSuperview()
        let holder: UIView
        switch pages[index].content {
        case .picture(let image):
            holder = UIView(frame: CGRect(x: 0, y: 0, width: image.width, height: image.height))
            holder.layer.contents = image
        case .layers(let tree), .animated(let tree, _):
            holder = UIView(frame: tree.frame)
            holder.layer.addSublayer(tree)
        case .views(let view):
            holder = view
        }
        addSubview(holder)
        shown = holder
        if case .animated(let tree, let start) = pages[index].content, !startedPages.contains(index) {
            startedPages.insert(index)
            // A transition starts from what was drawn: draw the page, then start.
            (window?.session ?? UIApplication.shared.session).updateScreens()
            start(tree)
        }
    }
}
