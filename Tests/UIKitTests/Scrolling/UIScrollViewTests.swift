import CasementTestSupport
import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("UIScrollView")
struct UIScrollViewTests {
    private func stage(content: CGSize = CGSize(width: 400, height: 1000)) -> (TouchStage, UIScrollView, ScrollRecorder) {
        TouchStage.scrolling(content: content)
    }

    @Test("A new scroll view clips, bounces, glides at the normal rate and scrolls with wheels and touchpads")
    func defaults() {
        let scrollView = UIScrollView()
        #expect(scrollView.contentOffset == .zero && scrollView.contentSize == .zero && scrollView.contentInset == .zero)
        #expect(scrollView.clipsToBounds && scrollView.bounces && scrollView.isScrollEnabled)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal && !scrollView.isDirectionalLockEnabled)
        #expect(scrollView.decelerationRate == .normal)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998 && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(scrollView.panGestureRecognizer.allowedScrollTypesMask == .all)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.panGestureRecognizer } == true)
    }

    @Test("The content offset is the bounds' origin: content moves up on screen as it grows")
    func offsetIsBoundsOrigin() {
        let (stage, scrollView, _) = stage()
        let row = UIView(frame: CGRect(x: 0, y: 500, width: 400, height: 40))
        scrollView.addSubview(row)
        scrollView.contentOffset = CGPoint(x: 0, y: 450)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 450))
        #expect(row.frame.origin.y == 500)
        #expect(row.convert(CGPoint.zero, to: stage.window) == CGPoint(x: 0, y: 50))
        scrollView.bounds.origin = CGPoint(x: 0, y: 20)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 20))
    }

    @Test("Setting the offset rounds it to whole pixels; setting the bounds does not")
    func pixelRounding() {
        let (_, scrollView, _) = stage()
        scrollView.contentOffset = CGPoint(x: 0, y: 3.4)
        #expect(scrollView.contentOffset.y == 3)
        scrollView.bounds.origin.y = 3.4
        #expect(scrollView.contentOffset.y == 3.4)
    }

    @Test("The delegate hears each change of the offset once, and none when it does not change")
    func didScrollOnce() {
        let (_, scrollView, recorder) = stage()
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scrollView.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        #expect(recorder.offsets == [CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 120)])
    }

    @Test("Scrolling asks for layout, so content can be tiled as it comes into view")
    func scrollingAsksForLayout() {
        final class Tiling: UIScrollView {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
        }
        let stage = TouchStage()
        let scrollView = Tiling(frame: stage.root.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 5000)
        stage.root.addSubview(scrollView)
        stage.app.runTurn()
        let before = scrollView.layouts
        scrollView.contentOffset.y = 700
        stage.app.runTurn()
        #expect(scrollView.layouts == before + 1)
    }

    @Test("An animated scroll moves over 0.3 s with an eased curve, reporting each frame, then its end")
    func animatedScroll() {
        let (stage, scrollView, recorder) = stage()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset == .zero)
        stage.advance(by: 0.15)
        #expect(scrollView.contentOffset.y > 100 && scrollView.contentOffset.y < 200)
        stage.advance(by: 0.2)
        #expect(scrollView.contentOffset.y == 300)
        #expect(recorder.entries == ["didScroll", "didEndScrollingAnimation"])
        #expect(recorder.offsets.count > 10)
        #expect(!scrollView.isDecelerating && !scrollView.isDragging)
    }

    @Test("An offset set at once stops an animated scroll where it is told, without an end callback")
    func offsetStopsAnimation() {
        let (stage, scrollView, recorder) = stage()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        stage.advance(by: 0.1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        stage.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == 40)
        #expect(!recorder.entries.contains("didEndScrollingAnimation"))
    }

    @Test("A scroll view that leaves its window lands where its animation was going and reports the end")
    func removedWhileAnimating() {
        let (stage, scrollView, recorder) = stage()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        stage.advance(by: 0.1)
        scrollView.removeFromSuperview()
        #expect(scrollView.contentOffset.y == 300)
        #expect(recorder.entries.last == "didEndScrollingAnimation")
        stage.advance(by: 1)
    }

    @Test("scrollRectToVisible scrolls the least that shows the rectangle and stays in range")
    func scrollRectToVisible() {
        let (_, scrollView, _) = stage()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 40), animated: false)
        #expect(scrollView.contentOffset.y == 240)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 260, width: 10, height: 40), animated: false)
        #expect(scrollView.contentOffset.y == 240)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 40), animated: false)
        #expect(scrollView.contentOffset.y == 100)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 5000, width: 10, height: 40), animated: false)
        #expect(scrollView.contentOffset.y == 700)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 40), animated: false)
        #expect(scrollView.contentOffset.y == 700)
    }

    @Test("The adjusted inset is the content inset when there is no safe area, and the delegate hears it change")
    func adjustedInsetWithoutSafeArea() {
        let (_, scrollView, recorder) = stage()
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        #expect(recorder.entries.contains("didChangeAdjustedContentInset"))
        // Setting the inset leaves the offset alone; the range now starts above the content.
        #expect(scrollView.contentOffset.y == 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 980, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset.y == 730)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == -20)
    }

    @Test("The safe area joins the inset on the axes that scroll, or on all of them with .always, and none with .never")
    func adjustedInsetWithSafeArea() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 1000)
        controller.view = scrollView
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 10, bottom: 20, right: 10)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -44))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 44, left: 10, bottom: 20, right: 10))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == .zero)
        withExtendedLifetime(app) {}
    }

    @Test("Code may set offsets outside the content; non-finite offsets are refused with a message")
    func offsetsOutsideContent() {
        let (_, scrollView, _) = stage()
        scrollView.contentOffset = CGPoint(x: -500, y: 1e7)
        #expect(scrollView.contentOffset == CGPoint(x: -500, y: 1e7))
        scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: -500, y: 1e7))
        #expect(Diagnostics.hasReported("UIScrollView ignored the content offset (nan, 0"))
        #expect(Diagnostics.hasReported("UIScrollView ignored the content offset (0"))
        #expect(Diagnostics.hasReported("inf): offsets must be finite"))
    }

    @Test("Content sizes that are zero, negative, NaN or huge scroll as their usable part", arguments: [
        CGSize.zero, CGSize(width: -50, height: -1000), CGSize(width: CGFloat.nan, height: CGFloat.infinity), CGSize(width: 400, height: 1e9),
    ])
    func hostileContentSizes(size: CGSize) {
        let (stage, scrollView, _) = stage(content: size)
        stage.pressAndDrag(from: CGPoint(x: 200, y: 250), CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 100))
        stage.release(CGPoint(x: 200, y: 100))
        stage.advance(by: 5)
        #expect(scrollView.contentOffset.x == 0 && scrollView.contentOffset.y.isFinite)
        #expect(scrollView.contentOffset.y == (size.height == 1e9 ? 100 : 0))
    }

    @Test("A delegate that moves the offset in every didScroll does not loop for ever")
    func recursiveDelegate() {
        let (_, scrollView, recorder) = stage()
        recorder.onScroll = { $0.contentOffset.y += 1 }
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(scrollView.contentOffset.y > 10 && scrollView.contentOffset.y < 30)
        #expect(Diagnostics.hasReported("scrollViewDidScroll(_:) kept changing the content offset of UIScrollView"))
    }
}
