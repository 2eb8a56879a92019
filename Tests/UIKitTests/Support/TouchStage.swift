import Platform
import PlatformHeadless
import UIKit
import UIKitCore

/// A shown 400×300 window on an in-memory app, and a finger (the pointer's primary button) to
/// touch it with, in window points (the screen is 96 ppi, so points are pixels). Each action is
/// one run-loop turn; time moves only through ``advance(by:)``.
@MainActor
final class TouchStage {
    let app: TestApplication
    let window: UIWindow
    /// A root view filling the window, for tests to build on.
    let root: UIView

    /// Installs the app, then makes its window with `makeWindow` (a `UIWindow` by default).
    init(makeWindow: (CGRect) -> UIWindow = { UIWindow(frame: $0) }) {
        app = TestApplication()
        window = makeWindow(CGRect(x: 0, y: 0, width: 400, height: 300))
        root = UIView(frame: window.bounds)
        window.addSubview(root)
        window.makeKeyAndVisible()
        app.runTurn()
    }

    private var id: WindowID { window.platformWindow!.id }
    private var now: TimeInterval { app.clock.now }

    func press(_ point: CGPoint, modifiers: KeyModifiers = []) {
        app.platform.inject(.pointerDown(window: id, button: .primary, location: point, modifiers: modifiers, timestamp: now))
        app.runTurn()
    }

    /// Moves the pressed finger through `points`, all in one run-loop turn (coalesced).
    func drag(_ points: CGPoint..., modifiers: KeyModifiers = []) {
        for point in points {
            app.platform.inject(.pointerMoved(window: id, location: point, modifiers: modifiers, timestamp: now))
        }
        app.runTurn()
    }

    func release(_ point: CGPoint, modifiers: KeyModifiers = []) {
        app.platform.inject(.pointerUp(window: id, button: .primary, location: point, modifiers: modifiers, timestamp: now))
        app.runTurn()
    }

    func tap(_ point: CGPoint) {
        press(point)
        release(point)
    }

    /// Clicks `point` of `other`, a window of the stage's application other than its own (a
    /// popover, a menu), in one turn.
    func tap(_ point: CGPoint, in other: UIWindow) {
        let id = other.platformWindow!.id
        app.platform.inject(.pointerDown(window: id, button: .primary, location: point, modifiers: [], timestamp: now))
        app.platform.inject(.pointerUp(window: id, button: .primary, location: point, modifiers: [], timestamp: now))
        app.runTurn()
    }

    /// A touch-screen finger `finger` in `phase` at `point`.
    func finger(_ finger: Int, _ phase: TouchPhase, _ point: CGPoint) {
        app.platform.inject(.touch(window: id, id: finger, phase: phase, location: point, timestamp: now))
        app.runTurn()
    }

    /// Moves the media clock on, firing the timers and frames that fall due.
    func advance(by interval: TimeInterval) {
        app.clock.advance(by: interval)
        app.runTurn()
    }
}

/// A view that logs its touch callbacks as "name.began(count)@x,y" with the first touch's
/// location in the view, or handles nothing and lets them climb the responder chain.
@MainActor
final class TouchLoggingView: UIView {
    let name: String
    let log: TouchLog
    /// Whether the view handles touches itself; otherwise it passes them to the next responder.
    var handles = true
    /// Called after each entry is logged, with the phase.
    var onPhase: ((String) -> Void)?

    init(_ name: String, log: TouchLog, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?, forward: () -> Void) {
        guard handles else { return forward() }
        let point = touches.first!.location(in: self)
        log.entries.append("\(name).\(phase)(\(touches.count))@\(Int(point.x)),\(Int(point.y))")
        onPhase?(phase)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("began", touches, event) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("moved", touches, event) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("ended", touches, event) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record("cancelled", touches, event) { super.touchesCancelled(touches, with: event) }
    }
}

/// Entries logged by views and recognizers, in order.
@MainActor
final class TouchLog {
    var entries: [String] = []
}
