public import CoreGraphics
public import Foundation

/// A control of two segments, minus and plus, that step a value down and up.
///
/// A press on a segment steps the value at once and, held, repeats faster and faster
/// (``autorepeat``); each step sends `valueChanged` (and `primaryActionTriggered`) while
/// ``isContinuous``, or one change when the touch lifts otherwise. A segment that cannot step
/// (at the end of the range, unless ``wraps``) is dimmed and takes no presses.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The two segments.
    enum Segment {
        case decrement, increment
    }

    /// The value, kept within ``minimumValue`` and ``maximumValue``; 0 by default. Setting it
    /// sends no actions; a value that is not a number is ignored.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            stepperStateDidChange()
        }
    }

    /// The lowest value; 0 by default. Raising it above ``maximumValue`` raises the maximum too.
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue.isFinite else { minimumValue = oldValue; return }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = max(storedValue, minimumValue)
            stepperStateDidChange()
        }
    }

    /// The highest value; 100 by default. Lowering it below ``minimumValue`` lowers the minimum too.
    open var maximumValue: Double = 100 {
        didSet {
            guard maximumValue.isFinite else { maximumValue = oldValue; return }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = min(storedValue, maximumValue)
            stepperStateDidChange()
        }
    }

    /// How much a step changes the value; 1 by default. It must be above 0: other values are
    /// ignored with a message (UIKit raises an exception).
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue > 0, stepValue.isFinite else {
                Diagnostics.report("Casement UIKit: UIStepper.stepValue must be a finite number above 0; \(stepValue) ignored, keeping \(oldValue).")
                stepValue = oldValue
                return
            }
        }
    }

    /// Whether each step sends `valueChanged` (true, the default) or one change is sent when the
    /// touch lifts.
    open var isContinuous = true

    /// Whether holding a segment repeats its step, faster the longer it is held; true by default.
    open var autorepeat = true

    /// Whether stepping past one end of the range goes round to the other; false by default.
    open var wraps = false {
        didSet { stepperStateDidChange() }
    }

    /// Images set per state, by the state's raw value.
    struct StateImages: ControlStateValueSet {
        var background: UIImage?
        var increment: UIImage?
        var decrement: UIImage?
    }

    private var storedValue: Double = 0
    var imagesByState = ControlStateValues<StateImages>()
    /// Divider images by the left and right segments' state raw values.
    var dividerImages: [[UInt]: UIImage] = [:]
    /// The segment under the tracked touch, and whether the touch is still on it.
    private(set) var pressedSegment: Segment?
    private var pressIsOn = false
    private var valueAtPress: Double = 0
    private var repeatCount = 0
    private var repeatTimer: (session: PlatformSession, id: Int)?
    let face = StepperFaceView()

    /// Creates a stepper at 0 in a range from 0 to 100, with its own size at `frame`'s origin.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.naturalSize))
        configureStepper()
    }

    /// Creates a stepper, with no archive to restore from.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureStepper()
    }

    private func configureStepper() {
        face.isUserInteractionEnabled = false
        addSubview(face)
        isAccessibilityElement = false
        accessibilityElements = [
            StepperSegmentElement(stepper: self, segment: .decrement),
            StepperSegmentElement(stepper: self, segment: .increment),
        ]
        stepperStateDidChange()
    }

    // MARK: Images

    /// Sets the image behind both segments in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        noteAppearance("UIStepper.setBackgroundImage.\(state.rawValue)", { [image] in ($0 as? UIStepper)?.setBackgroundImage(image, for: state) })
        imagesByState[state].background = image
        stepperStateDidChange()
    }

    /// The background image for `state`, or the normal state's.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { image(for: state) { $0.background } }

    /// Sets the plus segment's image in `state`, in place of the plus sign.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        noteAppearance("UIStepper.setIncrementImage.\(state.rawValue)", { [image] in ($0 as? UIStepper)?.setIncrementImage(image, for: state) })
        imagesByState[state].increment = image
        stepperStateDidChange()
    }

    /// The plus segment's image for `state`, or the normal state's.
    open func incrementImage(for state: UIControl.State) -> UIImage? { image(for: state) { $0.increment } }

    /// Sets the minus segment's image in `state`, in place of the minus sign.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        noteAppearance("UIStepper.setDecrementImage.\(state.rawValue)", { [image] in ($0 as? UIStepper)?.setDecrementImage(image, for: state) })
        imagesByState[state].decrement = image
        stepperStateDidChange()
    }

    /// The minus segment's image for `state`, or the normal state's.
    open func decrementImage(for state: UIControl.State) -> UIImage? { image(for: state) { $0.decrement } }

    /// Sets the divider's image for when the left segment is in `leftState` and the right one in
    /// `rightState`.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        noteAppearance(
            "UIStepper.setDividerImage.\(leftState.rawValue).\(rightState.rawValue)",
            { [image] in ($0 as? UIStepper)?.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState) })
        dividerImages[[leftState.rawValue, rightState.rawValue]] = image
        stepperStateDidChange()
    }

    /// The divider image for the two segments' states, or the one for both normal.
    open func dividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) -> UIImage? {
        dividerImages[[leftState.rawValue, rightState.rawValue]] ?? dividerImages[[0, 0]]
    }

    private func image(for state: UIControl.State, _ read: (StateImages) -> UIImage?) -> UIImage? {
        imagesByState.value(for: state, read)
    }

    // MARK: Size and layout

    /// 94 by 32 points.
    open override var intrinsicContentSize: CGSize { Self.naturalSize }

    /// The stepper's own size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.naturalSize }

    /// Places the segments at the top-left of the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        face.frame = CGRect(origin: bounds.origin, size: Self.naturalSize)
    }

    // MARK: State

    /// The state each segment shows: disabled when the stepper is or it cannot step, highlighted
    /// while pressed.
    func state(of segment: Segment) -> UIControl.State {
        if !isEnabled || !canStep(segment) { return .disabled }
        return pressedSegment == segment && pressIsOn ? .highlighted : .normal
    }

    /// Whether `segment` can change the value: always when wrapping, otherwise until the end.
    func canStep(_ segment: Segment) -> Bool {
        wraps || (segment == .increment ? storedValue < maximumValue : storedValue > minimumValue)
    }

    /// The segment on the left: minus, or plus in a right-to-left layout.
    private var leftSegment: Segment {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .increment : .decrement
    }

    override func controlStateDidChange(from old: UIControl.State) {
        super.controlStateDidChange(from: old)
        stepperStateDidChange()
    }

    /// Redraws the segments for the value and state.
    func stepperStateDidChange() {
        let left = leftSegment
        let right: Segment = left == .decrement ? .increment : .decrement
        let leftState = state(of: left), rightState = state(of: right)
        func glyph(_ segment: Segment, _ state: UIControl.State) -> UIImage? {
            segment == .increment ? incrementImage(for: state) : decrementImage(for: state)
        }
        face.show(StepperFaceView.Look(
            background: backgroundImage(for: isEnabled ? .normal : .disabled),
            divider: dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState),
            left: (left, leftState, glyph(left, leftState)), right: (right, rightState, glyph(right, rightState)),
            tint: tintColor ?? .systemBlue))
    }

    /// A changed tint shows on custom images drawn as templates.
    /// An arrow key on a focused stepper steps it once, sending `valueChanged`.
    override func adjustFromKeyboard(by step: Int) -> Bool {
        let segment: Segment = step > 0 ? .increment : .decrement
        if canStep(segment), self.step(segment) { send([.valueChanged, .primaryActionTriggered], event: nil) }
        return true
    }

    /// Space and Return do nothing to a stepper: the arrows step it.
    override func activateFromKeyboard() {}

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        stepperStateDidChange()
    }

    // MARK: Stepping

    /// Steps the value once by `segment`, wrapping or stopping at the ends; returns whether it changed.
    @discardableResult
    func step(_ segment: Segment) -> Bool {
        let old = storedValue
        var next = segment == .increment ? storedValue + stepValue : storedValue - stepValue
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        storedValue = next
        stepperStateDidChange()
        return storedValue != old
    }

    /// Steps once for a press or repeat, sending the change while continuous.
    private func stepForPress(event: UIEvent?) {
        guard let segment = pressedSegment, pressIsOn, canStep(segment) else { return }
        if step(segment), isContinuous { send([.valueChanged, .primaryActionTriggered], event: event) }
    }

    private func scheduleRepeat() {
        guard autorepeat, let session = window?.session else { return }
        let delay = repeatCount == 0 ? Self.repeatDelay : Self.repeatInterval(after: repeatCount)
        let id = session.timers.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.repeatTimer = nil
            self.repeatCount += 1
            self.stepForPress(event: nil)
            self.scheduleRepeat()
        }
        repeatTimer = (session, id)
    }

    private func stopRepeating() {
        if let repeatTimer { repeatTimer.session.timers.cancel(repeatTimer.id) }
        repeatTimer = nil
    }

    // MARK: Tracking

    /// Steps at once for a press on a segment that can step, and starts repeating.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let onLeft = location.x < bounds.minX + Self.naturalSize.width / 2
        let segment = onLeft ? leftSegment : (leftSegment == .decrement ? .increment : .decrement)
        guard canStep(segment) else { return false }
        pressedSegment = segment
        pressIsOn = true
        valueAtPress = storedValue
        repeatCount = 0
        stepForPress(event: event)
        scheduleRepeat()
        return super.beginTracking(touch, with: event)
    }

    /// Pauses repeating while the touch is off the control, and resumes when it comes back.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let isOn = isInsideWithTolerance(touch.location(in: self))
        if isOn != pressIsOn {
            pressIsOn = isOn
            if isOn { scheduleRepeat() } else { stopRepeating() }
            stepperStateDidChange()
        }
        return super.continueTracking(touch, with: event)
    }

    /// Stops repeating; a stepper that is not continuous sends its one change now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        finishPress(event: event)
    }

    /// Stops repeating; a stepper that is not continuous sends its one change now.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        finishPress(event: event)
    }

    private func finishPress(event: UIEvent?) {
        stopRepeating()
        let changed = pressedSegment != nil && storedValue != valueAtPress
        pressedSegment = nil
        pressIsOn = false
        stepperStateDidChange()
        if changed, !isContinuous { send([.valueChanged, .primaryActionTriggered], event: event) }
    }
}

extension UIStepper {
    /// A stepper's size.
    static let naturalSize = CGSize(width: 94, height: 32)
    /// How long a press is held before the step repeats.
    static let repeatDelay: TimeInterval = 0.5

    /// The time between repeats after `count` of them: 0.2 s at first, 0.1 s after five, 0.05 s
    /// after fifteen (Casement's pace; UIKit documents only that it speeds up).
    static func repeatInterval(after count: Int) -> TimeInterval {
        count < 5 ? 0.2 : count < 15 ? 0.1 : 0.05
    }
}
