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
///   do not move or order particles. A sub-cell's particles are born where their parent particle
///   is at that moment and then move on their own, in directions measured in the layer's space.
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
        /// `nil` for a cell without contents, which is not drawn but may still emit its sub-cells.
        var image: CGImage?
        var contentsScale: CGFloat
    }

    /// Where a particle is born and how it moves, so its position at any age is known in closed form.
    private struct Motion {
        var origin: CGPoint
        /// Points per second along each axis.
        var velocity: CGPoint
        /// Points per second squared along each axis.
        var acceleration: CGPoint

        func position(at age: CGFloat) -> CGPoint {
            let x = origin.x + velocity.x * age + acceleration.x * age * age / 2
            let y = origin.y + velocity.y * age + acceleration.y * age * age / 2
            return CGPoint(x: x, y: y)
        }
    }

    /// The particles alive `time` seconds after emission started, oldest first within each cell.
    func particles(at time: CFTimeInterval) -> [Particle] {
        guard time > 0 else { return [] }
        var result: [Particle] = []
        for (cellIndex, cell) in (emitterCells ?? []).enumerated() {
            emit(cell, stream: ParticleRandom.stream(cell: cellIndex), during: 0...time, at: time, from: { _ in nil }, into: &result)
        }
        return result
    }

    /// Adds the particles of `cell` born during `window` (emission time) that are alive at `time`,
    /// and those of its sub-cells. Top-level cells are born on the emitter shape; sub-cells at
    /// their parent particle's position at the moment of birth, given by `parentPosition`.
    private func emit(
        _ cell: CAEmitterCell, stream: UInt64, during window: ClosedRange<Double>, at time: Double,
        from parentPosition: (Double) -> CGPoint?, into result: inout [Particle]
    ) {
        guard cell.isEnabled else { return }
        let rate = Double(cell.birthRate * birthRate)
        let longest = Double(max(cell.lifetime + cell.lifetimeRange, 0) * lifetime)
        guard rate > 0, longest > 0 else { return }
        // Only particles born within the longest lifetime (and their sub-particles' reach) can still show.
        let reach = longest + cell.longestDescendantLifetime(scale: Double(lifetime))
        let firstTime = max(window.lowerBound, time - reach)
        let lastTime = min(window.upperBound, time)
        guard firstTime <= lastTime else { return }
        // Index 0 is born at the window's start; index i, i/rate seconds later.
        let first = max(0, Int(((firstTime - window.lowerBound) * rate).rounded(.up)))
        let last = Int(((lastTime - window.lowerBound) * rate).rounded(.down))
        guard first <= last else { return }
        for index in first...last {
            let born = window.lowerBound + Double(index) / rate
            var random = ParticleRandom(seed: seed, stream: stream, particle: index)
            let life = Double(max(CGFloat(cell.lifetime) + CGFloat(cell.lifetimeRange) * random.signed(), 0) * CGFloat(lifetime))
            let origin = parentPosition(born) ?? birthPoint(&random)
            let direction = cell.emissionLongitude + cell.emissionRange * random.signed()
            let speed = (cell.velocity + cell.velocityRange * random.signed()) * CGFloat(velocity)
            let motion = Motion(
                origin: origin, velocity: CGPoint(x: speed * cos(direction), y: speed * sin(direction)),
                acceleration: CGPoint(x: cell.xAcceleration, y: cell.yAcceleration))
            let age = time - born
            if age < life {
                result.append(particle(cell, motion: motion, age: CGFloat(age), random: &random))
            }
            // A particle emits its sub-cells from where it is, for as long as it lives.
            for (subIndex, subcell) in (cell.emitterCells ?? []).enumerated() {
                emit(subcell, stream: ParticleRandom.stream(parent: stream, particle: index, cell: subIndex),
                     during: born...(born + life), at: time, from: { motion.position(at: CGFloat($0 - born)) }, into: &result)
            }
        }
    }

    private func particle(_ cell: CAEmitterCell, motion: Motion, age: CGFloat, random: inout ParticleRandom) -> Particle {
        let size = max(0, (cell.scale + cell.scaleRange * random.signed() + cell.scaleSpeed * age) * CGFloat(scale))
        let angle = (cell.spin + cell.spinRange * random.signed()) * CGFloat(spin) * age
        let base = cell.color?.srgbComponents ?? (red: 1, green: 1, blue: 1, alpha: 1)
        func component(_ value: Double, _ range: Float, _ speed: Float) -> CGFloat {
            min(max(CGFloat(value) + CGFloat(range) * random.signed() + CGFloat(speed) * age, 0), 1)
        }
        let color = (component(base.red, cell.redRange, cell.redSpeed), component(base.green, cell.greenRange, cell.greenSpeed),
                     component(base.blue, cell.blueRange, cell.blueSpeed), component(base.alpha, cell.alphaRange, cell.alphaSpeed))
        return Particle(
            position: motion.position(at: age), scale: size, angle: angle, color: color, age: age,
            image: cell.contents as? CGImage, contentsScale: cell.contentsScale)
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
            guard let image = particle.image else { continue }
            let size = CGSize(width: CGFloat(image.width) / particle.contentsScale * particle.scale,
                              height: CGFloat(image.height) / particle.contentsScale * particle.scale)
            context.saveGState()
            context.translateBy(x: particle.position.x, y: particle.position.y)
            context.rotate(by: particle.angle)
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
        particles(at: CACurrentMediaTime() - emissionStartTime).reduce(CGRect.null) { area, particle in
            guard let image = particle.image else { return area }
            let half = hypot(CGFloat(image.width), CGFloat(image.height)) / particle.contentsScale * particle.scale / 2
            return area.union(CGRect(x: particle.position.x - half, y: particle.position.y - half, width: 2 * half, height: 2 * half))
        }
    }

    /// Emitters change with time alone, so the compositor redraws them on every frame.
    override var changesWithTime: Bool { !(emitterCells ?? []).isEmpty }
}

/// Deterministic random numbers for one particle, from its cell's stream and its index.
struct ParticleRandom {
    private var state: UInt64

    /// The stream of a top-level cell; the seed is mixed in per particle.
    static func stream(cell: Int) -> UInt64 {
        UInt64(cell) &* 0xBF58_476D_1CE4_E5B9
    }

    /// The stream of sub-cell `cell` of one particle of the `parent` stream.
    static func stream(parent: UInt64, particle: Int, cell: Int) -> UInt64 {
        var z = parent ^ (UInt64(particle) &+ 1) &* 0x94D0_49BB_1331_11EB ^ (UInt64(cell) &+ 1) &* 0xD6E8_FEB8_6659_FD93
        z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9
        return z ^ (z >> 29)
    }

    init(seed: UInt32, stream: UInt64, particle: Int) {
        state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ stream ^ UInt64(particle) &* 0x94D0_49BB_1331_11EB
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

extension CAEmitterCell {
    /// How long the longest-lived particles of the cell's sub-cells (and theirs) can outlive a
    /// particle of this cell, in seconds, with lifetimes multiplied by `scale`.
    func longestDescendantLifetime(scale: Double) -> Double {
        (emitterCells ?? []).map { cell in
            Double(max(cell.lifetime + cell.lifetimeRange, 0)) * scale + cell.longestDescendantLifetime(scale: scale)
        }.max() ?? 0
    }
}
