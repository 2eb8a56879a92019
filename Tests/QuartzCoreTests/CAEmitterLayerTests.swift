import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("CAEmitterLayer", .serialized)
@MainActor
struct CAEmitterLayerTests {
    private static var now: CFTimeInterval = 100

    init() {
        Self.now = 100
        MediaClock.source = { CAEmitterLayerTests.now }
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
        let layer = emitter()
        #expect(layer.particles(at: 0).isEmpty)
        #expect(layer.particles(at: 0.55).count == 6)
        #expect(layer.particles(at: 1.0).count == 11)
        // After 3 s only those born in the last 2 s live.
        #expect(layer.particles(at: 3.0).count == 20)
    }

    @Test("particles move away from the emitter at their velocity")
    func motion() {
        let layer = emitter()
        for particle in layer.particles(at: 1.0) {
            let distance = hypot(particle.position.x - 100, particle.position.y - 100)
            #expect(abs(distance - 50 * particle.age) < 1e-6)
        }
    }

    @Test("the same seed and time give the same particles; another seed does not")
    func deterministic() {
        let a = emitter(seed: 1).particles(at: 1.5).map(\.position)
        let b = emitter(seed: 1).particles(at: 1.5).map(\.position)
        let c = emitter(seed: 2).particles(at: 1.5).map(\.position)
        #expect(a == b && a != c)
    }

    @Test("the emitter draws tinted particles at the media time, and the compositor redraws it as time passes")
    func rendering() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let layer = emitter()
        root.addSublayer(layer)
        let context = CGContext(
            data: nil, width: 200, height: 200, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        let compositor = LayerCompositor(rootLayer: root)
        Self.now = 101
        _ = compositor.renderFrame(in: context, surfaceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = RGBAPixels(context.makeImage()!)
        #expect(first.bytes.enumerated().contains { $0.offset % 4 == 0 && $0.element > 200 })
        #expect(!first.bytes.enumerated().contains { $0.offset % 4 == 1 && $0.element > 0 })
        Self.now = 101.5
        let damage = compositor.renderFrame(in: context, surfaceBounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(!damage.isEmpty)
        #expect(RGBAPixels(context.makeImage()!) != first)
    }
}
