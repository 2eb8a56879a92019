public import CoreGraphics

extension UIView {
    /// How a view's tint colour is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode, or normal for a view without one.
        case automatic
        /// The tint colour unmodified.
        case normal
        /// The tint colour desaturated and dimmed.
        case dimmed
    }

    /// Whether any view has ever been given its own tint colour or mode; until then every view
    /// shows the system tint and moves cannot change it, so they skip the comparison.
    private static var tintsAreCustomized = false

    /// The tint colour and mode the view shows, from the first ancestor (or itself) that sets each.
    var effectiveTint: (color: UIColor, mode: TintAdjustmentMode) {
        var color: UIColor?
        var mode = TintAdjustmentMode.automatic
        var current: UIView? = self
        while let view = current, color == nil || mode == .automatic {
            if color == nil { color = view.ownTintColor }
            if mode == .automatic { mode = view.ownTintAdjustmentMode }
            current = view.superviewStorage
        }
        let resolvedMode = mode == .automatic ? TintAdjustmentMode.normal : mode
        let resolvedColor = color ?? .systemBlue
        return (resolvedMode == .dimmed ? Self.dimmed(resolvedColor) : resolvedColor, resolvedMode)
    }

    /// A desaturated, dimmed version of `color`: its luminance, lowered toward mid-gray, with its alpha.
    // Divergence: UIKit does not document its dimmed colour; this one is gray, as UIKit's looks.
    static func dimmed(_ color: UIColor) -> UIColor {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return UIColor(white: 0.5 + (luminance - 0.5) * 0.5, alpha: a)
    }

    /// Runs `change` (to this view's own tint settings or its place in the hierarchy) and tells
    /// every view in the subtree whose tint colour or mode changed, each before its subviews.
    func changeTint(_ change: () -> Void) {
        if !Self.tintsAreCustomized {
            change()
            Self.tintsAreCustomized = ownTintColor != nil || ownTintAdjustmentMode != .automatic
            if Self.tintsAreCustomized { notifyTintChanges(from: [:]) }
            return
        }
        let before = subtreeTints()
        change()
        notifyTintChanges(from: before)
    }

    private func notifyTintChanges(from before: [ObjectIdentifier: (UIColor, TintAdjustmentMode)]) {
        var changed: [UIView] = []
        let after = subtreeTints()
        forEachInSubtree { view in
            let old = before[ObjectIdentifier(view)] ?? (.systemBlue, .normal)
            guard let new = after[ObjectIdentifier(view)] else { return }
            if old.0 != new.0 || old.1 != new.1 { changed.append(view) }
        }
        for view in changed { view.tintColorDidChange() }
    }

    /// The tint colour and mode of every view in the subtree, resolved top down in one pass.
    private func subtreeTints() -> [ObjectIdentifier: (UIColor, TintAdjustmentMode)] {
        let (rootColor, rootMode) = superviewStorage.map { ($0.tintColorUndimmed, $0.tintAdjustmentMode) } ?? (.systemBlue, .normal)
        var result: [ObjectIdentifier: (UIColor, TintAdjustmentMode)] = [:]
        var stack: [(UIView, UIColor, TintAdjustmentMode)] = [(self, rootColor, rootMode)]
        while let (view, inheritedColor, inheritedMode) = stack.popLast() {
            let color = view.ownTintColor ?? inheritedColor
            let mode = view.ownTintAdjustmentMode == .automatic ? inheritedMode : view.ownTintAdjustmentMode
            result[ObjectIdentifier(view)] = (mode == .dimmed ? Self.dimmed(color) : color, mode)
            for subview in view.subviewStorage { stack.append((subview, color, mode)) }
        }
        return result
    }

    /// The tint colour before dimming.
    private var tintColorUndimmed: UIColor {
        var current: UIView? = self
        while let view = current {
            if let color = view.ownTintColor { return color }
            current = view.superviewStorage
        }
        return .systemBlue
    }
}
