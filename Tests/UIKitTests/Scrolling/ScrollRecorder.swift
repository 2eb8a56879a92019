import Foundation
import UIKit

/// A scroll view delegate that logs each call by name, runs of `didScroll` folded into one entry.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var entries: [String] = []
    /// Every offset `scrollViewDidScroll` saw, in order.
    var offsets: [CGPoint] = []
    /// Replaces the proposed target of a drag, when set.
    var retarget: ((CGPoint) -> CGPoint)?
    /// The velocity and proposed target of the last `scrollViewWillEndDragging`.
    var endVelocity: CGPoint?
    var proposedTarget: CGPoint?
    /// Runs inside each `scrollViewDidScroll`.
    var onScroll: ((UIScrollView) -> Void)?

    private func log(_ entry: String) {
        if entry == "didScroll", entries.last == entry { return }
        entries.append(entry)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset)
        log("didScroll")
        onScroll?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("willBeginDragging") }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        endVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
        log("willEndDragging")
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { log("didEndDragging(\(decelerate))") }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { log("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { log("didEndScrollingAnimation") }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log("didScrollToTop") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { log("didChangeAdjustedContentInset") }
}

extension TouchStage {
    /// A stage with a 400×300 scroll view filling its window over content of `content` (400×1000
    /// by default), and a recorder as its delegate.
    static func scrolling(content: CGSize = CGSize(width: 400, height: 1000)) -> (TouchStage, UIScrollView, ScrollRecorder) {
        let stage = TouchStage()
        let scrollView = UIScrollView(frame: stage.root.bounds)
        scrollView.contentSize = content
        let recorder = ScrollRecorder()
        scrollView.delegate = recorder
        stage.root.addSubview(scrollView)
        stage.app.runTurn()
        return (stage, scrollView, recorder)
    }

    /// Presses at `start`, then moves through `points`, a turn each, without lifting.
    func pressAndDrag(from start: CGPoint, _ points: CGPoint...) {
        press(start)
        for point in points { drag(point) }
    }
}
