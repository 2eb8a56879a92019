public import CoreGraphics
public import Foundation

/// The corners of a rectangle, for rounding some of them.
public struct UIRectCorner: OptionSet, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// The set with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of lines and curves with the settings to fill or stroke it in the current context.
///
/// Coordinates are UIKit's, y down: an arc drawn `clockwise` turns clockwise on screen.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// The path as a Core Graphics path; setting it replaces the path (the drawing settings stay).
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The width of stroked lines; 1 by default.
    open var lineWidth: CGFloat = 1
    /// How open line ends are drawn; butt by default.
    open var lineCapStyle = CGLineCap.butt
    /// How corners between segments are drawn; mitered by default.
    open var lineJoinStyle = CGLineJoin.miter
    /// The longest a miter may be, in line widths, before the join is bevelled; 10 by default.
    open var miterLimit: CGFloat = 10
    /// How closely curves are approximated when rendered; 0.6 by default.
    open var flatness: CGFloat = 0.6
    /// Whether filling uses the even-odd rule rather than the non-zero winding rule.
    open var usesEvenOddFillRule = false
    private var dash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public override init() {
        super.init()
    }

    /// A closed path around `rect`, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// `rect` with all four corners rounded to `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// `rect` with `corners` rounded by `cornerRadii` (each at most half the side it lies on).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(cornerRadii.width, 0), r.width / 2), ry = min(max(cornerRadii.height, 0), r.height / 2)
        let radius = { (corner: UIRectCorner) in corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero }
        // Clockwise on screen from the end of the top-left corner, each corner a quarter ellipse.
        let k: CGFloat = 0.5522847498
        path.move(to: CGPoint(x: r.minX + radius(.topLeft).width, y: r.minY))
        let corners: [(UIRectCorner, CGPoint, CGPoint, CGPoint)] = [
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: 1)),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: 0, y: -1), CGPoint(x: -1, y: 0)),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: -1)),
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 0)),
        ]
        for (corner, point, into, out) in corners {
            let size = radius(corner)
            let start = CGPoint(x: point.x + into.x * size.width, y: point.y + into.y * size.height)
            let end = CGPoint(x: point.x + out.x * size.width, y: point.y + out.y * size.height)
            path.addLine(to: start)
            guard size.width > 0, size.height > 0 else { continue }
            path.addCurve(
                to: end,
                control1: CGPoint(x: start.x - into.x * size.width * k, y: start.y - into.y * size.height * k),
                control2: CGPoint(x: end.x - out.x * size.width * k, y: end.y - out.y * size.height * k))
        }
        path.closeSubpath()
    }

    /// An arc of a circle around `center` from `startAngle` to `endAngle` (radians from the
    /// positive x axis, towards positive y), turning clockwise on screen when `clockwise`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc, joined to the current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics names directions in y-up space; on UIKit's y-down screen they swap.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() { path.closeSubpath() }

    /// Removes every point.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Adds `bezierPath`'s subpaths.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// The same shape with every subpath running the other way.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copySettings(from: self)
        reversed.path = CGMutablePath(elements: Self.reversed(path.elements))
        return reversed
    }

    /// Transforms every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    // MARK: Reading

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding every point, control points included.
    open var bounds: CGRect { path.boundingBox }
    /// Where the next segment starts.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether filling the path would paint `point`, by the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern: `count` lengths from `pattern`, starting `phase` into it; none when `count` is 0.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { return dash = ([], 0) }
        dash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Reads the dash pattern into `pattern` (if given), its length into `count` and its phase into `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dash.pattern.enumerated() { pattern[index] = length } }
        count?.pointee = dash.pattern.count
        phase?.pointee = dash.phase
    }

    // MARK: Drawing

    /// Fills the path in the current context with its fill colour.
    open func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the path, combined by `blendMode` at `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setFlatness(flatness)
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path in the current context with its stroke colour and the path's line settings.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Strokes the path, combined by `blendMode` at `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        applyStrokeSettings(to: context)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path's inside.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func applyStrokeSettings(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dash.phase, lengths: dash.pattern)
    }

    private func copySettings(from other: UIBezierPath) {
        (lineWidth, lineCapStyle, lineJoinStyle, miterLimit) = (other.lineWidth, other.lineCapStyle, other.lineJoinStyle, other.miterLimit)
        (flatness, usesEvenOddFillRule, dash) = (other.flatness, other.usesEvenOddFillRule, other.dash)
    }

    /// The elements with each subpath's direction reversed (a closed subpath stays closed).
    private static func reversed(_ elements: [PathElement]) -> [PathElement] {
        var result: [PathElement] = []
        var subpath: [PathElement] = []
        func flush() {
            guard case .move(let start)? = subpath.first else { return subpath = [] }
            let closed = subpath.last == .close
            var points: [CGPoint] = [start]
            var segments: [PathElement] = []
            for element in subpath.dropFirst() where element != .close {
                segments.append(element)
                if let end = element.endPoint { points.append(end) }
            }
            result.append(.move(points.last ?? start))
            for (index, segment) in segments.enumerated().reversed() {
                let to = points[index]
                switch segment {
                case .line: result.append(.line(to))
                case .quad(let c, _): result.append(.quad(c, to))
                case .cubic(let c1, let c2, _): result.append(.cubic(c2, c1, to))
                case .move, .close: break
                }
            }
            if closed { result.append(.close) }
            subpath = []
        }
        for element in elements {
            if case .move = element { flush() }
            subpath.append(element)
        }
        flush()
        return result
    }
}
