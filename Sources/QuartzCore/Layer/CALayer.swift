public import CoreGraphics
public import Foundation

/// A rectangle of visual content in a tree of layers, drawn by Core Animation's compositor.
///
/// A layer has geometry (``bounds``, ``position``, ``anchorPoint``, ``transform``), content
/// (``contents`` or what ``draw(in:)`` paints), style (background, border, corners, shadow,
/// opacity, mask) and sublayers. Changing a property records the change; the compositor redraws
/// only what changed on the next frame.
///
/// - Note: Divergence: layers are main-actor types. Core Animation lets any thread change layers
///   inside that thread's own transaction; Casement keeps one thread, which Swift 6 checks at
///   compile time. Porting code that touches layers off the main thread means hopping to it.
open class CALayer: NSObject, CAMediaTiming {
    // MARK: Geometry

    /// The layer's own coordinate space: its origin and size in points.
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        willSet { if newValue != bounds { prepareAction(forKey: "bounds") } }
        didSet {
            guard bounds != oldValue else { return }
            guard validGeometry(bounds.origin.x, bounds.origin.y, bounds.width, bounds.height, key: "bounds") else {
                bounds = oldValue
                return
            }
            placement.bounds = bounds
            if bounds.size != oldValue.size {
                ownLookChangeCount &+= 1
                setNeedsLayout()
                // As Core Animation does: a superlayer usually lays out by its sublayers' sizes.
                // Sizes its own layout sets are that layout's result, not a new request.
                if let superlayer, !superlayer.isLayingOutSublayers { superlayer.setNeedsLayout() }
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
            didChange("bounds", from: oldValue)
        }
    }

    /// Where the anchor point sits in the superlayer's coordinate space.
    @exclusivity(unchecked) open var position: CGPoint = .zero {
        willSet { if newValue != position { prepareAction(forKey: "position") } }
        didSet {
            guard position != oldValue else { return }
            guard validGeometry(position.x, position.y, key: "position") else { return position = oldValue }
            placement.position = position
            didChange("position", from: oldValue)
        }
    }

