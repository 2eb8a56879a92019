import CoreGraphics
import Foundation

extension UIScrollView {
    /// A finger touched the content: the view is tracking, and a glide stops where it is (the
    /// delegate hears no end: the user caught it).
    func touchDown() {
        isTracking = true
        if motion?.isGlide == true { stopMotion() }
    }

    /// The pan is done with its touches: a touch that caught the content past an edge without
    /// dragging lets it spring back.
    func gestureDidReset() {
        isTracking = false
        guard motion == nil, !isDragging, window != nil else { return }
        let range = offsetRange, offset = contentOffset
        if !range.x.contains(offset.x) || !range.y.contains(offset.y) {
            _ = startGlide(velocity: .zero, end: .silent)
        }
    }

    /// Whether dragging the content by `translation` (a wheel's, in window points) would move it:
    /// the axis scrolls and the offset is not already at the end it would go towards.
    func canScroll(byDragging translation: CGPoint) -> Bool {
        guard isScrollEnabled else { return false }
        let range = offsetRange, offset = contentOffset
        func axis(_ move: CGFloat, _ scrolls: Bool, _ offset: CGFloat, _ range: ClosedRange<CGFloat>) -> Bool {
            guard move != 0, scrolls else { return false }
            return move > 0 ? offset < range.upperBound : offset > range.lowerBound
        }
        return axis(-translation.x, scrollsHorizontally, offset.x, range.x) || axis(-translation.y, scrollsVertically, offset.y, range.y)
    }

    /// Whether the pan may begin: the content scrolls along the axis the movement mostly follows,
    /// and the content lets go of the touches it already has.
    func panMayBegin() -> Bool {
        guard contentTouchesAllowScrolling() else { return false }
        let horizontal = scrollsHorizontally, vertical = scrollsVertically
        if horizontal && vertical { return true }
        guard horizontal || vertical else { return false }
        let translation = pan.translation(in: self)
        return horizontal ? abs(translation.x) >= abs(translation.y) : abs(translation.y) >= abs(translation.x)
    }

    func panned(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began: beginDragging(recognizer)
        case .changed: followDrag(recognizer)
        // A mouse wheel's clicks stop where they leave the content, as on desktops; a touchpad's
        // fingers (and a finger) glide on at the speed they lifted at.
        case .ended: endDragging(velocity: pan.scrollKind == .discrete ? .zero : recognizer.velocity(in: self))
        case .cancelled: endDragging(velocity: .zero)
        default: break
        }
    }

    private func beginDragging(_ recognizer: UIPanGestureRecognizer) {
        stopMotion()
        isTracking = true
        let range = offsetRange, size = bounds.size, offset = contentOffset
        // Picked up past an edge (a bounce caught), the drag goes on from the finger position
        // that shows this much overshoot, not from a jump.
        let origin = CGPoint(
            x: ScrollPhysics.undragged(offset.x, range: range.x, dimension: size.width),
            y: ScrollPhysics.undragged(offset.y, range: range.y, dimension: size.height))
        var horizontal = scrollsHorizontally, vertical = scrollsVertically
        if isDirectionalLockEnabled, horizontal, vertical {
            // Mostly along one axis (the other moved at most half as much): that axis only.
            let translation = recognizer.translation(in: self)
            if abs(translation.y) <= abs(translation.x) / 2 { vertical = false }
            else if abs(translation.x) <= abs(translation.y) / 2 { horizontal = false }
        }
        // A drag's translation so far took the pan past its threshold: it counts from here, so
        // the content does not jump by the threshold's distance. A wheel's has no threshold.
        if recognizer.numberOfTouches > 0 { recognizer.setTranslation(.zero, in: self) }
        drag = ScrollDrag(origin: origin, startOffset: offset, movesHorizontally: horizontal, movesVertically: vertical)
        isDragging = true
        if recognizer.numberOfTouches > 0 { dismissKeyboardForDrag() }
        delegate?.scrollViewWillBeginDragging(self)
        followDrag(recognizer)
        updateIndicatorVisibility()
    }

    /// The keyboard goes as a drag begins (``keyboardDismissMode``): the window's first
    /// responder resigns if it takes typed text, the responder the keyboard would be shown for.
    private func dismissKeyboardForDrag() {
        // Divergence: only drags dismiss (wheel and touchpad scrolling keep the field focused, as
        // desktop users expect), and the interactive modes dismiss nothing, having no on-screen
        // keyboard to pull away (listed in the Porting guide).
        switch keyboardDismissMode {
        case .onDrag, .onDragWithAccessory:
            guard let responder = window?.firstResponderStorage, responder is UIKeyInput, responder.canResignFirstResponder else { return }
            responder.resignFirstResponder()
        case .none, .interactive, .interactiveWithAccessory: break
        }
    }

    private func followDrag(_ recognizer: UIPanGestureRecognizer) {
        guard let drag else { return }
        let translation = recognizer.translation(in: self)
        let range = offsetRange, size = bounds.size
        var offset = contentOffset
        if drag.movesHorizontally {
            offset.x = ScrollPhysics.dragged(drag.origin.x - translation.x, range: range.x, dimension: size.width, bounces: bounces)
        }
        if drag.movesVertically {
            offset.y = ScrollPhysics.dragged(drag.origin.y - translation.y, range: range.y, dimension: size.height, bounces: bounces)
        }
        moveOffset(to: offset)
    }

    /// The finger lifted moving at `fingerVelocity` (points a second): the delegate hears the
    /// velocity and may move the target, then the content glides or stops.
    private func endDragging(velocity fingerVelocity: CGPoint) {
        guard let drag else { return }
        self.drag = nil
        isDragging = false
        isTracking = false
        let velocity = CGPoint(
            x: drag.movesHorizontally && fingerVelocity.x.isFinite ? -fingerVelocity.x : 0,
            y: drag.movesVertically && fingerVelocity.y.isFinite ? -fingerVelocity.y : 0)
        let proposed = proposedTarget(velocity: velocity, from: drag.startOffset)
        var target = proposed
        // UIKit hands the delegate points a millisecond.
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        let willDecelerate = startGlide(
            velocity: velocity,
            targetX: (isPagingEnabled || target.x != proposed.x) && target.x.isFinite ? target.x : nil,
            targetY: (isPagingEnabled || target.y != proposed.y) && target.y.isFinite ? target.y : nil,
            end: .deceleration)
        // The delegate hears of the glide before its first frame, which comes on the next tick.
        isDecelerating = willDecelerate
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        refreshControl?.scrollViewDidEndDragging()
        if willDecelerate, isDecelerating { delegate?.scrollViewWillBeginDecelerating(self) }
        updateIndicatorVisibility()
    }
}
