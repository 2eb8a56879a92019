import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitCore

/// A tile that counts how often it draws.
@MainActor
private final class Tile: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

/// The manual tiled layout the 003/004 guide describes for layoutSubviews: 100-point tiles cover
/// the visible part of a 2000 × 2000 area; scrolling moves the offset and asks for layout, and
/// layout places the tiles, reusing those that scrolled away and redrawing only the new ones.
@MainActor
private final class TiledArea: UIView {
    static let tile: CGFloat = 100
    var offset = CGPoint.zero {
        didSet { setNeedsLayout() }
    }
    private(set) var layouts = 0
    private var tiles: [Int: Tile] = [:]
    private var spare: [Tile] = []

    override func layoutSubviews() {
        layouts += 1
        let visible = CGRect(origin: offset, size: bounds.size)
        let columns = Int((visible.minX / Self.tile).rounded(.down))...Int(((visible.maxX - 0.001) / Self.tile).rounded(.down))
        let rows = Int((visible.minY / Self.tile).rounded(.down))...Int(((visible.maxY - 0.001) / Self.tile).rounded(.down))
        var wanted = Set<Int>()
        for row in rows { for column in columns { wanted.insert(row * 20 + column) } }
        for (key, tile) in tiles where !wanted.contains(key) {
            tiles[key] = nil
            spare.append(tile)
        }
        for key in wanted {
            let tile = tiles[key] ?? {
                let tile = spare.popLast() ?? Tile()
                tile.setNeedsDisplay()
                if tile.superview == nil { addSubview(tile) }
                tiles[key] = tile
                return tile
            }()
            tile.frame = CGRect(
                x: CGFloat(key % 20) * Self.tile - offset.x, y: CGFloat(key / 20) * Self.tile - offset.y, width: Self.tile, height: Self.tile)
        }
        for tile in spare { tile.frame.origin = CGPoint(x: -1000, y: -1000) }
    }

    /// Whether the tiles in place cover the view.
    var covered: Bool {
        let placed = subviews.filter { $0.frame.maxX > 0 && $0.frame.maxY > 0 }
        return stride(from: 1, to: bounds.width, by: 10).allSatisfy { x in
            stride(from: 1, to: bounds.height, by: 10).allSatisfy { y in placed.contains { $0.frame.contains(CGPoint(x: x, y: y)) } }
        }
    }
}

@MainActor
@Suite("The 003/004 guide's prose scenarios")
struct GuideScenarioTests {
    @Test("Converting a rect out of a view turned 45° gives the bounding box of the turned rect; its centre maps exactly (L3-13)")
    func rectInRotatedView() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        inner.center = CGPoint(x: 150, y: 150)
        inner.transform = CGAffineTransform(rotationAngle: .pi / 4)
        outer.addSubview(inner)
        let converted = inner.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: outer)
        let side = 100 * 2.squareRoot()
        #expect(abs(converted.minX - (150 - side / 2)) < 1e-9 && abs(converted.minY - (150 - side / 2)) < 1e-9)
        #expect(abs(converted.width - side) < 1e-9 && abs(converted.height - side) < 1e-9)
        #expect(abs(converted.minX - 79.29) < 0.01 && abs(converted.width - 141.42) < 0.01)
        let center = inner.convert(CGPoint(x: 50, y: 50), to: outer)
        #expect(abs(center.x - 150) < 1e-9 && abs(center.y - 150) < 1e-9)
    }

    @Test("Manual tiled layout: one layout per scroll step, tiles always covering the view, only new tiles drawn (L3-15)")
    func manualTiledLayout() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let area = TiledArea(frame: window.bounds)
        window.addSubview(area)
        window.makeKeyAndVisible()
        app.runTurn()
        #expect(area.layouts == 1 && area.covered)
        var tileDraws = area.subviews.compactMap { $0 as? Tile }.map(\.draws).reduce(0, +)
        #expect(tileDraws == 12)
        for step in 1...12 {
            // Several changes in one turn lay out once.
            area.offset.x += 20
            area.offset.y += 15
            app.runTurn()
            #expect(area.layouts == 1 + step)
            #expect(area.covered)
        }
        tileDraws = area.subviews.compactMap { $0 as? Tile }.map(\.draws).reduce(0, +)
        // 240 × 180 points scrolled: 12 draws per step would be a full redraw; only exposed tiles draw.
        #expect(tileDraws > 12 && tileDraws < 12 + 12 * 12)
        #expect(area.subviews.count <= 30)
    }
}
