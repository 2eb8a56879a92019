@_implementationOnly import CCairo
public import Foundation

// The current path lives in Cairo, which stores it in device space as Core Graphics does:
// changing the CTM after adding points does not move them.
extension CGContext {
    /// Discards the current path.
    public func beginPath() { cairo_new_path(cairo) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else { return Diagnostics.ignoredCall("move(to:)", "NaN or infinite point.") }
        replay([.move(point)])
    }

    /// Adds a straight line from the current point; ignored without one.
    public func addLine(to point: CGPoint) {
        append { $0.addLine(to: point) }
    }

    /// Adds a straight line through each point after the first, starting a subpath at the first.
    public func addLines(between points: [CGPoint]) {
        append { $0.addLines(between: points) }
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        append { $0.addCurve(to: end, control1: control1, control2: control2) }
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        append { $0.addQuadCurve(to: end, control: control) }
    }

    /// Adds a closed rectangle subpath.
    public func addRect(_ rect: CGRect) { append { $0.addRect(rect) } }

    /// Adds a closed rectangle subpath for each rectangle.
    public func addRects(_ rects: [CGRect]) { append { $0.addRects(rects) } }

    /// Adds a closed ellipse that fits `rect`.
    public func addEllipse(in rect: CGRect) { append { $0.addEllipse(in: rect) } }

    /// Adds a circular arc; see ``CGMutablePath/addArc(center:radius:startAngle:endAngle:clockwise:transform:)``.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        append { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    }

    /// Adds an arc tangent to two lines; see ``CGMutablePath/addArc(tangent1End:tangent2End:radius:transform:)``.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        append { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }

    /// Adds a copy of `path` in the current user space.
    public func addPath(_ path: CGPath) { replay(path.elements) }

