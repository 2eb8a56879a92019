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

    /// The layer's change count when the compositor last drew it; -1 before the first frame.
    var compositedChangeCount = -1
    /// The area the layer's subtree covered when last drawn, in root coordinates.
    var compositedSubtreeRect = CGRect.null
    /// A fingerprint of every change in the subtree.
    var compositedSignature = 0
    /// The compositor frame in which ``compositedSignature`` last changed.
    var signatureChangedFrame = 0
    /// The compositor's cached bitmap of this subtree.
    var rasterCacheEntry: RasterCache.Entry?
    /// What this layer adds to its superlayer's signature (its own signature and placement), so
    /// an unchanged sublayer costs its superlayer's walk one read.
    var signatureContribution = 0
    /// Whether something in this subtree changed since the compositor last walked it.
    var subtreeChanged = true
    /// The transform from the superlayer's bounds space to the root at the last walk.
    var compositedParentToRoot = CATransform3D()

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
    /// draw the old picture; `nil` while nothing changed.
    var committedValues: [String: Any?]?
    /// The layer as the last committed transaction left it, made from ``committedValues`` when a
    /// transition's old picture is drawn.
    var committedState: CALayer?
}

/// What a presentation copy carries besides the model's values: which animations wrote it.
final class PresentationCopyState {
    /// The model's mask, which the copy shows without owning it.
    var presentedMask: CALayer?
    /// The first components of the key paths the animations set.
    var animatedKeys: Set<String> = []
    /// Whether the animated properties make the copy draw its contents again.
    var redrawsWhenAnimated = false
    /// Set while animations write the copy's values.
    var isApplyingAnimations = false
    /// Set once every animation has set its key: ``animatedKeys`` is complete.
    var animatedKeysAreComplete = false
    /// The contents dissolving from one image to another, when they do.
    var contentsDissolve: ContentsDissolve?
}

extension CALayer {
    /// The layer's render record, made on first use.
    var record: LayerRenderRecord {
        if let renderRecord { return renderRecord }
        let made = LayerRenderRecord()
        renderRecord = made
        return made
    }

    /// The presentation-copy state, made on first use (only copies write it).
    var copyState: PresentationCopyState {
        if let presentationCopyState { return presentationCopyState }
        let made = PresentationCopyState()
        presentationCopyState = made
        return made
    }

    // Read without making a record: a layer no compositor walked has the defaults.

    var compositedChangeCount: Int { renderRecord?.compositedChangeCount ?? -1 }
    var compositedSubtreeRect: CGRect { renderRecord?.compositedSubtreeRect ?? .null }
    var compositedSignature: Int { renderRecord?.compositedSignature ?? 0 }
    var signatureChangedFrame: Int { renderRecord?.signatureChangedFrame ?? 0 }
    var signatureContribution: Int { renderRecord?.signatureContribution ?? 0 }
    var subtreeChanged: Bool { renderRecord?.subtreeChanged ?? true }
    var rasterCacheEntry: RasterCache.Entry? {
        get { renderRecord?.rasterCacheEntry }
        set { if newValue != nil || renderRecord != nil { record.rasterCacheEntry = newValue } }
    }

    /// How the renderer drew the layer the last time, for debugging tools: from a cached bitmap,
    /// into a new one, or through an offscreen pass; `nil` when drawn directly.
    package var renderOutcome: RenderOutcome? { renderRecord?.renderOutcome }
    /// How many times the layer has drawn into its backing store, for debugging tools.
    package var redrawCount: Int { renderRecord?.redrawCount ?? 0 }

    /// Whether a transition is among the layer's animations.
    var runsTransition: Bool { renderRecord?.runsTransition ?? false }
    var presentationForRender: CALayer? { renderRecord?.presentation }
    var presentationTime: CFTimeInterval { renderRecord?.presentationTime ?? -.infinity }

    var presentedMask: CALayer? {
        get { presentationCopyState?.presentedMask }
        set { copyState.presentedMask = newValue }
    }
    /// Read-only here: writers insert through ``copyState``, so the set grows in place.
    var animatedKeys: Set<String> { presentationCopyState?.animatedKeys ?? [] }
    var redrawsWhenAnimated: Bool {
        get { presentationCopyState?.redrawsWhenAnimated ?? false }
        set { copyState.redrawsWhenAnimated = newValue }
    }
    var isApplyingAnimations: Bool {
        get { presentationCopyState?.isApplyingAnimations ?? false }
        set { if newValue || presentationCopyState != nil { copyState.isApplyingAnimations = newValue } }
    }
    var animatedKeysAreComplete: Bool {
        get { presentationCopyState?.animatedKeysAreComplete ?? false }
        set { copyState.animatedKeysAreComplete = newValue }
    }
    var contentsDissolve: ContentsDissolve? {
        get { presentationCopyState?.contentsDissolve }
        set { if newValue != nil || presentationCopyState != nil { copyState.contentsDissolve = newValue } }
    }
}
