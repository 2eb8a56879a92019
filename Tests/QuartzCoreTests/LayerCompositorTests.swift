import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// A y-down 200×200 surface and the compositor that keeps it.
@MainActor
private final class Screen {
    let root = CALayer()
    let context: CGContext
    let compositor: LayerCompositor
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 200)

    init() {
        root.frame = bounds
        context = CGContext(
            data: nil, width: 200, height: 200, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: 200)
        context.scaleBy(x: 1, y: -1)
        compositor = LayerCompositor(rootLayer: root)
    }

    @discardableResult
    func frame() -> [CGRect] { compositor.renderFrame(in: context, surfaceBounds: bounds).damage }

    var pixels: RGBAPixels { RGBAPixels(context.makeImage()!) }

    /// What a full repaint of the same tree by a fresh compositor looks like.
    var fullRender: RGBAPixels {
        let other = CGContext(
            data: nil, width: 200, height: 200, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        other.translateBy(x: 0, y: 200)
        other.scaleBy(x: 1, y: -1)
        _ = LayerCompositor(rootLayer: root).renderFrame(in: other, surfaceBounds: bounds)
        return RGBAPixels(other.makeImage()!)
    }
}

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

@Suite("Layer compositor damage")
@MainActor
struct LayerCompositorTests {
    @Test("the first frame repaints the whole surface; an unchanged tree repaints nothing")
    func firstAndIdleFrames() {
        let screen = Screen()
        screen.root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), red))
        #expect(screen.frame() == [screen.bounds])
        #expect(screen.frame().isEmpty)
    }

    @Test("moving a layer damages where it was and where it is")
    func move() {
        let screen = Screen()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        screen.root.addSublayer(layer)
        screen.frame()
        layer.position = CGPoint(x: 120, y: 20)
        let damage = screen.frame()
        #expect(Set(damage.map { "\($0)" }) == Set([CGRect(x: 10, y: 10, width: 20, height: 20), CGRect(x: 110, y: 10, width: 20, height: 20)].map { "\($0)" }))
        #expect(screen.pixels == screen.fullRender)
    }

    @Test("changing a colour damages only that layer")
    func colour() {
        let screen = Screen()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        screen.root.addSublayer(layer)
        screen.root.addSublayer(solidLayer(CGRect(x: 100, y: 100, width: 20, height: 20), blue))
        screen.frame()
        layer.backgroundColor = blue
        #expect(screen.frame() == [CGRect(x: 10, y: 10, width: 20, height: 20)])
        #expect(screen.pixels[15, 15] == [0, 0, 255, 255])
    }

    @Test("removing a layer damages the area it covered")
    func removal() {
        let screen = Screen()
        let layer = solidLayer(CGRect(x: 50, y: 50, width: 30, height: 30), red)
        screen.root.addSublayer(layer)
        screen.frame()
        layer.removeFromSuperlayer()
        let damage = screen.frame()
        #expect(damage.contains { $0.contains(CGRect(x: 50, y: 50, width: 30, height: 30)) })
        #expect(screen.pixels[60, 60][3] == 0)
    }

    @Test("a shadow's reach is part of the damage")
    func shadowDamage() {
        let screen = Screen()
        let layer = solidLayer(CGRect(x: 50, y: 50, width: 30, height: 30), red)
        layer.shadowOpacity = 1
        layer.shadowRadius = 5
        layer.shadowOffset = CGSize(width: 10, height: 10)
        screen.root.addSublayer(layer)
        screen.frame()
        layer.backgroundColor = blue
        let damage = screen.frame()
        #expect(damage.contains { $0.contains(CGRect(x: 50, y: 50, width: 30 + 10 + 15, height: 30 + 10 + 15)) })
    }

    @Test("moving a parent damages its sublayers outside its bounds")
    func parentMove() {
        let screen = Screen()
        let parent = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        parent.addSublayer(solidLayer(CGRect(x: 100, y: 100, width: 10, height: 10), blue))
        screen.root.addSublayer(parent)
        screen.frame()
        parent.position.x += 5
        let damage = screen.frame()
        #expect(damage.contains { $0.contains(CGRect(x: 110, y: 110, width: 15, height: 10)) })
        #expect(screen.pixels == screen.fullRender)
    }

    @Test("after many partial repaints the surface equals a full render")
    func incrementalEqualsFull() {
        let screen = Screen()
        var layers: [CALayer] = []
        for i in 0..<12 {
            let layer = solidLayer(CGRect(x: CGFloat(i * 15), y: CGFloat(i * 13 % 150), width: 40, height: 30),
                            CGColor(red: CGFloat(i) / 12, green: 0.5, blue: 1 - CGFloat(i) / 12, alpha: 0.8))
            layer.cornerRadius = CGFloat(i % 4) * 4
            layers.append(layer)
            screen.root.addSublayer(layer)
        }
        screen.frame()
        // A fixed seed keeps the sequence of changes, and any failure, reproducible.
        var generator = SplitMix64(seed: 0x5EED)
        for step in 0..<40 {
            let layer = layers[Int.random(in: 0..<layers.count, using: &generator)]
            switch step % 5 {
            case 0: layer.position.x += CGFloat(Int.random(in: -20...20, using: &generator))
            case 1: layer.backgroundColor = CGColor(gray: CGFloat.random(in: 0...1, using: &generator), alpha: 1)
            case 2: layer.isHidden.toggle()
            case 3: layer.zPosition = CGFloat(Int.random(in: -2...2, using: &generator))
            default: layer.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat.random(in: 0...1, using: &generator)))
            }
            let damage = screen.frame()
            // Under a partial clip Cairo may rasterize an antialiased edge with 4×4 subsamples
            // instead of exact coverage, a difference of at most one sixteenth (16 levels) on edge
            // pixels; stale or missing pixels from lost damage differ by far more.
            let difference = screen.pixels.difference(from: screen.fullRender, tolerance: 16)
            #expect(difference.differingPixels == 0, "after step \(step), damage \(damage): \(difference)")
        }
    }

    @Test("damage under a root's opaque or translucent background repaints to the same picture as a full render")
    func rootBackgroundRepaint() {
        for alpha in [1.0, 0.5] {
            let screen = Screen()
            screen.root.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: alpha)
            let layer = solidLayer(CGRect(x: 20, y: 20, width: 50, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 0.6))
            screen.root.addSublayer(layer)
            screen.frame()
            layer.position.x += 70
            screen.frame()
            let difference = screen.pixels.difference(from: screen.fullRender, tolerance: 0)
            #expect(difference.differingPixels == 0, "alpha \(alpha): \(difference)")
        }
    }

    @Test("repainting after an expose never calls drawing code again")
    func exposeUsesCache() {
        final class Counting: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                draws += 1
                ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
                ctx.fill(bounds)
            }
        }
        let screen = Screen()
        let layer = Counting()
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        layer.setNeedsDisplay()
        screen.root.addSublayer(layer)
        screen.frame()
        screen.compositor.setNeedsFullRepaint()
        screen.frame()
        #expect(layer.draws == 1)
        #expect(screen.pixels[30, 30] == [0, 255, 0, 255])
    }

    @Test("damage beyond the cap merges the closest rectangles, keeping distant changes apart")
    func cap() {
        // Twenty small changes in two far-apart rows: merged within each row, never across.
        let rects = (0..<20).map { CGRect(x: ($0 % 10) * 10, y: $0 < 10 ? 0 : 500, width: 5, height: 5) }
        let simplified = LayerCompositor.simplify(rects)
        #expect(simplified.count <= LayerCompositor.maximumDamageRects)
        #expect(!simplified.contains { $0.minY < 250 && $0.maxY > 250 }, "no rectangle spans the gap between the rows")
        #expect(simplified.reduce(CGRect.null) { $0.union($1) } == CGRect(x: 0, y: 0, width: 95, height: 505))
        #expect(LayerCompositor.simplify([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 2, y: 2, width: 2, height: 2)]).count == 1)
    }

    @Test("a layer's old and new places, overlapping, become one rectangle")
    func overlappingMove() {
        let simplified = LayerCompositor.simplify([CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 1, y: 0, width: 100, height: 50)])
        #expect(simplified == [CGRect(x: 0, y: 0, width: 101, height: 50)])
    }

    @Test("two rectangles stay two, larger first, when apart or when their union would paint more than both")
    func twoApart() {
        let small = CGRect(x: 0, y: 0, width: 10, height: 10), large = CGRect(x: 50, y: 50, width: 20, height: 20)
        #expect(LayerCompositor.simplify([small, large]) == [large, small])
        let across = CGRect(x: 0, y: 0, width: 100, height: 10), down = CGRect(x: 0, y: 0, width: 10, height: 100)
        #expect(LayerCompositor.simplify([across, down]) == [across, down])
        #expect(LayerCompositor.simplify([large, large]) == [large])
    }

    @Test("past the merging limit, damage collapses into one bounding box")
    func boundingBoxBeyondMerging() {
        let rects = (0..<(LayerCompositor.maximumMergedRects + 1)).map { CGRect(x: $0 * 10, y: 0, width: 5, height: 5) }
        #expect(LayerCompositor.simplify(rects) == [CGRect(x: 0, y: 0, width: CGFloat(LayerCompositor.maximumMergedRects) * 10 + 5, height: 5)])
    }

    @Test("thousands of damaged rectangles, each old place inside a new one, collapse into the bounding box of them all")
    func thousandsOfRects() {
        // A thousand labels redrawn: each one's old and new areas, the smaller inside the larger.
        let rects = (0..<1000).flatMap { index -> [CGRect] in
            let area = CGRect(x: (index * 137) % 1760, y: (index * 89) % 1040, width: 150, height: 36)
            return [area.insetBy(dx: 2, dy: 2), area]
        }
        #expect(LayerCompositor.simplify(rects) == [rects.dropFirst().reduce(rects[0]) { $0.union($1) }])
    }
}

