import Foundation
import Testing
import UIKit
@testable import UIKitTesting

/// A view that takes typed text and answers Control-S.
@MainActor
private final class NoteView: UIView, UIKeyInput {
    var text = ""
    var saves = 0
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Save", input: "s", modifierFlags: .control, action: NoteView.save)]
    }
    func save(_ command: UIKeyCommand) { saves += 1 }
}

/// An adjustable view whose value steps by one, as VoiceOver adjusts a stepper.
@MainActor
private final class LevelView: UIView {
    var level = 3
    override func accessibilityIncrement() { level += 1 }
    override func accessibilityDecrement() { level -= 1 }
}

/// A window of a few views for the driver to find and touch.
@MainActor
private struct Screen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
    let save = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 40))
    let title = UILabel(frame: CGRect(x: 120, y: 20, width: 120, height: 20))
    let panel = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 120))
    let note = NoteView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))

    init() {
        save.accessibilityIdentifier = "save"
        save.accessibilityLabel = "Save"
        save.accessibilityTraits = .button
        save.backgroundColor = .systemBlue
        title.text = "Notes"
        panel.accessibilityIdentifier = "panel"
        note.accessibilityIdentifier = "note"
        panel.addSubview(note)
        for view in [save, title, panel] as [UIView] { window.addSubview(view) }
        window.makeKeyAndVisible()
    }
}

@Suite("Driver: queries and actions", .serialized)
@MainActor
struct DriverTests {
    @Test("queries find elements by identifier, label and kind, in depth-first order")
    func queries() throws {
        let app = try TestApp()
        let screen = Screen()
        #expect(app.buttons.count == 1)
        #expect(app.buttons["save"].view === screen.save)
        #expect(app.buttons["Save"].view === screen.save)
        #expect(app.staticTexts["Notes"].label == "Notes")
        #expect(app.textFields.element.identifier == "note")
        #expect(app.otherElements.allElementsBoundByIndex.map(\.identifier) == ["panel"])
        #expect(app.otherElements["panel"].descendants(matching: .any).count == 1)
        #expect(app.descendants(matching: .any).matching(identifier: "note").element.elementType == .textField)
        #expect(app.windowElements.count == 1)
        #expect(!app.buttons["delete"].exists)
        screen.panel.isHidden = true
        #expect(!app.textFields["note"].exists)
    }

