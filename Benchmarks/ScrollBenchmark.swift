internal import CCairo
internal import CPango
internal import CX11
import CoreGraphics
import Foundation
import Platform
import PlatformX11
import QuartzCore
import UIKitCore

/// P11: scrolling. A 1600×1000 window whose scroll view shows 20 000 points of text rows (455
/// labels of 44 points) is scrolled by 1 point and by 100 points a frame; each frame (render and
/// present) is weighed against a full repaint of the same window (render and present). Raw Cairo
/// and Xlib doing the same move and strip repaint (rows moved in the image, the strip's rows drawn
/// with Pango, XCopyArea and the strip put) are the anchor, reported beside. Then ten seconds of
/// scrolling 4 points a frame through the run loop, paced at 60 Hz, count the refreshes missed.
@MainActor
enum ScrollBenchmark {
    static let size = CGSize(width: 1600, height: 1000)
    static let rowHeight: CGFloat = 44
    static let rows = 455

    static func text(_ row: Int) -> String { "Row \(row): the quick brown fox jumps over the lazy dog" }

    static func run(platform: X11Platform, displayName: String) -> [Comparison] {
        let session = PlatformSession.install(platform)
        session.startRunLoopObserver()
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.backgroundColor = .white
        scrollView.contentSize = CGSize(width: size.width, height: rowHeight * CGFloat(rows))
        for row in 0..<rows {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(row) * rowHeight, width: size.width - 32, height: rowHeight))
            (label.text, label.font) = (text(row), .systemFont(ofSize: 17))
            scrollView.addSubview(label)
        }
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        RunLoop.main.run(until: Date().addingTimeInterval(0.3))
        guard let x11 = window.platformWindow as? X11Window, let compositor = window.compositor,
              let raw = RawScroller(displayName: displayName, x: 1920, size: size)
        else {
            say("P11 could not be set up")
            return []
        }
        defer { raw.close() }
        let surface = x11.surface
        let bounds = CGRect(origin: .zero, size: size)
        func frame() {
            let report = compositor.renderFrame(in: surface.context, surfaceBounds: bounds)
            x11.present(damage: report.damage, moves: report.moves.map { SurfaceMove(rect: $0.rect, offset: $0.offset) })
        }
        compositor.paintsBandsInParallel = false
        compositor.movesSurfacePixels = !x11.movesPixelsOnScreen
        let full = measure(rounds: 15) {
            compositor.setNeedsFullRepaint()
            frame()
        }
        var results: [Comparison] = []
        for (step, goal) in [(CGFloat(1), 0.05), (100, 0.15)] {
            scrollView.contentOffset.y = 0
            frame()
            raw.reset()
            let scrolled = measure(rounds: 31) {
                scrollView.contentOffset.y += step
                frame()
            }
            let rawFull = measure(rounds: 9) { raw.repaintAll() }
            let rawScrolled = measure(rounds: 31) { raw.scroll(by: Int(step)) }
            let copyAlone = measure(rounds: 31) { raw.copyAlone(by: Int(step)) }
            let comparison = Comparison(
                name: "P11 scrolling \(Int(step)) pt a frame vs a full repaint, presentation included", goal: goal,
                framework: scrolled, baseline: full, baselineName: "full repaint")
            say(comparison.report())
            say(String(format: "   raw Cairo and Xlib: move and strip %.3f ms, full repaint %.3f ms, ratio %.3f; framework against the raw move %.2f",
                       seconds(rawScrolled) * 1000, seconds(rawFull) * 1000, seconds(rawScrolled) / seconds(rawFull),
                       seconds(scrolled) / seconds(rawScrolled)))
            // The least any scroll costs here: the server copying the window's pixels.
            say(String(format: "   the server's copy alone (XCopyArea and XSync): %.3f ms, %.3f of the framework's full repaint",
                       seconds(copyAlone) * 1000, seconds(copyAlone) / seconds(full)))
            results.append(comparison)
        }
        results.append(hitches(window: window, scrollView: scrollView, x11: x11))
        window.isHidden = true
        session.updateScreens()
        return results
    }

    /// Ten seconds of scrolling 4 points each refresh from a display link, through the main run
    /// loop as an app scrolls; a refresh with no new frame on the screen is a hitch.
    private static func hitches(window: UIWindow, scrollView: UIScrollView, x11: X11Window) -> Comparison {
        scrollView.contentOffset.y = 0
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        var ticks = 0
        var missed = 0
        var lastPresents = x11.presentCount
        var lastTick: CFTimeInterval?
        let link = CADisplayLink { link in
            if let lastTick {
                // A tick that came late skipped refreshes; a present count that did not move
                // since the last tick left a refresh without a frame.
                missed += max(Int(((link.timestamp - lastTick) * 60).rounded()) - 1, 0)
                if x11.presentCount == lastPresents { missed += 1 }
            }
            lastTick = link.timestamp
            lastPresents = x11.presentCount
            ticks += 1
            scrollView.contentOffset.y += 4
        }
        link.add(to: .main, forMode: .common)
        RunLoop.main.run(until: Date().addingTimeInterval(10))
        link.invalidate()
        let comparison = Comparison(
            name: "P11 scrolling at 60 Hz for 10 s (\(ticks) refreshes): refreshes without a new frame", goal: 0,
            framework: .seconds(missed), baseline: .seconds(1), baselineName: "one")
        say(comparison.report())
        return comparison
    }
}

