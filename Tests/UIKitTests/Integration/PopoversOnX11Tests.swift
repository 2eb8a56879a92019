import Foundation
import Testing
import UIKit
import UIKitCore
import UIKitTesting
import PlatformX11

/// A compact date picker's popover on a real X server: a pop-up window under the pointer grab,
/// driven through XTest.
@Suite("Popovers on X11", .serialized, .failureBundle)
@MainActor
struct PopoversOnX11Tests {
    private static var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    /// An app on a private Xvfb whose shown 360×200 window at (50, 40) holds a compact date
    /// picker on 26 November 2026.
    private func app() throws -> (TestApp, UIWindow, UIDatePicker) {
        let app = try TestApp(display: .xvfb())
        let window = UIWindow(frame: CGRect(x: 50, y: 40, width: 360, height: 200))
        window.backgroundColor = .systemBackground
        let picker = UIDatePicker()
        (picker.calendar, picker.timeZone, picker.locale) = (Self.utc, TimeZone(identifier: "UTC"), Locale(identifier: "en_US"))
        picker.datePickerMode = .date
        picker.date = Self.utc.date(from: DateComponents(year: 2026, month: 11, day: 26))!
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: picker.sizeThatFits(.zero))
        window.addSubview(picker)
        window.makeKeyAndVisible()
        try app.waitForIdle()
        return (app, window, picker)
    }

    private func openCalendar(_ app: TestApp, _ window: UIWindow, _ picker: UIDatePicker) throws -> UIWindow {
        let field = picker.convert(CGPoint(x: picker.bounds.midX, y: picker.bounds.midY), to: nil)
        try app.click(atScreen: CGPoint(x: window.frame.minX + field.x, y: window.frame.minY + field.y))
        return try #require(app.session.popovers.shownWindow)
    }

    @Test("Clicking the date opens the calendar as a pop-up window; clicking a day chooses it")
    func clickOpensAndChooses() throws {
        let (app, window, picker) = try app()
        let popover = try openCalendar(app, window, picker)
        let platformWindow = try #require(popover.platformWindow as? X11Window)
        #expect(platformWindow.role == .popUpMenu && platformWindow.isVisible)
        let calendar = try #require(popover.subviews.first as? UIDatePicker)
        let day = Self.utc.date(from: DateComponents(year: 2026, month: 11, day: 9))!
        let point = calendar.convert(try #require(calendar.calendarPoint(of: day)), to: nil)
        try app.click(atScreen: CGPoint(x: popover.frame.minX + point.x, y: popover.frame.minY + point.y))
        #expect(picker.date == day)
        #expect(app.session.popovers.isOpen)
    }

    @Test("A click on the bare screen closes the calendar")
    func clickOnDesktopCloses() throws {
        let (app, window, picker) = try app()
        _ = try openCalendar(app, window, picker)
        try app.click(atScreen: CGPoint(x: 700, y: 550))
        #expect(!app.session.popovers.isOpen)
        #expect(picker.date == Self.utc.date(from: DateComponents(year: 2026, month: 11, day: 26))!)
    }
}
