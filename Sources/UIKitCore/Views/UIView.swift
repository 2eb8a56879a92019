public import CoreGraphics
public import Foundation
public import QuartzCore

/// A rectangular area of a window that draws content, lays out its subviews and takes part in
/// event handling; every view is backed by a ``layer`` that the compositor draws.
@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency CALayerDelegate, @preconcurrency LayerShowingDelegate {
    /// The class of the layer a view of this class is backed by; subclasses override it to use
    /// a specialised layer (a `CAShapeLayer`, a `CATiledLayer`, ...).
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that shows the view. The view owns it and is its delegate; the layer does not
    /// retain the view.
    public let layer: CALayer

    /// Unchecked exclusivity: views are main-actor isolated and no mutation of the array calls
    /// other code while in progress, so no two accesses can overlap; hit tests read it per view.
    @exclusivity(unchecked) var subviewStorage: [UIView] = [] {
        didSet { hitTable.isCurrent = false }
    }
    /// What hit testing reads of each subview, in an array parallel to ``subviewStorage``.
    /// Unchecked exclusivity, as ``subviewStorage``.
    @exclusivity(unchecked) var hitTable = HitTestTable()
    /// The superview, linked unretained as a layer links its superlayer (see `CALayer.superlayer`):
    /// a weak reference would make every retain of a view in hierarchy walks several times
    /// dearer. The superview holds this view in ``subviewStorage`` while the link points at it,
    /// and its deinit, on the main actor, clears the links of the subviews it still holds.
    private var superviewLink: Unmanaged<UIView>?
    /// The window of the hierarchy the view is in, kept as views move so reading it costs no
    /// walk; weak, as a window may go while a subtree it held lives on.
    weak var windowStorage: UIWindow?
    var superviewStorage: UIView? {
        get { superviewLink?.takeUnretainedValue() }
        set { superviewLink = newValue.map { Unmanaged.passUnretained($0) } }
    }
    /// The background colour as given, kept so that a dynamic colour is resolved again when the
    /// view's traits change.
    private(set) var storedBackgroundColor: UIColor?
    /// Whether Casement made the view for its own purposes; debugging dumps leave such views out
    /// unless asked.
    package var isFrameworkInternal = false
    /// The controller whose root view this is. Unretained, as the controller holds the view; its
    /// deinit, on the main actor, clears the link.
    unowned(unsafe) var viewControllerStorage: UIViewController?

    /// Creates a view with `frame` in its future superview's coordinates.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.adoptOwningDelegate(self)
        layer.isOpaque = true
        // Every view is displayed once when first shown: one that draws gets its backing store then.
        layer.setNeedsDisplay()
        self.frame = frame
    }

    /// Creates a view with a zero frame, as `UIView()` does in UIKit.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive; reads the keys `encode(with:)` writes.
    ///
    /// Required, as in UIKit, so that subclasses written for iOS compile unchanged.
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer()
        super.init()
        layer.adoptOwningDelegate(self)
        layer.isOpaque = true
        layer.setNeedsDisplay()
        decodeProperties(from: coder)
    }

    // A plain deinit, as Apple's classes have, so subclasses may declare a plain `deinit` too.
    deinit {
        cleanUpOnMainThread {
            let link = Unmanaged.passUnretained(self).toOpaque()
            for subview in subviewStorage where subview.superviewLink?.toOpaque() == link {
                subview.superviewLink = nil
            }
            layer.releaseOwningDelegate(self)
            // Freeing a chain of subviews thousands deep recurses once per level (see CALayer's deinit).
            var subviews = subviewStorage
            subviewStorage = []
            DeepRecursion.guarded { subviews.removeAll() }
        }
    }

    /// Called after the view has been loaded from an archive and connected; the base does nothing.
    open func awakeFromNib() {}

    /// Called by Interface Builder when it draws a live preview of the view; there is none on
    /// Linux, so nothing calls it, as nothing does on a device. The base does nothing.
    open func prepareForInterfaceBuilder() {}

    private static func makeLayer() -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            Diagnostics.report("Casement UIKit: \(Self.self).layerClass is not a CALayer subclass; the view uses a CALayer.")
            return CALayer()
        }
        return DynamicConstruction.layer(of: type)
    }

    /// The view controller whose root view this is, otherwise the superview.
    open override var next: UIResponder? { viewControllerStorage ?? superviewStorage }

    // MARK: Geometry (the layer's, seen through UIKit's names)

    /// The view's rectangle in its superview's coordinates; with a transform other than the
    /// identity, the bounding box of the transformed bounds.
    ///
    /// Setting it sets ``center`` and the size of ``bounds``; a change of size autoresizes the
    /// subviews and asks for layout.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            if layer.bounds.size == oldSize { safeAreaMayHaveChanged() }
        }
    }

    /// The view's rectangle in its own coordinates: the origin is the point shown at the top-left
    /// corner; the size is the frame's without the transform.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
        }
    }

    /// The centre of the view in its superview's coordinates; transforms apply about it.
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            safeAreaMayHaveChanged()
        }
    }

    /// The view's 2D transform about its centre; the identity by default.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The view's 3D transform about its centre, the layer's transform.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Identity and visibility

    /// An integer that identifies the view in ``viewWithTag(_:)``; 0 by default.
    open var tag = 0

    /// The name that identifies the view within its view controller's views when the app's
    /// interface is saved and restored; `nil` (not saved) by default. A view's state is saved
    /// when its view controller's is.
    open var restorationIdentifier: String?

    /// Writes what the view needs to look as it does now after a relaunch; called when the app's
    /// interface is saved, if the view has a ``restorationIdentifier``. Call `super`.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Reads back what ``encodeRestorableState(with:)`` wrote, after the view's controller
    /// decoded its own state. Call `super`.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Whether the view and its subviews are hidden; hidden views receive no touches but still
    /// take part in layout.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The view's opacity, 0 (invisible) to 1; it multiplies the opacity of its subviews.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view promises to fill its bounds with opaque content; `true` by default. It is
    /// the layer's `isOpaque`: what ``draw(_:)`` leaves unpainted in an opaque view is black, as on
    /// iOS, unless its background colour is translucent (then it is transparent, as iOS draws it).
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// The colour that fills the view's bounds behind its content; `nil` (transparent) by default.
    /// A dynamic colour is resolved with the view's traits, and again when they change.
    open var backgroundColor: UIColor? {
        get {
            guard let color = layer.backgroundColor else { return nil }
            if let stored = storedBackgroundColor, stored.isDynamic || stored.cgColor == color { return stored }
            return UIColor(cgColor: color)
        }
        set {
            noteAppearance("backgroundColor", { $0.backgroundColor = newValue })
            storedBackgroundColor = newValue
            let drewOpaque = layer.drawsOpaque
            layer.backgroundColor = newValue.map(resolvedCGColor)
            // A translucent background makes an opaque view's drawing keep its alpha, as on iOS.
            if layer.drawsOpaque != drewOpaque { layer.setNeedsDisplay() }
        }
    }

    /// Whether subviews are clipped to the view's bounds; `false` by default.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether touches and other user events reach the view; `true` by default.
    open var isUserInteractionEnabled: Bool {
        get { userInteractionStorage }
        set { userInteractionStorage = newValue }
    }
    /// The value behind ``isUserInteractionEnabled``, which hit testing reads directly for views
    /// of exactly this class (no subclass can override the property there). Unchecked
    /// exclusivity, as `subviewStorage`: main-actor isolated, written by plain stores.
    @exclusivity(unchecked) final var userInteractionStorage = true {
        didSet { superviewStorage?.hitTable.isCurrent = false }
    }

    /// Whether the view receives more than one touch at a time; `false` by default.
    open var isMultipleTouchEnabled = false

    /// Whether the view takes touches only when no other view in its window is being touched.
    open var isExclusiveTouch = false

    /// Whether the area to be redrawn is cleared to transparent black before ``draw(_:)``; `true`
    /// by default. Turn it off for a view whose drawing paints every pixel of the area it is
    /// given: what it leaves unpainted then keeps the earlier drawing.
    open var clearsContextBeforeDrawing: Bool {
        get { layer.clearsBackingStoreBeforeDrawing }
        set { layer.clearsBackingStoreBeforeDrawing = newValue }
    }

    /// The backing-store pixels per point the view's content is drawn at: its window's screen's
    /// scale, unless set. Setting it also sets the layer's `contentsScale`.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            hasExplicitContentScale = true
            layer.contentsScale = newValue
        }
    }
    private var hasExplicitContentScale = false

    /// Draws at `scale` (its window's screen's) unless the app chose a scale for the view.
    func adoptContentScale(_ scale: CGFloat) {
        if !hasExplicitContentScale { layer.contentsScale = scale }
    }

    // MARK: Focus

    /// Whether the view can take keyboard focus now; `false` for plain views, `true` for enabled
    /// controls. See ``UIFocusSystem``.
    open var canBecomeFocused: Bool { false }

    /// The focus group of the view and (when they name none) its subviews; Tab visits groups in
    /// turn. `nil` takes the superview's.
    open var focusGroupIdentifier: String?

    /// How the view shows focus; `nil` (the default for plain views) shows nothing, controls
    /// show the system halo.
    open var focusEffect: UIFocusEffect? {
        get { focusEffectStorage ?? defaultFocusEffect }
        set { focusEffectStorage = .some(newValue) }
    }

    /// The effect set, if one was (possibly `nil`).
    var focusEffectStorage: UIFocusEffect??

    /// The effect shown when none was set.
    var defaultFocusEffect: UIFocusEffect? { nil }

    /// The corner radius of the shape the focus halo rings: the layer's, or a gentle rounding.
    var focusHaloCornerRadius: CGFloat {
        layer.cornerRadius > 0 ? layer.cornerRadius : min(8, min(bounds.width, bounds.height) / 2)
    }

    /// The environments focus should go to inside the view, most preferred first; none by default.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { [] }

    /// Whether focus may move as `context` describes; `true` by default.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Focus moved to, from or within the view; does nothing by default.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    // MARK: Tint

    /// The first tint colour set on the view or an ancestor, or the system blue; dimmed (a gray
    /// of the same lightness) while `tintAdjustmentMode` is dimmed. Setting `nil` inherits again.
    open var tintColor: UIColor! {
        get { effectiveTint.color }
        set {
            noteAppearance("tintColor", { $0.tintColor = newValue })
            changeTint { ownTintColor = newValue }
        }
    }

    /// The first mode other than automatic on the view or an ancestor, or normal; never automatic.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTint.mode }
        set { changeTint { ownTintAdjustmentMode = newValue } }
    }

    /// Called when the view's `tintColor` or `tintAdjustmentMode` changes, because it or an
    /// ancestor set it or because the view moved under another superview; the base does nothing.
    open func tintColorDidChange() {}

    var ownTintColor: UIColor?
    var ownTintAdjustmentMode = TintAdjustmentMode.automatic

    // MARK: Layout

    /// Whether the view resizes its subviews by their ``autoresizingMask`` when its bounds change size.
    open var autoresizesSubviews = true

    /// How the view changes when its superview's bounds change size; none of the flags by default.
    open var autoresizingMask: AutoresizingMask = []

    /// Lays out the subviews; called after autoresizing, once per layout pass that needs it.
    /// The base implementation does nothing.
    open func layoutSubviews() {}

    /// Marks the view as needing ``layoutSubviews()`` before the next frame.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out the view and its subviews now if a layout is pending.
    open func layoutIfNeeded() {
        layer.layoutIfNeeded()
    }

    /// The size the view's content needs, for views whose content gives one (a label's text);
    /// ``UIView/noIntrinsicMetric`` in each dimension for a plain view.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The value of an ``intrinsicContentSize`` dimension the content does not give.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Says that ``intrinsicContentSize`` changed: the superview, whose layout may size the view
    /// from it, is asked for layout.
    open func invalidateIntrinsicContentSize() {
        superviewStorage?.setNeedsLayout()
    }

    /// The size that best fits `size`; the base returns the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its frame's origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        bounds.size = size
        frame.origin = origin
    }

    // MARK: Hierarchy callbacks, overridden by subclasses; the base implementations do nothing.

    /// Called on the superview after `subview` has been added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called on the superview before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (`nil` when it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view has moved to another superview or been removed.
    open func didMoveToSuperview() {}
    /// Called before the view, or an ancestor, moves to `newWindow` (`nil` when it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view has moved to another window or left its window.
    open func didMoveToWindow() {}

    // MARK: Hierarchy and conversion (overridable, as UIKit's; the work is in UIView+Hierarchy
    // and UIView+Geometry)

    /// The view's superview; `nil` for the root of a hierarchy.
    open var superview: UIView? { superviewStorage }

    /// The subviews, back to front.
    open var subviews: [UIView] { subviewStorage }

    /// The window the view is in, or `nil` when it is not in one; a window is its own.
    open var window: UIWindow? {
        // A window answers for itself (its override): no cast for every view asked.
        windowStorage
    }

    /// Adds `view` in front of the other subviews, removing it from its current superview.
    ///
    /// Adding a view that is already a subview moves it to the front. Adding the view to itself
    /// or to one of its descendants is refused with a diagnostic, as UIKit refuses it.
    open func addSubview(_ view: UIView) {
        insert(view, at: .front, method: "addSubview(_:)")
    }

    /// Inserts `view` at `index` of the subviews; an index past the end adds it in front.
    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: .index(index), method: "insertSubview(_:at:)")
    }

    /// Inserts `view` just behind `siblingSubview`; adds it in front when that is not a subview.
    ///
    /// The view's layer goes directly below the sibling's layer, whatever other sublayers lie around it.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insert(view, at: .below(siblingSubview), method: "insertSubview(_:belowSubview:)")
    }

    /// Inserts `view` just in front of `siblingSubview`; adds it in front when that is not a subview.
    ///
    /// The view's layer goes directly above the sibling's layer, whatever other sublayers lie around it.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insert(view, at: .above(siblingSubview), method: "insertSubview(_:aboveSubview:)")
    }

    /// Moves `view`, a subview, in front of its siblings; no hierarchy callbacks run.
    open func bringSubviewToFront(_ view: UIView) {
        moveSubviewToFront(view)
    }

    /// Moves `view`, a subview, behind its siblings; no hierarchy callbacks run.
    open func sendSubviewToBack(_ view: UIView) {
        moveSubviewToBack(view)
    }

    /// Swaps the subviews at two indices; no hierarchy callbacks run.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        swapSubviews(at: index1, index2)
    }

    /// Removes the view from its superview and its window.
    ///
    /// The superview's ``willRemoveSubview(_:)`` runs first, then ``willMove(toSuperview:)`` and
    /// (when it leaves a window) ``willMove(toWindow:)`` on it and its descendants; after the
    /// change, ``didMoveToWindow()`` and ``didMoveToSuperview()``.
    open func removeFromSuperview() {
        detachFromSuperview()
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        isInSubtree(of: view)
    }

    /// The first view with `tag` in a depth-first search of this view and its descendants, this view first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        firstInSubtree(where: { $0.tag == tag })
    }

    /// Converts `point` from this view's bounds coordinates to `view`'s (its window's when `nil`).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return layer.convert(point, to: nil) }
        return view.convert(point, from: self)
    }

    /// Converts `point` from `view`'s bounds coordinates (its window's when `nil`) to this view's.
    ///
    /// Views in different windows convert through the screen: each window's frame places it there.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        self.point(point, convertedFrom: view)
    }

    /// Converts `rect` from this view's bounds coordinates to `view`'s, as the bounding box of its corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let view else { return layer.convert(rect, to: nil) }
        return view.convert(rect, from: self)
    }

    /// Converts `rect` from `view`'s bounds coordinates to this view's, as the bounding box of its corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        self.rect(rect, convertedFrom: view)
    }

    /// Writes the view's geometry, tag, visibility and interaction flags under UIKit-style keys.
    ///
    /// Subviews are not archived yet; a decoded view starts without them.
    open func encode(with coder: NSCoder) {
        encodeProperties(to: coder)
    }

    // MARK: Traits (declared here: methods in extensions cannot be overridden)

    /// The view's traits: its screen's scale, the interface style (its own override, or its
    /// nearest ancestor's, its screen's otherwise), the interface level and the layout direction
    /// its superview gives it.
    open var traitCollection: UITraitCollection { currentTraits }

    /// Called after the view's traits changed from `previousTraitCollection` (`nil` the first
    /// time): it joined a window, its window changed screens, or an override above it changed.
    /// The base does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style of this view and its subviews whatever their window's; `.unspecified`
    /// (the default) follows the superview.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { refreshTraits() } }
    }

    /// How the view's content relates to the layout direction; `.unspecified` by default. A
    /// forced direction is also the layout direction of the subviews' traits.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { refreshTraits() } }
    }

    /// The traits last reported to ``traitCollectionDidChange(_:)``.
    var reportedTraits: UITraitCollection?

    /// Resolves the view's dynamic colours again after its traits changed their colour
    /// appearance (called with the new traits current): the background colour, and the view's
    /// drawing, which is drawn again. Controls that keep resolved colours in their layers
    /// override this to resolve them again.
    func resolveColors() {
        if let storedBackgroundColor, storedBackgroundColor.isDynamic {
            layer.backgroundColor = storedBackgroundColor.resolvedColor(with: UITraitCollection.current).cgColor
        }
        setNeedsDisplay()
    }

    /// The view's part in appearance proxies, made when first needed.
    var appearanceStateStorage: ViewAppearanceState?

    /// Whether the view's content shows raised above the window's (a menu's), which gives it and
    /// its subviews the elevated interface level.
    var raisesInterfaceLevel = false

    // MARK: Safe area

    /// How far in from each edge the view's content is unobscured: the part of its superview's
    /// safe area insets that overlaps it, plus its view controller's
    /// `additionalSafeAreaInsets` for a controller's root view. A desktop window has no bars or
    /// notches, so this is zero unless a controller adds insets.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }

    /// Called after ``safeAreaInsets`` changed, before the view is laid out again; the base does nothing.
    open func safeAreaInsetsDidChange() {}

    /// The insets last reported to ``safeAreaInsetsDidChange()``.
    var reportedSafeAreaInsets = UIEdgeInsets.zero

    // MARK: Animation (class methods overridable, as UIKit's; the work is in Animation/)

    /// Animates the changes `animations` makes to views, over `duration` seconds after `delay`,
    /// as `options` say; `completion` then gets whether every animation ran to its end.
    ///
    /// The views take their new values at once (what they report is the final state); the screen
    /// shows them moving. A block nested in another takes its duration, curve and options unless
    /// `options` override them. With no change to animate, `completion` runs at the end of the
    /// run-loop turn.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, timing: .curve(options.curve), options: options, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, easing in and out, then
    /// calls `completion` with whether every animation ran to its end.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, easing in and out.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes with a spring that settles within `duration`:
    /// `dampingRatio` 1 comes to rest without overshoot, smaller ratios oscillate; `velocity` is
    /// the initial speed in whole changes per second.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, timing: .spring(dampingRatio: dampingRatio, velocity: velocity),
            options: options, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes with a spring of perceptual `duration` and
    /// `bounce` (0 none, towards 1 more); the animation lasts until the spring settles.
    open class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        withoutActuallyEscaping(animations) { animations in
            runAnimationBlock(
                duration: duration, delay: delay, timing: .perceptualSpring(duration: duration, bounce: bounce, velocity: initialSpringVelocity),
                options: options, animations: animations, completion: completion)
        }
    }

    /// Animates the changes made in `animations` through keyframes: each
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` in it moves the
    /// properties it changes over its part of `duration`; changes made outside keyframes run over
    /// the whole of it. `completion` then gets whether every animation ran to its end.
    open class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let shared = options.animationOptions
        runAnimationBlock(
            duration: duration, delay: delay, timing: .curve(shared.curve), options: shared,
            keyframeMode: options.calculationMode, animations: animations, completion: completion)
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``, makes the
    /// changes `animations` makes run from `frameStartTime` for `frameDuration`, both fractions
    /// (0 to 1) of the whole animation's duration.
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void) {
        runKeyframe(withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }

    /// Shows the changes `animations` makes to `view` (typically subviews shown, hidden, added or
    /// removed) through the transition effect in `options`: a flip, a page curl, or a cross-dissolve.
    ///
    /// The old picture is a snapshot of the view as it was; the changes take effect at once
    /// underneath, unless `options` contains ``AnimationOptions-swift.struct/allowAnimatedContent``,
    /// which also animates them like an animation block. `completion` gets whether the transition
    /// ran to its end.
    open class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        runTransition(with: view, duration: duration, options: options, animations: animations, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview through the transition effect
    /// in `options`: `toView` takes `fromView`'s place, and `fromView` leaves the hierarchy, or,
    /// with ``AnimationOptions-swift.struct/showHideTransitionViews``, `fromView` is hidden and
    /// `toView` shown. `completion` gets whether the transition ran to its end.
    open class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        runReplacement(from: fromView, to: toView, duration: duration, options: options, completion: completion)
    }

    /// Makes the changes `actionsWithoutAnimation` makes take effect at once, even inside an animation block.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        animationState.withoutAnimationDepth += 1
        defer { animationState.withoutAnimationDepth -= 1 }
        actionsWithoutAnimation()
    }

    /// Inside an animation block, makes the changes `animations` makes repeat `count` times (a
    /// fraction ends part way through a cycle) and, with `autoreverses`, run back after each cycle.
    open class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        animationState.repetitionOverrides.append((Float(count.isNaN ? 0 : max(count, 0)), autoreverses))
        defer { animationState.repetitionOverrides.removeLast() }
        animations()
    }

    /// Whether changes in animation blocks animate; `true` unless turned off with ``setAnimationsEnabled(_:)``.
    open class var areAnimationsEnabled: Bool { animationState.animationsEnabled }

    /// Turns view animations on or off; while off, changes in animation blocks take effect at once
    /// (and completion handlers still run).
    open class func setAnimationsEnabled(_ enabled: Bool) {
        animationState.animationsEnabled = enabled
    }

    /// The duration of the innermost animation block open now, or 0 outside one.
    open class var inheritedAnimationDuration: TimeInterval {
        enclosingAnimationBlock?.duration ?? 0
    }

    // MARK: Hit testing

    /// Whether `point`, in the view's bounds coordinates, is inside the view; the base tests its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        layer.placement.boundsContain(point)
    }

    /// The frontmost view of the hierarchy below this one (itself included) that contains
    /// `point`, in this view's coordinates: hidden, nearly transparent (alpha below 0.01) and
    /// non-interactive views, and views moving in an animation that does not allow interaction,
    /// take no part, nor do their subviews; a point outside a view never reaches its subviews.
    /// Geometry is the model's (where views are going), as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let placement = layer.placement
        // The layer's opacity is a Float: compared as one, an alpha of exactly 0.01 counts.
        guard isUserInteractionEnabled, !placement.isHidden, placement.opacity >= Float(0.01), interactionBlockingAnimations == 0,
              self.point(inside: point, with: event)
        else { return nil }
        return hitTestSubviews(point, placement: placement, with: event) ?? self
    }

    /// The base hit test for a view whose class is exactly `UIView`: the same rules as
    /// ``hitTest(_:with:)``, without the dynamic calls a subclass could have overridden, which
    /// is most of the cost of a wide level of plain container views.
    private final func hitTestAsPlainView(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let placement = layer.placement
        guard userInteractionStorage, !placement.isHidden, placement.opacity >= Float(0.01), interactionBlockingAnimations == 0,
              placement.boundsContain(point)
        else { return nil }
        return hitTestSubviews(point, placement: placement, with: event) ?? self
    }

    /// The frontmost subview's hit, subviews tried front to back.
    private final func hitTestSubviews(_ point: CGPoint, placement: LayerPlacement, with event: UIEvent?) -> UIView? {
        let plain = placement.isPlain || CATransform3DIsIdentity(layer.sublayerTransform)
        let subviews = subviewStorage
        guard !subviews.isEmpty else { return nil }
        if plain {
            if !hitTable.isCurrent(for: layer) { hitTable.rebuild(for: subviews, layer: layer) }
            // A local copy: a subview's own hit test may change this view, and its table with it.
            let entries = hitTable.entries
            return DeepRecursion.guarded { Self.hitTest(point, subviews: subviews, entries: entries, with: event) }
        }
        // One stack check a level, not one a subview: a wide level of misses stays a plain loop.
        return DeepRecursion.guarded {
            var index = subviews.count
            while index > 0 {
                index -= 1
                if let hit = Self.ask(subviews[index], point, superviewIsPlain: plain, with: event) { return hit }
            }
            return nil
        }
    }

    /// The hit `subview` answers for `point` in its superview's bounds coordinates, through the
    /// base test for views of exactly `UIView` and through its own override otherwise.
    private static func ask(_ subview: UIView, _ point: CGPoint, superviewIsPlain: Bool, with event: UIEvent?) -> UIView? {
        let converted = subview.pointFromSuperview(point, superviewIsPlain: superviewIsPlain)
        return type(of: subview) == UIView.self
            ? subview.hitTestAsPlainView(converted, with: event) : subview.hitTest(converted, with: event)
    }

    /// The frontmost hit among `subviews` of an untransformed view, through its table: plain
    /// views a point misses are passed over as values, without a call or a retain.
    private static func hitTest(_ point: CGPoint, subviews: [UIView], entries: [HitTestTable.Entry], with event: UIEvent?) -> UIView? {
        subviews.withUnsafeBufferPointer { views in
            entries.withUnsafeBufferPointer { entries in
                var index = min(views.count, entries.count)
                while index > 0 {
                    index -= 1
                    switch entries[index].kind {
                    case .neverHit:
                        continue
                    case .placed:
                        let converted = entries[index].converted(point)
                        guard entries[index].contains(converted) else { continue }
                        let hit = Unmanaged.passUnretained(views[index])._withUnsafeGuaranteedRef {
                            $0.hitTestAsPlainView(converted, with: event)
                        }
                        if let hit { return hit }
                    case .dynamic:
                        if let hit = ask(views[index], point, superviewIsPlain: true, with: event) { return hit }
                    }
                }
                return nil
            }
        }
    }

    /// How many animations that do not allow user interaction run on the view. Unchecked
    /// exclusivity, as `subviewStorage`: main-actor isolated, written by plain increments.
    @exclusivity(unchecked) var interactionBlockingAnimations = 0 {
        didSet { superviewStorage?.hitTable.isCurrent = false }
    }

    // MARK: Interactions (in the class, so subclasses can override them)

    /// The interactions attached to the view (``interactions``).
    var interactionStorage: [any UIInteraction] = []

    /// The interactions attached to the view, in the order they were added; setting replaces them.
    open var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Attaches `interaction`, taking it from the view it was attached to; it is told before
    /// and after.
    open func addInteraction(_ interaction: any UIInteraction) {
        if let old = interaction.view {
            guard old !== self else { return }
            old.removeInteraction(interaction)
        }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Detaches `interaction`; it is told before and after.
    open func removeInteraction(_ interaction: any UIInteraction) {
        guard interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }

    // MARK: Gesture recognizers (in the class, so subclasses can override them)

    /// The recognizers attached to the view (``gestureRecognizers``).
    var gestureRecognizerStorage: [UIGestureRecognizer] = []

    /// The recognizers attached to the view, in the order they were added; setting replaces them.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view, taking it from the view it was attached to.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view {
            guard old !== self else { return }
            old.removeGestureRecognizer(gestureRecognizer)
        }
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer`; a gesture it was following ends for it without actions.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizerStorage.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
        (window?.session ?? UIApplication.shared.session).touchDispatcher.arbiter.recognizerWasRemoved(gestureRecognizer)
    }

    /// Whether `gestureRecognizer`, which is about to recognize, may do so; the view can refuse
    /// gestures it should not start (a slider refusing its superview's pan). Default `true`.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Accessibility (what assistive technologies, the test kit and the debugging tools read)

    /// Whether assistive technologies treat the view as one element; `false` for a plain view.
    open var isAccessibilityElement = false
    /// A short name of the element, such as a button's title.
    open var accessibilityLabel: String?
    /// What happens when the element is acted on, in a short phrase.
    open var accessibilityHint: String?
    /// The element's current value, when it has one that changes (a slider's position).
    open var accessibilityValue: String?
    /// A string that identifies the element to tests, never spoken.
    open var accessibilityIdentifier: String?
    /// What kind of element it is and its state.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The actions the element offers beyond activation, in the order they are listed.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// The element's frame in screen coordinates; by default the view's bounds placed on the
    /// screen through its window, or an explicitly set rectangle.
    open var accessibilityFrame: CGRect {
        get { explicitAccessibilityFrame ?? screenRect(of: bounds) }
        set { explicitAccessibilityFrame = newValue }
    }
    private var explicitAccessibilityFrame: CGRect?

    /// The elements the view offers in its place, in reading order (``UIAccessibilityElement``s
    /// or views); `nil` when it offers its subviews.
    open var accessibilityElements: [Any]?

    /// How many elements the view offers (``accessibilityElements``).
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The element at `index`, or `nil` when there is none.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The index of `element` among the view's elements, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// Called when an assistive technology (or the test kit) asks an adjustable element to
    /// raise its value; override in a view with the `.adjustable` trait. The base does nothing.
    open func accessibilityIncrement() {}

    /// Called when an assistive technology asks an adjustable element to lower its value; the base does nothing.
    open func accessibilityDecrement() {}

    /// Called when an assistive technology activates the element; return `true` when it was
    /// handled, `false` (the base) to have a tap delivered at its activation point instead.
    open func accessibilityActivate() -> Bool { false }

    // MARK: Drawing

    /// Draws the view's content within `rect`, in its bounds coordinates, into the current
    /// context (``UIGraphicsGetCurrentContext()``). Called lazily: once when the view is first
    /// shown and once after each ``setNeedsDisplay()``, its result kept in the layer between.
    /// The base implementation draws nothing; subclasses need not call it.
    open func draw(_ rect: CGRect) {
        drawReachedBase = true
    }

    /// Marks the whole view to be drawn again before the next frame.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks `rect`, in bounds coordinates, to be drawn again before the next frame; ``draw(_:)``
    /// then gets the area to redraw and the rest of its earlier drawing is kept.
    open func setNeedsDisplay(_ rect: CGRect) {
        layer.setNeedsDisplay(rect)
    }

    /// A formatter that prints the view through ``draw(_:for:)``.
    open func viewPrintFormatter() -> UIViewPrintFormatter {
        UIViewPrintFormatter(view: self)
    }

    /// Draws the view's content for printing by `formatter`; the base calls ``draw(_:)``.
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        draw(rect)
    }

    /// Draws the view and its subviews, as they look, into `rect` of the current context (scaled
    /// to fit it). With `afterUpdates`, pending layout and drawing are done first; otherwise the
    /// picture is the last one drawn. Returns `false` when there is nothing to draw into or from.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        drawHierarchyOfLayers(in: rect, afterScreenUpdates: afterUpdates)
    }

    /// A view showing a picture of this one as it looks now (after pending updates when
    /// `afterUpdates`), which does not change when this one does; `nil` for an empty view.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        makeSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A view showing a picture of `rect` of this view; stretched larger, it keeps `capInsets` of
    /// the picture at their size. `nil` when `rect` is empty.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        makeSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
    }

    /// How the view's drawn content is placed when its bounds change size; ``ContentMode-swift.enum/scaleToFill`` by default.
    open var contentMode: ContentMode {
        get { contentModeStorage }
        set {
            contentModeStorage = newValue
            applyContentMode()
        }
    }
    var contentModeStorage = ContentMode.scaleToFill

    /// The part of the content that stretches when the view is resized, in unit coordinates:
    /// the layer's `contentsCenter`. The whole content by default.
    @available(*, deprecated, message: "Use a resizable image instead.")
    open var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }

    /// A recording of the first drawing of a view of a class not yet known to draw, replayed into its layer.
    var pendingRecording: CGContext?
    /// Set by the base ``draw(_:)`` while the view is probed: whether a drawing call reached it,
    /// that is, the class did not override it or its override called it.
    var drawReachedBase = false

    /// The view's drawing, to be replayed into each frame that shows it in place of a backing
    /// store (see `DrawnContent`); `nil` for views that draw into one, as UIKit's do. In the
    /// class, not an extension, so labels can override it.
    func directDrawing() -> DirectDrawing? { nil }

    // MARK: CALayerDelegate

    /// Gives the view's layer its contents: what ``draw(_:)`` draws, in a backing store, or no
    /// contents when the view draws nothing (as a view that does not override it).
    open func display(_ layer: CALayer) {
        guard layer === self.layer else { return layer.displayIntoBackingStore() }
        displayViewContents()
    }

    /// Draws the view's layer: ``draw(_:)`` with `ctx` as the current context.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        let area = ctx.boundingBoxOfClipPath
        // An opaque view's backing store has no transparency: what is cleared before drawing
        // takes the background colour, so what draw(_:) leaves unpainted shows it (black without one).
        if layer.drawsOpaque, clearsContextBeforeDrawing, let background = layer.backgroundColor {
            ctx.saveGState()
            ctx.setFillColor(background)
            ctx.fill(area)
            ctx.restoreGState()
        }
        if let recording = pendingRecording {
            ctx.drawRecording(recording, at: bounds.origin)
            return
        }
        UIGraphicsPushContext(ctx)
        UITraitCollection.withCurrentTraits(of: self) { draw(area) }
        UIGraphicsPopContext()
    }

    /// Whether the view's layer is in a shown window, where a view added in this turn animates
    /// in an animation block as UIKit's do.
    package func isShowing(_ layer: CALayer) -> Bool {
        layer === self.layer && windowStorage.map { !$0.isHidden } == true
    }

    /// Lays out the view when its layer lays out: ``layoutSubviews()``, between its view
    /// controller's ``UIViewController/viewWillLayoutSubviews()`` and
    /// ``UIViewController/viewDidLayoutSubviews()`` when it is a controller's root view.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        let controller = viewControllerStorage
        UITraitCollection.withCurrentTraits(of: self) {
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
    }

    /// The "no action" answer: one shared `NSNull`, as `NSNull()` is a singleton on Apple's platforms.
    private static let noAction = NSNull()

    /// The action for a change of the view's layer: an animation for an animatable property
    /// changed in an animation block, none otherwise, so that outside blocks a view's layer
    /// changes at once (UIKit's rule); other layers keep Core Animation's search.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer else { return nil }
        return animationBlockAction(forKey: event) ?? Self.noAction
    }
}
