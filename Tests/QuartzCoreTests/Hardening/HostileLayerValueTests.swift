import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// A 100×100 surface kept by a compositor, to render trees holding hostile values.
@MainActor
private struct Surface {
    let root = CALayer()
    let context = rgbaContext(width: 100, height: 100)
    let compositor: LayerCompositor
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)

    init() {
        root.frame = bounds
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        compositor = LayerCompositor(rootLayer: root)
    }

    /// Composites a frame and returns its damage, which must be finite rectangles on the surface.
    @discardableResult
    func frame() -> [CGRect] {
        let damage = compositor.renderFrame(in: context, surfaceBounds: bounds).damage
        for rect in damage {
            #expect(rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite)
        }
        return damage
    }

    /// Whether later drawing still reaches the surface: a red layer added now shows.
    func stillDraws() -> Bool {
        let probe = solidLayer(CGRect(x: 90, y: 90, width: 10, height: 10), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        root.addSublayer(probe)
        frame()
        defer { probe.removeFromSuperlayer() }
        return RGBAPixels(context.makeImage()!)[95, 4] == [255, 0, 0, 255]
    }
}

@Suite("Hostile layer values render without trapping")
@MainActor
struct HostileLayerValueTests {
    @Test("a transform whose m44 is zero sends the layer to infinity and draws nothing of it")
    func zeroHomogeneousScale() {
        let surface = Surface()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(gray: 0, alpha: 1))
        var t = CATransform3DIdentity
        t.m44 = 0
        layer.transform = t
        surface.root.addSublayer(layer)
        surface.frame()
        #expect(surface.stillDraws())
    }

    @Test("a scale of 1e300 composites, and the frame after it too")
    func hugeScale() {
        let surface = Surface()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(gray: 0, alpha: 1))
        layer.transform = CATransform3DMakeScale(1e300, 1e300, 1)
        surface.root.addSublayer(layer)
        surface.frame()
        layer.transform = CATransform3DMakeScale(1e300, -1e300, 1e300)
        surface.frame()
        #expect(surface.stillDraws())
    }

    @Test("a NaN contents rectangle draws nothing of the contents and traps nowhere")
    func nanContentsRect() {
        let surface = Surface()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), nil)
        layer.contents = rgbaContext(width: 4, height: 4).makeImage()
        layer.contentsRect = CGRect(x: CGFloat.nan, y: 0, width: CGFloat.nan, height: 1)
        surface.root.addSublayer(layer)
        surface.frame()
        #expect(surface.stillDraws())
    }

    @Test("a NaN rasterization scale rasterizes at the contents scale")
    func nanRasterizationScale() {
        let surface = Surface()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(gray: 0, alpha: 1))
        layer.shouldRasterize = true
        layer.rasterizationScale = .nan
        surface.root.addSublayer(layer)
        surface.frame()
        layer.rasterizationScale = .infinity
        surface.frame()
        layer.rasterizationScale = 1e300
        surface.frame()
        #expect(surface.stillDraws())
    }

    @Test("a shadow radius of 1e300 blurs the shadow away without trapping")
    func hugeShadowRadius() {
        let surface = Surface()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(gray: 0, alpha: 1))
        layer.shadowOpacity = 1
        layer.shadowRadius = 1e300
        surface.root.addSublayer(layer)
        surface.frame()
        layer.shadowRadius = .infinity
        surface.frame()
        layer.shadowRadius = .nan
        surface.frame()
        layer.shadowPath = CGPath(roundedRect: layer.bounds, cornerWidth: 4, cornerHeight: 4, transform: nil)
        layer.shadowRadius = 1e300
        surface.frame()
        #expect(surface.stillDraws())
    }

    @Test("a contents scale of 1e300 draws the layer's content at a bounded scale")
    func hugeContentsScale() {
        let surface = Surface()
        let drawer = Drawer()
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        layer.delegate = drawer
        layer.contentsScale = 1e300
        layer.setNeedsDisplay()
        surface.root.addSublayer(layer)
        surface.frame()
        // 20 points at the largest whole scale within 2^24 pixels: 204.
        #expect(layer.backingStoreByteCount == 4080 * 4080 * 4)
        #expect(surface.stillDraws())
    }

    @Test("a replicator with NaN and infinite colour offsets draws its instances")
    func replicatorNaNOffsets() {
        let surface = Surface()
        let replicator = CAReplicatorLayer()
        replicator.frame = surface.bounds
        replicator.instanceCount = 3
        replicator.instanceRedOffset = .nan
        replicator.instanceGreenOffset = .infinity
        replicator.instanceBlueOffset = -.infinity
        replicator.instanceAlphaOffset = .nan
        replicator.instanceColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        replicator.instanceTransform = CATransform3DMakeTranslation(25, 0, 0)
        replicator.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(gray: 0.5, alpha: 1)))
        surface.root.addSublayer(replicator)
        surface.frame()
        #expect(surface.stillDraws())
    }

    @Test("a replicator asked for Int.max copies draws the first ten thousand")
    func replicatorHugeCount() {
        let surface = Surface()
        let replicator = CAReplicatorLayer()
        replicator.frame = surface.bounds
        replicator.instanceCount = Int.max
        replicator.instanceTransform = CATransform3DMakeTranslation(0.01, 0, 0)
        replicator.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 1, height: 1), CGColor(gray: 0.5, alpha: 1)))
        surface.root.addSublayer(replicator)
        surface.frame()
        // Ten thousand copies 0.01 apart end 100 points to the right, at the surface's edge.
        #expect(replicator.drawingOrder().order.count == CAReplicatorLayer.maximumDrawnInstances)
        #expect(Diagnostics.hasReported("only the first 10000 copies are drawn"))
        #expect(surface.stillDraws())
    }
}

