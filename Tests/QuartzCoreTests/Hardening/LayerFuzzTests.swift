import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// Hostile values drawn from a seeded generator, so a failing case can be run again by its seed.
struct FuzzRandom {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func below(_ n: Int) -> Int { generator.below(n) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ values: [T]) -> T { generator.pick(values) }

    /// A hostile number: NaN, infinities, ±1e300, zero, -1, denormals, or an ordinary value.
    mutating func number() -> CGFloat {
        pick([.nan, .infinity, -.infinity, 1e300, -1e300, 0, -1, 1, 0.5, 5e-324, -5e-324, 2, 17.3, 100, 1e6])
    }

    /// A count that is negative, zero, small or huge.
    mutating func count() -> Int { pick([-1, 0, 1, 2, 3, 7, 100, Int.max, Int.min]) }

    mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }
    mutating func size() -> CGSize { CGSize(width: number(), height: number()) }
    mutating func rect() -> CGRect { CGRect(origin: point(), size: size()) }
    mutating func color() -> CGColor? { chance(15) ? nil : CGColor(red: number(), green: number(), blue: number(), alpha: number()) }

    mutating func transform() -> CATransform3D {
        switch below(5) {
        case 0: return CATransform3DMakeScale(number(), number(), number())
        case 1: return CATransform3DMakeRotation(number(), number(), number(), number())
        case 2: return CATransform3DMakeTranslation(number(), number(), number())
        case 3:
            var t = CATransform3DIdentity
            t.m34 = number()
            t.m44 = number()
            return t
        default: return CATransform3DIdentity
        }
    }

    mutating func path() -> CGPath? {
        guard !chance(10) else { return nil }
        let path = CGMutablePath()
        path.move(to: point())
        for _ in 0..<below(4) {
            switch below(4) {
            case 0: path.addLine(to: point())
            case 1: path.addQuadCurve(to: point(), control: point())
            case 2: path.addRect(rect())
            default: path.addArc(center: point(), radius: number(), startAngle: number(), endAngle: number(), clockwise: chance(50))
            }
        }
        return path
    }

    mutating func numbers() -> [NSNumber]? {
        chance(20) ? nil : (0..<below(6)).map { _ in NSNumber(value: Double(number())) }
    }
}

