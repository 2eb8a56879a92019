public import CoreGraphics
import Foundation

extension CALayer {
    func markNeedsDisplay(_ r: CGRect) {
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
        needsDisplayFlag = true
        dirtyRect = dirtyRect.union(r)
        didChange("needsDisplay")
    }

    func defaultDisplay() {
        if let delegate {
            delegate.display(self)
        } else {
            displayIntoBackingStore()
        }
        needsDisplayFlag = false
        dirtyRect = .null
    }

    /// Core Animation's layer classes, whose `draw(in:)` is the base one (they draw their
    /// content when composited); an app's subclasses may draw, so they are not here.
    private static let kindsThatDrawNothing: Set<ObjectIdentifier> = [
        CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CATextLayer.self, CAReplicatorLayer.self, CAEmitterLayer.self,
        CATransformLayer.self, CAScrollLayer.self,
    ].reduce(into: []) { $0.insert(ObjectIdentifier($1)) }

    /// Whether the contents are a backing store drawn by the layer (rather than an image the app set).
    package var hasDrawnContents: Bool { contents is BackingStore }

    /// The bytes of the layer's backing store (4 a pixel), 0 when it draws none.
    package var backingStoreByteCount: Int {
        (contents as? BackingStore).map { $0.width * $0.height * 4 } ?? 0
    }

    /// Draws through ``draw(in:)`` into the layer's backing store, redrawing only the dirty rectangle.
    ///
    /// The store is reused while the size and scale stay the same; a zero-size layer gets no store.
    package func displayIntoBackingStore() {
        // A layer of Core Animation's own classes with no delegate has nothing that draws: like
        // Core Animation, it gets no backing store, so an opaque one shows no black square.
        if delegate == nil, Self.kindsThatDrawNothing.contains(ObjectIdentifier(type(of: self))) { return }
        var scale = contentsScale
        let limit = BackingStore.maximumDimension
        let area = bounds.width * bounds.height
        // The largest whole scale at which the store stays within both limits.
        let fitting = min(CGFloat(limit) / max(bounds.width, bounds.height), (CGFloat(BackingStore.maximumPixelCount) / area).squareRoot())
            .rounded(.down)
        if area > 0, scale > fitting, fitting >= 1 {
            // A layer that fits at one pixel a point but not at its contents scale is drawn at the
            // largest scale that fits rather than clipped to a corner.
            Diagnostics.report(
                "Casement QuartzCore: \(debugName) has a contentsScale of \(contentsScale), which needs a backing store beyond \(limit) pixels a side or \(BackingStore.maximumPixelCount) pixels; it is drawn at a scale of \(fitting).")
            scale = fitting
        }
        let pixelWidth = Int(saturating: (bounds.width * scale).rounded(.up))
        let pixelHeight = Int(saturating: (bounds.height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0 else {
            contents = nil
            return
        }
        guard pixelWidth <= limit, pixelHeight <= limit else {
            Diagnostics.report(
                "Casement QuartzCore: \(debugName) is \(pixelWidth)×\(pixelHeight) pixels, beyond the \(limit)-pixel backing store limit; its drawing is clipped to \(min(pixelWidth, limit))×\(min(pixelHeight, limit)). Use CATiledLayer for large content.")
            return drawBackingStore(width: min(pixelWidth, limit), height: min(pixelHeight, limit), scale: scale)
        }
        drawBackingStore(width: pixelWidth, height: pixelHeight, scale: scale)
    }

    private func drawBackingStore(width: Int, height: Int, scale: CGFloat) {
        let reusable = (contents as? BackingStore).flatMap { $0.width == width && $0.height == height && $0.isOpaque == isOpaque ? $0 : nil }
        guard let store = reusable ?? BackingStore(width: width, height: height, isOpaque: isOpaque) else { return }
        let area = reusable == nil ? bounds : dirtyRect.clampedIntersection(bounds)
        guard !area.isNull else { return }
        delegate?.layerWillDraw(self)
        let context = store.context
        context.saveGState()
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        context.clip(to: area)
        if clearsBackingStoreBeforeDrawing || reusable == nil { context.clear(area) }
        draw(in: context)
        context.restoreGState()
        store.didDraw()
        record.redrawCount += 1
        TransactionContext.current.work.redraws += 1
        contents = store
    }
}

extension CALayer {
    /// The layer's contents as an image: a `CGImage` as set, or the backing store's pixels.
    package var contentsImage: CGImage? {
        CALayer.image(ofContents: contents)
    }

    /// `contents` as an image: a `CGImage`, or a backing store's pixels; `nil` for anything else.
    static func image(ofContents contents: Any?) -> CGImage? {
        if let store = contents as? BackingStore { return store.image }
        if let image = contents { return image as? CGImage }
        return nil
    }
}

/// Two contents images part of the way through a dissolve, which is how contents animate: what
/// a presentation shows while an animation runs from one image to another.
struct ContentsDissolve {
    var from: Any?
    var to: Any?
    /// How much of `to` shows, strictly between 0 and 1.
    var fraction: Double

    /// Whether going from `a` to `b` dissolves: both are images (or nothing) and they differ.
    static func dissolves(_ a: Any?, _ b: Any?) -> Bool {
        guard a != nil || b != nil else { return false }
        let isImage = { (value: Any?) in value == nil || value is CGImage || value is BackingStore }
        guard isImage(a), isImage(b) else { return false }
        return (a as AnyObject?) !== (b as AnyObject?)
    }

    /// The contents a discrete switch would show at this point.
    var nearer: Any? { fraction < 0.5 ? from : to }
}
