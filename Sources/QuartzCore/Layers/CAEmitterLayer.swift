public import CoreGraphics
public import Foundation

/// The shape particles are born on.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Particles start at the emitter position.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// Particles start along a line of the emitter width, through the emitter position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// Particles start in a rectangle of the emitter size, centred on the emitter position.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// Particles start in a box of the emitter size and depth.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// Particles start in a circle whose radius is half the emitter width.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// Particles start in a sphere whose radius is half the emitter width.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles are born.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Particles start at the points of the shape (its corners, or its centre for a point).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// Particles start on the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Particles start anywhere on the shape's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Particles start anywhere inside the shape's volume.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are composited.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Particles are drawn in no guaranteed order.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest particles are drawn first, the newest on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The newest particles are drawn first, the oldest on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// Particles are drawn from the farthest to the nearest by depth.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Particles add their colours to what is underneath, brightening where they overlap.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A layer that emits particles described by its ``emitterCells``.
///
/// What it shows is a pure function of the media time since the layer was created (or since
/// `emissionStartTime` was set) and ``seed``: each particle's birth, randomized attributes and
/// motion are computed in closed form, so the same seed and time always give the same picture.
///
/// Particles move in three dimensions. Unless ``preservesDepth`` is set they are flattened onto
/// the layer's plane; with it they are seen through the layer's `sublayerTransform`, perspective
/// included, the way sublayers are. A sub-cell's particles are born where their parent particle
/// is, aimed relative to where it is heading, and inherit its scale and colour at that moment.
open class CAEmitterLayer: CALayer {
    /// The most particles of one cell drawn at once (the newest); higher birth rates draw these.
    public static let maximumParticlesPerCell = 10_000

    /// The kinds of particle the layer emits.
    open var emitterCells: [CAEmitterCell]? { didSet { didChange("emitterCells", from: oldValue, runsAction: false) } }
    /// Multiplies every cell's birth rate.
    open var birthRate: Float = 1 { willSet { if newValue != birthRate { prepareAction(forKey: "birthRate") } } didSet { didChange("birthRate", from: oldValue) } }
    /// Multiplies every cell's lifetime.
    open var lifetime: Float = 1 { willSet { if newValue != lifetime { prepareAction(forKey: "lifetime") } } didSet { didChange("lifetime", from: oldValue) } }
    /// The centre of the emitter shape, in the layer's bounds coordinates.
    open var emitterPosition: CGPoint = .zero { willSet { if newValue != emitterPosition { prepareAction(forKey: "emitterPosition") } } didSet { didChange("emitterPosition", from: oldValue) } }
    /// The z coordinate of the centre of the emitter shape.
    open var emitterZPosition: CGFloat = 0 { willSet { if newValue != emitterZPosition { prepareAction(forKey: "emitterZPosition") } } didSet { didChange("emitterZPosition", from: oldValue) } }
    /// The width and height of the emitter shape; a circle's or sphere's radius is half the width.
    open var emitterSize: CGSize = .zero { willSet { if newValue != emitterSize { prepareAction(forKey: "emitterSize") } } didSet { didChange("emitterSize", from: oldValue) } }
    /// The depth of a cuboid emitter shape.
    open var emitterDepth: CGFloat = 0 { willSet { if newValue != emitterDepth { prepareAction(forKey: "emitterDepth") } } didSet { didChange("emitterDepth", from: oldValue) } }
    /// The shape particles are born on.
    open var emitterShape = CAEmitterLayerEmitterShape.point { didSet { didChange("emitterShape", from: oldValue, runsAction: false) } }
    /// Whether particles are born inside the shape, on its surface or on its outline.
    open var emitterMode = CAEmitterLayerEmitterMode.volume { didSet { didChange("emitterMode", from: oldValue, runsAction: false) } }
    /// The order particles are drawn in and how they blend.
    open var renderMode = CAEmitterLayerRenderMode.unordered { didSet { didChange("renderMode", from: oldValue, runsAction: false) } }
    /// Whether particles keep their depth and are seen through the sublayer transform instead of being flattened.
    open var preservesDepth = false { didSet { didChange("preservesDepth", from: oldValue, runsAction: false) } }
    /// Multiplies every cell's velocity.
    open var velocity: Float = 1 { willSet { if newValue != velocity { prepareAction(forKey: "velocity") } } didSet { didChange("velocity", from: oldValue) } }
    /// Multiplies every cell's scale.
    open var scale: Float = 1 { willSet { if newValue != scale { prepareAction(forKey: "scale") } } didSet { didChange("scale", from: oldValue) } }
    /// Multiplies every cell's spin.
    open var spin: Float = 1 { willSet { if newValue != spin { prepareAction(forKey: "spin") } } didSet { didChange("spin", from: oldValue) } }
    /// The seed of the particles' randomness.
    open var seed: UInt32 = 0 { didSet { didChange("seed", from: oldValue, runsAction: false) } }