/// Sets one random property of `layer` (or of its kind) to a hostile value.
@MainActor
func fuzz(_ layer: CALayer, _ random: inout FuzzRandom, image: CGImage) {
    switch random.below(30) {
    case 0: layer.bounds = random.rect()
    case 1: layer.position = random.point()
    case 2: layer.anchorPoint = random.point()
    case 3: layer.zPosition = random.number()
    case 4: layer.transform = random.transform()
    case 5: layer.sublayerTransform = random.transform()
    case 6: layer.opacity = Float(random.number())
    case 7: layer.cornerRadius = random.number()
    case 8: layer.borderWidth = random.number(); layer.borderColor = random.color()
    case 9: layer.backgroundColor = random.color()
    case 10: layer.shadowOpacity = Float(random.number()); layer.shadowRadius = random.number()
    case 11: layer.shadowOffset = random.size(); layer.shadowPath = random.path()
    case 12: layer.contents = image; layer.contentsRect = random.rect()
    case 13: layer.contents = image; layer.contentsCenter = random.rect(); layer.contentsScale = random.number()
    case 14: layer.shouldRasterize = true; layer.rasterizationScale = random.number()
    case 15: layer.masksToBounds = random.chance(50)
    case 16: layer.isHidden = random.chance(20)
    case 17: layer.anchorPointZ = random.number()
    case 18: layer.contentsScale = random.number(); layer.setNeedsDisplay()
    case 19: layer.isGeometryFlipped = random.chance(50)
    default:
        switch layer {
        case let shape as CAShapeLayer:
            switch random.below(4) {
            case 0: shape.path = random.path(); shape.strokeColor = random.color()
            case 1: shape.lineWidth = random.number(); shape.miterLimit = random.number()
            case 2: shape.lineDashPattern = random.numbers(); shape.lineDashPhase = random.number()
            default: shape.strokeStart = random.number(); shape.strokeEnd = random.number()
            }
        case let gradient as CAGradientLayer:
            gradient.colors = (0..<random.below(5)).compactMap { _ in random.color() }
            gradient.locations = random.numbers()
            gradient.startPoint = random.point()
            gradient.endPoint = random.point()
            gradient.type = random.pick([.axial, .radial, .conic])
        case let text as CATextLayer:
            text.string = random.pick(["", "Hello", String(repeating: "wide ", count: 50), "\u{0}\u{FFFF}"])
            text.fontSize = random.number()
            text.isWrapped = random.chance(50)
        case let replicator as CAReplicatorLayer:
            // Huge counts are tried with the others; a hundred copies keep a case quick.
            replicator.instanceCount = random.chance(10) ? random.count() : random.below(100)
            replicator.instanceTransform = random.transform()
            replicator.instanceColor = random.color()
            replicator.instanceRedOffset = Float(random.number())
            replicator.instanceAlphaOffset = Float(random.number())
        case let emitter as CAEmitterLayer:
            let cell = CAEmitterCell()
            cell.contents = random.chance(80) ? image : nil
            cell.birthRate = Float(random.number())
            cell.lifetime = Float(random.number())
            cell.lifetimeRange = Float(random.number())
            cell.velocity = random.number()
            cell.emissionRange = random.number()
            cell.yAcceleration = random.number()
            cell.scale = random.number()
            cell.scaleSpeed = random.number()
            cell.spin = random.number()
            cell.alphaSpeed = Float(random.number())
            cell.color = random.color()
            if random.chance(20) {
                let child = CAEmitterCell()
                (child.birthRate, child.lifetime, child.contents) = (Float(random.number()), Float(random.number()), image)
                cell.emitterCells = [child]
            }
            emitter.emitterCells = random.chance(10) ? nil : [cell]
            emitter.birthRate = Float(random.number())
            emitter.lifetime = Float(random.number())
            emitter.emitterPosition = random.point()
            emitter.emitterSize = random.size()
            emitter.emitterShape = random.pick([.point, .line, .rectangle, .circle, .cuboid, .sphere])
            emitter.emitterMode = random.pick([.points, .outline, .surface, .volume])
            emitter.renderMode = random.pick([.unordered, .oldestFirst, .oldestLast, .backToFront, .additive])
            emitter.seed = UInt32(truncatingIfNeeded: random.below(1 << 30))
        case let tiled as CATiledLayer:
            tiled.tileSize = random.size()
            tiled.levelsOfDetail = random.count()
            tiled.levelsOfDetailBias = random.count()
            if random.chance(30) { tiled.setNeedsDisplay(random.rect()) }
        case let scroll as CAScrollLayer:
            if random.chance(50) { scroll.scroll(to: random.point()) } else { scroll.scroll(to: random.rect()) }
        default:
            layer.maskedCorners = CACornerMask(rawValue: UInt(random.below(16)))
        }
    }
}

/// A hostile animation of a random animatable key.
@MainActor
func fuzzAnimation(_ random: inout FuzzRandom) -> CAAnimation {
    let key = random.pick(["position", "bounds", "opacity", "transform", "cornerRadius", "shadowRadius", "backgroundColor", "transform.scale"])
    func value() -> Any? {
        switch key {
        case "position": return random.point()
        case "bounds": return random.rect()
        case "transform": return random.transform()
        case "backgroundColor": return random.color()
        default: return Double(random.number())
        }
    }
    let animation: CAAnimation
    switch random.below(10) {
    case 0..<5:
        let basic = CABasicAnimation(keyPath: key)
        (basic.fromValue, basic.toValue) = (value(), value())
        animation = basic
    case 5, 6:
        let spring = CASpringAnimation(keyPath: key)
        (spring.fromValue, spring.toValue) = (value(), value())
        (spring.mass, spring.stiffness, spring.damping) = (random.number(), random.number(), random.number())
        spring.initialVelocity = random.number()
        animation = spring
    case 7, 8:
        let keyframes = CAKeyframeAnimation(keyPath: key)
        // Up to 10,000 keyframes: the count of values is a user's number like any other.
        let count = random.pick([0, 1, 2, 5, 10_000])
        keyframes.values = (0..<count).map { _ in value() as Any }
        keyframes.keyTimes = random.numbers()
        keyframes.calculationMode = random.pick([.linear, .discrete, .paced, .cubic, .cubicPaced])
        if random.chance(30) { keyframes.path = random.path() }
        if random.chance(20) { keyframes.rotationMode = .rotateAuto }
        keyframes.tensionValues = random.numbers()
        animation = keyframes
    default:
        let group = CAAnimationGroup()
        let inner = CABasicAnimation(keyPath: key)
        (inner.fromValue, inner.toValue) = (value(), value())
        inner.beginTime = Double(random.number())
        inner.speed = Float(random.number())
        group.animations = random.chance(10) ? nil : [inner]
        animation = group
    }
    animation.duration = Double(random.number())
    animation.repeatCount = Float(random.number())
    if random.chance(20) { animation.speed = Float(random.number()) }
    if random.chance(20) { animation.timeOffset = Double(random.number()) }
    if random.chance(20) { animation.repeatDuration = Double(random.number()) }
    animation.autoreverses = random.chance(30)
    return animation
}

