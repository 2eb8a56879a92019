public import Foundation

extension CGPath {
    /// Returns a path whose filled area (with the winding rule) is the area that stroking this path would paint.
    ///
    /// The outline is built from one closed piece per straight run, join and cap, all turning
    /// the same way, so their union under the winding rule is the stroke. Curves are flattened
    /// first, to within 0.01 units or a thousandth of the width for wide strokes. A non-positive
    /// or non-finite width gives an empty path.
    public func copy(
        strokingWithWidth lineWidth: CGFloat,
        lineCap: CGLineCap,
        lineJoin: CGLineJoin,
        miterLimit: CGFloat,
        transform: CGAffineTransform = .identity
    ) -> CGPath {
        guard lineWidth > 0, lineWidth.isFinite, miterLimit.isFinite else {
            if !lineWidth.isFinite || !miterLimit.isFinite {
                Diagnostics.ignoredCall("copy(strokingWithWidth:)", "the width or miter limit is NaN or infinite.")
            }
            return CGPath(elements: [])
        }
        var stroker = Stroker(halfWidth: lineWidth / 2, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        for subpath in subpaths() { stroker.stroke(subpath) }
        let outline = CGPath(elements: stroker.elements)
        return transform.isIdentity ? outline : CGPath(elements: outline.elements.map { $0.applying(transform) })
    }
}

/// Builds stroke outlines as a union of positively oriented pieces.
private struct Stroker {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    var elements: [PathElement] = []

    init(halfWidth: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat) {
        self.halfWidth = halfWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
    }

    /// How far a flattened curve may stray from the curve: 0.01 units, or a thousandth of the
    /// half width for wider strokes. Every flattened step adds a piece as wide as the stroke, and
    /// thousands of huge overlapping pieces take Cairo minutes to fill (a 10⁶-unit-wide stroke
    /// of a long curve was 66,000 elements); at a thousandth of the width the error stays as
    /// small relative to the stroke.
    private var flatteningTolerance: CGFloat { max(0.01, halfWidth / 1000) }

    /// A vertex of a flattened subpath; `isCorner` marks where the path's own join applies
    /// (between elements) rather than inside a flattened curve.
    private struct Vertex {
        var point: CGPoint
        var isCorner: Bool
    }

    mutating func stroke(_ subpath: Subpath) {
        var vertices = [Vertex(point: subpath.start, isCorner: true)]
        for segment in subpath.segments {
            let points = segment.flattened(tolerance: flatteningTolerance)
            for (i, p) in points.enumerated() where p != vertices.last!.point {
                vertices.append(Vertex(point: p, isCorner: i == points.count - 1))
            }
        }
        if subpath.isClosed, vertices.count > 1, vertices.first!.point != vertices.last!.point {
            vertices.append(Vertex(point: subpath.start, isCorner: true))
        }
        guard vertices.count > 1 else {
            // A zero-length subpath with a drawing element paints a dot for round and square caps.
            if !subpath.segments.isEmpty || subpath.isClosed { dot(at: subpath.start) }
            return
        }
        for i in 0..<(vertices.count - 1) { body(from: vertices[i].point, to: vertices[i + 1].point) }
        for i in 1..<(vertices.count - 1) {
            corner(at: vertices[i].point, from: vertices[i - 1].point, to: vertices[i + 1].point, isCorner: vertices[i].isCorner)
        }
        if subpath.isClosed {
            corner(at: vertices[0].point, from: vertices[vertices.count - 2].point, to: vertices[1].point, isCorner: true)
        } else {
            capEnd(at: vertices[0].point, direction: (vertices[0].point - vertices[1].point).normalized)
            let n = vertices.count
            capEnd(at: vertices[n - 1].point, direction: (vertices[n - 1].point - vertices[n - 2].point).normalized)
        }
    }

    private mutating func body(from a: CGPoint, to b: CGPoint) {
        let normal = (b - a).normalized.perpendicular * halfWidth
        polygon([a + normal, b + normal, b - normal, a - normal])
    }

    private mutating func corner(at p: CGPoint, from previous: CGPoint, to next: CGPoint, isCorner: Bool) {
        let d0 = (p - previous).normalized
        let d1 = (next - p).normalized
        let turn = d0.cross(d1)
        let style: CGLineJoin = isCorner ? join : .miter
        if style == .round {
            circle(at: p)
            return
        }
        guard abs(turn) > 1e-12 || d0.dot(d1) < 0 else { return }
        // The outer side is to the right of travel when the path turns left, and vice versa.
        let side: CGFloat = turn > 0 ? -1 : 1
        let outer0 = p + d0.perpendicular * (halfWidth * side)
        let outer1 = p + d1.perpendicular * (halfWidth * side)
        let cosTheta = max(-1, min(1, -d0.dot(d1)))
        let halfInterior = acos(cosTheta) / 2
        let miterRatio = halfInterior > 1e-9 ? 1 / sin(halfInterior) : .infinity
        let limit = isCorner ? miterLimit : 10
        if style == .miter, miterRatio <= limit, miterRatio.isFinite {
            let bisector = (outer0 - p + outer1 - p).normalized
            let tip = p + bisector * (halfWidth * miterRatio)
            polygon([p, outer0, tip, outer1])
        } else {
            polygon([p, outer0, outer1])
        }
    }

    private mutating func capEnd(at p: CGPoint, direction: CGPoint) {
        switch cap {
        case .butt:
            break
        case .round:
            circle(at: p)
        case .square:
            let normal = direction.perpendicular * halfWidth
            let ahead = direction * halfWidth
            polygon([p + normal, p + normal + ahead, p - normal + ahead, p - normal])
        }
    }

    private mutating func dot(at p: CGPoint) {
        switch cap {
        case .butt:
            break
        case .round:
            circle(at: p)
        case .square:
            let h = halfWidth
            polygon([CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h),
                     CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x - h, y: p.y + h)])
        }
    }

    /// Appends a closed polygon turned to positive orientation, skipping degenerate ones.
    private mutating func polygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in points.indices { area += points[i].cross(points[(i + 1) % points.count]) }
        guard abs(area) > 1e-18 else { return }
        let ordered = area > 0 ? points : points.reversed()
        elements.append(.move(ordered[0]))
        for p in ordered.dropFirst() { elements.append(.line(p)) }
        elements.append(.close)
    }

    /// Appends a full circle of the half width, in the positive direction.
    private mutating func circle(at p: CGPoint) {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: p.x - halfWidth, y: p.y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
        elements.append(contentsOf: path.elements)
    }
}
