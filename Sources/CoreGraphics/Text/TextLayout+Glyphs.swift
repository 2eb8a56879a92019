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

/// A run of a laid-out line: glyphs of one font, placed from the line's origin, with the part of
/// the text (in UTF-16 units) each comes from.
package struct LaidOutRun: Sendable {
    /// The run's part of the text, in UTF-16 units.
    package var stringRange: Range<Int>
    /// The glyphs, in display order.
    package var glyphs: [CGGlyph]
    /// Each glyph's origin from the line's origin on its baseline, y up.
    package var positions: [CGPoint]
    /// Each glyph's advance.
    package var advances: [CGFloat]
    /// Where in the text (UTF-16 units) each glyph's character begins.
    package var stringIndices: [Int]
    /// The face's family and the size in points.
    package var fontFamily: String
    package var fontSize: CGFloat
    /// How far the run's font reaches above and below the baseline.
    package var ascent: CGFloat
    package var descent: CGFloat
}

extension TextLayout {
    /// UTF-16 offsets of each UTF-8 offset of the laid-out text (one past the end included).
    private var utf16Offsets: [Int] {
        let text = String(cString: pango_layout_get_text(layout))
        var offsets = [Int]()
        offsets.reserveCapacity(text.utf8.count + 1)
        var units = 0
        for scalar in text.unicodeScalars {
            for _ in 0..<UTF8.width(scalar) { offsets.append(units) }
            units += UTF16.width(scalar)
        }
        offsets.append(units)
        return offsets
    }

    /// The runs of the layout's first line, in display order.
    package var firstLineRuns: [LaidOutRun] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        let scale = CGFloat(CPango_scale())
        let offsets = utf16Offsets
        func utf16(_ byte: Int) -> Int { offsets[min(max(byte, 0), offsets.count - 1)] }
        var line = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &line)
        var runs: [LaidOutRun] = []
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let item = run.pointee.item.pointee
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let string = run.pointee.glyphs.pointee
            var laid = LaidOutRun(
                stringRange: utf16(Int(item.offset))..<utf16(Int(item.offset + item.length)), glyphs: [], positions: [], advances: [],
                stringIndices: [], fontFamily: "", fontSize: 0, ascent: 0, descent: 0)
            var x = CGFloat(logical.x - line.x) / scale
            for index in 0..<Int(string.num_glyphs) {
                let info = string.glyphs[index]
                let advance = CGFloat(info.geometry.width) / scale
                // Empty glyphs (a line break, a zero-width joiner) are kept: Core Text lists them too.
                let glyph = info.glyph & PANGO_GLYPH_UNKNOWN_FLAG != 0 || info.glyph == PANGO_GLYPH_EMPTY ? 0 : info.glyph
                laid.glyphs.append(CGGlyph(truncatingIfNeeded: glyph))
                laid.positions.append(CGPoint(x: x + CGFloat(info.geometry.x_offset) / scale, y: -CGFloat(info.geometry.y_offset) / scale))
                laid.advances.append(advance)
                laid.stringIndices.append(utf16(Int(item.offset) + Int(string.log_clusters[index])))
                x += advance
            }
            if let font = item.analysis.font {
                let described = pango_font_describe(font)
                if let family = pango_font_description_get_family(described) { laid.fontFamily = String(cString: family) }
                laid.fontSize = CGFloat(pango_font_description_get_size(described)) / scale
                pango_font_description_free(described)
                if let metrics = pango_font_get_metrics(font, nil) {
                    laid.ascent = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
                    laid.descent = CGFloat(pango_font_metrics_get_descent(metrics)) / scale
                    pango_font_metrics_unref(metrics)
                }
            }
            runs.append(laid)
        } while pango_layout_iter_next_run(iterator) != 0 && pango_layout_iter_get_line_readonly(iterator).map { $0.pointee.start_index == 0 } == true
        return runs
    }

    /// The UTF-16 index of the character whose caret position on the first line is nearest `x`
    /// (points from the line's start).
    package func firstLineStringIndex(nearestX x: CGFloat) -> Int {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return 0 }
        var index: Int32 = 0, trailing: Int32 = 0
        let scale = CGFloat(CPango_scale())
        _ = pango_layout_line_x_to_index(line, Int32(clamping: Int((x * scale).rounded())), &index, &trailing)
        let offsets = utf16Offsets
        var unit = offsets[min(max(Int(index), 0), offsets.count - 1)]
        if trailing > 0 {
            // Past the middle of a character: the caret after it.
            let next = offsets.firstIndex { $0 > unit } ?? offsets.count - 1
            unit = offsets[next]
        }
        return unit
    }

    /// The caret position, in points from the first line's start, before the character at the
    /// UTF-16 index `unit` (at the line's end past its last character).
    package func firstLineOffset(forStringIndex unit: Int) -> CGFloat {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return 0 }
        let offsets = utf16Offsets
        let byte = offsets.firstIndex { $0 >= unit } ?? offsets.count - 1
        var x: Int32 = 0
        pango_layout_line_index_to_x(line, Int32(byte), 0, &x)
        return CGFloat(x) / CGFloat(CPango_scale())
    }
}
