import CasementTestSupport
import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("UIDatePicker")
struct UIDatePickerTests {
    private static var utc: Calendar { UTCDates.calendar }

    private static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        UTCDates.date(year, month, day, hour, minute)
    }

    /// A date picker at (20, 40), 360×216, in `mode`, in US English and UTC, showing `date`.
    private func stage(_ mode: UIDatePicker.Mode, date: Date, locale: String = "en_US") -> (TouchStage, UIDatePicker, () -> [Date]) {
        let stage = TouchStage()
        let picker = UIDatePicker(frame: CGRect(x: 20, y: 40, width: 360, height: 216))
        picker.calendar = Self.utc
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: locale)
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = mode
        picker.date = date
        var changes: [Date] = []
        picker.addAction(UIAction { [weak picker] _ in if let picker { changes.append(picker.date) } }, for: .valueChanged)
        stage.root.addSubview(picker)
        stage.app.runTurn()
        return (stage, picker, { changes })
    }

    /// The picker's wheels, a picker view among its subviews.
    private func wheels(_ picker: UIDatePicker) -> UIPickerView {
        picker.subviews.compactMap { $0 as? UIPickerView }.first!
    }

    private func titles(_ picker: UIDatePicker) -> [String] {
        (0..<wheels(picker).numberOfComponents).map { component in
            (wheels(picker).view(forRow: wheels(picker).selectedRow(inComponent: component), forComponent: component) as? UILabel)?.text ?? "?"
        }
    }

    @Test("UIDatePicker's modes and styles have UIKit's raw values; it shows date and time in compact fields by default")
    func defaults() {
        #expect(UIDatePicker.Mode.time.rawValue == 0 && UIDatePicker.Mode.date.rawValue == 1)
        #expect(UIDatePicker.Mode.dateAndTime.rawValue == 2 && UIDatePicker.Mode.countDownTimer.rawValue == 3)
        #expect(UIDatePicker.Style.automatic.rawValue == 0 && UIDatePicker.Style.wheels.rawValue == 1)
        #expect(UIDatePicker.Style.compact.rawValue == 2 && UIDatePicker.Style.inline.rawValue == 3)
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact)
        #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize.height == 216)
    }

    @Test("Date mode shows month, day and year in the locale's order")
    func dateModeOrder() {
        let (_, us, _) = stage(.date, date: Self.date(2026, 11, 26))
        #expect(titles(us) == ["November", "26", "2026"])
        let (_, german, _) = stage(.date, date: Self.date(2026, 11, 26), locale: "de_DE")
        #expect(titles(german) == ["26", "November", "2026"])
    }

    @Test("Time mode shows a 12-hour clock with AM/PM in the US, a 24-hour clock in Germany")
    func timeMode() {
        let (_, us, _) = stage(.time, date: Self.date(2026, 11, 26, 15, 7))
        #expect(titles(us) == ["3", "07", "PM"])
        let (_, german, _) = stage(.time, date: Self.date(2026, 11, 26, 15, 7), locale: "de_DE")
        #expect(titles(german) == ["15", "07"])
    }

    @Test("Turning the day wheel a row changes the date by a day and sends valueChanged; setting the date sends nothing")
    func userChangeSends() throws {
        let (stage, picker, changes) = stage(.date, date: Self.date(2026, 11, 26))
        picker.date = Self.date(2026, 11, 20)
        #expect(changes().isEmpty)
        let day = try #require(wheels(picker).subviews.filter { $0.isAccessibilityElement }.dropFirst().first)
        day.accessibilityIncrement()
        stage.advance(by: 0.02)
        stage.advance(by: 1)
        #expect(picker.date == Self.date(2026, 11, 21))
        #expect(changes() == [Self.date(2026, 11, 21)])
    }

    @Test("A day the month lacks becomes its last day, and the wheel turns back to it")
    func invalidDay() throws {
        let (stage, picker, _) = stage(.date, date: Self.date(2026, 1, 31))
        let month = try #require(wheels(picker).subviews.first { $0.isAccessibilityElement })
        month.accessibilityIncrement()
        stage.advance(by: 0.02)
        stage.advance(by: 1)
        #expect(picker.date == Self.date(2026, 2, 28))
        stage.advance(by: 1)
        #expect(titles(picker) == ["February", "28", "2026"])
    }

    @Test("Dates are kept within the minimum and maximum, whether set or chosen")
    func bounds() throws {
        let (stage, picker, _) = stage(.date, date: Self.date(2026, 11, 26))
        picker.minimumDate = Self.date(2026, 11, 20)
        picker.maximumDate = Self.date(2026, 11, 27)
        picker.date = Self.date(2020, 1, 1)
        #expect(picker.date == Self.date(2026, 11, 20))
        picker.date = Self.date(2026, 11, 27)
        let day = try #require(wheels(picker).subviews.filter { $0.isAccessibilityElement }.dropFirst().first)
        day.accessibilityIncrement()
        stage.advance(by: 0.02)
        stage.advance(by: 1)
        #expect(picker.date == Self.date(2026, 11, 27))
    }

    @Test("The minute wheel steps by the minute interval, and a date between steps is rounded down; bad intervals are ignored")
    func minuteInterval() {
        let (_, picker, _) = stage(.time, date: Self.date(2026, 11, 26, 9, 0))
        picker.minuteInterval = 15
        #expect(wheels(picker).numberOfRows(inComponent: 1) == 4)
        picker.date = Self.date(2026, 11, 26, 9, 44)
        #expect(picker.date == Self.date(2026, 11, 26, 9, 30))
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 15)
    }

    @Test("Countdown mode shows hours and minutes of the duration, kept to whole minutes under a day")
    func countdown() {
        let (_, picker, _) = stage(.countDownTimer, date: Self.date(2026, 11, 26))
        picker.countDownDuration = 5_430
        #expect(picker.countDownDuration == 5_400)
        #expect(titles(picker) == ["1 hour", "30 min"])
        picker.countDownDuration = 1e9
        #expect(picker.countDownDuration == 86_340)
        picker.countDownDuration = -4
        #expect(picker.countDownDuration == 0)
    }

    @Test("Date-and-time mode shows the day, hour, minute and AM/PM")
    func dateAndTime() {
        let (_, picker, _) = stage(.dateAndTime, date: Self.date(2026, 11, 20, 8, 5))
        let shown = titles(picker)
        #expect(shown.count == 4)
        #expect(shown[0].contains("Nov") && shown[0].contains("20"))
        #expect(Array(shown.dropFirst()) == ["8", "05", "AM"])
    }

    @Test("A date picker renders as expected in date mode", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let (stage, _, _) = stage(.date, date: Self.date(2026, 11, 26))
        stage.window.backgroundColor = .systemBackground
        stage.window.overrideUserInterfaceStyle = style
        stage.advance(by: 0.02)
        let image = try #require(stage.app.platformWindow(of: stage.window)?.presentedImage())
        let crop = try #require(image.cropping(to: CGRect(x: 20, y: 40, width: 360, height: 216)))
        GoldenImage.expectMatch(crop, named: "date-picker" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
