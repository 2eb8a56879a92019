import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("CAEmitterLayer in 3D", .serialized)
@MainActor
struct CAEmitterLayer3DTests {
    private static let time = SettableMediaTime(100)
    private static var now: CFTimeInterval {
        get { time.now }
        set { time.now = newValue }
    }

    /// Installs this suite's clock; each test calls it first, since other suites install their own.
    private func startClock() {
        Self.now = 100
        AnimationEnvironment.current = AnimationEnvironment(time: Self.time)
    }

    /// One cell emitting ten particles a second from (150, 100) of a 200 × 200 layer.
    private func emitter(_ configure: (CAEmitterCell) -> Void) -> CAEmitterLayer {
        let cell = CAEmitterCell()
        cell.birthRate = 10
        cell.lifetime = 2
        cell.velocity = 50
        cell.contents = RGBAPixels.image(width: 4, height: 4, rgba: Array(repeating: 255, count: 64))!
        configure(cell)
        let layer = CAEmitterLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.emitterPosition = CGPoint(x: 150, y: 100)
        layer.emitterCells = [cell]
        layer.seed = 11
        return layer
    }

    private func angle(from direction: (CGFloat, CGFloat, CGFloat), to particle: CAEmitterLayer.Particle) -> CGFloat {
        let (x, y, z) = (particle.position.x - 150, particle.position.y - 100, particle.depth)
        let length = (x * x + y * y + z * z).squareRoot()
        return acos(min(1, (x * direction.0 + y * direction.1 + z * direction.2) / length))
    }

    @Test("latitude π/2 emits straight at the viewer: flattened particles stay on the emitter and only gain depth")
    func latitudeTiltsOutOfThePlane() {
        startClock()
        let layer = emitter { $0.emissionLatitude = .pi / 2 }
        let particles = layer.particles(at: 1)
        #expect(!particles.isEmpty)
        for particle in particles {
            #expect(abs(particle.position.x - 150) < 1e-9 && abs(particle.position.y - 100) < 1e-9)
            #expect(abs(particle.depth - 50 * particle.age) < 1e-9)
        }
    }

    @Test("zAcceleration changes depth with the square of age")
    func zAcceleration() {
        startClock()
        let layer = emitter { cell in
            cell.velocity = 0
            cell.zAcceleration = -40
        }
        for particle in layer.particles(at: 1.5) {
            #expect(abs(particle.depth - -20 * particle.age * particle.age) < 1e-9)
        }
    }

    @Test("emissionRange spreads directions over a cone of that half-angle around the emission direction")
    func rangeIsACone() {
        startClock()
        let layer = emitter { cell in
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 6
            cell.birthRate = 200
        }
        let particles = layer.particles(at: 1).filter { $0.age > 0.1 }
        let angles = particles.map { angle(from: (0, 1, 0), to: $0) }
        #expect(angles.allSatisfy { $0 <= .pi / 6 + 1e-9 })
        // Uniform over the cap: about half the directions lie beyond the angle whose cosine is halfway.
        let median = acos((1 + cos(CGFloat.pi / 6)) / 2)
        let beyond = Double(angles.filter { $0 > median }.count) / Double(angles.count)
        #expect(abs(beyond - 0.5) < 0.1, "\(beyond)")
        #expect(particles.contains { $0.depth > 1 } && particles.contains { $0.depth < -1 })
    }

    @Test("with preservesDepth, particles are seen through the sublayer transform's perspective")
    func preservesDepthProjects() {
        startClock()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let flat = emitter { $0.emissionLatitude = .pi / 2 }
        flat.sublayerTransform = perspective
        let deep = emitter { $0.emissionLatitude = .pi / 2 }
        deep.sublayerTransform = perspective
        deep.preservesDepth = true
        let flattened = flat.particles(at: 1)
        let projected = deep.particles(at: 1)
        #expect(flattened.count == projected.count && !projected.isEmpty)
        for (a, b) in zip(flattened, projected) {
            #expect(a.position.x == 150 && a.scale == 1)
            // Closer to the eye at 500 pt: larger, and pushed away from the anchor at the centre (100, 100).
            let w = 1 - a.depth / 500
            #expect(abs(b.scale - 1 / w) < 1e-9)
            #expect(abs(b.position.x - (100 + 50 / w)) < 1e-9 && abs(b.position.y - 100) < 1e-9)
        }
    }

    @Test("a particle at or behind the eye is not drawn")
    func behindTheEyeIsDropped() {
        startClock()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 20
        let layer = emitter { $0.emissionLatitude = .pi / 2 }
        layer.sublayerTransform = perspective
        layer.preservesDepth = true
        // After 1 s the oldest particles are 50 pt out, past the eye at 20 pt.
        let particles = layer.particles(at: 1)
        #expect(particles.allSatisfy { $0.age < 0.4 })
        #expect(particles.count == 4)
    }

