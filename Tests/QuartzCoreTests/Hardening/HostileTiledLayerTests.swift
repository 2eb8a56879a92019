import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

@Suite("Hostile tiled layers neither trap nor hang")
@MainActor
struct HostileTiledLayerTests {
    @Test("an infinite tile size draws one tile, no larger than the part of the bounds it covers")
    func infiniteTileSize() {
        let tiles = CountingTiles()
        tiles.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        tiles.tileSize = CGSize(width: CGFloat.infinity, height: 1e300)
        let pixels = renderPixels(tiles, width: 16, height: 16)
        #expect(pixels[8, 8] == [0, 0, 255, 255])
        #expect(tiles.drawnRects.count == 1)
        #expect(tiles.tiles.values.allSatisfy { $0.width == 16 && $0.height == 16 })
    }

    @Test("a tile size below a pixel draws nothing")
    func tileSizeBelowAPixel() {
        let tiles = CountingTiles()
        tiles.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        tiles.tileSize = CGSize(width: 0.5, height: CGFloat.nan)
        #expect(renderPixels(tiles, width: 16, height: 16)[8, 8] == [0, 0, 0, 0])
        #expect(tiles.drawnRects.isEmpty)
    }

    @Test("a layer shown far smaller than its levels of detail reach is drawn directly, keeping no tiles")
    func tooManyTiles() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.sublayerTransform = CATransform3DMakeScale(0.005, 0.005, 1)
        let tiles = CountingTiles()
        // 20,000 points in tiles of 100 pixels at 1/200: 40,000 tiles of half a pixel would show.
        tiles.frame = CGRect(x: 0, y: 0, width: 20_000, height: 20_000)
        tiles.tileSize = CGSize(width: 100, height: 100)
        root.addSublayer(tiles)
        let pixels = renderPixels(root, width: 100, height: 100)
        #expect(pixels[50, 50] == [0, 0, 255, 255])
        #expect(tiles.drawnRects.count == 1)
        #expect(tiles.drawnTileCount == 0)
    }

    @Test("a huge layer seen near its far end, more tiles from its origin than an Int counts, is drawn directly")
    func tilesBeyondIntRange() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        let tiles = CountingTiles()
        // The layer's bounds start 1e30 points up and left, so the part on screen is 1e28 tiles in.
        tiles.bounds = CGRect(x: -1e30, y: -1e30, width: 2e30, height: 2e30)
        tiles.position = .zero
        tiles.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        tiles.tileSize = CGSize(width: 100, height: 100)
        root.addSublayer(tiles)
        #expect(renderPixels(root, width: 16, height: 16)[8, 8] == [0, 0, 255, 255])
        #expect(tiles.drawnTileCount == 0)
    }

    @Test("a NaN or infinite scale on the screen (a degenerate transform) picks level 0")
    func degenerateScaleLevel() {
        let tiles = CATiledLayer()
        tiles.levelsOfDetail = 4
        tiles.levelsOfDetailBias = 2
        #expect(tiles.level(forDeviceScale: .nan) == 0)
        #expect(tiles.level(forDeviceScale: .infinity) == 0)
        #expect(tiles.level(forDeviceScale: 1e300) == 2)
        #expect(tiles.level(forDeviceScale: 1e-300) == -3)
    }

    @Test("setNeedsDisplay(_:) with a NaN rectangle discards nothing")
    func nanInvalidation() {
        let tiles = CountingTiles()
        tiles.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
        _ = renderPixels(tiles, width: 16, height: 16)
        tiles.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(tiles.drawnTileCount == 1)
    }
}
