import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// Remembers the layer's opacity each time it is asked for an action.
private final class OpacityWitness: CALayerDelegate {
    var seen: [Float] = []
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        if event == "opacity" { seen.append(layer.opacity) }
        return nil
    }
}

/// A layer that records its layout passes.
private final class LayoutCounting: CALayer {
    var passes: [String] = []
    override func layoutSublayers() {
        passes.append(name ?? "")
        super.layoutSublayers()
    }
}

private func distance(_ a: CGPoint?, _ b: CGPoint) -> CGFloat {
    guard let a else { return .infinity }
    return hypot(a.x - b.x, a.y - b.y)
}

/// Behaviours seen in ported code that must match Core Animation's.
@Suite("Core Animation behaviours ported code relies on", .serialized)
@MainActor
struct CoreAnimationBehaviourTests {
    @Test("a layer committed by a flush animates its later changes before any frame has drawn it")
    func flushThenChangeAnimates() {
        AnimationTestClock.start()
        let layer = CALayer()
        layer.opacity = 0.8
        CATransaction.flush()
        layer.opacity = 0.5
        #expect(layer.animation(forKey: "opacity") != nil)
    }

    @Test("a layer changed in the transaction that made it does not animate")
    func newLayerDoesNotAnimate() {
        AnimationTestClock.start()
        let layer = CALayer()
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
    }

    @Test("the delegate is asked for an action while the layer still has the old value")
    func actionLookedUpBeforeTheChange() {
        AnimationTestClock.start()
        let witness = OpacityWitness()
        let layer = CALayer()
        layer.delegate = witness
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        CATransaction.flush()
        layer.opacity = 0.25
        #expect(witness.seen == [1])
        #expect(layer.opacity == 0.25)
    }

    @Test("retargeting an in-flight opacity animation starts from the value shown", arguments: ["opacity", "cornerRadius"])
    func retargetingStartsFromPresentation(key: String) throws {
        AnimationTestClock.start()
        let layer = CALayer()
        CATransaction.flush()
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.setValue(key == "opacity" ? 0.0 : 20.0, forKey: key)
        CATransaction.commit()
        AnimationTestClock.advance(to: 0.5)
        let shown = try #require(numericValue(layer.presentation()?.value(forKey: key)))
        layer.setValue(key == "opacity" ? 1.0 : 0.0, forKey: key)
        let retarget = try #require(layer.animation(forKey: key) as? CABasicAnimation)
        #expect(abs((numericValue(retarget.fromValue) ?? -1) - shown) < 1e-6)
    }

    @Test("a transition is stored under kCATransition whatever key it is added with")
    func transitionKey() {
        let layer = CALayer()
        layer.add(CATransition(), forKey: "slide")
        #expect(layer.animationKeys() == [kCATransition])
    }

    @Test("a path keyframe animation reaches each vertex at its key time")
    func pathHonoursKeyTimes() {
        AnimationTestClock.start()
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let animation = CAKeyframeAnimation(keyPath: "position")
        (animation.path, animation.keyTimes, animation.duration) = (path, [0, 0.8, 1], 1)
        layer.add(animation, forKey: "move")
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.4)
        #expect(distance(layer.presentation()?.position, CGPoint(x: 50, y: 0)) < 1e-6)
        AnimationTestClock.advance(to: 0.9)
        #expect(distance(layer.presentation()?.position, CGPoint(x: 100, y: 50)) < 1e-6)
    }

    @Test("a discrete path keyframe animation jumps from vertex to vertex")
    func discretePath() {
        AnimationTestClock.start()
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        let animation = CAKeyframeAnimation(keyPath: "position")
        (animation.path, animation.calculationMode, animation.duration) = (path, .discrete, 1)
        layer.add(animation, forKey: "move")
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.4)
        #expect(layer.presentation()?.position == .zero)
        AnimationTestClock.advance(to: 0.6)
        #expect(layer.presentation()?.position == CGPoint(x: 100, y: 0))
    }

    @Test("a gradient layer with a corner radius and masksToBounds leaves its corners clear")
    func gradientCorners() {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        gradient.colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        gradient.cornerRadius = 16
        gradient.masksToBounds = true
        let pixels = renderPixels(gradient, width: 40, height: 40)
        #expect(pixels[1, 1][3] == 0)
        #expect(pixels[20, 20][3] == 255)
    }

    @Test("a stand-alone layer tree that needs layout is laid out when its transaction commits")
    func standAloneLayoutAtCommit() {
        let root = LayoutCounting()
        root.name = "root"
        root.setNeedsLayout()
        CATransaction.flush()
        #expect(root.passes == ["root"])
        #expect(!root.needsLayout())
    }

    @Test("a sublayer of a stand-alone tree that asks for layout is laid out when the transaction commits")
    func standAloneSublayerLayoutAtCommit() {
        let root = LayoutCounting(), child = LayoutCounting(), grandchild = LayoutCounting()
        (root.name, child.name, grandchild.name) = ("root", "child", "grandchild")
        root.addSublayer(child)
        child.addSublayer(grandchild)
        CATransaction.flush()
        root.passes = []
        child.passes = []
        grandchild.setNeedsLayout()
        CATransaction.flush()
        #expect(grandchild.passes == ["grandchild"])
        #expect(root.passes.isEmpty && child.passes.isEmpty)
    }

    @Test("a sublayer resized directly asks its superlayer for layout; one moved does not")
    func resizedSublayerLaysOutItsSuperlayer() {
        let root = LayoutCounting(), child = LayoutCounting()
        (root.name, child.name) = ("root", "child")
        root.addSublayer(child)
        CATransaction.flush()
        root.passes = []
        child.position = CGPoint(x: 30, y: 30)
        #expect(!root.needsLayout())
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        #expect(root.needsLayout())
        CATransaction.flush()
        #expect(root.passes == ["root"])
    }

    @Test("sizes the superlayer's own layout sets do not ask it for layout again")
    func sizesSetByLayoutAreItsResult() {
        let root = SizingLayer(), child = CALayer()
        root.addSublayer(child)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(child.bounds.width == 50)
        #expect(!root.needsLayout())
    }

    @Test("layoutIfNeeded lays out from the highest ancestor that needs layout")
    func layoutFromHighestAncestor() {
        let root = LayoutCounting(), child = LayoutCounting()
        (root.name, child.name) = ("root", "child")
        root.addSublayer(child)
        root.layoutIfNeeded()
        root.passes = []
        child.passes = []
        root.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(root.passes == ["root"])
        #expect(child.passes == ["child"])
    }
}

/// A layer whose layout sizes its sublayers.
private final class SizingLayer: CALayer {
    override func layoutSublayers() {
        for sublayer in sublayers ?? [] { sublayer.bounds = CGRect(x: 0, y: 0, width: 50, height: 50) }
    }
}
