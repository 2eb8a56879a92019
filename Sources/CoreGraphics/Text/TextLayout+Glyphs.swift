@_implementationOnly import CCairo
@_implementationOnly import CPango
import Foundation

/// A layout's glyphs as Cairo draws them: each run's scaled font and its glyphs placed relative
/// to the layout's top-left corner, in one contiguous array.
///
/// Pango's renderer walks the layout's lines, runs and attributes on every draw to arrive at the
/// same `cairo_show_glyphs` calls; text that is only glyphs (no colours of its own, decorations,
/// backgrounds or boxes for missing glyphs) is drawn from these instead, to the same pixels.
final class GlyphRuns {
    /// The scaled font of each run and how many of ``glyphs`` it draws, in order.
    private(set) var runs: [(font: OpaquePointer, count: Int32)] = []
    private(set) var glyphs: [cairo_glyph_t] = []

    /// The runs of `layout`, or `nil` when a run needs Pango's renderer: a glyph Pango draws as a
    /// box with its code point, or a run shifted off its line's baseline.
    init?(of layout: OpaquePointer) {
        guard let iterator = pango_layout_get_iter(layout) else { return nil }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(CPango_scale())
        // Referenced once every run is known to do: a run that needs Pango leaves nothing held.
        var fonts: [(font: OpaquePointer, count: Int32)] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            guard run.pointee.y_offset == 0, run.pointee.start_x_offset == 0, run.pointee.end_x_offset == 0,
                let font = run.pointee.item.pointee.analysis.font,
                let scaledFont = pango_cairo_font_get_scaled_font(OpaquePointer(font))
            else { return nil }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iterator)
            // Where Pango's renderer puts the run: its x and its line's baseline, each glyph
            // at the advance of those before it plus its own offset.
            let runX = Double(logical.x) / scale, baseY = Double(baseline) / scale
            let string = run.pointee.glyphs.pointee
            // In 64 bits: the advances of a huge text would overflow Pango's 32-bit units.
            var advance = 0
            var count: Int32 = 0
            for index in 0..<Int(string.num_glyphs) {
                let info = string.glyphs[index]
                defer { advance += Int(info.geometry.width) }
                if info.glyph == PANGO_GLYPH_EMPTY { continue }
                if info.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 { return nil }
                let x = runX + Double(advance + Int(info.geometry.x_offset)) / scale
                let y = info.geometry.y_offset == 0 ? baseY : baseY + Double(info.geometry.y_offset) / scale
                glyphs.append(cairo_glyph_t(index: UInt(info.glyph), x: x, y: y))
                count += 1
            }
            if count > 0 { fonts.append((scaledFont, count)) }
        } while pango_layout_iter_next_run(iterator) != 0
        // The fonts belong to the layout's items; the references keep their scaled fonts alive as
        // long as these runs, whatever Pango's font cache does.
        runs = fonts.map { (cairo_scaled_font_reference($0.font), $0.count) }
    }

    deinit {
        for run in runs { cairo_scaled_font_destroy(run.font) }
    }

    /// Draws the glyphs with the current source, their layout's top-left corner at `origin` in
    /// the current user space.
    func show(in cairo: OpaquePointer, at origin: CGPoint) {
        // Placed by adding the origin, as Pango's renderer places them (a translation of the
        // context would put it in an error state for an origin it cannot invert).
        withUnsafeTemporaryAllocation(of: cairo_glyph_t.self, capacity: glyphs.count) { placed in
            guard var next = placed.baseAddress else { return }
            for (index, glyph) in glyphs.enumerated() {
                placed[index] = cairo_glyph_t(index: glyph.index, x: origin.x + glyph.x, y: origin.y + glyph.y)
            }
            for run in runs {
                cairo_set_scaled_font(cairo, run.font)
                cairo_show_glyphs(cairo, next, run.count)
                next += Int(run.count)
            }
        }
    }
}

extension TextLayout {
    /// The layout's glyphs for drawing without Pango's renderer into `cairo`, made on first
    /// use; `nil` when the text needs the renderer, or the destination keeps text as text
    /// (PDF), where Pango passes the characters along with the glyphs. Cairo's recordings keep
    /// them too, but the framework's are replayed only into pixels (a band of a frame, a view's
    /// backing store).
    func glyphRuns(for cairo: OpaquePointer) -> GlyphRuns? {
        guard drawsGlyphsOnly else { return nil }
        let target = cairo_get_target(cairo)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_RECORDING || cairo_surface_has_show_text_glyphs(target) == 0 else { return nil }
        if !glyphRunsMade {
            glyphRunsMade = true
            madeGlyphRuns = GlyphRuns(of: layout)
        }
        return madeGlyphRuns
    }

    /// Whether a draw has made glyph runs for the text, so its draws into pixels use them rather
    /// than Pango's renderer.
    package var drewFromGlyphRuns: Bool { madeGlyphRuns != nil }
}
