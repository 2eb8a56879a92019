import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// A tiled layer that paints a checkerboard of 50-point squares and counts its tile draws.
final class CountingTiles: CATiledLayer {
    var drawnRects: [CGRect] = []

    override func draw(in ctx: CGContext) {
        let area = ctx.boundingBoxOfClipPath
        drawnRects.append(area)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(area)
    }
}

@Suite("CATiledLayer")
@MainActor
struct CATiledLayerTests {
    private func scene() -> (root: CALayer, tiles: CountingTiles) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.masksToBounds = true
        let tiles = CountingTiles()
        tiles.frame = CGRect(x: 0, y: 0, width: 5000, height: 5000)
        tiles.tileSize = CGSize(width: 100, height: 100)
        root.addSublayer(tiles)
        return (root, tiles)
    }

    @Test("defaults: 256-pixel tiles, one level of detail, no bias")
    func defaults() {
        let layer = CATiledLayer()
        #expect(layer.tileSize == CGSize(width: 256, height: 256) && layer.levelsOfDetail == 1 && layer.levelsOfDetailBias == 0)
        #expect(CATiledLayer.fadeDuration() == 0.25)
    }

    @Test("only the tiles that show are drawn, each clipped to its tile")
    func visibleTilesOnly() {
        let (root, tiles) = scene()
        let pixels = renderPixels(root, width: 200, height: 200)
        #expect(tiles.drawnRects.count == 4)
        #expect(Set(tiles.drawnRects.map { "\($0)" }).count == 4)
        #expect(tiles.drawnRects.allSatisfy { $0.width <= 100 && $0.height <= 100 })
        #expect(pixels[150, 150] == [0, 0, 255, 255])
    }

    @Test("drawn tiles are kept; setNeedsDisplay(_:) redraws only the tiles it touches")
    func invalidation() {
        let (root, tiles) = scene()
        _ = renderPixels(root, width: 200, height: 200)
        _ = renderPixels(root, width: 200, height: 200)
        #expect(tiles.drawnRects.count == 4)
        tiles.setNeedsDisplay(CGRect(x: 120, y: 20, width: 10, height: 10))
        _ = renderPixels(root, width: 200, height: 200)
        #expect(tiles.drawnRects.count == 5)
        #expect(tiles.drawnRects.last == CGRect(x: 100, y: 0, width: 100, height: 100))
    }

    @Test("scrolling draws the newly visible tiles")
    func scrolling() {
        let (root, tiles) = scene()
        _ = renderPixels(root, width: 200, height: 200)
        tiles.position.x -= 150
        _ = renderPixels(root, width: 200, height: 200)
        #expect(tiles.drawnRects.count == 4 + 4)
    }

    @Test("zooming out picks a coarser level of detail when levels allow it")
    func levelOfDetail() {
        let layer = CATiledLayer()
        layer.levelsOfDetail = 3
        #expect(layer.level(forDeviceScale: 1) == 0)
        #expect(layer.level(forDeviceScale: 0.5) == -1)
        #expect(layer.level(forDeviceScale: 0.1) == -2)
        #expect(layer.level(forDeviceScale: 4) == 0)
        layer.levelsOfDetailBias = 2
        #expect(layer.level(forDeviceScale: 4) == 2)
    }
}
