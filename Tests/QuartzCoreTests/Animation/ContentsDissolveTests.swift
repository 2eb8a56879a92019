import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("Contents animations dissolve", .serialized)
@MainActor
struct ContentsDissolveTests {
    private func image(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, alpha: CGFloat = 1) -> CGImage {
        let context = rgbaContext(width: 8, height: 8)
        context.setFillColor(red: red, green: green, blue: blue, alpha: alpha)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        return context.makeImage()!
    }

    /// A layer showing `contents`, on screen with its actions on.
    private func layer(showing contents: Any?) -> (CALayer, CompositedScene) {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contents = contents
        return (layer, CompositedScene(layers: [layer]))
    }

    @Test("the implied contents animation shows half of each image halfway through its 0.25 s")
    func impliedDissolve() {
        let (red, blue) = (image(1, 0, 0), image(0, 0, 1))
        let (layer, scene) = layer(showing: red)
        layer.contents = blue
        CATransaction.flush()
        let pixel = scene.frame(at: 0.125)[20, 10]
        #expect(abs(Int(pixel[0]) - 128) <= 2 && pixel[1] == 0 && abs(Int(pixel[2]) - 127) <= 2 && pixel[3] == 255)
        #expect(scene.frame(at: 0.25)[20, 10] == [0, 0, 255, 255])
    }

    @Test("a presentation's contents is the nearer image, never a blend object")
    func presentationContentsIsAnImage() {
        let (red, blue) = (image(1, 0, 0), image(0, 0, 1))
        let (layer, _) = layer(showing: red)
        layer.contents = blue
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.1)
        #expect(layer.presentation()?.contents as? CGImage === red)
        AnimationTestClock.advance(to: 0.2)
        #expect(layer.presentation()?.contents as? CGImage === blue)
    }

    @Test("contents animated to nil fade the image out")
    func dissolveToNothing() {
        let (layer, scene) = layer(showing: image(0, 1, 0))
        let fade = CABasicAnimation(keyPath: "contents")
        (fade.toValue, fade.duration) = (nil as CGImage?, 1)
        fade.fromValue = layer.contents
        layer.contents = nil
        layer.add(fade, forKey: "contents")
        CATransaction.flush()
        let pixel = scene.frame(at: 0.5)[20, 10]
        #expect(abs(Int(pixel[1]) - 128) <= 2 && abs(Int(pixel[3]) - 128) <= 2)
    }

    @Test("keyframed images dissolve in linear mode and switch in discrete mode")
    func keyframedImages() {
        let (red, blue) = (image(1, 0, 0), image(0, 0, 1))
        let (layer, scene) = layer(showing: red)
        let frames = CAKeyframeAnimation(keyPath: "contents")
        (frames.values, frames.duration) = ([red, blue], 1)
        layer.add(frames, forKey: "frames")
        CATransaction.flush()
        #expect(abs(Int(scene.frame(at: 0.5)[20, 10][0]) - 128) <= 2)
        let flipBook = CAKeyframeAnimation(keyPath: "contents")
        (flipBook.values, flipBook.duration, flipBook.calculationMode) = ([red, blue], 1, .discrete)
        layer.add(flipBook, forKey: "frames")
        CATransaction.flush()
        // Added at 0.5: three quarters of the way through, the second image shows unblended.
        #expect(scene.frame(at: 1.25)[20, 10] == [0, 0, 255, 255])
    }
}
