import Testing
import UIKit

/// The order of the six hierarchy callbacks.
///
/// UIKit documents none; the order pinned here is the one logged on iOS: the superview's
/// willRemoveSubview first, then the moving view's willMoveToSuperview and (when its window
/// changes) willMoveToWindow on it and each descendant, the change, didMoveToWindow on each,
/// didMoveToSuperview, and the new superview's didAddSubview.
@MainActor
@Suite("UIView hierarchy callbacks")
struct HierarchyCallbackTests {
    let log = RecordingView.Log()

    @Test("adding to a view outside a window runs only the superview callbacks")
    func addOutsideWindow() {
        let parent = RecordingView("parent", log: log), child = RecordingView("child", log: log)
        parent.addSubview(child)
        #expect(log.entries == ["child.willMoveToSuperview(parent)", "child.didMoveToSuperview", "parent.didAddSubview(child)"])
    }

    @Test("adding to a view in a window runs the window callbacks on the view and its descendants")
    func addInsideWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", log: log), child = RecordingView("child", log: log)
        let grandchild = RecordingView("grandchild", log: log)
        window.addSubview(parent)
        child.addSubview(grandchild)
        log.entries.removeAll()
        parent.addSubview(child)
        #expect(log.entries == [
            "child.willMoveToSuperview(parent)", "child.willMoveToWindow(window)", "grandchild.willMoveToWindow(window)",
            "child.didMoveToWindow", "grandchild.didMoveToWindow", "child.didMoveToSuperview", "parent.didAddSubview(child)",
        ])
    }

    @Test("removing from a window tells the old superview first, then the view and its descendants")
    func removeFromWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView("parent", log: log), child = RecordingView("child", log: log)
        let grandchild = RecordingView("grandchild", log: log)
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(grandchild)
        log.entries.removeAll()
        child.removeFromSuperview()
        #expect(log.entries == [
            "parent.willRemoveSubview(child)", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
            "grandchild.willMoveToWindow(nil)", "child.didMoveToWindow", "grandchild.didMoveToWindow", "child.didMoveToSuperview",
        ])
    }

    @Test("moving between superviews in the same window runs no window callbacks")
    func moveWithinWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = RecordingView("first", log: log), second = RecordingView("second", log: log)
        let child = RecordingView("child", log: log)
        window.addSubview(first)
        window.addSubview(second)
        first.addSubview(child)
        log.entries.removeAll()
        second.addSubview(child)
        #expect(log.entries == [
            "first.willRemoveSubview(child)", "child.willMoveToSuperview(second)", "child.didMoveToSuperview",
            "second.didAddSubview(child)",
        ])
    }

    @Test("a subview removed by a willMove callback is still moved, and the hierarchy stays whole")
    func removalDuringCallback() {
        final class SelfRemoving: UIView {
            override func willMove(toSuperview newSuperview: UIView?) {
                if newSuperview != nil { removeFromSuperview() }
            }
        }
        let first = UIView(frame: .zero), second = UIView(frame: .zero)
        let child = SelfRemoving(frame: .zero)
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty && second.subviews == [child] && child.superview === second)
        #expect(second.layer.sublayers?.first === child.layer && child.layer.superlayer === second.layer)
    }
}
