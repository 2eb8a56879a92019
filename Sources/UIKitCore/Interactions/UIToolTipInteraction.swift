public import CoreGraphics
public import Foundation

/// The text of a tooltip and the part of the view it describes.
@preconcurrency @MainActor
open class UIToolTipConfiguration: NSObject {
    /// The text shown.
    public let toolTip: String
    /// The part of the view the tooltip describes, in its coordinates; the whole view when null.
    public let sourceRect: CGRect

    /// A tooltip of `toolTip` for the whole view.
    public convenience init(toolTip: String) {
        self.init(toolTip: toolTip, in: .null)
    }

    /// A tooltip of `toolTip` for `sourceRect` of the view: it hides once the pointer leaves it.
    public init(toolTip: String, in sourceRect: CGRect) {
        self.toolTip = toolTip
        self.sourceRect = sourceRect
        super.init()
    }
}

/// Chooses the tooltip an interaction shows for a point of its view.
@preconcurrency @MainActor
public protocol UIToolTipInteractionDelegate: NSObjectProtocol {
    /// The tooltip for `point` (in the view's coordinates); `nil` shows none. Without this
    /// method, the interaction's default tooltip shows.
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    /// The interaction's default tooltip, for delegates that do not choose one.
    public func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        interaction.defaultToolTip.map { UIToolTipConfiguration(toolTip: $0) }
    }
}

/// Shows a short text in a small window by the pointer once it has rested over a view for a
/// moment, as desktop apps (and Mac Catalyst) show tooltips.
///
/// The tooltip shows after the pointer stays over the view for ``showDelay`` seconds and goes
/// when it leaves, when a button is pressed, or after ``maximumDuration`` seconds. It is a pop-up
/// window of its own, so it may extend past the app's window.
@preconcurrency @MainActor
open class UIToolTipInteraction: NSObject, UIInteraction {
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// Whether tooltips show; true by default.
    open var isEnabled = true {
        didSet { if !isEnabled { hide() } }
    }
    /// The text shown when the delegate chooses none.
    open var defaultToolTip: String?
    /// Chooses the tooltip for a point, if set.
    open weak var delegate: (any UIToolTipInteractionDelegate)?

    // A plain hover recognizer: hovering never takes touches from other recognizers. (A private
    // subclass of it here fails to link with Swift 6.3: its vtable names the base class's timer
    // method with a @Sendable closure type that the method does not have.)
    private let hover = UIHoverGestureRecognizer()
    private var pendingShow: (session: PlatformSession, id: Int)?
    private var pendingHide: (session: PlatformSession, id: Int)?
    private var shown: (window: UIWindow, sourceRect: CGRect)?
    /// Whether a tooltip showed during this hover, so it is not shown again until the pointer leaves.
    private var shownThisHover = false

    /// An interaction with no default tooltip.
    public override init() {
        super.init()
        hover.addTarget { [weak self] (recognizer: UIHoverGestureRecognizer) in self?.hoverChanged(recognizer) }
    }

    /// An interaction that shows `defaultToolTip`.
    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }

    /// Called before the interaction moves to `view`.
    open func willMove(to view: UIView?) {
        hide()
        cancelPending()
        self.view?.removeGestureRecognizer(hover)
    }

    /// Called after the interaction moved to `view`: it follows the pointer over that view.
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(hover)
    }

    // MARK: Showing and hiding

    private func hoverChanged(_ recognizer: UIHoverGestureRecognizer) {
        guard let view else { return }
        switch recognizer.state {
        case .began, .changed:
            let point = recognizer.location(in: view)
            if let shown, !shown.sourceRect.isNull, !shown.sourceRect.contains(point) { hide() }
            guard shown == nil, pendingShow == nil, !shownThisHover, let session = view.window?.session else { return }
            let id = session.timers.schedule(after: Self.showDelay) { [weak self] in
                self?.pendingShow = nil
                self?.show()
            }
            pendingShow = (session, id)
        default:
            cancelPending()
            hide()
            shownThisHover = false
        }
    }

    private func cancelPending() {
        if let pendingShow { pendingShow.session.timers.cancel(pendingShow.id) }
        pendingShow = nil
    }

    private func show() {
        guard isEnabled, let view, let owner = view.window, !view.isHidden else { return }
        let point = hover.location(in: view)
        let configuration = delegate.map { $0.toolTipInteraction(self, configurationAt: point) }
            ?? defaultToolTip.map { UIToolTipConfiguration(toolTip: $0) }
        guard let configuration, !configuration.toolTip.isEmpty else { return }
        let window = ToolTipWindow(text: configuration.toolTip, style: view.traitCollection.userInterfaceStyle)
        window.popUpOwner = owner
        // Below the pointer, kept on the screen.
        let pointer = hover.location(in: nil)
        let screen = owner.screen.bounds
        var frame = CGRect(
            origin: CGPoint(x: owner.frame.minX + pointer.x, y: owner.frame.minY + pointer.y + Self.pointerClearance),
            size: window.frame.size)
        frame.origin.x = min(max(frame.minX, screen.minX), max(screen.maxX - frame.width, screen.minX))
        if frame.maxY > screen.maxY { frame.origin.y = owner.frame.minY + pointer.y - Self.pointerClearance / 2 - frame.height }
        window.frame = frame
        window.isHidden = false
        shown = (window, configuration.sourceRect)
        shownThisHover = true
        let session = owner.session
        let id = session.timers.schedule(after: Self.maximumDuration) { [weak self] in
            self?.pendingHide = nil
            self?.hide()
        }
        pendingHide = (session, id)
    }

    private func hide() {
        if let pendingHide { pendingHide.session.timers.cancel(pendingHide.id) }
        pendingHide = nil
        shown?.window.isHidden = true
        shown = nil
    }
}

extension UIToolTipInteraction {
    /// How long the pointer rests over the view before the tooltip shows.
    public static let showDelay: TimeInterval = 1
    /// How long a tooltip stays at most.
    public static let maximumDuration: TimeInterval = 10
    /// How far below the pointer the tooltip goes, clear of the cursor.
    static let pointerClearance: CGFloat = 20
}

/// The pop-up window a tooltip shows in: the text on a pale background with a thin border.
final class ToolTipWindow: UIWindow {
    /// The space around the text.
    static let padding = CGSize(width: 6, height: 3)

    /// A tip showing `text` in the interface style of the view it is about, raised above it.
    init(text: String, style: UIUserInterfaceStyle) {
        let label = UILabel()
        label.font = .systemFont(ofSize: 12)
        label.textColor = .label
        label.text = text
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 300
        let size = label.intrinsicContentSize
        super.init(frame: CGRect(
            x: 0, y: 0, width: size.width + 2 * Self.padding.width, height: size.height + 2 * Self.padding.height))
        platformRole = .toolTip
        windowLevel = .alert + 1
        overrideUserInterfaceStyle = style
        raisesInterfaceLevel = true
        backgroundColor = .secondarySystemBackground
        layer.borderColor = resolvedCGColor(.opaqueSeparator)
        layer.borderWidth = 1
        label.frame = CGRect(origin: CGPoint(x: Self.padding.width, y: Self.padding.height), size: size)
        addSubview(label)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// A tooltip never takes the keyboard.
    override var canBecomeKey: Bool { false }

    override func resolveColors() {
        super.resolveColors()
        layer.borderColor = resolvedCGColor(.opaqueSeparator)
    }
}
