import CoreGraphics
import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

/// A controller that logs its callbacks, and handles touches when asked.
@MainActor
private final class LoggingController: UIViewController {
    var log: [String] = []
    var makesOwnView = false
    var handlesTouches = false

    override func loadView() {
        log.append("loadView")
        if makesOwnView { view = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) } else { super.loadView() }
    }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
    override func viewWillLayoutSubviews() { log.append("willLayout") }
    override func viewDidLayoutSubviews() { log.append("didLayout") }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if handlesTouches { log.append("touchesBegan") } else { super.touchesBegan(touches, with: event) }
    }
}

@MainActor
@Suite("UIViewController")
struct UIViewControllerTests {
    @Test("The view loads the first time it is read: loadView, then viewDidLoad, once")
    func lazyLoading() {
        let controller = LoggingController()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let view = controller.view
        #expect(controller.view === view)
        #expect(controller.log == ["loadView", "viewDidLoad"])
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
    }

    @Test("The base loadView makes a plain view the size of the main screen that resizes with its superview; an override's view is used")
    func loadViewResults() {
        let plain = UIViewController()
        #expect(type(of: plain.view!) == UIView.self)
        #expect(plain.view.frame == UIScreen.main.bounds)
        #expect(plain.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let custom = LoggingController()
        custom.makesOwnView = true
        #expect(custom.view is UILabel)
    }

    @Test("Setting the view replaces it without viewDidLoad; setting nil unloads it and the next read loads again")
    func settingTheView() {
        let controller = LoggingController()
        let replacement = UIView()
        controller.view = replacement
        #expect(controller.view === replacement && controller.log.isEmpty)
        #expect(replacement.next === controller)
        controller.view = nil
        #expect(!controller.isViewLoaded)
        _ = controller.view
        #expect(controller.log == ["loadView", "viewDidLoad"])
        #expect(replacement.next == nil)
    }

    @Test("A root view's next responder is its controller, whose next is the window; other views' is their superview")
    func responderChain() {
        let stage = TouchStage()
        let controller = UIViewController()
        stage.window.rootViewController = controller
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(child)
        #expect(child.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === stage.window)
        #expect(UIViewController().next == nil)
    }

    @Test("Touches the root view does not handle reach its controller")
    func touchesReachTheController() {
        let stage = TouchStage()
        let controller = LoggingController()
        controller.handlesTouches = true
        stage.window.rootViewController = controller
        stage.app.runTurn()
        controller.log = []
        stage.tap(CGPoint(x: 50, y: 50))
        #expect(controller.log.contains("touchesBegan"))
    }

    @Test("The root view controller's view fills the window and follows its size; a new root removes the old view")
    func rootViewFillsTheWindow() {
        let stage = TouchStage()
        let first = UIViewController()
        stage.window.rootViewController = first
        #expect(first.view.superview === stage.window && first.view.frame == stage.window.bounds)
        stage.window.frame.size = CGSize(width: 500, height: 320)
        #expect(first.view.frame.size == CGSize(width: 500, height: 320))
        let second = UIViewController()
        stage.window.rootViewController = second
        #expect(first.view.superview == nil && second.view.superview === stage.window)
    }

    @Test("A window shown with a root controller: willAppear at once, didAppear once a frame showing it is presented; hiding disappears")
    func appearanceOnShowAndHide() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let controller = LoggingController()
        window.rootViewController = controller
        #expect(controller.log == ["loadView", "viewDidLoad"])
        controller.log = []
        window.makeKeyAndVisible()
        #expect(controller.log == ["willAppear"])
        app.runTurn()
        #expect(controller.log.first == "willAppear" && controller.log.last == "didAppear")
        #expect(controller.log.filter { $0 == "didAppear" }.count == 1)
        controller.log = []
        app.runTurn()
        #expect(!controller.log.contains("didAppear"))
        window.isHidden = true
        #expect(controller.log == ["willDisappear", "didDisappear"])
    }

    @Test("Replacing the root of a shown window: the old controller disappears around its removal, the new one appears")
    func appearanceOnReplacement() {
        let stage = TouchStage()
        let old = LoggingController()
        stage.window.rootViewController = old
        stage.app.runTurn()
        let new = LoggingController()
        old.log = []
        stage.window.rootViewController = new
        #expect(old.log == ["willDisappear", "didDisappear"])
        #expect(new.log == ["loadView", "viewDidLoad", "willAppear"])
        stage.app.runTurn()
        #expect(new.log.last == "didAppear")
    }

    @Test("viewWillLayoutSubviews and viewDidLayoutSubviews surround the root view's layoutSubviews")
    func layoutCallbacks() {
        final class Root: UIView {
            var onLayout: () -> Void = {}
            override func layoutSubviews() { onLayout() }
        }
        let controller = LoggingController()
        let root = Root()
        root.onLayout = { controller.log.append("layoutSubviews") }
        controller.view = root
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(controller.log == ["willLayout", "layoutSubviews", "didLayout"])
    }

    @Test("isEditing follows setEditing, and setting it calls setEditing without animation")
    func editing() {
        final class Editor: UIViewController {
            var calls: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                calls.append(animated)
                super.setEditing(editing, animated: animated)
            }
        }
        let editor = Editor()
        editor.setEditing(true, animated: true)
        #expect(editor.isEditing)
        editor.isEditing = false
        #expect(!editor.isEditing && editor.calls == [true, false])
    }

    @Test("A controller can be the first responder: its key commands run, and it resigns when its view leaves the window")
    func keyCommandsOnTheController() {
        final class Commanding: UIViewController {
            var ran = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "r", modifierFlags: .command, action: Commanding.reload)]
            }
            func reload() { ran += 1 }
            override var canBecomeFirstResponder: Bool { true }
        }
        let stage = TouchStage()
        let controller = Commanding()
        stage.window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        stage.app.platform.inject(.key(
            window: stage.window.platformWindow!.id, isDown: true, keysym: 0x72, hidUsage: 0x15, text: "r", isRepeat: false,
            modifiers: .command, timestamp: stage.app.clock.now))
        stage.app.runTurn()
        #expect(controller.ran == 1)
        stage.window.rootViewController = UIViewController()
        #expect(!controller.isFirstResponder)
    }
}
