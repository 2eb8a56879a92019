import CoreGraphics
import Foundation

/// One of a scroll view's two overlay indicators: a rounded bar along an edge whose length shows
/// how much of the content is in view and whose place shows where. Shown while the content
/// moves, faded out when it stops; on the desktop it can be dragged, as a Mac's overlay scroller.
package final class ScrollIndicatorView: UIView {
    enum Axis { case vertical, horizontal }

    /// How thick the bar is, in points.
    static let thickness: CGFloat = 3
    /// How far the bar keeps from the scroll view's edges, in points.
    static let edgeInset: CGFloat = 3
    /// The shortest the bar gets in range; rubber banding squeezes it down to ``thickness`` × 2.
    static let minimumLength: CGFloat = 36
    /// How wide a band around the bar takes a press to drag it, in points.
    static let grabWidth: CGFloat = 14

    let axis: Axis
    weak var scrollView: UIScrollView?
    private let grab = ScrollIndicatorGrab()

    init(axis: Axis) {
        self.axis = axis
        super.init(frame: .zero)
        isFrameworkInternal = true
        isOpaque = false
        alpha = 0
        layer.cornerRadius = Self.thickness / 2
        grab.addTarget { [weak self] (recognizer: ScrollIndicatorGrab) in self?.grabbed(recognizer) }
        addGestureRecognizer(grab)
    }

    package required init?(coder: NSCoder) { fatalError("scroll indicators are not archived") }

    /// A band wider than the thin bar takes presses, so it can be grabbed with a pointer.
    package override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let slack = (Self.grabWidth - Self.thickness) / 2
        let band = axis == .vertical ? bounds.insetBy(dx: -slack, dy: 0) : bounds.insetBy(dx: 0, dy: -slack)
        return band.contains(point)
    }

    /// The scroll view's own drag does not begin on the bar: a press there drags the bar.
    package override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === self || !(gestureRecognizer is UIPanGestureRecognizer)
    }

    private var grabStart: (point: CGFloat, offset: CGFloat)?

    private func grabbed(_ recognizer: ScrollIndicatorGrab) {
        guard let scrollView else { return }
        let offset = axis == .vertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
        // Where the pointer is along the bar's edge on screen: the location is in content
        // coordinates, which move as the content scrolls.
        let location = recognizer.location(in: scrollView)
        let onScreen = (axis == .vertical ? location.y : location.x) - offset
        switch recognizer.state {
        case .began:
            grabStart = (onScreen, offset)
            scrollView.indicatorGrabChanged(isGrabbed: true)
        case .changed:
            guard let grabStart else { return }
            scrollView.dragIndicator(axis, by: onScreen - grabStart.point, from: grabStart.offset)
        default:
            grabStart = nil
            scrollView.indicatorGrabChanged(isGrabbed: false)
        }
    }
}

/// Begins as soon as a finger presses the bar and follows it until it lifts: the bar is dragged
/// at once, with no threshold, as a scroller's thumb is.
final class ScrollIndicatorGrab: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .began }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        advanceContinuousGesture(begins: true)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endContinuousGesture(allLifted: true)
    }
}
