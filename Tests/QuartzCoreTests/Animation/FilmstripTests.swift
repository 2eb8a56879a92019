import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// Golden filmstrips: the seed's animating listings drawn by the compositor at several instants,
/// side by side in one image.
@Suite("Animation filmstrips", .serialized)
@MainActor
struct FilmstripTests {
    private static let blue = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    private static let red = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    private static let orange = CGColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1)

    /// Draws `scene` at each of `times` (seconds after its start) and lays the frames out left to
    /// right, 2 pixels apart on dark grey.
    private func filmstrip(_ scene: CompositedScene, at times: [Double]) -> CGImage {
        let size = scene.root.bounds.size
        let (width, height) = (Int(size.width), Int(size.height))
        let strip = CGContext(
            data: nil, width: times.count * (width + 2) - 2, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        strip.setFillColor(gray: 0.2, alpha: 1)
        strip.fill(CGRect(x: 0, y: 0, width: strip.width, height: height))
        for (index, time) in times.enumerated() {
            scene.frame(at: time)
            strip.draw(scene.context.makeImage()!, in: CGRect(x: index * (width + 2), y: 0, width: width, height: height))
        }
        return strip.makeImage()!
    }

    /// A root with an opaque light background holding `layers`, drawn once.
    private func stage(_ size: CGSize, _ layers: [CALayer]) -> CompositedScene {
        let scene = CompositedScene(size: size, layers: layers)
        scene.root.backgroundColor = CGColor(gray: 0.97, alpha: 1)
        scene.frame()
        return scene
    }

    @Test("listing 3-2: an explicit one-second fade, with the model set to the final opacity")
    func opacityFade() {
        let layer = solidLayer(CGRect(x: 20, y: 15, width: 60, height: 50), Self.blue)
        layer.cornerRadius = 8
        let scene = stage(CGSize(width: 100, height: 80), [layer])
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (1.0, 0.0, 1)
        layer.add(fade, forKey: nil)
        layer.opacity = 0
        CATransaction.flush()
        GoldenImage.expectMatch(filmstrip(scene, at: [0, 0.25, 0.5, 0.75, 1]), named: "listing-3-2-opacity-fade", tolerance: 1)
    }

    @Test("listing 3-3: a layer bounces twice along a keyframe path, then returns to its model position")
    func keyframeBounce() {
        // The guide's path, scaled to a quarter across and a sixth down.
        let scale = CGAffineTransform(scaleX: 0.25, y: 1.0 / 6)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 74, y: 74), transform: scale)
        path.addCurve(to: CGPoint(x: 320, y: 74), control1: CGPoint(x: 74, y: 500), control2: CGPoint(x: 320, y: 500), transform: scale)
        path.addCurve(to: CGPoint(x: 566, y: 74), control1: CGPoint(x: 320, y: 500), control2: CGPoint(x: 566, y: 500), transform: scale)
        let ball = solidLayer(CGRect(x: 0, y: 0, width: 12, height: 12), Self.orange)
        ball.cornerRadius = 6
        ball.position = CGPoint(x: 18.5, y: 12.3)
        let scene = stage(CGSize(width: 160, height: 80), [ball])
        let bounce = CAKeyframeAnimation(keyPath: "position")
        (bounce.path, bounce.duration) = (path, 5)
        ball.add(bounce, forKey: nil)
        CATransaction.flush()
        GoldenImage.expectMatch(filmstrip(scene, at: [0, 0.625, 1.25, 2.5, 3.125, 3.75, 4.99, 5]), named: "listing-3-3-keyframe-bounce", tolerance: 1)
    }

    @Test("a card turns half a revolution about y under the root's perspective, showing its back")
    func perspectiveRotation() {
        let card = solidLayer(CGRect(x: 30, y: 15, width: 60, height: 70), Self.blue)
        (card.cornerRadius, card.borderWidth, card.borderColor) = (8, 3, CGColor(gray: 1, alpha: 1))
        let scene = stage(CGSize(width: 120, height: 100), [card])
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 200
        scene.root.sublayerTransform = perspective
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        (turn.fromValue, turn.toValue, turn.duration) = (0, Double.pi, 1)
        card.add(turn, forKey: nil)
        CATransaction.flush()
        GoldenImage.expectMatch(filmstrip(scene, at: [0, 0.2, 0.4, 0.6, 0.8]), named: "perspective-rotation", tolerance: 1)
    }

    @Test("listing 5-1: a half-second push swaps two views")
    func pushSwapsViews() {
        let first = solidLayer(CGRect(x: 20, y: 10, width: 60, height: 40), Self.blue)
        let second = solidLayer(CGRect(x: 20, y: 10, width: 60, height: 40), Self.red)
        second.isHidden = true
        let scene = stage(CGSize(width: 100, height: 60), [first, second])
        let push = CATransition()
        (push.type, push.subtype, push.duration) = (.push, .fromRight, 0.5)
        first.add(push, forKey: "transition")
        second.add(push, forKey: "transition")
        first.isHidden = true
        second.isHidden = false
        CATransaction.flush()
        GoldenImage.expectMatch(filmstrip(scene, at: [0, 0.125, 0.25, 0.375, 0.5]), named: "listing-5-1-push", tolerance: 1)
    }

    @Test("moveIn from the top, reveal from the left inside masked bounds, and fade (which ignores its subtype), by thirds")
    func transitionTypes() {
        let layers = (0..<3).map { index in
            let layer = solidLayer(CGRect(x: 10 + 60 * index, y: 20, width: 50, height: 40), Self.blue)
            layer.masksToBounds = index == 1
            return layer
        }
        let scene = stage(CGSize(width: 190, height: 80), layers)
        for (layer, (type, subtype)) in zip(layers, [(CATransitionType.moveIn, CATransitionSubtype.fromTop), (.reveal, .fromLeft), (.fade, .fromBottom)]) {
            let transition = CATransition()
            (transition.type, transition.subtype, transition.duration) = (type, subtype, 1)
            layer.add(transition, forKey: nil)
            layer.backgroundColor = Self.orange
        }
        CATransaction.flush()
        GoldenImage.expectMatch(filmstrip(scene, at: [0, 1.0 / 3, 2.0 / 3]), named: "transition-types", tolerance: 1)
    }
}
