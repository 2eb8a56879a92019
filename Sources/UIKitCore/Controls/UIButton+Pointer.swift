import CoreGraphics
import Foundation

extension UIButton {
    /// How far the hover platter reaches past the button's bounds.
    static let hoverPlatterOutset: CGFloat = 4

    /// Starts or stops following the pointer for the hover highlight.
    func updatePointerInteraction() {
        if isPointerInteractionEnabled, pointerHover == nil {
            let hover = UIHoverGestureRecognizer()
            hover.addTarget { [weak self] (recognizer: UIHoverGestureRecognizer) in self?.pointerHoverChanged(recognizer) }
            addGestureRecognizer(hover)
            pointerHover = hover
        } else if !isPointerInteractionEnabled, let hover = pointerHover {
            removeGestureRecognizer(hover)
            pointerHover = nil
            showHoverPlatter(false)
        }
    }

    private func pointerHoverChanged(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed: showHoverPlatter(isEnabled)
        default: showHoverPlatter(false)
        }
    }

    /// Shows or hides the translucent platter behind the content, fitted to the button's shape.
    private func showHoverPlatter(_ shows: Bool) {
        guard shows else {
            hoverPlatter?.removeFromSuperview()
            hoverPlatter = nil
            return
        }
        let platter = hoverPlatter ?? UIView()
        if hoverPlatter == nil {
            platter.isUserInteractionEnabled = false
            platter.backgroundColor = .tertiarySystemFill
            insertSubview(platter, at: 0)
            hoverPlatter = platter
        }
        let outset = Self.hoverPlatterOutset
        platter.frame = bounds.insetBy(dx: -outset, dy: -outset)
        platter.layer.cornerRadius = focusHaloCornerRadius + outset
    }
}
