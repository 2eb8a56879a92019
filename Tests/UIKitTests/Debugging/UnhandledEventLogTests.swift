import CoreGraphics
import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

/// A view that handles its touches itself.
@MainActor
private final class Handling: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A first responder that takes text.
@MainActor
private final class Field: UIView, UIKeyInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() {}
}

@MainActor
@Suite("Unhandled events log", .serialized)
struct UnhandledEventLogTests {
    private func stage() -> (TestApplication, UIWindow) {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        app.runTurn()
        UIApplication.shared.clearUnhandledEvents()
        return (app, window)
    }

    private func tap(_ app: TestApplication, _ window: UIWindow, at point: CGPoint) {
        let id = window.platformWindow!.id
        app.platform.inject(.pointerDown(window: id, button: .primary, location: point, modifiers: [], timestamp: 0))
        app.platform.inject(.pointerUp(window: id, button: .primary, location: point, modifiers: [], timestamp: 0.05))
        app.runTurn()
    }

    private func key(_ app: TestApplication, _ window: UIWindow, _ character: String, usage: Int) {
        let id = window.platformWindow!.id
        let keysym = character.unicodeScalars.first!.value
        app.platform.inject(.key(window: id, isDown: true, keysym: keysym, hidUsage: usage, text: character, isRepeat: false, modifiers: [], timestamp: 0))
        app.platform.inject(.key(window: id, isDown: false, keysym: keysym, hidUsage: usage, text: nil, isRepeat: false, modifiers: [], timestamp: 0))
        app.runTurn()
    }

    @Test("A touch on a view that nothing handles is logged with its place and view")
    func unhandledTouch() {
        let (app, window) = stage()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.accessibilityIdentifier = "card"
        window.addSubview(card)
        tap(app, window, at: CGPoint(x: 30, y: 30))
        #expect(UIApplication.shared.unhandledEvents == ["touch began at (30, 30) on UIView 'card': no responder handled it"])
    }

    @Test("Touches a view handles, or a recognizer follows, are not logged")
    func handledTouches() {
        let (app, window) = stage()
        window.addSubview(Handling(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let tapped = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        tapped.addGestureRecognizer(UITapGestureRecognizer())
        window.addSubview(tapped)
        tap(app, window, at: CGPoint(x: 30, y: 30))
        tap(app, window, at: CGPoint(x: 130, y: 30))
        #expect(UIApplication.shared.unhandledEvents.isEmpty)
    }

    @Test("A key no responder takes is logged; one typed into a text-taking first responder is not")
    func keys() {
        let (app, window) = stage()
        key(app, window, "a", usage: 0x04)
        #expect(UIApplication.shared.unhandledEvents == ["key \"a\" (HID 0x4), no first responder: no responder handled it"])
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        UIApplication.shared.clearUnhandledEvents()
        key(app, window, "b", usage: 0x05)
        #expect(field.text == "b" && UIApplication.shared.unhandledEvents.isEmpty)
    }
}
