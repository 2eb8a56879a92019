import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("CAEmitterLayer", .serialized)
@MainActor
struct CAEmitterLayerTests {
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

    private func emitter(seed: UInt32 = 7) -> CAEmitterLayer {
        let dot = RGBAPixels.image(width: 4, height: 4, rgba: Array(repeating: 255, count: 64))!
        let cell = CAEmitterCell()
        cell.birthRate = 10
        cell.lifetime = 2
        cell.velocity = 50
        cell.emissionRange = .pi
        cell.contents = dot
        cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let layer = CAEmitterLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.emitterPosition = CGPoint(x: 100, y: 100)
        layer.emitterCells = [cell]
        layer.seed = seed
        return layer
    }

    @Test("particles are born at the birth rate and die after their lifetime")
    func birthAndDeath() {
        startClock()
        let layer = emitter()
        #expect(layer.particles(at: 0).isEmpty)
        #expect(layer.particles(at: 0.55).count == 6)
        #expect(layer.particles(at: 1.0).count == 11)
        // After 3 s only those born in the last 2 s live.
        #expect(layer.particles(at: 3.0).count == 20)
    }

    @Test("particles move away from the emitter at their velocity, in three dimensions")
    func motion() {
        startClock()
        let layer = emitter()
        let particles = layer.particles(at: 1.0)
        for particle in particles {
            let distance = (pow(particle.position.x - 100, 2) + pow(particle.position.y - 100, 2) + pow(particle.depth, 2)).squareRoot()
            #expect(abs(distance - 50 * particle.age) < 1e-6)
        }
        // A cone of half-angle π covers the sphere: some particles head towards the viewer, some away.
        #expect(particles.contains { $0.depth > 1 } && particles.contains { $0.depth < -1 })
    }

    @Test("the same seed and time give the same particles; another seed does not")
    func deterministic() {
        startClock()
        let a = emitter(seed: 1).particles(at: 1.5).map(\.position)
        let b = emitter(seed: 1).particles(at: 1.5).map(\.position)
        let c = emitter(seed: 2).particles(at: 1.5).map(\.position)
        #expect(a == b && a != c)
    }

    @Test("the emitter draws tinted particles at the media time, and the compositor redraws it as time passes")
    func rendering() {
        startClock()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let layer = emitter()
        root.addSublayer(layer)
        let context = rgbaContext(width: 200, height: 200)
        let compositor = LayerCompositor(rootLayer: root)
        Self.now = 101
        _ = compositor.renderFrame(in: context, surfaceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = RGBAPixels(context.makeImage()!)
        #expect(first.bytes.enumerated().contains { $0.offset % 4 == 0 && $0.element > 200 })
        #expect(!first.bytes.enumerated().contains { $0.offset % 4 == 1 && $0.element > 0 })
        Self.now = 101.5
        let damage = compositor.renderFrame(in: context, surfaceBounds: CGRect(x: 0, y: 0, width: 200, height: 200)).damage
        #expect(!damage.isEmpty)
        #expect(RGBAPixels(context.makeImage()!) != first)
    }

    /// An emitter whose one "rocket" particle per second flies right at 100 pt/s and emits sparks.
    private func rocketEmitter(rocketLifetime: Float, sparkLifetime: Float, sparkVelocity: CGFloat = 0, seed: UInt32 = 3) -> CAEmitterLayer {
        let spark = CAEmitterCell()
        spark.birthRate = 10
        spark.lifetime = sparkLifetime
        spark.velocity = sparkVelocity
        spark.emissionRange = .pi
        spark.contents = RGBAPixels.image(width: 2, height: 2, rgba: Array(repeating: 255, count: 16))!
        let rocket = CAEmitterCell()
        rocket.birthRate = 1
        rocket.lifetime = rocketLifetime
        rocket.velocity = 100
        rocket.emitterCells = [spark]
        let layer = CAEmitterLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
        layer.emitterPosition = CGPoint(x: 10, y: 50)
        layer.emitterCells = [rocket]
        layer.seed = seed
        return layer
    }

    @Test("a sub-cell's particles are born where their parent particle is at that moment")
    func subcellsBornAtTheParent() {
        startClock()
        let layer = rocketEmitter(rocketLifetime: 2, sparkLifetime: 0.15)
        let sparks = layer.particles(at: 1.0).filter { $0.image != nil }
        // The first rocket, born at 0, emits sparks at 0.9 s and 1.0 s that are still alive; the
        // second, born at 1.0 s, emits its first spark then, where it is born.
        let positions = sparks.map(\.position).sorted { $0.x < $1.x }
        #expect(positions.count == 3, "\(positions)")
        let expected: [CGFloat] = [10, 100, 110]
        for (position, x) in zip(positions, expected) {
            #expect(abs(position.x - x) < 1e-6 && abs(position.y - 50) < 1e-6, "\(position)")
        }
    }

    @Test("a particle without contents is not drawn but still emits; its sub-particles outlive it")
    func subcellsOutliveTheirParent() {
        startClock()
        let layer = rocketEmitter(rocketLifetime: 0.5, sparkLifetime: 1)
        let particles = layer.particles(at: 1.25)
        // The first rocket died at 0.5 s; its sparks born after 0.25 s live on. The second rocket,
        // born at 1.0 s, is alive with its sparks of 1.0 s, 1.1 s and 1.2 s.
        let rockets = particles.filter { $0.image == nil }
        let sparks = particles.filter { $0.image != nil }
        #expect(rockets.count == 1)
        #expect(sparks.count == 3 + 3, "\(sparks.map(\.position))")
    }

    @Test("sub-particles are deterministic under the seed")
    func subcellsDeterministic() {
        startClock()
        let a = rocketEmitter(rocketLifetime: 1, sparkLifetime: 1, sparkVelocity: 40, seed: 5).particles(at: 1.7).map(\.position)
        let b = rocketEmitter(rocketLifetime: 1, sparkLifetime: 1, sparkVelocity: 40, seed: 5).particles(at: 1.7).map(\.position)
        let c = rocketEmitter(rocketLifetime: 1, sparkLifetime: 1, sparkVelocity: 40, seed: 6).particles(at: 1.7).map(\.position)
        #expect(a == b && a != c)
    }
}
