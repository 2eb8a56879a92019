public import CoreGraphics
public import Foundation

/// Recognizes a quick stroke in one of the permitted directions: a discrete gesture, recognized
/// as soon as the fingers have travelled 50 points that way within half a second, keeping within
/// about 27° of the direction.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: UInt
        /// Directions from their raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A swipe to the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// A swipe to the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// A swipe upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// A swipe downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The distance a swipe covers, in points.
    static let minimumDistance: CGFloat = 50
    /// The time a swipe may take, in seconds.
    static let maximumDuration: TimeInterval = 0.5
    /// How far off its direction a swipe may go: the sideways distance over the distance along.
    static let maximumSlope: CGFloat = 0.5

    /// The permitted directions. Default `.right`.
    open var direction: Direction = .right
    /// How many fingers swipe together. Default 1.
    open var numberOfTouchesRequired = 1

    private var start: CGPoint?
    private var startTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard GestureGeometry.downCount(of: trackedTouches) <= numberOfTouchesRequired else { return state = .failed }
        // The stroke is measured from when all its fingers are down.
        start = GestureGeometry.centroid(of: trackedTouches, downOnly: true)
        startTime = event.timestamp
        schedule(after: Self.maximumDuration) { [weak self] in
            if self?.state == .possible { self?.state = .failed }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, let current = GestureGeometry.centroid(of: trackedTouches, downOnly: true) else { return }
        guard event.timestamp - startTime <= Self.maximumDuration else { return state = .failed }
        let (dx, dy) = (current.x - start.x, current.y - start.y)
        let candidates: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
        ]
        let matches = candidates.filter { direction.contains($0.0) && $0.along > 0 && abs($0.across) <= $0.along * Self.maximumSlope }
        if matches.isEmpty {
            // Moving clearly the wrong way ends the chance of a swipe.
            if hypot(dx, dy) > UITapGestureRecognizer.allowableMovement { state = .failed }
            return
        }
        if GestureGeometry.downCount(of: trackedTouches) == numberOfTouchesRequired, matches.contains(where: { $0.along >= Self.minimumDistance }) {
            state = .recognized
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
