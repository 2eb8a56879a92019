public import CoreGraphics
public import Foundation

/// Recognizes fingers dragging: a continuous gesture that begins once their centroid has moved
/// 10 points and ends when they lift.
///
/// The translation is measured from where the fingers touched down, in the coordinates of the
/// view asked for; a finger added or lifted mid-drag does not make it jump.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the centroid moves before the pan begins, in points.
    static let hysteresis: CGFloat = 10

    /// How far one wheel click pans, in points.
    static let pointsPerScrollLine: CGFloat = 10
    /// How long after the last wheel click a scroll-driven pan ends, in seconds.
    static let scrollEndDelay: TimeInterval = 0.25
    /// How long after the last smooth-scrolling event a pan ends: touchpads send them many times
    /// a second while the fingers move and say nothing when they lift, so a short pause means
    /// the fingers stopped (and what follows, a glide, starts at once).
    static let continuousScrollEndDelay: TimeInterval = 0.1

    /// The kind of scrolling driving the pan now, if scrolling drives it.
    package private(set) var scrollKind: UIScrollTypeMask?

    /// The kinds of scrolling (wheel clicks, smooth touchpad scrolling) that drive the pan like
    /// a drag. Default none.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// The fewest fingers that pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan; more fingers are ignored. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// Where the translation counts from, in window coordinates.
    private var origin: CGPoint?
    /// The centroid at the last event, to keep the translation steady when fingers come and go.
    private var lastCentroid: CGPoint?
    private var lastTouchCount = 0
    private var velocityTracker = VelocityTracker()
    private var scrollGeneration = 0

    /// How far the fingers moved since they touched down (or since ``setTranslation(_:in:)``),
    /// in `view`'s coordinates (the window's for `nil`).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let current = lastCentroid else { return .zero }
        return vector(from: origin, to: current, in: view)
    }

    /// Makes the current translation `translation` in `view`'s coordinates; the velocity is unchanged.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = lastCentroid ?? GestureGeometry.centroid(of: trackedTouches) else { return }
        let inWindow = windowVector(translation, from: view)
        origin = CGPoint(x: current.x - inWindow.x, y: current.y - inWindow.y)
        lastCentroid = current
    }

    /// How fast the fingers move, in points per second of `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        let velocity = velocityTracker.velocity
        return vector(from: .zero, to: velocity, in: view)
    }

    private func vector(from start: CGPoint, to end: CGPoint, in view: UIView?) -> CGPoint {
        guard let view, let window = view.window ?? trackedTouches.first?.window else {
            return CGPoint(x: end.x - start.x, y: end.y - start.y)
        }
        let a = view.convert(start, from: window)
        let b = view.convert(end, from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    private func windowVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = view.window else { return vector }
        let a = view.convert(CGPoint.zero, to: window)
        let b = view.convert(vector, to: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where downCount > maximumNumberOfTouches {
            ignore(touch, for: event)
        }
        follow(event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(event)
        advanceContinuousGesture(begins: isPastThreshold)
    }

    /// Whether an allowed number of fingers is down and they have moved the threshold's distance.
    private var isPastThreshold: Bool {
        let down = downCount
        guard down >= minimumNumberOfTouches, down <= maximumNumberOfTouches, let origin, let current = lastCentroid else { return false }
        return GestureGeometry.distance(origin, current) >= Self.hysteresis
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let down = downCount
        switch state {
        case .possible where down == 0:
            state = .failed
        case .began, .changed:
            if down < minimumNumberOfTouches {
                // The lift is the last sample: fingers that stopped before lifting have no speed left.
                if let last = lastCentroid { velocityTracker.add(last, at: event.timestamp) }
                state = .ended
            } else {
                follow(event)
            }
        default:
            follow(event)
        }
    }

    /// A scroll of `delta` window points over the view: the pan begins or changes as a drag by
    /// that much would, and ends once scrolling pauses.
    func scrolled(by delta: CGPoint, kind: UIScrollTypeMask, at location: CGPoint, in window: UIWindow, time: TimeInterval) {
        guard trackedTouches.isEmpty else { return }
        scrollKind = kind
        rememberLocation(location, in: window)
        let current = lastCentroid ?? .zero
        if origin == nil { origin = .zero }
        lastCentroid = CGPoint(x: current.x + delta.x, y: current.y + delta.y)
        velocityTracker.add(lastCentroid!, at: time)
        guard advanceContinuousGesture(begins: true) else { return }
        scrollGeneration += 1
        let generation = scrollGeneration
        schedule(after: kind == .continuous ? Self.continuousScrollEndDelay : Self.scrollEndDelay) { [weak self] in
            guard let self, self.scrollGeneration == generation, self.state == .began || self.state == .changed else { return }
            self.state = .ended
        }
    }

    open override func reset() {
        super.reset()
        scrollKind = nil
        origin = nil
        lastCentroid = nil
        lastTouchCount = 0
        velocityTracker.reset()
    }

    /// How many fingers are still down.
    private var downCount: Int { GestureGeometry.downCount(of: trackedTouches) }

    /// Follows the centroid of the fingers still down, shifting the origin when their number
    /// changes so the translation continues from where it was.
    private func follow(_ event: UIEvent) {
        guard let centroid = GestureGeometry.centroid(of: trackedTouches, downOnly: true) else { return }
        let down = downCount
        if origin == nil { origin = centroid }
        if down != lastTouchCount, let last = lastCentroid, let current = origin {
            origin = CGPoint(x: current.x + centroid.x - last.x, y: current.y + centroid.y - last.y)
            velocityTracker.reset()
        }
        lastTouchCount = down
        lastCentroid = centroid
        velocityTracker.add(centroid, at: event.timestamp)
    }
}