    @Test("an element's frame is in screen points and it is hittable only where a tap would reach it")
    func frameAndHittable() throws {
        let app = try TestApp()
        let screen = Screen()
        #expect(app.buttons["save"].frame == CGRect(x: 20, y: 20, width: 80, height: 40))
        #expect(app.buttons["save"].isHittable)
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80))
        screen.window.addSubview(cover)
        #expect(!app.buttons["save"].isHittable)
    }

    @Test("waitForExistence moves the clock until the element appears, or gives up at the timeout")
    func waitForExistence() throws {
        let app = try TestApp()
        let screen = Screen()
        app.runTurn()
        UIView.animate(withDuration: 0.3, animations: { screen.save.alpha = 0.5 }, completion: { _ in
            let late = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            late.accessibilityIdentifier = "late"
            screen.window.addSubview(late)
        })
        #expect(app.otherElements["late"].waitForExistence(timeout: 1))
        #expect(app.clock.now >= 0.3 - 1e-9 && app.clock.now < 0.4)
        #expect(!app.otherElements["never"].waitForExistence(timeout: 0.5))
        #expect(app.clock.now >= 0.8 - 1e-9)
    }

    @Test("tap, double tap, long press and swipe reach the recognizers of the element's view")
    func gestures() throws {
        let app = try TestApp()
        let screen = Screen()
        var heard: [String] = []
        let tap = UITapGestureRecognizer { (_: UITapGestureRecognizer) in heard.append("tap") }
        let double = UITapGestureRecognizer { (_: UITapGestureRecognizer) in heard.append("double") }
        double.numberOfTapsRequired = 2
        tap.require(toFail: double)
        let long = UILongPressGestureRecognizer { (recognizer: UILongPressGestureRecognizer) in
            if recognizer.state == .began { heard.append("long") }
        }
        let swipe = UISwipeGestureRecognizer { (_: UISwipeGestureRecognizer) in heard.append("swipe") }
        swipe.direction = .left
        for recognizer in [tap, double, long, swipe] as [UIGestureRecognizer] { screen.panel.addGestureRecognizer(recognizer) }
        let panel = app.otherElements["panel"]
        panel.tap()
        panel.doubleTap()
        panel.press(forDuration: 1)
        panel.swipeLeft()
        #expect(heard == ["tap", "double", "long", "swipe"])
    }

    @Test("pinch and rotate drive the recognizers to the scale and angle asked for")
    func pinchAndRotate() throws {
        let app = try TestApp()
        let screen = Screen()
        var scale: CGFloat = 0
        var angle: CGFloat = 0
        screen.panel.addGestureRecognizer(UIPinchGestureRecognizer { (recognizer: UIPinchGestureRecognizer) in scale = recognizer.scale })
        let rotation = UIRotationGestureRecognizer { (recognizer: UIRotationGestureRecognizer) in angle = recognizer.rotation }
        screen.panel.addGestureRecognizer(rotation)
        app.otherElements["panel"].pinch(withScale: 2, velocity: 4)
        #expect(abs(scale - 2) < 1e-6)
        app.otherElements["panel"].rotate(.pi / 2, withVelocity: 2)
        #expect(abs(angle - .pi / 2) < 1e-6)
    }

    @Test("typed text and key chords reach the element, which takes the focus")
    func typing() throws {
        let app = try TestApp()
        let screen = Screen()
        let note = app.textFields["note"]
        note.typeText("Hi there\n")
        note.typeKey("s", modifierFlags: .control)
        #expect(screen.note.text == "Hi there\n")
        #expect(screen.note.saves == 1)
        #expect(screen.note.isFirstResponder)
    }

    @Test("an action on a missing or covered element is recorded as an issue that names it")
    func failedActions() throws {
        let app = try TestApp()
        let screen = Screen()
        withKnownIssue {
            app.buttons["delete"].tap()
        } matching: { $0.description.contains("no element matches buttons with identifier or label \"delete\"") }
        screen.window.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 80)))
        withKnownIssue {
            app.buttons["save"].tap()
        } matching: { $0.description.contains("not hittable") }
        #expect(app.recentActions.count == 2)
    }

    @Test("increment and decrement call an adjustable element's accessibility methods")
    func adjustableElements() throws {
        let app = try TestApp()
        let screen = Screen()
        let level = LevelView(frame: CGRect(x: 200, y: 20, width: 40, height: 40))
        level.accessibilityIdentifier = "level"
        level.accessibilityTraits = .adjustable
        screen.window.addSubview(level)
        app.otherElements["level"].increment()
        app.otherElements["level"].increment()
        app.otherElements["level"].decrement()
        #expect(level.level == 4)
    }

    @Test("performCustomAction runs the element's action of that name; a missing or failing one is an issue")
    func customActions() throws {
        let app = try TestApp()
        let screen = Screen()
        var archived = 0
        screen.panel.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Archive") { _ in archived += 1; return true },
            UIAccessibilityCustomAction(name: "Flag") { _ in false },
        ]
        #expect(app.otherElements["panel"].customActionNames == ["Archive", "Flag"])
        app.otherElements["panel"].performCustomAction(named: "Archive")
        #expect(archived == 1)
        withKnownIssue {
            app.otherElements["panel"].performCustomAction(named: "Delete")
        } matching: { $0.description.contains("no custom action named \"Delete\"") }
        withKnownIssue {
            app.otherElements["panel"].performCustomAction(named: "Flag")
        } matching: { $0.description.contains("reported failure") }
    }

    @Test("adjusting an element without the adjustable trait is recorded as an issue")
    func adjustingAPlainElement() throws {
        let app = try TestApp()
        let screen = Screen()
        defer { _ = screen }
        withKnownIssue {
            app.otherElements["panel"].increment()
        } matching: { $0.description.contains("is not adjustable") }
    }

    @Test("an XTest tap through the driver reaches the view that hitTest names at that point")
    func x11TapReachesHitTestView() throws {
        let app = try TestApp(display: .xvfb(width: 640, height: 480))
        let screen = Screen()
        var tapped: [UIView] = []
        for view in [screen.save, screen.panel, screen.note] as [UIView] {
            view.addGestureRecognizer(UITapGestureRecognizer { (recognizer: UITapGestureRecognizer) in tapped.append(recognizer.view!) })
        }
        try app.waitForIdle()
        let note = app.textFields["note"]
        let center = screen.note.convert(CGPoint(x: 50, y: 20), to: screen.window)
        let expected = try #require(screen.window.hitTest(center, with: nil))
        note.tap()
        #expect(tapped.count == 1 && tapped.first === expected && expected === screen.note)
    }

    @Test("XTest typing reaches the focused element: shifted letters, and a character no key produces")
    func x11Typing() throws {
        let app = try TestApp(display: .xvfb(width: 640, height: 480))
        let screen = Screen()
        try app.waitForIdle()
        app.textFields["note"].typeText("Hello Ω!")
        app.textFields["note"].typeKey("s", modifierFlags: .control)
        #expect(screen.note.text == "Hello Ω!")
        #expect(screen.note.saves == 1)
    }
}
