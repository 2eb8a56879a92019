import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("CATransition", .serialized)
@MainActor
struct CATransitionTests {
    private static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, duration: Double = 1) -> CATransition {
        let transition = CATransition()
        (transition.type, transition.subtype, transition.duration) = (type, subtype, duration)
        return transition
    }

    /// A red layer of `width` × 20 on screen that turns blue under `transition` (added first),
    /// committed at the start of the scene's clock.
    private func redTurningBlue(_ transition: CATransition, width: CGFloat = 40, masksToBounds: Bool = false) -> (CALayer, CompositedScene) {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: width, height: 20), Self.red)
        layer.masksToBounds = masksToBounds
        let scene = CompositedScene(layers: [layer])
        layer.add(transition, forKey: kCATransition)
        layer.backgroundColor = Self.blue
        CATransaction.flush()
        return (layer, scene)
    }

    private func near(_ pixel: [UInt8], _ expected: [Int], tolerance: Int = 2) -> Bool {
        zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= tolerance }
    }

    @Test("a push from the right slides the new picture in from the right edge while the old one leaves to the left, fading")
    func pushFromRight() {
        let (layer, scene) = redTurningBlue(transition(.push, .fromRight))
        let halfway = scene.frame(at: 0.5)
        #expect(near(halfway[5, 10], [128, 0, 0, 128]))
        #expect(halfway[30, 10] == [0, 0, 255, 255])
        #expect(scene.frame(at: 1)[5, 10] == [0, 0, 255, 255])
        #expect(layer.animationKeys() == nil)
    }

    @Test("the old picture is the committed state whether the transition is added before or after the change")
    func addedAfterTheChange() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), Self.red)
        let scene = CompositedScene(layers: [layer])
        layer.backgroundColor = Self.blue
        layer.add(transition(.push, .fromRight), forKey: nil)
        CATransaction.flush()
        let halfway = scene.frame(at: 0.5)
        #expect(near(halfway[5, 10], [128, 0, 0, 128]))
        #expect(halfway[30, 10] == [0, 0, 255, 255])
    }

    @Test("a fade dissolves old into new exactly: an opaque layer stays opaque halfway")
    func fadeIsADissolve() {
        let (_, scene) = redTurningBlue(CATransition())
        #expect(near(scene.frame(at: 0.125)[20, 10], [128, 0, 128, 255]))
    }

    @Test("moveIn from the top slides the new picture down over the old one, which stays in place and fades")
    func moveInFromTop() {
        let (_, scene) = redTurningBlue(transition(.moveIn, .fromTop))
        let halfway = scene.frame(at: 0.5)
        #expect(halfway[20, 5] == [0, 0, 255, 255])
        #expect(near(halfway[20, 15], [128, 0, 0, 128]))
    }

    @Test("reveal with no subtype slides the old picture off to the right, uncovering the new one in place")
    func revealDefaultsToFromLeft() {
        let (_, scene) = redTurningBlue(transition(.reveal))
        let halfway = scene.frame(at: 0.5)
        #expect(halfway[5, 10] == [0, 0, 255, 255])
        #expect(near(halfway[30, 10], [128, 0, 127, 255]))
    }

    @Test("a push from the bottom moves the pictures up")
    func pushFromBottom() {
        let (_, scene) = redTurningBlue(transition(.push, .fromBottom))
        let halfway = scene.frame(at: 0.5)
        #expect(near(halfway[20, 5], [128, 0, 0, 128]))
        #expect(halfway[20, 15] == [0, 0, 255, 255])
    }

    @Test("the guide's listing 5-1: two views swap by a push, the hidden one sliding in and the shown one out")
    func swapVisibility() {
        let first = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), Self.red)
        let second = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), Self.blue)
        second.isHidden = true
        let scene = CompositedScene(layers: [first, second])
        let push = transition(.push, .fromRight, duration: 0.5)
        first.add(push, forKey: "transition")
        second.add(push, forKey: "transition")
        first.isHidden = true
        second.isHidden = false
        CATransaction.flush()
        let halfway = scene.frame(at: 0.25)
        #expect(near(halfway[5, 10], [128, 0, 0, 128]))
        #expect(halfway[30, 10] == [0, 0, 255, 255])
        let end = scene.frame(at: 0.5)
        #expect(end[5, 10] == [0, 0, 255, 255] && end[30, 10] == [0, 0, 255, 255])
        #expect(first.isHidden && !second.isHidden && first.animationKeys() == nil)
    }

    @Test("startProgress 0.5 makes the first frame half done, and endProgress stops the effect early")
    func startAndEndProgress() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), Self.red)
        let scene = CompositedScene(layers: [layer])
        let push = transition(.push, .fromRight)
        (push.startProgress, push.endProgress, push.fillMode, push.isRemovedOnCompletion) = (0.5, 0.75, .forwards, false)
        layer.add(push, forKey: nil)
        layer.backgroundColor = Self.blue
        CATransaction.flush()
        let first = scene.frame(at: 0)
        #expect(near(first[5, 10], [128, 0, 0, 128]) && first[30, 10] == [0, 0, 255, 255])
        // Held at 0.75 of the push: the old picture's last quarter, at a quarter opacity, on the left.
        let held = scene.frame(at: 2)
        #expect(near(held[5, 10], [64, 0, 0, 64]) && held[15, 10] == [0, 0, 255, 255])
    }

    @Test("an unknown type runs as a fade and reports nothing")
    func unknownTypeFades() {
        let (_, scene) = redTurningBlue(transition(CATransitionType(rawValue: "cube"), .fromRight))
        #expect(near(scene.frame(at: 0.5)[20, 10], [128, 0, 128, 255]))
    }

    @Test("the moving pictures are drawn outside the bounds, and the area they left is repainted when it ends")
    func motionOutsideTheBounds() {
        let (_, scene) = redTurningBlue(transition(.push, .fromRight), width: 20)
        #expect(scene.frame(at: 0.5)[25, 10] == [0, 0, 255, 255])
        #expect(scene.frame(at: 1)[25, 10] == [0, 0, 0, 0])
    }

    @Test("a layer that masks to its bounds keeps the moving pictures inside them")
    func masksToBoundsClips() {
        let (_, scene) = redTurningBlue(transition(.push, .fromRight), width: 20, masksToBounds: true)
        let halfway = scene.frame(at: 0.5)
        #expect(halfway[25, 10] == [0, 0, 0, 0] && halfway[15, 10] == [0, 0, 255, 255])
    }

    @Test("the old picture includes sublayers as they were: one removed in the transaction slides out with it")
    func oldSublayers() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), nil)
        let child = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), Self.red)
        layer.addSublayer(child)
        let scene = CompositedScene(layers: [layer])
        layer.add(transition(.push, .fromRight), forKey: nil)
        child.removeFromSuperlayer()
        let replacement = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), Self.blue)
        layer.addSublayer(replacement)
        CATransaction.flush()
        let halfway = scene.frame(at: 0.5)
        #expect(near(halfway[5, 10], [128, 0, 0, 128]))
        #expect(halfway[30, 10] == [0, 0, 255, 255])
    }

    @Test("a text layer's new string pushes the old one out, as in Apple's CATransition example")
    func textLayerString() {
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 80, height: 20)
        text.delegate = WithoutActions.shared
        (text.string, text.fontSize, text.foregroundColor) = ("Red", 14, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        let scene = CompositedScene(size: CGSize(width: 80, height: 20), layers: [text])
        text.add(transition(.push, .fromRight), forKey: nil)
        (text.string, text.foregroundColor) = ("Blue", CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        CATransaction.flush()
        // A tenth of the way in, the old red text has moved 8 points left and the new blue text starts at x = 72.
        let early = scene.frame(at: 0.1)
        let pixels = { (columns: Range<Int>) in columns.flatMap { x in (0..<20).map { early[x, $0] } } }
        #expect(pixels(0..<72).contains { $0[0] > 100 && $0[2] == 0 } && !pixels(0..<72).contains { $0[2] > 0 })
        #expect(pixels(72..<80).contains { $0[2] > 100 && $0[0] == 0 })
    }

    @Test("the guide's listing 6-1: a delegate's push for contents runs after the change, with the old image leaving")
    func delegateTransitionForContents() {
        @MainActor
        final class Pusher: @preconcurrency CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                guard event == "contents" else { return nil }
                let push = CATransition()
                (push.duration, push.timingFunction) = (1, CAMediaTimingFunction(name: .easeIn))
                (push.type, push.subtype) = (.push, .fromRight)
                return push
            }
        }
        let pusher = Pusher()
        let image = { (color: CGColor) -> CGImage in
            let context = rgbaContext(width: 100, height: 10)
            context.setFillColor(color)
            context.fill(CGRect(x: 0, y: 0, width: 100, height: 10))
            return context.makeImage()!
        }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        layer.contents = image(Self.red)
        layer.delegate = pusher
        let scene = CompositedScene(size: CGSize(width: 100, height: 10), layers: [layer])
        layer.contents = image(Self.blue)
        // Transitions are stored under kCATransition, whatever event ran them.
        #expect(layer.animation(forKey: kCATransition) is CATransition)
        // Ease-in reaches 0.3147 of the way at half time: the new image's left edge is near x = 68.5.
        CATransaction.flush()
        let halfway = scene.frame(at: 0.5)
        #expect(halfway[66, 5][0] > 0 && halfway[66, 5][2] == 0)
        #expect(halfway[71, 5] == [0, 0, 255, 255])
    }

    @Test("a transition tells its delegate and the transaction's completion block when it ends")
    func completion() {
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), Self.red)
        let scene = CompositedScene(layers: [layer])
        let recorder = AnimationRecorder()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let fade = CATransition()
        fade.delegate = recorder
        layer.add(fade, forKey: nil)
        layer.backgroundColor = Self.blue
        CATransaction.commit()
        scene.frame(at: 0.1)
        #expect(recorder.events == ["start "] && !completed)
        scene.frame(at: 0.25)
        #expect(recorder.events == ["start ", "stop  true"] && completed)
    }

    @Test("a drawn layer's committed state holds each property's value from before the transaction")
    func committedStateHoldsOldValues() {
        let plain = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let shape = CAShapeLayer(), text = CATextLayer(), emitter = CAEmitterLayer(), replicator = CAReplicatorLayer()
        let gradient = CAGradientLayer()
        for layer in [shape, text, emitter, replicator, gradient] as [CALayer] { layer.delegate = WithoutActions.shared }
        _ = CompositedScene(layers: [plain, shape, text, emitter, replicator, gradient])
        let changes: [(CALayer, String, Any?)] = [
            (plain, "backgroundColor", CGColor(red: 0, green: 0, blue: 1, alpha: 1)), (plain, "contentsGravity", CALayerContentsGravity.center),
            (plain, "maskedCorners", CACornerMask.layerMinXMinYCorner), (plain, "geometryFlipped", true), (plain, "doubleSided", false),
            (plain, "contentsScale", 2.0), (plain, "minificationFilter", CALayerContentsFilter.nearest), (plain, "hidden", true),
            (plain, "allowsGroupOpacity", false), (plain, "glow", 3.0),
            (shape, "lineDashPattern", [NSNumber(value: 2), NSNumber(value: 1)]), (shape, "fillRule", CAShapeLayerFillRule.evenOdd),
            (shape, "lineCap", CAShapeLayerLineCap.round), (text, "string", "After"), (text, "wrapped", true),
            (text, "alignmentMode", CATextLayerAlignmentMode.center), (emitter, "emitterShape", CAEmitterLayerEmitterShape.line),
            (emitter, "emitterCells", [CAEmitterCell()]), (replicator, "instanceCount", 3), (gradient, "type", CAGradientLayerType.radial),
        ]
        for (layer, key, value) in changes {
            let old = String(describing: layer.value(forKey: key))
            CATransaction.begin()
            layer.setValue(value, forKey: key)
            #expect(String(describing: layer.value(forKey: key)) != old, "\(key) did not change")
            #expect(String(describing: layer.committedState()?.value(forKey: key)) == old, "\(key) is not kept as it was")
            CATransaction.commit()
            #expect(layer.committedState() == nil)
        }
        // The keys reached the properties themselves, not custom values of the same name.
        #expect(plain.maskedCorners == .layerMinXMinYCorner && plain.contentsGravity == .center && shape.lineCap == .round)
    }

    @Test("type, subtype and progress are copied on add and readable by key")
    func copyAndKeys() {
        let push = transition(.push, .fromTop)
        push.startProgress = 0.25
        let copy = push.copy() as! CATransition
        #expect(copy.type == .push && copy.subtype == .fromTop && copy.startProgress == 0.25 && copy.endProgress == 1)
        #expect(copy.value(forKey: "type") as? CATransitionType == .push)
        copy.setValue("reveal", forKey: "type")
        #expect(copy.type == .reveal && push.type == .push)
        #expect(CATransition().type == .fade && CATransition().subtype == nil)
    }
}
