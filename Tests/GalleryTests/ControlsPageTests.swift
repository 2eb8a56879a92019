import CasementTestSupport
import CoreGraphics
import Foundation
import GalleryPages
import Platform
import PlatformHeadless
import Testing
import UIKitCore
import UIKitTesting

/// The controls page in a window of an in-memory app, clicked and dragged through injected
/// pointer events.
@MainActor
private final class Stage {
    let platform = HeadlessPlatform()
    let window: UIWindow
    let page: UIView

    init() {
        PlatformSession.install(platform)
        window = UIWindow(frame: CGRect(origin: .zero, size: ControlsPage.size))
        page = ControlsPage.makeView()
        window.addSubview(page)
        window.makeKeyAndVisible()
        turn()
    }

    func view(_ identifier: String) -> UIView { page.subviews.first { $0.accessibilityIdentifier == identifier }! }
    var status: String { (view("status") as? UILabel)?.text ?? "" }

    func turn() {
        platform.dispatchPendingEvents()
        UIApplication.shared.session.updateScreens()
    }

    func pointer(_ event: (WindowID, TimeInterval) -> PlatformEvent) {
        platform.inject(event(window.platformWindow!.id, platform.clock.now))
        turn()
    }

    /// Clicks the middle of the view `identifier`, or `offset` from its top-left corner.
    func click(_ identifier: String, at offset: CGPoint? = nil) {
        let frame = view(identifier).frame
        let point = offset.map { CGPoint(x: frame.minX + $0.x, y: frame.minY + $0.y) } ?? CGPoint(x: frame.midX, y: frame.midY)
        pointer { .pointerDown(window: $0, button: .primary, location: point, modifiers: [], timestamp: $1) }
        pointer { .pointerUp(window: $0, button: .primary, location: point, modifiers: [], timestamp: $1) }
        platform.clock.advance(by: 0.5)
        turn()
    }

    func drag(from start: CGPoint, to end: CGPoint) {
        pointer { .pointerDown(window: $0, button: .primary, location: start, modifiers: [], timestamp: $1) }
        for step in 1...4 {
            platform.clock.advance(by: 0.02)
            let t = CGFloat(step) / 4
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            pointer { .pointerMoved(window: $0, location: point, modifiers: [], timestamp: $1) }
        }
        pointer { .pointerUp(window: $0, button: .primary, location: end, modifiers: [], timestamp: $1) }
    }

    func render() -> CGImage {
        UIGraphicsImageRenderer(bounds: window.bounds).image { window.layer.render(in: $0.cgContext) }.cgImage!
    }
}

@Suite("Gallery controls page")
@MainActor
struct ControlsPageTests {
    init() { PinnedFonts.install() }

    @Test("the page matches its golden image")
    func golden() {
        let stage = Stage()
        GoldenImage.expectMatch(stage.render(), named: "controls-page", tolerance: 2, maximumFraction: 0.001)
    }

    @Test("the dark switch turns the page and its controls dark, matching its golden image")
    func dark() {
        let stage = Stage()
        stage.click("dark")
        #expect(stage.page.traitCollection.userInterfaceStyle == .dark)
        #expect(stage.status == "Dark appearance.")
        GoldenImage.expectMatch(stage.render(), named: "controls-page-dark", tolerance: 2, maximumFraction: 0.001)
    }

    @Test("the due date opens a calendar below it, and a day chosen there names the change in the status line")
    func dueDate() throws {
        let stage = Stage()
        stage.click("due")
        let popover = try #require(UIApplication.shared.session.popovers.shownWindow)
        let calendar = try #require(popover.subviews.first as? UIDatePicker)
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC")!
        let day = gregorian.date(from: DateComponents(year: 2026, month: 12, day: 31))!
        let point = calendar.convert(try #require(calendar.calendarPoint(of: day)), to: nil)
        stage.platform.inject(.pointerDown(window: popover.platformWindow!.id, button: .primary, location: point, modifiers: [], timestamp: stage.platform.clock.now))
        stage.platform.inject(.pointerUp(window: popover.platformWindow!.id, button: .primary, location: point, modifiers: [], timestamp: stage.platform.clock.now))
        stage.turn()
        #expect(stage.status == "Due December 31, 2026.")
    }

    @Test("clicking a button and a switch names the change in the status line")
    func buttonAndSwitch() {
        let stage = Stage()
        stage.click("tinted")
        #expect(stage.status == "Pressed “Tinted”.")
        stage.click("bluetooth")
        #expect(stage.status == "Bluetooth turned on.")
        #expect((stage.view("bluetooth") as? UISwitch)?.isOn == true)
    }

    @Test("dragging the volume slider fills the progress bar to match")
    func sliderDrivesProgress() {
        let stage = Stage()
        let slider = stage.view("volume") as! UISlider
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let start = CGPoint(x: slider.frame.minX + thumb.midX, y: slider.frame.midY)
        stage.drag(from: start, to: CGPoint(x: start.x + 100, y: start.y))
        let progress = stage.view("progress") as! UIProgressView
        #expect(slider.value > 0.6)
        #expect(progress.progress == slider.value)
        #expect(stage.status.hasPrefix("Volume"))
    }

    @Test("the stepper counts tickets, the page control turns pages, the download button spins")
    func stepperPagesDownload() {
        let stage = Stage()
        stage.click("stepper", at: CGPoint(x: 70, y: 16))
        #expect(stage.status == "Stepped to 4 (hold to repeat).")
        stage.click("pages", at: CGPoint(x: 230, y: 13))
        #expect(stage.status == "Turned to page 2.")
        stage.click("download")
        let download = stage.view("download") as! UIButton
        #expect(download.isSelected)
        #expect(download.subviews.contains { ($0 as? UIActivityIndicatorView)?.isAnimating == true })
        #expect(stage.status == "Downloading (click again to stop).")
    }

    @Test("the sort pop-up button shows its chosen key and names the change in the status line")
    func sortPopUp() {
        let stage = Stage()
        let sort = stage.view("sort") as! UIButton
        #expect(sort.configuration?.title == "Name")
        stage.click("sort")
        guard let menu = UIApplication.shared.session.menus.windows.first, let row = menu.centerOfRow(titled: "Date"),
              let id = menu.platformWindow?.id else {
            Issue.record("the sort menu did not open")
            return
        }
        stage.platform.inject(.pointerDown(window: id, button: .primary, location: row, modifiers: [], timestamp: stage.platform.clock.now))
        stage.platform.inject(.pointerUp(window: id, button: .primary, location: row, modifiers: [], timestamp: stage.platform.clock.now))
        stage.turn()
        #expect(stage.status == "Sorted by date.")
        #expect(sort.configuration?.title == "Date")
    }
}
