public import CoreGraphics
public import Foundation

/// A layer for content too large to draw at once: it draws, and keeps, only the tiles that show.
///
/// When the layer is rendered, the tiles of ``tileSize`` pixels that intersect the visible part of
/// the bounds and are not yet drawn are drawn through ``CALayer/draw(in:)``, each clipped to its
/// tile, with the level of detail's scale in the context's transform. ``setNeedsDisplay(_:)``
/// discards only the tiles it touches.
///
/// - Note: Divergence: Core Animation draws tiles on background threads and fades them in over
///   `fadeDuration`; Casement draws them synchronously during the frame, so they appear at once.
open class CATiledLayer: CALayer {
    /// How long new tiles fade in on Apple platforms; kept for source compatibility (tiles appear at once here).
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// The size of a tile, in pixels; 256×256 by default.
    open var tileSize = CGSize(width: 256, height: 256) {
        didSet { discardTiles() }
    }
    /// How many levels of detail are kept, each half the resolution of the previous; 1 by default.
    open var levelsOfDetail: Int = 1 {
        didSet { discardTiles() }
    }
    /// How many of the levels are magnified beyond the contents scale; 0 by default.
    open var levelsOfDetailBias: Int = 0 {
        didSet { discardTiles() }
    }

    /// A drawn tile: its level of detail, its column and row at that level.
    struct TileKey: Hashable {
        var level: Int
        var column: Int
        var row: Int
    }

    private(set) var tiles: [TileKey: CGImage] = [:]

    /// Creates a tiled layer.
    public override init() { super.init() }

