import CoreGraphics
import Foundation

/// An inline date picker's month: the month and year with buttons to the previous and next
/// months, the weekdays from the calendar's first, and the days in a grid of six weeks; today in
/// the tint colour, the chosen day bold on a pale disc of it, days out of bounds dimmed.
final class DatePickerCalendarView: UIView {
    /// The size iOS's inline calendar takes.
    static let size = CGSize(width: 320, height: 308)
    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 24
    static let dayHeight: CGFloat = 40
    static let sideInset: CGFloat = 8

    private weak var picker: UIDatePicker?
    /// The first instant of the month shown.
    private(set) var shownMonth = Date()
    private let monthLabel = UILabel()
    private let previousButton = UIButton(type: .system)
    private let nextButton = UIButton(type: .system)

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        isFrameworkInternal = true
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
        monthLabel.font = .boldSystemFont(ofSize: 17)
        addSubview(monthLabel)
        for (button, step, name) in [(previousButton, -1, "Previous Month"), (nextButton, 1, "Next Month")] {
            button.setImage(Self.chevron(pointingRight: step > 0), for: .normal)
            button.accessibilityLabel = name
            button.addAction(UIAction { [weak self] _ in self?.showMonth(by: step) }, for: .primaryActionTriggered)
            addSubview(button)
        }
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerCalendarView.tapped))
        showMonthOfDate()
    }

    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// The width the day elements' frames were made for.
    private var elementsWidth: CGFloat = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.width != elementsWidth { makeDayElements() }
        monthLabel.frame = CGRect(x: Self.sideInset + 8, y: 0, width: bounds.width - 120, height: Self.headerHeight)
        nextButton.frame = CGRect(x: bounds.width - Self.sideInset - 40, y: 2, width: 40, height: 40)
        previousButton.frame = nextButton.frame.offsetBy(dx: -44, dy: 0)
    }

    // MARK: Months

    /// Shows the month of the picker's date.
    func showMonthOfDate() {
        guard let picker else { return }
        let calendar = picker.effectiveCalendar
        shownMonth = calendar.dateInterval(of: .month, for: picker.date)?.start ?? picker.date
        monthDidChange()
    }

    private func showMonth(by step: Int) {
        guard let picker else { return }
        shownMonth = picker.effectiveCalendar.date(byAdding: .month, value: step, to: shownMonth) ?? shownMonth
        monthDidChange()
    }

    private func monthDidChange() {
        guard let picker else { return }
        let formatter = DateFormatter()
        formatter.calendar = picker.effectiveCalendar
        formatter.timeZone = picker.effectiveCalendar.timeZone
        formatter.locale = picker.effectiveLocale
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        monthLabel.text = formatter.string(from: shownMonth)
        makeDayElements()
        setNeedsDisplay()
    }

    /// One accessibility element per day of the month shown (a button named by its full date,
    /// selected when chosen, not enabled out of bounds), after the month and its buttons.
    private func makeDayElements() {
        guard let picker else { return }
        let calendar = picker.effectiveCalendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = picker.effectiveLocale
        formatter.setLocalizedDateFormatFromTemplate("EEEEMMMMd")
        var elements: [Any] = [monthLabel, previousButton, nextButton]
        for index in 0..<42 {
            guard let day = calendar.date(byAdding: .day, value: index, to: gridStart),
                calendar.isDate(day, equalTo: shownMonth, toGranularity: .month), let center = center(of: day)
            else { continue }
            let element = CalendarDayElement(calendarView: self, day: day)
            element.accessibilityLabel = formatter.string(from: day)
            element.accessibilityFrameInContainerSpace = CGRect(x: center.x - 20, y: center.y - 20, width: 40, height: 40)
            elements.append(element)
        }
        isAccessibilityElement = false
        accessibilityElements = elements
        elementsWidth = bounds.width
    }

    /// Whether `day` is the picker's chosen day.
    fileprivate func isChosen(_ day: Date) -> Bool {
        guard let picker else { return false }
        return picker.effectiveCalendar.isDate(day, inSameDayAs: picker.date)
    }

    /// Whether `day` may be chosen.
    fileprivate func isAllowed(_ day: Date) -> Bool {
        guard let picker else { return false }
        return isAllowed(day, calendar: picker.effectiveCalendar)
    }

    /// Chooses `day`, as a tap on it does; whether it could be chosen.
    fileprivate func choose(_ day: Date) -> Bool {
        guard let picker, isAllowed(day) else { return false }
        picker.userChose(day: day)
        setNeedsDisplay()
        return true
    }

    // MARK: Days

    /// The first day of the grid: the week of the month's first day, from the calendar's first weekday.
    private var gridStart: Date {
        guard let calendar = picker?.effectiveCalendar else { return shownMonth }
        let weekday = calendar.component(.weekday, from: shownMonth)
        let lead = (weekday - calendar.firstWeekday + 7) % 7
        return calendar.date(byAdding: .day, value: -lead, to: shownMonth) ?? shownMonth
    }

    private var cellWidth: CGFloat { (bounds.width - 2 * Self.sideInset) / 7 }

    /// The centre of the cell of `date`'s day in the grid shown, if it is there.
    func center(of date: Date) -> CGPoint? {
        guard let calendar = picker?.effectiveCalendar,
            let offset = calendar.dateComponents([.day], from: gridStart, to: calendar.startOfDay(for: date)).day,
            (0..<42).contains(offset)
        else { return nil }
        return CGPoint(
            x: Self.sideInset + (CGFloat(offset % 7) + 0.5) * cellWidth,
            y: Self.headerHeight + Self.weekdayHeight + (CGFloat(offset / 7) + 0.5) * Self.dayHeight)
    }

    /// The day of the cell under `point`, if the point is on a day of the month shown.
    private func day(at point: CGPoint) -> Date? {
        guard let calendar = picker?.effectiveCalendar else { return nil }
        let top = Self.headerHeight + Self.weekdayHeight
        guard point.y >= top, point.x >= Self.sideInset, point.x < bounds.width - Self.sideInset else { return nil }
        let row = Int((point.y - top) / Self.dayHeight), column = Int((point.x - Self.sideInset) / cellWidth)
        guard row < 6, column < 7, let day = calendar.date(byAdding: .day, value: row * 7 + column, to: gridStart),
            calendar.isDate(day, equalTo: shownMonth, toGranularity: .month)
        else { return nil }
        return day
    }

    private func tapped(_ recognizer: UITapGestureRecognizer) {
        guard let day = day(at: recognizer.location(in: self)) else { return }
        _ = choose(day)
    }

    /// Whether any moment of `day` lies within the picker's bounds.
    private func isAllowed(_ day: Date, calendar: Calendar) -> Bool {
        guard let picker else { return false }
        let end = calendar.date(byAdding: .day, value: 1, to: day) ?? day
        if let minimum = picker.minimumDate, end <= minimum { return false }
        if let maximum = picker.maximumDate, day > maximum { return false }
        return true
    }

    override func draw(_ rect: CGRect) {
        guard let picker else { return }
        let calendar = picker.effectiveCalendar
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let weekdayAttributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.boldSystemFont(ofSize: 13), .foregroundColor: UIColor.tertiaryLabel,
        ]
        for column in 0..<7 {
            let symbol = symbols[(calendar.firstWeekday - 1 + column) % 7].uppercased() as NSString
            let size = symbol.size(withAttributes: weekdayAttributes)
            let x = Self.sideInset + (CGFloat(column) + 0.5) * cellWidth - size.width / 2
            symbol.draw(at: CGPoint(x: x, y: Self.headerHeight + (Self.weekdayHeight - size.height) / 2), withAttributes: weekdayAttributes)
        }
        let tint = tintColor ?? .systemBlue
        let today = window?.session.currentDate() ?? Date()
        for index in 0..<42 {
            guard let day = calendar.date(byAdding: .day, value: index, to: gridStart),
                calendar.isDate(day, equalTo: shownMonth, toGranularity: .month), let center = center(of: day)
            else { continue }
            let chosen = calendar.isDate(day, inSameDayAs: picker.date)
            if chosen {
                tint.withAlphaComponent(0.12).setFill()
                UIBezierPath(ovalIn: CGRect(x: center.x - 20, y: center.y - 20, width: 40, height: 40)).fill()
            }
            let color: UIColor =
                !isAllowed(day, calendar: calendar) ? .tertiaryLabel
                : chosen || calendar.isDate(day, inSameDayAs: today) ? tint : .label
            let attributes: [NSAttributedString.Key: Any] = [
                .font: chosen ? UIFont.boldSystemFont(ofSize: 20) : UIFont.systemFont(ofSize: 20), .foregroundColor: color,
            ]
            let text = String(calendar.component(.day, from: day)) as NSString
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
        }
    }

    /// A chevron for the month buttons, drawn as a template image in the tint.
    private static func chevron(pointingRight: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 12, height: 20)).image { renderer in
            let path = UIBezierPath()
            let (tip, back): (CGFloat, CGFloat) = pointingRight ? (10, 2) : (2, 10)
            path.move(to: CGPoint(x: back, y: 2))
            path.addLine(to: CGPoint(x: tip, y: 10))
            path.addLine(to: CGPoint(x: back, y: 18))
            path.lineWidth = 2.5
            path.lineCapStyle = .round
            path.lineJoinStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }.withRenderingMode(.alwaysTemplate)
    }
}

/// A day of an inline calendar to accessibility: a button that chooses the day.
private final class CalendarDayElement: UIAccessibilityElement {
    private let day: Date

    init(calendarView: DatePickerCalendarView, day: Date) {
        self.day = day
        super.init(accessibilityContainer: calendarView)
    }

    private var calendarView: DatePickerCalendarView? { accessibilityContainer as? DatePickerCalendarView }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard let calendarView else { return .button }
            var traits: UIAccessibilityTraits = .button
            if calendarView.isChosen(day) { traits.insert(.selected) }
            if !calendarView.isAllowed(day) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override func accessibilityActivate() -> Bool {
        calendarView?.choose(day) ?? false
    }
}
