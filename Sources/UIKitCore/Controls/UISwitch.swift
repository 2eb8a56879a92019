public import CoreGraphics
public import Foundation

/// A control that turns an option on or off: a thumb sliding along a track, or a checkbox.
///
/// Tapping the switch, or sliding its thumb to the other side, changes ``isOn`` and sends
/// `valueChanged` and `primaryActionTriggered`; ``setOn(_:animated:)`` changes it without sending.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch looks.
    public enum Style: Int, Sendable {
        /// The style for the platform: sliding.
        case automatic = 0
        /// A box with a checkmark, and a title beside it.
        case checkbox = 1
        /// A thumb sliding along a track.
        case sliding = 2
    }

    /// Whether the switch is on; off by default. Setting it sends no actions.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// The colour of the track while on; `nil` (the default) shows the system green.
    open var onTintColor: UIColor? {
        didSet {
            noteAppearance("UISwitch.onTintColor", { [value = onTintColor] in ($0 as? UISwitch)?.onTintColor = value })
            updateSwitchAppearance()
        }
    }

    /// The colour of the thumb; `nil` (the default) shows white.
    open var thumbTintColor: UIColor? {
        didSet {
            noteAppearance("UISwitch.thumbTintColor", { [value = thumbTintColor] in ($0 as? UISwitch)?.thumbTintColor = value })
            updateSwitchAppearance()
        }
    }

    /// The style asked for; ``style`` is the one shown.
    open var preferredStyle = Style.automatic {
        didSet {
            guard preferredStyle != oldValue else { return }
            styleDidChange()
        }
    }

    /// The style shown: the preferred one, with automatic resolved to sliding.
    open var style: Style { preferredStyle == .automatic ? .sliding : preferredStyle }

    /// The title beside a checkbox; a sliding switch shows none.
    open var title: String? {
        didSet {
            checkbox?.title = title
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    private var storedIsOn = false
    /// The on-or-off the thumb shows while it is dragged, before the touch lifts.
    private var provisionalIsOn: Bool?
    /// Where the tracked touch went down, to tell a tap from a drag.
    private var trackingStart = CGPoint.zero
    /// Holds the track and thumb, so a disabled switch fades as one picture.
    let slidingView = UIView()
    let track = UIView()
    let thumb = UIView()
    var checkbox: SwitchCheckboxView?

    /// Creates a switch, off, at `frame`'s origin with the switch's own size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.slidingSize))
        configureSwitch()
    }

    /// Creates a switch, off, with no archive to restore from.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSwitch()
    }

    private func configureSwitch() {
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.slidingSize.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        slidingView.isUserInteractionEnabled = false
        slidingView.addSubview(track)
        slidingView.addSubview(thumb)
        addSubview(slidingView)
        isAccessibilityElement = true
        accessibilityTraits = .button
        updateSwitchAppearance()
    }

    /// Turns the switch on or off, sliding the thumb when `animated`, without sending actions.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != storedIsOn || provisionalIsOn != nil else { return }
        storedIsOn = on
        provisionalIsOn = nil
        if animated, window != nil {
            UIView.animate(withDuration: Self.toggleDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.updateSwitchAppearance()
                self.layoutSwitch()
            }
        } else {
            updateSwitchAppearance()
            setNeedsLayout()
        }
    }

    // MARK: Size and layout

    /// 51 by 31 points for a sliding switch; a checkbox's box and title.
    open override var intrinsicContentSize: CGSize {
        style == .checkbox ? checkboxView().intrinsicContentSize : Self.slidingSize
    }

    /// The switch's own size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the track and thumb (or the checkbox) at the top-left of the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSwitch()
    }

    private func layoutSwitch() {
        if style == .checkbox {
            checkbox?.frame = CGRect(origin: bounds.origin, size: checkboxView().intrinsicContentSize)
            return
        }
        slidingView.frame = CGRect(origin: bounds.origin, size: Self.slidingSize)
        track.frame = slidingView.bounds
        let on = provisionalIsOn ?? storedIsOn
        let inset = Self.thumbInset, diameter = Self.slidingSize.height - 2 * inset
        let width = diameter + (isHighlighted ? Self.pressedThumbStretch : 0)
        let x = on ? Self.slidingSize.width - inset - width : inset
        thumb.frame = CGRect(x: x, y: inset, width: width, height: diameter)
        thumb.layer.cornerRadius = diameter / 2
    }

    // MARK: Appearance

    override func controlStateDidChange(from old: UIControl.State) {
        super.controlStateDidChange(from: old)
        updateSwitchAppearance()
        if old.contains(.highlighted) != isHighlighted {
            UIView.animate(withDuration: Self.pressDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutSwitch()
            }
        }
    }

    /// Shows the colours for the state: the track in the on tint or the off fill, the thumb's tint,
    /// everything faded while disabled.
    func updateSwitchAppearance() {
        let on = provisionalIsOn ?? storedIsOn
        track.backgroundColor = on ? onTintColor ?? .systemGreen : .secondarySystemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        slidingView.alpha = isEnabled ? 1 : Self.disabledAlpha
        checkbox?.show(isOn: on, tint: onTintColor ?? tintColor ?? .systemBlue, enabled: isEnabled, pressed: isHighlighted)
    }

    private func styleDidChange() {
        let isCheckbox = style == .checkbox
        slidingView.isHidden = isCheckbox
        if isCheckbox {
            let view = checkboxView()
            view.title = title
            view.isHidden = false
        } else {
            checkbox?.isHidden = true
        }
        updateSwitchAppearance()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func checkboxView() -> SwitchCheckboxView {
        if let checkbox { return checkbox }
        let view = SwitchCheckboxView()
        checkbox = view
        addSubview(view)
        return view
    }

    /// A checkbox follows the tint colour.
    /// A switch's halo follows its round track.
    override var focusHaloCornerRadius: CGFloat { bounds.height / 2 }

    /// Space or Return on a focused switch turns it, sending `valueChanged` and `primaryActionTriggered`.
    override func activateFromKeyboard() {
        setOn(!isOn, animated: true)
        send([.valueChanged, .primaryActionTriggered], event: nil)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSwitchAppearance()
    }

    // MARK: Tracking

    /// Starts following a touch: the thumb stretches while pressed.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackingStart = touch.location(in: self)
        provisionalIsOn = nil
        return super.beginTracking(touch, with: event)
    }

    /// Slides the thumb to the side the touch is on once it has moved sideways.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        if style == .sliding, provisionalIsOn != nil || abs(location.x - trackingStart.x) > Self.dragThreshold {
            let on = location.x > bounds.minX + Self.slidingSize.width / 2
            if on != provisionalIsOn {
                provisionalIsOn = on
                UIView.animate(withDuration: Self.pressDuration, delay: 0, options: [.beginFromCurrentState]) {
                    self.updateSwitchAppearance()
                    self.layoutSwitch()
                }
            }
        }
        return super.continueTracking(touch, with: event)
    }

    /// Changes the switch: to the side the thumb was slid to, or the other way for a tap.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let inside = touch.map { isInsideWithTolerance($0.location(in: self)) } ?? false
        let target: Bool? = provisionalIsOn ?? (inside ? !storedIsOn : nil)
        guard let target, target != storedIsOn else {
            let wasDragged = provisionalIsOn != nil
            provisionalIsOn = nil
            if wasDragged { setNeedsLayout(); updateSwitchAppearance() }
            return
        }
        setOn(target, animated: true)
        send([.valueChanged, .primaryActionTriggered], event: event)
    }

    /// Puts a slid thumb back where the switch is.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        guard provisionalIsOn != nil else { return }
        provisionalIsOn = nil
        updateSwitchAppearance()
        setNeedsLayout()
    }

    // MARK: Accessibility

    /// A checkbox's title, unless a label is set.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? (style == .checkbox ? title : nil) }
        set { super.accessibilityLabel = newValue }
    }

    /// "1" when on, "0" when off, as UIKit reports a switch's value.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (isOn ? "1" : "0") }
        set { super.accessibilityValue = newValue }
    }

}

extension UISwitch {
    /// A sliding switch's size (UIKit's, fixed).
    static let slidingSize = CGSize(width: 51, height: 31)
    /// The gap between the thumb and the track's edge.
    static let thumbInset: CGFloat = 2
    /// How much wider the thumb grows while pressed.
    static let pressedThumbStretch: CGFloat = 7
    /// How far a touch moves sideways before it drags the thumb rather than taps.
    static let dragThreshold: CGFloat = 3
    /// How long the thumb takes to slide across.
    static let toggleDuration: TimeInterval = 0.25
    /// How long the thumb takes to stretch when pressed.
    static let pressDuration: TimeInterval = 0.15
    /// The opacity of a disabled switch.
    static let disabledAlpha: CGFloat = 0.5
}
