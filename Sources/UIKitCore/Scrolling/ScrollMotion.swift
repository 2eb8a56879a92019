import CoreGraphics
import Foundation
import QuartzCore

/// What moves a scroll view's offset on its own: the glide (and bounce) after a drag, or an
/// animated scroll to an offset. Offsets are closed forms of the time since `start`, plus the
/// shifts made by code that moved the offset meanwhile.
struct ScrollMotion {
    enum Kind {
        /// Each axis on its own after a release.
        case glide(x: ScrollAxisMotion, y: ScrollAxisMotion)
        /// An eased move from one offset to another.
        case animation(from: CGPoint, to: CGPoint, duration: TimeInterval)
        /// An eased zoom keeping `anchor` (a point of the zoomed view, unscaled) under
        /// `visiblePoint` (a point of the scroll view's visible area), with `correction` added
        /// over the way to end on an offset in range.
        case zoom(ZoomPath)
    }

    /// The path of an animated zoom.
    struct ZoomPath {
        var fromScale: CGFloat
        var toScale: CGFloat
        var anchor: CGPoint
        var visiblePoint: CGPoint
        var viewOrigin: CGPoint
        var correction: CGPoint
        var duration: TimeInterval

        /// The offset that shows `anchor` at `visiblePoint` at `scale`.
        func anchoredOffset(scale: CGFloat) -> CGPoint {
            CGPoint(x: viewOrigin.x + anchor.x * scale - visiblePoint.x, y: viewOrigin.y + anchor.y * scale - visiblePoint.y)
        }
    }

    let kind: Kind
    /// The media time the motion started at.
    let start: CFTimeInterval
    /// What the delegate hears when the motion ends.
    enum End {
        /// Nothing: a bounce back after a touch that did not drag.
        case silent
        /// `scrollViewDidEndDecelerating`, after a drag.
        case deceleration
        /// `scrollViewDidEndScrollingAnimation`, after an animated scroll.
        case animation
        /// `scrollViewDidScrollToTop`, after a scroll to the top.
        case scrollToTop
        /// `scrollViewDidEndZooming`, after a pinch's bounce back to the zoom limits.
        case zoom
    }

    let end: End
    /// Tells this motion from one that replaced it.
    var generation = 0
    /// What code added to the offset while the motion ran.
    private(set) var shift = CGPoint.zero

    /// The length of an animated scroll, in seconds.
    static let animationDuration: TimeInterval = 0.3
    private static let animationCurve = CAMediaTimingFunction(name: .easeInEaseOut)

    init(_ kind: Kind, start: CFTimeInterval, end: End) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    var isGlide: Bool {
        if case .glide = kind { return true }
        return false
    }

    mutating func shift(by delta: CGPoint) {
        shift = CGPoint(x: shift.x + delta.x, y: shift.y + delta.y)
    }

    /// How long the motion lasts, in seconds.
    var duration: TimeInterval {
        switch kind {
        case .glide(let x, let y): max(x.duration, y.duration)
        case .animation(_, _, let duration): duration
        case .zoom(let path): path.duration
        }
    }

    /// The eased progress of a timed motion `elapsed` seconds in, from 0 to 1.
    private static func progress(_ elapsed: TimeInterval, of duration: TimeInterval) -> CGFloat {
        duration > 0 ? CGFloat(animationCurve.evaluate(at: min(max(elapsed / duration, 0), 1))) : 1
    }

    /// The zoom scale at media time `time`, for a zoom.
    func scale(at time: CFTimeInterval) -> CGFloat? {
        guard case .zoom(let path) = kind else { return nil }
        let progress = Self.progress(time - start, of: path.duration)
        return path.fromScale + (path.toScale - path.fromScale) * progress
    }

    /// Whether the motion has ended by media time `time`.
    func isFinished(at time: CFTimeInterval) -> Bool { time - start >= duration }

    /// The offset at media time `time`.
    func offset(at time: CFTimeInterval) -> CGPoint {
        let elapsed = max(time - start, 0)
        let base: CGPoint
        switch kind {
        case .glide(let x, let y):
            base = CGPoint(x: x.offset(at: elapsed), y: y.offset(at: elapsed))
        case .animation(let from, let to, let duration):
            let progress = Self.progress(elapsed, of: duration)
            base = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
        case .zoom(let path):
            let progress = Self.progress(elapsed, of: path.duration)
            let anchored = path.anchoredOffset(scale: path.fromScale + (path.toScale - path.fromScale) * progress)
            base = CGPoint(x: anchored.x + path.correction.x * progress, y: anchored.y + path.correction.y * progress)
        }
        return CGPoint(x: base.x + shift.x, y: base.y + shift.y)
    }

    /// Where the motion ends.
    var finalOffset: CGPoint {
        let base: CGPoint = switch kind {
        case .glide(let x, let y): CGPoint(x: x.finalOffset, y: y.finalOffset)
        case .animation(_, let to, _): to
        case .zoom(let path):
            CGPoint(x: path.anchoredOffset(scale: path.toScale).x + path.correction.x, y: path.anchoredOffset(scale: path.toScale).y + path.correction.y)
        }
        return CGPoint(x: base.x + shift.x, y: base.y + shift.y)
    }
}

/// A drag in progress: the offset a zero translation maps to (before rubber banding) and the
/// axes it moves along.
struct ScrollDrag {
    var origin: CGPoint
    /// The offset shown when the drag began (a page to move on from, with paging).
    var startOffset: CGPoint
    var movesHorizontally: Bool
    var movesVertically: Bool

    mutating func shift(by delta: CGPoint) {
        origin = CGPoint(x: origin.x + delta.x, y: origin.y + delta.y)
        startOffset = CGPoint(x: startOffset.x + delta.x, y: startOffset.y + delta.y)
    }
}

/// The delegate of a scroll view's own recognizers: its drag and its pinch work together (a
/// pinch also pans), and a scroll view subclass that is a gesture delegate itself still answers
/// the rest, as on iOS, where the scroll view is its recognizers' delegate.
// Divergence: iOS's scroll view is its recognizers' delegate; here `UIScrollView` does not adopt
// `UIGestureRecognizerDelegate`, so that subclasses written for iOS can adopt it (listed in the
// Porting guide).
final class ScrollRecognizerDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    private var custom: (any UIGestureRecognizerDelegate)? { scrollView as? any UIGestureRecognizerDelegate }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        custom?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let scrollView, otherGestureRecognizer.view === scrollView,
           gestureRecognizer === scrollView.pan || gestureRecognizer === scrollView.pinch,
           otherGestureRecognizer === scrollView.pan || otherGestureRecognizer === scrollView.pinch {
            return true
        }
        return custom?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        custom?.gestureRecognizer(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        custom?.gestureRecognizer(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        custom?.gestureRecognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }
}

/// The scroll view's pan: it also tells the scroll view when a finger touches down and lifts,
/// so a touch stops a glide before any drag begins, as on iOS.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDown()
    }

    override func reset() {
        super.reset()
        scrollView?.gestureDidReset()
    }
}
