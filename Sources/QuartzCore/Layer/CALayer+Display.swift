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

    /// What ``contents`` holds. Drawing and damage tracking ask each frame, and asking an `Any`
    /// for its type is a cast each time, so it is sorted once after each change.
    var contentsKind: ContentsKind {
        if let sortedContents { return sortedContents }
        let kind = ContentsKind(contents)
        sortedContents = kind
        return kind
    }

    /// Whether the layer draws text straight into each frame that shows it: a text layer's
    /// string, or drawn content, which is a label's text but for the odd control face.
    var drawsTextIntoFrames: Bool {
        if case .drawn = contentsKind { return true }
        return drawsTextOfItsOwn
    }

    /// Whether the contents are a backing store or drawing made by the layer or its delegate
    /// (rather than an image the app set).
    package var hasDrawnContents: Bool {
        switch contentsKind {
        case .backingStore, .drawn: true
        default: false
        }
    }

    /// The bytes of the layer's backing store (4 a pixel), 0 when it draws none.
    package var backingStoreByteCount: Int {
        guard case .backingStore(let store) = contentsKind else { return 0 }
        return store.width * store.height * 4
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
        var reusable: BackingStore?
        let opaque = drawsOpaque
        if case .backingStore(let store) = contentsKind, store.width == width, store.height == height, store.isOpaque == opaque {
            reusable = store
        }
        guard let store = reusable ?? BackingStore(width: width, height: height, isOpaque: opaque) else { return }
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
        if reusable == nil { contents = store } else { contentsDidRedrawInPlace() }
    }

    /// Records that the contents object was drawn again in place: a change of `contents` for
    /// the frame and the transaction, with no action, since the contents are the same object.
    /// Nor is a committed value kept for a transition's old picture: it would be this same
    /// object, and the picture is taken when the transaction commits, before layers display.
    func contentsDidRedrawInPlace() {
        if !isApplyingAnimations, modelLayer == nil { CATransaction.ensureTransaction(TransactionContext.current) }
        didChange("contents")
    }
}

extension CALayer {
    /// The layer's contents as an image: a `CGImage` as set, or the backing store's pixels.
    package var contentsImage: CGImage? {
        contentsKind.image
    }

    /// `contents` as an image (see ``ContentsKind/image``).
    static func image(ofContents contents: Any?) -> CGImage? {
        ContentsKind(contents).image
    }
}

/// What a layer's contents hold.
enum ContentsKind {
    case none
    case image(CGImage)
    case backingStore(BackingStore)
    case drawn(DrawnContent)
    /// Something Core Animation does not draw.
    case other

    init(_ contents: Any?) {
        switch contents {
        case nil: self = .none
        case let store as BackingStore: self = .backingStore(store)
        case let drawn as DrawnContent: self = .drawn(drawn)
        case let image as CGImage: self = .image(image)
        default: self = .other
        }
    }

    /// The contents as an image: a `CGImage`, a backing store's pixels, or drawn content made
    /// into pixels; `nil` for anything else.
    var image: CGImage? {
        switch self {
        case .image(let image): image
        case .backingStore(let store): store.image
        case .drawn(let drawn): drawn.image()
        case .none, .other: nil
        }
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
        let isImage = { (value: Any?) in
            if case .other = ContentsKind(value) { return false }
            return true
        }
        guard isImage(a), isImage(b) else { return false }
        return (a as AnyObject?) !== (b as AnyObject?)
    }

    /// The contents a discrete switch would show at this point.
    var nearer: Any? { fraction < 0.5 ? from : to }
}
