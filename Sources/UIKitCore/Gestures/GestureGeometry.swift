import CoreGraphics

/// Plane geometry the recognizers share, in window coordinates.
enum GestureGeometry {
    /// The mean position of `touches` in their window (of those still down, when `downOnly`), or
    /// `nil` when there are none.
    @MainActor
    static func centroid(of touches: [UITouch], downOnly: Bool = false) -> CGPoint? {
        // A loop, not reduce: a main-actor closure checks its executor on every call. Counted
        // here rather than filtered into a new list: a pan asks on every motion.
        var sum = CGPoint.zero, count = 0
        for touch in touches where !downOnly || isDown(touch) {
            sum = CGPoint(x: sum.x + touch.windowLocation.x, y: sum.y + touch.windowLocation.y)
            count += 1
        }
        guard count > 0 else { return nil }
        return CGPoint(x: sum.x / CGFloat(count), y: sum.y / CGFloat(count))
    }

    /// How many of `touches` are still down (neither ended nor cancelled).
    @MainActor
    static func downCount(of touches: [UITouch]) -> Int {
        var count = 0
        for touch in touches where isDown(touch) { count += 1 }
        return count
    }

    @MainActor
    private static func isDown(_ touch: UITouch) -> Bool {
        touch.phase != .ended && touch.phase != .cancelled
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        hypot(b.x - a.x, b.y - a.y)
    }

    /// The angle of the line from `a` to `b`, in radians, growing clockwise on the screen (y down).
    static func angle(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        atan2(b.y - a.y, b.x - a.x)
    }

    /// `angle` brought into (−π, π].
    static func normalized(_ angle: CGFloat) -> CGFloat {
        var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if result > .pi { result -= 2 * .pi }
        if result <= -.pi { result += 2 * .pi }
        return result
    }
}

/// Estimates a value's rate of change from its recent samples.
struct VelocityTracker {
    private var samples: [(time: Double, value: CGPoint)] = []
    /// Samples older than this, relative to the newest, do not count.
    private let window = 0.1

    mutating func reset() {
        samples = []
    }

    mutating func add(_ value: CGPoint, at time: Double) {
        samples.append((time, value))
        let horizon = time - window
        while samples.count > 2, let first = samples.first, first.time < horizon { samples.removeFirst() }
    }

    /// Units per second over the recent samples; zero with fewer than two or no time between them.
    var velocity: CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let interval = CGFloat(last.time - first.time)
        return CGPoint(x: (last.value.x - first.value.x) / interval, y: (last.value.y - first.value.y) / interval)
    }
}
