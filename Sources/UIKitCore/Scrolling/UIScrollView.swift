public import CoreGraphics
public import Foundation
import QuartzCore

/// A view that shows part of a larger content and lets the user move it: dragged with a finger
/// or the pointer, flung into a gliding stop, rubber-banded past its edges and bounced back, or
/// scrolled with a wheel or a touchpad.
///
/// The content offset is the bounds' origin: the content's point shown at the top-left corner.
/// Subviews are the content, laid out in the content's coordinates; the scroll view clips them.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// Hears scrolling and dragging; not retained.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content, which the offset ranges over; zero by default. Not clamped: a
    /// negative or non-finite size scrolls as an empty content.
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { updateAdjustedContentInset() } }
    }

    /// Extra room around the content, added to what the offset ranges over; zero by default.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }

    /// Which parts of the safe area are added to ``contentInset``; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { updateAdjustedContentInset(keepingTop: true) }
    }

    /// The inset the offset's range uses: ``contentInset`` plus the safe area that
    /// ``contentInsetAdjustmentBehavior`` takes in.
    open var adjustedContentInset: UIEdgeInsets { adjustedInsetStorage }

    /// Whether dragging past an edge rubber-bands and a fling into an edge bounces; `true` by default.
    open var bounces = true
    /// Whether a vertical drag rubber-bands even when the content is no taller than the view;
    /// `false` by default.
    open var alwaysBounceVertical = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether a horizontal drag rubber-bands even when the content is no wider than the view;
    /// `false` by default.
    open var alwaysBounceHorizontal = false {
        didSet { updateAdjustedContentInset() }
    }
    /// Whether a drag that starts mostly along one axis moves along that axis only; `false` by default.
    open var isDirectionalLockEnabled = false
    /// Whether a drag settles on a whole page (a multiple of the view's size) instead of gliding
    /// freely; `false` by default.
    open var isPagingEnabled = false
    /// How quickly a fling slows down; `.normal` by default.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether the user can scroll the content (the offset can still be set in code); `true` by default.
    open var isScrollEnabled: Bool {
        get { pan.isEnabled }
        set { pan.isEnabled = newValue }
    }

    /// Whether a request to scroll to the top (the Home key, where iOS has a tap on the status
    /// bar) scrolls this view; `true` by default.
    open var scrollsToTop = true
    /// Whether arrow keys, Page Up and Down, Space, Home and End scroll the content when the
    /// view or its content has the keyboard, or when it is the window's main scroll view and
    /// nothing else takes the key; `true` by default.
    open var allowsKeyboardScrolling = true

    /// The smallest zoom scale a pinch or code may set; 1 by default.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsChanged() }
    }
    /// The largest zoom scale a pinch or code may set; 1 by default (no zooming).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { zoomLimitsChanged() }
    }
    /// Whether a pinch past the zoom limits overshoots a little and springs back; `true` by default.
    open var bouncesZoom = true
    /// Whether a pinch is zooming the content now.
    open internal(set) var isZooming = false
    /// Whether the zoom scale is returning to the limits after a pinch past them.
    open internal(set) var isZoomBouncing = false

    /// The pull-to-refresh control shown above the content, or `nil` (the default). While it
    /// refreshes, the adjusted inset keeps room for it at the top.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let refreshControl {
                insertSubview(refreshControl, at: 0)
                refreshControl.scrollViewDidScroll(self)
            }
            updateAdjustedContentInset()
        }
    }

    /// Whether the user's finger (or pressed pointer) is on the content, dragging or not.
    open internal(set) var isTracking = false
    /// Whether the user is dragging the content.
    open internal(set) var isDragging = false
    /// Whether the content is moving on after the user lifted the finger (gliding or bouncing).
    open internal(set) var isDecelerating = false

    /// Whether a touch reaches the content only once it is clear it is not a scroll (150 ms
    /// without moving, or a lift); `true` by default. Without the delay the content hears the
    /// touch at once and loses it (cancelled) if it turns into a scroll.
    open var delaysContentTouches = true
    /// Whether a scroll may begin over a touch the content already has, taking it from the
    /// content (which hears it cancelled); `true` by default.
    open var canCancelContentTouches = true
    /// Whether a drag beginning in the scroll view dismisses the keyboard; `.none` by default.
    ///
    /// A drag by a finger or the pointer counts; wheel and touchpad scrolling does not, so a
    /// desktop user can scroll a list while typing into a field beside it.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether the content's `view` may have `touches`, asked as they are about to reach it
    /// (after the delay, or at once without it); `true` by default. Return `false` to keep them
    /// from the view.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a scroll that begins may take a touch from `view`, which already has it: `true`,
    /// except for controls, which keep their touches (a button being pressed does not scroll).
    /// Not asked when ``canCancelContentTouches`` is `false`.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Whether the vertical indicator shows while the content moves; `true` by default.
    open var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { verticalIndicator?.isHidden = true } }
    }
    /// Whether the horizontal indicator shows while the content moves; `true` by default.
    open var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { horizontalIndicator?.isHidden = true } }
    }
    /// The indicators' colour: `.default` is dark on light backgrounds and light in dark mode.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { styleIndicators() }
    }
    /// How far the vertical indicator keeps from the edges, beyond its usual margin; zero by default.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// How far the horizontal indicator keeps from the edges, beyond its usual margin; zero by default.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }
    /// Both indicators' insets: reads the vertical one's, sets both (UIKit deprecated it for the
    /// two separate properties).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators also keep out of the safe area taken into the adjusted content
    /// inset; `true` by default.
    open var automaticallyAdjustsScrollIndicatorInsets = true {
        didSet { setNeedsLayout() }
    }

    /// The recognizer that pinches the content to zoom it, or `nil` while zooming is off (the
    /// limits allow no zooming).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? {
        zoomingAllowed ? pinch : nil
    }

    /// The recognizer that drags the content, for ``UIGestureRecognizer/require(toFail:)`` and
    /// friends; it also follows wheels and touchpads.
    open var panGestureRecognizer: UIPanGestureRecognizer { pan }

    // MARK: State

    let pan = ScrollViewPanGestureRecognizer()
    private let touchDelay = ScrollViewTouchDelay()
    private let hover = UIHoverGestureRecognizer()
    private var adjustedInsetStorage = UIEdgeInsets.zero
    /// The motion after a drag or of an animated scroll, while one runs.
    var motion: ScrollMotion?
    /// Calls ``stepMotion(_:)`` on each frame while ``motion`` runs.
    var motionLink: CADisplayLink?
    /// Counts the motions started, to tell the running one from one it replaced.
    var motionGeneration = 0
    /// The drag in progress: the offset the finger started from (rubber band undone) and the
    /// axis a directional lock chose.
    var drag: ScrollDrag?
    /// The pinch, made when the limits first allow zooming.
    var pinch: UIPinchGestureRecognizer?
    /// The zoom scale set last (1 until the content is zoomed).
    var zoomScaleStorage: CGFloat = 1
    /// A pinch in progress: the scale it started from and the point of the zoomed view under it.
    var zoomGesture: (startScale: CGFloat, anchor: CGPoint)?
    /// Lets the scroll view's own recognizers work together, and hands other questions to a
    /// subclass that is a gesture delegate itself.
    let recognizerDelegate = ScrollRecognizerDelegate()
    /// The indicators, made when first shown.
    package var verticalIndicator: ScrollIndicatorView?
    package var horizontalIndicator: ScrollIndicatorView?
    /// Why the indicators show besides motion: a flash or a hover keeps them until a media
    /// time, a grabbed bar while held.
    var indicatorsHeldUntil: CFTimeInterval = 0
    var isIndicatorGrabbed = false
    /// The session timer that starts the indicators' fade (the session held weakly: a view
    /// keeps no session alive).
    var indicatorFadeTimer: SessionTimer?
    /// How deeply offset changes are nested inside ``UIScrollViewDelegate/scrollViewDidScroll(_:)``.
    private var scrollNotificationDepth = 0
    private var reportedScrollLoop = false
    /// Set while the scroll view itself moves the offset, so a change from anyone else (a
    /// delegate, a layout) is known as one and shifts the running motion instead of fighting it.
    var isMovingOffset = false

    // MARK: Making one

    /// Creates a scroll view with `frame`; it clips its content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrollView()
    }

    /// Creates a scroll view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrollView()
    }

    private func configureScrollView() {
        clipsToBounds = true
        pan.scrollView = self
        pan.allowedScrollTypesMask = .all
        recognizerDelegate.scrollView = self
        pan.delegate = recognizerDelegate
        pan.addTarget { [weak self] (recognizer: UIPanGestureRecognizer) in self?.panned(recognizer) }
        addGestureRecognizer(pan)
        touchDelay.scrollView = self
        addGestureRecognizer(touchDelay)
        // A pointer moving over the content shows the indicators, as a desktop's overlay scrollers.
        hover.addTarget { [weak self] (recognizer: UIHoverGestureRecognizer) in
            if recognizer.state == .began || recognizer.state == .changed { self?.holdIndicators() }
        }
        addGestureRecognizer(hover)
    }

    // A plain deinit, as UIKit's, so subclasses may declare one: the frame link goes with the view.
    deinit {
        cleanUpOnMainThread { motionLink?.invalidate() }
    }

    // MARK: Offset

    /// The point of the content shown at the top-left corner: the bounds' origin, rounded to
    /// whole pixels when set. Setting it while the content glides moves the glide along with it.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { setOffset(pixelAligned(newValue)) }
    }

    /// The bounds: setting a new origin scrolls (the delegate hears it, layout is asked for).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            let new = super.bounds
            if new.size != old.size { updateAdjustedContentInset() }
            if new.origin != old.origin { offsetDidChange(from: old.origin) }
        }
    }

    /// The frame: a new size changes which axes scroll, so the adjusted inset may change.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = bounds.size
            super.frame = newValue
            if bounds.size != oldSize { updateAdjustedContentInset() }
        }
    }

    /// Scrolls to `contentOffset` at once, stopping any glide or animation, or over an animation
    /// the delegate hears the end of in ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let target = pixelAligned(contentOffset)
        guard target.x.isFinite, target.y.isFinite else { return reportBadOffset(contentOffset) }
        if animated, window != nil, target != self.contentOffset {
            startAnimation(to: target)
        } else {
            stopMotion()
            setOffset(target)
        }
    }

    /// Scrolls the least that shows `rect` (in the content's coordinates), or as much of it as
    /// fits, keeping the offset in range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let rect = rect.standardized
        guard rect.isFiniteGeometry, !rect.isNull else { return }
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        let range = offsetRange
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - adjustedContentInset.left }
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - adjustedContentInset.top }
        offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
        offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }

    /// Moves the offset; a change made while the view's own motion runs shifts that motion, so a
    /// delegate that recentres the content keeps the glide going.
    func setOffset(_ offset: CGPoint) {
        guard offset.x.isFinite, offset.y.isFinite else { return reportBadOffset(offset) }
        let old = bounds.origin
        guard offset != old else { return }
        if !isMovingOffset {
            let shift = CGPoint(x: offset.x - old.x, y: offset.y - old.y)
            motion?.shift(by: shift)
            drag?.shift(by: shift)
        }
        bounds.origin = offset
    }

    /// Sets the offset as the view's own motion, without shifting that motion.
    func moveOffset(to offset: CGPoint) {
        isMovingOffset = true
        defer { isMovingOffset = false }
        setOffset(pixelAligned(offset))
    }

    private func offsetDidChange(from oldOffset: CGPoint) {
        setNeedsLayout()
        // A delegate that always moves the offset again would recurse for ever; past a few
        // levels the changes still happen but are not reported again.
        guard scrollNotificationDepth < Self.maximumScrollNotificationDepth else {
            if !reportedScrollLoop {
                reportedScrollLoop = true
                Diagnostics.report("Casement UIKit: scrollViewDidScroll(_:) kept changing the content offset of \(Self.self); the nested changes are no longer reported. Change the offset only when it differs from what you want.")
            }
            return
        }
        refreshControl?.scrollViewDidScroll(self)
        scrollNotificationDepth += 1
        defer {
            scrollNotificationDepth -= 1
            if scrollNotificationDepth == 0 { reportedScrollLoop = false }
        }
        delegate?.scrollViewDidScroll(self)
    }

    private static let maximumScrollNotificationDepth = 8

    private func reportBadOffset(_ offset: CGPoint) {
        Diagnostics.report("Casement UIKit: \(Self.self) ignored the content offset (\(offset.x), \(offset.y)): offsets must be finite.")
    }

    /// `point` on the screen's pixel grid.
    func pixelAligned(_ point: CGPoint) -> CGPoint {
        let scale = contentScaleFactor > 0 && contentScaleFactor.isFinite ? contentScaleFactor : 1
        return CGPoint(x: (point.x * scale).rounded() / scale, y: (point.y * scale).rounded() / scale)
    }

    // MARK: Range

    /// The content size, negative or non-finite dimensions taken as zero.
    var usableContentSize: CGSize {
        CGSize(width: contentSize.width.isFinite ? max(contentSize.width, 0) : 0,
               height: contentSize.height.isFinite ? max(contentSize.height, 0) : 0)
    }

    /// The offsets the content can rest at on each axis: from minus the leading inset to where
    /// the content's far edge (plus inset) meets the view's, or just the first when it fits.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset, size = usableContentSize, visible = bounds.size
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, size.width + inset.right - visible.width)
        let maxY = max(minY, size.height + inset.bottom - visible.height)
        return (minX...(maxX.isFinite ? maxX : minX), minY...(maxY.isFinite ? maxY : minY))
    }

    /// Whether the content, with its insets, is wider than the view.
    var exceedsWidth: Bool {
        usableContentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    /// Whether the content, with its insets, is taller than the view.
    var exceedsHeight: Bool {
        usableContentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    /// Whether a drag moves the content sideways: it is wider than the view, or bouncing is forced.
    var scrollsHorizontally: Bool { exceedsWidth || alwaysBounceHorizontal }
    /// Whether a drag moves the content up and down: it is taller than the view, or bouncing is forced.
    var scrollsVertically: Bool { exceedsHeight || alwaysBounceVertical }

    // MARK: Insets

    /// Works out ``adjustedContentInset`` again and, when it changed, tells the view and the
    /// delegate. With `keepingTop` (the safe area changed), content resting at the old top (or
    /// leading edge) moves to the new one, as a list under a new bar starts below it; a change of
    /// ``contentInset`` leaves the offset to the code that made it.
    func updateAdjustedContentInset(keepingTop: Bool = false) {
        let safe = safeAreaInsets
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .always: (vertical, horizontal) = (true, true)
        case .never: (vertical, horizontal) = (false, false)
        case .automatic, .scrollableAxes: (vertical, horizontal) = (scrollsVertically, scrollsHorizontally)
        }
        let inset = contentInset
        let refreshing = refreshControl?.isRefreshing == true && refreshControl?.superview === self ? UIRefreshControl.height : 0
        let adjusted = UIEdgeInsets(
            top: inset.top + (vertical ? safe.top : 0) + refreshing, left: inset.left + (horizontal ? safe.left : 0),
            bottom: inset.bottom + (vertical ? safe.bottom : 0), right: inset.right + (horizontal ? safe.right : 0))
        let old = adjustedInsetStorage
        guard adjusted != old else { return }
        adjustedInsetStorage = adjusted
        if keepingTop, motion == nil, drag == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -adjusted.top }
            if offset.x == -old.left { offset.x = -adjusted.left }
            setOffset(offset)
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The refresh control started or ended a refresh: the room above the content opens or
    /// closes, and content resting in the room that closed slides back to the top.
    func refreshStateChanged() {
        updateAdjustedContentInset()
        refreshControl?.scrollViewDidScroll(self)
        let top = offsetRange.y.lowerBound
        if !isDragging, motion == nil, contentOffset.y < top {
            setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: window != nil)
        }
    }

    /// Called when ``adjustedContentInset`` changed; overrides call `super`.
    open func adjustedContentInsetDidChange() {}

    /// A scroll view leaving its window finishes its motion at once: the content lands where it
    /// was going and the delegate hears the end, rather than freezing part-way.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil, motion != nil { finishMotion() }
    }

    /// Shows the indicators for a moment, to tell the user the content scrolls.
    open func flashScrollIndicators() {
        holdIndicators()
    }

    /// The scale the zoomed view is shown at (its transform); setting it zooms about the middle of
    /// the visible area, kept within the limits. Without a view to zoom it stays 1.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (kept within the limits) about the middle of the visible area, at once or
    /// animated.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            return Diagnostics.report("Casement UIKit: \(Self.self) ignored the zoom scale \(scale): scales must be positive and finite.")
        }
        zoom(toScale: scale, aroundVisiblePoint: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's coordinates) just fits the view, centred,
    /// within the zoom limits.
    open func zoom(to rect: CGRect, animated: Bool) {
        let rect = rect.standardized
        guard rect.isFiniteGeometry, rect.width > 0 || rect.height > 0 else { return }
        zoom(toRect: rect, animated: animated)
    }

    /// Scrolls for the keys ``allowsKeyboardScrolling`` covers; others go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.count == 1, let key = presses.first?.key, scroll(for: key) { return }
        super.pressesBegan(presses, with: event)
    }

    /// Lays out the content (subclasses' overrides call `super`) and places the indicators.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutScrollIndicators()
    }

    /// The pan begins only along an axis the content scrolls on: a mostly vertical drag over
    /// content that only scrolls sideways is left to the views around it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === pan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panMayBegin()
    }

    /// The safe area changed: the adjusted inset follows.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset(keepingTop: true)
    }

    /// Saves the scroll position and zoom scale, as UIKit's scroll view does.
    open override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(contentOffset, forKey: Self.offsetKey)
        coder.encode(Double(zoomScale), forKey: Self.zoomKey)
    }

    /// Restores the zoom scale, then the scroll position exactly where it was.
    open override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        let scale = coder.decodeDouble(forKey: Self.zoomKey)
        if coder.containsValue(forKey: Self.zoomKey), scale.isFinite, scale > 0, CGFloat(scale) != zoomScale { zoomScale = CGFloat(scale) }
        if coder.containsValue(forKey: Self.offsetKey) {
            let offset = coder.decodeCGPoint(forKey: Self.offsetKey)
            if offset.x.isFinite, offset.y.isFinite { contentOffset = offset }
        }
    }

    private static let offsetKey = "UIScrollViewContentOffset", zoomKey = "UIScrollViewZoomScale"
}
