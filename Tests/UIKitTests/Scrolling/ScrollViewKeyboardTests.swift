import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("UIScrollView keyboard and wheel")
struct ScrollViewKeyboardTests {
    /// Sends `deltaY` (and `deltaX`) wheel lines, or touchpad lines when `smooth`, at the stage's middle.
    private func wheel(_ stage: TouchStage, deltaX: Double = 0, deltaY: Double, smooth: Bool = false, modifiers: KeyModifiers = []) {
        let id = stage.window.platformWindow!.id, at = CGPoint(x: 200, y: 150), now = stage.app.clock.now
        stage.app.platform.inject(smooth
            ? .smoothScroll(window: id, deltaX: deltaX, deltaY: deltaY, location: at, modifiers: modifiers, timestamp: now)
            : .scroll(window: id, deltaX: deltaX, deltaY: deltaY, location: at, modifiers: modifiers, timestamp: now))
        stage.app.runTurn()
    }

    @Test("With nothing focused, Page Down, Space and the arrows scroll the window's scroll view, animated")
    func pageKeys() {
        let (stage, scrollView, recorder) = TouchStage.scrolling()
        #expect(scrollView.allowsKeyboardScrolling && scrollView.scrollsToTop)
        stage.typeKey(.pageDown)
        stage.advance(by: 0.5)
        // Nine tenths of 300 points.
        #expect(scrollView.contentOffset.y == 270)
        #expect(recorder.entries.last == "didEndScrollingAnimation")
        stage.typeKey(.space)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 540)
        stage.typeKey(.space, modifiers: .shift)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 270)
        stage.typeKey(.down)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 310)
        stage.typeKey(.pageUp)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 40)
    }

    @Test("Presses in quick succession add up from where the scroll is going")
    func repeatedPresses() {
        let (stage, scrollView, _) = TouchStage.scrolling()
        stage.typeKey(.down)
        stage.advance(by: 0.05)
        stage.typeKey(.down)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 80)
    }

    @Test("End goes to the bottom; Home scrolls to the top and the delegate hears scrollViewDidScrollToTop")
    func homeAndEnd() {
        let (stage, scrollView, recorder) = TouchStage.scrolling()
        stage.typeKey(.end)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 700)
        stage.typeKey(.home)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 0)
        #expect(recorder.entries.last == "didScrollToTop")
    }

    @Test("Home does nothing when scrollsToTop is off or the delegate refuses")
    func scrollToTopRefused() {
        final class Refusing: NSObject, UIScrollViewDelegate {
            func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
        }
        let (stage, scrollView, _) = TouchStage.scrolling()
        scrollView.contentOffset.y = 300
        scrollView.scrollsToTop = false
        stage.typeKey(.home)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 300)
        scrollView.scrollsToTop = true
        let refusing = Refusing()
        scrollView.delegate = refusing
        stage.typeKey(.home)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 300)
    }

    @Test("With a focused control in the content, arrows move the focus and Page Down still scrolls")
    func focusedContent() {
        let (stage, scrollView, _) = TouchStage.scrolling()
        for index in 0..<2 {
            let button = UIButton(type: .system)
            button.setTitle("Button \(index)", for: .normal)
            button.frame = CGRect(x: 20, y: 20 + CGFloat(index) * 60, width: 120, height: 44)
            scrollView.addSubview(button)
        }
        stage.app.runTurn()
        stage.typeKey(.tab)
        #expect(scrollView.subviews.contains { $0.isFocused })
        stage.typeKey(.down)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 0)
        stage.typeKey(.pageDown)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 270)
    }

    @Test("allowsKeyboardScrolling off leaves the keys alone")
    func keyboardScrollingOff() {
        let (stage, scrollView, _) = TouchStage.scrolling()
        scrollView.allowsKeyboardScrolling = false
        stage.typeKey(.pageDown)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("Shift turns the wheel's vertical clicks sideways")
    func shiftWheel() {
        let (stage, scrollView, _) = TouchStage.scrolling(content: CGSize(width: 2000, height: 2000))
        wheel(stage, deltaY: 3, modifiers: .shift)
        #expect(scrollView.contentOffset == CGPoint(x: 30, y: 0))
    }

    @Test("Wheel clicks stop where they leave the content: no glide after a quick spin")
    func wheelDoesNotGlide() {
        let (stage, scrollView, recorder) = TouchStage.scrolling(content: CGSize(width: 400, height: 20_000))
        for _ in 0..<5 {
            wheel(stage, deltaY: 2)
            stage.advance(by: 1.0 / 60)
        }
        #expect(scrollView.contentOffset.y == 100)
        stage.advance(by: 1)
        #expect(scrollView.contentOffset.y == 100)
        #expect(recorder.entries.contains("didEndDragging(false)"))
    }

    @Test("Touchpad scrolling glides on once the fingers stop sending, at the speed they had")
    func touchpadMomentum() {
        let (stage, scrollView, recorder) = TouchStage.scrolling(content: CGSize(width: 400, height: 20_000))
        for _ in 0..<6 {
            wheel(stage, deltaY: 2, smooth: true)
            stage.advance(by: 1.0 / 60)
        }
        let lifted = scrollView.contentOffset.y
        #expect(lifted == 120)
        stage.advance(by: 0.2)
        #expect(recorder.entries.contains("didEndDragging(true)"))
        stage.advance(by: 4)
        // 20 points a frame is 1200 points a second: a glide of about 600 points more.
        #expect(scrollView.contentOffset.y > lifted + 500)
        #expect(recorder.entries.last == "didEndDecelerating")
    }

    @Test("The wheel scrolls the inner of two scroll views until it reaches its end, then the outer one")
    func wheelChaining() {
        let (stage, outer, _) = TouchStage.scrolling()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 50, width: 400, height: 150))
        inner.contentSize = CGSize(width: 400, height: 300)
        outer.addSubview(inner)
        stage.app.runTurn()
        wheel(stage, deltaY: 10)
        #expect(inner.contentOffset.y == 100 && outer.contentOffset.y == 0)
        wheel(stage, deltaY: 10)
        // Latched to the inner view while the scroll goes on: it rubber-bands past its end.
        #expect(inner.contentOffset.y > 150 && outer.contentOffset.y == 0)
        stage.advance(by: 1)
        #expect(inner.contentOffset.y == 150)
        wheel(stage, deltaY: 5)
        #expect(inner.contentOffset.y == 150 && outer.contentOffset.y == 50)
    }

    @Test("A scroll view removed while it glides lands where it was going and reports the end")
    func removedWhileGliding() {
        let (stage, scrollView, recorder) = TouchStage.scrolling(content: CGSize(width: 400, height: 20_000))
        stage.press(CGPoint(x: 200, y: 250))
        for y in stride(from: 230, through: 170, by: -20) as StrideThrough<CGFloat> {
            stage.advance(by: 1.0 / 60)
            stage.drag(CGPoint(x: 200, y: y))
        }
        stage.release(CGPoint(x: 200, y: 170))
        stage.advance(by: 0.2)
        #expect(scrollView.isDecelerating)
        let target = recorder.proposedTarget
        scrollView.removeFromSuperview()
        #expect(!scrollView.isDecelerating && scrollView.contentOffset == target)
        #expect(recorder.entries.last == "didEndDecelerating")
        stage.advance(by: 1)
    }
}
