import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitCore

/// A controller that writes its containment and appearance callbacks to a shared trace.
@MainActor
private final class TracingController: UIViewController {
    let name: String
    let trace: Trace

    init(_ name: String, trace: Trace) {
        (self.name, self.trace) = (name, trace)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func willMove(toParent parent: UIViewController?) { trace.log("\(name).willMove(\((parent as? TracingController)?.name ?? "nil"))") }
    override func didMove(toParent parent: UIViewController?) { trace.log("\(name).didMove(\((parent as? TracingController)?.name ?? "nil"))") }
    override func viewWillAppear(_ animated: Bool) { trace.log("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { trace.log("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { trace.log("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { trace.log("\(name).didDisappear") }
}

@MainActor
private final class Trace {
    var entries: [String] = []
    func log(_ entry: String) { entries.append(entry) }
}

@MainActor
@Suite("View controller containment")
struct ContainmentTests {
    /// Adds `child` to `container` as the seed's displayContentController does.
    private func embed(_ child: UIViewController, in container: UIViewController, frame: CGRect? = nil) {
        container.addChild(child)
        if let frame { child.view.frame = frame }
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
    }

    /// A shown 400×300 window whose root controller is `container`, after its first frame.
    private func stage(_ container: UIViewController) -> (TestApplication, UIWindow) {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = container
        window.makeKeyAndVisible()
        app.runTurn()
        return (app, window)
    }

    @Test("The seed's displayContentController: the child is added, placed and told, appearing with its view (L1-02)")
    func displayContentController() {
        let trace = Trace()
        let container = TracingController("container", trace: trace)
        let (app, window) = stage(container)
        let content = TracingController("content", trace: trace)
        trace.entries = []
        container.addChild(content)
        content.view.frame = CGRect(x: 20, y: 20, width: 360, height: 260)
        container.view.addSubview(content.view)
        content.didMove(toParent: container)
        #expect(trace.entries == ["content.willMove(container)", "content.willAppear", "content.didMove(container)"])
        app.runTurn()
        #expect(trace.entries.last == "content.didAppear")
        #expect(container.children == [content] && content.parent === container)
        #expect(content.view.superview === container.view && content.view.frame == CGRect(x: 20, y: 20, width: 360, height: 260))
        #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === content.view)
    }

    @Test("The seed's cycleFromViewController: a child's view slides in as the old one slides out, in UIKit's order of callbacks (L1-03)")
    func cycleBetweenChildren() {
        let trace = Trace()
        let container = TracingController("container", trace: trace)
        let (app, window) = stage(container)
        let old = TracingController("old", trace: trace)
        embed(old, in: container, frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        app.runTurn()
        let new = TracingController("new", trace: trace)
        trace.entries = []

        old.willMove(toParent: nil)
        container.addChild(new)
        new.view.frame = CGRect(x: 400, y: 0, width: 400, height: 300)
        container.transition(from: old, to: new, duration: 0.25, options: [], animations: {
            new.view.frame = old.view.frame
            old.view.frame = CGRect(x: -400, y: 0, width: 400, height: 300)
        }, completion: { _ in
            old.removeFromParent()
            new.didMove(toParent: container)
        })
        #expect(trace.entries == ["old.willMove(nil)", "new.willMove(container)", "new.willAppear", "old.willDisappear"])
        #expect(new.view.frame.minX == 0)
        app.runTurn()
        // A frame during the transition does not make the new child appear: that is at its end.
        #expect(!trace.entries.contains("new.didAppear"))
        app.clock.advance(by: 0.125)
        let shown = new.view.layer.presentation()?.frame.minX ?? -1
        #expect(shown > 0 && shown < 400 && abs(shown - 200) < 1)
        app.clock.advance(by: 0.2)
        app.runTurn()
        #expect(trace.entries == [
            "old.willMove(nil)", "new.willMove(container)", "new.willAppear", "old.willDisappear",
            "new.didAppear", "old.didDisappear", "old.didMove(nil)", "new.didMove(container)",
        ])
        #expect(container.children == [new] && old.parent == nil && old.view.superview == nil)
        #expect(new.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(new.view.window === window)
    }

    @Test("Children appear and disappear with their parent when the window is hidden and shown")
    func forwardedWithTheWindow() {
        let trace = Trace()
        let container = TracingController("container", trace: trace)
        let (app, window) = stage(container)
        let child = TracingController("child", trace: trace)
        embed(child, in: container)
        app.runTurn()
        trace.entries = []
        window.isHidden = true
        #expect(trace.entries == ["container.willDisappear", "child.willDisappear", "container.didDisappear", "child.didDisappear"])
        trace.entries = []
        window.isHidden = false
        app.runTurn()
        #expect(trace.entries == ["container.willAppear", "child.willAppear", "container.didAppear", "child.didAppear"])
    }

    @Test("Adding a child that has a parent moves it; a controller cannot contain itself or its ancestor; removing twice does nothing")
    func parentsAndMisuse() {
        let trace = Trace()
        let first = TracingController("first", trace: trace)
        let second = TracingController("second", trace: trace)
        let child = TracingController("child", trace: trace)
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty && second.children == [child] && child.parent === second)
        #expect(trace.entries == ["child.willMove(first)", "child.didMove(nil)", "child.willMove(second)"])
        child.addChild(second)
        second.addChild(second)
        #expect(child.children.isEmpty && second.children == [child])
        child.removeFromParent()
        child.removeFromParent()
        #expect(trace.entries.filter { $0 == "child.didMove(nil)" }.count == 2)
        #expect(second.children.isEmpty)
    }

    @Test("A transition between controllers that are not both children changes nothing")
    func transitionMisuse() {
        let container = UIViewController()
        let stranger = UIViewController()
        let child = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        container.transition(from: child, to: stranger, duration: 0.1, animations: nil)
        #expect(stranger.view.superview == nil && child.view.superview === container.view)
    }
}
