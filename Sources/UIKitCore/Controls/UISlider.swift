public import CoreGraphics
public import Foundation

/// A control that picks a value from a continuous range by sliding a thumb along a track.
///
/// Dragging the thumb changes ``value`` and sends `valueChanged` (and `primaryActionTriggered`),
/// as it moves when ``isContinuous``, or once when the touch lifts otherwise. A touch must start on
/// the thumb. Images for the thumb and the two parts of the track can be set per state.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value the thumb shows, kept within ``minimumValue`` and ``maximumValue``; 0 by default.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the track's leading end; 0 by default. Raising it above ``maximumValue``
    /// raises the maximum too.
    open var minimumValue: Float = 0 {
        didSet {
            guard minimumValue.isFinite else { minimumValue = oldValue; return }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            rangeDidChange()
        }
    }

    /// The value at the track's trailing end; 1 by default. Lowering it below ``minimumValue``
    /// lowers the minimum too.
    open var maximumValue: Float = 1 {
        didSet {
            guard maximumValue.isFinite else { maximumValue = oldValue; return }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            rangeDidChange()
        }
    }

    /// Whether `valueChanged` is sent as the thumb moves (true, the default) or once at the end.
    open var isContinuous = true

    /// The image before the track's leading end.
    open var minimumValueImage: UIImage? {
        didSet { sliderContentDidChange() }
    }

    /// The image after the track's trailing end.
    open var maximumValueImage: UIImage? {
        didSet { sliderContentDidChange() }
    }

    /// The colour of the track before the thumb; `nil` shows the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet {
            noteAppearance("UISlider.minimumTrackTintColor", { [value = minimumTrackTintColor] in ($0 as? UISlider)?.minimumTrackTintColor = value })
            updateSliderAppearance()
        }
    }

    /// The colour of the track after the thumb; `nil` shows the system fill.
    open var maximumTrackTintColor: UIColor? {
        didSet {
            noteAppearance("UISlider.maximumTrackTintColor", { [value = maximumTrackTintColor] in ($0 as? UISlider)?.maximumTrackTintColor = value })
            updateSliderAppearance()
        }
    }

    /// The colour of the thumb; `nil` shows white.
    open var thumbTintColor: UIColor? {
        didSet {
            noteAppearance("UISlider.thumbTintColor", { [value = thumbTintColor] in ($0 as? UISlider)?.thumbTintColor = value })
            updateSliderAppearance()
        }
    }

    /// Images set per state, by the state's raw value.
    struct StateImages: ControlStateValueSet {
        var thumb: UIImage?
        var minimumTrack: UIImage?
        var maximumTrack: UIImage?
    }

    private var storedValue: Float = 0
    var imagesByState = ControlStateValues<StateImages>()
    /// Where the tracked touch started and the value then, to move the value by the drag.
    private var trackingStart: (x: CGFloat, value: Float)?
    /// Holds the parts, so a disabled slider fades as one picture.
    let partsView = UIView()
    let minimumTrack = UIImageView()
    let maximumTrack = UIImageView()
    let thumb = UIImageView()
    let minimumValueImageView = UIImageView()
    let maximumValueImageView = UIImageView()

    /// Creates a slider at 0 in a range from 0 to 1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSlider()
    }

    /// Creates a slider, with no archive to restore from.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSlider()
    }

    private func configureSlider() {
        partsView.isUserInteractionEnabled = false
        addSubview(partsView)
        for view in [minimumValueImageView, maximumValueImageView, maximumTrack, minimumTrack, thumb] {
            view.isUserInteractionEnabled = false
            partsView.addSubview(view)
        }
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        updateSliderAppearance()
    }

    /// Moves the thumb to `value` (kept within the range), sliding it when `animated`, without
    /// sending actions. A value that is not a number is ignored.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return }
        let clamped = min(max(value, minimumValue), maximumValue)
        guard clamped != storedValue else { return }
        storedValue = clamped
        if animated, window != nil {
            UIView.animate(withDuration: Self.valueAnimationDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutSlider()
            }
        } else {
            setNeedsLayout()
        }
    }

    private func rangeDidChange() {
        storedValue = min(max(storedValue, minimumValue), maximumValue)
        setNeedsLayout()
    }

    // MARK: Images per state

    /// Sets the thumb's image in `state`; `nil` in the normal state goes back to the round thumb.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        noteAppearance("UISlider.setThumbImage.\(state.rawValue)", { [image] in ($0 as? UISlider)?.setThumbImage(image, for: state) })
        imagesByState[state].thumb = image
        sliderContentDidChange()
    }

    /// The thumb image set for `state`, or the normal state's.
    open func thumbImage(for state: UIControl.State) -> UIImage? { image(for: state) { $0.thumb } }

    /// Sets the image of the track before the thumb in `state` (stretched to the track).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        noteAppearance("UISlider.setMinimumTrackImage.\(state.rawValue)", { [image] in ($0 as? UISlider)?.setMinimumTrackImage(image, for: state) })
        imagesByState[state].minimumTrack = image
        sliderContentDidChange()
    }

    /// The minimum track image set for `state`, or the normal state's.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { image(for: state) { $0.minimumTrack } }

    /// Sets the image of the track after the thumb in `state` (stretched to the track).
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        noteAppearance("UISlider.setMaximumTrackImage.\(state.rawValue)", { [image] in ($0 as? UISlider)?.setMaximumTrackImage(image, for: state) })
        imagesByState[state].maximumTrack = image
        sliderContentDidChange()
    }

    /// The maximum track image set for `state`, or the normal state's.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { image(for: state) { $0.maximumTrack } }

    /// The thumb image shown in the current state.
    open var currentThumbImage: UIImage? { thumbImage(for: state) }
    /// The minimum track image shown in the current state.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImage(for: state) }
    /// The maximum track image shown in the current state.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImage(for: state) }

    private func image(for state: UIControl.State, _ read: (StateImages) -> UIImage?) -> UIImage? {
        imagesByState.value(for: state, read)
    }

    // MARK: Geometry

    /// Where the minimum value image goes: at the leading end, centred vertically.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(minimumValueImage, forBounds: bounds, leading: true)
    }

    /// Where the maximum value image goes: at the trailing end, centred vertically.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        valueImageRect(maximumValueImage, forBounds: bounds, leading: false)
    }

    /// Where the track goes: between the value images, 4 points high (or the track image's
    /// height), centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minimumImage = minimumValueImageRect(forBounds: bounds)
        let maximumImage = maximumValueImageRect(forBounds: bounds)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let (left, right) = rightToLeft ? (maximumImage, minimumImage) : (minimumImage, maximumImage)
        let minX = left.width > 0 ? left.maxX + Self.valueImageSpacing : bounds.minX
        let maxX = right.width > 0 ? right.minX - Self.valueImageSpacing : bounds.maxX
        let height = currentMinimumTrackImage?.size.height ?? currentMaximumTrackImage?.size.height ?? Self.trackHeight
        return CGRect(x: minX, y: bounds.midY - height / 2, width: max(maxX - minX, 0), height: height)
    }

    /// Where the thumb goes for `value`: along `rect` in proportion to the value's place in the
    /// range, centred on the track vertically.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let span = maximumValue - minimumValue
        var fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { fraction = 1 - fraction }
        let x = rect.minX + fraction * max(rect.width - size.width, 0)
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    private func valueImageRect(_ image: UIImage?, forBounds bounds: CGRect, leading: Bool) -> CGRect {
        guard let size = image?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let atLeft = leading != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A slider's height, and no width of its own.
    open override var intrinsicContentSize: CGSize {
        let thumbHeight = currentThumbImage?.size.height ?? Self.thumbDiameter
        let imageHeight = max(minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0)
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Self.naturalHeight, thumbHeight, imageHeight))
    }

    /// The offered width, with the slider's own height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, 0), height: intrinsicContentSize.height)
    }

    /// Places the value images, the two parts of the track and the thumb.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSlider()
    }

    private func layoutSlider() {
        partsView.frame = bounds
        partsView.bounds.origin = bounds.origin
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        thumb.frame = thumbFrame
        thumb.layer.cornerRadius = currentThumbImage == nil ? thumbFrame.height / 2 : 0
        let split = min(max(thumbFrame.midX, track.minX), track.maxX)
        let leftPart = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let rightPart = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        minimumTrack.frame = rightToLeft ? rightPart : leftPart
        maximumTrack.frame = rightToLeft ? leftPart : rightPart
        let radius = currentMinimumTrackImage == nil ? track.height / 2 : 0
        minimumTrack.layer.cornerRadius = radius
        maximumTrack.layer.cornerRadius = currentMaximumTrackImage == nil ? track.height / 2 : 0
    }

    // MARK: Appearance

    override func controlStateDidChange(from old: UIControl.State) {
        super.controlStateDidChange(from: old)
        updateSliderAppearance()
    }

    /// The track follows the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSliderAppearance()
    }

    private func sliderContentDidChange() {
        updateSliderAppearance()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Shows the state's images, or the tinted round thumb and track, faded while disabled.
    func updateSliderAppearance() {
        let thumbImage = currentThumbImage
        thumb.image = thumbImage
        thumb.backgroundColor = thumbImage == nil ? thumbTintColor ?? .white : nil
        thumb.layer.shadowOpacity = thumbImage == nil ? 0.2 : 0
        let minimumImage = currentMinimumTrackImage
        minimumTrack.image = minimumImage
        minimumTrack.backgroundColor = minimumImage == nil ? minimumTrackTintColor ?? tintColor ?? .systemBlue : nil
        let maximumImage = currentMaximumTrackImage
        maximumTrack.image = maximumImage
        maximumTrack.backgroundColor = maximumImage == nil ? maximumTrackTintColor ?? .systemFill : nil
        minimumValueImageView.image = minimumValueImage
        maximumValueImageView.image = maximumValueImage
        partsView.alpha = isEnabled ? 1 : Self.disabledAlpha
        setNeedsLayout()
    }

    // MARK: Tracking

    /// Follows a touch that starts on the thumb (or within a few points of it); others are not
    /// tracked.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumbFrame.insetBy(dx: -Self.thumbTouchSlop, dy: -Self.thumbTouchSlop).contains(location) else {
            trackingStart = nil
            return false
        }
        trackingStart = (location.x, storedValue)
        return super.beginTracking(touch, with: event)
    }

    /// Moves the value by the drag, keeping the thumb under the finger where it was grabbed.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let start = trackingStart else { return false }
        let track = trackRect(forBounds: bounds)
        let thumbWidth = currentThumbImage?.size.width ?? Self.thumbDiameter
        let travel = max(track.width - thumbWidth, 1)
        var delta = (touch.location(in: self).x - start.x) / travel
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { delta = -delta }
        let old = storedValue
        setValue(start.value + Float(delta) * (maximumValue - minimumValue), animated: false)
        layoutSlider()
        if isContinuous, storedValue != old { send([.valueChanged, .primaryActionTriggered], event: event) }
        return super.continueTracking(touch, with: event)
    }

    /// Sends the change once, at the end, for a slider that is not continuous.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let start = trackingStart, !isContinuous, storedValue != start.value {
            send([.valueChanged, .primaryActionTriggered], event: event)
        }
        trackingStart = nil
    }

    /// Stops following the touch; the value stays where it was dragged to.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        if let start = trackingStart, !isContinuous, storedValue != start.value {
            send([.valueChanged, .primaryActionTriggered], event: event)
        }
        trackingStart = nil
    }

    // MARK: Accessibility

    /// The value's place in the range as a percentage ("50%").
    open override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            let span = maximumValue - minimumValue
            let fraction = span > 0 ? (storedValue - minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        }
        set { super.accessibilityValue = newValue }
    }

    /// Moves the value up a tenth of the range and sends `valueChanged`.
    open override func accessibilityIncrement() {
        adjustForAccessibility(by: (maximumValue - minimumValue) / 10)
    }

    /// Moves the value down a tenth of the range and sends `valueChanged`.
    open override func accessibilityDecrement() {
        adjustForAccessibility(by: -(maximumValue - minimumValue) / 10)
    }

    private func adjustForAccessibility(by step: Float) {
        let old = storedValue
        setValue(storedValue + step, animated: false)
        if storedValue != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

}

extension UISlider {
    /// A slider's natural height.
    static let naturalHeight: CGFloat = 31
    /// The diameter of the round thumb.
    static let thumbDiameter: CGFloat = 28
    /// The height of the track without images.
    static let trackHeight: CGFloat = 4
    /// The space between a value image and the track.
    static let valueImageSpacing: CGFloat = 16
    /// How far outside the thumb a touch may start and still grab it.
    static let thumbTouchSlop: CGFloat = 8
    /// How long an animated value change takes.
    static let valueAnimationDuration: TimeInterval = 0.2
    /// The opacity of a disabled slider's parts.
    static let disabledAlpha: CGFloat = 0.5
}
