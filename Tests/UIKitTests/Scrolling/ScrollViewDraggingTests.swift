import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("UIScrollView dragging")
struct ScrollViewDraggingTests {
    private func stage(content: CGSize = CGSize(width: 400, height: 1000)) -> (TouchStage, UIScrollView, ScrollRecorder) {
        TouchStage.scrolling(content: content)
    }

    /// Drags up from y 250 in steps of `step` points a frame (the first step starts the pan), then
    /// lifts without pausing: a fling of `step` × 60 points a second.
    private func fling(_ stage: TouchStage, step: CGFloat, steps: Int = 4) {
        var y: CGFloat = 250
        stage.press(CGPoint(x: 200, y: y))
        for _ in 0..<steps {
            stage.advance(by: 1.0 / 60)
            y -= step
            stage.drag(CGPoint(x: 200, y: y))
        }
        stage.release(CGPoint(x: 200, y: y))
    }

    @Test("A drag moves the content with the pointer, one point for one, from where the pan begins")
    func dragFollowsPointer() {
        let (stage, scrollView, _) = stage()
        stage.pressAndDrag(from: CGPoint(x: 200, y: 250), CGPoint(x: 200, y: 200))
        #expect(scrollView.contentOffset.y == 0)
        #expect(scrollView.isTracking && scrollView.isDragging)
        stage.drag(CGPoint(x: 200, y: 150))
        #expect(scrollView.contentOffset.y == 50)
        stage.drag(CGPoint(x: 200, y: 170))
        #expect(scrollView.contentOffset.y == 30)
        stage.release(CGPoint(x: 200, y: 170))
        #expect(!scrollView.isTracking && !scrollView.isDragging)
    }

    @Test("Dragging past the top follows the finger less and less, as iOS's rubber band")
    func rubberBand() {
        let (stage, scrollView, _) = stage()
        stage.pressAndDrag(from: CGPoint(x: 200, y: 50), CGPoint(x: 200, y: 70), CGPoint(x: 200, y: 170))
        // 100 points past the edge of a 300-point view: (1 - 1 / (100 × 0.55 / 300 + 1)) × 300.
        #expect(scrollView.contentOffset.y == -46)
    }

