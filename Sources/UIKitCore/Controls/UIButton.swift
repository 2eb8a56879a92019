public import CoreGraphics
public import Foundation

/// A control that runs its actions when pressed, showing a title, an image or both.
///
/// Title, attributed title, title colours, images and background images are set per state;
/// a state without its own value shows the normal state's. A system button shows its title in
/// the tint colour and fades it while pressed; a custom button shows exactly what it is given.
/// Pressing a button sends `touchUpInside` and `primaryActionTriggered`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// A button's basic look, chosen when it is made.
    public enum ButtonType: Int, Sendable {
        /// No look of its own: the title, images and colours set.
        case custom = 0
        /// A title in the tint colour that fades while pressed.
        case system = 1
        /// A detail disclosure (info) button.
        case detailDisclosure = 2
        /// An info button on a light background.
        case infoLight = 3
        /// An info button on a dark background.
        case infoDark = 4
        /// A plus button for adding contacts.
        case contactAdd = 5
        /// A system button without a background.
        case plain = 6
        /// A close button.
        case close = 7

        /// The old name of ``system``.
        public static var roundedRect: ButtonType { .system }
    }

    /// A function that changes a button's configuration for its state.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// What a button shows in one state.
    struct StateValues: ControlStateValueSet {
        var title: String?
        var attributedTitle: NSAttributedString?
        var titleColor: UIColor?
        var titleShadowColor: UIColor?
        var image: UIImage?
        var backgroundImage: UIImage?
    }

    /// The look the button was made with.
    public private(set) var buttonType: ButtonType
    /// The values set for each state, by the state's raw value.
    var valuesByState = ControlStateValues<StateValues>()
    var titleLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var backgroundImageView: UIImageView?
    var subtitleLabelStorage: UILabel?
    var activityIndicatorStorage: UIActivityIndicatorView?
    /// The pop-up mark a configuration's indicator shows.
    var indicatorViewStorage: UIImageView?
    var configurationBackgroundView: ButtonBackgroundView?
    /// The configuration as last shown: updated for the state when the button does that.
    var shownConfiguration: Configuration?
    /// Whether ``updateConfiguration()`` and the update handler are due before the next layout.
    var needsConfigurationUpdate = false
    /// Whether the update handler is running, so a configuration it sets is not updated again.
    var isUpdatingConfiguration = false

    /// What the button shows and how, in place of the values set per state; `nil` for a button
    /// drawn from those values alone.
    ///
    /// The button shows the configuration updated for its state (see
    /// ``automaticallyUpdatesConfiguration``). Values set per state with ``setTitle(_:for:)``,
    /// ``setImage(_:for:)`` and the like still take the place of the configuration's.
    public var configuration: Configuration? {
        didSet {
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
        }
    }

    /// Called after ``updateConfiguration()`` whenever the configuration is updated, to change it
    /// for the button's state; setting it makes the button configuration-based.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the button shows its configuration updated for its state (true by default);
    /// false shows the configuration exactly as set.
    open var automaticallyUpdatesConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether a press toggles ``UIControl/isSelected`` before the actions run, making the
    /// button a toggle; false by default.
    open var changesSelectionAsPrimaryAction = false {
        didSet {
            guard changesSelectionAsPrimaryAction != oldValue else { return }
            updatePopUpSelection()
            if isConfigurationBased { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether the pointer resting over the button highlights it with a platter behind its
    /// content, as iPadOS's pointer highlight shows; `false` by default.
    open var isPointerInteractionEnabled = false {
        didSet { if isPointerInteractionEnabled != oldValue { updatePointerInteraction() } }
    }

    /// Follows the pointer while ``isPointerInteractionEnabled``.
    var pointerHover: UIHoverGestureRecognizer?
    /// The platter shown while the pointer is over the button.
    var hoverPlatter: UIView?

    /// What a button is for, which decides its keyboard shortcut and its colour.
    public enum Role: Int, Sendable {
        /// An ordinary button.
        case normal = 0
        /// The window's default button: Return presses it when nothing else takes the key.
        case primary = 1
        /// The button that cancels: Escape presses it when nothing else takes the key.
        case cancel = 2
        /// A button that destroys something: its look is tinted red.
        case destructive = 3
    }

    /// What the button is for; ``Role/normal`` by default.
    open var role = Role.normal {
        didSet {
            guard role != oldValue else { return }
            if isConfigurationBased { setNeedsUpdateConfiguration() } else { updateButtonAppearance() }
        }
    }

    /// The menu the button shows on a long press or secondary click, or on a touch down with
    /// ``UIControl/showsMenuAsPrimaryAction``; setting one enables the context menu interaction.
    /// With both ``UIControl/showsMenuAsPrimaryAction`` and ``changesSelectionAsPrimaryAction``
    /// the button is a pop-up button: it shows the title of the menu's chosen item, which is on.
    open var menu: UIMenu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            updatePopUpSelection()
            if isConfigurationBased { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether a touch down shows ``menu``; a pop-up button updates its title from it.
    open override var showsMenuAsPrimaryAction: Bool {
        didSet {
            guard showsMenuAsPrimaryAction != oldValue else { return }
            updatePopUpSelection()
            if isConfigurationBased { setNeedsUpdateConfiguration() }
        }
    }

    /// The button's ``menu``, when it has one.
    open override func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let menu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }

    /// A configured button's halo follows its background's corners.
    override var focusHaloCornerRadius: CGFloat { configurationBackgroundView?.cornerRadius ?? super.focusHaloCornerRadius }

    override var menuChoosesOneItem: Bool { isPopUpButton }

    override func menuDidChoose(_ leaf: any UIMenuLeaf) {
        popUpChose(leaf)
    }

    override var menuMinimumWidth: CGFloat { isPopUpButton ? bounds.width : 0 }

    /// Space around the title and image together. Default zero.
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { buttonContentDidChange() }
    }
    /// Moves the title's rectangle in from where the button places it. Default zero.
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }
    /// Moves the image's rectangle in from where the button places it. Default zero.
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }

    /// Creates a button of `buttonType` (of the class it is called on, for subclasses).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        if let image = buttonType.standardImage {
            setImage(image, for: .normal)
            frame.size = intrinsicContentSize
        }
        updateButtonAppearance()
    }

    /// Creates a button of `buttonType` that runs `primaryAction` when pressed and shows its
    /// title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Creates a button that shows `configuration` and runs `primaryAction` when pressed.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        // Observers do not run for a class's own initializers: ask for the update here.
        self.configuration = configuration
        setNeedsUpdateConfiguration()
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Creates a custom button.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// Creates a custom button, with no archive to restore from.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    // MARK: Values per state

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        valuesByState[state].title = title
        buttonContentDidChange()
    }

    /// The title set for `state`, or the normal state's.
    open func title(for state: UIControl.State) -> String? {
        value(for: state) { $0.title }
    }

    /// Sets the styled title shown in `state`; it takes the place of the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        valuesByState[state].attributedTitle = title
        buttonContentDidChange()
    }

    /// The styled title set for `state`, or the normal state's.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        value(for: state) { $0.attributedTitle }
    }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        noteAppearance("UIButton.setTitleColor.\(state.rawValue)", { [color] in ($0 as? UIButton)?.setTitleColor(color, for: state) })
        valuesByState[state].titleColor = color
        updateButtonAppearance()
    }

    /// The title colour set for `state`, or the normal state's.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        value(for: state) { $0.titleColor }
    }

    /// Sets the colour of the title's shadow in `state`.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        noteAppearance("UIButton.setTitleShadowColor.\(state.rawValue)", { [color] in ($0 as? UIButton)?.setTitleShadowColor(color, for: state) })
        valuesByState[state].titleShadowColor = color
        updateButtonAppearance()
    }

    /// The title shadow colour set for `state`, or the normal state's.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        value(for: state) { $0.titleShadowColor }
    }

    /// The title shadow colour shown now.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// Whether the title's shadow falls the other way while the button is pressed; `false` by default.
    open var reversesTitleShadowWhenHighlighted = false {
        didSet { updateButtonAppearance() }
    }

    /// Whether a custom button's image darkens while pressed, when no image is set for the
    /// highlighted state; `true` by default. Configured buttons ignore it, as UIKit's do.
    open var adjustsImageWhenHighlighted = true {
        didSet { updateButtonAppearance() }
    }

    /// Whether a custom button's image lightens while disabled, when no image is set for the
    /// disabled state; `true` by default. Configured buttons ignore it, as UIKit's do.
    open var adjustsImageWhenDisabled = true {
        didSet { updateButtonAppearance() }
    }

    /// Whether the title label's shadow offset is reversed now (pressed, with the shadow reversing).
    var titleShadowIsReversed = false
    /// The last image darkened or lightened, kept while the same image is adjusted the same way.
    var adjustedImage: (source: UIImage, highlighted: Bool, image: UIImage)?

    /// Sets the image shown beside the title in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        noteAppearance("UIButton.setImage.\(state.rawValue)", { [image] in ($0 as? UIButton)?.setImage(image, for: state) })
        valuesByState[state].image = image
        buttonContentDidChange()
    }

    /// The image set for `state`, or the normal state's.
    open func image(for state: UIControl.State) -> UIImage? {
        value(for: state) { $0.image }
    }

    /// Sets the image stretched behind the content in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        noteAppearance("UIButton.setBackgroundImage.\(state.rawValue)", { [image] in ($0 as? UIButton)?.setBackgroundImage(image, for: state) })
        valuesByState[state].backgroundImage = image
        buttonContentDidChange()
    }

    /// The background image set for `state`, or the normal state's.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        value(for: state) { $0.backgroundImage }
    }

    /// A value of `state`, falling back to the normal state's when `state` has none.
    private func value<Value>(for state: UIControl.State, _ read: (StateValues) -> Value?) -> Value? {
        valuesByState.value(for: state, read)
    }

    // MARK: What shows now

    /// The title the button shows in its current state.
    open var currentTitle: String? { title(for: state) ?? configuration?.title }
    /// The styled title the button shows in its current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour in the current state: the one set, or the button type's.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? defaultTitleColor }
    /// The image the button shows in its current state.
    open var currentImage: UIImage? { image(for: state) ?? configuration?.image }
    /// The background image the button shows in its current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label that shows a configuration's subtitle, if it has one.
    open var subtitleLabel: UILabel? {
        updateConfigurationIfNeeded()
        return subtitleLabelStorage
    }

    /// The label that shows the title, made when first asked for.
    open var titleLabel: UILabel? {
        let isNew = titleLabelStorage == nil
        let label = makeTitleLabel()
        if isNew { updateButtonAppearance() }
        updateConfigurationIfNeeded()
        return label
    }

    /// The image view that shows the image, made when first asked for.
    open var imageView: UIImageView? {
        let isNew = imageViewStorage == nil
        let view = makeImageView()
        if isNew { updateButtonAppearance() }
        updateConfigurationIfNeeded()
        return view
    }

    // MARK: Geometry

    /// Where the content (title and image) goes within `bounds`: inside ``contentEdgeInsets``.
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: contentEdgeInsets)
    }

    /// Where the background image goes: the whole `bounds`.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Where the title goes within `contentRect`: after the image, the two placed together by
    /// the content alignments, then moved in by ``titleEdgeInsets``.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentPlacement(in: contentRect).title.inset(by: titleEdgeInsets)
    }

    /// Where the image goes within `contentRect`, moved in by ``imageEdgeInsets``.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentPlacement(in: contentRect).image.inset(by: imageEdgeInsets)
    }

    /// The button's natural size: its title and image side by side, with 6 points above and
    /// below the title, and the content insets.
    open override var intrinsicContentSize: CGSize {
        updateConfigurationIfNeeded()
        if let shownConfiguration { return configurationSize(shownConfiguration, contentWidth: nil) }
        let content = naturalContentSize
        return CGSize(
            width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
            height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The natural size; a configured button's title wraps to fit `size`'s width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        updateConfigurationIfNeeded()
        guard let shownConfiguration else { return intrinsicContentSize }
        let insets = configurationInsets(shownConfiguration)
        let width: CGFloat? = size.width > 0 && size.width.isFinite ? size.width - insets.left - insets.right : nil
        return configurationSize(shownConfiguration, contentWidth: width)
    }

    /// Places the background, image and title for the current state.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // Showing a configuration adds and restyles subviews, which are placed below.
        layer.droppingLayoutRequests { updateConfigurationIfNeeded() }
        backgroundImageView?.frame = backgroundRect(forBounds: bounds)
        if let shownConfiguration {
            layoutConfiguration(shownConfiguration)
            return
        }
        let content = contentRect(forBounds: bounds)
        imageViewStorage?.frame = imageRect(forContentRect: content)
        titleLabelStorage?.frame = titleRect(forContentRect: content)
    }

    // MARK: State

    override func controlStateDidChange(from old: UIControl.State) {
        super.controlStateDidChange(from: old)
        updateButtonAppearance()
    }

    override var sendsPrimaryActionWhenPressed: Bool { true }

    override func primaryActionWillTrigger() {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }

    // MARK: Configuration updates

    /// Asks for ``updateConfiguration()`` and the update handler before the next layout; several
    /// requests make one update. The button asks itself when its state changes.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Changes the configuration for the button's state; subclasses override it (calling super)
    /// instead of setting an update handler. Call ``setNeedsUpdateConfiguration()``, not this.
    open func updateConfiguration() {}

    override func adoptPrimaryAction(_ action: UIAction) {
        super.adoptPrimaryAction(action)
        if configuration != nil {
            if configuration?.title == nil, !action.title.isEmpty { configuration?.title = action.title }
            if configuration?.image == nil, let image = action.image { configuration?.image = image }
            return
        }
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    /// Keeps a single-finger single tap for the button: a tap recognizer of an ancestor does not
    /// begin on an enabled button, which sends its actions instead (UIKit's rule since iOS 6).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Leading and trailing content alignments follow the layout direction.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { if semanticContentAttribute != oldValue { setNeedsLayout() } }
    }

    /// A change of layout direction moves content aligned to the leading or trailing edge.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection { setNeedsLayout() }
    }

    /// The title shown, unless a label is set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// The traits set (a button by default), with selected while the button is, and
    /// not-enabled while disabled (``UIControl``'s).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { isSelected ? super.accessibilityTraits.union(.selected) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }

    /// A system button's title follows the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateButtonAppearance()
    }

    /// The configuration's colours resolve again for the new appearance.
    override func resolveColors() {
        super.resolveColors()
        updateButtonAppearance()
    }
}
