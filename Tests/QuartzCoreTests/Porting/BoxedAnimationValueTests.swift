import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// Animation values boxed as iOS code boxes them: NSNumber and NSValue.
@Suite("Boxed animation values", .serialized)
@MainActor
struct BoxedAnimationValueTests {
    private func animate(_ keyPath: String, from: Any?, to: Any?, on layer: CALayer = CALayer()) -> CALayer {
        let animation = CABasicAnimation(keyPath: keyPath)
        (animation.fromValue, animation.toValue, animation.duration) = (from, to, 1)
        layer.add(animation, forKey: "boxed")
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.5)
        return layer
    }

    @Test("NSNumber 0.0 and 1.0 interpolate as numbers, not booleans", arguments: [(0.0, 1.0), (1.0, 0.0)])
    func numberZeroAndOneInterpolate(ends: (Double, Double)) {
        AnimationTestClock.start()
        let layer = animate("opacity", from: NSNumber(value: ends.0), to: NSNumber(value: ends.1))
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test("NSNumber of a Float and of an Int interpolate")
    func floatAndIntNumbers() {
        AnimationTestClock.start()
        let layer = animate("cornerRadius", from: NSNumber(value: Float(2)), to: NSNumber(value: 10))
        #expect(abs(layer.presentation()!.cornerRadius - 6) < 1e-9)
    }

    @Test("NSValue points interpolate")
    func boxedPoints() {
        AnimationTestClock.start()
        let layer = animate("position", from: NSValue(point: CGPoint(x: 0, y: 10)), to: NSValue(point: CGPoint(x: 100, y: 30)))
        #expect(layer.presentation()!.position == CGPoint(x: 50, y: 20))
    }

    @Test("NSValue rectangles interpolate")
    func boxedRects() {
        AnimationTestClock.start()
        let layer = animate("bounds", from: NSValue(rect: CGRect(x: 0, y: 0, width: 10, height: 10)), to: NSValue(rect: CGRect(x: 0, y: 0, width: 30, height: 50)))
        #expect(layer.presentation()!.bounds.size == CGSize(width: 20, height: 30))
    }

    @Test("NSValue 3D transforms interpolate")
    func boxedTransforms() {
        AnimationTestClock.start()
        let layer = animate(
            "transform", from: NSValue(caTransform3D: CATransform3DIdentity), to: NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1)))
        #expect(abs(layer.presentation()!.transform.m11 - 2) < 1e-9)
    }

    @Test("a 3D transform boxed in NSValue reads back and compares by value")
    func transformRoundTrip() {
        let transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
        let box = NSValue(caTransform3D: transform)
        #expect(CATransform3DEqualToTransform(box.caTransform3DValue, transform))
        #expect(box == NSValue(caTransform3D: transform))
        #expect(box != NSValue(caTransform3D: CATransform3DIdentity))
    }

    @Test("setValue(forKey:) accepts boxed geometry")
    func keyValueCodingTakesBoxes() {
        let layer = CALayer()
        layer.setValue(NSValue(point: CGPoint(x: 4, y: 5)), forKey: "position")
        layer.setValue(NSValue(caTransform3D: CATransform3DMakeTranslation(1, 2, 0)), forKey: "transform")
        #expect(layer.position == CGPoint(x: 4, y: 5))
        #expect(layer.transform.m41 == 1)
    }

    @Test("a repeat count of HUGE repeats forever")
    func hugeRepeatsForever() {
        AnimationTestClock.start()
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.toValue, animation.duration, animation.repeatCount) = (0.0, 1.0, 1, HUGE)
        layer.add(animation, forKey: "pulse")
        CATransaction.flush()
        AnimationTestClock.advance(to: 1e7 + 0.5)
        #expect(layer.animation(forKey: "pulse") != nil)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-3)
    }
}
