public import CoreGraphics
public import Foundation

/// The rule that decides the inside of a shape layer's path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside where the path winds around it a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside where a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The shape at the open ends of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Lines end square at their end points.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Lines end in a half circle around their end points.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Lines end square, half the line width past their end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The shape of the corners of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Corners meet in a sharp point, bevelled past the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Corners are rounded.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Corners are cut off flat.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path: filled, stroked, or both, between its background and its sublayers.
///
/// The path is in the layer's bounds coordinates and is not clipped to the bounds unless
/// ``CALayer/masksToBounds`` is set. ``strokeStart`` and ``strokeEnd`` draw part of the stroke,
/// measured along the whole path.
open class CAShapeLayer: CALayer {
    /// The shape to draw; nothing is drawn without one.
    open var path: CGPath? { willSet { if newValue != path { prepareAction(forKey: "path") } } didSet { didChange("path", from: oldValue) } }
    /// The fill colour; opaque black by default, `nil` for no fill.
    open var fillColor: CGColor? = CGColor.black { willSet { if newValue != fillColor { prepareAction(forKey: "fillColor") } } didSet { didChange("fillColor", from: oldValue) } }
    /// The fill rule; non-zero winding by default.
    open var fillRule = CAShapeLayerFillRule.nonZero { didSet { didChange("fillRule", from: oldValue, runsAction: false) } }
    /// The stroke colour; `nil` (no stroke) by default.
    open var strokeColor: CGColor? { willSet { if newValue != strokeColor { prepareAction(forKey: "strokeColor") } } didSet { didChange("strokeColor", from: oldValue) } }
    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1 { willSet { if newValue != lineWidth { prepareAction(forKey: "lineWidth") } } didSet { didChange("lineWidth", from: oldValue) } }
    /// The cap at the stroke's open ends.
    open var lineCap = CAShapeLayerLineCap.butt { didSet { didChange("lineCap", from: oldValue, runsAction: false) } }
    /// The join at the stroke's corners.
    open var lineJoin = CAShapeLayerLineJoin.miter { didSet { didChange("lineJoin", from: oldValue, runsAction: false) } }
    /// The ratio beyond which a miter join becomes a bevel; 10 by default.
    open var miterLimit: CGFloat = 10 { willSet { if newValue != miterLimit { prepareAction(forKey: "miterLimit") } } didSet { didChange("miterLimit", from: oldValue) } }
    /// Alternating painted and skipped lengths of the stroke; `nil` or empty for a solid stroke.
    open var lineDashPattern: [NSNumber]? { didSet { didChange("lineDashPattern", from: oldValue, runsAction: false) } }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0 { willSet { if newValue != lineDashPhase { prepareAction(forKey: "lineDashPhase") } } didSet { didChange("lineDashPhase", from: oldValue) } }
    /// Where the stroke starts, as a fraction of the path's length; 0 by default.
    open var strokeStart: CGFloat = 0 { willSet { if newValue != strokeStart { prepareAction(forKey: "strokeStart") } } didSet { didChange("strokeStart", from: oldValue) } }
    /// Where the stroke ends, as a fraction of the path's length; 1 by default.
    open var strokeEnd: CGFloat = 1 { willSet { if newValue != strokeEnd { prepareAction(forKey: "strokeEnd") } } didSet { didChange("strokeEnd", from: oldValue) } }

    /// Creates a shape layer with no path.
    public override init() { super.init() }

    /// Creates a layer from an archive made by `encode(with:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a shape layer with the properties of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor, lineWidth) = (other.path, other.fillColor, other.fillRule, other.strokeColor, other.lineWidth)
        (lineCap, lineJoin, miterLimit, lineDashPattern, lineDashPhase) = (other.lineCap, other.lineJoin, other.miterLimit, other.lineDashPattern, other.lineDashPhase)
        (strokeStart, strokeEnd) = (other.strokeStart, other.strokeEnd)
    }

    override func drawContent(in context: CGContext) {
        super.drawContent(in: context)
        guard let path, !path.isEmpty else { return }
        context.saveGState()
        if let fillColor, fillColor.alpha > 0 {
            context.setFillColor(fillColor)
            context.addPath(path)
            context.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if let strokeColor, strokeColor.alpha > 0, lineWidth > 0 {
            let stroked = strokeStart <= 0 && strokeEnd >= 1 ? path : path.trimmed(from: strokeStart, to: strokeEnd)
            context.setStrokeColor(strokeColor)
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
            context.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
            context.setMiterLimit(miterLimit)
            if let pattern = lineDashPattern, !pattern.isEmpty {
                context.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
            }
            context.addPath(stroked)
            context.strokePath()
        }
        context.restoreGState()
    }

    override var contentVisualRect: CGRect {
        var rect = super.contentVisualRect
        guard let path, !path.isEmpty else { return rect }
        let box = path.boundingBoxOfPath
        rect = rect.union(box)
        if strokeColor != nil, lineWidth > 0 {
            // A miter can reach miterLimit half-widths from the path; caps reach one.
            let reach = lineWidth / 2 * max(lineJoin == .miter ? miterLimit : 1, 1.5)
            rect = rect.union(box.insetBy(dx: -reach, dy: -reach))
        }
        return rect
    }
}
