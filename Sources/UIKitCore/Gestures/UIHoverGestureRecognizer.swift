public import CoreGraphics
public import Foundation

/// Recognizes the pointer moving over a view with no button pressed: a continuous gesture that
/// begins when the pointer enters the view (or one of its subviews), changes as it moves and ends
/// when it leaves, or when a button goes down.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// Where the pointer is, in its window's coordinates.
    private var pointerLocation: CGPoint?
    private weak var pointerWindow: UIWindow?

    /// Hovering is not made of touches: presses and drags pass it by.
    override var receivesTouches: Bool { false }

    /// Where the pointer is, in `view`'s coordinates (the window's for `nil`).
    open override func location(in view: UIView?) -> CGPoint {
        guard let point = pointerLocation else { return super.location(in: view) }
        guard let view, let window = pointerWindow else { return point }
        return view.convert(point, from: window)
    }

    /// The pointer is over the view at `location` in `window`: the hover begins or changes.
    func pointerMoved(to location: CGPoint, in window: UIWindow) {
        pointerLocation = location
        pointerWindow = window
        advanceContinuousGesture(begins: true)
    }

    /// The pointer left the view, its window, or pressed a button: the hover ends.
    func pointerLeft() {
        if state == .began || state == .changed { state = .ended }
    }
}