/// The raw anchor: an Xlib window over a MIT-SHM image with the same rows drawn by Pango, scrolled
/// by moving the image's rows, drawing the strip that came in, copying on the server and putting
/// the strip.
@MainActor
private final class RawScroller {
    private let presenter: RawSharedMemoryPresenter
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    private let layouts: [OpaquePointer]
    private let width: Int
    private let height: Int
    private var offset = 0

    init?(displayName: String, x: Int, size: CGSize) {
        guard let presenter = RawSharedMemoryPresenter(displayName: displayName, x: x, width: Int(size.width), height: Int(size.height)) else { return nil }
        self.presenter = presenter
        (width, height) = (Int(size.width), Int(size.height))
        surface = presenter.makeCairoSurface()
        cairo = cairo_create(surface)!
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = pango_font_description_from_string("sans-serif")!
        defer { pango_font_description_free(description) }
        pango_font_description_set_absolute_size(description, 17 * Double(CPango_scale()))
        layouts = (0..<ScrollBenchmark.rows).map { row in
            let layout = pango_layout_new(context)!
            pango_layout_set_font_description(layout, description)
            pango_layout_set_text(layout, ScrollBenchmark.text(row), -1)
            return layout
        }
    }

    func reset() {
        offset = 0
        repaintAll()
    }

    /// Draws the rows in `band` (window pixels) at the current offset, over white.
    private func draw(band: (y: Int, height: Int)) {
        cairo_save(cairo)
        cairo_rectangle(cairo, 0, Double(band.y), Double(width), Double(band.height))
        cairo_clip(cairo)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        cairo_set_source_rgb(cairo, 0, 0, 0)
        let rowHeight = Int(ScrollBenchmark.rowHeight)
        let first = max((offset + band.y) / rowHeight, 0)
        let last = min((offset + band.y + band.height) / rowHeight, layouts.count - 1)
        if first <= last {
            for row in first...last {
                cairo_move_to(cairo, 16, Double(row * rowHeight - offset + 10))
                pango_cairo_show_layout(cairo, layouts[row])
            }
        }
        cairo_restore(cairo)
        cairo_surface_flush(surface)
    }

    func repaintAll() {
        draw(band: (0, height))
        presenter.presentShared(rects: [(0, 0, width, height)])
    }

    /// Scrolls down by `step` pixels: the image's rows move up, the strip below is drawn, the
    /// server copies its window's pixels and the strip is put.
    func scroll(by step: Int) {
        offset += step
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        memmove(data, data + step * stride, (height - step) * stride)
        cairo_surface_mark_dirty(surface)
        draw(band: (height - step, step))
        presenter.copyArea(x: 0, y: step, width: width, height: height - step, toX: 0, toY: 0)
        presenter.presentShared(rects: [(0, height - step, width, step)])
    }

    /// Only the server's copy of a scroll by `step` pixels, waited for.
    func copyAlone(by step: Int) {
        presenter.copyAreaAndWait(x: 0, y: step, width: width, height: height - step, toX: 0, toY: 0)
    }

    func close() {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        presenter.close()
    }
}
