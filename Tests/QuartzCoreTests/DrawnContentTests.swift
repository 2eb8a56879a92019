import CasementTestSupport
import CoreGraphics
import Foundation
import QuartzCore
import Testing

/// Draws the same picture either as drawing to replay (``CALayer/displayDrawnContent(_:)``) or,
/// as Core Animation's default display does, into a backing store; logs the actions asked for.
@MainActor
private final class Painter: @preconcurrency CALayerDelegate {
    let replays: Bool
    var colour = CGColor(srgbRed: 0.9, green: 0.2, blue: 0.1, alpha: 0.8)
    var events: [String] = []

    init(replays: Bool) { self.replays = replays }

    func display(_ layer: CALayer) {
        guard replays else { return layer.displayIntoBackingStore() }
        let colour = colour
        layer.displayDrawnContent { Self.paint(colour, in: $0) }
    }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        Self.paint(colour, in: ctx)
    }

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        events.append(event)
        return nil
    }

    /// An anti-aliased disc, a translucent bar and a square reaching past the 30×20 bounds.
    static func paint(_ colour: CGColor, in ctx: CGContext) {
        ctx.saveGState()
        ctx.setFillColor(colour)
        ctx.fillEllipse(in: CGRect(x: 3.5, y: 2.25, width: 13, height: 11))
        ctx.setFillColor(CGColor(srgbRed: 0, green: 0.3, blue: 1, alpha: 0.5))
        ctx.fill(CGRect(x: 10, y: 12, width: 18, height: 5))
        ctx.fill(CGRect(x: 24, y: -4, width: 12, height: 8))
        ctx.restoreGState()
    }
}

@Suite("Drawn content (drawing replayed into each frame)")
@MainActor
struct DrawnContentTests {
    /// A 30×20 layer drawn by a painter that replays or keeps a backing store, in a 60×40 root.
    private func scene(replays: Bool, configure: (CALayer) -> Void = { _ in }) -> (root: CALayer, layer: CALayer, painter: Painter) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        root.backgroundColor = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        let layer = CALayer()
        let painter = Painter(replays: replays)
        layer.delegate = painter
        layer.frame = CGRect(x: 12, y: 9, width: 30, height: 20)
        configure(layer)
        root.addSublayer(layer)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        return (root, layer, painter)
    }

    /// The largest difference of any channel between the two renderings.
    private func largestDifference(_ a: RGBAPixels, _ b: RGBAPixels, width: Int, height: Int) -> Int {
        var largest = 0
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<4 { largest = max(largest, abs(Int(a[x, y][channel]) - Int(b[x, y][channel]))) }
            }
        }
        return largest
    }

    /// Renders a replaying and a backing-store scene set up alike, at `scale`, and compares them.
    private func difference(scale: CGFloat = 1, configure: (CALayer) -> Void = { _ in }) -> Int {
        let replayed = scene(replays: true, configure: configure)
        let stored = scene(replays: false, configure: configure)
        #expect(replayed.layer.contentsKindIsDrawn && !stored.layer.contentsKindIsDrawn)
        let size = (width: Int(60 * scale), height: Int(40 * scale))
        func render(_ root: CALayer) -> RGBAPixels {
            let context = CGContext(
                data: nil, width: size.width, height: size.height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.translateBy(x: 0, y: CGFloat(size.height))
            context.scaleBy(x: scale, y: -scale)
            root.render(in: context)
            return RGBAPixels(context.makeImage()!)
        }
        return largestDifference(render(replayed.root), render(stored.root), width: size.width, height: size.height)
    }

    @Test("replayed drawing gives the pixels a backing store of the same drawing gives, clipped to the bounds")
    func sameAsBackingStore() {
        // Compositing a translucent bitmap rounds once more than drawing straight: one level at most.
        #expect(difference() <= 1)
    }

    @Test("turned, scaled, at a fraction of a pixel, or rendered at another scale, the drawing shows as its bitmap")
    func bitmapWhereReplayDiffers() {
        #expect(difference { $0.setAffineTransform(CGAffineTransform(rotationAngle: 0.4)) } == 0)
        #expect(difference { $0.setAffineTransform(CGAffineTransform(scaleX: 1.5, y: 1.5)) } == 0)
        #expect(difference { $0.position.x += 0.5 } == 0)
        #expect(difference(scale: 2) == 0)
    }

    @Test("an opaque layer shows its drawing over black, as its backing store does")
    func opaqueLayer() {
        #expect(difference { $0.isOpaque = true } == 0)
    }

    @Test("bounds changed without drawing again place the drawing by the contents gravity")
    func boundsChangedWithoutRedisplay() {
        let replayed = scene(replays: true) { $0.contentsGravity = .center }
        let stored = scene(replays: false) { $0.contentsGravity = .center }
        for layer in [replayed.layer, stored.layer] { layer.bounds.size = CGSize(width: 40, height: 30) }
        #expect(!replayed.layer.needsDisplay())
        let a = renderPixels(replayed.root, width: 60, height: 40), b = renderPixels(stored.root, width: 60, height: 40)
        #expect(largestDifference(a, b, width: 60, height: 40) == 0)
    }

    @Test("drawing again keeps the contents object, asks for no action, counts a redraw and shows the new drawing")
    func redrawInPlace() throws {
        let (root, layer, painter) = scene(replays: true)
        let first = try #require(layer.contents as AnyObject?)
        let redraws = layer.redrawCount
        painter.events = []
        painter.colour = CGColor(srgbRed: 0, green: 0.8, blue: 0, alpha: 1)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(layer.contents as AnyObject? === first)
        #expect(!painter.events.contains("contents"))
        #expect(layer.redrawCount == redraws + 1)
        let pixels = renderPixels(root, width: 60, height: 40)
        #expect(pixels[12 + 10, 9 + 8] == [0, 204, 0, 255])
    }

    @Test("replayed drawing holds no pixels; its image is its bitmap at the contents scale")
    func imageAtContentsScale() throws {
        let (_, layer, _) = scene(replays: true) { $0.contentsScale = 2 }
        #expect(layer.backingStoreByteCount == 0 && layer.hasDrawnContents)
        let image = try #require(layer.contentsImage)
        #expect(image.width == 60 && image.height == 40)
    }
}

extension CALayer {
    /// Whether the contents are drawing to replay: drawn, and no backing store.
    fileprivate var contentsKindIsDrawn: Bool {
        hasDrawnContents && backingStoreByteCount == 0
    }
}
