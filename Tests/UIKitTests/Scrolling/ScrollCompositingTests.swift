import CasementTestSupport
import Foundation
import Platform
import PlatformHeadless
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("Scrolling moves drawn pixels")
struct ScrollCompositingTests {
    /// A shown window with a 300×200 scroll view at (20, 30) over 40 striped, labelled rows.
    private func stage(background: UIColor? = .white) -> (TestApplication, UIWindow, UIScrollView, HeadlessWindow) {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 260))
        window.backgroundColor = .systemGray6
        let scrollView = UIScrollView(frame: CGRect(x: 20, y: 30, width: 300, height: 200))
        scrollView.backgroundColor = background
        scrollView.contentSize = CGSize(width: 600, height: 40 * 30)
        for row in 0..<40 {
            let label = UILabel(frame: CGRect(x: 0, y: CGFloat(row) * 30, width: 600, height: 30))
            label.text = "Row \(row)"
            label.backgroundColor = row.isMultiple(of: 2) ? .systemTeal : .systemYellow
            scrollView.addSubview(label)
        }
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        app.runTurn()
        return (app, window, scrollView, app.platformWindow(of: window)!)
    }

    /// What the screen shows now, and what a full repaint of the same tree shows; the repaint
    /// is also checked against the tree drawn from scratch, which no record of earlier frames
    /// can mislead.
    private func screenAndRepaint(_ app: TestApplication, _ window: UIWindow, _ platform: HeadlessWindow) -> (RGBAPixels, RGBAPixels) {
        let shown = RGBAPixels(platform.presentedImage()!)
        window.compositor?.setNeedsFullRepaint()
        app.runTurn()
        let repainted = RGBAPixels(platform.presentedImage()!)
        #expect(repainted == fresh(window))
        return (shown, repainted)
    }

    /// `window` drawn from scratch at its screen's scale.
    private func fresh(_ window: UIWindow) -> RGBAPixels {
        let scale = window.screen.scale
        return Canvas.render(width: Int(window.bounds.width * scale), height: Int(window.bounds.height * scale)) {
            let context = UIGraphicsGetCurrentContext()!
            context.scaleBy(x: scale, y: scale)
            window.layer.render(in: context)
        }
    }

    @Test("Rows nested in containers are drawn into the strips of later scrolls, not left out by stale places")
    func nestedRows() {
        let (app, window, scrollView, platform) = stage()
        for view in scrollView.subviews { view.removeFromSuperview() }
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        for row in 0..<40 {
            // Small enough (30 by 30) never to be kept as a cached bitmap: drawn layer by layer.
            for column in 0..<3 {
                let container = UIView(frame: CGRect(x: CGFloat(column) * 40, y: CGFloat(row) * 30, width: 30, height: 30))
                let swatch = UIView(frame: CGRect(x: 4, y: 4, width: 22, height: 22))
                swatch.backgroundColor = (row + column).isMultiple(of: 2) ? .systemRed : .systemBlue
                container.addSubview(swatch)
                scrollView.addSubview(container)
            }
        }
        app.runTurn()
        for offset in [12, 40, 41, 90, 150, 149, 300] as [CGFloat] {
            scrollView.contentOffset.y = offset
            app.runTurn()
        }
        // Drawn from scratch, with no record of earlier frames to cull by.
        #expect(RGBAPixels(platform.presentedImage()!) == fresh(window))
    }

    @Test("Rows kept as cached bitmaps (rounded, shadowed, labelled) stay right through long scrolls")
    func cachedRows() {
        let (app, window, scrollView, platform) = stage()
        for view in scrollView.subviews { view.removeFromSuperview() }
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentSize = CGSize(width: 300, height: 200 * 20)
        for row in 0..<200 {
            let container = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 20, width: 300, height: 20))
            let badge = UIView(frame: CGRect(x: 6, y: 3, width: 14, height: 14))
            badge.backgroundColor = row.isMultiple(of: 2) ? .systemOrange : .systemIndigo
            badge.layer.cornerRadius = 4
            badge.layer.shadowOpacity = 0.4
            badge.layer.shadowRadius = 2
            let label = UILabel(frame: CGRect(x: 28, y: 0, width: 260, height: 20))
            label.text = "Row \(row)"
            container.addSubview(badge)
            container.addSubview(label)
            scrollView.addSubview(container)
        }
        app.runTurn()
        // Far enough at once for more rows to come into view than the cache takes in a frame.
        for offset in [5, 10, 15, 1200, 1210, 1215, 60, 3000, 2990] as [CGFloat] {
            scrollView.contentOffset.y = offset
            app.runTurn()
            app.runTurn()
        }
        #expect(RGBAPixels(platform.presentedImage()!) == fresh(window))
    }

    @Test("Rows removed, added, hidden and recoloured between scrolls leave the screen as a drawing from scratch")
    func editsBetweenScrolls() {
        let (app, window, scrollView, platform) = stage()
        for view in scrollView.subviews { view.removeFromSuperview() }
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        func row(_ index: Int) -> UIView {
            let container = UIView(frame: CGRect(x: 10, y: CGFloat(index) * 30, width: 30, height: 30))
            let swatch = UIView(frame: CGRect(x: 4, y: 4, width: 22, height: 22))
            swatch.backgroundColor = index.isMultiple(of: 2) ? .systemRed : .systemBlue
            container.addSubview(swatch)
            return container
        }
        let rows = (0..<40).map(row)
        for view in rows { scrollView.addSubview(view) }
        app.runTurn()
        let steps: [(String, () -> Void)] = [
            ("scroll 20", { scrollView.contentOffset.y = 20 }),
            ("remove row 3", { rows[3].removeFromSuperview() }),
            ("scroll 45", { scrollView.contentOffset.y = 45 }),
            ("hide row 5's swatch", { rows[5].subviews[0].isHidden = true }),
            ("scroll 100", { scrollView.contentOffset.y = 100 }),
            ("add a row at 4", { scrollView.addSubview(row(4)) }),
            ("recolour row 6", { rows[6].subviews[0].backgroundColor = .systemGreen }),
            ("scroll 30", { scrollView.contentOffset.y = 30 }),
            ("move row 7 sideways", { rows[7].frame.origin.x = 120 }),
            ("scroll 0", { scrollView.contentOffset.y = 0 }),
        ]
        for (name, step) in steps {
            step()
            app.runTurn()
            #expect(RGBAPixels(platform.presentedImage()!) == fresh(window), "after \(name)")
        }
    }

    @Test("Zooming and scrolling in turn leave the screen as a drawing from scratch")
    func zoomAndScroll() {
        final class Zooming: NSObject, UIScrollViewDelegate {
            let view: UIView
            init(_ view: UIView) { self.view = view }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let (app, window, scrollView, platform) = stage()
        for view in scrollView.subviews { view.removeFromSuperview() }
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        let picture = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        for index in 0..<20 {
            let tile = UIView(frame: CGRect(x: CGFloat(index % 4) * 70 + 5, y: CGFloat(index / 4) * 80 + 5, width: 60, height: 70))
            let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            dot.backgroundColor = index.isMultiple(of: 2) ? .systemPink : .systemTeal
            tile.addSubview(dot)
            picture.addSubview(tile)
        }
        scrollView.addSubview(picture)
        scrollView.contentSize = picture.bounds.size
        let zooming = Zooming(picture)
        scrollView.delegate = zooming
        scrollView.maximumZoomScale = 3
        app.runTurn()
        let steps: [(String, () -> Void)] = [
            ("scroll 30", { scrollView.contentOffset.y = 30 }),
            ("zoom 2", { scrollView.zoomScale = 2 }),
            ("scroll 150, 90", { scrollView.contentOffset = CGPoint(x: 150, y: 90) }),
            ("scroll 151, 200", { scrollView.contentOffset = CGPoint(x: 151, y: 200) }),
            ("zoom 1.5", { scrollView.zoomScale = 1.5 }),
            ("scroll 10, 10", { scrollView.contentOffset = CGPoint(x: 10, y: 10) }),
        ]
        for (name, step) in steps {
            step()
            app.runTurn()
            #expect(RGBAPixels(platform.presentedImage()!) == fresh(window), "after \(name)")
        }
        withExtendedLifetime(zooming) {}
    }

    @Test("Content animating inside a scroll view keeps animating on the screen while it scrolls")
    func animationWhileScrolling() {
        let (app, window, scrollView, platform) = stage()
        scrollView.showsVerticalScrollIndicator = false
        let swatch = UIView(frame: CGRect(x: 10, y: 100, width: 40, height: 40))
        swatch.backgroundColor = .systemRed
        scrollView.addSubview(swatch)
        app.runTurn()
        UIView.animate(withDuration: 0.2) { swatch.backgroundColor = .systemBlue }
        var colours: [[UInt8]] = []
        for step in 1...8 {
            scrollView.contentOffset.y = CGFloat(step * 5)
            app.clock.advance(by: 1.0 / 60)
            app.runTurn()
            // The swatch's middle on the screen: the scroll view's origin plus its place, less the offset.
            colours.append(RGBAPixels(platform.presentedImage()!)[50, 150 - step * 5])
        }
        // Each frame shows the colour further along.
        #expect(Set(colours).count == colours.count)
        app.clock.advance(by: 0.2)
        app.runTurn()
        // Finished: the screen shows the final colour, as a drawing of the model does.
        #expect(RGBAPixels(platform.presentedImage()!) == fresh(window))
    }

    @Test("A sideways scroll view inside a scrolled list, scrolled in turn with it, matches a drawing from scratch")
    func nestedScrollViews() {
        let (app, window, scrollView, platform) = stage()
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        let inner = UIScrollView(frame: CGRect(x: 0, y: 200, width: 300, height: 60))
        inner.backgroundColor = .white
        inner.showsHorizontalScrollIndicator = false
        inner.contentSize = CGSize(width: 1200, height: 60)
        for column in 0..<40 {
            // Small tiles, drawn layer by layer rather than from cached bitmaps.
            let tile = UIView(frame: CGRect(x: CGFloat(column) * 30, y: 15, width: 28, height: 30))
            let dot = UIView(frame: CGRect(x: 4, y: 4, width: 20, height: 20))
            dot.backgroundColor = column.isMultiple(of: 3) ? .systemGreen : .systemPurple
            tile.addSubview(dot)
            inner.addSubview(tile)
        }
        scrollView.addSubview(inner)
        app.runTurn()
        for (outer, sideways) in [(10, 0), (10, 45), (70, 45), (70, 200), (150, 200), (150, 230), (20, 230)] as [(CGFloat, CGFloat)] {
            scrollView.contentOffset.y = outer
            inner.contentOffset.x = sideways
            app.runTurn()
        }
        #expect(RGBAPixels(platform.presentedImage()!) == fresh(window))
    }

    @Test("Scrolling an opaque scroll view moves what was drawn and paints only the strip that came into view")
    func movesAndPaintsStrip() {
        let (app, window, scrollView, platform) = stage()
        scrollView.contentOffset.y = 12
        app.runTurn()
        #expect(platform.presentedMoves.last == [SurfaceMove(rect: CGRect(x: 20, y: 30, width: 300, height: 200), offset: CGPoint(x: 0, y: -12))])
        #expect(platform.presentedDamage.last == [CGRect(x: 20, y: 218, width: 300, height: 12)])
        let (shown, repainted) = screenAndRepaint(app, window, platform)
        #expect(shown == repainted)
    }

    @Test("Where the screen was lost after a scroll (an exposure), the window paints it again rather than show stale pixels")
    func exposureAfterScroll() {
        let (app, window, scrollView, platform) = stage()
        scrollView.contentOffset.y = 40
        app.runTurn()
        app.platform.inject(.exposed(window: platform.id, rect: CGRect(x: 0, y: 0, width: 360, height: 260)))
        app.runTurn()
        let shown = RGBAPixels(platform.presentedImage()!)
        let (_, repainted) = screenAndRepaint(app, window, platform)
        #expect(shown == repainted)
    }

    @Test("A diagonal scroll paints the two strips it uncovers, and the screen matches a full repaint")
    func diagonal() {
        let (app, window, scrollView, platform) = stage()
        scrollView.contentOffset = CGPoint(x: 7, y: 25)
        app.runTurn()
        #expect(platform.presentedMoves.last?.first?.offset == CGPoint(x: -7, y: -25))
        let painted: [CGRect] = platform.presentedDamage.last ?? []
        let area: CGFloat = painted.reduce(0) { $0 + $1.width * $1.height }
        #expect(abs(area - (300 * 25 + 7 * 175)) < 0.01)
        let (shown, repainted) = screenAndRepaint(app, window, platform)
        #expect(shown == repainted)
    }

    @Test("Scrolling back and forth, with rows recycled in layout, keeps the screen equal to a full repaint")
    func manyScrolls() {
        let (app, window, scrollView, platform) = stage()
        for offset in [30, 95, 60, 61, 400, 380, 0] as [CGFloat] {
            scrollView.contentOffset.y = offset
            if offset == 60, let row = scrollView.subviews.first(where: { ($0 as? UILabel)?.text == "Row 3" }) {
                row.removeFromSuperview()
                let replacement = UILabel(frame: row.frame)
                replacement.text = "New row"
                replacement.backgroundColor = .systemPink
                scrollView.addSubview(replacement)
            }
            app.runTurn()
        }
        let (shown, repainted) = screenAndRepaint(app, window, platform)
        #expect(shown == repainted)
    }

    @Test("A view in front of the scroll view is painted again where the move carried it")
    func viewInFront() {
        let (app, window, scrollView, platform) = stage()
        let badge = UIView(frame: CGRect(x: 250, y: 100, width: 40, height: 40))
        badge.backgroundColor = .systemRed
        window.addSubview(badge)
        app.runTurn()
        scrollView.contentOffset.y = 20
        app.runTurn()
        #expect(platform.presentedMoves.last?.isEmpty == false)
        let (shown, repainted) = screenAndRepaint(app, window, platform)
        #expect(shown == repainted)
    }

    @Test("A scroll view that lets what is behind it show through is repainted instead", arguments: [UIColor?.none, UIColor.white.withAlphaComponent(0.5)])
    func seeThrough(background: UIColor?) {
        let (app, window, scrollView, platform) = stage(background: background)
        scrollView.contentOffset.y = 15
        app.runTurn()
        #expect(platform.presentedMoves.last?.isEmpty ?? true)
        let (shown, repainted) = screenAndRepaint(app, window, platform)
        #expect(shown == repainted)
    }

    @Test("On a screen of two pixels a point, the move is in whole device pixels")
    func hiDPI() {
        let app = TestApplication(screens: [TestScreens.screen("HiDPI", width: 1600, height: 1200, ppi: 192, primary: true)])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: 200, height: 1000)
        for row in 0..<20 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 50, width: 200, height: 25))
            stripe.backgroundColor = .systemBlue
            scrollView.addSubview(stripe)
        }
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        app.runTurn()
        scrollView.contentOffset.y = 10.5
        app.runTurn()
        let platform = app.platformWindow(of: window)!
        #expect(platform.presentedMoves.last?.first?.offset == CGPoint(x: 0, y: -21))
        let (shown, repainted) = screenAndRepaint(app, window, platform)
        #expect(shown == repainted)
    }
}
