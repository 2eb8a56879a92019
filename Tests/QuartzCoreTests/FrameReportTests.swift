import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// A 100×100 y-down surface, a root layer and the compositor that keeps it.
@MainActor
private final class Stage {
    let root = CALayer()
    let context = CGContext.offscreenBitmap(width: 100, height: 100)!
    let compositor: LayerCompositor
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)

    init() {
        root.frame = bounds
        compositor = LayerCompositor(rootLayer: root)
    }

    func frame() -> FrameReport { compositor.renderFrame(in: context, surfaceBounds: bounds) }
}

/// A layer that draws and lays out, so frames have that work to report.
private final class WorkingLayer: CALayer {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(bounds)
    }
}

@Suite("Compositor frame reports")
@MainActor
struct FrameReportTests {
    @Test func aFrameReportsTheLayoutsAndDrawingsItDid() {
        let stage = Stage()
        let layer = WorkingLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
        // New contents fade in, as in Core Animation, unless the action is turned off.
        layer.actions = ["contents": NSNull()]
        layer.setNeedsDisplay()
        stage.root.addSublayer(layer)
        let first = stage.frame()
        #expect(first.redraws == 1)
        #expect(first.layoutPasses >= 1)
        #expect(first.damage == [stage.bounds])
        let idle = stage.frame()
        #expect(idle.redraws == 0 && idle.layoutPasses == 0 && idle.damage.isEmpty)
        layer.setNeedsDisplay()
        #expect(stage.frame().redraws == 1)
    }

    /// A rasterized 50×50 group holding a red square, added to the stage's root.
    private func rasterizedGroup(on stage: Stage) -> CALayer {
        let group = CALayer()
        group.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        group.shouldRasterize = true
        let child = CALayer()
        child.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        group.addSublayer(child)
        stage.root.addSublayer(group)
        return group
    }

    @Test func aRasterizedSubtreeMissesOnceThenHits() {
        let stage = Stage()
        _ = rasterizedGroup(on: stage)
        #expect(stage.frame().cacheMisses == 1)
        // Something else changes over it: the frame repaints there from the kept bitmap.
        let cover = CALayer()
        cover.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        cover.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        stage.root.addSublayer(cover)
        let second = stage.frame()
        #expect(second.cacheHits == 1 && second.cacheMisses == 0)
    }

    @Test func aRasterizedSubtreeThatMovesKeepsItsBitmap() {
        let stage = Stage()
        let group = rasterizedGroup(on: stage)
        #expect(stage.frame().cacheMisses == 1)
        // Moved at once, not by an implicit animation.
        group.actions = ["position": NSNull()]
        group.position.x += 10
        let moved = stage.frame()
        #expect(moved.cacheHits == 1 && moved.cacheMisses == 0)
        group.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(stage.frame().cacheMisses == 1)
    }

    @Test func aTranslucentGroupIsAnOffscreenPass() {
        let stage = Stage()
        let group = CALayer()
        group.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        group.opacity = 0.5
        let child = CALayer()
        child.frame = CGRect(x: 5, y: 5, width: 20, height: 20)
        child.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        group.addSublayer(child)
        stage.root.addSublayer(group)
        #expect(stage.frame().offscreenPasses == 1)
    }

    @Test func aFrameSaysWhetherSomethingAnimates() {
        let stage = Stage()
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        stage.root.addSublayer(layer)
        #expect(!stage.frame().isAnimating)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1000
        layer.add(fade, forKey: "fade")
        let report = stage.frame()
        #expect(report.isAnimating && !report.failed)
        #expect(report.commitTime >= 0 && report.animateTime >= 0 && report.compositeTime > 0)
    }
}
