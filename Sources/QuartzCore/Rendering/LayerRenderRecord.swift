import CoreGraphics
import Foundation

/// What the compositor and the renderer keep about one layer between frames: what was drawn
/// (the compositor's bookkeeping for damage and the raster cache), the presentation drawn this
/// frame, the bitmaps kept for the layer, the committed state a transition shows, and counters
/// for debugging tools.
///
/// None of it is the layer's API, so it lives here, not among the layer's properties: a layer
/// gets a record the first time a compositor walks it or a renderer keeps something for it,
/// and a layer that is never drawn (a model built in a test, a tree made and thrown away)
/// carries none. The layer holds its record through one reference, so the compositor reaches
/// it without a lookup (a dictionary keyed by layer would cost a hash per layer per frame, and
/// could confuse a freed layer with a new one at the same address); records die with their
/// layers.
final class LayerRenderRecord {
    // MARK: Compositing

    // The compositor reads and writes these for every layer it walks, on the main actor only,
    // each access a plain load or store: unchecked exclusivity spares a runtime access check
    // per field per layer per frame.

    /// The layer's change count when the compositor last drew it; -1 before the first frame.
    @exclusivity(unchecked) var compositedChangeCount = -1
    /// The area the layer's subtree covered when last drawn, in root coordinates.
    @exclusivity(unchecked) var compositedSubtreeRect = CGRect.null
    /// A fingerprint of every change in the subtree.
    @exclusivity(unchecked) var compositedSignature = 0
    /// The compositor frame in which ``compositedSignature`` last changed.
    var signatureChangedFrame = 0
    /// The compositor's cached bitmap of this subtree.
    var rasterCacheEntry: RasterCache.Entry?
    /// What this layer adds to its superlayer's signature (its own signature and placement), so
    /// an unchanged sublayer costs its superlayer's walk one read.
    @exclusivity(unchecked) var signatureContribution = 0
    /// Whether something in this subtree changed since the compositor last walked it.
    @exclusivity(unchecked) var subtreeChanged = true
    /// The transform from the superlayer's bounds space to the root at the last walk.
    @exclusivity(unchecked) var compositedParentToRoot = CATransform3D()
    /// The layer's ``CALayer/ownLookChangeCount`` (with its mask's changes), placement and
    /// bounds origin when last drawn: unchanged, a change of its subtree repaints only what
    /// changed in it; only the origin moved, its drawn sublayers' pixels can be moved instead.
    @exclusivity(unchecked) var compositedOwnLook = -1
    @exclusivity(unchecked) var compositedPlacement = 0
    @exclusivity(unchecked) var compositedBoundsOrigin = CGPoint.zero
    /// Whether the sublayers, or anything below them, changed since the compositor last walked
    /// the sublayers: until then a scroll can carry them without walking them.
    @exclusivity(unchecked) var descendantChanged = true
    /// The union of the sublayers' areas (root coordinates) and their combined signature, as the
    /// last walk of them found or a scroll carried them since.
    @exclusivity(unchecked) var sublayersArea = CGRect.null
    @exclusivity(unchecked) var sublayersSignature = 0
    /// Areas (root coordinates) sublayers that left covered when last drawn, for the next frame.
    var removedAreas: [CGRect] = []

    // MARK: Rendering

    /// The sublayers sorted for drawing, kept until the sublayers or one of their zPositions change.
    var renderOrder: [CALayer]?
    /// How the renderer drew the layer the last time (cached bitmap, new bitmap, offscreen pass).
    var renderOutcome: RenderOutcome?
    /// The bitmap ``CALayer/shouldRasterize`` keeps, with the signature of the subtree it shows.
    var rasterization: (image: CGImage, rect: CGRect, signature: Int)?
    /// Set while the layer's own bitmap is being drawn.
    var isRasterizingNow = false
    /// How many times the layer has drawn into its backing store.
    var redrawCount = 0
    /// What the layer's own look lets solid fills do, with the ``CALayer/ownLookChangeCount`` it
    /// was judged at (see `LayerCompositor.solidLook(of:)`).
    var solidLook: (look: Int, verdict: SolidLook)?

    // MARK: Presentation and transitions

    /// What the compositor draws for the layer this frame, when animations change it.
    var presentation: CALayer?
    /// The media time ``presentation`` shows.
    var presentationTime = -Double.infinity
    /// The layer's property change count when ``presentation`` was copied from it.
    var presentationSource = -1
    /// Whether the started animations depend on the values underneath them, until they change.
    var animationsDependOnValuesUnderneath: Bool?
    /// Set when a transition is added; cleared when the layer has no animations left.
    var runsTransition = false
    /// The value each property changed in the current transaction had before its first change
    /// (sublayers and mask included), kept until the transaction commits, for transitions to
    /// draw the old picture; `nil` while nothing changed. A list, not a dictionary: a layer
    /// changes a few keys in a transaction, and a list costs no hashing on each first change.
    var committedValues: [(key: String, value: Any?)]?
    /// The layer as the last committed transaction left it, made from ``committedValues`` when a
    /// transition's old picture is drawn.
    var committedState: CALayer?
}

extension CALayer {
    /// The layer's render record, made on first use.
    var record: LayerRenderRecord {
        if let renderRecord { return renderRecord }
        let made = LayerRenderRecord()
        adoptRenderRecord(made)
        return made
    }

    // Read without making a record: a layer no compositor walked has the defaults.

    var compositedChangeCount: Int { withRecord(ifAbsent: -1) { $0.compositedChangeCount } }
    var compositedSubtreeRect: CGRect { withRecord(ifAbsent: .null) { $0.compositedSubtreeRect } }
    var compositedSignature: Int { withRecord(ifAbsent: 0) { $0.compositedSignature } }
    var signatureChangedFrame: Int { withRecord(ifAbsent: 0) { $0.signatureChangedFrame } }
    var signatureContribution: Int { withRecord(ifAbsent: 0) { $0.signatureContribution } }
    var subtreeChanged: Bool { withRecord(ifAbsent: true) { $0.subtreeChanged } }
    var rasterCacheEntry: RasterCache.Entry? {
        get { withRecord(ifAbsent: nil) { $0.rasterCacheEntry } }
        set { if newValue != nil || renderRecord != nil { record.rasterCacheEntry = newValue } }
    }

    /// How the renderer drew the layer the last time, for debugging tools: from a cached bitmap,
    /// into a new one, or through an offscreen pass; `nil` when drawn directly.
    package var renderOutcome: RenderOutcome? { withRecord(ifAbsent: nil) { $0.renderOutcome } }
    /// How many times the layer has drawn into its backing store, for debugging tools.
    package var redrawCount: Int { withRecord(ifAbsent: 0) { $0.redrawCount } }

    /// Whether a transition is among the layer's animations.
    var runsTransition: Bool { withRecord(ifAbsent: false) { $0.runsTransition } }
    var presentationForRender: CALayer? { withRecord(ifAbsent: nil) { $0.presentation } }
    var presentationTime: CFTimeInterval { withRecord(ifAbsent: -.infinity) { $0.presentationTime } }
}
