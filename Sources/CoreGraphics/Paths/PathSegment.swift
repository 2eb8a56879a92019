import Foundation

/// One drawable piece of a subpath, with its start point made explicit.
package enum PathSegment: Equatable {
    case line(CGPoint, CGPoint)
    case quad(CGPoint, CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

    package var start: CGPoint {
        switch self {
        case .line(let p, _), .quad(let p, _, _), .cubic(let p, _, _, _): p
        }
    }

    package var end: CGPoint {
        switch self {
        case .line(_, let p), .quad(_, _, let p), .cubic(_, _, _, let p): p
        }
    }

    /// The element that draws this segment from the current point.
    var element: PathElement {
        switch self {
        case .line(_, let p): .line(p)
        case .quad(_, let c, let p): .quad(c, p)
        case .cubic(_, let c1, let c2, let p): .cubic(c1, c2, p)
        }
    }

    /// The point at parameter `t` in 0...1.
    package func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch self {
        case .line(let p0, let p1):
            return CGPoint(x: u * p0.x + t * p1.x, y: u * p0.y + t * p1.y)
        case .quad(let p0, let c, let p1):
            let (a, b, d) = (u * u, 2 * u * t, t * t)
            return CGPoint(x: a * p0.x + b * c.x + d * p1.x, y: a * p0.y + b * c.y + d * p1.y)
        case .cubic(let p0, let c1, let c2, let p1):
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(
                x: a * p0.x + b * c1.x + c * c2.x + d * p1.x,
                y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
        }
    }

    /// The start and end points plus the curve's extremes in x and y.
    var extremePoints: [CGPoint] {
        var points = [start, end]
        for t in extremeParameters { points.append(point(at: t)) }
        return points
    }

    /// Parameters in (0, 1) where dx/dt or dy/dt vanishes.
    private var extremeParameters: [CGFloat] {
        switch self {
        case .line:
            return []
        case .quad(let p0, let c, let p1):
            return [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, d in
                let denominator = a - 2 * b + d
                guard denominator != 0 else { return nil }
                let t = (a - b) / denominator
                return t > 0 && t < 1 ? t : nil
            }
        case .cubic(let p0, let c1, let c2, let p1):
            return [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)].flatMap { v0, v1, v2, v3 in
                // The derivative is a quadratic a·t² + b·t + c.
                let a = 3 * (-v0 + 3 * v1 - 3 * v2 + v3)
                let b = 6 * (v0 - 2 * v1 + v2)
                let c = 3 * (v1 - v0)
                return Self.roots(a, b, c).filter { $0 > 0 && $0 < 1 }
            }
        }
    }

    private static func roots(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        if abs(a) < 1e-12 {
            return b == 0 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        let root = discriminant.squareRoot()
        return [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    }

    /// Points along the segment, excluding the start, close enough that straight lines between
    /// them stay within `tolerance` of the curve.
    func flattened(tolerance: CGFloat) -> [CGPoint] {
        let count = subdivisionCount(tolerance: tolerance)
        if count == 1 { return [end] }
        return (1...count).map { point(at: CGFloat($0) / CGFloat(count)) }
    }

    /// Wang's formula: the number of equal parameter steps that keeps a Bézier within tolerance.
    func subdivisionCount(tolerance: CGFloat) -> Int {
        let secondDifference: CGFloat
        let factor: CGFloat
        switch self {
        case .line:
            return 1
        case .quad(let p0, let c, let p1):
            secondDifference = hypot(p0.x - 2 * c.x + p1.x, p0.y - 2 * c.y + p1.y)
            factor = 2.0 / 8.0
        case .cubic(let p0, let c1, let c2, let p1):
            secondDifference = max(
                hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                hypot(c1.x - 2 * c2.x + p1.x, c1.y - 2 * c2.y + p1.y))
            factor = 6.0 / 8.0
        }
        let steps = (factor * secondDifference / tolerance).squareRoot().rounded(.up)
        guard steps.isFinite else { return 1 }
        return Int(min(max(steps, 1), 4096))
    }

    /// The part of the segment between parameters `t0` and `t1`, by de Casteljau subdivision.
    func slice(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        let tail = t0 > 0 ? split(at: t0).1 : self
        guard t1 < 1 else { return tail }
        let local = t0 > 0 ? (t1 - t0) / (1 - t0) : t1
        return tail.split(at: local).0
    }

    private func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        switch self {
        case .line(let p0, let p1):
            let m = lerp(p0, p1)
            return (.line(p0, m), .line(m, p1))
        case .quad(let p0, let c, let p1):
            let a = lerp(p0, c)
            let b = lerp(c, p1)
            let m = lerp(a, b)
            return (.quad(p0, a, m), .quad(m, b, p1))
        case .cubic(let p0, let c1, let c2, let p1):
            let a = lerp(p0, c1)
            let b = lerp(c1, c2)
            let c = lerp(c2, p1)
            let ab = lerp(a, b)
            let bc = lerp(b, c)
            let m = lerp(ab, bc)
            return (.cubic(p0, a, ab, m), .cubic(m, bc, c, p1))
        }
    }
}

/// A run of segments that starts with a move.
package struct Subpath {
    package var start: CGPoint
    package var segments: [PathSegment] = []
    package var isClosed = false
}

extension CGPath {
    /// Splits the path into subpaths with explicit segment start points.
    ///
    /// A subpath with only a move has no segments; a close adds no segment of its own but marks
    /// the subpath closed (the closing line is implied by `isClosed`).
    package func subpaths() -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var point = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                if let c = current { result.append(c) }
                current = Subpath(start: p)
                point = p
            case .close:
                if var c = current {
                    c.isClosed = true
                    result.append(c)
                    point = c.start
                }
                current = nil
            default:
                if current == nil { current = Subpath(start: point) }
                let segment: PathSegment
                switch element {
                case .line(let p): segment = .line(point, p)
                case .quad(let c, let p): segment = .quad(point, c, p)
                case .cubic(let c1, let c2, let p): segment = .cubic(point, c1, c2, p)
                default: continue
                }
                current!.segments.append(segment)
                point = segment.end
            }
        }
        if let c = current { result.append(c) }
        return result
    }

    /// Polygons approximating each subpath, each implicitly closed.
    func flattenedPolygons(tolerance: CGFloat = 0.01) -> [[CGPoint]] {
        subpaths().map { subpath in
            var polygon = [subpath.start]
            for segment in subpath.segments { polygon.append(contentsOf: segment.flattened(tolerance: tolerance)) }
            return polygon
        }
    }

    /// The signed number of times the path winds around `point`, counting every subpath as closed.
    func windingNumber(at point: CGPoint) -> Int {
        var winding = 0
        for polygon in flattenedPolygons() where polygon.count > 1 {
            for i in polygon.indices {
                let a = polygon[i]
                let b = polygon[(i + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}

extension CGPoint {
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
    var length: CGFloat { hypot(x, y) }
    var normalized: CGPoint { self * (1 / length) }
    /// The vector turned a quarter turn, from +x towards +y.
    var perpendicular: CGPoint { CGPoint(x: -y, y: x) }
    func dot(_ other: CGPoint) -> CGFloat { x * other.x + y * other.y }
    func cross(_ other: CGPoint) -> CGFloat { x * other.y - y * other.x }
}