    /// The point about which the layer is positioned and transformed, in unit coordinates of its bounds.
    @exclusivity(unchecked) open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        willSet { if newValue != anchorPoint { prepareAction(forKey: "anchorPoint") } }
        didSet {
            guard anchorPoint != oldValue else { return }
            guard validGeometry(anchorPoint.x, anchorPoint.y, key: "anchorPoint") else { return anchorPoint = oldValue }
            placement.anchorPoint = anchorPoint
            didChange("anchorPoint", from: oldValue)
        }
    }

    /// The anchor point's position on the z axis.
    @exclusivity(unchecked) open var anchorPointZ: CGFloat = 0 {
        willSet { if newValue != anchorPointZ { prepareAction(forKey: "anchorPointZ") } }
        didSet {
            guard anchorPointZ != oldValue else { return }
            guard validGeometry(anchorPointZ, key: "anchorPointZ") else { return anchorPointZ = oldValue }
            didChange("anchorPointZ", from: oldValue)
        }
    }

    /// The layer's position on the z axis; among siblings, higher values draw later (in front).
    @exclusivity(unchecked) open var zPosition: CGFloat = 0 {
        willSet { if newValue != zPosition { prepareAction(forKey: "zPosition") } }
        didSet {
            guard zPosition != oldValue else { return }
            guard validGeometry(zPosition, key: "zPosition") else { return zPosition = oldValue }
            superlayer?.renderRecord?.renderOrder = nil
            didChange("zPosition", from: oldValue)
        }
    }

    /// The transform applied to the layer about its anchor point.
    @exclusivity(unchecked) open var transform = CATransform3DIdentity {
        willSet { if !CATransform3DEqualToTransform(newValue, transform) { prepareAction(forKey: "transform") } }
        didSet {
            guard !CATransform3DEqualToTransform(transform, oldValue) else { return }
            guard validGeometry(transform.entries, key: "transform") else { return transform = oldValue }
            placement.isPlain = CATransform3DIsIdentity(transform) && CATransform3DIsIdentity(sublayerTransform)
            didChange("transform", from: oldValue)
        }
    }

    /// The model's bounds, position, anchor point, visibility and opacity, and whether both
    /// transforms are the identity, kept together as they change: walks that visit many layers
    /// (hit testing) read them in one access instead of one per property.
    ///
    /// Unchecked exclusivity: the layer is main-actor isolated and every write is a plain
    /// assignment that calls no other code, so no access can overlap another; the dynamic check
    /// cost more than the read in hit tests.
    @exclusivity(unchecked) package private(set) var placement = LayerPlacement() {
        didSet { superlayerLink?._withUnsafeGuaranteedRef { $0.sublayerPlacementGeneration &+= 1 } }
    }

    /// Counts changes to the placements of the sublayers and to the list of sublayers: what a
    /// hit-testing table made over them (a view's, parallel to its subviews) checks to know it
    /// is still current. Unchecked exclusivity, as ``placement``.
    @exclusivity(unchecked) package private(set) var sublayerPlacementGeneration: UInt = 0

    /// The transform applied to every sublayer, about this layer's anchor point; where perspective usually goes.
    @exclusivity(unchecked) open var sublayerTransform = CATransform3DIdentity {
        willSet { if !CATransform3DEqualToTransform(newValue, sublayerTransform) { prepareAction(forKey: "sublayerTransform") } }
        didSet {
            guard !CATransform3DEqualToTransform(sublayerTransform, oldValue) else { return }
            guard validGeometry(sublayerTransform.entries, key: "sublayerTransform") else {
                return sublayerTransform = oldValue
            }
            placement.isPlain = CATransform3DIsIdentity(transform) && CATransform3DIsIdentity(sublayerTransform)
            didChange("sublayerTransform", from: oldValue)
        }
    }

    /// Whether sublayers' geometry is flipped vertically within this layer's bounds.
    @exclusivity(unchecked) open var isGeometryFlipped = false {
        didSet { if isGeometryFlipped != oldValue { didChange("geometryFlipped", from: oldValue, runsAction: false) } }
    }

    // MARK: Hierarchy

    /// The layer this layer is a sublayer of.
    open var superlayer: CALayer? {
        superlayerLink?.takeUnretainedValue()
    }

    func setSuperlayer(_ layer: CALayer?) {
        superlayerLink = layer.map { Unmanaged.passUnretained($0) }
    }

    /// An unretained link rather than a weak reference: a weak reference gives its target a side
    /// table, which makes every retain and release of a superlayer several times dearer in the
    /// compositor's walks over large trees. Why it never dangles: a superlayer holds each
    /// sublayer strongly in ``sublayerStorage`` for as long as the link points at it, and its
    /// deinit, which runs on the thread that owns the tree (Swift hands trees between threads
    /// whole), clears the link of every sublayer still pointing at it.
    private var superlayerLink: Unmanaged<CALayer>?
    /// The sublayers in order. Unchecked exclusivity, as ``placement``: every walk reads it for
    /// every layer, and its mutations are single array operations that call no layer code.
    @exclusivity(unchecked) var sublayerStorage: [CALayer] = [] {
        didSet {
            renderRecord?.renderOrder = nil
            sublayerPlacementGeneration &+= 1
        }
    }

    /// The object that draws and lays out this layer when it does not do so itself.
    open var delegate: (any CALayerDelegate)? {
        get { owningDelegate ?? weakDelegate }
        set {
            owningDelegate = nil
            owningShowingDelegate = nil
            weakDelegate = newValue
        }
    }
    private weak var weakDelegate: (any CALayerDelegate)?
    /// The view that owns this layer and is its delegate, linked unretained for the reason
    /// ``superlayer`` is: the view's deinit, on the main actor, clears the link
    /// (``releaseOwningDelegate(_:)``), so it never outlives the view.
    private unowned(unsafe) var owningDelegate: (any CALayerDelegate)?
    /// The owning delegate as the action check asks it, cast once: a cast to a protocol at
    /// each property change of a new layer cost more than the rest of the check.
    private(set) unowned(unsafe) var owningShowingDelegate: (any LayerShowingDelegate)?

    /// Makes `owner`, which holds this layer for its whole life, the delegate.
    package func adoptOwningDelegate(_ owner: any CALayerDelegate) {
        weakDelegate = nil
        owningDelegate = owner
        owningShowingDelegate = owner as? any LayerShowingDelegate
    }

    /// Drops the link to `owner` if it is still the delegate; owners call it as they go away.
    package func releaseOwningDelegate(_ owner: AnyObject) {
        guard let current = owningDelegate, current === owner else { return }
        owningDelegate = nil
        owningShowingDelegate = nil
    }

    /// A name for finding the layer in a tree; Core Animation does not use it.
    open var name: String?

    // MARK: Timing (CAMediaTiming): the layer's time is its superlayer's, mapped by these

    /// When the layer's time begins, in its superlayer's time.
    open var beginTime: CFTimeInterval = 0 { didSet { didChangeTiming() } }
    /// The length of the layer's time cycle; 0 lets its time run on without cycles.
    open var duration: CFTimeInterval = 0 { didSet { didChangeTiming() } }
    /// How fast the layer's time runs against its superlayer's: its animations and those of its
    /// sublayers run this much faster; 0 stops them.
    open var speed: Float = 1 { didSet { didChangeTiming() } }
    /// Added to the layer's time; with a speed of 0 it is the time the layer stays at.
    open var timeOffset: CFTimeInterval = 0 { didSet { didChangeTiming() } }
    /// How many cycles the layer's time runs, when it has a duration.
    open var repeatCount: Float = 0 { didSet { didChangeTiming() } }
    /// How long the layer's time cycles run in total, when it has a duration.
    open var repeatDuration: CFTimeInterval = 0 { didSet { didChangeTiming() } }
    /// Whether the layer's time runs each cycle forwards and then backwards.
    open var autoreverses = false { didSet { didChangeTiming() } }
    /// What the layer's time is outside its active time, when it has a duration.
    open var fillMode = CAMediaTimingFillMode.removed { didSet { didChangeTiming() } }

    /// Actions by event key, searched after the delegate; `NSNull()` for a key stops the search.
    open var actions: [String: any CAAction]?

    /// The action to run for `event`: the delegate's, then ``actions``, then the ``style``
    /// dictionary's "actions", then ``defaultAction(forKey:)``, then the animation Core Animation
    /// implies for an animatable property. An `NSNull` anywhere ends the search with no action.
    open func action(forKey event: String) -> (any CAAction)? {
        searchAction(forKey: event)
    }

    /// The action a class gives `event` when nothing before it in the search does; `nil` by default.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// The layer's animations in the order they were added (later ones apply on top), with their
    /// keys (`nil` for those added without one), for tools that report what runs.
    package var animationsWithKeys: [(key: String?, animation: CAAnimation)] { animationEntries }

    /// Unchecked exclusivity, as ``placement``: walks read it for every layer they pass, and the
    /// closures that remove entries look at the entries they are handed, never at the layer.
    @exclusivity(unchecked) var animationEntries: [(key: String?, animation: CAAnimation)] = [] {
        didSet { renderRecord?.animationsDependOnValuesUnderneath = nil }
    }
    /// Set on a presentation copy: the model layer it shows.
    weak var modelLayer: CALayer?
    /// Counts changes of the layer's own state (not the passing of time), so a presentation copy
    /// can be reused until the model changes.
    var propertyChangeCount = 0
    /// What the compositor and renderer keep about the layer between frames; `nil` until the
    /// layer is first drawn. Held as a retained unmanaged link, released in deinit, so the walks
    /// that read it for every layer of a wide level can read it without a retain and release
    /// each (``withRecord(ifAbsent:_:)``). Unchecked exclusivity, as ``placement``: the walks
    /// read it for every layer they pass.
    @exclusivity(unchecked) private var renderRecordLink: Unmanaged<LayerRenderRecord>?
    // What a presentation copy carries besides the model's values. Stored on the layer, not in
    // an object of their own: animations read and write them for every value they set, and an
    // object more per copy cost the evaluation of animations (P4 model) a tenth of its time.
    /// Set on a presentation copy: the model's mask, which the copy shows without owning it.
    var presentedMask: CALayer?
    /// Set on a presentation copy: the first components of the key paths its animations set.
    var animatedKeys: Set<String> = []
    /// Set on a presentation copy whose animated properties make it draw its contents again.
    var redrawsWhenAnimated = false
    /// Set while animations write a presentation copy's values; every property change reads it.
    var isApplyingAnimations = false
    /// Set on a presentation copy once every animation has set its key: ``animatedKeys`` is complete.
    var animatedKeysAreComplete = false
    /// Set on a presentation copy while its contents dissolve from one image to another.
    var contentsDissolve: ContentsDissolve?
    /// ``contents`` sorted by kind on first use after it is set (see ``contentsKind``).
    var sortedContents: ContentsKind?
    /// Whether the layer keeps its superlayer's time (no begin time, speed, offset or duration of its own).
    var hasDefaultTiming = true
    /// Set when an animation is added on a thread other than the main one: it waits, unstarted,
    /// until a compositor shows the layer (``adoptAnimationsAddedElsewhere()``).
    var hasAnimationsAddedElsewhere = false

    // MARK: Animations (declared here: methods in extensions cannot be overridden)

    /// Adds a copy of `anim` under `key`, replacing (and stopping) an animation with the same key.
    ///
    /// A begin time of 0 means the moment the current transaction commits. A key of `nil` adds an
    /// animation that ``animationKeys()`` does not list and only ``removeAllAnimations()`` removes.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        addAnimation(anim, forKey: key)
    }

    /// The animation running under `key`. Changing it does not change what runs.
    open func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the running animations, in the order they were added; `nil` when there are none.
    open func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Stops and removes the animation under `key`; its delegate learns it did not finish.
    open func removeAnimation(forKey key: String) {
        removeAnimations { $0 == key }
    }

    /// Stops and removes every animation; their delegates learn they did not finish.
    open func removeAllAnimations() {
        removeAnimations { _ in true }
    }

    /// A copy of the layer showing what is on screen now: its model values with the running
    /// animations applied at the current media time.
    ///
    /// - Note: Divergence: Core Animation returns `nil` for a layer that has never been committed
    ///   and gives the copy presentation sublayers; Casement always returns a copy, and its
    ///   sublayers are the model's (ask each of them for its own presentation).
    open func presentation() -> Self? {
        if modelLayer != nil { return self }
        return makePresentation(atMediaTime: environment.now) as? Self
    }

    /// The model layer a presentation copy shows; a model layer returns itself.
    open func model() -> Self {
        (modelLayer as? Self) ?? self
    }

    /// Values for keys that have not been set, consulted by ``value(forKey:)`` before
    /// ``defaultValue(forKey:)``; a nested dictionary under the key "style" is searched next.
    open var style: [AnyHashable: Any]?

    // MARK: Content

    /// An image to show in the bounds: a `CGImage`, or the backing store that ``display()`` made.
    open var contents: Any? {
        willSet { prepareAction(forKey: "contents") }
        didSet {
            sortedContents = nil
            didChange("contents", from: oldValue)
        }
    }

    /// The part of ``contents`` to show, in unit coordinates of the image.
    @exclusivity(unchecked) open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { if newValue != contentsRect { prepareAction(forKey: "contentsRect") } }
        didSet { if contentsRect != oldValue { didChange("contentsRect", from: oldValue) } }
    }

    /// The part of ``contents`` that stretches when the contents are resized; the rest forms a nine-part grid.
    @exclusivity(unchecked) open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        willSet { if newValue != contentsCenter { prepareAction(forKey: "contentsCenter") } }
        didSet { if contentsCenter != oldValue { didChange("contentsCenter", from: oldValue) } }
    }

    /// How ``contents`` is placed in the bounds when their sizes differ.
    open var contentsGravity = CALayerContentsGravity.resize {
        didSet { if contentsGravity != oldValue { didChange("contentsGravity", from: oldValue, runsAction: false) } }
    }

    /// Pixels per point of the layer's contents and backing store.
    @exclusivity(unchecked) open var contentsScale: CGFloat = 1 {
        didSet {
            guard contentsScale != oldValue else { return }
            guard contentsScale > 0, contentsScale.isFinite else { return contentsScale = oldValue }
            didChange("contentsScale", from: oldValue, runsAction: false)
        }
    }

    /// The filter used when contents are drawn smaller than their pixels.
    open var minificationFilter = CALayerContentsFilter.linear {
        didSet { if minificationFilter != oldValue { didChange("minificationFilter", from: oldValue, runsAction: false) } }
    }

    /// The filter used when contents are drawn larger than their pixels.
    open var magnificationFilter = CALayerContentsFilter.linear {
        didSet { if magnificationFilter != oldValue { didChange("magnificationFilter", from: oldValue, runsAction: false) } }
    }

    /// A bias for choosing the level of detail when minifying with mipmaps.
    ///
    /// - Note: Divergence: Casement minifies with Cairo's filters and keeps no mipmaps, so the
    ///   bias has no effect on the pixels.
    open var minificationFilterBias: Float = 0

    /// Whether the layer promises to fill its bounds with opaque content, so its backing store needs no alpha.
    ///
    /// Image contents keep their own alpha.
    @exclusivity(unchecked) open var isOpaque = false {
        didSet { if isOpaque != oldValue { setNeedsDisplay() } }
    }

    /// Whether the layer's drawing is kept without alpha: ``isOpaque``, unless its delegate lets
    /// what is behind show through (a view whose background colour is translucent).
    package var drawsOpaque: Bool {
        guard isOpaque else { return false }
        if let delegate = delegate as? TranslucentBackgroundDelegate, delegate.showsThrough(self) { return false }
        return true
    }

    /// The blur of what lies behind the layer, drawn under its background (a visual-effect
    /// view's); `nil` for none. Core Animation's backdrop layers are private, so UIKit reaches
    /// this one directly.
    package var backdrop: LayerBackdrop? {
        didSet { if backdrop != oldValue { didChange("backdrop") } }
    }

    /// Whether a redraw into the backing store clears the area first; UIKit's
    /// `clearsContextBeforeDrawing` turns it off for views that paint every pixel they redraw.
    package var clearsBackingStoreBeforeDrawing = true
    /// Whether a change of bounds marks the layer as needing display.
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false

    /// A hint that drawing may happen off the main thread; Casement draws the same pixels either way.
    open var drawsAsynchronously = false

    // MARK: Style

    /// The colour filling the bounds, behind the contents; `nil` for none.
    open var backgroundColor: CGColor? {
        willSet { if newValue != backgroundColor { prepareAction(forKey: "backgroundColor") } }
        didSet { if backgroundColor != oldValue { didChange("backgroundColor", from: oldValue) } }
    }

    /// The radius of the rounded corners of the background and border (and of the clip, with masksToBounds).
    @exclusivity(unchecked) open var cornerRadius: CGFloat = 0 {
        willSet { if newValue != cornerRadius { prepareAction(forKey: "cornerRadius") } }
        didSet {
            guard cornerRadius != oldValue else { return }
            guard validGeometry(cornerRadius, key: "cornerRadius") else { return cornerRadius = oldValue }
            didChange("cornerRadius", from: oldValue)
        }
    }

    /// Which corners ``cornerRadius`` rounds.
    @exclusivity(unchecked) open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { didChange("maskedCorners", from: oldValue, runsAction: false) } }
    }

    /// The width of the border drawn inside the bounds, on top of contents and sublayers.
    @exclusivity(unchecked) open var borderWidth: CGFloat = 0 {
        willSet { if newValue != borderWidth { prepareAction(forKey: "borderWidth") } }
        didSet {
            guard borderWidth != oldValue else { return }
            guard validGeometry(borderWidth, key: "borderWidth") else { return borderWidth = oldValue }
            didChange("borderWidth", from: oldValue)
        }
    }

    /// The colour of the border; opaque black by default.
    open var borderColor: CGColor? = CGColor.black {
        willSet { if newValue != borderColor { prepareAction(forKey: "borderColor") } }
        didSet { if borderColor != oldValue { didChange("borderColor", from: oldValue) } }
    }

    /// The layer's opacity from 0 to 1, applied to it and its sublayers; values outside are clamped when drawn.
    @exclusivity(unchecked) open var opacity: Float = 1 {
        willSet { if newValue != opacity { prepareAction(forKey: "opacity") } }
        didSet {
            guard opacity != oldValue else { return }
            guard !opacity.isNaN else { return opacity = oldValue }
            placement.opacity = opacity
            didChange("opacity", from: oldValue)
        }
    }

    /// Whether the layer and its sublayers are not drawn.
    @exclusivity(unchecked) open var isHidden = false {
        willSet { if newValue != isHidden { prepareAction(forKey: "hidden") } }
        didSet {
            guard isHidden != oldValue else { return }
            placement.isHidden = isHidden
            didChange("hidden", from: oldValue)
        }
    }

    /// Whether sublayers (and contents) are clipped to the bounds, with the rounded corners.
    @exclusivity(unchecked) open var masksToBounds = false {
        willSet { if newValue != masksToBounds { prepareAction(forKey: "masksToBounds") } }
        didSet { if masksToBounds != oldValue { didChange("masksToBounds", from: oldValue) } }
    }

    /// A layer whose alpha channel masks this layer and its sublayers; it has no superlayer.
    ///
    /// The layer itself, or a layer it is drawn inside (which would mask itself through this
    /// one), is refused with a message and the previous mask kept.
    open var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if let mask, isSelfOrAncestor(mask) {
                let what = mask === self ? "a layer cannot be its own mask" : "\(mask.debugName) contains \(debugName), which would make a cycle"
                Diagnostics.report("Casement QuartzCore: mask of \(debugName) ignored: \(what); the previous mask is kept.")
                self.mask = oldValue
                return
            }
            oldValue?.maskOwner = nil
            if let mask {
                mask.removeFromSuperlayer()
                mask.maskOwner?.mask = nil
                mask.maskOwner = self
            }
            didChange("mask", from: oldValue, runsAction: false)
        }
    }

    /// The layer that uses this layer as its mask.
    weak var maskOwner: CALayer?

    /// The colour of the shadow; opaque black by default.
    open var shadowColor: CGColor? = CGColor.black {
        willSet { if newValue != shadowColor { prepareAction(forKey: "shadowColor") } }
        didSet { if shadowColor != oldValue { didChange("shadowColor", from: oldValue) } }
    }

    /// The shadow's opacity from 0 (no shadow, the default) to 1.
    @exclusivity(unchecked) open var shadowOpacity: Float = 0 {
        willSet { if newValue != shadowOpacity { prepareAction(forKey: "shadowOpacity") } }
        didSet { if shadowOpacity != oldValue { didChange("shadowOpacity", from: oldValue) } }
    }

    /// How far the shadow is moved; `(0, -3)` by default, which on iOS points up the screen.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        willSet { if newValue != shadowOffset { prepareAction(forKey: "shadowOffset") } }
        didSet { if shadowOffset != oldValue { didChange("shadowOffset", from: oldValue) } }
    }

    /// The blur radius of the shadow, in points; 3 by default.
    @exclusivity(unchecked) open var shadowRadius: CGFloat = 3 {
        willSet { if newValue != shadowRadius { prepareAction(forKey: "shadowRadius") } }
        didSet {
            guard shadowRadius != oldValue else { return }
            guard validGeometry(shadowRadius, key: "shadowRadius") else { return shadowRadius = oldValue }
            didChange("shadowRadius", from: oldValue)
        }
    }

    /// The shape of the shadow; `nil` casts it from the layer's composited alpha.
    open var shadowPath: CGPath? {
        willSet { if newValue != shadowPath { prepareAction(forKey: "shadowPath") } }
        didSet { didChange("shadowPath", from: oldValue) }
    }

    /// Whether the back of the layer is drawn when a 3D transform turns it away from the viewer.
    @exclusivity(unchecked) open var isDoubleSided = true {
        didSet { if isDoubleSided != oldValue { didChange("doubleSided", from: oldValue, runsAction: false) } }
    }

    /// Whether the layer and its sublayers are drawn once into a bitmap that is reused while nothing changes.
    @exclusivity(unchecked) open var shouldRasterize = false {
        didSet { if shouldRasterize != oldValue { didChange("shouldRasterize", from: oldValue, runsAction: false) } }
    }

    /// Pixels per point of the rasterized bitmap.
    open var rasterizationScale: CGFloat = 1 {
        didSet { if rasterizationScale != oldValue { didChange("rasterizationScale", from: oldValue, runsAction: false) } }
    }

    /// Whether opacity applies to the layer and its sublayers as one group, rather than to each separately.
    @exclusivity(unchecked) open var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { didChange("allowsGroupOpacity", from: oldValue, runsAction: false) } }
    }

    /// Whether the layer's edges are antialiased when its transform is not axis-aligned.
    @exclusivity(unchecked) open var allowsEdgeAntialiasing = false {
        didSet { if allowsEdgeAntialiasing != oldValue { didChange("allowsEdgeAntialiasing", from: oldValue, runsAction: false) } }
    }

    /// A Core Image filter, by name, that composites the layer and its sublayers onto what lies
    /// behind them, such as `"multiplyBlendMode"` or `"screenBlendMode"`; `nil` composites normally.
    ///
    /// - Note: Divergence: Core Image is not available; the blend-mode and compositing filter
    ///   names are applied with the matching blend mode, and other values are kept but not applied.
    open var compositingFilter: Any? {
        get { customValues["compositingFilter"] }
        set {
            reportUnappliedCompositingFilter(newValue)
            setValue(newValue, forKey: "compositingFilter")
        }
    }

    /// Core Image filters for the layer's contents and sublayers.
    ///
    /// - Note: Divergence: Core Image is not available; the filters are kept but not applied.
    open var filters: [Any]? {
        get { customValues["filters"] as? [Any] }
        set { setValue(newValue, forKey: "filters") }
    }

    /// Core Image filters for what lies behind the layer.
    ///
    /// - Note: Divergence: Core Image is not available; the filters are kept but not applied.
    open var backgroundFilters: [Any]? {
        get { customValues["backgroundFilters"] as? [Any] }
        set { setValue(newValue, forKey: "backgroundFilters") }
    }

    /// Which edges are antialiased when ``allowsEdgeAntialiasing`` is on.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]

    // MARK: Display and layout state

    /// Whether ``display()`` will run at the next ``displayIfNeeded()`` (``needsDisplay()``).
    var needsDisplayFlag = false
    /// The union of the rectangles passed to ``setNeedsDisplay(_:)`` since the last display.
    var dirtyRect = CGRect.null
    /// Whether ``layoutSublayers()`` will run at the next ``layoutIfNeeded()`` (``needsLayout()``).
    var needsLayoutFlag = false
    /// Whether ``layoutSublayers()`` is running: sizes its sublayers get then are its layout's
    /// result, not a reason to lay it out again.
    package internal(set) var isLayingOutSublayers = false
    /// The compositor that shows this layer's tree, when this is the tree's root; it lays the
    /// tree out before each frame, so commits leave it alone, and it names the environment the
    /// tree runs on.
    weak var hostingCompositor: LayerCompositor?
    /// Whether a compositor shows this layer's tree from this layer.
    var isCompositorRoot: Bool { hostingCompositor != nil }
    /// Whether the layer is among the layout requests of the open transactions.
    var awaitsCommitLayout = false
    /// ``CATransaction/commitGeneration`` when the layer was made: once a commit has followed,
    /// the layer's changes run actions.
    var creationGeneration = 0
    var descendantNeedsLayout = false

    /// Increases on every change, so the compositor can tell what changed since a frame.
    package internal(set) var changeCount = 0
    /// Increases on every change but of the layer's place in its superlayer (position, zPosition),
    /// which moves its picture without changing it: a moved layer keeps its cached bitmap.
    var drawnChangeCount = 0
    /// Changes of what the layer itself looks like or how it maps its sublayers, leaving out
    /// moves (position, zPosition), changes of its sublayer list and a bounds origin moved with
    /// the size kept (a scroll): the compositor can then repaint less than the whole layer.
    var ownLookChangeCount = 0

    /// The layer's render record, if it has one.
    var renderRecord: LayerRenderRecord? { renderRecordLink?.takeUnretainedValue() }
    /// Whether the layer has a render record, asked without touching it.
    var hasRenderRecord: Bool { renderRecordLink != nil }

    /// Gives the layer `record` as its render record, for its whole life.
    func adoptRenderRecord(_ record: LayerRenderRecord) {
        precondition(renderRecordLink == nil, "a layer has one render record")
        renderRecordLink = Unmanaged.passRetained(record)
    }

    /// `body` applied to the render record without retaining it, or `absent` when the layer has
    /// none.
    @inline(__always)
    func withRecord<T>(ifAbsent absent: T, _ body: (LayerRenderRecord) -> T) -> T {
        guard let link = renderRecordLink else { return absent }
        return link._withUnsafeGuaranteedRef(body)
    }

    /// Values set for keys that are not declared properties (key-value coding containers).
    var customValues: [String: Any] = [:]

    /// The key-path observations of this layer and of the view it backs; made by the first.
    private var keyValueObserverStorage: KeyValueObservers?

    /// The key-path observations, made on first use.
    var keyValueObservers: KeyValueObservers {
        if let keyValueObserverStorage { return keyValueObserverStorage }
        let made = KeyValueObservers()
        keyValueObserverStorage = made
        return made
    }

    /// Whether the layer's class draws text of its own (a text layer): answered by the class,
    /// where a cast would be a lookup for every layer a frame walks.
    var drawsTextOfItsOwn: Bool { false }

    /// Creates a layer with default properties, or the class's ``defaultValue(forKey:)`` where a subclass gives one.
    public override init() {
        super.init()
        applyClassDefaults()
        noteCreation()
    }

    /// Notes when the layer was made: once a main-thread transaction commits after that, the
    /// layer counts as committed. Making a layer opens no transaction of its own. A layer made on
    /// another thread counts as committed once a compositor has drawn it: the main thread's
    /// commits say nothing about a tree that thread is still building.
    private func noteCreation() {
        creationGeneration = TransactionContext.isOnMainQueue ? CATransaction.commitGeneration : .max
    }

    /// Creates a layer from an archive made by ``encode(with:)``.
    ///
    /// The declared properties come back; sublayers, the mask, contents, the shadow path and
    /// values set for custom keys are not archived.
    public required init?(coder: NSCoder) {
        super.init()
        applyClassDefaults()
        decodeProperties(from: coder)
        noteCreation()
    }

    /// Archives the layer's declared properties, for ``init(coder:)``.
    open func encode(with coder: NSCoder) {
        encodeProperties(to: coder)
    }

    /// The value a key has before it is set; subclasses override it to change their defaults.
    ///
    /// The base class returns each declared property's built-in default, and `nil` for other keys.
    open class func defaultValue(forKey key: String) -> Any? {
        LayerProperty(rawValue: key).flatMap { $0 == .frame || $0 == .sublayers ? nil : $0.get(prototype) }
    }

    /// A plain layer holding the built-in defaults (and so each property's Swift type).
    /// Only read once made, so shared by every thread.
    nonisolated(unsafe) static let prototype = CALayer()

    // A plain deinit, as Apple's classes have, so subclasses may declare a plain `deinit` too.
    // Layers belong to no actor, so the cleanup runs on the thread that releases the layer; only
    // the main thread's transaction state needs the main queue.
    deinit {
        if awaitsCommitLayout { CATransaction.forgetLayoutRequest(of: ObjectIdentifier(self)) }
        let link = Unmanaged.passUnretained(self).toOpaque()
        // Copies made with init(layer:) share the sublayer list but are not the sublayers' superlayer.
        for sublayer in sublayerStorage where sublayer.superlayerLink?.toOpaque() == link {
            sublayer.superlayerLink = nil
        }
        // Whoever waits for the animations (a transaction's or UIKit's completion) learns, at the
        // next update, that they ended unfinished.
        if !animationEntries.isEmpty, modelLayer == nil { AnimationEngine.orphan(animationEntries.map(\.animation)) }
        // Releasing the sublayers may free them, and theirs in turn: a chain thousands deep
        // would free recursively past the end of the stack. They are released from a local,
        // outside any access to the property, so the runtime's exclusivity bookkeeping does
        // not grow with the depth.
        // (Observers do not run in a deinit, so the render record, which holds the render
        // order and this frame's presentation, is dropped here too.)
        var held: ([CALayer], LayerRenderRecord?) = (sublayerStorage, renderRecordLink?.takeRetainedValue())
        (sublayerStorage, renderRecordLink) = ([], nil)
        DeepRecursion.guarded {
            held.0.removeAll()
            held.1 = nil
        }
    }

    /// Creates a layer with the properties of `layer`; presentation copies are made this way.
    ///
    /// A subclass with properties of its own overrides it to copy them. As on iOS, a subclass that
    /// defines initializers of its own but not this one stops with "Use of unimplemented
    /// initializer 'init(layer:)'" when it is animated.
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        zPosition = other.zPosition
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        isGeometryFlipped = other.isGeometryFlipped
        contents = other.contents
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        isDoubleSided = other.isDoubleSided
        name = other.name
        (minificationFilter, magnificationFilter, minificationFilterBias) = (other.minificationFilter, other.magnificationFilter, other.minificationFilterBias)
        (isOpaque, needsDisplayOnBoundsChange, drawsAsynchronously) = (other.isOpaque, other.needsDisplayOnBoundsChange, other.drawsAsynchronously)
        (shouldRasterize, rasterizationScale, allowsGroupOpacity) = (other.shouldRasterize, other.rasterizationScale, other.allowsGroupOpacity)
        (allowsEdgeAntialiasing, edgeAntialiasingMask) = (other.allowsEdgeAntialiasing, other.edgeAntialiasingMask)
        (style, customValues, backdrop) = (other.style, other.customValues, other.backdrop)
        (beginTime, duration, speed, timeOffset) = (other.beginTime, other.duration, other.speed, other.timeOffset)
        hasDefaultTiming = other.hasDefaultTiming
        (repeatCount, repeatDuration, autoreverses, fillMode) = (other.repeatCount, other.repeatDuration, other.autoreverses, other.fillMode)
    }

    // MARK: Overridable behaviour (declared here: methods in extensions cannot be overridden)

    /// Marks the whole layer as needing its contents drawn again.
    open func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Marks `r` (in bounds coordinates) as needing to be drawn again; only that part is redrawn.
    open func setNeedsDisplay(_ r: CGRect) {
        markNeedsDisplay(r)
    }

    /// Updates the layer's contents: the delegate's ``CALayerDelegate/display(_:)`` when there is a
    /// delegate, otherwise drawing through ``draw(in:)`` into a backing store.
    open func display() {
        defaultDisplay()
    }

    /// Draws the layer's contents; the default asks the delegate's ``CALayerDelegate/draw(_:in:)``.
    ///
    /// `ctx` covers the bounds at ``contentsScale`` pixels per point, with y down and the bounds'
    /// origin at the top-left corner, clipped to the area being redrawn.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Whether changing `key` should redraw the layer's contents; subclasses return `true` for their drawing properties.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Positions the sublayers; the default asks the delegate's ``CALayerDelegate/layoutSublayers(of:)``.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The preferred size in the superlayer's coordinates: the bounds' size through the plane part of the transform.
    open func preferredFrameSize() -> CGSize {
        let size = bounds.size.applying(affineTransform())
        return CGSize(width: abs(size.width), height: abs(size.height))
    }

    /// Whether the layer's contents are drawn flipped: an odd number of flipped layers from it to the root.
    open func contentsAreFlipped() -> Bool {
        defaultContentsAreFlipped()
    }

    /// Whether `p`, in this layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The frontmost layer in this subtree that contains `p`, given in the superlayer's coordinates.
    ///
    /// Hidden layers and their sublayers are skipped. Sublayers outside the bounds are found
    /// unless ``masksToBounds`` clips them.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        defaultHitTest(p)
    }

    // MARK: Overridable hierarchy, geometry, time, layout, display and coding (the work is in
    // the extension of each concern)

    /// The layer's sublayers, back to front in insertion order; `nil` when it has none.
    ///
    /// Setting it removes the current sublayers and adds the new ones in order.
    open var sublayers: [CALayer]? {
        get { sublayerStorage.isEmpty ? nil : sublayerStorage }
        set { replaceSublayers(with: newValue) }
    }

    /// Appends `layer` to the sublayers, removing it from its previous superlayer first.
    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: sublayerStorage.count, method: "addSublayer(_:)")
    }

    /// Inserts `layer` at `idx` in the sublayers; an index past the end appends.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx), method: "insertSublayer(_:at:)")
    }

    /// Inserts `layer` directly below `sibling`; with no sibling (or one that is not a sublayer), at the bottom.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        insert(layer, below: sibling)
    }

    /// Inserts `layer` directly above `sibling`; with no sibling (or one that is not a sublayer), at the top.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        insert(layer, above: sibling)
    }

    /// Puts `newLayer` where `oldLayer` is in the sublayers; does nothing when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        replace(oldLayer, with: newLayer)
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() {
        detachFromSuperlayer()
    }

    /// The layer's rectangle in its superlayer's coordinate space, derived from bounds, position,
    /// anchor point and transform.
    ///
    /// With a transform other than the identity it is the bounding box of the transformed bounds.
    /// Setting it sets ``position`` and the size of ``bounds``: the size is the frame's size
    /// mapped back through the transform's plane part (so a quarter turn swaps width and height).
    open var frame: CGRect {
        get { frameFromGeometry }
        set { setGeometry(forFrame: newValue) }
    }

    /// The plane part of ``transform``.
    open func affineTransform() -> CGAffineTransform {
        CATransform3DGetAffineTransform(transform)
    }

    /// Sets ``transform`` to the 3D form of `m`.
    open func setAffineTransform(_ m: CGAffineTransform) {
        transform = CATransform3DMakeAffineTransform(m)
    }

    /// Converts `p` from `layer`'s coordinate space (the root's, when `nil`) to this layer's.
    ///
    /// The two layers must share a root; through 3D transforms, points are taken on the layers' planes.
    open func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        point(p, convertedFrom: layer)
    }

    /// Converts `p` from this layer's coordinate space to `layer`'s (the root's, when `nil`).
    open func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        (layer ?? rootLayer).convert(p, from: self)
    }

    /// Converts `r` from `layer`'s coordinate space to this layer's, as the bounding box of its corners.
    open func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        rect(r, convertedFrom: layer)
    }

    /// Converts `r` from this layer's coordinate space to `layer`'s, as the bounding box of its corners.
    open func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        (layer ?? rootLayer).convert(r, from: self)
    }

    /// The layer's local time at `t`, a time in `layer`'s time (media time when `layer` is `nil`).
    open func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(t, convertedFrom: layer)
    }

    /// The time in `layer`'s time (media time when `layer` is `nil`) at `t`, a time in this layer's time.
    open func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        localTime(t, convertedTo: layer)
    }

    /// Marks the layer as needing ``layoutSublayers()`` at the next ``layoutIfNeeded()``.
    open func setNeedsLayout() {
        markNeedsLayout()
    }

    /// Whether the layer will lay out its sublayers at the next ``layoutIfNeeded()``.
    open func needsLayout() -> Bool {
        needsLayoutFlag
    }

    /// Lays out the layer's tree that needs it: from the highest ancestor in the unbroken line
    /// of ancestors that need layout, down through every sublayer below it that does.
    open func layoutIfNeeded() {
        layOutFromHighestAncestorNeedingLayout()
    }

    /// Whether the layer will redraw its contents at the next ``displayIfNeeded()``.
    open func needsDisplay() -> Bool {
        needsDisplayFlag
    }

    /// Runs ``display()`` if the layer needs display.
    open func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Draws the layer and its sublayers into `ctx` in the layer's bounds space, from the model values.
    ///
    /// Layers that need display are displayed first (on the main thread), as Core Animation
    /// draws a tree no commit has displayed yet: a label made and rendered in the same turn
    /// shows its text. The context is taken to be y-down (as UIKit's are); in a y-up bitmap
    /// context the picture comes out upside down, as it does with Core Animation.
    open func render(in ctx: CGContext) {
        if isOnMainQueue { (modelLayer ?? self).displaySubtreeIfNeeded() }
        LayerRenderer().renderContents(of: self, in: ctx)
    }

    /// The value of the property or custom key `key`, or its default when it was never set.
    open func value(forKey key: String) -> Any? {
        keyedValue(forKey: key)
    }

    /// Sets the property or custom key `key`; a value of the wrong type is ignored and reported.
    open func setValue(_ value: Any?, forKey key: String) {
        setKeyedValue(value, forKey: key)
    }

    /// The value at `keyPath`: a property or custom key, followed by struct fields.
    open func value(forKeyPath keyPath: String) -> Any? {
        keyedValue(forKeyPath: keyPath)
    }

    /// Sets the value at `keyPath`, changing only the named struct field and keeping the others.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setKeyedValue(value, forKeyPath: keyPath)
    }

    /// Told of a change of a property the layer observes by name
    /// (`addObserver(_:forKeyPath:options:context:)`); a subclass
    /// that observes overrides it. This one reports the change as unhandled, where Foundation
    /// raises an exception.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        reportUnhandledObservation(keyPath, by: self)
    }

    // MARK: Hooks for the subclasses in this module

    /// Draws what the layer shows between its background and its sublayers.
    func drawContent(in context: CGContext) {
        LayerRenderer().drawContents(of: self, in: context)
    }

    /// The value of the declared property `key`, or `nil` (the outer optional) when the class has no such property.
    ///
    /// Subclasses in this module answer for their own properties through ``SubclassKeyValueCoding``.
    func declaredValue(forKey key: String) -> Any?? {
        if let keyed = self as? any SubclassKeyValueCoding, let value = keyed.subclassValue(forKey: key) { return value }
        return LayerProperty(rawValue: key).map { $0.get(self) }
    }

    /// Sets the declared property `key`: `true` when set, `false` for a value of the wrong type,
    /// `nil` when the class has no such property.
    func setDeclaredValue(_ value: Any?, forKey key: String) -> Bool? {
        if let keyed = self as? any SubclassKeyValueCoding, let wasSet = keyed.setSubclassValue(value, forKey: key) { return wasSet }
        return LayerProperty(rawValue: key).map { $0.set(self, value) }
    }

    /// Draws the content for the part of the layer that is visible, given the context that will show it.
    ///
    /// Most layers draw their whole content; a tiled layer draws only the tiles that show.
    func drawVisibleContent(in context: CGContext) {
        drawContent(in: context)
    }

    /// Draws the sublayers, in render order, in this layer's bounds space.
    func drawSublayers(_ sublayers: [CALayer], renderer: LayerRenderer, in context: CGContext) {
        renderer.drawSublayers(sublayers, of: self, extraTransform: nil, in: context)
    }

    /// Whether what the layer draws changes as media time passes, without any property changing.
    var changesWithTime: Bool { false }

    /// The area, in bounds coordinates, that ``drawContent(in:)`` may paint outside the bounds.
    var contentVisualRect: CGRect {
        // A backing store's size is known without copying its pixels into an image.
        let pixels: (width: Int, height: Int)
        switch contentsKind {
        case .backingStore(let store):
            pixels = (store.width, store.height)
        case .drawn(let drawn):
            // Replayed drawing keeps to the bounds it was made for.
            if drawn.isShownDirectly(by: self) { return bounds }
            pixels = drawn.pixelSize
        case .image(let image):
            pixels = (image.width, image.height)
        case .none, .other:
            return .null
        }
        let size = CGSize(width: CGFloat(pixels.width) / contentsScale, height: CGFloat(pixels.height) / contentsScale)
        return LayerRenderer.place(size, in: bounds, gravity: contentsGravity, flipped: contentsAreFlipped())
    }

    /// The change recorded each frame for a layer whose running animations only move it.
    static let timeMovesKey = "time (position)"
    /// The change recorded when an animation that only moves the layer is added.
    static let moveAddedKey = "animations (position)"

    /// Whether the layer's own running animations only move it (animations of its position): its
    /// picture stays the same while it travels.
    var animationsOnlyMoveIt: Bool {
        let entries = animationEntries
        if entries.isEmpty { return false }
        for entry in entries where !Self.onlyMoves(entry.animation) { return false }
        return true
    }

    /// Whether `animation` animates the position alone.
    static func onlyMoves(_ animation: CAAnimation) -> Bool {
        guard let keyPath = (animation as? CAPropertyAnimation)?.keyPath else { return false }
        return keyPath == "position" || keyPath == "position.x" || keyPath == "position.y"
    }

    /// Records that `key` changed, for the compositor's damage tracking.
    ///
    /// The ancestors learn that their subtree changed, so the compositor walks only the branches
    /// that hold changes.
    func didChange(_ key: String) {
        changeCount &+= 1
        // Time moving a layer whose animations only move it changes where it shows, not how it looks.
        let placementOnly = key == "position" || key == "zPosition" || key == Self.timeMovesKey || key == Self.moveAddedKey
        if !placementOnly, key != "sublayers", key != "bounds" { ownLookChangeCount &+= 1 }
        if !placementOnly {
            drawnChangeCount &+= 1
            withRecord(ifAbsent: ()) { $0.rasterization = nil }
        }
        let isTime = key == "time" || key == Self.timeMovesKey
        if !isTime { propertyChangeCount &+= 1 }
        // A presentation copy being animated is in no tree and draws again only when its
        // animated keys say so (see makePresentation), so the rest is the model's business.
        if isApplyingAnimations { return }
        if key != "needsDisplay", type(of: self).needsDisplay(forKey: key) { markNeedsDisplay(bounds) }
        // Time passing changes what shows, not the model that observations watch.
        if let keyValueObserverStorage, !isTime { keyValueObserverStorage.notify() }
        withRecord(ifAbsent: ()) { record in
            record.subtreeChanged = true
            if key == "sublayers" { record.descendantChanged = true }
        }
        // Up to the first ancestor marked already; one no compositor has walked has no record
        // and counts as changed. Each ancestor learns that something below it changed: the one
        // where the marking stops learnt it when the layer below it was first marked.
        var layer = superlayer ?? maskOwner
        while let current = layer, current.withRecord(ifAbsent: false, { record in
            record.descendantChanged = true
            guard !record.subtreeChanged else { return false }
            record.subtreeChanged = true
            return true
        }) {
            layer = current.superlayer ?? current.maskOwner
        }
    }

    private func validGeometry(_ values: [CGFloat], key: String) -> Bool {
        values.allSatisfy(\.isFinite) || rejectGeometry(key: key)
    }

    private func validGeometry(_ a: CGFloat, _ b: CGFloat = 0, _ c: CGFloat = 0, _ d: CGFloat = 0, key: String) -> Bool {
        // Fixed arity rather than an array: this runs on every geometry change.
        (a.isFinite && b.isFinite && c.isFinite && d.isFinite) || rejectGeometry(key: key)
    }

    private func rejectGeometry(key: String) -> Bool {
        Diagnostics.report(
            "Casement QuartzCore: \(key) of \(debugName) ignored: NaN or infinite values are not valid geometry; the previous value is kept.")
        return false
    }

    /// A short description naming the layer, for diagnostics.
    var debugName: String {
        let kind = String(describing: type(of: self))
        return name.map { "\(kind) \"\($0)\"" } ?? kind
    }
}