@Suite("Layer compositor raster cache")
@MainActor
struct RasterCacheTests {
    private func card(at origin: CGPoint, index: Int) -> CALayer {
        let card = solidLayer(CGRect(x: origin.x, y: origin.y, width: 60, height: 40), CGColor(red: CGFloat(index % 3) / 3, green: 0.5, blue: 0.8, alpha: 1))
        card.cornerRadius = 8
        card.shadowOpacity = 0.6
        card.shadowRadius = 3
        card.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 10), CGColor(gray: 1, alpha: 1)))
        return card
    }

    /// Repaints the screen fully for enough frames that its stable subtrees are cached.
    private func cache(_ screen: Screen) {
        for _ in 0..<4 {
            screen.compositor.setNeedsFullRepaint()
            screen.frame()
        }
    }

    /// A card at (40, 40) on `screen`, cached, and the bitmap it is cached in.
    private func cachedCard(on screen: Screen) -> (card: CALayer, bitmap: CGImage?) {
        let card = card(at: CGPoint(x: 40, y: 40), index: 0)
        screen.root.addSublayer(card)
        cache(screen)
        let bitmap = card.rasterCacheEntry?.image
        #expect(bitmap != nil)
        return (card, bitmap)
    }

    @Test("stable subtrees are cached after a few frames and the picture stays the same")
    func cachesStableSubtrees() {
        let screen = Screen()
        let cards = (0..<6).map { card(at: CGPoint(x: 20 + $0 * 25, y: 20 + $0 * 20), index: $0) }
        cards.forEach(screen.root.addSublayer)
        cache(screen)
        #expect(screen.compositor.rasterCache.count == cards.count)
        #expect(screen.pixels.difference(from: renderPixels(screen.root, width: 200, height: 200), tolerance: 2).differingPixels == 0)
    }

    @Test("a change inside a cached subtree is drawn, not the stale bitmap")
    func invalidation() {
        let screen = Screen()
        let card = card(at: CGPoint(x: 40, y: 40), index: 0)
        screen.root.addSublayer(card)
        cache(screen)
        card.sublayers![0].backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        screen.frame()
        #expect(screen.pixels[55, 55] == [255, 0, 0, 255])
        card.position.x += 7
        screen.frame()
        #expect(screen.pixels[62, 55] == [255, 0, 0, 255])
        #expect(screen.pixels.difference(from: renderPixels(screen.root, width: 200, height: 200), tolerance: 2).differingPixels == 0)
    }

    @Test("a cached subtree that moves by whole pixels is drawn from its bitmap at the new place")
    func movedSubtreeKeepsItsBitmap() {
        let screen = Screen()
        let (card, bitmap) = cachedCard(on: screen)
        card.position.x += 7
        card.zPosition = 1
        screen.frame()
        #expect(card.rasterCacheEntry?.image === bitmap)
        #expect(screen.pixels.difference(from: renderPixels(screen.root, width: 200, height: 200), tolerance: 2).differingPixels == 0)
        // A change of what it draws does drop the bitmap.
        card.cornerRadius = 2
        screen.frame()
        #expect(card.rasterCacheEntry?.image !== bitmap)
    }

    @Test("a cached subtree whose only animation moves it is drawn from its bitmap between whole pixels")
    func animatedMoveKeepsItsBitmapBetweenPixels() {
        let screen = Screen()
        let (card, bitmap) = cachedCard(on: screen)
        let start = card.position
        let move = CABasicAnimation(keyPath: "position")
        (move.fromValue, move.toValue) = (start, CGPoint(x: start.x + 10, y: start.y))
        move.duration = 1
        card.add(move, forKey: "move")
        // Committed, the move starts now.
        screen.frame()
        let begin = card.animation(forKey: "move")?.beginTime ?? 0
        for time in [0.13, 0.57] {
            screen.compositor.renderFrame(in: screen.context, surfaceBounds: screen.bounds, at: begin + time)
            #expect(card.rasterCacheEntry?.image === bitmap, "at \(time)")
        }
        // Resampled where it shows, 5.7 points along: the white inset's left edge lies between
        // pixels 55 and 56, so pixel 55 blends the card's blue with 30 % of the white.
        let pixels = screen.pixels
        #expect(pixels[50, 52] == [0, 128, 204, 255])
        #expect(pixels[60, 52] == [255, 255, 255, 255])
        #expect((60...90).contains(pixels[55, 52][0]))
        // Drawn afresh there, unantialiased edges fall on whole pixels; nothing else differs.
        let still = Screen()
        still.root.addSublayer(self.card(at: CGPoint(x: 45.7, y: 40), index: 0))
        #expect(pixels.difference(from: still.fullRender, tolerance: 24).fraction < 0.001)
    }

    @Test("a cached subtree at rest between whole pixels is drawn afresh, not resampled")
    func restBetweenPixelsIsDrawnExactly() {
        let screen = Screen()
        let card = cachedCard(on: screen).card
        card.actions = ["position": NSNull()]
        card.position.x += 5.5
        screen.frame()
        #expect(screen.pixels.difference(from: renderPixels(screen.root, width: 200, height: 200), tolerance: 2).differingPixels == 0)
    }
}

