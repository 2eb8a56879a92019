import CasementTestSupport
import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("UIDatePicker compact and inline")
struct UIDatePickerStyleTests {
    private static var utc: Calendar { UTCDates.calendar }

    private static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        UTCDates.date(year, month, day, hour, minute)
    }

    /// A picker in US English and UTC at (20, 20), its own size, in `style` and `mode`, showing
    /// 26 November 2026 at 9:41, recording the dates it sends.
    private func stage(_ style: UIDatePicker.Style, _ mode: UIDatePicker.Mode = .dateAndTime) -> (TouchStage, UIDatePicker, () -> [Date]) {
        let stage = TouchStage()
        // Today is pinned, so the calendar marks the same day every run.
        stage.app.session.currentDate = { Self.date(2026, 11, 24, 12, 0) }
        let picker = UIDatePicker()
        picker.calendar = Self.utc
        picker.timeZone = TimeZone(identifier: "UTC")
        picker.locale = Locale(identifier: "en_US")
        picker.preferredDatePickerStyle = style
        picker.datePickerMode = mode
        picker.date = Self.date(2026, 11, 26, 9, 41)
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: picker.sizeThatFits(.zero))
        var changes: [Date] = []
        picker.addAction(UIAction { [weak picker] _ in if let picker { changes.append(picker.date) } }, for: .valueChanged)
        stage.root.addSubview(picker)
        stage.app.runTurn()
        return (stage, picker, { changes })
    }

    private func field(_ picker: UIDatePicker, _ name: String) -> UIView? {
        picker.subviews.first { $0.accessibilityLabel == name && $0.accessibilityTraits.contains(.button) }
    }

    /// Clicks the middle of `view` (in the stage's window).
    private func click(_ view: UIView, in stage: TouchStage) {
        stage.tap(view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    @Test("automatic is compact, a countdown is always wheels, and a time asked to be inline is compact")
    func effectiveStyle() {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        picker.datePickerMode = .time
        #expect(picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
    }

    @Test("compact date and time show the date and the time in two fields, sized to them")
    func compactFields() throws {
        let (_, picker, _) = stage(.compact)
        let date = try #require(field(picker, "Date")), time = try #require(field(picker, "Time"))
        #expect(date.accessibilityValue == "Nov 26, 2026")
        #expect(time.accessibilityValue == "9:41\u{202F}AM")
        #expect(date.accessibilityTraits.contains(.button))
        #expect(picker.bounds.height == 34)
        #expect(abs(picker.bounds.width - (date.frame.width + 6 + time.frame.width)) < 0.5)
        #expect(picker.subviews.allSatisfy { !($0 is UIPickerView) || $0.isHidden })
    }

    @Test("a compact date mode shows only the date field, a time mode only the time field")
    func compactSingleFields() {
        let (_, datePicker, _) = stage(.compact, .date)
        #expect(field(datePicker, "Date") != nil && field(datePicker, "Time") == nil)
        let (_, timePicker, _) = stage(.compact, .time)
        #expect(field(timePicker, "Date") == nil && field(timePicker, "Time") != nil)
    }

    @Test("clicking the date field opens a calendar in a pop-up window below it; a day chosen keeps the time and is sent")
    func compactCalendar() throws {
        let (stage, picker, changes) = stage(.compact)
        click(try #require(field(picker, "Date")), in: stage)
        let popover = try #require(stage.app.session.popovers.shownWindow)
        #expect(popover.platformRole == .popUpMenu)
        #expect(popover.frame.minY >= picker.frame.maxY)
        let calendar = try #require(popover.subviews.first as? UIDatePicker)
        #expect(calendar.datePickerStyle == .inline)
        let point = try #require(calendar.calendarPoint(of: Self.date(2026, 11, 12)))
        stage.tap(calendar.convert(point, to: nil), in: popover)
        #expect(picker.date == Self.date(2026, 11, 12, 9, 41))
        #expect(changes() == [Self.date(2026, 11, 12, 9, 41)])
        #expect(field(picker, "Date")?.accessibilityValue == "Nov 12, 2026")
        #expect(stage.app.session.popovers.isOpen)
    }

    @Test("a press outside the popover closes it and reaches nothing else; Escape closes it too")
    func closingThePopover() throws {
        let (stage, picker, _) = stage(.compact)
        let log = TouchLog()
        let behind = TouchLoggingView("behind", log: log, frame: CGRect(x: 0, y: 200, width: 400, height: 100))
        stage.root.addSubview(behind)
        click(try #require(field(picker, "Time")), in: stage)
        #expect(stage.app.session.popovers.isOpen)
        stage.tap(CGPoint(x: 200, y: 250))
        #expect(!stage.app.session.popovers.isOpen)
        #expect(log.entries.isEmpty)
        click(try #require(field(picker, "Time")), in: stage)
        let id = stage.window.platformWindow!.id
        stage.app.platform.inject(.key(
            window: id, isDown: true, keysym: 0xFF1B, hidUsage: 0x29, text: nil, isRepeat: false, modifiers: [], timestamp: stage.app.clock.now))
        stage.app.runTurn()
        #expect(!stage.app.session.popovers.isOpen)
    }

    @Test("the time field's popover turns wheels that set the time and keep the day")
    func compactTime() throws {
        let (stage, picker, changes) = stage(.compact)
        click(try #require(field(picker, "Time")), in: stage)
        let wheels = try #require(stage.app.session.popovers.shownWindow?.subviews.first as? UIDatePicker)
        #expect(wheels.datePickerMode == .time && wheels.datePickerStyle == .wheels)
        wheels.date = Self.date(2026, 11, 26, 14, 5)
        wheels.sendActions(for: .valueChanged)
        #expect(picker.date == Self.date(2026, 11, 26, 14, 5))
        #expect(changes().count == 1)
        #expect(field(picker, "Time")?.accessibilityValue == "2:05\u{202F}PM")
    }

    @Test("an inline picker shows the month in place; a tapped day is chosen, the arrows turn months")
    func inlineCalendar() throws {
        let (stage, picker, changes) = stage(.inline, .date)
        #expect(picker.bounds.size == CGSize(width: 320, height: 308))
        let point = try #require(picker.calendarPoint(of: Self.date(2026, 11, 3)))
        stage.tap(picker.convert(point, to: nil))
        #expect(picker.date == Self.date(2026, 11, 3, 9, 41))
        #expect(changes().count == 1)
        #expect(picker.calendarPoint(of: Self.date(2026, 12, 15)) == nil)
        let next = try #require(picker.subviews.flatMap(\.subviews).first { $0.accessibilityLabel == "Next Month" })
        click(next, in: stage)
        #expect(picker.calendarPoint(of: Self.date(2026, 12, 15)) != nil)
        #expect(changes().count == 1)
    }

    @Test("days outside the bounds cannot be chosen")
    func inlineBounds() throws {
        let (stage, picker, changes) = stage(.inline, .date)
        picker.minimumDate = Self.date(2026, 11, 10)
        let point = try #require(picker.calendarPoint(of: Self.date(2026, 11, 4)))
        stage.tap(picker.convert(point, to: nil))
        #expect(picker.date == Self.date(2026, 11, 26, 9, 41))
        #expect(changes().isEmpty)
    }

    @Test("each day of the month is a button to accessibility, named by its date, the chosen one selected; activating one chooses it")
    func dayElements() throws {
        let (_, picker, changes) = stage(.inline, .date)
        let calendar = try #require(picker.subviews.first { $0.accessibilityElements != nil })
        let days = (calendar.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
        #expect(days.count == 30)
        let chosen = try #require(days.first { $0.accessibilityLabel == "Thursday, November 26" })
        #expect(chosen.accessibilityTraits.contains(.selected) && chosen.accessibilityTraits.contains(.button))
        let third = try #require(days.first { $0.accessibilityLabel == "Tuesday, November 3" })
        #expect(third.accessibilityActivate())
        #expect(picker.date == Self.date(2026, 11, 3, 9, 41))
        #expect(changes().count == 1)
        #expect(third.accessibilityTraits.contains(.selected))
        picker.maximumDate = Self.date(2026, 11, 20)
        let late = try #require(days.first { $0.accessibilityLabel == "Saturday, November 28" })
        #expect(late.accessibilityTraits.contains(.notEnabled))
        #expect(!late.accessibilityActivate())
    }

    @Test("a wider inline calendar spreads its day elements with its columns")
    func dayElementsFollowWidth() throws {
        let (stage, picker, _) = stage(.inline, .date)
        picker.frame.size.width = 376
        stage.app.runTurn()
        let calendar = try #require(picker.subviews.first { $0.accessibilityElements != nil })
        let days = (calendar.accessibilityElements ?? []).compactMap { $0 as? UIAccessibilityElement }
        let saturday = try #require(days.first { $0.accessibilityLabel == "Saturday, November 7" })
        let point = try #require(picker.calendarPoint(of: Self.date(2026, 11, 7)))
        let expected = calendar.convert(point, from: picker)
        #expect(abs(saturday.accessibilityFrameInContainerSpace.midX - expected.x) < 0.5)
        #expect(saturday.accessibilityFrameInContainerSpace.midX > 330)
    }

    @Test("an inline date and time adds a time row beneath the month")
    func inlineTimeRow() {
        let (_, picker, _) = stage(.inline, .dateAndTime)
        #expect(abs(picker.bounds.height - 356) < 0.001)
        #expect(field(picker, "Time")?.accessibilityValue == "9:41\u{202F}AM")
    }

    @Test("Compact fields and an inline month render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let (stage, _, _) = stage(.inline, .dateAndTime)
        let compact = UIDatePicker()
        compact.calendar = Self.utc
        compact.timeZone = TimeZone(identifier: "UTC")
        compact.locale = Locale(identifier: "en_US")
        compact.date = Self.date(2026, 11, 26, 9, 41)
        compact.frame = CGRect(x: 20, y: 380, width: 320, height: 40)
        stage.root.addSubview(compact)
        stage.window.frame.size = CGSize(width: 360, height: 440)
        stage.root.frame = stage.window.bounds
        stage.window.backgroundColor = .systemBackground
        stage.window.overrideUserInterfaceStyle = style
        stage.advance(by: 0.02)
        let image = try #require(stage.app.platformWindow(of: stage.window)?.presentedImage())
        GoldenImage.expectMatch(image, named: "date-picker-styles" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