    @Test("Without bouncing, a drag stops at the edge")
    func noBounce() {
        let (stage, scrollView, _) = stage()
        scrollView.bounces = false
        stage.pressAndDrag(from: CGPoint(x: 200, y: 50), CGPoint(x: 200, y: 70), CGPoint(x: 200, y: 170))
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("Released past the edge, the content springs back and the delegate hears the deceleration end")
    func bounceBack() {
        let (stage, scrollView, recorder) = stage()
        stage.pressAndDrag(from: CGPoint(x: 200, y: 50), CGPoint(x: 200, y: 70), CGPoint(x: 200, y: 170))
        stage.release(CGPoint(x: 200, y: 170))
        #expect(scrollView.isDecelerating)
        stage.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > -46 && scrollView.contentOffset.y < 0)
        stage.advance(by: 1.5)
        #expect(scrollView.contentOffset.y == 0)
        #expect(!scrollView.isDecelerating)
        #expect(recorder.entries == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test("A fling glides on as iOS's deceleration: offsets at set instants match the formula")
    func flingOffsets() throws {
        let (stage, scrollView, recorder) = stage(content: CGSize(width: 400, height: 20_000))
        fling(stage, step: 20)
        // Three steps of 20 points after the pan began: 60 points dragged, at 1200 points a second.
        let velocity = try #require(recorder.endVelocity)
        #expect(abs(velocity.y - 1.2) < 0.001 && velocity.x == 0)
        let start = scrollView.contentOffset.y
        #expect(start == 60)
        let flight = Deceleration(start: start, velocity: 1200, rate: 0.998)
        var elapsed = 0.0
        for instant in [0.25, 0.5, 1.0, 2.0] {
            stage.advance(by: instant - elapsed)
            elapsed = instant
            #expect(abs(scrollView.contentOffset.y - flight.offset(at: instant)) <= 0.5)
        }
        #expect(recorder.proposedTarget == CGPoint(x: 0, y: flight.restingOffset.rounded()))
        stage.advance(by: 5)
        #expect(scrollView.contentOffset.y == flight.restingOffset.rounded())
    }

    @Test("A drag and fling reports to the delegate in UIKit's order")
    func delegateOrder() {
        let (stage, _, recorder) = stage(content: CGSize(width: 400, height: 20_000))
        fling(stage, step: 20)
        stage.advance(by: 5)
        #expect(recorder.entries == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test("A drag released at rest stops at once: no deceleration")
    func releaseAtRest() {
        let (stage, scrollView, recorder) = stage()
        stage.press(CGPoint(x: 200, y: 250))
        stage.advance(by: 1.0 / 60)
        stage.drag(CGPoint(x: 200, y: 200))
        stage.advance(by: 1.0 / 60)
        stage.drag(CGPoint(x: 200, y: 150))
        stage.advance(by: 0.5)
        stage.release(CGPoint(x: 200, y: 150))
        #expect(scrollView.contentOffset.y == 50 && !scrollView.isDecelerating)
        #expect(recorder.entries == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    }

    @Test("The delegate can move a fling's target, and the glide lands exactly on it")
    func retarget() {
        let (stage, scrollView, recorder) = stage(content: CGSize(width: 400, height: 20_000))
        recorder.retarget = { _ in CGPoint(x: 0, y: 300) }
        fling(stage, step: 20)
        stage.advance(by: 5)
        #expect(scrollView.contentOffset.y == 300)
        #expect(recorder.entries.last == "didEndDecelerating")
    }

    @Test("A fling into the end bounces past it and returns to the last offset")
    func flingIntoEnd() {
        let (stage, scrollView, recorder) = stage(content: CGSize(width: 400, height: 500))
        fling(stage, step: 30)
        var furthest: CGFloat = 0
        for _ in 0..<120 {
            stage.advance(by: 1.0 / 60)
            furthest = max(furthest, scrollView.contentOffset.y)
        }
        #expect(furthest > 200)
        #expect(scrollView.contentOffset.y == 200)
        #expect(recorder.proposedTarget?.y == 200)
        #expect(recorder.entries.last == "didEndDecelerating")
    }

    @Test("A touch catches a gliding content where it is, and the delegate hears no end")
    func touchCatchesGlide() {
        let (stage, scrollView, recorder) = stage(content: CGSize(width: 400, height: 20_000))
        fling(stage, step: 20)
        stage.advance(by: 0.3)
        let caught = scrollView.contentOffset
        stage.press(CGPoint(x: 200, y: 150))
        #expect(!scrollView.isDecelerating && scrollView.isTracking)
        stage.advance(by: 1)
        stage.release(CGPoint(x: 200, y: 150))
        stage.advance(by: 1)
        #expect(scrollView.contentOffset == caught)
        #expect(!recorder.entries.contains("didEndDecelerating"))
    }

    @Test("Content no taller than the view does not drag, unless vertical bouncing is forced")
    func shortContent() {
        let (stage, scrollView, _) = stage(content: CGSize(width: 400, height: 200))
        stage.pressAndDrag(from: CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 120), CGPoint(x: 200, y: 160))
        #expect(scrollView.contentOffset.y == 0 && !scrollView.isDragging)
        stage.release(CGPoint(x: 200, y: 160))
        scrollView.alwaysBounceVertical = true
        stage.pressAndDrag(from: CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 120), CGPoint(x: 200, y: 160))
        #expect(scrollView.contentOffset.y < 0 && scrollView.isDragging)
        stage.release(CGPoint(x: 200, y: 160))
    }

    @Test("With the directional lock, a mostly vertical drag does not move sideways")
    func directionalLock() {
        let (stage, scrollView, _) = stage(content: CGSize(width: 2000, height: 2000))
        scrollView.isDirectionalLockEnabled = true
        stage.pressAndDrag(from: CGPoint(x: 200, y: 250), CGPoint(x: 198, y: 230), CGPoint(x: 150, y: 130))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        stage.release(CGPoint(x: 150, y: 130))
        scrollView.isDirectionalLockEnabled = false
        stage.pressAndDrag(from: CGPoint(x: 200, y: 250), CGPoint(x: 198, y: 230), CGPoint(x: 150, y: 130))
        #expect(scrollView.contentOffset.x == 48)
    }

    @Test("A vertical drag over a sideways scroller scrolls the vertical one around it; a sideways drag, the inner one")
    func nestedAxes() {
        let (stage, outer, _) = stage()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        inner.contentSize = CGSize(width: 2000, height: 100)
        outer.addSubview(inner)
        stage.app.runTurn()
        stage.pressAndDrag(from: CGPoint(x: 200, y: 150), CGPoint(x: 200, y: 130), CGPoint(x: 200, y: 80))
        stage.release(CGPoint(x: 200, y: 80))
        #expect(outer.contentOffset.y == 50 && inner.contentOffset.x == 0)
        stage.advance(by: 2)
        stage.pressAndDrag(from: CGPoint(x: 300, y: 120), CGPoint(x: 280, y: 120), CGPoint(x: 200, y: 120))
        stage.release(CGPoint(x: 200, y: 120))
        #expect(inner.contentOffset.x == 80 && outer.contentOffset.y == 50)
    }

    @Test("The mouse wheel scrolls the content without losing its first step")
    func wheel() {
        let (stage, scrollView, recorder) = stage()
        let id = stage.window.platformWindow!.id
        stage.app.platform.inject(.scroll(window: id, deltaX: 0, deltaY: 3, location: CGPoint(x: 200, y: 150), modifiers: [], timestamp: stage.app.clock.now))
        stage.app.runTurn()
        #expect(scrollView.contentOffset.y == 30)
        stage.advance(by: 1)
        #expect(scrollView.contentOffset.y == 30)
        #expect(recorder.entries.first == "willBeginDragging" && recorder.entries.contains("didEndDragging(false)"))
    }

    @Test("isScrollEnabled off leaves drags to the content")
    func scrollDisabled() {
        let (stage, scrollView, _) = stage()
        scrollView.isScrollEnabled = false
        stage.pressAndDrag(from: CGPoint(x: 200, y: 250), CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 150))
        stage.release(CGPoint(x: 200, y: 150))
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("Code that recentres the content during a glide keeps the glide going from there")
    func recentringKeepsGlide() {
        let (stage, scrollView, recorder) = stage(content: CGSize(width: 400, height: 20_000))
        fling(stage, step: 20)
        stage.advance(by: 0.2)
        let before = scrollView.contentOffset.y
        scrollView.contentOffset.y -= 100
        #expect(scrollView.isDecelerating)
        stage.advance(by: 0.2)
        #expect(scrollView.contentOffset.y > before - 100)
        stage.advance(by: 5)
        #expect(recorder.entries.last == "didEndDecelerating")
    }

    @Test("A scroll view subclass that is a gesture delegate is asked about its own recognizers, as on iOS")
    func subclassAsGestureDelegate() {
        final class Sharing: UIScrollView, UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                true
            }
        }
        let stage = TouchStage()
        let scrollView = Sharing(frame: stage.root.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 1000)
        stage.root.addSubview(scrollView)
        var panned = false
        stage.root.addGestureRecognizer(UIPanGestureRecognizer { (recognizer: UIPanGestureRecognizer) in
            if recognizer.state == .changed { panned = true }
        })
        stage.app.runTurn()
        stage.pressAndDrag(from: CGPoint(x: 200, y: 250), CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 150))
        #expect(scrollView.contentOffset.y == 50 && panned)
        stage.release(CGPoint(x: 200, y: 150))
    }
}
