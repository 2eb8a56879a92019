import Foundation

/// Holds a touch's beginning back from the scroll view's content until it is clear the touch is
/// not a scroll: 150 ms without the pan beginning, or the finger lifting first, lets it through
/// (asking ``UIScrollView/touchesShouldBegin(_:with:in:)``); a pan that begins meanwhile takes
/// the touch, and the content never hears of it. This is how UIKit's scroll view delays content
/// touches: a recognizer that delays touches began and never recognizes.
final class ScrollViewTouchDelay: UIGestureRecognizer {
    /// How long a still finger waits before the content hears it, in seconds.
    static let delay: TimeInterval = 0.15

    weak var scrollView: UIScrollView?
    private var lastEvent: UIEvent?

    override init() {
        super.init()
        delaysTouchesBegan = true
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        guard let scrollView, scrollView.delaysContentTouches else { return letThrough(with: event) }
        // Only the first touch starts the wait; later fingers join it.
        guard trackedTouches.count == touches.count else { return }
        schedule(after: Self.delay) { [weak self] in
            guard let self, self.state == .possible, let event = self.lastEvent else { return }
            self.letThrough(with: event)
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        letThrough(with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func reset() {
        super.reset()
        lastEvent = nil
    }

    /// Asks the scroll view whether its content may have the touches, withholds them if not,
    /// then fails, which releases whatever is still held.
    private func letThrough(with event: UIEvent) {
        if let scrollView {
            var byView: [(UIView, [UITouch])] = []
            for touch in trackedTouches {
                // Held back, or (not delaying) about to be delivered in this very event.
                switch touch.viewDelivery {
                case .heldBegan, .pending: break
                case .delivered, .heldEnded, .finished: continue
                }
                guard let view = touch.view else { continue }
                if let index = byView.firstIndex(where: { $0.0 === view }) { byView[index].1.append(touch) } else { byView.append((view, [touch])) }
            }
            for (view, touches) in byView where !scrollView.touchesShouldBegin(Set(touches), with: event, in: view) {
                session.touchDispatcher.cancelViewDelivery(of: touches)
            }
        }
        state = .failed
    }
}

extension UIScrollView {
    /// Whether the pan may begin over touches the content already has: only when content
    /// touches may be cancelled and every view holding one agrees to lose it.
    func contentTouchesAllowScrolling() -> Bool {
        for touch in pan.trackedTouches {
            guard let view = touch.view, view !== self else { continue }
            switch touch.viewDelivery {
            case .delivered, .heldEnded:
                if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
            case .pending, .heldBegan, .finished:
                continue
            }
        }
        return true
    }
}
