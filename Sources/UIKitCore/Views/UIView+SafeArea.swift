import CoreGraphics

extension UIView {
    /// The view's safe area insets worked out from the top of its hierarchy down, without
    /// recursion.
    func computedSafeAreaInsets() -> UIEdgeInsets {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            view = current.superviewStorage
        }
        var insets = UIEdgeInsets.zero
        for current in chain.reversed() { insets = current.safeAreaInsets(underSuperviewInsets: insets) }
        return insets
    }

    /// This view's insets given its superview's: the part of the superview's unsafe margins that
    /// overlaps the view, plus its controller's additional insets.
    private func safeAreaInsets(underSuperviewInsets parentInsets: UIEdgeInsets) -> UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let superview = superviewStorage, parentInsets != .zero {
            let safe = superview.convert(superview.bounds.inset(by: parentInsets), to: self)
            let own = bounds
            if safe.isFiniteGeometry, own.isFiniteGeometry {
                insets = UIEdgeInsets(
                    top: min(max(safe.minY - own.minY, 0), own.height), left: min(max(safe.minX - own.minX, 0), own.width),
                    bottom: min(max(own.maxY - safe.maxY, 0), own.height), right: min(max(own.maxX - safe.maxX, 0), own.width))
            }
        }
        if let extra = viewControllerStorage?.additionalSafeAreaInsets, extra != .zero {
            insets = UIEdgeInsets(
                top: insets.top + extra.top, left: insets.left + extra.left, bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
        }
        return insets
    }

    /// Refreshes the safe area after the view moved or changed size, when a safe area is in
    /// play: the superview's or the view's own insets are not zero.
    func safeAreaMayHaveChanged() {
        guard reportedSafeAreaInsets != .zero || (superviewStorage?.reportedSafeAreaInsets ?? .zero) != .zero else { return }
        refreshSafeArea()
    }

    /// Tells each view of this subtree whose safe area insets changed (and its controller), and
    /// asks it for layout, as UIKit does; walks top-down with an explicit stack.
    func refreshSafeArea() {
        let parentInsets = superviewStorage.map { $0.reportedSafeAreaInsets } ?? .zero
        var stack: [(UIView, UIEdgeInsets)] = [(self, parentInsets)]
        while let (view, parentInsets) = stack.popLast() {
            let insets = view.safeAreaInsets(underSuperviewInsets: parentInsets)
            let changed = insets != view.reportedSafeAreaInsets
            // Subviews are checked when insets change here, or when they had insets of their own.
            for subview in view.subviewStorage where changed || subview.reportedSafeAreaInsets != .zero {
                stack.append((subview, insets))
            }
            guard changed else { continue }
            view.reportedSafeAreaInsets = insets
            view.safeAreaInsetsDidChange()
            view.viewControllerStorage?.viewSafeAreaInsetsDidChange()
            view.setNeedsLayout()
        }
    }
}
