import CasementTestSupport
import Foundation
import Testing
import UIKit

@MainActor
@Suite("UIPageControl")
struct UIPageControlTests {
    @MainActor
    final class Log {
        var pages: [Int] = []
    }

    /// A control of five pages, 200 points wide at (100, 100), on page 2; its dots run from
    /// x 171.5 to 228.5 (centres 16 points apart, page 2 at 200).
    private func stageWithControl(pages: Int = 5) -> (TouchStage, UIPageControl, Log) {
        let stage = TouchStage()
        stage.root.backgroundColor = .white
        let control = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 26))
        control.numberOfPages = pages
        control.currentPage = 2
        stage.root.addSubview(control)
        let log = Log()
        control.addAction(UIAction { _ in log.pages.append(control.currentPage) }, for: .valueChanged)
        stage.app.runTurn()
        return (stage, control, log)
    }

    @Test("A control starts with no pages on page 0, keeps the page within the pages and the count at or above 0")
    func pages() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        control.numberOfPages = 3
        control.currentPage = 9
        #expect(control.currentPage == 2)
        control.currentPage = -4
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0)
        #expect(UIPageControl.BackgroundStyle.minimal.rawValue == 2)
        #expect(UIPageControl.InteractionState.continuous.rawValue == 2)
    }

    @Test("Its size is 7-point dots 9 points apart with 12 points at each end, 26 points high")
    func size() {
        let control = UIPageControl()
        #expect(control.size(forNumberOfPages: 3) == CGSize(width: 3 * 7 + 2 * 9 + 24, height: 26))
        control.numberOfPages = 4
        #expect(control.intrinsicContentSize == control.size(forNumberOfPages: 4))
        #expect(control.size(forNumberOfPages: 0).width == 0)
    }

    @Test("A tap after the current dot goes a page forward, before it a page back, sending each change")
    func taps() {
        let (stage, control, log) = stageWithControl()
        stage.tap(CGPoint(x: 280, y: 113))
        #expect(control.currentPage == 3)
        stage.advance(by: 1)
        stage.tap(CGPoint(x: 110, y: 113))
        stage.advance(by: 1)
        stage.tap(CGPoint(x: 110, y: 113))
        #expect(control.currentPage == 1)
        #expect(log.pages == [3, 2, 1])
    }

    @Test("A tap past the last page does nothing")
    func lastPage() {
        let (stage, control, log) = stageWithControl()
        control.currentPage = 4
        stage.tap(CGPoint(x: 295, y: 113))
        #expect(control.currentPage == 4)
        #expect(log.pages.isEmpty)
    }

    @Test("A press dragged along the dots scrubs to the dot under it, unless continuous interaction is off")
    func scrubbing() {
        let (stage, control, log) = stageWithControl()
        stage.press(CGPoint(x: 200, y: 113))
        stage.drag(CGPoint(x: 184, y: 113))
        #expect(control.interactionState == .continuous)
        stage.drag(CGPoint(x: 172, y: 113))
        stage.release(CGPoint(x: 172, y: 113))
        #expect(control.currentPage == 0)
        #expect(log.pages == [1, 0])
        #expect(control.interactionState == .none)
        control.allowsContinuousInteraction = false
        stage.advance(by: 1)
        stage.press(CGPoint(x: 172, y: 113))
        stage.drag(CGPoint(x: 228, y: 113))
        stage.release(CGPoint(x: 228, y: 113))
        #expect(control.currentPage == 1)
    }

    @Test("A single page is hidden when asked; no pages show nothing and take no taps")
    func singlePage() {
        let (stage, control, log) = stageWithControl(pages: 1)
        control.hidesForSinglePage = true
        control.numberOfPages = 0
        stage.tap(CGPoint(x: 280, y: 113))
        #expect(log.pages.isEmpty)
    }

    @Test("Ten thousand pages show a window of dots around the current one, and scrubbing moves through them")
    func manyPages() {
        let (stage, control, log) = stageWithControl(pages: 10_000)
        control.currentPage = 5_000
        stage.app.runTurn()
        stage.press(CGPoint(x: 200, y: 113))
        stage.drag(CGPoint(x: 290, y: 113))
        stage.drag(CGPoint(x: 295, y: 113))
        stage.release(CGPoint(x: 295, y: 113))
        #expect(control.currentPage > 5_000)
        #expect(!log.pages.isEmpty)
    }

    @Test("Images for dots: the preferred one, one per page, and the current page's")
    func images() {
        let star = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
        let heart = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9)).image { _ in }
        let control = UIPageControl()
        control.preferredIndicatorImage = star
        control.setIndicatorImage(heart, forPage: 1)
        #expect(control.indicatorImage(forPage: 0) === star)
        #expect(control.indicatorImage(forPage: 1) === heart)
        control.setIndicatorImage(nil, forPage: 1)
        #expect(control.indicatorImage(forPage: 1) === star)
        control.preferredCurrentPageIndicatorImage = heart
        #expect(control.currentPageIndicatorImage(forPage: 3) === heart)
    }

    @Test("Accessibility reads 'Page 3 of 5' and adjusts the page")
    func accessibility() {
        let control = UIPageControl()
        control.numberOfPages = 5
        control.currentPage = 2
        #expect(control.accessibilityTraits == .adjustable)
        #expect(control.accessibilityValue == "Page 3 of 5")
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.accessibilityIncrement()
        control.currentPage = 0
        control.accessibilityDecrement()
        #expect(control.currentPage == 0)
        #expect(changes == 1)
    }

    @Test("Default, tinted, prominent and crowded page controls render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let plain = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
        plain.numberOfPages = 5
        plain.currentPage = 1
        let tinted = UIPageControl(frame: CGRect(x: 0, y: 30, width: 200, height: 26))
        tinted.numberOfPages = 4
        tinted.currentPage = 3
        tinted.pageIndicatorTintColor = .systemGray4
        tinted.currentPageIndicatorTintColor = .systemBlue
        let prominent = UIPageControl(frame: CGRect(x: 0, y: 60, width: 200, height: 26))
        prominent.numberOfPages = 3
        prominent.backgroundStyle = .prominent
        let crowded = UIPageControl(frame: CGRect(x: 0, y: 90, width: 200, height: 26))
        crowded.numberOfPages = 40
        crowded.currentPage = 20
        for control in [plain, tinted, prominent, crowded] { window.addSubview(control) }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "pagecontrols" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