    /// Closes the current subpath.
    public func closePath() { cairo_close_path(cairo) }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentElements().isEmpty }

    /// The current point of the path in user space, or `.zero` without one.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var x = 0.0
        var y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// A copy of the current path in user space, or `nil` when it is empty.
    public var path: CGPath? {
        let elements = currentElements()
        return elements.isEmpty ? nil : CGPath(elements: elements)
    }

    /// The bounding box of the current path in user space, or `CGRect.null` when it is empty.
    public var boundingBoxOfPath: CGRect { CGPath(elements: currentElements()).boundingBoxOfPath }

    /// Whether the current path would paint `point` when drawn with `mode`.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let x = Double(point.x)
        let y = Double(point.y)
        let rule = cairo_get_fill_rule(cairo)
        defer { cairo_set_fill_rule(cairo, rule) }
        func inFill(_ r: cairo_fill_rule_t) -> Bool {
            cairo_set_fill_rule(cairo, r)
            return cairo_in_fill(cairo, x, y) != 0
        }
        // Cairo's stroker would exhaust memory on a line too wide to draw; such a line is not drawn either.
        func inStroke() -> Bool { lineWidthIsDrawable("pathContains(_:mode:)") && cairo_in_stroke(cairo, x, y) != 0 }
        switch mode {
        case .fill: return inFill(CAIRO_FILL_RULE_WINDING)
        case .eoFill: return inFill(CAIRO_FILL_RULE_EVEN_ODD)
        case .stroke: return inStroke()
        case .fillStroke: return inFill(CAIRO_FILL_RULE_WINDING) || inStroke()
        case .eoFillStroke: return inFill(CAIRO_FILL_RULE_EVEN_ODD) || inStroke()
        }
    }

    /// Replaces the current path with the outline of its stroke under the current line settings.
    public func replacePathWithStrokedPath() {
        let cap = CGLineCap(rawValue: Int32(cairo_get_line_cap(cairo).rawValue)) ?? .butt
        let join = CGLineJoin(rawValue: Int32(cairo_get_line_join(cairo).rawValue)) ?? .miter
        var source = CGPath(elements: currentElements())
        let dashCount = cairo_get_dash_count(cairo)
        if dashCount > 0 {
            var lengths = [Double](repeating: 0, count: Int(dashCount))
            var phase = 0.0
            cairo_get_dash(cairo, &lengths, &phase)
            source = source.copy(dashingWithPhase: phase, lengths: lengths.map { CGFloat($0) })
        }
        let outline = source.copy(
            strokingWithWidth: cairo_get_line_width(cairo), lineCap: cap, lineJoin: join,
            miterLimit: cairo_get_miter_limit(cairo))
        cairo_new_path(cairo)
        replay(outline.elements)
    }

    /// Builds elements with a path that starts at the current point, then appends the new ones.
    private func append(_ build: (CGMutablePath) -> Void) {
        let scratch = CGMutablePath()
        let hadPoint = cairo_has_current_point(cairo) != 0
        if hadPoint { scratch.move(to: currentPointOfPath) }
        build(scratch)
        replay(hadPoint ? Array(scratch.elements.dropFirst()) : scratch.elements)
    }

    /// Appends `elements` to the current path of `target` (this context's own `cairo_t` by default).
    func replay(_ elements: [PathElement], into target: OpaquePointer? = nil) {
        let cairo = target ?? self.cairo
        // Cairo stores paths in 24.8 fixed point, where a coordinate beyond ±8,388,607 device
        // pixels wraps around to an arbitrary place. Such points are brought to the edge of a
        // range Cairo holds: far outside any surface, so what shows stays the same for the
        // rectangles and axis-aligned lines that reach that far.
        var toDevice: (CGAffineTransform, CGAffineTransform)?
        func held(_ p: CGPoint) -> CGPoint {
            guard abs(p.x) > Self.farthestDevicePoint / 64 || abs(p.y) > Self.farthestDevicePoint / 64 else { return p }
            if toDevice == nil {
                var m = cairo_matrix_t()
                cairo_get_matrix(cairo, &m)
                let t = CGAffineTransform(cairoMatrix: m)
                toDevice = (t, t.inverted())
            }
            let (forward, back) = toDevice!
            let device = p.applying(forward)
            let limit = Self.farthestDevicePoint
            guard !(abs(device.x) <= limit && abs(device.y) <= limit) else { return p }
            let clamped = CGPoint(x: device.x.isNaN ? 0 : min(max(device.x, -limit), limit), y: device.y.isNaN ? 0 : min(max(device.y, -limit), limit))
            return clamped.applying(back)
        }
        for element in elements {
            switch element {
            case .move(let p):
                let p = held(p)
                cairo_move_to(cairo, p.x, p.y)
            case .line(let p):
                let p = held(p)
                cairo_line_to(cairo, p.x, p.y)
            case .quad(let c, let p):
                // Degree elevation: the cubic with these controls traces the same quadratic.
                var x0 = 0.0
                var y0 = 0.0
                cairo_get_current_point(cairo, &x0, &y0)
                let c1 = CGPoint(x: x0 + 2 / 3 * (c.x - x0), y: y0 + 2 / 3 * (c.y - y0))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                let (h1, h2, hp) = (held(c1), held(c2), held(p))
                cairo_curve_to(cairo, h1.x, h1.y, h2.x, h2.y, hp.x, hp.y)
            case .cubic(let c1, let c2, let p):
                let (c1, c2, p) = (held(c1), held(c2), held(p))
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cairo)
            }
        }
    }

    /// How far from the device origin a path point may lie, in pixels: well within Cairo's fixed-point range.
    static let farthestDevicePoint: CGFloat = 4_194_304

    /// Reads the current path back from Cairo in user space.
    func currentElements() -> [PathElement] {
        guard let copy = cairo_copy_path(cairo) else { return [] }
        defer { cairo_path_destroy(copy) }
        var elements: [PathElement] = []
        guard let data = copy.pointee.data else { return [] }
        var subpathStart = CGPoint.zero
        var i = 0
        while i < Int(copy.pointee.num_data) {
            let header = data[i].header
            let point = { (k: Int) in CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                subpathStart = point(1)
                elements.append(.move(subpathStart))
            case CAIRO_PATH_LINE_TO: elements.append(.line(point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.cubic(point(1), point(2), point(3)))
            default:
                elements.append(.close)
                // Cairo follows a close with a move to the subpath's start; Core Graphics does not.
                let next = i + Int(header.length)
                if next < Int(copy.pointee.num_data), data[next].header.type == CAIRO_PATH_MOVE_TO,
                    CGPoint(x: data[next + 1].point.x, y: data[next + 1].point.y) == subpathStart
                {
                    i += Int(data[next].header.length)
                }
            }
            i += Int(header.length)
        }
        return elements
    }
}
