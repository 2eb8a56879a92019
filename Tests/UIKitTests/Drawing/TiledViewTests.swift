import CasementTestSupport
import Testing
import UIKit
import UIKitCore

/// The seed's Listing L1-09: a view backed by a tiled layer, drawing a checkerboard of its tiles.
@MainActor
final class TiledView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }
    var rects: [CGRect] = []

    override func draw(_ rect: CGRect) {
        rects.append(rect)
        let column = Int(rect.minX / 32), row = Int(rect.minY / 32)
        ((column + row) % 2 == 0 ? UIColor.red : UIColor.blue).setFill()
        UIRectFill(rect)
    }
}

@Suite("CATiledLayer-backed views")
@MainActor
struct TiledViewTests {
    @Test("A view whose layerClass is CATiledLayer gets a tiled layer and draws tile by tile, each tile once")
    func drawsTileByTile() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = TiledView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        (view.layer as? CATiledLayer)?.tileSize = CGSize(width: 32, height: 32)
        #expect(view.layer is CATiledLayer)
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
        #expect(view.rects.count == 16)
        #expect(view.rects.contains(CGRect(x: 32, y: 64, width: 32, height: 32)))
        #expect(view.rects.contains(CGRect(x: 96, y: 96, width: 4, height: 4)), "the last tile is cut to the bounds")
        let pixels = app.platformWindow(of: window)?.presentedImage().map(RGBAPixels.init)
        #expect(pixels?[10, 10] == [255, 0, 0, 255] && pixels?[40, 10] == [0, 0, 255, 255] && pixels?[40, 40] == [255, 0, 0, 255])
        app.runTurn()
        #expect(view.rects.count == 16, "tiles are kept")
    }

    @Test("setNeedsDisplay(_:) on a tiled view redraws only the tiles the rectangle touches")
    func redrawsTouchedTiles() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = TiledView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        (view.layer as? CATiledLayer)?.tileSize = CGSize(width: 32, height: 32)
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
        view.rects = []
        view.setNeedsDisplay(CGRect(x: 40, y: 40, width: 10, height: 10))
        app.runTurn()
        #expect(view.rects == [CGRect(x: 32, y: 32, width: 32, height: 32)])
    }
}
