public import CoreGraphics
public import Foundation

/// A row of segments, each a title, an image or an action, of which one is selected.
///
/// Tapping a segment selects it, slides the selection there and sends `valueChanged`; a segment
/// made from a `UIAction` also performs it. A momentary control shows no lasting selection.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The selected index when no segment is selected.
    public static let noSegment = -1

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var contentOffset = CGSize.zero
        var isEnabled = true
    }

    var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    /// Title attributes set per state, by the state's raw value.
    var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The segment under the tracked touch.
    var pressedIndex: Int?
    /// The accessibility elements of the segments, made again when their number changes.
    private var segmentElements: [SegmentElement] = []
    let backgroundView = SegmentedBackgroundView()
    let selectionView = UIView()
    let contentView = UIView()
    /// The view showing each segment's title or image, by index.
    var itemViews: [UIView] = []
    /// Each segment's measured content size, until its content or title attributes change.
    var measuredContentSizes: [CGSize?] = []
    /// Counts changes of content, attributes and tint, so item views are restyled only when
    /// their segment's state or content changed.
    var contentGeneration = 0
    /// The state and content generation each item view was last styled for.
    var styledItems: [(state: UInt, generation: Int)?] = []

    /// The selected segment's index, or ``noSegment``. Setting it sends no actions; an index
    /// outside the segments is ignored with a message.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue, animated: false) }
    }

    /// Whether a tapped segment shows no lasting selection; false by default.
    open var isMomentary = false {
        didSet { segmentsDidChange() }
    }

    /// Whether segments take widths in proportion to their content rather than equal ones;
    /// false by default.
    open var apportionsSegmentWidthsByContent = false {
        didSet { segmentsDidChange() }
    }

    /// The colour of the selected segment; `nil` shows white.
    open var selectedSegmentTintColor: UIColor? {
        didSet {
            noteAppearance("UISegmentedControl.selectedSegmentTintColor", { [value = selectedSegmentTintColor] in ($0 as? UISegmentedControl)?.selectedSegmentTintColor = value })
            segmentsDidChange()
        }
    }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with a segment for each item, a `String` title or a `UIImage`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                segments.append(Segment(title: item as? String ?? String(describing: item)))
            }
        }
        contentDidChange()
        frame.size = intrinsicContentSize
    }

    /// Creates a control with a segment for each action, showing its title and image.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
        contentDidChange()
    }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSegmentedControl()
    }

    /// Creates a control with no segments, with no archive to restore from.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSegmentedControl()
    }

    private func configureSegmentedControl() {
        for view in [backgroundView, selectionView, contentView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        selectionView.layer.shadowColor = UIColor.black.cgColor
        selectionView.layer.shadowOpacity = 0.12
        selectionView.layer.shadowRadius = 2
        selectionView.layer.shadowOffset = CGSize(width: 0, height: 1)
        selectionView.layer.cornerRadius = Self.selectionCornerRadius
        isAccessibilityElement = false
        segmentsDidChange()
    }

    private static func segment(for action: UIAction) -> Segment {
        Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action)
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to the segments), sliding the
    /// others aside when `animated`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` at `segment`, showing its title and image.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment, animated: animated)
    }

    private func insert(_ new: Segment, at index: Int, animated: Bool) {
        let index = min(max(index, 0), segments.count)
        segments.insert(new, at: index)
        if storedSelectedIndex >= index { storedSelectedIndex += 1 }
        contentDidChange(animated: animated)
    }

    /// Removes the segment at `segment`; the selection moves with the segments after it, and goes
    /// if its segment does. An index outside the segments is ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        contentDidChange(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        storedSelectedIndex = Self.noSegment
        contentDidChange()
    }

    /// Sets the title of the segment at `segment`; the segment shows the title instead of an image.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        contentDidChange()
    }

    /// The title of the segment at `segment`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment`; the segment shows the image instead of a title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        contentDidChange()
    }

    /// The image of the segment at `segment`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Makes the segment at `segment` perform `action`, showing its title and image.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        let replacement = Self.segment(for: action)
        segments[segment].title = replacement.title
        segments[segment].image = replacement.image
        segments[segment].action = action
        contentDidChange()
    }

    /// The action of the segment at `segment`, if it was made from one.
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment``.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Fixes the width of the segment at `segment`; 0 (the default) lets the control choose.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width.isFinite else { return }
        segments[segment].width = max(width, 0)
        segmentsDidChange()
    }

    /// The width fixed for the segment at `segment`, or 0.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves the content of the segment at `segment` by `offset` from its centre.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
        segmentsDidChange()
    }

    /// How far the content of the segment at `segment` is moved from its centre.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Enables or disables the segment at `segment`; a disabled segment is dimmed and takes no taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        contentDidChange()
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the attributes of titles in `state` (font, colour); `.selected` styles the selected
    /// segment's title.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        noteAppearance("UISegmentedControl.setTitleTextAttributes.\(state.rawValue)", { [attributes] in ($0 as? UISegmentedControl)?.setTitleTextAttributes(attributes, for: state) })
        titleAttributesByState[state.rawValue] = attributes
        contentDidChange()
    }

    /// The title attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    // MARK: Selection

    /// Selects the segment at `index` (or none), sliding the selection there when `animated`.
    func select(_ index: Int, animated: Bool) {
        guard index == Self.noSegment || segments.indices.contains(index) else {
            Diagnostics.report("Casement UIKit: UISegmentedControl.selectedSegmentIndex \(index) is outside its \(segments.count) segments; ignored.")
            return
        }
        guard index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        segmentsDidChange(animated: animated)
    }

    /// The segments' content or title attributes changed: measure and style them again.
    func contentDidChange(animated: Bool = false) {
        measuredContentSizes = []
        contentGeneration += 1
        segmentsDidChange(animated: animated)
    }

    /// Redraws and lays out the segments for their content, the selection and the state.
    func segmentsDidChange(animated: Bool = false) {
        showSegments()
        invalidateIntrinsicContentSize()
        if animated, window != nil {
            UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutSegments()
            }
        } else {
            setNeedsLayout()
        }
    }

    // MARK: Size and layout

    /// The segments' natural width (equal widths: the widest content for each) and 32 points high.
    open override var intrinsicContentSize: CGSize { naturalSize }

    /// The natural size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize }

    /// Places the background, the selection and each segment's content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSegments()
    }

    override func controlStateDidChange(from old: UIControl.State) {
        super.controlStateDidChange(from: old)
        showSegments()
    }

    /// Images without a rendering mode of their own redraw for the tint.
    /// An arrow key on a focused control selects the next enabled segment that way, as a tap does.
    override func adjustFromKeyboard(by step: Int) -> Bool {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let direction = rightToLeft ? -step : step
        var index = selectedSegmentIndex == Self.noSegment ? (direction > 0 ? -1 : numberOfSegments) : selectedSegmentIndex
        repeat { index += direction } while index >= 0 && index < numberOfSegments && !isEnabledForSegment(at: index)
        if index >= 0, index < numberOfSegments { choose(index, event: nil) }
        return true
    }

    /// Space and Return do nothing to a segmented control: the arrows choose segments.
    override func activateFromKeyboard() {}

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentGeneration += 1
        showSegments()
    }

    /// The segments' content and the dividers take the new appearance's colours.
    override func resolveColors() {
        super.resolveColors()
        contentGeneration += 1
        showSegments()
        setNeedsLayout()
    }

    // MARK: Tracking

    /// Presses the enabled segment under the touch.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        pressedIndex = index
        showSegments()
        return super.beginTracking(touch, with: event)
    }

    /// Presses the segment the touch has moved to (the nearest end one just past the control),
    /// or none once it is far away.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        var index: Int?
        if isInsideWithTolerance(location) {
            let x = min(max(location.x, bounds.minX), bounds.maxX - 0.5)
            index = segmentIndex(at: CGPoint(x: x, y: bounds.midY))
        }
        if let candidate = index, !segments[candidate].isEnabled { index = pressedIndex }
        if index != pressedIndex {
            pressedIndex = index
            showSegments()
        }
        return super.continueTracking(touch, with: event)
    }

    /// Selects the pressed segment when the touch lifts on it.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let index = pressedIndex
        pressedIndex = nil
        showSegments()
        if let index { choose(index, event: event) }
    }

    /// Lets go of the pressed segment without selecting it.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        pressedIndex = nil
        showSegments()
    }

    /// Selects segment `index` as a tap does: the selection slides there, the segment's action
    /// runs and `valueChanged` is sent. A momentary control selects it only while sending.
    func choose(_ index: Int, event: UIEvent?) {
        guard segments.indices.contains(index), segments[index].isEnabled, isEnabled else { return }
        if isMomentary {
            let previous = storedSelectedIndex
            storedSelectedIndex = index
            if let action = segments[index].action { sendAction(action) }
            send(.valueChanged, event: event)
            storedSelectedIndex = previous
            showSegments()
            return
        }
        guard index != storedSelectedIndex else { return }
        select(index, animated: true)
        if let action = segments[index].action { sendAction(action) }
        send(.valueChanged, event: event)
    }

    // MARK: Accessibility

    /// One button for each segment, unless elements are set.
    open override var accessibilityElements: [Any]? {
        get {
            if let elements = super.accessibilityElements { return elements }
            if segmentElements.count != segments.count {
                segmentElements = segments.indices.map { SegmentElement(control: self, index: $0) }
            }
            return segmentElements
        }
        set { super.accessibilityElements = newValue }
    }
}

