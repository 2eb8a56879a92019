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
    ///
    /// Process-wide on purpose: it only ever turns on, and on in a session that customizes no
    /// tint it costs that session a comparison, never a wrong colour.
    private static var tintsAreCustomized = false

    /// The tint colour and mode the view shows, from the first ancestor (or itself) that sets each.
    var effectiveTint: (color: UIColor, mode: TintAdjustmentMode) {
        let tint = undimmedTint
        return Self.shown(tint.color, tint.mode)
    }

    /// The first tint colour and the first mode other than automatic set on the view or an
    /// ancestor (the system blue and normal when none is), before dimming.
    private var undimmedTint: (color: UIColor, mode: TintAdjustmentMode) {
        var color: UIColor?
        var mode = TintAdjustmentMode.automatic
        var current: UIView? = self
        while let view = current, color == nil || mode == .automatic {
            if color == nil { color = view.ownTintColor }
            if mode == .automatic { mode = view.ownTintAdjustmentMode }
            current = view.superviewStorage
        }
        return (color ?? .systemBlue, mode == .automatic ? .normal : mode)
    }

    /// What a view shows for an undimmed tint `color` in `mode`.
    private static func shown(_ color: UIColor, _ mode: TintAdjustmentMode) -> (color: UIColor, mode: TintAdjustmentMode) {
        (mode == .dimmed ? dimmed(color) : color, mode)
    }

    /// A desaturated, dimmed version of `color`: its gray, pulled halfway toward mid-gray, with
    /// its alpha; dynamic when `color` is.
    // Divergence: UIKit does not document its dimmed colour; this one is gray, as UIKit's looks.
    static func dimmed(_ color: UIColor) -> UIColor {
        guard !color.isDynamic else { return UIColor { traits in dimmed(color.resolvedColor(with: traits)) } }
        let gray = color.cgColor.converted(to: .gray, intent: .defaultIntent, options: nil)?.components ?? [0.5, 1]
        return UIColor(white: 0.5 + (gray[0] - 0.5) * 0.5, alpha: gray[1])
    }

    /// Runs `change` (to this view's own tint settings or its place in the hierarchy) and tells
    /// every view in the subtree whose tint colour or mode changed, each before its subviews.
    func changeTint(_ change: () -> Void) {
        let wasCustomized = Self.tintsAreCustomized
        // Before any tint was customized, every view showed the system tint.
        let before = wasCustomized ? subtreeTints() : nil
        change()
        Self.tintsAreCustomized = wasCustomized || ownTintColor != nil || ownTintAdjustmentMode != .automatic
        guard Self.tintsAreCustomized else { return }
        // The change moves or retints this view, never its subtree's shape, so both lists are
        // the same views in the same order. The colours compared are before dimming: a dimmed
        // dynamic colour is made anew each time, and the shown colour follows from both.
        for (index, (view, color, mode)) in subtreeTints().enumerated() {
            let (oldColor, oldMode) = before.map { ($0[index].color, $0[index].mode) } ?? (.systemBlue, .normal)
            if oldColor != color || oldMode != mode { view.tintColorDidChange() }
        }
    }

    /// Every view of the subtree, each before its subviews, with its tint colour before dimming
    /// and the mode it shows, resolved top down in one pass.
    private func subtreeTints() -> [(view: UIView, color: UIColor, mode: TintAdjustmentMode)] {
        let inherited = superviewStorage?.undimmedTint ?? (color: UIColor.systemBlue, mode: TintAdjustmentMode.normal)
        var result: [(view: UIView, color: UIColor, mode: TintAdjustmentMode)] = []
        var stack = [(self, inherited.color, inherited.mode)]
        while let (view, inheritedColor, inheritedMode) = stack.popLast() {
            let color = view.ownTintColor ?? inheritedColor
            let mode = view.ownTintAdjustmentMode == .automatic ? inheritedMode : view.ownTintAdjustmentMode
            result.append((view, color, mode))
            for subview in view.subviewStorage.reversed() { stack.append((subview, color, mode)) }
        }
        return result
    }
}
