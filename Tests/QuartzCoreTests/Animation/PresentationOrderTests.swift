import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("Drawing order follows animated values", .serialized)
@MainActor
struct PresentationOrderTests {
    private static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private static let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("siblings are drawn in the order of the zPosition they show, not their model's")
    func animatedZPosition() {
        let back = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), Self.red)
        let front = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 20), Self.blue)
        let scene = CompositedScene(layers: [back, front])
        let rise = CABasicAnimation(keyPath: "zPosition")
        (rise.fromValue, rise.toValue, rise.duration) = (0, 10, 1)
        back.add(rise, forKey: nil)
        CATransaction.flush()
        #expect(scene.frame(at: 0.5)[20, 10] == [255, 0, 0, 255])
        #expect(scene.frame(at: 1)[20, 10] == [0, 0, 255, 255])
    }

    @Test("a transform layer places and sorts its sublayers by the transforms they show")
    func transformLayerUsesPresentation() {
        let stage = CATransformLayer()
        stage.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        stage.delegate = WithoutActions.shared
        let near = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), Self.red)
        near.transform = CATransform3DMakeTranslation(0, 0, 5)
        let far = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), Self.blue)
        stage.sublayers = [near, far]
        let scene = CompositedScene(layers: [stage])
        #expect(scene.frame()[10, 10] == [255, 0, 0, 255])
        // The blue card slides right by 20 while coming in front of the red one.
        let slide = CABasicAnimation(keyPath: "transform")
        (slide.toValue, slide.duration) = (CATransform3DMakeTranslation(20, 0, 10), 1)
        far.add(slide, forKey: nil)
        CATransaction.flush()
        let halfway = scene.frame(at: 0.5)
        #expect(halfway[15, 10] == [0, 0, 255, 255])
        #expect(halfway[5, 10] == [255, 0, 0, 255])
        #expect(halfway[35, 10] == [0, 0, 0, 0])
    }
}

@Suite("Compositor frames while things move", .serialized)
@MainActor
struct CompositorAnimationStateTests {
    @Test("a compositor asks for frames while its own tree animates, not while another tree does")
    func animatingIsPerTree() {
        let moving = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let animated = CompositedScene(layers: [moving])
        let still = CompositedScene(layers: [solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10))])
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (1.0, 0.0, 1)
        moving.add(fade, forKey: nil)
        animated.frame(at: 0)
        still.frame(at: 0)
        #expect(animated.compositor.isAnimating && !still.compositor.isAnimating)
        animated.frame(at: 1)
        #expect(!animated.compositor.isAnimating)
    }

    @Test("an emitter keeps its compositor producing frames")
    func emitterAnimates() {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let cell = CAEmitterCell()
        (cell.birthRate, cell.lifetime) = (10, 1)
        emitter.emitterCells = [cell]
        let scene = CompositedScene(layers: [emitter])
        scene.frame(at: 0.5)
        #expect(scene.compositor.isAnimating)
        emitter.emitterCells = nil
        scene.frame(at: 0.6)
        #expect(!scene.compositor.isAnimating)
    }
}