/// One segment of a segmented control as accessibility sees it: a button, selected or not.
final class SegmentElement: UIAccessibilityElement {
    let index: Int

    init(control: UISegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    private var control: UISegmentedControl? {
        guard let control = accessibilityContainer as? UISegmentedControl, control.segments.indices.contains(index) else { return nil }
        return control
    }

    /// The segment's title, or its action's.
    override var accessibilityLabel: String? {
        get {
            if let label = super.accessibilityLabel { return label }
            guard let control else { return nil }
            return control.segments[index].title ?? control.segments[index].action?.title
        }
        set { super.accessibilityLabel = newValue }
    }

    /// A button, selected when its segment is, not enabled when it is not.
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let control else { return super.accessibilityTraits }
            var traits: UIAccessibilityTraits = .button
            let state = control.state(ofSegment: index)
            if state.contains(.selected) { traits.insert(.selected) }
            if state.contains(.disabled) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    /// The segment's frame on the screen.
    override var accessibilityFrame: CGRect {
        get {
            guard let control else { return super.accessibilityFrame }
            return control.screenRect(of: control.segmentFrames(in: control.bounds)[index])
        }
        set { super.accessibilityFrame = newValue }
    }

    /// Selects the segment as a tap would.
    override func accessibilityActivate() -> Bool {
        guard let control, !control.state(ofSegment: index).contains(.disabled) else { return false }
        control.choose(index, event: nil)
        return true
    }
}

extension UISegmentedControl {
    /// A segmented control's natural height.
    static let naturalHeight: CGFloat = 32
    /// The radius of the control's corners.
    static let cornerRadius: CGFloat = 9
    /// The selected segment's plate without a tint of its own: white, a mid gray in the dark.
    static let selectionColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.39, alpha: 1) : .white }
    /// The radius of the selected segment's corners.
    static let selectionCornerRadius: CGFloat = 7
    /// The gap between the selected segment and the control's edge.
    static let selectionInset: CGFloat = 2
    /// The space on each side of a segment's content in its natural width.
    static let contentPadding: CGFloat = 12
    /// How long the selection takes to slide, and segments to make room.
    static let animationDuration: TimeInterval = 0.25
    /// The size of titles.
    static let titleFontSize: CGFloat = 13
}
