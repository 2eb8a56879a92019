import Testing
import UIKit
import UIKitTesting

/// Controls in a real X server's window, clicked, dragged and held through XTest by the test kit.
@Suite("Controls on X11", .serialized, .failureBundle)
@MainActor
struct ControlsOnX11Tests {
    /// An app on a private Xvfb whose shown 300×200 window sits at (50, 40) on the screen.
    private func app() throws -> (TestApp, UIWindow) {
        let app = try TestApp(display: .xvfb())
        let window = UIWindow(frame: CGRect(x: 50, y: 40, width: 300, height: 200))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        try app.waitForIdle()
        return (app, window)
    }

    /// A point of `control` named `identifier` for the test kit to aim at: a small plain view
    /// inside it, whose touches go on up the responder chain to the control, as in UIKit.
    private func marker(_ identifier: String, at center: CGPoint, in control: UIControl) {
        let view = UIView(frame: CGRect(x: center.x - 2, y: center.y - 2, width: 4, height: 4))
        view.accessibilityIdentifier = identifier
        control.addSubview(view)
    }

    @Test("A click on a configured button runs its action, and a click on a switch turns it on")
    func buttonAndSwitch() throws {
        let (app, window) = try app()
        var pressed = 0
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in pressed += 1 })
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 34)
        button.accessibilityIdentifier = "save"
        let toggle = UISwitch(frame: CGRect(x: 150, y: 20, width: 0, height: 0))
        toggle.accessibilityIdentifier = "wifi"
        window.addSubview(button)
        window.addSubview(toggle)
        app.buttons["save"].tap()
        #expect(pressed == 1)
        app.buttons["wifi"].tap()
        #expect(toggle.isOn)
    }

    @Test("Dragging a slider's thumb to the middle of its track sets it halfway")
    func slider() throws {
        let (app, window) = try app()
        let slider = UISlider(frame: CGRect(x: 20, y: 80, width: 228, height: 31))
        window.addSubview(slider)
        // The thumb (28 points) starts at the track's left end and travels 200 points.
        marker("thumb", at: CGPoint(x: 14, y: 15), in: slider)
        marker("halfway", at: CGPoint(x: 114, y: 15), in: slider)
        app.otherElements["thumb"].press(forDuration: 0.05, thenDragTo: app.otherElements["halfway"])
        #expect(abs(slider.value - 0.5) < 0.02)
    }

    @Test("Holding a stepper's plus repeats the step")
    func stepper() throws {
        let (app, window) = try app()
        let stepper = UIStepper(frame: CGRect(x: 20, y: 140, width: 0, height: 0))
        window.addSubview(stepper)
        marker("plus", at: CGPoint(x: 70, y: 16), in: stepper)
        app.otherElements["plus"].press(forDuration: 1.2)
        #expect(stepper.value >= 3)
    }
}
