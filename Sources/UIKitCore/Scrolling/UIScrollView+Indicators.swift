import CoreGraphics
import Foundation
import QuartzCore

extension UIScrollView {
    /// How long the indicators stay after the content stops before they fade, in seconds.
    static let indicatorLinger: TimeInterval = 0.05
    /// How long the indicators take to fade out, in seconds.
    static let indicatorFade: TimeInterval = 0.25
    /// How long a flash (or a hovering pointer) shows the indicators, in seconds.
    static let indicatorFlash: TimeInterval = 0.6

    /// Keeps the indicators in view for ``indicatorFlash`` from now.
    func holdIndicators() {
        indicatorsHeldUntil = max(indicatorsHeldUntil, CACurrentMediaTime() + Self.indicatorFlash)
        updateIndicatorVisibility()
    }

    /// Shows the indicators while something moves the content or keeps them, and fades them
    /// once nothing does. They stay fully shown (and can be grabbed) until the fade starts.
    func updateIndicatorVisibility() {
        let now = CACurrentMediaTime()
        let moving = isDragging || motion != nil || isIndicatorGrabbed
        if moving || indicatorsHeldUntil > now { showIndicators() }
        cancelIndicatorFade()
        guard !moving, [verticalIndicator, horizontalIndicator].contains(where: { ($0?.alpha ?? 0) > 0 }) else { return }
        let delay = max(indicatorsHeldUntil - now, Self.indicatorLinger)
        guard let window else { return fadeIndicators() }
        let session = window.session
        let id = session.timers.schedule(after: delay) { [weak self] in
            self?.indicatorFadeTimer = nil
            self?.fadeIndicators()
        }
        indicatorFadeTimer = SessionTimer(session: session, id: id)
    }

    private func cancelIndicatorFade() {
        guard let timer = indicatorFadeTimer else { return }
        timer.session?.timers.cancel(timer.id)
        indicatorFadeTimer = nil
    }

