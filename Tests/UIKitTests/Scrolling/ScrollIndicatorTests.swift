import CasementTestSupport
import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("UIScrollView indicators")
struct ScrollIndicatorTests {
    /// Moves time on a frame at a time, as the run loop would fire timers and frames in between.
    private func advance(_ stage: TouchStage, by seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { stage.advance(by: 1.0 / 60) }
    }

    /// How opaque `view` shows now (its presentation, which a fade animates).
    private func shownAlpha(_ view: UIView?) -> Float {
        guard let view else { return 0 }
        return view.layer.presentation()?.opacity ?? view.layer.opacity
    }

    @Test("A scroll view has no indicators until its content first moves")
    func madeWhenFirstShown() {
        let (_, scrollView, _) = TouchStage.scrolling()
        scrollView.contentOffset.y = 100
        #expect(scrollView.subviews.isEmpty)
        #expect(scrollView.indicatorStyle == .default && scrollView.showsVerticalScrollIndicator && scrollView.showsHorizontalScrollIndicator)
        #expect(scrollView.automaticallyAdjustsScrollIndicatorInsets && scrollView.verticalScrollIndicatorInsets == .zero)
    }

    @Test("While dragging, the vertical bar shows at the right edge, as long as the share of content in view, where the offset is")
    func barDuringDrag() throws {
        let (stage, scrollView, _) = TouchStage.scrolling()
        stage.pressAndDrag(from: CGPoint(x: 200, y: 250), CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 150))
        let bar = try #require(scrollView.verticalIndicator)
        #expect(shownAlpha(bar) == 1 && !bar.isHidden)
        #expect(scrollView.horizontalIndicator?.isHidden ?? true)
        // Track 294 points (3 each end); 300 of 1000 in view: 88.2 long; offset 50 of 700: from
        // 3 + 50 / 700 × (294 - 88.2) = 17.7, on whole pixels.
        let frame = bar.frame.offsetBy(dx: 0, dy: -scrollView.contentOffset.y)
        #expect(frame == CGRect(x: 394, y: 18, width: 3, height: 88))
        #expect(scrollView.subviews.last === bar)
    }

    @Test("Once the content stops, the bars linger a moment and fade out")
    func fadeAfterStop() throws {
        let (stage, scrollView, _) = TouchStage.scrolling()
        stage.pressAndDrag(from: CGPoint(x: 200, y: 250), CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 150))
        stage.release(CGPoint(x: 200, y: 150))
        let bar = try #require(scrollView.verticalIndicator)
        stage.advance(by: 0.04)
        #expect(shownAlpha(bar) == 1)
        advance(stage, by: 0.2)
        #expect(shownAlpha(bar) > 0 && shownAlpha(bar) < 1)
        advance(stage, by: 0.2)
        #expect(shownAlpha(bar) == 0)
    }

    @Test("Rubber banding squeezes the bar against the end")
    func squeezedWhileRubberBanding() throws {
        let (stage, scrollView, _) = TouchStage.scrolling()
        stage.pressAndDrag(from: CGPoint(x: 200, y: 50), CGPoint(x: 200, y: 70), CGPoint(x: 200, y: 170))
        let bar = try #require(scrollView.verticalIndicator)
        let frame = bar.frame.offsetBy(dx: 0, dy: -scrollView.contentOffset.y)
        #expect(frame.minY == 3)
        #expect(frame.height == 42)
    }

    @Test("flashScrollIndicators shows the bars for a moment without scrolling")
    func flash() throws {
        let (stage, scrollView, recorder) = TouchStage.scrolling(content: CGSize(width: 1200, height: 1000))
        scrollView.contentOffset = CGPoint(x: 800, y: 700)
        recorder.offsets = []
        scrollView.flashScrollIndicators()
        let vertical = try #require(scrollView.verticalIndicator), horizontal = try #require(scrollView.horizontalIndicator)
        #expect(shownAlpha(vertical) == 1 && shownAlpha(horizontal) == 1 && !horizontal.isHidden)
        // Both shown, at the ends of their tracks: each leaves the corner to the other.
        #expect(abs(vertical.frame.maxY - 700 - (300 - 3 - 6)) < 0.001)
        #expect(abs(horizontal.frame.maxX - 800 - (400 - 3 - 6)) < 0.001)
        advance(stage, by: 0.5)
        #expect(shownAlpha(vertical) == 1)
        advance(stage, by: 0.5)
        #expect(shownAlpha(vertical) == 0)
        #expect(recorder.offsets.isEmpty)
    }

    @Test("Indicators keep out of their insets; hidden ones stay hidden")
    func insetsAndHiding() throws {
        let (_, scrollView, _) = TouchStage.scrolling()
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 5)
        scrollView.flashScrollIndicators()
        let bar = try #require(scrollView.verticalIndicator)
        #expect(bar.frame.minX == 400 - 5 - 3 - 3 && bar.frame.minY == 20 + 3)
        scrollView.scrollIndicatorInsets = .zero
        #expect(scrollView.horizontalScrollIndicatorInsets == .zero && scrollView.verticalScrollIndicatorInsets == .zero)
        scrollView.showsVerticalScrollIndicator = false
        scrollView.flashScrollIndicators()
        #expect(bar.isHidden)
    }

    @Test("Dragging the bar with the pointer scrolls the content in proportion, and the content's drag stays out")
    func dragTheBar() throws {
        let (stage, scrollView, recorder) = TouchStage.scrolling()
        scrollView.flashScrollIndicators()
        stage.app.runTurn()
        stage.pressAndDrag(from: CGPoint(x: 392, y: 40), CGPoint(x: 392, y: 90), CGPoint(x: 392, y: 140))
        // 100 points of the bar's 206 points of travel (a 294-point track, an 88-point bar) move
        // the content 700 × 100 / 206.
        #expect(abs(scrollView.contentOffset.y - (700 * 100 / 206.0).rounded()) <= 1)
        #expect(!scrollView.isDragging && !recorder.entries.contains("willBeginDragging"))
        #expect(shownAlpha(scrollView.verticalIndicator) == 1)
        stage.release(CGPoint(x: 392, y: 140))
        advance(stage, by: 1)
        #expect(shownAlpha(scrollView.verticalIndicator) == 0)
    }

    @Test("A bar kept inside insets reaches the end of the content at the end of its shorter track")
    func dragTheBarWithinInsets() throws {
        let (stage, scrollView, _) = TouchStage.scrolling()
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 40, left: 0, bottom: 60, right: 0)
        scrollView.flashScrollIndicators()
        stage.app.runTurn()
        let bar = try #require(scrollView.verticalIndicator)
        // A 194-point track (300 less the insets and two 3-point margins) under a bar of 58.
        #expect(bar.frame.minY == 43 && bar.frame.height == 58)
        stage.pressAndDrag(from: CGPoint(x: 392, y: 60), CGPoint(x: 392, y: 110), CGPoint(x: 392, y: 196))
        #expect(abs(scrollView.contentOffset.y - 700) <= 1)
        #expect(abs(bar.frame.maxY - scrollView.contentOffset.y - 237) <= 1)
        stage.release(CGPoint(x: 392, y: 196))
    }

    @Test("Scroll indicators over content render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        window.overrideUserInterfaceStyle = style
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.backgroundColor = .systemBackground
        scrollView.contentSize = CGSize(width: 600, height: 450)
        for row in 0..<15 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 30, width: 600, height: 15))
            stripe.backgroundColor = row.isMultiple(of: 2) ? .systemGray5 : .systemTeal
            scrollView.addSubview(stripe)
        }
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        scrollView.contentOffset = CGPoint(x: 200, y: 100)
        scrollView.flashScrollIndicators()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "scroll-indicators" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
