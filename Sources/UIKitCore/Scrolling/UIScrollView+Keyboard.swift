import CoreGraphics
import Foundation

extension UIScrollView {
    /// How far an arrow key scrolls, in points.
    static let keyboardLineStep: CGFloat = 40

    /// Scrolls for `key` as a desktop scroll area does, animated: arrows by a line (unless they
    /// move the keyboard focus), Page Up and Down and Space (Shift-Space back) by nine tenths of
    /// the view, Home to the top (as a tap on iOS's status bar), End to the bottom. Returns
    /// whether the key was a scrolling key for this view.
    func scroll(for key: UIKey) -> Bool {
        guard allowsKeyboardScrolling, isScrollEnabled, key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return false }
        let focusTakesArrows = window?.focusedView != nil
        let range = offsetRange, inset = adjustedContentInset
        // Presses in quick succession add up from where the last one is going.
        var target = motion.map { $0.finalOffset } ?? contentOffset
        let line = Self.keyboardLineStep
        let page = max((bounds.height - inset.top - inset.bottom) * 0.9, line)
        let vertical = scrollsVertically, horizontal = scrollsHorizontally
        switch key.keyCode {
        case .keyboardDownArrow where vertical && !focusTakesArrows: target.y += line
        case .keyboardUpArrow where vertical && !focusTakesArrows: target.y -= line
        case .keyboardRightArrow where horizontal && !focusTakesArrows: target.x += line
        case .keyboardLeftArrow where horizontal && !focusTakesArrows: target.x -= line
        case .keyboardPageDown where vertical: target.y += page
        case .keyboardPageUp where vertical: target.y -= page
        case .keyboardSpacebar where vertical: target.y += key.modifierFlags.contains(.shift) ? -page : page
        case .keyboardHome where vertical:
            scrollToTopIfAllowed()
            return true
        case .keyboardEnd where vertical: target.y = range.y.upperBound
        default: return false
        }
        target.x = min(max(target.x, range.x.lowerBound), range.x.upperBound)
        target.y = min(max(target.y, range.y.lowerBound), range.y.upperBound)
        if target != contentOffset { setContentOffset(target, animated: true) }
        return true
    }

    /// Scrolls to the top, animated, when ``scrollsToTop`` and the delegate allow it and the
    /// content is not there already; the delegate hears `scrollViewDidScrollToTop` at the end.
    @discardableResult
    func scrollToTopIfAllowed() -> Bool {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        guard contentOffset != top || motion != nil else { return false }
        guard window != nil else {
            stopMotion()
            setOffset(top)
            delegate?.scrollViewDidScrollToTop(self)
            return true
        }
        startAnimation(to: top, end: .scrollToTop)
        return true
    }

    /// The scroll view that keys nothing else took scroll in `window`: the largest one shown whose
    /// content scrolls and that allows keyboard scrolling.
    static func primary(in window: UIWindow) -> UIScrollView? {
        var best: (view: UIScrollView, area: CGFloat)?
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha > 0.01 else { continue }
            if let scrollView = view as? UIScrollView, scrollView.allowsKeyboardScrolling,
               scrollView.scrollsVertically || scrollView.scrollsHorizontally {
                let area = scrollView.bounds.width * scrollView.bounds.height
                if area > (best?.area ?? 0) { best = (scrollView, area) }
            }
            stack.append(contentsOf: view.subviews)
        }
        return best?.view
    }
}