    @Test("render modes order particles: back to front by depth, oldest first or last by age")
    func renderModeOrders() {
        startClock()
        let layer = emitter { $0.emissionRange = .pi }
        layer.renderMode = .backToFront
        let depths = layer.particles(at: 1).map(\.depth)
        #expect(depths == depths.sorted() && depths.first! < depths.last!)
        layer.renderMode = .oldestFirst
        let ages = layer.particles(at: 1).map(\.age)
        #expect(ages == ages.sorted(by: >))
        layer.renderMode = .oldestLast
        #expect(layer.particles(at: 1).map(\.age) == ages.reversed())
    }

    @Test("a cuboid volume fills its depth; a sphere's surface is at its radius and its volume inside")
    func threeDimensionalShapes() {
        startClock()
        let box = emitter { $0.velocity = 0 }
        (box.emitterShape, box.emitterMode, box.emitterSize, box.emitterDepth, box.emitterZPosition) = (.cuboid, .volume, CGSize(width: 40, height: 20), 30, 5)
        let depths = box.particles(at: 1).map(\.depth)
        #expect(depths.allSatisfy { $0 >= 5 - 15 && $0 <= 5 + 15 } && Set(depths).count == depths.count)
        let sphere = emitter { $0.velocity = 0 }
        (sphere.emitterShape, sphere.emitterMode, sphere.emitterSize) = (.sphere, .surface, CGSize(width: 60, height: 60))
        func radius(_ p: CAEmitterLayer.Particle) -> CGFloat {
            (pow(p.position.x - 150, 2) + pow(p.position.y - 100, 2) + p.depth * p.depth).squareRoot()
        }
        #expect(sphere.particles(at: 1).allSatisfy { abs(radius($0) - 30) < 1e-9 })
        sphere.emitterMode = .volume
        let radii = sphere.particles(at: 1).map(radius)
        #expect(radii.allSatisfy { $0 < 30 } && radii.contains { $0 < 25 })
    }

    /// A rocket flying down (+y) at 100 pt/s whose sparks are emitted at longitude 0 relative to it.
    private func rocket() -> (layer: CAEmitterLayer, rocket: CAEmitterCell, spark: CAEmitterCell) {
        let spark = CAEmitterCell()
        spark.birthRate = 10
        spark.lifetime = 0.5
        spark.velocity = 40
        spark.contents = RGBAPixels.image(width: 2, height: 2, rgba: Array(repeating: 255, count: 16))!
        let rocket = CAEmitterCell()
        rocket.birthRate = 1
        rocket.lifetime = 3
        rocket.velocity = 100
        rocket.emissionLongitude = .pi / 2
        rocket.emitterCells = [spark]
        let layer = CAEmitterLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        layer.emitterPosition = CGPoint(x: 200, y: 10)
        layer.emitterCells = [rocket]
        return (layer, rocket, spark)
    }

    @Test("a sub-cell's emission angles are relative to the parent particle's heading")
    func subcellsAimAlongTheirParent() {
        startClock()
        let (layer, _, _) = rocket()
        // Before 1 s only the first rocket, born at 0, flies: its age is the spark's birth time.
        let sparks = layer.particles(at: 0.55).filter { $0.image != nil }
        #expect(!sparks.isEmpty)
        for spark in sparks {
            // Born on the rocket's path at x = 200 and flying on along +y, ahead of where it was born.
            #expect(abs(spark.position.x - 200) < 1e-9, "\(spark.position)")
            let rocketAge = 0.55 - spark.age
            #expect(abs(spark.position.y - (10 + 100 * rocketAge + 40 * spark.age)) < 1e-9)
        }
    }

    @Test("a sub-cell's particles inherit their parent's scale and colour at birth")
    func subcellsInheritScaleAndColour() {
        startClock()
        let (layer, rocket, spark) = rocket()
        rocket.scale = 2
        rocket.scaleSpeed = 1
        rocket.color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        spark.color = CGColor(red: 0.5, green: 1, blue: 1, alpha: 1)
        for particle in layer.particles(at: 0.55) where particle.image != nil {
            let parentAge = 0.55 - particle.age
            #expect(abs(particle.scale - (2 + parentAge)) < 1e-9)
            #expect(abs(particle.color.0 - 0.5) < 1e-9 && abs(particle.color.1 - 0.5) < 1e-9 && particle.color.2 == 0)
        }
    }

    @Test("a cell's contentsRect selects the part of its image a particle shows")
    func contentsRectCrops() {
        startClock()
        // Left half red, right half blue.
        let pixels: [UInt8] = (0..<8).flatMap { index in index % 4 < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] as [UInt8] }
        let layer = emitter { cell in
            cell.contents = RGBAPixels.image(width: 4, height: 2, rgba: pixels)!
            cell.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
            cell.scale = 4
            cell.velocity = 0
            cell.magnificationFilter = .nearest
        }
        let context = rgbaContext(width: 200, height: 200)
        Self.now = 100.5
        layer.render(in: context)
        let image = RGBAPixels(context.makeImage()!)
        #expect(image[150, 100] == [255, 0, 0, 255])
        // An 8 × 8 square: the cropped 2 × 2 image at scale 4.
        #expect(image[146, 100] == [255, 0, 0, 255] && image[145, 100] == [0, 0, 0, 0])
        #expect(!image.bytes.enumerated().contains { $0.offset % 4 == 2 && $0.element > 0 })
    }
}