/// Draws a grey square in whatever it is asked to display.
@MainActor
private final class Drawer: @preconcurrency CALayerDelegate {
    func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(CGColor(gray: 0.5, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}

@Suite("Hostile shape layer values")
@MainActor
struct HostileShapeLayerTests {
    @Test("a shape layer dashing a line 1e12 long renders in bounded time")
    func longDashedShape() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let shape = CAShapeLayer()
        shape.frame = root.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 50))
        path.addLine(to: CGPoint(x: 1e12, y: 50))
        shape.path = path
        shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        shape.lineWidth = 2
        shape.lineDashPattern = [1, 1]
        root.addSublayer(shape)
        let context = rgbaContext(width: 100, height: 100)
        root.render(in: context)
        let pixels = RGBAPixels(context.makeImage()!)
        let blue = (0..<100).filter { pixels[$0, 50][2] > 0 }.count
        #expect(blue >= 40 && blue <= 60)
    }
}

@Suite("Mask cycles are refused")
@MainActor
struct MaskCycleTests {
    @Test("a layer cannot be its own mask")
    func ownMask() {
        let layer = CALayer()
        let previous = CALayer()
        layer.mask = previous
        layer.mask = layer
        #expect(layer.mask === previous)
        #expect(Diagnostics.hasReported("a layer cannot be its own mask"))
        layer.render(in: rgbaContext(width: 10, height: 10))
    }

    @Test("a layer cannot be masked by a layer it is inside")
    func ancestorMask() {
        let outer = CALayer()
        let inner = CALayer()
        outer.addSublayer(inner)
        inner.mask = outer
        #expect(inner.mask == nil)
        #expect(outer.superlayer == nil)
        #expect(Diagnostics.hasReported("which would make a cycle; the previous mask is kept"))
    }

    @Test("a layer cannot be masked by a layer inside its own mask's owner chain")
    func maskOfMaskCycle() {
        let a = CALayer(), b = CALayer(), c = CALayer()
        a.mask = b
        b.addSublayer(c)
        c.mask = a
        #expect(c.mask == nil)
        #expect(a.mask === b)
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        a.backgroundColor = CGColor(gray: 0, alpha: 1)
        a.render(in: rgbaContext(width: 10, height: 10))
    }

    @Test("a mask's owner cannot become one of the mask's sublayers")
    func ownerIntoMask() {
        let a = CALayer(), b = CALayer()
        a.mask = b
        b.addSublayer(a)
        #expect(a.superlayer == nil)
        #expect(a.mask === b)
    }
}

@Suite("Hostile emitter values")
@MainActor
struct HostileEmitterTests {
    @Test("an emitter whose birth rate overflows to infinity, or is 1e15, composites in bounded time")
    func hugeBirthRate() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 32, height: 32)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        let cell = CAEmitterCell()
        cell.birthRate = 1e30
        cell.lifetime = 1e30
        cell.contents = rgbaContext(width: 2, height: 2).makeImage()
        emitter.emitterCells = [cell]
        emitter.birthRate = 1e30
        root.addSublayer(emitter)
        let compositor = LayerCompositor(rootLayer: root)
        let context = rgbaContext(width: 32, height: 32)
        for _ in 0..<2 { _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds) }
        emitter.birthRate = 1
        cell.birthRate = 1e15
        cell.lifetime = 5
        for _ in 0..<2 { _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds) }
        #expect(CAEmitterLayer.maximumParticlesPerCell == 10_000)
    }
}