    private func fadeIndicators() {
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) where indicator.alpha > 0 {
            UIView.animate(withDuration: Self.indicatorFade, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
                indicator.alpha = 0
            }
        }
    }

    private func showIndicators() {
        if showsVerticalScrollIndicator, exceedsHeight, verticalIndicator == nil { verticalIndicator = makeIndicator(.vertical) }
        if showsHorizontalScrollIndicator, exceedsWidth, horizontalIndicator == nil { horizontalIndicator = makeIndicator(.horizontal) }
        layoutScrollIndicators()
        for indicator in [verticalIndicator, horizontalIndicator].compactMap({ $0 }) {
            indicator.layer.removeAllAnimations()
            UIView.performWithoutAnimation { indicator.alpha = 1 }
            // Above the content, which may have gained subviews since.
            if subviews.last !== indicator { bringSubviewToFront(indicator) }
        }
    }

    private func makeIndicator(_ axis: ScrollIndicatorView.Axis) -> ScrollIndicatorView {
        let indicator = ScrollIndicatorView(axis: axis)
        indicator.scrollView = self
        indicator.backgroundColor = indicatorColor
        addSubview(indicator)
        return indicator
    }

    func styleIndicators() {
        verticalIndicator?.backgroundColor = indicatorColor
        horizontalIndicator?.backgroundColor = indicatorColor
    }

    private var indicatorColor: UIColor {
        switch indicatorStyle {
        case .black: UIColor(white: 0, alpha: 0.35)
        case .white: UIColor(white: 1, alpha: 0.35)
        case .default: UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.35) : UIColor(white: 0, alpha: 0.35) }
        }
    }

    /// The margins an indicator keeps: its own insets, plus the safe area the adjusted inset
    /// took in when the insets follow it.
    private func indicatorInsets(_ own: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return own }
        let adjusted = adjustedContentInset, set = contentInset
        return UIEdgeInsets(
            top: own.top + adjusted.top - set.top, left: own.left + adjusted.left - set.left,
            bottom: own.bottom + adjusted.bottom - set.bottom, right: own.right + adjusted.right - set.right)
    }

    /// Sizes and places the indicators for the current offset: length for the share of the
    /// content in view, place for the offset within its range, squeezed against the end while
    /// rubber banding. An indicator shows only for an axis whose content exceeds the view.
    func layoutScrollIndicators() {
        let vertical = verticalIndicator.map { _ in showsVerticalScrollIndicator && exceedsHeight } ?? false
        let horizontal = horizontalIndicator.map { _ in showsHorizontalScrollIndicator && exceedsWidth } ?? false
        verticalIndicator?.isHidden = !vertical
        horizontalIndicator?.isHidden = !horizontal
        let thickness = ScrollIndicatorView.thickness, edge = ScrollIndicatorView.edgeInset
        let bounds = self.bounds, range = offsetRange, size = usableContentSize, adjusted = adjustedContentInset
        // On whole pixels, so the bar's ends stay crisp as it moves.
        let scale = contentScaleFactor > 0 && contentScaleFactor.isFinite ? contentScaleFactor : 1
        func aligned(_ span: (CGFloat, CGFloat)) -> (CGFloat, CGFloat) {
            let (start, length) = span
            let a = (start * scale).rounded() / scale, b = ((start + length) * scale).rounded() / scale
            return (a, b - a)
        }
        if vertical, let indicator = verticalIndicator {
            let insets = indicatorInsets(verticalScrollIndicatorInsets), track = indicatorTrack(.vertical)
            let (start, length) = aligned(Self.indicatorSpan(
                trackStart: track.lowerBound, trackEnd: track.upperBound,
                visible: bounds.height, extent: size.height + adjusted.top + adjusted.bottom, offset: bounds.minY, range: range.y))
            let leftSide = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let x = leftSide ? bounds.minX + insets.left + edge : bounds.maxX - insets.right - edge - thickness
            indicator.frame = CGRect(x: x, y: start, width: thickness, height: length)
        }
        if horizontal, let indicator = horizontalIndicator {
            let insets = indicatorInsets(horizontalScrollIndicatorInsets), track = indicatorTrack(.horizontal)
            let (start, length) = aligned(Self.indicatorSpan(
                trackStart: track.lowerBound, trackEnd: track.upperBound,
                visible: bounds.width, extent: size.width + adjusted.left + adjusted.right, offset: bounds.minX, range: range.x))
            indicator.frame = CGRect(x: start, y: bounds.maxY - insets.bottom - edge - thickness, width: length, height: thickness)
        }
    }

    /// The stretch of the bounds an indicator on `axis` moves along: inside its insets and the
    /// edge margin, stopping short of the corner when both indicators show.
    private func indicatorTrack(_ axis: ScrollIndicatorView.Axis) -> ClosedRange<CGFloat> {
        let edge = ScrollIndicatorView.edgeInset
        let bothShow = verticalIndicator?.isHidden == false && horizontalIndicator?.isHidden == false
        let corner = bothShow ? ScrollIndicatorView.thickness + edge : 0
        let start: CGFloat, end: CGFloat
        switch axis {
        case .vertical:
            let insets = indicatorInsets(verticalScrollIndicatorInsets)
            (start, end) = (bounds.minY + insets.top + edge, bounds.maxY - insets.bottom - edge - corner)
        case .horizontal:
            let insets = indicatorInsets(horizontalScrollIndicatorInsets)
            (start, end) = (bounds.minX + insets.left + edge, bounds.maxX - insets.right - edge - corner)
        }
        return start...max(start, end)
    }

    /// Where an indicator starts along its track and how long it is.
    private static func indicatorSpan(
        trackStart: CGFloat, trackEnd: CGFloat, visible: CGFloat, extent: CGFloat, offset: CGFloat, range: ClosedRange<CGFloat>
    ) -> (CGFloat, CGFloat) {
        let track = max(trackEnd - trackStart, 0)
        let thickness = ScrollIndicatorView.thickness
        var length = min(max(track * visible / max(extent, 1), ScrollIndicatorView.minimumLength), track)
        let span = range.upperBound - range.lowerBound
        let progress = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
        var start = trackStart + progress * (track - length)
        if offset < range.lowerBound {
            length = max(length - (range.lowerBound - offset), thickness * 2)
            start = trackStart
        } else if offset > range.upperBound {
            length = max(length - (offset - range.upperBound), thickness * 2)
            start = trackStart + track - length
        }
        return (start, length)
    }

    // MARK: Dragging an indicator

    func indicatorGrabChanged(isGrabbed: Bool) {
        isIndicatorGrabbed = isGrabbed
        if isGrabbed { stopMotion() }
        updateIndicatorVisibility()
    }

    /// Moves the content as the bar on `axis` is dragged `distance` points along its track from
    /// where it was grabbed at offset `start`: the bar follows the pointer, the content follows
    /// the bar.
    func dragIndicator(_ axis: ScrollIndicatorView.Axis, by distance: CGFloat, from start: CGFloat) {
        let range = axis == .vertical ? offsetRange.y : offsetRange.x
        guard let indicator = axis == .vertical ? verticalIndicator : horizontalIndicator else { return }
        let track = indicatorTrack(axis)
        let barLength = axis == .vertical ? indicator.bounds.height : indicator.bounds.width
        let travel = max(track.upperBound - track.lowerBound - barLength, 1)
        let target = min(max(start + distance * (range.upperBound - range.lowerBound) / travel, range.lowerBound), range.upperBound)
        var offset = contentOffset
        if axis == .vertical { offset.y = target } else { offset.x = target }
        setContentOffset(offset, animated: false)
    }
}

/// A timer of a session's media timers, held without keeping the session alive.
struct SessionTimer {
    weak var session: PlatformSession?
    let id: Int
}
