import CoreGraphics
import Foundation

/// What a date picker shows in its compact and inline looks: the date and time fields, the
/// month calendar, and the popover a field opens (another date picker: a calendar for the date,
/// wheels for the time, whose changes become the picker's).
@MainActor
final class DatePickerStyleContent {
    private unowned let picker: UIDatePicker
    private var pills: [DatePickerPill] = []
    private var calendarView: DatePickerCalendarView?
    private var timeTitle: UILabel?
    /// The picker shown in the open popover, if any.
    private(set) var popoverPicker: UIDatePicker?
    static let spacing: CGFloat = 6
    static let timeRowHeight: CGFloat = 48

    init(picker: UIDatePicker) {
        self.picker = picker
    }

    /// The fields shown, for tests and tools: the date's first.
    var fields: [DatePickerPill] { pills }
    var calendar: DatePickerCalendarView? { calendarView }

    /// Makes the views of the picker's look afresh.
    func rebuild() {
        for pill in pills { pill.removeFromSuperview() }
        pills = []
        calendarView?.removeFromSuperview()
        calendarView = nil
        timeTitle?.removeFromSuperview()
        timeTitle = nil
        closePopover()
        let mode = picker.datePickerMode
        switch picker.datePickerStyle {
        case .wheels, .automatic:
            return
        case .compact:
            if mode != .time { pills.append(DatePickerPill(field: .date)) }
            if mode != .date { pills.append(DatePickerPill(field: .time)) }
        case .inline:
            let calendar = DatePickerCalendarView(picker: picker)
            calendarView = calendar
            picker.addSubview(calendar)
            if mode == .dateAndTime {
                let title = UILabel()
                title.text = "Time"
                title.font = .boldSystemFont(ofSize: 17)
                timeTitle = title
                picker.addSubview(title)
                pills.append(DatePickerPill(field: .time))
            }
        }
        for pill in pills {
            pill.addAction(UIAction { [weak self, unowned pill] _ in self?.openPopover(from: pill) }, for: .touchUpInside)
            picker.addSubview(pill)
        }
        update()
    }

    /// Shows the picker's date in the fields and the calendar.
    func update() {
        guard !pills.isEmpty || calendarView != nil else { return }
        let formatter = DateFormatter()
        formatter.calendar = picker.effectiveCalendar
        formatter.timeZone = picker.effectiveCalendar.timeZone
        formatter.locale = picker.effectiveLocale
        for pill in pills {
            (formatter.dateStyle, formatter.timeStyle) = pill.field == .date ? (.medium, .none) : (.none, .short)
            pill.text = formatter.string(from: picker.date)
        }
        if let calendarView, !picker.effectiveCalendar.isDate(calendarView.shownMonth, equalTo: picker.date, toGranularity: .month) {
            calendarView.showMonthOfDate()
        }
        calendarView?.setNeedsDisplay()
        picker.invalidateIntrinsicContentSize()
        picker.setNeedsLayout()
    }

    /// The size the look needs.
    var fittingSize: CGSize {
        if calendarView != nil {
            let size = DatePickerCalendarView.size
            return CGSize(width: size.width, height: size.height + (timeTitle == nil ? 0 : Self.timeRowHeight))
        }
        let widths = pills.map { $0.intrinsicContentSize.width }
        return CGSize(width: widths.reduce(0, +) + Self.spacing * CGFloat(max(pills.count - 1, 0)), height: DatePickerPill.height)
    }

    /// Places the views in the picker's bounds: the fields against its trailing edge, centred
    /// vertically; the calendar at the top, the time row beneath it.
    func layout() {
        let bounds = picker.bounds
        if let calendarView {
            calendarView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: DatePickerCalendarView.size.height)
            let rowTop = DatePickerCalendarView.size.height
            timeTitle?.frame = CGRect(x: 16, y: rowTop, width: 120, height: Self.timeRowHeight)
            if let pill = pills.first {
                let width = pill.intrinsicContentSize.width
                pill.frame = CGRect(
                    x: bounds.width - 16 - width, y: rowTop + (Self.timeRowHeight - DatePickerPill.height) / 2,
                    width: width, height: DatePickerPill.height)
            }
            return
        }
        var x = bounds.width - fittingSize.width
        let y = ((bounds.height - DatePickerPill.height) / 2).rounded()
        for pill in pills {
            let width = pill.intrinsicContentSize.width
            pill.frame = CGRect(x: x, y: y, width: width, height: DatePickerPill.height)
            x += width + Self.spacing
        }
    }

    // MARK: Popover

    /// Opens the calendar (for the date field) or the time wheels below `pill`.
    private func openPopover(from pill: DatePickerPill) {
        guard let session = picker.window?.session else { return }
        let shown = UIDatePicker()
        shown.isFrameworkInternal = true
        picker.copySettings(to: shown)
        if pill.field == .date {
            (shown.datePickerMode, shown.preferredDatePickerStyle) = (.date, .inline)
        } else {
            (shown.datePickerMode, shown.preferredDatePickerStyle) = (.time, .wheels)
        }
        shown.frame.size = shown.sizeThatFits(CGSize(width: 320, height: 400))
        shown.addAction(UIAction { [weak self, unowned shown] _ in
            self?.picker.userChose(date: shown.date, duration: nil)
        }, for: .valueChanged)
        popoverPicker = shown
        pill.isOpen = true
        session.popovers.present(shown, from: pill, rect: pill.bounds) { [weak self, weak pill] in
            pill?.isOpen = false
            if self?.popoverPicker === shown { self?.popoverPicker = nil }
        }
    }

    func closePopover() {
        guard popoverPicker != nil else { return }
        picker.window?.session.popovers.dismiss()
        popoverPicker = nil
    }
}
