import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("UIRefreshControl")
struct UIRefreshControlTests {
    /// A scroll view with a refresh control that counts its value changes.
    private func stage() -> (TouchStage, UIScrollView, UIRefreshControl, Counter) {
        let (stage, scrollView, _) = TouchStage.scrolling()
        let refresh = UIRefreshControl()
        let counter = Counter()
        refresh.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        stage.app.runTurn()
        return (stage, scrollView, refresh, counter)
    }

    @MainActor
    final class Counter {
        var count = 0
    }

    /// Presses at y 40 and pulls the content down to `y` (past the window's bottom edge is fine:
    /// the press has the pointer).
    private func pull(_ stage: TouchStage, to y: CGFloat) {
        stage.pressAndDrag(from: CGPoint(x: 200, y: 40), CGPoint(x: 200, y: 60), CGPoint(x: 200, y: (60 + y) / 2), CGPoint(x: 200, y: y))
    }

    @Test("The control sits above the content, out of sight, and is the scroll view's subview")
    func placement() {
        let (_, scrollView, refresh, _) = stage()
        #expect(refresh.superview === scrollView)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 400, height: 60))
        #expect(!refresh.isRefreshing)
    }

    @Test("A short pull shows the spinner in part and starts nothing")
    func shortPull() {
        let (stage, scrollView, refresh, counter) = stage()
        pull(stage, to: 140)
        #expect(scrollView.contentOffset.y < -20)
        stage.release(CGPoint(x: 200, y: 140))
        stage.advance(by: 1)
        #expect(!refresh.isRefreshing && counter.count == 0)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test("A long pull starts refreshing once, sends valueChanged, and keeps room for the spinner until it ends")
    func longPull() {
        let (stage, scrollView, refresh, counter) = stage()
        // 340 points of finger show (1 - 1 / (340 × 0.55 / 300 + 1)) × 300 = 115 past the top.
        pull(stage, to: 400)
        #expect(refresh.isRefreshing && counter.count == 1)
        stage.drag(CGPoint(x: 200, y: 420))
        #expect(counter.count == 1)
        stage.release(CGPoint(x: 200, y: 420))
        stage.advance(by: 1)
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(scrollView.contentOffset.y == -60)
        #expect(refresh.frame.minY == -60)
        refresh.endRefreshing()
        stage.advance(by: 1)
        #expect(!refresh.isRefreshing)
        #expect(scrollView.adjustedContentInset.top == 0 && scrollView.contentOffset.y == 0)
    }

    @Test("beginRefreshing from code refreshes without valueChanged and leaves scrolling to the caller")
    func beginFromCode() {
        let (_, scrollView, refresh, counter) = stage()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && counter.count == 0)
        #expect(scrollView.adjustedContentInset.top == 60 && scrollView.contentOffset.y == 0)
        refresh.beginRefreshing()
        refresh.endRefreshing()
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing && scrollView.adjustedContentInset.top == 0)
    }

    @Test("Removing the control closes its room")
    func removal() {
        let (_, scrollView, refresh, _) = stage()
        refresh.beginRefreshing()
        scrollView.refreshControl = nil
        #expect(refresh.superview == nil && scrollView.adjustedContentInset.top == 0)
    }
}
