internal import CCairo
internal import CPango
import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// P7: 1000 two-line labels. The first frame of a new tree (every label laid out, drawn and
/// composited) against raw Pango laying out and drawing the same strings; then a redraw in a
/// new colour (the labels' layouts kept) against raw Pango drawing its kept layouts again.
@MainActor
enum TextBenchmark {
    static let count = 1000
    nonisolated static let labelSize = CGSize(width: 150, height: 36)

    /// Where label `index` goes: spread over the 1920×1080 surface.
    nonisolated static func frame(of index: Int) -> CGRect {
        CGRect(
            origin: CGPoint(x: CGFloat((index * 137) % 1760), y: CGFloat((index * 89) % 1040)), size: labelSize)
    }

    static func text(_ index: Int, round: Int) -> String {
        "Label \(index) of round \(round): the quick brown fox jumps over the lazy dog"
    }

    /// A tree of labels with the texts of `round`, not yet laid out or drawn.
    static func makeTree(round: Int) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: LayerScene.size))
        root.backgroundColor = .white
        for index in 0..<count {
            let label = UILabel(frame: frame(of: index))
            (label.text, label.font, label.numberOfLines) = (text(index, round: round), .systemFont(ofSize: 14), 2)
            root.addSubview(label)
        }
        return root
    }

    static func run() -> [Comparison] {
        let target = SceneTarget()
        let raw = RawSurface(width: 1920, height: 1080)
        var trees = (0..<13).map { makeTree(round: $0) }
        var next = 0
        var rawRound = 100
        let first = compare("P7 text, first frame of 1000 new labels", goal: 1.3, rounds: 11, framework: {
            _ = LayerCompositor(rootLayer: trees[next].layer).renderFrame(in: target.context, surfaceBounds: target.bounds)
            next += 1
        }, baseline: {
            let layouts = RawText.layouts((0..<count).map { text($0, round: rawRound) })
            RawText.draw(layouts, in: raw.cairo, gray: 0)
            RawText.free(layouts)
            rawRound += 1
        })
        say(first.report())
        trees.removeAll()

        // Redraw: the same labels in another colour, their layouts kept, vs raw drawing kept layouts.
        let tree = makeTree(round: 0)
        let compositor = LayerCompositor(rootLayer: tree.layer)
        _ = compositor.renderFrame(in: target.context, surfaceBounds: target.bounds)
        let labels = tree.subviews.compactMap { $0 as? UILabel }
        let layouts = RawText.layouts((0..<count).map { text($0, round: 0) })
        defer { RawText.free(layouts) }
        var dark = false
        let shapedBefore = TextLayout.layoutsMadeOnThisThread
        let redraw = compare("P7 text, 1000 labels redrawn in a new colour", goal: 1.3, rounds: 15, framework: {
            dark.toggle()
            for label in labels { label.textColor = dark ? .darkGray : .black }
            _ = compositor.renderFrame(in: target.context, surfaceBounds: target.bounds)
        }, baseline: {
            RawText.draw(layouts, in: raw.cairo, gray: dark ? 0.33 : 0)
        })
        let reshaped = TextLayout.layoutsMadeOnThisThread - shapedBefore
        say(redraw.report())
        say("   layouts made while redrawing: \(reshaped) (goal 0) \(reshaped == 0 ? "PASS" : "FAIL")")
        guard reshaped > 0 else { return [first, redraw] }
        return [first, redraw, Comparison(name: "P7 text, redraw reshapes", goal: 0, framework: .seconds(reshaped), baseline: .seconds(1))]
    }
}

/// Raw Pango: the labels' strings laid out at 14 points in 150-point-wide boxes of two lines at
/// most, ellipsized at the end, and drawn at the labels' places over a white background, with the
/// font options the framework's text uses (greyscale antialiasing, no hinting, unhinted metrics,
/// 72 dpi): with the system's defaults (hinted glyphs and metrics) Cairo composites the glyphs
/// another way, and the two sides would not do the same work.
enum RawText {
    static func layouts(_ texts: [String]) -> [OpaquePointer] {
        let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        TextFontOptions.apply(to: context)
        let description = pango_font_description_from_string("sans-serif")!
        defer { pango_font_description_free(description) }
        pango_font_description_set_absolute_size(description, 14 * Double(CPango_scale()))
        return texts.map { text in
            let layout = pango_layout_new(context)!
            pango_layout_set_font_description(layout, description)
            pango_layout_set_width(layout, 150 * CPango_scale())
            pango_layout_set_height(layout, -2)
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_text(layout, text, -1)
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, &height)
            return layout
        }
    }

    static func draw(_ layouts: [OpaquePointer], in cr: OpaquePointer, gray: Double) {
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, gray, gray, gray)
        for (index, layout) in layouts.enumerated() {
            let frame = TextBenchmark.frame(of: index)
            cairo_move_to(cr, frame.minX, frame.minY)
            pango_cairo_show_layout(cr, layout)
        }
    }

    static func free(_ layouts: [OpaquePointer]) {
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }
}
