public import CoreGraphics
public import Foundation

/// The shape of a gradient layer's colour ramp.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from start point to end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from the start point, reaching the end colour on the ellipse through the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, starting in the direction of the end point.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a colour gradient over its background.
///
/// Points are in the unit coordinate space of the bounds. Beyond the ends, the end colours extend.
open class CAGradientLayer: CALayer {
    /// The colours of the gradient, `CGColor`s; nothing is drawn with none.
    open var colors: [Any]? { willSet { prepareAction(forKey: "colors") } didSet { didChange("colors", from: oldValue) } }
    /// Where each colour sits, from 0 to 1; `nil` spreads them evenly.
    open var locations: [NSNumber]? { willSet { if newValue != locations { prepareAction(forKey: "locations") } } didSet { didChange("locations", from: oldValue) } }
    /// Where the gradient starts; the top centre, (0.5, 0), by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) { willSet { if newValue != startPoint { prepareAction(forKey: "startPoint") } } didSet { didChange("startPoint", from: oldValue) } }
    /// Where the gradient ends; the bottom centre, (0.5, 1), by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) { willSet { if newValue != endPoint { prepareAction(forKey: "endPoint") } } didSet { didChange("endPoint", from: oldValue) } }
    /// The gradient's shape.
    open var type = CAGradientLayerType.axial { didSet { didChange("type", from: oldValue, runsAction: false) } }

    /// Creates a gradient layer with no colours.
    public override init() { super.init() }

    /// Creates a layer from an archive made by `encode(with:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a gradient layer with the properties of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (other.colors, other.locations, other.startPoint, other.endPoint, other.type)
    }

    override func drawContent(in context: CGContext) {
        super.drawContent(in: context)
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, !bounds.isEmpty else { return }
        let places = locations.map { $0.map { CGFloat($0.doubleValue) } }
        guard let gradient = places.flatMap({ $0.count == cgColors.count ? CGGradient(colorsSpace: nil, colors: cgColors, locations: $0) : nil })
            ?? CGGradient(colorsSpace: nil, colors: cgColors, locations: nil)
        else { return }
        let start = CGPoint(x: bounds.minX + startPoint.x * bounds.width, y: bounds.minY + startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + endPoint.x * bounds.width, y: bounds.minY + endPoint.y * bounds.height)
        context.saveGState()
        context.clip(to: bounds)
        switch type {
        case .radial:
            // The ramp reaches the end colour on the ellipse whose radii are the offsets to the end point.
            let rx = abs(end.x - start.x)
            let ry = abs(end.y - start.y)
            guard rx > 0 || ry > 0 else { break }
            let radius = max(rx, ry)
            context.translateBy(x: start.x, y: start.y)
            context.scaleBy(x: rx > 0 ? rx / radius : 1, y: ry > 0 ? ry / radius : 1)
            context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: radius, options: [.drawsAfterEndLocation])
        case .conic:
            context.drawConicGradient(gradient, center: start, startAngle: atan2(end.y - start.y, end.x - start.x))
        default:
            context.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        context.restoreGState()
    }
}
