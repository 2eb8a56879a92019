public import CoreGraphics
public import Foundation

/// A row of dots, one per page, with the current page's dot highlighted.
///
/// A tap before or after the current dot moves one page back or forward; a press dragged along
/// the dots scrubs through the pages. Each change sets ``currentPage`` and sends `valueChanged`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// When the control shows a platter behind its dots.
    public enum BackgroundStyle: Int, Sendable {
        /// Only while the control is being interacted with.
        case automatic = 0
        /// Always.
        case prominent = 1
        /// Never.
        case minimal = 2
    }

    /// How the control is being used.
    public enum InteractionState: Int, Sendable {
        /// Not at all.
        case none = 0
        /// A tap moving one page.
        case discrete = 1
        /// A drag scrubbing through the pages.
        case continuous = 2
    }

    /// The number of pages (dots); 0 by default, never below 0.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = min(currentPage, max(numberOfPages - 1, 0))
            pagesDidChange()
        }
    }

    /// The page shown, from 0; kept within the pages. Setting it sends no actions.
    open var currentPage = 0 {
        didSet {
            let clamped = min(max(currentPage, 0), max(numberOfPages - 1, 0))
            if clamped != currentPage { currentPage = clamped }
            if currentPage != oldValue { pagesDidChange() }
        }
    }

    /// Whether the control shows nothing when there is only one page; false by default.
    open var hidesForSinglePage = false {
        didSet { pagesDidChange() }
    }

    /// The colour of the dots of other pages; `nil` shows the tertiary label colour.
    open var pageIndicatorTintColor: UIColor? {
        didSet {
            noteAppearance("UIPageControl.pageIndicatorTintColor", { [value = pageIndicatorTintColor] in ($0 as? UIPageControl)?.pageIndicatorTintColor = value })
            pagesDidChange()
        }
    }

    /// The colour of the current page's dot; `nil` shows the label colour.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet {
            noteAppearance("UIPageControl.currentPageIndicatorTintColor", { [value = currentPageIndicatorTintColor] in ($0 as? UIPageControl)?.currentPageIndicatorTintColor = value })
            pagesDidChange()
        }
    }

    /// When the platter behind the dots shows; automatic by default.
    open var backgroundStyle = BackgroundStyle.automatic {
        didSet {
            noteAppearance("UIPageControl.backgroundStyle", { [value = backgroundStyle] in ($0 as? UIPageControl)?.backgroundStyle = value })
            pagesDidChange()
        }
    }

    /// Whether a press dragged along the dots scrubs through the pages; true by default.
    open var allowsContinuousInteraction = true

    /// How the control is being used right now.
    open private(set) var interactionState = InteractionState.none {
        didSet { if interactionState != oldValue { pagesDidChange() } }
    }

    /// The image every dot shows, in place of a round dot.
    open var preferredIndicatorImage: UIImage? {
        didSet { pagesDidChange() }
    }

    /// The image the current page's dot shows; `nil` shows the same as the others.
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { pagesDidChange() }
    }

    /// Images set for particular pages.
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]
    /// Where the tracked touch went down, to tell a tap from a drag.
    private var trackingStart = CGPoint.zero
    let dots = PageDotsView()

    /// Creates a control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configurePageControl()
    }

    /// Creates a control with no pages, with no archive to restore from.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configurePageControl()
    }

    private func configurePageControl() {
        dots.isUserInteractionEnabled = false
        addSubview(dots)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        pagesDidChange()
    }

    // MARK: Images

    /// The image dot `page` shows: the one set for it, or the preferred one.
    open func indicatorImage(forPage page: Int) -> UIImage? {
        indicatorImages[page] ?? preferredIndicatorImage
    }

    /// Sets the image dot `page` shows; `nil` goes back to the preferred one.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        indicatorImages[page] = image
        pagesDidChange()
    }

    /// The image dot `page` shows while it is the current page.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? {
        currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
    }

    /// Sets the image dot `page` shows while it is the current page.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
        pagesDidChange()
    }

    // MARK: Size and layout

    /// The size that shows `pageCount` dots: each dot with the space between, the padding
    /// around, and the platter's height.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        let width = count > 0 ? count * Self.dotDiameter + (count - 1) * Self.dotSpacing + 2 * Self.padding : 0
        return CGSize(width: width, height: Self.naturalHeight)
    }

    /// The size of the dots for the number of pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The size of the dots for the number of pages, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// Centres the dots (and their platter) in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        dots.frame = bounds
        dots.isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        dots.setNeedsDisplay()
    }

    /// Redraws the dots for the pages, images, colours and state.
    func pagesDidChange() {
        let hidden = numberOfPages == 0 || (hidesForSinglePage && numberOfPages == 1)
        let showsPlatter = backgroundStyle == .prominent || (backgroundStyle == .automatic && interactionState != .none)
        dots.show(PageDotsView.Look(
            count: hidden ? 0 : numberOfPages, current: currentPage, showsPlatter: showsPlatter && !hidden,
            dotColor: pageIndicatorTintColor ?? .tertiaryLabel, currentColor: currentPageIndicatorTintColor ?? .label,
            image: { [indicatorImages, preferredIndicatorImage] page in indicatorImages[page] ?? preferredIndicatorImage },
            currentImage: { [currentIndicatorImages, preferredCurrentPageIndicatorImage] page in
                currentIndicatorImages[page] ?? preferredCurrentPageIndicatorImage
            },
            enabled: isEnabled))
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func controlStateDidChange(from old: UIControl.State) {
        super.controlStateDidChange(from: old)
        pagesDidChange()
    }

    // MARK: Tracking

    /// Starts following a touch on the dots.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard dots.look.count > 0 else { return false }
        trackingStart = touch.location(in: self)
        return super.beginTracking(touch, with: event)
    }

    /// Scrubs to the dot under the touch once it has moved along the dots.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        if allowsContinuousInteraction,
            interactionState == .continuous || abs(location.x - trackingStart.x) > Self.scrubThreshold {
            interactionState = .continuous
            if let page = dots.page(nearestTo: location.x), page != currentPage {
                currentPage = page
                send(.valueChanged, event: event)
            }
        }
        return super.continueTracking(touch, with: event)
    }

    /// Moves one page towards the side of the current dot the tap was on, unless the touch scrubbed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        defer { interactionState = .none }
        guard interactionState != .continuous, let touch, isInsideWithTolerance(touch.location(in: self)) else { return }
        interactionState = .discrete
        let currentX = dots.centre(ofPage: currentPage)
        var forward = touch.location(in: self).x > currentX
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { forward.toggle() }
        let page = min(max(currentPage + (forward ? 1 : -1), 0), numberOfPages - 1)
        guard page != currentPage else { return }
        currentPage = page
        send(.valueChanged, event: event)
    }

    /// Ends the interaction where it got to.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        interactionState = .none
    }

    // MARK: Accessibility

    /// "Page 2 of 5".
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (numberOfPages > 0 ? "Page \(currentPage + 1) of \(numberOfPages)" : nil) }
        set { super.accessibilityValue = newValue }
    }

    /// Moves to the next page and sends `valueChanged`.
    open override func accessibilityIncrement() {
        guard currentPage + 1 < numberOfPages else { return }
        currentPage += 1
        sendActions(for: .valueChanged)
    }

    /// Moves to the previous page and sends `valueChanged`.
    open override func accessibilityDecrement() {
        guard currentPage > 0 else { return }
        currentPage -= 1
        sendActions(for: .valueChanged)
    }
}

extension UIPageControl {
    /// A page control's height.
    static let naturalHeight: CGFloat = 26
    /// The diameter of a dot.
    static let dotDiameter: CGFloat = 7
    /// The space between dots.
    static let dotSpacing: CGFloat = 9
    /// The space between the outer dots and the control's ends.
    static let padding: CGFloat = 12
    /// How far a press moves along the dots before it scrubs rather than taps.
    static let scrubThreshold: CGFloat = 6
}
