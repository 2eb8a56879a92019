import CoreGraphics
import Foundation
import Platform
import Testing

@Suite("Screen descriptions")
struct ScreenDescriptionTests {
    @Test("a 0 Hz or non-finite refresh rate is reported as 60 Hz")
    func refreshFallback() {
        #expect(ScreenMode(width: 800, height: 600, refreshRate: 0).refreshRate == 60)
        #expect(ScreenMode(width: 800, height: 600, refreshRate: .nan).refreshRate == 60)
        #expect(ScreenMode(width: 800, height: 600, refreshRate: 75).refreshRate == 75)
    }

    @Test("a 0 mm physical size is unknown, so there is no pixel density")
    func zeroMillimetres() {
        let mode = ScreenMode(width: 800, height: 600, refreshRate: 60)
        let screen = ScreenDescription(id: "X", frame: .zero, modes: [mode], currentMode: mode, physicalSize: .zero, isPrimary: true)
        #expect(screen.physicalSize == nil && screen.pixelsPerInch == nil)
    }

    @Test("pixels per inch come from the frame width and physical width")
    func density() throws {
        let mode = ScreenMode(width: 1920, height: 1080, refreshRate: 60)
        let screen = ScreenDescription(
            id: "X", frame: CGRect(x: 0, y: 0, width: 1920, height: 1080), modes: [mode], currentMode: mode,
            physicalSize: CGSize(width: 508, height: 285.75), isPrimary: true)
        #expect(abs(try #require(screen.pixelsPerInch) - 96) < 1e-9)
    }

    @Test("the current mode is always among the modes")
    func currentModeListed() {
        let current = ScreenMode(width: 1024, height: 768, refreshRate: 60)
        let other = ScreenMode(width: 800, height: 600, refreshRate: 60)
        let screen = ScreenDescription(id: "X", frame: .zero, modes: [other], currentMode: current, physicalSize: nil, isPrimary: false)
        #expect(screen.modes == [current, other])
    }

    @Test("an event names its window; a screen change names none")
    func eventWindow() {
        let id = WindowID(rawValue: 0x2a)
        #expect(PlatformEvent.closeRequested(window: id).window == id)
        #expect(PlatformEvent.screensChanged.window == nil)
        #expect(id.description == "0x2a")
    }
}