    /// The media time emission started; the layer's creation time unless set.
    package var emissionStartTime: CFTimeInterval = CACurrentMediaTime()

    /// Creates an emitter with no cells.
    public override init() { super.init() }

    /// Creates a layer from an archive made by `encode(with:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates an emitter with the properties of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        (emitterCells, birthRate, lifetime, emitterPosition, emitterSize) = (other.emitterCells, other.birthRate, other.lifetime, other.emitterPosition, other.emitterSize)
        (emitterShape, emitterMode, renderMode, velocity, scale, spin, seed) = (other.emitterShape, other.emitterMode, other.renderMode, other.velocity, other.scale, other.spin, other.seed)
        (emitterZPosition, emitterDepth, preservesDepth) = (other.emitterZPosition, other.emitterDepth, other.preservesDepth)
        emissionStartTime = other.emissionStartTime
    }

    /// A live particle at one moment, as drawn.
    struct Particle {
        var position: CGPoint
        /// How far towards the viewer the particle is; ``CAEmitterLayerRenderMode/backToFront`` draws the smallest first.
        var depth: CGFloat
        var scale: CGFloat
        var angle: CGFloat
        var color: (CGFloat, CGFloat, CGFloat, CGFloat)
        var age: CGFloat
        /// The cell's contents cropped to its `contentsRect`; `nil` for a cell without contents,
        /// which is not drawn but may still emit its sub-cells.
        var image: CGImage?
        var cell: CAEmitterCell

        /// The size `image` is drawn at.
        func size(of image: CGImage) -> CGSize {
            CGSize(width: CGFloat(image.width) / cell.contentsScale * scale, height: CGFloat(image.height) / cell.contentsScale * scale)
        }
    }

    override func drawContent(in context: CGContext) {
        super.drawContent(in: context)
        let particles = particles(at: environment.now - emissionStartTime)
        context.saveGState()
        if renderMode == .additive { context.setBlendMode(.plusLighter) }
        for particle in particles where particle.scale > 0 && particle.color.3 > 0 {
            guard let image = particle.image else { continue }
            let size = particle.size(of: image)
            context.saveGState()
            context.translateBy(x: particle.position.x, y: particle.position.y)
            context.rotate(by: particle.angle)
            let enlarging = size.width * context.userSpaceToDeviceSpaceScale > CGFloat(image.width)
            context.interpolationQuality = LayerRenderer.interpolation(
                for: enlarging ? particle.cell.magnificationFilter : particle.cell.minificationFilter)
            let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            LayerRenderer().drawTinted(particle.color, in: context, area: rect) { tinted in
                LayerRenderer().drawUpright(image, in: rect, context: tinted)
            }
            context.restoreGState()
        }
        context.restoreGState()
    }

    /// The area the particles cover now, each as the square around its turning image.
    override var contentVisualRect: CGRect {
        particles(at: environment.now - emissionStartTime).reduce(CGRect.null) { area, particle in
            guard let image = particle.image else { return area }
            let size = particle.size(of: image)
            let half = hypot(size.width, size.height) / 2
            return area.union(CGRect(x: particle.position.x - half, y: particle.position.y - half, width: 2 * half, height: 2 * half))
        }
    }

    /// Emitters change with time alone, so the compositor redraws them on every frame.
    override var changesWithTime: Bool { !(emitterCells ?? []).isEmpty }
}
