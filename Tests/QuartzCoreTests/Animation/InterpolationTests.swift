import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("Animated value interpolation", .serialized)
@MainActor
struct InterpolationTests {
    /// A layer running `animation` (1 s unless set), seen at `seconds`.
    private func presentation(of animation: CABasicAnimation, on layer: CALayer = CALayer(), at seconds: Double) -> CALayer {
        AnimationTestClock.start()
        if animation.duration == 0 { animation.duration = 1 }
        layer.add(animation, forKey: "a")
        CATransaction.flush()
        AnimationTestClock.advance(to: seconds)
        return layer.presentation()!
    }

    private func close(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test("transforms interpolate by decomposition: halfway between no turn and a quarter turn is an eighth turn")
    func transformDecomposition() {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = CATransform3DIdentity
        animation.toValue = CATransform3DConcat(CATransform3DMakeScale(3, 3, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let shown = presentation(of: animation, at: 0.5).transform
        let expected = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 4, 0, 0, 1))
        #expect(close(shown, expected), "\(shown)")
    }

    @Test("taking a transform apart and putting it back gives the same matrix, perspective and mirroring included")
    func decompositionRoundTrip() {
        var m = CATransform3DMakeRotation(0.7, 0.3, 1, 0.2)
        m = CATransform3DScale(m, -1.5, 2, 0.5)
        m = CATransform3DTranslate(m, 10, -4, 3)
        m.m34 = -1.0 / 500
        let parts = DecomposedTransform(m)!
        #expect(close(parts.matrix, m))
    }

    @Test("a value function turns numbers into a transform, so a whole turn animates")
    func valueFunction() {
        let animation = CABasicAnimation(keyPath: "transform")
        (animation.fromValue, animation.toValue) = (0.0, 2 * Double.pi)
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        let shown = presentation(of: animation, at: 0.25).transform
        #expect(close(shown, CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")) == nil)
    }

    @Test("key paths into structures animate one field: transform.rotation.z turns, position.x moves")
    func structKeyPaths() {
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        (turn.fromValue, turn.toValue) = (0.0, Double.pi)
        let shown = presentation(of: turn, at: 0.5)
        #expect(abs((shown.value(forKeyPath: "transform.rotation.z") as! CGFloat) - .pi / 2) < 1e-9)
        let move = CABasicAnimation(keyPath: "position.x")
        (move.fromValue, move.toValue) = (0, 100)
        let layer = CALayer()
        layer.position = CGPoint(x: 5, y: 7)
        let moved = presentation(of: move, on: layer, at: 0.3)
        #expect(abs(moved.position.x - 30) < 1e-9 && moved.position.y == 7)
    }

    @Test("additive animations add to the value underneath; cumulative ones build up over repetitions")
    func additiveAndCumulative() {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        let shake = CABasicAnimation(keyPath: "position.x")
        (shake.fromValue, shake.toValue, shake.isAdditive) = (0, 20, true)
        #expect(abs(presentation(of: shake, on: layer, at: 0.5).position.x - 110) < 1e-9)
        let step = CABasicAnimation(keyPath: "position.x")
        (step.fromValue, step.toValue, step.isCumulative, step.repeatCount) = (0, 10, true, 3)
        #expect(abs(presentation(of: step, at: 2.5).position.x - 25) < 1e-9)
    }

    @Test("an additive rectangle that shrinks keeps the sign of its size change")
    func additiveShrinkingRectangle() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        let grow = CABasicAnimation(keyPath: "bounds")
        (grow.fromValue, grow.toValue, grow.isAdditive) = (CGRect(x: 0, y: 0, width: -40, height: -20), CGRect.zero, true)
        #expect(presentation(of: grow, on: layer, at: 0.5).bounds.size == CGSize(width: 40, height: 30))
    }

    @Test("colours, rectangles, sizes and points interpolate component by component")
    func components() {
        let colour = CABasicAnimation(keyPath: "backgroundColor")
        (colour.fromValue, colour.toValue) = (CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0))
        let c = presentation(of: colour, at: 0.25).backgroundColor!.srgbComponents
        #expect(abs(c.red - 0.75) < 1e-9 && abs(c.blue - 0.25) < 1e-9 && abs(c.alpha - 0.75) < 1e-9)
        let bounds = CABasicAnimation(keyPath: "bounds")
        (bounds.fromValue, bounds.toValue) = (CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 20, width: 30, height: 50))
        #expect(presentation(of: bounds, at: 0.5).bounds == CGRect(x: 5, y: 10, width: 20, height: 30))
    }

    @Test("paths with the same elements morph point by point; gradient colours interpolate as arrays")
    func pathsAndArrays() {
        let shape = CAShapeLayer()
        let morph = CABasicAnimation(keyPath: "path")
        (morph.fromValue, morph.toValue) = (CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil),
                                            CGPath(rect: CGRect(x: 10, y: 10, width: 30, height: 10), transform: nil))
        let path = (presentation(of: morph, on: shape, at: 0.5) as! CAShapeLayer).path!
        #expect(path.boundingBox == CGRect(x: 5, y: 5, width: 20, height: 10))
        let gradient = CAGradientLayer()
        let locations = CABasicAnimation(keyPath: "locations")
        (locations.fromValue, locations.toValue) = ([0.0, 1.0], [0.5, 0.5])
        let shown = presentation(of: locations, on: gradient, at: 0.5) as! CAGradientLayer
        #expect(shown.locations?.map(\.doubleValue) == [0.25, 0.75])
    }

    @Test("a frame's presentation is reused by the next frame without adding an additive animation twice, and remade when the model changes")
    func presentationReuse() {
        AnimationTestClock.start()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        let shake = CABasicAnimation(keyPath: "position.x")
        (shake.fromValue, shake.toValue, shake.isAdditive, shake.duration) = (0, 20, true, 1)
        layer.add(shake, forKey: "shake")
        CATransaction.flush()
        let first = layer.presentation(forFrameAt: 1000.5)
        #expect(abs(first.position.x - 110) < 1e-9)
        let second = layer.presentation(forFrameAt: 1000.75)
        #expect(second === first && abs(second.position.x - 115) < 1e-9)
        // The layer is committed, so the change would animate; without actions it shows at once.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        CATransaction.commit()
        let third = layer.presentation(forFrameAt: 1000.8)
        #expect(third !== first && third.opacity == 0.5 && abs(third.position.x - 116) < 1e-9)
    }

    @Test("the compositor draws the presentation: a fade halfway shows half the colour, and the model once it ends")
    func compositorDrawsPresentation() {
        AnimationTestClock.start()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(square)
        let context = rgbaContext(width: 40, height: 40)
        let compositor = LayerCompositor(rootLayer: root)
        _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (1.0, 0.0, 2)
        square.add(fade, forKey: "fade")
        AnimationTestClock.now = 1001
        #expect(!compositor.renderFrame(in: context, surfaceBounds: root.bounds).damage.isEmpty)
        // The frame committed the transaction at 1001, so the fade starts then.
        AnimationTestClock.now = 1002
        _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        #expect(abs(Int(RGBAPixels(context.makeImage()!)[20, 20][3]) - 128) <= 1)
        #expect(compositor.isAnimating)
        AnimationTestClock.now = 1003
        _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        #expect(RGBAPixels(context.makeImage()!)[20, 20] == [255, 0, 0, 255])
    }
}
