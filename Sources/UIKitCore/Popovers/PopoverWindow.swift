import CoreGraphics
import Foundation

/// The pop-up window a popover's content shows in: a rounded panel in the elevated background,
/// placed next to the view it came from, able to extend past its window.
///
/// Unlike a menu's window it takes touches: its content is live (a compact date picker's
/// calendar). The session's ``PopoverPresenter`` closes it on a press elsewhere or Escape.
final class PopoverWindow: UIWindow {
    /// The space between the panel's edge and its content.
    static let padding: CGFloat = 8
    let content: UIView

    /// A panel showing `content` at its fitting size, in the interface style of the view it
    /// opens from, raised to the elevated level.
    init(content: UIView, style: UIUserInterfaceStyle, tintColor tint: UIColor?) {
        self.content = content
        let size = content.sizeThatFits(CGSize(width: 10_000, height: 10_000))
        super.init(frame: CGRect(x: 0, y: 0, width: size.width + 2 * Self.padding, height: size.height + 2 * Self.padding))
        platformRole = .popUpMenu
        windowLevel = .alert + 2
        overrideUserInterfaceStyle = style
        raisesInterfaceLevel = true
        if let tint { tintColor = tint }
        backgroundColor = .systemBackground
        layer.borderColor = resolvedCGColor(.opaqueSeparator)
        layer.borderWidth = 1
        content.frame = CGRect(x: Self.padding, y: Self.padding, width: size.width, height: size.height)
        addSubview(content)
    }

    required init?(coder: NSCoder) { nil }

    /// A popover is not a key window: its owner keeps the keyboard, and Escape reaches the
    /// presenter through the session.
    override var canBecomeKey: Bool { false }

    override func resolveColors() {
        super.resolveColors()
        layer.borderColor = resolvedCGColor(.opaqueSeparator)
    }
}
