import Testing
import UIKit
import UIKitTesting

/// Input through a real X server, driven by the test kit: XTest presses, drags and keys reach
/// views, recognizers and the first responder as UIKit delivers them.
@Suite("Input on X11", .serialized, .failureBundle)
@MainActor
struct InputOnX11Tests {
    /// An app on a private Xvfb whose shown 200×150 window sits at (50, 40) on the screen.
    private func app() throws -> (TestApp, UIWindow) {
        let app = try TestApp(display: .xvfb())
        let window = UIWindow(frame: CGRect(x: 50, y: 40, width: 200, height: 150))
        window.makeKeyAndVisible()
        try app.waitForIdle()
        return (app, window)
    }

    /// A marker view named `identifier` with its centre at `center`.
    private func marker(_ identifier: String, at center: CGPoint, in window: UIWindow) {
        let view = UIView(frame: CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10))
        view.accessibilityIdentifier = identifier
        window.addSubview(view)
    }

    @Test("A click reaches the view hitTest names at that point, with the location in that view")
    func clickReachesHitView() throws {
        let (app, window) = try app()
        let log = TouchLog()
        let back = TouchLoggingView("back", log: log, frame: window.bounds)
        let front = TouchLoggingView("front", log: log, frame: CGRect(x: 20, y: 30, width: 100, height: 60))
        front.accessibilityIdentifier = "front"
        window.addSubview(back)
        window.addSubview(front)
        #expect(window.hitTest(CGPoint(x: 70, y: 60), with: nil) === front)
        app.otherElements["front"].tap()
        #expect(log.entries == ["front.began(1)@50,30", "front.ended(1)@50,30"])
    }

    @Test("A drag drives a pan recognizer's translation")
    func dragDrivesPan() throws {
        let (app, window) = try app()
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        var translation = CGPoint.zero
        pan.addTarget { (recognizer: UIPanGestureRecognizer) in
            states.append(recognizer.state)
            translation = recognizer.translation(in: window)
        }
        window.addGestureRecognizer(pan)
        marker("start", at: CGPoint(x: 30, y: 30), in: window)
        marker("end", at: CGPoint(x: 90, y: 60), in: window)
        app.otherElements["start"].press(forDuration: 0.05, thenDragTo: app.otherElements["end"])
        #expect(states.first == .began && states.last == .ended)
        #expect(translation == CGPoint(x: 60, y: 30))
    }

    @Test("A key press reaches the first responder with the characters and the physical key")
    func keyReachesFirstResponder() throws {
        let (app, window) = try app()
        let field = KeyTakingView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.accessibilityIdentifier = "field"
        window.addSubview(field)
        app.textFields["field"].typeText("a\u{8}b")
        #expect(field.keys == ["a 0x4", "\u{8} 0x2a", "b 0x5"])
        #expect(field.text == "b")
    }
}

/// A first responder that takes text and logs each key's characters and HID usage.
@MainActor
private final class KeyTakingView: UIView, UIKeyInput {
    var text = ""
    var keys: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key { keys.append("\(key.characters) 0x\(String(key.keyCode.rawValue, radix: 16))") }
        super.pressesBegan(presses, with: event)
    }
}
