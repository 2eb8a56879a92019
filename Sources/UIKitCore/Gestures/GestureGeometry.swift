import CoreGraphics

/// Plane geometry the recognizers share, in window coordinates.
enum GestureGeometry {
    /// The mean position of `touches` in their window, or `nil` when there are none.
    @MainActor
    static func centroid(of touches: [UITouch]) -> CGPoint? {
        guard !touches.isEmpty else { return nil }
        // A loop, not reduce: a main-actor closure checks its executor on every call.
        var sum = CGPoint.zero
        for touch in touches { sum = CGPoint(x: sum.x + touch.windowLocation.x, y: sum.y + touch.windowLocation.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
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
