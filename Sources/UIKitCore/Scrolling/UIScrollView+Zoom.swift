import CoreGraphics
import Foundation
import QuartzCore

extension UIScrollView {
    /// How much one wheel click with Control held zooms, as a factor.
    static let wheelZoomStep: CGFloat = 1.1

    /// Whether the limits allow zooming at all.
    var zoomingAllowed: Bool {
        minimumZoomScale.isFinite && maximumZoomScale.isFinite && minimumZoomScale > 0 && maximumZoomScale > minimumZoomScale
    }

    /// The view the delegate zooms, if any.
    var zoomView: UIView? {
        guard let view = delegate?.viewForZooming(in: self), view.isDescendant(of: self) else { return nil }
        return view
    }

    /// The zoom limits, in order even when they were set the wrong way round.
    private var zoomLimits: ClosedRange<CGFloat> {
        let low = minimumZoomScale.isFinite && minimumZoomScale > 0 ? minimumZoomScale : 1
        let high = maximumZoomScale.isFinite && maximumZoomScale > 0 ? maximumZoomScale : 1
        return min(low, high)...max(low, high)
    }

    /// Limits the wrong way round (often a moment's state while both are set) turn zooming off
    /// until they are in order.
    func zoomLimitsChanged() {
        if zoomingAllowed, pinch == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.delegate = recognizerDelegate
            pinch.addTarget { [weak self] (recognizer: UIPinchGestureRecognizer) in self?.pinched(recognizer) }
            addGestureRecognizer(pinch)
            self.pinch = pinch
        }
        pinch?.isEnabled = zoomingAllowed
    }

    /// Shows `view` at `scale`: its transform, its frame kept at the same origin, and the
    /// content size following its scaled size.
    private func apply(scale: CGFloat, to view: UIView) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = view.bounds.size
        view.center = CGPoint(x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2)
        zoomScaleStorage = scale
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        delegate?.scrollViewDidZoom(self)
    }

    /// The offset that shows `anchor` (a point of `view`, unscaled) at `visiblePoint` (a point of
    /// the visible area, from its top-left corner) at `scale`.
    private func offset(showing anchor: CGPoint, of view: UIView, at visiblePoint: CGPoint, scale: CGFloat) -> CGPoint {
        let origin = view.frame.origin
        return CGPoint(x: origin.x + anchor.x * scale - visiblePoint.x, y: origin.y + anchor.y * scale - visiblePoint.y)
    }

    /// `offset` brought into the range the content would have at `scale`.
    private func clamped(_ offset: CGPoint, forScale scale: CGFloat, of view: UIView) -> CGPoint {
        let inset = adjustedContentInset
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let maxX = max(-inset.left, size.width + inset.right - bounds.width)
        let maxY = max(-inset.top, size.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    /// Zooms to `scale` (within the limits) keeping the point under `visiblePoint` there, then
    /// keeps the offset in range; `end` is what the delegate hears after an animated zoom.
    func zoom(toScale scale: CGFloat, aroundVisiblePoint visiblePoint: CGPoint, animated: Bool, end: ScrollMotion.End = .silent) {
        guard let view = zoomView else { return }
        let current = zoomScaleStorage, origin = view.frame.origin
        let anchor = CGPoint(x: (contentOffset.x + visiblePoint.x - origin.x) / current, y: (contentOffset.y + visiblePoint.y - origin.y) / current)
        let target = min(max(scale, zoomLimits.lowerBound), zoomLimits.upperBound)
        let final = pixelAligned(clamped(offset(showing: anchor, of: view, at: visiblePoint, scale: target), forScale: target, of: view))
        zoom(view, to: target, anchor: anchor, from: visiblePoint, endingAt: final, animated: animated, end: end)
    }

    /// Zooms so that `rect` of the zoomed view fills the visible area, centred.
    func zoom(toRect rect: CGRect, animated: Bool) {
        guard let view = zoomView else { return }
        let fit = min(rect.width > 0 ? bounds.width / rect.width : .infinity, rect.height > 0 ? bounds.height / rect.height : .infinity)
        let target = min(max(fit, zoomLimits.lowerBound), zoomLimits.upperBound)
        let origin = view.frame.origin, current = zoomScaleStorage
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        // Where the rectangle's centre shows now; it ends in the middle of the view.
        let visible = CGPoint(x: origin.x + centre.x * current - contentOffset.x, y: origin.y + centre.y * current - contentOffset.y)
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let final = pixelAligned(clamped(offset(showing: centre, of: view, at: middle, scale: target), forScale: target, of: view))
        zoom(view, to: target, anchor: centre, from: visible, endingAt: final, animated: animated, end: .silent)
    }

    /// Zooms `view` to `scale` at once, or animated with `anchor` (a point of the view, unscaled)
    /// kept under `visiblePoint` on the way and the offset eased onto `final`.
    private func zoom(
        _ view: UIView, to scale: CGFloat, anchor: CGPoint, from visiblePoint: CGPoint, endingAt final: CGPoint, animated: Bool, end: ScrollMotion.End
    ) {
        stopMotion()
        guard animated, window != nil else {
            apply(scale: scale, to: view)
            moveOffset(to: final)
            return
        }
        let unmoved = offset(showing: anchor, of: view, at: visiblePoint, scale: scale)
        let path = ScrollMotion.ZoomPath(
            fromScale: zoomScaleStorage, toScale: scale, anchor: anchor, visiblePoint: visiblePoint, viewOrigin: view.frame.origin,
            correction: CGPoint(x: final.x - unmoved.x, y: final.y - unmoved.y), duration: ScrollMotion.animationDuration)
        run(ScrollMotion(.zoom(path), start: CACurrentMediaTime(), end: end))
    }

    /// Applies the scale a zoom motion has reached at `time`.
    func stepZoom(_ motion: ScrollMotion, at time: CFTimeInterval) {
        guard let scale = motion.scale(at: time), let view = zoomView else { return }
        apply(scale: scale, to: view)
    }

    // MARK: Pinching

    private func pinched(_ recognizer: UIPinchGestureRecognizer) {
        guard let view = zoomView else { return }
        let visible = recognizer.location(in: self)
        let visiblePoint = CGPoint(x: visible.x - contentOffset.x, y: visible.y - contentOffset.y)
        switch recognizer.state {
        case .began:
            stopMotion()
            let origin = view.frame.origin, scale = zoomScaleStorage
            zoomGesture = (scale, CGPoint(x: (visible.x - origin.x) / scale, y: (visible.y - origin.y) / scale))
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let gesture = zoomGesture else { return }
            follow(recognizer, from: gesture, showing: view, at: visiblePoint)
        case .ended, .cancelled:
            guard let gesture = zoomGesture else { return }
            zoomGesture = nil
            // The last step's scale, which the end reports.
            if recognizer.state == .ended { follow(recognizer, from: gesture, showing: view, at: visiblePoint, onlyIfChanged: true) }
            isZooming = false
            let limits = zoomLimits, scale = zoomScaleStorage
            let range = offsetRange, offset = contentOffset
            if !limits.contains(scale) || !range.x.contains(offset.x) || !range.y.contains(offset.y) {
                zoom(toScale: scale, aroundVisiblePoint: visiblePoint, animated: true, end: .zoom)
                isZoomBouncing = motion != nil && !limits.contains(scale)
            } else {
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            }
        default:
            break
        }
    }

    /// Scales `view` as the pinch says, keeping the content point it began over (`gesture`'s
    /// anchor, at its start scale) under `visiblePoint`; `onlyIfChanged` skips a step that would
    /// not change the scale.
    private func follow(
        _ recognizer: UIPinchGestureRecognizer, from gesture: (startScale: CGFloat, anchor: CGPoint), showing view: UIView,
        at visiblePoint: CGPoint, onlyIfChanged: Bool = false
    ) {
        let scale = shownZoomScale(gesture.startScale * recognizer.scale)
        if onlyIfChanged, scale == zoomScaleStorage { return }
        apply(scale: scale, to: view)
        moveOffset(to: offset(showing: gesture.anchor, of: view, at: visiblePoint, scale: scale))
    }

    /// The scale a pinch to `scale` shows: itself within the limits, past them a rubber band
    /// (the overshoot's square root) when `bouncesZoom`, else the limit.
    private func shownZoomScale(_ scale: CGFloat) -> CGFloat {
        let limits = zoomLimits
        guard scale.isFinite, scale > 0 else { return zoomScaleStorage }
        if scale > limits.upperBound {
            return bouncesZoom ? limits.upperBound * (scale / limits.upperBound).squareRoot() : limits.upperBound
        }
        if scale < limits.lowerBound {
            return bouncesZoom ? limits.lowerBound * (scale / limits.lowerBound).squareRoot() : limits.lowerBound
        }
        return scale
    }

    /// Control and the wheel zoom about the pointer, a step a click (towards the user zooms out),
    /// as in desktop viewers; whether this view zoomed.
    func wheelZoom(lines: CGFloat, atWindowPoint point: CGPoint) -> Bool {
        guard zoomingAllowed, let view = zoomView, let window, lines != 0 else { return false }
        let local = convert(point, from: window)
        let visiblePoint = CGPoint(x: local.x - contentOffset.x, y: local.y - contentOffset.y)
        delegate?.scrollViewWillBeginZooming(self, with: view)
        zoom(toScale: zoomScaleStorage * pow(Self.wheelZoomStep, -lines), aroundVisiblePoint: visiblePoint, animated: false)
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScaleStorage)
        return true
    }
}