@Suite("Layer compositor damage flash and documents")
@MainActor
struct DamageFlashTests {
    @Test("with flashing on, the damage is tinted, and the tint is repainted away next frame")
    func flash() {
        let screen = Screen()
        let layer = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), CGColor(gray: 1, alpha: 1))
        screen.root.addSublayer(layer)
        screen.compositor.flashesDamage = true
        screen.frame()
        let tinted = screen.pixels[15, 15]
        #expect(tinted != [255, 255, 255, 255] && tinted[0] > tinted[1])
        screen.compositor.flashesDamage = false
        let damage = screen.frame()
        #expect(!damage.isEmpty)
        #expect(screen.pixels[15, 15] == [255, 255, 255, 255])
    }

    @Test("repainting part of a layer that casts its shadow from its pixels gives the shadow a full repaint gives")
    func partialRepaintOfAlphaShadow() {
        let screen = Screen()
        screen.root.backgroundColor = CGColor(gray: 1, alpha: 1)
        // No background of its own: the shadow is cast from what its sublayer paints.
        let shadowed = CALayer()
        shadowed.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        shadowed.shadowOpacity = 0.8
        shadowed.shadowRadius = 6
        shadowed.delegate = WithoutActions.shared
        shadowed.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), red))
        screen.root.addSublayer(shadowed)
        let cover = solidLayer(CGRect(x: 90, y: 20, width: 30, height: 30), blue)
        screen.root.addSublayer(cover)
        screen.frame()
        // The damage, the cover's square, cuts through the red square and its shadow.
        cover.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.2)
        #expect(screen.frame() == [CGRect(x: 90, y: 20, width: 30, height: 30)])
        #expect(screen.pixels == screen.fullRender)
    }

    @Test("render(in:) draws a layer tree into a PDF page")
    func pdf() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("casement-layers-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        var box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let context = try #require(CGContext(url, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        context.translateBy(x: 0, y: 100)
        context.scaleBy(x: 1, y: -1)
        let root = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
        root.render(in: context)
        context.endPDFPage()
        context.closePDF()
        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(text.hasPrefix("%PDF-") && text.contains("/Count 1"))
        #expect(try Data(contentsOf: url).count > 500)
    }
}
