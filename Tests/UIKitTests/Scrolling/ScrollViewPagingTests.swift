import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("UIScrollView paging")
struct ScrollViewPagingTests {
    /// A paging scroll view 400 wide over five pages side by side.
    private func stage() -> (TouchStage, UIScrollView, ScrollRecorder) {
        let (stage, scrollView, recorder) = TouchStage.scrolling(content: CGSize(width: 2000, height: 300))
        scrollView.isPagingEnabled = true
        return (stage, scrollView, recorder)
    }

    /// Drags left from x 300 by `distance` in steps of `step` points a frame, then lifts.
    private func swipe(_ stage: TouchStage, distance: CGFloat, step: CGFloat, pauseBeforeLift: Bool = false) {
        var x: CGFloat = 300
        stage.press(CGPoint(x: x, y: 150))
        var moved: CGFloat = 0
        while moved < distance {
            stage.advance(by: 1.0 / 60)
            x -= step
            moved += step
            stage.drag(CGPoint(x: x, y: 150))
        }
        if pauseBeforeLift { stage.advance(by: 0.3) }
        stage.release(CGPoint(x: x, y: 150))
    }

    @Test("A slow drag past half a page turns it; one short of half returns", arguments: [(230.0, 400.0), (170, 0)])
    func slowDrag(distance: Double, page: Double) {
        let (stage, scrollView, _) = stage()
        // The first step only starts the pan; the content follows from there.
        swipe(stage, distance: CGFloat(distance) + 10, step: 10, pauseBeforeLift: true)
        stage.advance(by: 2)
        #expect(scrollView.contentOffset.x == CGFloat(page))
    }

    @Test("A quick flick turns one page, however far its speed would carry")
    func flick() {
        let (stage, scrollView, recorder) = stage()
        swipe(stage, distance: 120, step: 40)
        #expect(recorder.proposedTarget == CGPoint(x: 400, y: 0))
        stage.advance(by: 2)
        #expect(scrollView.contentOffset.x == 400)
        #expect(recorder.entries.suffix(3) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
    }

    @Test("The page snaps on a spring that settles within a second")
    func snapDuration() {
        let (stage, scrollView, _) = stage()
        swipe(stage, distance: 120, step: 40)
        stage.advance(by: 0.3)
        #expect(scrollView.contentOffset.x > 300 && scrollView.isDecelerating)
        stage.advance(by: 0.7)
        #expect(!scrollView.isDecelerating)
    }

    @Test("The last page stops at the content's end, and the delegate can choose another page")
    func endAndRetarget() {
        let (stage, scrollView, recorder) = stage()
        scrollView.contentOffset.x = 1600
        swipe(stage, distance: 120, step: 40)
        stage.advance(by: 2)
        #expect(scrollView.contentOffset.x == 1600)
        recorder.retarget = { _ in CGPoint(x: 800, y: 0) }
        swipe(stage, distance: 60, step: 30)
        stage.advance(by: 2)
        #expect(scrollView.contentOffset.x == 800)
    }

    @Test("Page choice follows position and speed", arguments: [
        (100.0, 0.0, 0.0, 0.0), (250, 0, 0, 400), (100, 500, 0, 400), (300, -500, 0, 0), (900, 2000, 0, 400), (380, 0, 400, 400),
    ])
    func pageRule(offset: Double, velocity: Double, origin: Double, page: Double) {
        #expect(ScrollPhysics.page(from: CGFloat(offset), velocity: CGFloat(velocity), pageLength: 400, dragOrigin: CGFloat(origin)) == CGFloat(page))
    }
}
