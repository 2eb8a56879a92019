@_implementationOnly import CPango
import Foundation

/// A glyph's index in its font: what Core Text's runs list.
public typealias CGGlyph = UInt16

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
