import CoreGraphics
import Foundation
import QuartzCore

extension UIScrollView {
    /// Starts the glide after a drag released at `velocity` (points a second, in offset terms),
    /// each axis coming to rest at its `targetX`/`targetY` when the delegate moved it from where
    /// the glide would rest. Returns whether the content moves on.
    func startGlide(velocity: CGPoint, targetX: CGFloat? = nil, targetY: CGFloat? = nil, reportsEnd: Bool) -> Bool {
        let range = offsetRange
        let offset = contentOffset
        let rate = decelerationRate.rawValue
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>, _ target: CGFloat?) -> ScrollAxisMotion {
            if let target, range.contains(offset) {
                return ScrollAxisMotion(offset: offset, landingOn: target, rate: rate)
            }
            return ScrollAxisMotion(offset: offset, velocity: velocity, range: range, rate: rate, bounces: bounces)
        }
        let x = axis(offset.x, velocity.x, range.x, targetX)
        let y = axis(offset.y, velocity.y, range.y, targetY)
        let motion = ScrollMotion(.glide(x: x, y: y), start: CACurrentMediaTime(), reportsEnd: reportsEnd)
        guard motion.duration > 0, window != nil else {
            moveOffset(to: motion.finalOffset)
            return false
        }
        isDecelerating = true
        run(motion)
        return true
    }

    /// Where a glide from the current offset at `velocity` would come to rest, kept in range:
    /// what the delegate is offered as the drag's target.
    func proposedTarget(velocity: CGPoint) -> CGPoint {
        let range = offsetRange, offset = contentOffset, rate = decelerationRate.rawValue
        func axis(_ offset: CGFloat, _ velocity: CGFloat, _ range: ClosedRange<CGFloat>) -> CGFloat {
            let rest = ScrollPhysics.restingOffset(from: offset, velocity: velocity, rate: rate)
            return min(max(rest, range.lowerBound), range.upperBound)
        }
        return pixelAligned(CGPoint(x: axis(offset.x, velocity.x, range.x), y: axis(offset.y, velocity.y, range.y)))
    }

    /// Starts an animated scroll to `target`, replacing any motion.
    func startAnimation(to target: CGPoint) {
        stopMotion()
        let motion = ScrollMotion(.animation(from: contentOffset, to: target, duration: ScrollMotion.animationDuration), start: CACurrentMediaTime(), reportsEnd: true)
        run(motion)
    }

    private func run(_ motion: ScrollMotion) {
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
            moveOffset(to: motion.offset(at: link.timestamp))
        }
    }

    /// Ends the running motion at its final offset and tells the delegate, as when it runs out.
    func finishMotion() {
        guard let motion else { return }
        moveOffset(to: motion.finalOffset)
        // The delegate may have started another motion from the last scroll: that one stays.
        guard self.motion?.generation == motion.generation else { return }
        stopMotion()
        guard motion.reportsEnd else { return }
        switch motion.kind {
        case .glide: delegate?.scrollViewDidEndDecelerating(self)
        case .animation: delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Stops any motion where the content is, without telling the delegate (a touch caught the
    /// content, or code set the offset).
    func stopMotion() {
        let wasMoving = motion != nil
        motion = nil
        isDecelerating = false
        motionLink?.invalidate()
        motionLink = nil
        if wasMoving { updateIndicatorVisibility() }
    }
}
