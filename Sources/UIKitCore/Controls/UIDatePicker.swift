public import CoreGraphics
public import Foundation

/// Chooses a date, a time, both, or a countdown duration, in the locale's order and clock,
/// within optional bounds; sends `valueChanged` when the user changes it.
///
/// Three looks, as on iOS 14 and later: compact fields that open a calendar or time wheels in a
/// popover (the automatic choice), an inline month calendar, or wheels.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker chooses.
    public enum Mode: Int, Sendable {
        /// An hour and minute (and AM/PM on a 12-hour clock).
        case time = 0
        /// A month, day and year.
        case date = 1
        /// A day, hour and minute.
        case dateAndTime = 2
        /// Hours and minutes of a duration.
        case countDownTimer = 3
    }

    /// How the picker looks.
    public enum Style: Int, Sendable {
        /// The platform's choice: compact, or wheels for a countdown.
        case automatic = 0
        /// Wheels, as `UIPickerView` shows them.
        case wheels = 1
        /// The date and time as text fields that open a calendar or wheels in a popover.
        case compact = 2
        /// A month calendar in place (with a time field in date-and-time mode).
        case inline = 3
    }

    /// What the picker chooses; date and time by default.
    open var datePickerMode = Mode.dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildWheels() } }
    }

    /// The look asked for; automatic by default.
    open var preferredDatePickerStyle = Style.automatic {
        didSet { if preferredDatePickerStyle != oldValue { rebuildWheels() } }
    }

    /// The look shown: wheels for a countdown (the only look it has), compact when automatic,
    /// compact for a time asked to be inline (iOS shows a time field either way), otherwise the
    /// look asked for.
    open var datePickerStyle: Style {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic: return .compact
        case .inline where datePickerMode == .time: return .compact
        default: return preferredDatePickerStyle
        }
    }

    /// The chosen date, kept within ``minimumDate`` and ``maximumDate``; setting it sends nothing.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// The earliest date that can be chosen, if limited.
    open var minimumDate: Date? {
        didSet { boundsDidChange() }
    }

    /// The latest date that can be chosen, if limited.
    open var maximumDate: Date? {
        didSet { boundsDidChange() }
    }

    /// The locale of the names and order of the wheels; the current locale when `nil`.
    open var locale: Locale? {
        didSet { rebuildWheels() }
    }

    /// The calendar the date is read in; the current calendar by default.
    open var calendar: Calendar! {
        didSet {
            if calendar == nil { calendar = .current }
            rebuildWheels()
        }
    }

    /// The time zone the date is shown in; the calendar's when `nil`.
    open var timeZone: TimeZone? {
        didSet { rebuildWheels() }
    }

    /// The step of the minute wheel, a divisor of 60 from 1 to 30; other values are ignored.
    open var minuteInterval = 1 {
        didSet {
            guard minuteInterval != oldValue else { return }
            guard minuteInterval >= 1, minuteInterval <= 30, 60 % minuteInterval == 0 else {
                Diagnostics.report("Casement UIKit: UIDatePicker.minuteInterval \(minuteInterval) ignored: it must divide 60 and be from 1 to 30.")
                minuteInterval = oldValue
                return
            }
            rebuildWheels()
        }
    }

    /// Whether a date set between steps of ``minuteInterval`` is rounded to one; `true` by default.
    open var roundsToMinuteInterval = true

    /// The chosen duration in countdown mode, in seconds: whole minutes from 0 to 23 hours 59.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            guard newValue.isFinite else { return }
            let minutes = (min(max(newValue, 0), 86_340) / 60).rounded(.down)
            storedDuration = minutes * 60
            if datePickerMode == .countDownTimer { showOnWheels(animated: false) }
        }
    }

    private var storedDate = Date()
    private var storedDuration: TimeInterval = 0
    let pickerView = UIPickerView()
    private lazy var wheels = DatePickerWheels(picker: self)
    /// The fields, calendar and popover of the compact and inline looks.
    lazy var styleContent = DatePickerStyleContent(picker: self)

    /// A date picker showing now, on wheels.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureDatePicker()
    }

    /// Creates a date picker from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureDatePicker()
    }

    private func configureDatePicker() {
        calendar = .current
        pickerView.frame = bounds
        pickerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(pickerView)
        rebuildWheels()
    }

    /// Sets the date, kept within the bounds (and rounded to the minute interval when asked),
    /// turning the wheels to it; sends nothing.
    open func setDate(_ date: Date, animated: Bool) {
        var chosen = clamped(date)
        if roundsToMinuteInterval, minuteInterval > 1 { chosen = rounded(chosen) }
        storedDate = chosen
        showOnWheels(animated: animated)
        styleContent.update()
    }

    // MARK: Sizing

    /// Wheels are 216 points high, as iOS's; the compact fields and the calendar their own size.
    open override var intrinsicContentSize: CGSize {
        guard datePickerStyle != .wheels else { return CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.defaultHeight) }
        return styleContent.fittingSize
    }

    /// Wheels are 320 by 216 points unless told otherwise; the other looks their own size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        datePickerStyle == .wheels ? pickerView.sizeThatFits(size) : styleContent.fittingSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        styleContent.layout()
    }

    /// The wheels take focus, not the picker around them.
    open override var canBecomeFocused: Bool { false }

    // MARK: Internals

    /// The calendar in the picker's time zone and locale.
    var effectiveCalendar: Calendar {
        var calendar = self.calendar ?? .current
        if let timeZone { calendar.timeZone = timeZone }
        calendar.locale = effectiveLocale
        return calendar
    }

    var effectiveLocale: Locale { locale ?? .current }

    /// Turns the wheels to the value when they are the look shown; hidden wheels stay still
    /// (an animation no one sees would keep the app from idling) until they are rebuilt.
    private func showOnWheels(animated: Bool) {
        if datePickerStyle == .wheels { wheels.show(animated: animated) }
    }

    private func rebuildWheels() {
        guard calendar != nil else { return }
        wheels.rebuild()
        pickerView.isHidden = datePickerStyle != .wheels
        styleContent.rebuild()
        invalidateIntrinsicContentSize()
    }

    /// The centre of `date`'s day in the inline calendar, in the picker's coordinates, when the
    /// calendar shows that month; for tests and tools.
    package func calendarPoint(of date: Date) -> CGPoint? {
        guard let calendar = styleContent.calendar, let point = calendar.center(of: date) else { return nil }
        return calendar.convert(point, to: self)
    }

    /// Settings a popover's picker copies from this one.
    func copySettings(to other: UIDatePicker) {
        other.calendar = calendar
        other.timeZone = timeZone
        other.locale = locale
        other.minuteInterval = minuteInterval
        other.minimumDate = minimumDate
        other.maximumDate = maximumDate
        other.date = date
    }

    private func boundsDidChange() {
        if let minimumDate, let maximumDate, minimumDate > maximumDate {
            Diagnostics.report("Casement UIKit: UIDatePicker minimumDate is after maximumDate; the maximum wins.")
        }
        storedDate = clamped(storedDate)
        rebuildWheels()
    }

    /// `date` within the bounds.
    func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    private func rounded(_ date: Date) -> Date {
        let calendar = effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        parts.minute = ((parts.minute ?? 0) / minuteInterval) * minuteInterval
        return calendar.date(from: parts).map(clamped) ?? date
    }

    /// The user turned a wheel to `date` (or `duration`): kept within the bounds, shown, sent.
    func userChose(date: Date?, duration: TimeInterval?) {
        if let duration {
            storedDuration = duration
        } else if let date {
            storedDate = clamped(date)
        }
        // Wheels resting on a date outside the bounds, or on a day the month lacks, turn back.
        showOnWheels(animated: true)
        styleContent.update()
        sendActions(for: .valueChanged)
    }

    /// The user chose `day` in the calendar: the date moves to that day at the same time of day.
    func userChose(day: Date) {
        let calendar = effectiveCalendar
        let time = calendar.dateComponents([.hour, .minute, .second], from: date)
        let moved = calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day
        userChose(date: moved, duration: nil)
    }
}
