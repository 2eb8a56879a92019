import CoreGraphics

/// Contents a layer's delegate gave as drawing to replay instead of pixels: replayed straight into
/// each frame that shows the layer, with no bitmap of its own to clear, fill and composite again.
///
/// It stands where a backing store would and shows the same pixels: the drawing of the bounds it
/// was made for, with nothing outside them. The delegate chooses it only for drawing that is
/// cheap to repeat and changes nothing when repeated (a plain label's text). Where the layer no
/// longer matches what the drawing was made for (other bounds, a part of the contents selected,
/// an opaque layer, whose backing store has no transparency), the drawing is made into a bitmap
/// once and shown as a backing store is.
package final class DrawnContent {
    /// The bounds the drawing was made for, in the layer's bounds space.
    private(set) var bounds: CGRect
    /// The layer's contents scale when the drawing was made: the bitmap's, when one is needed.
    private(set) var scale: CGFloat
    /// Whether the drawing stays inside ``bounds``, so replaying it needs no clip.
    private var staysInBounds: Bool
    private var drawing: (CGContext) -> Void
    private var bitmap: (isOpaque: Bool, image: CGImage?)?

    init(bounds: CGRect, scale: CGFloat, reach: CGRect, drawing: @escaping (CGContext) -> Void) {
        self.bounds = bounds
        self.scale = scale
        self.staysInBounds = bounds.contains(reach)
        self.drawing = drawing
    }

    /// Takes a new drawing in place, as a backing store is redrawn in place.
    func redraw(bounds: CGRect, scale: CGFloat, reach: CGRect, drawing: @escaping (CGContext) -> Void) {
        (self.bounds, self.scale, self.staysInBounds, self.drawing) = (bounds, scale, bounds.contains(reach), drawing)
        bitmap = nil
    }

    /// The size of the bitmap the drawing is made into where one is needed, as a backing store's.
    var pixelSize: (width: Int, height: Int) {
        (Int(saturating: (bounds.width * scale).rounded(.up)), Int(saturating: (bounds.height * scale).rounded(.up)))
    }

    /// Whether `layer` shows the drawing as it was made, so it can be replayed into the frame.
    func isShownDirectly(by layer: CALayer) -> Bool {
        layer.bounds == bounds && !layer.drawsOpaque && layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1)
    }

    /// Whether replaying the drawing into `context` gives the pixels its bitmap would: the
    /// context maps the layer's points to whole device pixels at the scale the bitmap would
    /// have. Elsewhere (a layer scaled, turned, or at a fraction of a pixel; a rendering at
    /// another scale) the bitmap is drawn, smoothed as Core Animation shows a backing store.
    func replaysExactly(into context: CGContext) -> Bool {
        let m = context.userSpaceToDeviceSpaceTransform
        return m.b == 0 && m.c == 0 && m.a == scale && m.d == scale && m.tx == m.tx.rounded() && m.ty == m.ty.rounded()
    }

    /// Replays the drawing into `context`, whose space is the layer's bounds space, clipped to
    /// the bounds where it reaches past them (as a backing store's edges clip it).
    func draw(in context: CGContext) {
        if staysInBounds { return drawing(context) }
        context.saveGState()
        context.clip(to: bounds)
        drawing(context)
        context.restoreGState()
    }

    /// The drawing as a backing store would hold it: made once, transparent unless `isOpaque`.
    func image(isOpaque: Bool = false) -> CGImage? {
        if let bitmap, bitmap.isOpaque == isOpaque { return bitmap.image }
        let (width, height) = pixelSize
        var image: CGImage?
        if width > 0, height > 0, width <= BackingStore.maximumDimension, height <= BackingStore.maximumDimension,
            let store = BackingStore(width: width, height: height, isOpaque: isOpaque)
        {
            store.context.scaleBy(x: scale, y: scale)
            store.context.translateBy(x: -bounds.minX, y: -bounds.minY)
            draw(in: store.context)
            image = store.image
        }
        bitmap = (isOpaque, image)
        return image
    }
}

extension CALayer {
    /// Gives the layer `drawing` as its contents, replayed into each frame that shows the layer
    /// rather than drawn into a backing store (see ``DrawnContent``); the delegate's
    /// ``CALayerDelegate/display(_:)`` calls it in place of ``displayIntoBackingStore()``.
    /// The drawing, in the layer's bounds space, must leave the context's graphics state as it
    /// found it; `reach` is the area it may paint (infinite when not known), and what lies
    /// outside the bounds is clipped away.
    package func displayDrawnContent(reaching reach: CGRect = .infinite, _ drawing: @escaping (CGContext) -> Void) {
        if case .drawn(let drawn) = contentsKind {
            drawn.redraw(bounds: bounds, scale: contentsScale, reach: reach, drawing: drawing)
            contentsDidRedrawInPlace()
        } else {
            contents = DrawnContent(bounds: bounds, scale: contentsScale, reach: reach, drawing: drawing)
        }
        record.redrawCount += 1
        TransactionContext.current.work.redraws += 1
    }
}
