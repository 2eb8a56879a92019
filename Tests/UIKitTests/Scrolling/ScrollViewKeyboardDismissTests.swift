import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

/// A field that takes typed text and can hold the focus.
private final class TextField: UIView, UIKeyInput {
    var text = ""
    var staysFocused = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !staysFocused }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { _ = text.popLast() }
}

/// A focusable view that takes no text (a list row with the focus, say).
private final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite("UIScrollView keyboard dismissal")
struct ScrollViewKeyboardDismissTests {
    /// A scroll view under a text field that has the focus.
    private func stage(_ mode: UIScrollView.KeyboardDismissMode, focused: UIView = TextField()) -> (TouchStage, UIScrollView, UIView) {
        let (stage, scrollView, _) = TouchStage.scrolling()
        scrollView.keyboardDismissMode = mode
        focused.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        stage.root.addSubview(focused)
        focused.becomeFirstResponder()
        return (stage, scrollView, focused)
    }

    private func drag(_ stage: TouchStage) {
        stage.pressAndDrag(from: CGPoint(x: 200, y: 250), CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 150))
    }

    @Test("By default a drag leaves the keyboard alone")
    func defaultKeeps() {
        let (stage, scrollView, field) = stage(.none)
        #expect(scrollView.keyboardDismissMode == .none)
        drag(stage)
        #expect(scrollView.isDragging)
        #expect(field.isFirstResponder)
    }

    @Test("With onDrag the text field resigns as the drag begins, before the delegate hears of it")
    func onDragResigns() {
        let (stage, scrollView, field) = stage(.onDrag)
        final class Watcher: NSObject, UIScrollViewDelegate {
            var focusedAtBegin: Bool?
            weak var field: UIView?
            func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { focusedAtBegin = field?.isFirstResponder }
        }
        let watcher = Watcher()
        watcher.field = field
        scrollView.delegate = watcher
        stage.press(CGPoint(x: 200, y: 250))
        #expect(field.isFirstResponder)
        stage.drag(CGPoint(x: 200, y: 200))
        withExtendedLifetime(watcher) {
            #expect(!field.isFirstResponder)
            #expect(watcher.focusedAtBegin == false)
        }
    }

    @Test("onDragWithAccessory dismisses as onDrag does")
    func withAccessory() {
        let (stage, _, field) = stage(.onDragWithAccessory)
        drag(stage)
        #expect(!field.isFirstResponder)
    }

    @Test("Interactive dismissal has no on-screen keyboard to pull away, so the field keeps the focus")
    func interactiveKeeps() {
        let (stage, _, field) = stage(.interactive)
        drag(stage)
        #expect(field.isFirstResponder)
    }

    @Test("A tap is no drag and leaves the keyboard")
    func tapKeeps() {
        let (stage, _, field) = stage(.onDrag)
        stage.tap(CGPoint(x: 200, y: 250))
        #expect(field.isFirstResponder)
    }

    @Test("Wheel scrolling leaves the keyboard, so a list can be scrolled while typing")
    func wheelKeeps() {
        let (stage, scrollView, field) = stage(.onDrag)
        stage.app.platform.inject(.scroll(window: stage.window.platformWindow!.id, deltaX: 0, deltaY: 3, location: CGPoint(x: 200, y: 150), modifiers: [], timestamp: stage.app.clock.now))
        stage.app.runTurn()
        #expect(scrollView.contentOffset.y == 30)
        #expect(field.isFirstResponder)
    }

    @Test("A first responder that takes no text keeps the focus: there is no keyboard to dismiss")
    func nonTextKeeps() {
        let (stage, _, focused) = stage(.onDrag, focused: FocusableView())
        #expect(focused.isFirstResponder)
        drag(stage)
        #expect(focused.isFirstResponder)
    }

    @Test("A field that refuses to resign keeps the focus and the drag still scrolls")
    func refusingFieldKeeps() {
        let field = TextField()
        field.staysFocused = true
        let (stage, scrollView, _) = stage(.onDrag, focused: field)
        drag(stage)
        #expect(field.isFirstResponder)
        #expect(scrollView.contentOffset.y == 50)
    }
}
