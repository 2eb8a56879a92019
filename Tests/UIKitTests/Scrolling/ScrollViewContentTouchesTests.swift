import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("UIScrollView content touches")
struct ScrollViewContentTouchesTests {
    /// `scrollView` filling a stage over 400×1000 content holding a logging view at
    /// (50, 100, 300×100) and a button at (50, 220, 120×44) that counts its taps.
    @MainActor
    private final class Setup {
        let stage: TouchStage
        let scrollView: UIScrollView
        let log = TouchLog()
        let view: TouchLoggingView
        let button = UIButton(type: .system)
        var taps = 0

        init(scrollView: UIScrollView = UIScrollView()) {
            let stage = TouchStage()
            self.stage = stage
            scrollView.frame = stage.root.bounds
            scrollView.contentSize = CGSize(width: 400, height: 1000)
            stage.root.addSubview(scrollView)
            self.scrollView = scrollView
            view = TouchLoggingView("content", log: log, frame: CGRect(x: 50, y: 100, width: 300, height: 100))
            scrollView.addSubview(view)
            button.frame = CGRect(x: 50, y: 220, width: 120, height: 44)
            button.setTitle("Tap", for: .normal)
            scrollView.addSubview(button)
            stage.app.runTurn()
            button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
        }
    }

    @Test("A quick tap reaches a button in the content: it hears the touch begin and end together")
    func quickTap() {
        let setup = Setup()
        setup.stage.tap(CGPoint(x: 100, y: 240))
        #expect(setup.taps == 1)
    }

    @Test("A still finger reaches the content after 150 ms, not before")
    func delayedBegin() {
        let setup = Setup()
        setup.stage.press(CGPoint(x: 100, y: 150))
        setup.stage.advance(by: 0.1)
        #expect(setup.log.entries.isEmpty)
        setup.stage.advance(by: 0.06)
        #expect(setup.log.entries == ["content.began(1)@50,50"])
    }

    @Test("A drag that starts at once scrolls, and the content never hears the touch")
    func quickDragScrolls() {
        let setup = Setup()
        setup.stage.pressAndDrag(from: CGPoint(x: 100, y: 150), CGPoint(x: 100, y: 130), CGPoint(x: 100, y: 80))
        setup.stage.release(CGPoint(x: 100, y: 80))
        setup.stage.advance(by: 1)
        #expect(setup.scrollView.contentOffset.y == 50)
        #expect(setup.log.entries.isEmpty)
    }

    @Test("A drag after the content has the touch scrolls and cancels the content's touch")
    func lateDragCancelsContent() {
        let setup = Setup()
        setup.stage.press(CGPoint(x: 100, y: 150))
        setup.stage.advance(by: 0.2)
        setup.stage.drag(CGPoint(x: 100, y: 130))
        setup.stage.drag(CGPoint(x: 100, y: 80))
        #expect(setup.scrollView.contentOffset.y == 50)
        #expect(setup.log.entries.first == "content.began(1)@50,50")
        #expect(setup.log.entries.last?.hasPrefix("content.cancelled(1)") == true)
    }

    @Test("A button that has the touch keeps it: dragging on it does not scroll")
    func buttonKeepsTouch() {
        let setup = Setup()
        setup.stage.press(CGPoint(x: 100, y: 240))
        setup.stage.advance(by: 0.2)
        #expect(setup.button.isHighlighted)
        setup.stage.drag(CGPoint(x: 100, y: 220))
        setup.stage.drag(CGPoint(x: 100, y: 180))
        #expect(setup.scrollView.contentOffset.y == 0)
        #expect(setup.button.isTracking)
    }

    @Test("A scroll view that lets controls be cancelled scrolls from a held button, which sends nothing")
    func cancellableControls() {
        final class Cancelling: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let setup = Setup(scrollView: Cancelling())
        setup.stage.press(CGPoint(x: 100, y: 240))
        setup.stage.advance(by: 0.2)
        setup.stage.drag(CGPoint(x: 100, y: 220))
        setup.stage.drag(CGPoint(x: 100, y: 180))
        setup.stage.release(CGPoint(x: 100, y: 180))
        #expect(setup.scrollView.contentOffset.y == 40)
        #expect(!setup.button.isHighlighted && setup.taps == 0)
    }

    @Test("Without cancelling content touches, content that has the touch keeps it and nothing scrolls")
    func noCancelling() {
        let setup = Setup()
        setup.scrollView.canCancelContentTouches = false
        setup.stage.press(CGPoint(x: 100, y: 150))
        setup.stage.advance(by: 0.2)
        setup.stage.drag(CGPoint(x: 100, y: 130))
        setup.stage.drag(CGPoint(x: 100, y: 80))
        #expect(setup.scrollView.contentOffset.y == 0)
        #expect(setup.log.entries.contains { $0.hasPrefix("content.moved") })
        #expect(!setup.log.entries.contains { $0.hasPrefix("content.cancelled") })
    }

    @Test("Without the delay the content hears the touch at once, and a scroll cancels it")
    func noDelay() {
        let setup = Setup()
        setup.scrollView.delaysContentTouches = false
        setup.stage.press(CGPoint(x: 100, y: 150))
        #expect(setup.log.entries == ["content.began(1)@50,50"])
        setup.stage.drag(CGPoint(x: 100, y: 130))
        setup.stage.drag(CGPoint(x: 100, y: 80))
        #expect(setup.scrollView.contentOffset.y == 50)
        #expect(setup.log.entries.last?.hasPrefix("content.cancelled(1)") == true)
    }

    @Test("touchesShouldBegin returning false keeps the touch from the content, which a tap then never reaches")
    func touchesShouldBeginRefuses() {
        final class Refusing: UIScrollView {
            var asked: [UIView] = []
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
                asked.append(view)
                return false
            }
        }
        let scrollView = Refusing()
        let setup = Setup(scrollView: scrollView)
        setup.stage.tap(CGPoint(x: 100, y: 150))
        setup.stage.tap(CGPoint(x: 100, y: 240))
        #expect(setup.log.entries.isEmpty && setup.taps == 0)
        #expect(scrollView.asked.count == 2 && scrollView.asked.first === setup.view && scrollView.asked.last === setup.button)
    }
}
