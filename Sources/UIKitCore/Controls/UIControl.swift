public import CoreGraphics
public import Foundation

/// A view that turns touches into events for its actions: the base of buttons, switches, sliders
/// and the other standard controls.
///
/// A control tracks one touch at a time. While it does, it is highlighted as long as the touch
/// stays inside its bounds grown by ``trackingTolerance`` on every side, and it sends the touch
/// events (`touchDown`, the drag events, `touchUpInside` or `touchUpOutside`, `touchCancel`) to
/// the actions added for them. Subclasses shape tracking by overriding
/// ``beginTracking(_:with:)``, ``continueTracking(_:with:)``, ``endTracking(_:with:)`` and
/// ``cancelTracking(with:)``, and send their own events (`valueChanged`,
/// `primaryActionTriggered`) with ``sendActions(for:)``.
@preconcurrency @MainActor
open class UIControl: UIView, UIContextMenuInteractionDelegate {
    /// The states a control can be in, alone or together.
    public struct State: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt
        /// The set with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted: the empty set.
        public static let normal = State([])
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control does not respond to touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (a toggled segment, a pressed toggle button).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the keyboard focus.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an app may use for states of its own.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// How a control's content is placed across its bounds.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched across the width.
        case fill = 3
        /// Against the edge where lines start: left, or right in right-to-left layouts.
        case leading = 4
        /// Against the edge where lines end.
        case trailing = 5
    }

    /// How a control's content is placed down its bounds.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Against the top edge.
        case top = 1
        /// Against the bottom edge.
        case bottom = 2
        /// Stretched over the height.
        case fill = 3
    }

    /// How far beyond its bounds a tracked touch still counts as inside the control, in points:
    /// a finger that slides a little off a button still presses it.
    ///
    /// UIKit does not document the distance; developers measure about 70 points.
    public static let trackingTolerance: CGFloat = 70

    /// Whether the control responds to touches; a disabled control lets them pass to the views
    /// behind it in the responder chain, and subclasses draw it dimmed. Default `true`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange(from: oldValue ? [] : .disabled) } }
    }

    /// Whether the control is selected. Default `false`.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange(from: oldValue ? .selected : []) } }
    }

    /// Whether the control shows that a touch is down on it; tracking sets and clears it.
    /// Default `false`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange(from: oldValue ? .highlighted : []) } }
    }

    /// The control's state, composed from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isFocused { state.insert(.focused) }
        return state
    }

    /// How the content is placed across the bounds. Default ``ContentHorizontalAlignment/center``.
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// How the content is placed down the bounds. Default ``ContentVerticalAlignment/center``.
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// ``contentHorizontalAlignment`` with leading and trailing resolved to left or right for the
    /// control's layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case let alignment: return alignment
        }
    }

    /// Whether the control is following a touch.
    open internal(set) var isTracking = false

    /// Whether the tracked touch is inside the control (its bounds grown by
    /// ``trackingTolerance``).
    open internal(set) var isTouchInside = false

    /// The touch being tracked: the first to go down on the control.
    var trackedTouch: UITouch?
    /// Every handler added, in the order added.
    var eventHandlers: [EventHandler] = []
    /// The event being handled while touch events are sent, for actions that take it.
    var eventBeingSent: UIEvent?

    /// The tooltip shown after the pointer rests over the control; setting it adds a
    /// ``toolTipInteraction`` the first time.
    open var toolTip: String? {
        get { toolTipInteraction?.defaultToolTip }
        set {
            if let toolTipInteraction {
                toolTipInteraction.defaultToolTip = newValue
            } else if let newValue {
                let interaction = UIToolTipInteraction(defaultToolTip: newValue)
                addInteraction(interaction)
                toolTipInteraction = interaction
            }
        }
    }

    /// The interaction that shows ``toolTip``, once one is set.
    open private(set) var toolTipInteraction: UIToolTipInteraction?

    /// Whether the control shows a context menu (from ``contextMenuInteraction(_:configurationForMenuAtLocation:)``)
    /// on a secondary click or a long press; setting it adds or removes ``contextMenuInteraction``.
    open var isContextMenuInteractionEnabled: Bool {
        get { contextMenuInteraction != nil }
        set {
            if newValue, contextMenuInteraction == nil {
                let interaction = UIContextMenuInteraction(delegate: self)
                addInteraction(interaction)
                contextMenuInteraction = interaction
            } else if !newValue, let interaction = contextMenuInteraction {
                removeInteraction(interaction)
                contextMenuInteraction = nil
            }
        }
    }

    /// The interaction that shows the control's menu, while ``isContextMenuInteractionEnabled``.
    open private(set) var contextMenuInteraction: UIContextMenuInteraction?

    /// Whether a touch down shows the control's menu, below it, instead of tracking: the control
    /// then sends `menuActionTriggered` rather than its primary action. Default `false`.
    open var showsMenuAsPrimaryAction = false

    /// The configuration of the control's menu for `location`; `nil` (no menu) by default.
    /// ``UIButton`` returns its ``UIButton/menu``.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        nil
    }

    /// The control's menu is about to show; the base does nothing.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// The control's menu is going; the base does nothing.
    open func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// Shows the control's menu below it as its primary action; whether one showed.
    final func showMenuAsPrimaryAction() -> Bool {
        guard showsMenuAsPrimaryAction, isEnabled, let interaction = contextMenuInteraction else { return false }
        let choosing = menuChoosesOneItem
        let shown = interaction.present(
            at: CGPoint(x: bounds.minX, y: bounds.maxY), anchor: bounds, minimumWidth: menuMinimumWidth,
            selectsSingleItem: choosing, didChoose: choosing ? { [weak self] leaf in self?.menuDidChoose(leaf) } : nil)
        if shown { sendActions(for: .menuActionTriggered) }
        return shown
    }

    // Overridable members here take no closures: with Swift 6.3, a subclass's metadata names a
    // closure-typed member of its superclass with a @Sendable mangling the member does not have,
    // and linking fails.

    /// Whether the control's primary-action menu keeps one item on, which the control shows (a
    /// pop-up button's).
    var menuChoosesOneItem: Bool { false }

    /// An item of the control's one-item menu was chosen.
    func menuDidChoose(_ leaf: any UIMenuLeaf) {}

    /// How wide the control's menu is at least; pop-up buttons make it as wide as themselves.
    var menuMinimumWidth: CGFloat { 0 }

    /// Creates a control that runs `primaryAction` for `primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    /// Adds `action` for `primaryActionTriggered`; buttons also show its title and image.
    func adoptPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
    }

    /// Whether a press (a touch lifted inside) also sends `primaryActionTriggered`, as buttons do.
    var sendsPrimaryActionWhenPressed: Bool { false }

    /// Called just before a press sends `primaryActionTriggered`; a toggle button changes its
    /// selection here so the actions see the new state.
    func primaryActionWillTrigger() {}

    /// Called when ``state`` changes, after the property that changed it; subclasses redraw.
    func controlStateDidChange(from old: State) {
        setNeedsDisplay()
    }

    // MARK: Actions

    /// Runs `action` for `controlEvents`; an action with the same identifier already added
    /// takes its place (UIKit keeps one action per identifier).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = eventHandlers.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            if eventHandlers[index].action === action {
                eventHandlers[index].events.formUnion(controlEvents)
                return
            }
            eventHandlers.remove(at: index)
        }
        eventHandlers.append(EventHandler(kind: .action(action), events: controlEvents))
    }

    /// Stops running `action` (the action with its identifier) for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops running the action named `actionIdentifier` for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) { $0.action?.identifier == actionIdentifier }
    }

    /// Runs `action`'s handler with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Stops calling `target`'s actions for `controlEvents`; with `target` `nil`, every
    /// target-action pair and closure for those events.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        removeEvents(controlEvents) { handler in
            switch handler.kind {
            case .action: false
            case .closure: target == nil
            case .target: target == nil || handler.target === target || handler.target == nil
            }
        }
    }

    /// Every event some action of the control runs for.
    open var allControlEvents: Event {
        var events = Event()
        for handler in eventHandlers { events.formUnion(handler.events) }
        return events
    }

    /// Runs, in the order they were added, the actions added for any of `controlEvents`, each once.
    ///
    /// Actions added or removed by an action take effect from the next sending.
    open func sendActions(for controlEvents: Event) {
        let event = eventBeingSent
        for handler in eventHandlers where !handler.events.isDisjoint(with: controlEvents) {
            switch handler.kind {
            case .action(let action): sendAction(action)
            case .closure(let send): send(self, event)
            case .target(let send):
                if let target = handler.target { send(target, self, event) }
            }
        }
    }

    /// Calls `iterator` with each handler: its action (for a ``UIAction``), its target (for a
    /// target-action pair; `.some(nil)` for a closure), the events it runs for, and a flag to
    /// set to stop.
    open func enumerateEventHandlers(_ iterator: (UIAction?, AnyObject??, Event, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for handler in eventHandlers {
            switch handler.kind {
            case .action(let action): iterator(action, nil, handler.events, &stop)
            case .closure: iterator(nil, .some(nil), handler.events, &stop)
            case .target: iterator(nil, .some(handler.target), handler.events, &stop)
            }
            if stop.boolValue { return }
        }
    }

    /// The traits set, with not-enabled while the control is disabled, as UIKit reports every
    /// control.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { isEnabled ? super.accessibilityTraits : super.accessibilityTraits.union(.notEnabled) }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: Tracking

    /// Called when a touch goes down on the control; return `false` not to follow it (the touch
    /// events are still sent). The default returns `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called as the tracked touch moves; return `false` to stop following it. The default returns `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts. Overrides call `super`.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when tracking is cancelled: by the system, by a gesture recognizer that took the
    /// touch, or (with a `nil` event) because the control left its window. Overrides call `super`.
    open func cancelTracking(with event: UIEvent?) {}

    /// Tracks the first touch down on an enabled control; a disabled control passes touches on.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if trackedTouch == nil, showMenuAsPrimaryAction() { return }
        if !trackTouchesBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
    }

    /// Follows the tracked touch.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesMoved(touches, with: event) { super.touchesMoved(touches, with: event) }
    }

    /// Ends tracking with a press inside or a release outside.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesEnded(touches, with: event) { super.touchesEnded(touches, with: event) }
    }

    /// Cancels tracking.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesCancelled(touches, with: event) { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Keyboard

    /// Enabled controls take keyboard focus.
    ///
    /// Divergence: iPadOS and Mac Catalyst take controls into the Tab order only with Full
    /// Keyboard Access on; on the desktop every enabled control is in it.
    open override var canBecomeFocused: Bool { isEnabled }

    override var defaultFocusEffect: UIFocusEffect? { UIFocusEffect() }

    /// Focus came or went: the state's `focused` changed.
    func focusDidChange() {
        controlStateDidChange(from: isFocused ? [] : .focused)
    }

    /// While focused, Space presses the control (highlighted until the key comes up, then
    /// activated), as Return does a button; the arrow keys adjust it; other keys go on up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isFocused, isEnabled, let press = presses.first, let key = press.key,
              key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else {
            return super.pressesBegan(presses, with: event)
        }
        switch key.keyCode {
        case .keyboardSpacebar:
            activatingPress = press
            isHighlighted = true
        case .keyboardReturnOrEnter where sendsPrimaryActionWhenPressed, .keypadEnter where sendsPrimaryActionWhenPressed:
            // Return presses a focused button; other controls leave it to the window's primary button.
            activatingPress = press
            isHighlighted = true
        case .keyboardRightArrow, .keyboardUpArrow:
            if !adjustFromKeyboard(by: 1) { super.pressesBegan(presses, with: event) }
        case .keyboardLeftArrow, .keyboardDownArrow:
            if !adjustFromKeyboard(by: -1) { super.pressesBegan(presses, with: event) }
        default:
            super.pressesBegan(presses, with: event)
        }
    }

    /// A Space or Return that pressed the control came up: the control is activated.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let press = activatingPress, presses.contains(press) else { return super.pressesEnded(presses, with: event) }
        activatingPress = nil
        isHighlighted = false
        activateFromKeyboard()
    }

    /// The press was taken away: the control is no longer pressed.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let press = activatingPress, presses.contains(press) else { return super.pressesCancelled(presses, with: event) }
        activatingPress = nil
        isHighlighted = false
    }

    /// The Space or Return pressing the control, until it comes up.
    private var activatingPress: UIPress?

    /// What Space or Return does: shows the control's menu when that is its primary action,
    /// otherwise sends what a tap sends (a button's `touchUpInside` and `primaryActionTriggered`).
    /// Adjustable controls do nothing.
    func activateFromKeyboard() {
        if showMenuAsPrimaryAction() {
            window?.session.menus.highlightFirstItem()
            return
        }
        guard !accessibilityTraits.contains(.adjustable) else { return }
        if sendsPrimaryActionWhenPressed {
            primaryActionWillTrigger()
            send([.touchUpInside, .primaryActionTriggered], event: nil)
        } else {
            send(.primaryActionTriggered, event: nil)
        }
    }

    /// What an arrow key does: adjustable controls step their value up (`step` 1) or down (-1);
    /// whether the control took the key.
    func adjustFromKeyboard(by step: Int) -> Bool {
        guard accessibilityTraits.contains(.adjustable) else { return false }
        if step > 0 { accessibilityIncrement() } else { accessibilityDecrement() }
        return true
    }

    /// A control that leaves its window stops tracking, as the touch can no longer reach it.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopTracking(with: nil) }
    }
}