    /// Creates a layer from an archive made by `encode(with:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a tiled layer with the properties of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATiledLayer else { return }
        (tileSize, levelsOfDetail, levelsOfDetailBias) = (other.tileSize, other.levelsOfDetail, other.levelsOfDetailBias)
    }

    /// Discards the tiles that `r` touches, at every level of detail, so they are drawn again when next shown.
    open override func setNeedsDisplay(_ r: CGRect) {
        let r = r.clampedToFarthest
        guard !r.isNull else { return }
        tiles = tiles.filter { !tileRect($0.key).clampedToFarthest.intersects(r) }
        didChange("needsDisplay")
    }

    /// Tiles are drawn as they show, never all at once.
    open override func display() {}

    /// The number of tiles currently drawn.
    package var drawnTileCount: Int { tiles.count }

    private func discardTiles() {
        tiles = [:]
        didChange("tiles")
    }

    /// The level of detail for `deviceScale` device pixels per point: 0 is the contents scale,
    /// positive levels are magnified (up to the bias), negative ones reduced (down to the levels).
    func level(forDeviceScale deviceScale: CGFloat) -> Int {
        let ratio = deviceScale / contentsScale
        // Between 2^-20 and 2^20: a NaN or infinite ratio (a degenerate transform) picks level 0.
        let ideal = ratio.isFinite && ratio > 0 ? Int(log2(min(max(ratio, 0x1p-20), 0x1p20)).rounded(.up)) : 0
        return min(max(ideal, -(max(levelsOfDetail, 1) - 1)), max(levelsOfDetailBias, 0))
    }

    /// The largest tile side, in pixels, a tile bitmap is made with; a larger ``tileSize`` is
    /// held to it, so one tile never needs more than 256 MB.
    package static let maximumTileSide: CGFloat = 8192

    /// The most tiles one frame draws of a layer: when more would show (the layer is shown far
    /// smaller than its levels of detail reach), the visible part is drawn directly instead,
    /// and nothing is kept.
    package static let maximumVisibleTiles = 4096

    /// The tile size in pixels that tiles are made with: ``tileSize`` held to 1...``maximumTileSide``.
    private var tilePixels: CGSize? {
        guard tileSize.width >= 1, tileSize.height >= 1 else { return nil }
        return CGSize(width: min(tileSize.width, Self.maximumTileSide), height: min(tileSize.height, Self.maximumTileSide))
    }

    /// The scale of tile pixels per point at `level`.
    func scale(ofLevel level: Int) -> CGFloat { contentsScale * pow(2, CGFloat(level)) }

    /// The rectangle, in bounds coordinates, that a tile covers.
    func tileRect(_ key: TileKey) -> CGRect {
        let scale = scale(ofLevel: key.level)
        let pixels = tilePixels ?? tileSize
        let width = pixels.width / scale
        let height = pixels.height / scale
        return CGRect(x: bounds.minX + CGFloat(key.column) * width, y: bounds.minY + CGFloat(key.row) * height, width: width, height: height)
    }

    /// The largest column or row a tile is kept under; past it (2^52, where doubles still count
    /// every integer) a tile's index neither fits an Int nor places it exactly.
    static let maximumTileIndex: CGFloat = 4_503_599_627_370_496

    override func drawVisibleContent(in context: CGContext) {
        super.drawContent(in: context)
        guard let pixels = tilePixels, !bounds.isEmpty, bounds.isFiniteGeometry else { return }
        let ctm = context.userSpaceToDeviceSpaceTransform
        let deviceScale = abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot()
        let level = level(forDeviceScale: deviceScale)
        // Under a degenerate transform the clip's box can be infinite or NaN.
        let visible = context.boundingBoxOfClipPath.clampedIntersection(bounds)
        guard !visible.isNull, !visible.isEmpty, visible.isFiniteGeometry else { return }
        let scale = scale(ofLevel: level)
        let (width, height) = (pixels.width / scale, pixels.height / scale)
        // The grid is worked out in floating point first: tiles far smaller than the visible
        // part would be more than any frame can draw, and more than an Int can count.
        let firstColumn = max(((visible.minX - bounds.minX) / width).rounded(.down), 0)
        let lastColumn = ((visible.maxX - bounds.minX) / width).rounded(.up) - 1
        let firstRow = max(((visible.minY - bounds.minY) / height).rounded(.down), 0)
        let lastRow = ((visible.maxY - bounds.minY) / height).rounded(.up) - 1
        let count = (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1)
        // A few tiles can still lie more tiles away from the bounds' origin than an Int counts
        // (a huge layer seen near its far end): those are drawn directly too.
        let farthest = max(abs(firstColumn), abs(lastColumn), abs(firstRow), abs(lastRow))
        guard count.isFinite, count <= CGFloat(Self.maximumVisibleTiles), farthest < Self.maximumTileIndex else {
            context.saveGState()
            context.clip(to: visible)
            draw(in: context)
            context.restoreGState()
            return
        }
        guard lastColumn >= firstColumn, lastRow >= firstRow else { return }
        for row in Int(firstRow)...Int(lastRow) {
            for column in Int(firstColumn)...Int(lastColumn) {
                let key = TileKey(level: level, column: column, row: row)
                guard let image = tiles[key] ?? drawTile(key) else { continue }
                // A tile at the edge of the bounds is only as many pixels as reach into them.
                let full = tileRect(key)
                let rect = CGRect(x: full.minX, y: full.minY, width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
                context.saveGState()
                context.clip(to: rect.clampedIntersection(bounds))
                context.translateBy(x: 0, y: rect.minY + rect.maxY)
                context.scaleBy(x: 1, y: -1)
                context.draw(image, in: rect)
                context.restoreGState()
            }
        }
    }

    private func drawTile(_ key: TileKey) -> CGImage? {
        let rect = tileRect(key).clampedIntersection(bounds)
        guard !rect.isNull, !rect.isEmpty else { return nil }
        let scale = scale(ofLevel: key.level)
        guard let pixels = tilePixels else { return nil }
        let full = tileRect(key)
        let width = Int(min(pixels.width, ((rect.maxX - full.minX) * scale).rounded(.up)))
        let height = Int(min(pixels.height, ((rect.maxY - full.minY) * scale).rounded(.up)))
        guard let context = CGContext.offscreenBitmap(width: width, height: height, origin: full.origin, scale: (scale, scale)) else { return nil }
        context.clip(to: rect)
        draw(in: context)
        let image = context.makeImage()
        tiles[key] = image
        return image
    }
}
