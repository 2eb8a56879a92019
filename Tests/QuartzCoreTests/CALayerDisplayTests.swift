import CoreGraphics
import Foundation
import QuartzCore
import Testing

@MainActor
private final class Recorder: @preconcurrency CALayerDelegate {
    var draws: [CGRect] = []
    var layouts = 0
    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws.append(ctx.boundingBoxOfClipPath)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
    }
    func layoutSublayers(of layer: CALayer) { layouts += 1 }
}

@Suite("CALayer display and layout")
@MainActor
struct CALayerDisplayTests {
    @Test("display runs only when needed, and clears the flag")
    func displayIfNeeded() {
        let layer = CALayer()
        let recorder = Recorder()
        layer.delegate = recorder
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.displayIfNeeded()
        #expect(recorder.draws.isEmpty)
        layer.setNeedsDisplay()
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay() && recorder.draws.count == 1)
    }

    @Test("setNeedsDisplay(_:) redraws only the dirty rectangle")
    func dirtyRect() {
        let layer = CALayer()
        let recorder = Recorder()
        layer.delegate = recorder
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        layer.setNeedsDisplay(CGRect(x: 5, y: 5, width: 4, height: 4))
        layer.displayIfNeeded()
        #expect(recorder.draws.last == CGRect(x: 5, y: 5, width: 4, height: 4))
    }

    @Test("the drawing context is y-down from the top-left of the bounds, at the contents scale")
    func drawingSpace() throws {
        let layer = CALayer()
        let recorder = Recorder()
        layer.delegate = recorder
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.contentsScale = 2
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try #require(layer.contentsImage)
        #expect(image.width == 40 && image.height == 40)
        let pixels = image.dataProvider!.data!
        // The red 10×5 point rectangle covers the top-left 20×10 pixels.
        let topLeft = pixels.withUnsafeBytes { $0.load(fromByteOffset: 0, as: UInt32.self) }
        let below = pixels.withUnsafeBytes { $0.load(fromByteOffset: 12 * image.bytesPerRow, as: UInt32.self) }
        #expect(topLeft == 0xFFFF_0000 && below == 0)
    }

    @Test("a zero-size layer displays without a backing store")
    func zeroSize() {
        let layer = CALayer()
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.contents == nil && !layer.needsDisplay())
    }

    @Test("needsDisplayOnBoundsChange marks display when the size changes")
    func boundsChange() {
        let layer = CALayer()
        layer.needsDisplayOnBoundsChange = true
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(layer.needsDisplay())
    }

    @Test("layoutIfNeeded lays out marked layers below it, once")
    func layout() {
        let root = CALayer()
        let child = CALayer()
        let recorder = Recorder()
        child.delegate = recorder
        root.addSublayer(child)
        child.setNeedsLayout()
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(recorder.layouts == 1 && !child.needsLayout())
    }

    @Test("a change of bounds size marks layout")
    func boundsMarksLayout() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 3, height: 3)
        #expect(layer.needsLayout())
    }
}

@Suite("CALayer bad input")
@MainActor
struct CALayerBadInputTests {
    @Test("huge bounds get a backing store clamped to the size limit, not a huge allocation")
    func hugeBounds() throws {
        let layer = CALayer()
        final class Filler: CALayerDelegate {
            func draw(_ layer: CALayer, in ctx: CGContext) { ctx.fill(layer.bounds) }
        }
        let filler = Filler()
        layer.delegate = filler
        layer.bounds = CGRect(x: 0, y: 0, width: 1_000_000, height: 20)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        let image = try #require(layer.contentsImage)
        #expect(image.width == 8192 && image.height == 20)
    }

    @Test("zero-size and empty layers render nothing without error")
    func zeroSize() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let empty = CALayer()
        empty.backgroundColor = CGColor.black
        empty.borderWidth = 3
        empty.cornerRadius = 5
        empty.shadowOpacity = 1
        root.addSublayer(empty)
        let pixels = renderPixels(root, width: 10, height: 10)
        #expect(pixels.bytes.allSatisfy { $0 == 0 })
    }

    @Test("a singular transform draws nothing and hit-tests nothing")
    func singularTransform() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let flat = CALayer()
        flat.frame = root.frame
        flat.backgroundColor = CGColor.black
        flat.transform = CATransform3DMakeScale(0, 1, 1)
        root.addSublayer(flat)
        #expect(renderPixels(root, width: 10, height: 10).bytes.allSatisfy { $0 == 0 })
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
    }
}
