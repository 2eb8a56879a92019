import CoreGraphics
import Foundation
import QuartzCore

extension UIScrollView {
    /// Starts the glide after a drag released at `velocity` (points a second, in offset terms),
    /// each axis coming to rest at its `targetX`/`targetY` when the delegate moved it from where
    /// the glide would rest (or paging chose a page). Returns whether the content moves on.
    func startGlide(velocity: CGPoint, targetX: CGFloat? = nil, targetY: CGFloat? = nil, end: ScrollMotion.End) -> Bool {
        let range = offsetRange
        let offset = contentOffset
        let rate = decelerationRate.rawValue
        let paging = isPagingEnabled
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>, _ target: CGFloat?) -> ScrollAxisMotion {
            guard let target else {
                return ScrollAxisMotion(offset: offset, velocity: velocity, range: range, rate: rate, bounces: bounces)
            }
            // A page snaps on the spring, carrying the finger's speed; another target is glided to.
            if paging || !range.contains(offset) {
                return ScrollAxisMotion(offset: offset, velocity: velocity, springingTo: target)
            }
            return ScrollAxisMotion(offset: offset, landingOn: target, rate: rate)
        }
        let x = axis(offset.x, velocity.x, range.x, targetX)
        let y = axis(offset.y, velocity.y, range.y, targetY)
        let motion = ScrollMotion(.glide(x: x, y: y), start: CACurrentMediaTime(), end: end)
        guard motion.duration > 0, window != nil else {
            moveOffset(to: motion.finalOffset)
            return false
        }
        isDecelerating = true
        run(motion)
        return true
    }

    /// Where a glide from the current offset at `velocity` would come to rest, kept in range,
    /// or with paging, the page it settles on: what the delegate is offered as the drag's target.
    /// `origin` is the offset the drag started from.
    func proposedTarget(velocity: CGPoint, from origin: CGPoint) -> CGPoint {
        let range = offsetRange, offset = contentOffset, rate = decelerationRate.rawValue
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>, page: CGFloat, origin: CGFloat) -> CGFloat {
            let rest = isPagingEnabled && page > 0
                ? ScrollPhysics.page(from: offset, velocity: velocity, pageLength: page, dragOrigin: origin)
                : ScrollPhysics.restingOffset(from: offset, velocity: velocity, rate: rate)
            return min(max(rest, range.lowerBound), range.upperBound)
        }
        return pixelAligned(CGPoint(
            x: axis(offset.x, velocity.x, range.x, page: bounds.width, origin: origin.x),
            y: axis(offset.y, velocity.y, range.y, page: bounds.height, origin: origin.y)))
    }

    /// Starts an animated scroll to `target`, replacing any motion; the delegate hears `end`
    /// once it arrives.
    func startAnimation(to target: CGPoint, end: ScrollMotion.End = .animation) {
        stopMotion()
        let motion = ScrollMotion(.animation(from: contentOffset, to: target, duration: ScrollMotion.animationDuration), start: CACurrentMediaTime(), end: end)
        run(motion)
    }

    /// Whether the content moves on its own now: a glide, a bounce, an animated scroll or zoom,
    /// which a test waiting for the app to be idle waits for.
    package var isMovingOnItsOwn: Bool { motion != nil }

    /// Runs `motion` (a glide, an animated scroll or zoom) in place of any other, a frame at a time.
    func run(_ motion: ScrollMotion) {
        var motion = motion
        motionGeneration += 1
        motion.generation = motionGeneration
        self.motion = motion
        updateIndicatorVisibility()
        guard motionLink == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.stepMotion(link) }
        motionLink = link
        link.add(to: .main, forMode: .common)
    }

    /// Moves the offset to where the motion is at this frame, and ends it once it is over.
    private func stepMotion(_ link: CADisplayLink) {
        guard let motion else { return stopMotion() }
        if motion.isFinished(at: link.timestamp) {
            finishMotion()
        } else {
            stepZoom(motion, at: link.timestamp)
            moveOffset(to: motion.offset(at: link.timestamp))
        }
    }

    /// Ends the running motion at its final offset and tells the delegate, as when it runs out.
    func finishMotion() {
        guard let motion else { return }
        stepZoom(motion, at: .infinity)
        moveOffset(to: motion.finalOffset)
        // The delegate may have started another motion from the last scroll: that one stays.
        guard self.motion?.generation == motion.generation else { return }
        stopMotion()
        switch motion.end {
        case .silent: break
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop: delegate?.scrollViewDidScrollToTop(self)
        case .zoom:
            isZoomBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScaleStorage)
        }
    }

    /// Stops any motion where the content is, without telling the delegate (a touch caught the
    /// content, or code set the offset).
    func stopMotion() {
        let wasMoving = motion != nil
        motion = nil
        isZoomBouncing = false
        isDecelerating = false
        motionLink?.invalidate()
        motionLink = nil
        if wasMoving { updateIndicatorVisibility() }
    }
}
