public import Foundation

/// A path that can be extended with lines, curves, arcs and shapes.
///
/// Every method takes an optional `transform` that maps the new points before they are added.
/// Calls with a non-finite value, and lines or curves added with no current point, are ignored
/// and reported once on standard error, as Core Graphics does.
public final class CGMutablePath: CGPath {
    /// Creates an empty path.
    public init() {
        super.init(elements: [])
    }

    override package init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    private var hasCurrentPoint: Bool { !elements.isEmpty }

    private func accept(_ function: String, _ values: CGFloat...) -> Bool {
        guard values.allSatisfy(\.isFinite) else {
            Diagnostics.ignoredCall(function, "a coordinate, size or angle is NaN or infinite.")
            return false
        }
        return true
    }

    private func requireCurrentPoint(_ function: String) -> Bool {
        guard hasCurrentPoint else {
            Diagnostics.ignoredCall(function, "the path has no current point; call move(to:) first.")
            return false
        }
        return true
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard accept("move(to:)", point.x, point.y) else { return }
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard accept("addLine(to:)", point.x, point.y), requireCurrentPoint("addLine(to:)") else { return }
        elements.append(.line(point.applying(transform)))
    }

    /// Starts a subpath at the first point and adds straight lines through the others.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        guard accept("addLines(between:)", points.flatMap { [$0.x, $0.y] }) else { return }
        elements.append(.move(first.applying(transform)))
        for p in points.dropFirst() { elements.append(.line(p.applying(transform))) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`, pulled towards `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard accept("addQuadCurve(to:control:)", end.x, end.y, control.x, control.y),
            requireCurrentPoint("addQuadCurve(to:control:)")
        else { return }
        elements.append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point to `end` with two control points.
    public func addCurve(
        to end: CGPoint,
        control1: CGPoint,
        control2: CGPoint,
        transform: CGAffineTransform = .identity
    ) {
        guard accept("addCurve(to:control1:control2:)", end.x, end.y, control1.x, control1.y, control2.x, control2.y),
            requireCurrentPoint("addCurve(to:control1:control2:)")
        else { return }
        elements.append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a straight line back to its first point.
    ///
    /// Does nothing when there is no open subpath.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    /// Adds a closed subpath tracing `rect`: its minimum corner, then along x, then back along y.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard accept("addRect(_:)", rect.origin.x, rect.origin.y, rect.width, rect.height) else { return }
        let r = rect.standardized
        elements.append(.move(CGPoint(x: r.minX, y: r.minY).applying(transform)))
        elements.append(.line(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        elements.append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        elements.append(.line(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        elements.append(.close)
    }

    /// Adds one closed rectangle subpath for each rectangle, in order.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse that fits `rect`, as four cubic curves starting at the rectangle's maximum x.
    ///
    /// The curves run in the direction of increasing angle: counterclockwise in y-up space.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard accept("addEllipse(in:)", rect.origin.x, rect.origin.y, rect.width, rect.height) else { return }
        let r = rect.standardized
        let scale = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: r.midX, y: r.midY))
            .concatenating(transform)
        elements.append(.move(CGPoint(x: 1, y: 0).applying(scale)))
        appendUnitArc(from: 0, sweep: 2 * .pi, transform: scale)
        elements.append(.close)
    }

    /// Adds a closed rounded rectangle whose corners are quarter ellipses with the given radii.
    ///
    /// The radii must be at least 0 and at most half of the width and height; other values are
    /// ignored and reported. Zero radii give a plain rectangle.
    public func addRoundedRect(
        in rect: CGRect,
        cornerWidth: CGFloat,
        cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let function = "addRoundedRect(in:cornerWidth:cornerHeight:)"
        guard accept(function, rect.origin.x, rect.origin.y, rect.width, rect.height, cornerWidth, cornerHeight)
        else { return }
        let r = rect.standardized
        guard cornerWidth >= 0, cornerHeight >= 0, 2 * cornerWidth <= r.width, 2 * cornerHeight <= r.height else {
            Diagnostics.ignoredCall(function, "corner sizes must be in 0...half the rectangle's width and height.")
            return
        }
        if cornerWidth == 0 || cornerHeight == 0 {
            addRect(r, transform: transform)
            return
        }
        elements.append(.move(CGPoint(x: r.maxX, y: r.midY).applying(transform)))
        let corners: [(CGFloat, CGFloat, CGFloat)] = [
            (r.maxX - cornerWidth, r.maxY - cornerHeight, 0),
            (r.minX + cornerWidth, r.maxY - cornerHeight, .pi / 2),
            (r.minX + cornerWidth, r.minY + cornerHeight, .pi),
            (r.maxX - cornerWidth, r.minY + cornerHeight, 3 * .pi / 2),
        ]
        for (cx, cy, start) in corners {
            let corner = CGAffineTransform(scaleX: cornerWidth, y: cornerHeight)
                .concatenating(CGAffineTransform(translationX: cx, y: cy))
                .concatenating(transform)
            elements.append(.line(CGPoint(x: cos(start), y: sin(start)).applying(corner)))
            appendUnitArc(from: start, sweep: .pi / 2, transform: corner)
        }
        elements.append(.close)
    }

    /// Adds an arc of a circle from `startAngle` to `endAngle`, preceded by a line from the current point.
    ///
    /// Angles are in radians from the positive x axis towards the positive y axis. With
    /// `clockwise` false the arc runs towards increasing angles (counterclockwise in y-up space,
    /// clockwise on a y-down screen); with `clockwise` true towards decreasing angles. A span of a
    /// full turn or more draws a full circle. Without a current point the arc starts a subpath.
    public func addArc(
        center: CGPoint,
        radius: CGFloat,
        startAngle: CGFloat,
        endAngle: CGFloat,
        clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let function = "addArc(center:radius:startAngle:endAngle:clockwise:)"
        guard accept(function, center.x, center.y, radius, startAngle, endAngle) else { return }
        let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// How far an arc between two angles turns in the given direction: negative when clockwise
    /// (towards decreasing angles). Two different angles a whole number of turns apart are a full
    /// turn in either direction, as on Apple's platforms; only equal angles turn through nothing.
    static func arcSweep(from startAngle: CGFloat, to endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let twoPi = 2 * CGFloat.pi
        let span = endAngle - startAngle
        guard span != 0 else { return 0 }
        let remainder = span.truncatingRemainder(dividingBy: twoPi)
        if clockwise {
            if span < 0 { return span <= -twoPi ? -twoPi : span }
            return remainder == 0 ? -twoPi : remainder - twoPi
        }
        if span > 0 { return span >= twoPi ? twoPi : span }
        return remainder == 0 ? twoPi : remainder + twoPi
    }

    /// Adds an arc of a circle that starts at `startAngle` and turns through `delta` radians.
    ///
    /// A positive `delta` runs towards increasing angles. Like ``addArc(center:radius:startAngle:endAngle:clockwise:transform:)``,
    /// a line joins the current point to the arc's start.
    public func addRelativeArc(
        center: CGPoint,
        radius: CGFloat,
        startAngle: CGFloat,
        delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard accept("addRelativeArc(center:radius:startAngle:delta:)", center.x, center.y, radius, startAngle, delta)
        else { return }
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: delta, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, preceded by a straight line to the arc's start.
    ///
    /// When the three points are on one line, or the radius is zero, only a line to
    /// `tangent1End` is added.
    public func addArc(
        tangent1End: CGPoint,
        tangent2End: CGPoint,
        radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let function = "addArc(tangent1End:tangent2End:radius:)"
        guard accept(function, tangent1End.x, tangent1End.y, tangent2End.x, tangent2End.y, radius),
            requireCurrentPoint(function)
        else { return }
        // Work in the caller's coordinates: the current point is stored already transformed.
        let inverse = transform.inverted()
        let p0 = currentPoint.applying(inverse)
        let toStart = p0 - tangent1End
        let toEnd = tangent2End - tangent1End
        let cross = toStart.cross(toEnd)
        guard radius > 0, toStart.length > 0, toEnd.length > 0, abs(cross) > 1e-12 * toStart.length * toEnd.length
        else {
            elements.append(.line(tangent1End.applying(transform)))
            return
        }
        let u0 = toStart.normalized
        let u1 = toEnd.normalized
        let halfAngle = acos(max(-1, min(1, u0.dot(u1)))) / 2
        let distance = radius / tan(halfAngle)
        let start = tangent1End + u0 * distance
        let end = tangent1End + u1 * distance
        let bisector = (u0 + u1).normalized
        let center = tangent1End + bisector * (radius / sin(halfAngle))
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        // The arc is the short way round, turning the same way as the corner.
        let turnsPositive = cross < 0
        if turnsPositive, sweep < 0 { sweep += 2 * .pi }
        if !turnsPositive, sweep > 0 { sweep -= 2 * .pi }
        appendArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, transform: transform)
    }

    /// Appends `path`'s elements mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: transform.isIdentity ? path.elements : path.elements.map { $0.applying(transform) })
    }

    private func appendArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform
    ) {
        // Values computed from extreme inputs (a corner of zero angle, radii of 1e300) can still
        // come out NaN or infinite: such an arc adds nothing.
        guard center.x.isFinite, center.y.isFinite, radius.isFinite, startAngle.isFinite, sweep.isFinite else { return }
        let placement = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(placement)
        elements.append(hasCurrentPoint ? .line(start) : .move(start))
        appendUnitArc(from: startAngle, sweep: sweep, transform: placement)
    }

    /// Appends cubic curves along the unit circle, at most a quarter turn each, mapped through `transform`.
    private func appendUnitArc(from startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        // More than a thousand turns retraces the same circle; the cap keeps the element count bounded.
        let limit = 2048 * CGFloat.pi
        let sweep = Swift.max(Swift.min(sweep, limit), -limit)
        let count = Int(saturating: min((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up), 4096).clamped(minimum: 1))
        let step = sweep / CGFloat(count)
        let handle = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            elements.append(
                .cubic(
                    CGPoint(x: c0 - handle * s0, y: s0 + handle * c0).applying(transform),
                    CGPoint(x: c1 + handle * s1, y: s1 - handle * c1).applying(transform),
                    CGPoint(x: c1, y: s1).applying(transform)))
            angle = next
        }
    }

    private func accept(_ function: String, _ values: [CGFloat]) -> Bool {
        guard values.allSatisfy(\.isFinite) else {
            Diagnostics.ignoredCall(function, "a coordinate is NaN or infinite.")
            return false
        }
        return true
    }
}

extension CGFloat {
    fileprivate func clamped(minimum: CGFloat) -> CGFloat { Swift.max(self, minimum) }
}