/// Runs `cases` seeded cases: a little tree of random layer kinds, hostile properties, hostile
/// animations, composited twice at hostile times and rendered with render(in:); each frame's
/// damage must be finite and the surface must still draw afterwards.
///
/// It yields the main actor every hundred cases, so the other tests of a run (and the inspector's
/// answers, made on the main actor) are not held up for the whole run.
@MainActor
func runLayerFuzz(seed: UInt64, cases: Int) async {
    let image = rgbaContext(width: 4, height: 4).makeImage()!
    var context = rgbaContext(width: 32, height: 32)
    let bounds = CGRect(x: 0, y: 0, width: 32, height: 32)
    let kinds: [@MainActor () -> CALayer] = [
        { CALayer() }, { CAShapeLayer() }, { CAGradientLayer() }, { CATextLayer() }, { CAReplicatorLayer() },
        { CAEmitterLayer() }, { CATiledLayer() }, { CATransformLayer() }, { CAScrollLayer() },
    ]
    for index in FuzzRun.first..<(FuzzRun.first + cases) {
        var random = FuzzRandom(seed: FuzzRun.seed(seed, case: index))
        if index % 100 == 99 { await Task.yield() }
        let root = CALayer()
        root.frame = bounds
        var layers = [root]
        for _ in 0..<(1 + random.below(3)) {
            let layer = random.pick(kinds)()
            layer.frame = CGRect(x: 4, y: 4, width: 16, height: 16)
            random.pick(layers).addSublayer(layer)
            layers.append(layer)
        }
        for _ in 0..<(1 + random.below(6)) { fuzz(random.pick(layers), &random, image: image) }
        if random.chance(20) { random.pick(layers).mask = random.pick(layers) }
        if random.chance(40) { random.pick(layers).add(fuzzAnimation(&random), forKey: "fuzz") }
        let compositor = LayerCompositor(rootLayer: root)
        for _ in 0..<2 {
            let damage = compositor.renderFrame(in: context, surfaceBounds: bounds).damage
            if !damage.allSatisfy({ $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite }) {
                Issue.record("case \(index) of seed \(seed): damage \(damage) is not finite")
            }
        }
        root.render(in: context)
        // A case that leaves Cairo's context in its error state is named; the next case gets a new one.
        if (try? context.checkStatus()) == nil {
            Issue.record("case \(index) of seed \(seed) left the context unable to draw")
            context = rgbaContext(width: 32, height: 32)
        }
    }
    // The context survived everything drawn into it.
    context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    context.fill(bounds)
    #expect(RGBAPixels(context.makeImage()!)[16, 16] == [255, 0, 0, 255], "seed \(seed): a case left the context unable to draw")
}

@Suite("Layer property fuzzing")
@MainActor
struct LayerFuzzTests {
    /// The seed of the default run; `CASEMENT_FUZZ_SEED` and `CASEMENT_FUZZ_CASES` change it and
    /// the count (scripts/fuzz runs a million cases).
    static let seed = ProcessInfo.processInfo.environment["CASEMENT_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x00C4_5E3E_27
    static let cases = ProcessInfo.processInfo.environment["CASEMENT_FUZZ_CASES"].flatMap(Int.init) ?? 10_000

    // About 40 s in a debug build: most cases draw for real (shadows, text, bitmaps).
    @Test("ten thousand trees of hostile layer properties and animations composite and render")
    func hostileLayerTrees() async {
        // Every case provokes messages on purpose; written, they would bury everyone else's.
        await Diagnostics.quietly { await runLayerFuzz(seed: Self.seed, cases: Self.cases) }
    }
}
