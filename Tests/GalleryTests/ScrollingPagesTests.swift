import CasementTestSupport
import CoreGraphics
import Foundation
import GalleryPages
import PlatformHeadless
import Testing
import UIKitCore
import UIKitTesting

/// A Gallery scrolling page shown in a window of an in-memory app, driven through UIKitTesting.
@MainActor
private struct PageStage {
    let app: TestApp
    let window: UIWindow

    init(_ page: UIView) throws {
        app = try TestApp()
        window = UIWindow(frame: CGRect(origin: .zero, size: ScrollingPages.size))
        window.addSubview(page)
        window.makeKeyAndVisible()
        try app.waitForIdle()
    }

    func scrollView(_ identifier: String) -> UIScrollView? {
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            if view.accessibilityIdentifier == identifier, let scrollView = view as? UIScrollView { return scrollView }
            stack += view.subviews
        }
        return nil
    }

    func render() -> CGImage {
        UIGraphicsImageRenderer(bounds: window.bounds).image { window.layer.render(in: $0.cgContext) }.cgImage!
    }
}

@Suite("Gallery scrolling pages")
@MainActor
struct ScrollingPagesTests {
    init() { PinnedFonts.install() }

    @Test("the list scrolls with a fling and Page Down, and matches its golden image part-way down")
    func list() throws {
        let stage = try PageStage(ScrollingPages.makeListPage())
        let list = try #require(stage.scrollView("list"))
        stage.app.otherElements["list"].fling(velocity: CGVector(dx: 0, dy: -1200))
        let flung = list.contentOffset.y
        #expect(flung > 300)
        stage.app.otherElements["list"].pressPageKey()
        #expect(list.contentOffset.y > flung + 400)
        list.setContentOffset(CGPoint(x: 0, y: 280), animated: false)
        try stage.app.waitForIdle()
        GoldenImage.expectMatch(stage.render(), named: "scrolling-page", tolerance: 2, maximumFraction: 0.001)
    }

    @Test("pulling the list down past the top starts a refresh")
    func pullToRefresh() throws {
        let stage = try PageStage(ScrollingPages.makeListPage())
        let list = try #require(stage.scrollView("list"))
        stage.app.otherElements["list"].drag(byX: 0, y: 420)
        #expect(list.refreshControl?.isRefreshing == true)
    }

    @Test("a flick on the pager turns one page and the dots follow; the page matches its golden image")
    func paging() throws {
        let stage = try PageStage(ScrollingPages.makePagingPage())
        let pager = try #require(stage.scrollView("pager"))
        stage.app.otherElements["pager"].fling(velocity: CGVector(dx: -1500, dy: 0))
        #expect(pager.contentOffset.x == pager.bounds.width)
        GoldenImage.expectMatch(stage.render(), named: "paging-page", tolerance: 2, maximumFraction: 0.001)
    }

    @Test("the photo starts fitted, zooms up to four times, and matches its golden image zoomed")
    func zooming() throws {
        let stage = try PageStage(ScrollingPages.makeZoomPage())
        let zoomer = try #require(stage.scrollView("zoomer"))
        let fit = zoomer.zoomScale
        #expect(zoomer.minimumZoomScale == fit && zoomer.maximumZoomScale == fit * 4)
        stage.app.otherElements["zoomer"].pinch(withScale: 2, velocity: 4)
        #expect(abs(zoomer.zoomScale - fit * 2) < 0.05, "fit \(fit) zoom \(zoomer.zoomScale)")
        GoldenImage.expectMatch(stage.render(), named: "zooming-page", tolerance: 2, maximumFraction: 0.001)
    }

    @Test("the materials blur the pictures scrolling beneath them, and match their golden image part-way down")
    func materials() throws {
        let stage = try PageStage(ScrollingPages.makeMaterialsPage())
        let backdrop = try #require(stage.scrollView("materials"))
        backdrop.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        try stage.app.waitForIdle()
        let window = try #require(stage.window.platformWindow as? HeadlessWindow)
        let damage = try #require(window.presentedDamage.last)
        // The cards and the bar over the scrolled pictures were painted again with them.
        #expect(damage.contains { $0.contains(CGRect(x: 48, y: 130, width: 160, height: 120)) }, "\(damage)")
        GoldenImage.expectMatch(stage.render(), named: "materials-page", tolerance: 2, maximumFraction: 0.001)
    }
}
