import CoreGraphics
import Foundation

/// The wheels of a date picker: which ones its mode and locale show, their rows' titles, and
/// the date the rows stand for (and back).
@MainActor
final class DatePickerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    enum Wheel: Equatable {
        case month, day, year, dayInRange, hour, minute, period, durationHours, durationMinutes
    }

    private weak var picker: UIDatePicker?
    private(set) var wheels: [Wheel] = []
    /// Whether the hour wheel counts 1 to 12 with an AM/PM wheel.
    private var twelveHour = true
    /// The first day of the day wheel in date-and-time mode.
    private var rangeStart = Date()
    private var rangeDays = 0
    /// Years run from 1 to 9999, as a calendar can show them.
    private static let yearCount = 9_999
    /// The day wheel spans ten years each side of the date, or the bounds.
    private static let daysEachSide = 3_650

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init()
    }

    /// Chooses the wheels for the mode and locale, and shows the picker's value on them.
    func rebuild() {
        guard let picker else { return }
        let locale = picker.effectiveLocale
        twelveHour = (DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale) ?? "h a").contains("a")
        var time: [Wheel] = [.hour, .minute]
        if twelveHour { time.append(.period) }
        switch picker.datePickerMode {
        case .date:
            let format = DateFormatter.dateFormat(fromTemplate: "yMMMMd", options: 0, locale: locale) ?? "MMMM d, y"
            let positions: [(Wheel, String.Index?)] = [(.month, format.firstIndex(of: "M")), (.day, format.firstIndex(of: "d")), (.year, format.firstIndex(of: "y"))]
            wheels = positions.sorted { ($0.1 ?? format.endIndex) < ($1.1 ?? format.endIndex) }.map(\.0)
        case .time:
            wheels = time
        case .dateAndTime:
            wheels = [.dayInRange] + time
            let calendar = picker.effectiveCalendar
            let today = calendar.startOfDay(for: picker.date)
            let low = picker.minimumDate.map { calendar.startOfDay(for: $0) }
                ?? calendar.date(byAdding: .day, value: -Self.daysEachSide, to: today) ?? today
            let high = picker.maximumDate.map { calendar.startOfDay(for: $0) }
                ?? calendar.date(byAdding: .day, value: Self.daysEachSide, to: today) ?? today
            rangeStart = low
            rangeDays = max((calendar.dateComponents([.day], from: low, to: max(high, low)).day ?? 0) + 1, 1)
        case .countDownTimer:
            wheels = [.durationHours, .durationMinutes]
        }
        picker.pickerView.dataSource = self
        picker.pickerView.delegate = self
        picker.pickerView.reloadAllComponents()
        show(animated: false)
    }

    /// Turns the wheels to the picker's date or duration.
    func show(animated: Bool) {
        guard let picker, picker.pickerView.numberOfComponents == wheels.count else { return }
        let calendar = picker.effectiveCalendar
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        let interval = picker.minuteInterval
        let durationMinutes = Int(picker.countDownDuration / 60)
        for (component, wheel) in wheels.enumerated() {
            let row: Int
            switch wheel {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case .year: row = (parts.year ?? 1) - 1
            case .dayInRange: row = calendar.dateComponents([.day], from: rangeStart, to: calendar.startOfDay(for: picker.date)).day ?? 0
            case .hour: row = twelveHour ? (parts.hour ?? 0) % 12 : parts.hour ?? 0
            case .minute: row = (parts.minute ?? 0) / interval
            case .period: row = (parts.hour ?? 0) >= 12 ? 1 : 0
            case .durationHours: row = durationMinutes / 60
            case .durationMinutes: row = (durationMinutes % 60) / interval
            }
            let clampedRow = min(max(row, 0), picker.pickerView.numberOfRows(inComponent: component) - 1)
            if clampedRow >= 0, picker.pickerView.selectedRow(inComponent: component) != clampedRow {
                picker.pickerView.selectRow(clampedRow, inComponent: component, animated: animated)
            }
        }
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard wheels.indices.contains(component), let picker else { return 0 }
        switch wheels[component] {
        case .month: return 12
        case .day: return 31
        case .year: return Self.yearCount
        case .dayInRange: return rangeDays
        case .hour: return twelveHour ? 12 : 24
        case .minute, .durationMinutes: return 60 / picker.minuteInterval
        case .period: return 2
        case .durationHours: return 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        guard wheels.indices.contains(component) else { return 0 }
        switch wheels[component] {
        case .month: return 130
        case .dayInRange: return 150
        case .year: return 80
        case .durationHours, .durationMinutes: return 120
        default: return 60
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard wheels.indices.contains(component), let picker else { return nil }
        let calendar = picker.effectiveCalendar
        switch wheels[component] {
        case .month: return calendar.monthSymbols.indices.contains(row) ? calendar.monthSymbols[row] : nil
        case .day: return String(row + 1)
        case .year: return String(row + 1)
        case .dayInRange:
            guard let day = calendar.date(byAdding: .day, value: row, to: rangeStart) else { return nil }
            if calendar.isDateInToday(day) { return "Today" }
            let formatter = DateFormatter()
            formatter.locale = picker.effectiveLocale
            formatter.calendar = calendar
            formatter.timeZone = calendar.timeZone
            formatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
            return formatter.string(from: day)
        case .hour: return twelveHour ? String(row == 0 ? 12 : row) : String(format: "%02d", row)
        case .minute: return String(format: "%02d", row * picker.minuteInterval)
        case .period: return row == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .durationHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .durationMinutes: return "\(row * picker.minuteInterval) min"
        }
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let picker else { return }
        if picker.datePickerMode == .countDownTimer {
            let hours = rowOf(.durationHours), minutes = rowOf(.durationMinutes) * picker.minuteInterval
            picker.userChose(date: nil, duration: TimeInterval(hours * 3600 + minutes * 60))
            return
        }
        picker.userChose(date: dateFromRows(), duration: nil)
    }

    private func rowOf(_ wheel: Wheel) -> Int {
        guard let picker, let component = wheels.firstIndex(of: wheel) else { return 0 }
        return max(picker.pickerView.selectedRow(inComponent: component), 0)
    }

    /// The date the wheels stand for; a day past the month's end becomes its last day.
    private func dateFromRows() -> Date? {
        guard let picker else { return nil }
        let calendar = picker.effectiveCalendar
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        for wheel in wheels {
            switch wheel {
            case .month: parts.month = rowOf(.month) + 1
            case .day: parts.day = rowOf(.day) + 1
            case .year: parts.year = rowOf(.year) + 1
            case .dayInRange:
                if let day = calendar.date(byAdding: .day, value: rowOf(.dayInRange), to: rangeStart) {
                    let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
                    (parts.year, parts.month, parts.day) = (dayParts.year, dayParts.month, dayParts.day)
                }
            case .hour:
                let hour = rowOf(.hour)
                parts.hour = twelveHour ? hour + (rowOf(.period) == 1 ? 12 : 0) : hour
            case .minute: parts.minute = rowOf(.minute) * picker.minuteInterval
            case .period, .durationHours, .durationMinutes: break
            }
        }
        var firstOfMonth = parts
        firstOfMonth.day = 1
        if let first = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: first) {
            parts.day = min(parts.day ?? 1, days.count)
        }
        parts.second = 0
        return calendar.date(from: parts)
    }
}
