import CoreGraphics
import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

/// A delegate that declines every gesture.
@MainActor
private final class Declining: UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
@Suite("Touch trace", .serialized)
struct TouchTraceTests {
    /// A 200×100 window holding a back view, a hidden view, a non-interactive label and a front
    /// card, the card at (20, 20, 60, 40).
    private func stage() -> (TestApplication, UIWindow, UIView) {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let back = UIView(frame: window.bounds)
        back.accessibilityIdentifier = "back"
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.accessibilityIdentifier = "card"
        let hidden = UIView(frame: window.bounds)
        hidden.accessibilityIdentifier = "hidden"
        hidden.isHidden = true
        let label = UILabel(frame: window.bounds)
        label.text = "Note"
        for view in [back, card, hidden, label] { window.addSubview(view) }
        window.makeKeyAndVisible()
        app.runTurn()
        return (app, window, card)
    }

    private func tap(_ app: TestApplication, _ window: UIWindow, at point: CGPoint, at time: TimeInterval = 0) {
        let id = window.platformWindow!.id
        app.platform.inject(.pointerDown(window: id, button: .primary, location: point, modifiers: [], timestamp: time))
        app.platform.inject(.pointerUp(window: id, button: .primary, location: point, modifiers: [], timestamp: time + 0.05))
        app.runTurn()
    }

    @Test("Each touch's hit test is traced: every view tried, why it was passed over, and the one chosen")
    func hitPath() {
        let (app, window, _) = stage()
        UIApplication.shared.touchTracing = true
        defer { UIApplication.shared.touchTracing = false; UIApplication.shared.clearTouchTrace() }
        UIApplication.shared.clearTouchTrace()
        tap(app, window, at: CGPoint(x: 30, y: 30))
        #expect(UIApplication.shared.touchTrace == [
            "touch began at (30, 30) in UIWindow at (0, 0, 200, 100)",
            "  ✓ UIWindow at (0, 0, 200, 100) contains (30, 30)",
            "    ✗ UILabel labelled 'Note': user interaction is disabled",
            "    ✗ UIView 'hidden': it is hidden",
            "    ✓ UIView 'card' contains (10, 10)",
            "    → UIView 'card' is the frontmost view there",
            "  the touch goes to UIView 'card'",
        ])
    }

    @Test("Recognizer changes are traced with their reasons: a failure requirement, a prevention, a delegate's refusal, cancelled touches")
    func recognizerReasons() {
        let (app, window, card) = stage()
        UIApplication.shared.touchTracing = true
        defer { UIApplication.shared.touchTracing = false; UIApplication.shared.clearTouchTrace() }
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        card.addGestureRecognizer(single)
        card.addGestureRecognizer(double)
        let declined = UITapGestureRecognizer()
        let declining = Declining()
        declined.delegate = declining
        window.addGestureRecognizer(declined)
        UIApplication.shared.clearTouchTrace()
        tap(app, window, at: CGPoint(x: 30, y: 30), at: 0)
        tap(app, window, at: CGPoint(x: 30, y: 30), at: 0.1)
        let states = UIApplication.shared.touchTrace.filter { !$0.hasPrefix(" ") && !$0.hasPrefix("touch") }
        #expect(states.contains("UITapGestureRecognizer on UIView 'card': possible → ended"))
        #expect(states.contains("UITapGestureRecognizer on UIView 'card': possible → failed (a recognizer it requires to fail recognized)"))
        #expect(states.contains("UITapGestureRecognizer on UIWindow at (0, 0, 200, 100): possible → failed (its delegate or its view declined to begin)"))
        #expect(UIApplication.shared.touchTrace.contains("  touches in UIView 'card' cancelled: UITapGestureRecognizer recognized (cancelsTouchesInView)"))
    }

    @Test("Nothing is recorded while tracing is off")
    func offByDefault() {
        let (app, window, _) = stage()
        UIApplication.shared.clearTouchTrace()
        tap(app, window, at: CGPoint(x: 30, y: 30))
        #expect(UIApplication.shared.touchTrace.isEmpty)
    }
}
