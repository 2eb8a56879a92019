public import CoreGraphics
public import Foundation

/// The shape particles are born on.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles are born.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// How particles are composited.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// A layer that emits particles described by its ``emitterCells``.
///
/// What it shows is a pure function of the media time since the layer was created (or since
/// ``emissionStartTime`` was set) and ``seed``: each particle's birth, randomized attributes and
/// motion are computed in closed form, so the same seed and time always give the same picture.
///
/// - Note: Divergence: particles are simulated in the plane; `emitterZPosition`, `emitterDepth`,
///   `emissionLatitude`, `zAcceleration` and `preservesDepth` are kept for source compatibility but
///   do not move or order particles. Cells that emit cells (`CAEmitterCell.emitterCells`) do not exist yet.
open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]? { didSet { didChange("emitterCells") } }
    /// Multiplies every cell's birth rate.
    open var birthRate: Float = 1 { didSet { didChange("birthRate") } }
    /// Multiplies every cell's lifetime.
    open var lifetime: Float = 1 { didSet { didChange("lifetime") } }
    open var emitterPosition: CGPoint = .zero { didSet { didChange("emitterPosition") } }
    open var emitterZPosition: CGFloat = 0
    open var emitterSize: CGSize = .zero { didSet { didChange("emitterSize") } }
    open var emitterDepth: CGFloat = 0
    open var emitterShape = CAEmitterLayerEmitterShape.point { didSet { didChange("emitterShape") } }
    open var emitterMode = CAEmitterLayerEmitterMode.volume { didSet { didChange("emitterMode") } }
    open var renderMode = CAEmitterLayerRenderMode.unordered { didSet { didChange("renderMode") } }
    open var preservesDepth = false
    /// Multiplies every cell's velocity.
    open var velocity: Float = 1 { didSet { didChange("velocity") } }
    /// Multiplies every cell's scale.
    open var scale: Float = 1 { didSet { didChange("scale") } }
    /// Multiplies every cell's spin.
    open var spin: Float = 1 { didSet { didChange("spin") } }
    /// The seed of the particles' randomness.
    open var seed: UInt32 = 0 { didSet { didChange("seed") } }

    /// The media time emission started; the layer's creation time unless set.
    package var emissionStartTime: CFTimeInterval = CACurrentMediaTime()

    /// Creates an emitter with no cells.
    public override init() { super.init() }

    /// Creates an emitter with the properties of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        (emitterCells, birthRate, lifetime, emitterPosition, emitterSize) = (other.emitterCells, other.birthRate, other.lifetime, other.emitterPosition, other.emitterSize)
        (emitterShape, emitterMode, renderMode, velocity, scale, spin, seed) = (other.emitterShape, other.emitterMode, other.renderMode, other.velocity, other.scale, other.spin, other.seed)
        emissionStartTime = other.emissionStartTime
    }

    /// A live particle at one moment.
    struct Particle {
        var position: CGPoint
        var scale: CGFloat
        var angle: CGFloat
        var color: (CGFloat, CGFloat, CGFloat, CGFloat)
        var age: CGFloat
        var image: CGImage
        var contentsScale: CGFloat
    }

    /// The particles alive `time` seconds after emission started, oldest first.
    func particles(at time: CFTimeInterval) -> [Particle] {
        guard time > 0 else { return [] }
        var result: [Particle] = []
        for (cellIndex, cell) in (emitterCells ?? []).enumerated() where cell.isEnabled {
            guard let image = cell.contents as? CGImage else { continue }
            let rate = Double(cell.birthRate * birthRate)
            let longest = Double(max(cell.lifetime + cell.lifetimeRange, 0) * lifetime)
            guard rate > 0, longest > 0 else { continue }
            // Only particles born within the longest lifetime can still be alive.
            let first = max(0, Int(((time - longest) * rate).rounded(.up)))
            let last = Int((time * rate).rounded(.down))
            guard first <= last else { continue }
            for index in first...last {
                let born = Double(index) / rate
                var random = ParticleRandom(seed: seed, cell: cellIndex, particle: index)
                let life = Double(max(CGFloat(cell.lifetime) + CGFloat(cell.lifetimeRange) * random.signed(), 0) * CGFloat(lifetime))
                let age = time - born
                guard age < life else { continue }
                result.append(particle(cell, image: image, age: CGFloat(age), random: &random))
            }
        }
        return result
    }

    private func particle(_ cell: CAEmitterCell, image: CGImage, age: CGFloat, random: inout ParticleRandom) -> Particle {
        let origin = birthPoint(&random)
        let direction = cell.emissionLongitude + cell.emissionRange * random.signed()
        let speed = (cell.velocity + cell.velocityRange * random.signed()) * CGFloat(velocity)
        let position = CGPoint(
            x: origin.x + speed * cos(direction) * age + cell.xAcceleration * age * age / 2,
            y: origin.y + speed * sin(direction) * age + cell.yAcceleration * age * age / 2)
        let size = max(0, (cell.scale + cell.scaleRange * random.signed() + cell.scaleSpeed * age) * CGFloat(scale))
        let angle = (cell.spin + cell.spinRange * random.signed()) * CGFloat(spin) * age
        let base = cell.color?.srgbComponents ?? (red: 1, green: 1, blue: 1, alpha: 1)
        func component(_ value: Double, _ range: Float, _ speed: Float) -> CGFloat {
            min(max(CGFloat(value) + CGFloat(range) * random.signed() + CGFloat(speed) * age, 0), 1)
        }
        let color = (component(base.red, cell.redRange, cell.redSpeed), component(base.green, cell.greenRange, cell.greenSpeed),
                     component(base.blue, cell.blueRange, cell.blueSpeed), component(base.alpha, cell.alphaRange, cell.alphaSpeed))
        return Particle(position: position, scale: size, angle: angle, color: color, age: age, image: image, contentsScale: cell.contentsScale)
    }

    /// A birth point on the emitter shape, in the layer's bounds coordinates.
    private func birthPoint(_ random: inout ParticleRandom) -> CGPoint {
        let (u, v) = (random.signed(), random.signed())
        let (w, h) = (emitterSize.width / 2, emitterSize.height / 2)
        switch emitterShape {
        case .line:
            return CGPoint(x: emitterPosition.x + u * w, y: emitterPosition.y)
        case .rectangle, .cuboid:
            if emitterMode == .outline {
                let edge = Int((random.unit() * 4).rounded(.down))
                let side: CGPoint = [CGPoint(x: u * w, y: -h), CGPoint(x: w, y: u * h), CGPoint(x: u * w, y: h), CGPoint(x: -w, y: u * h)][min(edge, 3)]
                return CGPoint(x: emitterPosition.x + side.x, y: emitterPosition.y + side.y)
            }
            return CGPoint(x: emitterPosition.x + u * w, y: emitterPosition.y + v * h)
        case .circle, .sphere:
            let angle = random.unit() * 2 * .pi
            let radius = emitterMode == .outline ? w : w * random.unit().squareRoot()
            return CGPoint(x: emitterPosition.x + radius * cos(angle), y: emitterPosition.y + radius * sin(angle))
        default:
            return emitterPosition
        }
    }

    override func drawContent(in context: CGContext) {
        super.drawContent(in: context)
        var particles = particles(at: CACurrentMediaTime() - emissionStartTime)
        if renderMode == .oldestLast { particles.reverse() }
        context.saveGState()
        if renderMode == .additive { context.setBlendMode(.plusLighter) }
        for particle in particles where particle.scale > 0 && particle.color.3 > 0 {
            let size = CGSize(width: CGFloat(particle.image.width) / particle.contentsScale * particle.scale,
                              height: CGFloat(particle.image.height) / particle.contentsScale * particle.scale)
            context.saveGState()
            context.translateBy(x: particle.position.x, y: particle.position.y)
            context.rotate(by: particle.angle)
            let rect = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            LayerRenderer().drawTinted(particle.color, in: context, area: rect) { tinted in
                LayerRenderer().drawUpright(particle.image, in: rect, context: tinted)
            }
            context.restoreGState()
        }
        context.restoreGState()
    }

    /// The area the particles cover now, each as the square around its turning image.
    override var contentVisualRect: CGRect {
        particles(at: CACurrentMediaTime() - emissionStartTime).reduce(CGRect.null) { area, particle in
            let half = hypot(CGFloat(particle.image.width), CGFloat(particle.image.height)) / particle.contentsScale * particle.scale / 2
            return area.union(CGRect(x: particle.position.x - half, y: particle.position.y - half, width: 2 * half, height: 2 * half))
        }
    }

    /// Emitters change with time alone, so the compositor redraws them on every frame.
    override var changesWithTime: Bool { !(emitterCells ?? []).isEmpty }
}

/// Deterministic random numbers for one particle, from the seed, the cell and the particle's index.
struct ParticleRandom {
    private var state: UInt64

    init(seed: UInt32, cell: Int, particle: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(cell) &* 0xBF58_476D_1CE4_E5B9 ^ UInt64(particle) &* 0x94D0_49BB_1331_11EB
    }

    /// A number in 0..<1.
    mutating func unit() -> CGFloat {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return CGFloat((z ^ (z >> 31)) >> 11) / CGFloat(1 << 53)
    }

    /// A number in -1..<1.
    mutating func signed() -> CGFloat { unit() * 2 - 1 }
}
