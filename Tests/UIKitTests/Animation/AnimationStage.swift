import UIKit
import UIKitCore

/// A shown window with one view in it, on an app with a manual clock, for animation tests: the
/// window has been drawn once, so its layers animate (a layer never shown does not).
@MainActor
struct AnimationStage {
    let app = TestApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

    init() {
        window.backgroundColor = .white
        view.backgroundColor = .red
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
    }

    /// Ends the turn (committing what the test changed), then lets `seconds` pass, frame by frame.
    func run(_ seconds: TimeInterval) {
        app.runTurn()
        app.clock.advance(by: seconds)
    }

    /// What `view`'s layer shows now.
    func shown(_ view: UIView) -> CALayer {
        view.layer.presentation() ?? view.layer
    }

    /// The opacity the stage's view shows now.
    var shownAlpha: Double { Double(shown(view).opacity) }
    /// The centre the stage's view shows now.
    var shownCenter: CGPoint { shown(view).position }
}

/// Collects what completion handlers are called with, in order.
@MainActor
final class CompletionLog {
    private(set) var entries: [String] = []

    func handler(_ name: String) -> (Bool) -> Void {
        { finished in self.entries.append("\(name) \(finished)") }
    }

    func append(_ entry: String) { entries.append(entry) }
}
