@_implementationOnly import CPango
import Foundation

extension TextLayout {
    /// Each laid-out line: where it starts and ends in the text's UTF-8 bytes, and its bottom
    /// (from the layout's top, in points).
    package var lines: [(utf8Start: Int, utf8End: Int, bottom: CGFloat)] {
        var result: [(utf8Start: Int, utf8End: Int, bottom: CGFloat)] = []
        forEachLine { start, end, logical, _ in result.append((start, end, logical.maxY)) }
        return result
    }

    /// Where each laid-out line is: its bytes of the text (UTF-8), its left edge and width, and
    /// its baseline, in points from the layout's top-left corner.
    package var lineGeometry: [(utf8Start: Int, utf8End: Int, x: CGFloat, width: CGFloat, baseline: CGFloat)] {
        var result: [(utf8Start: Int, utf8End: Int, x: CGFloat, width: CGFloat, baseline: CGFloat)] = []
        forEachLine { start, end, logical, baseline in result.append((start, end, logical.minX, logical.width, baseline)) }
        return result
    }

    /// Calls `body` with each line's bytes of the text, its logical rectangle and its baseline,
    /// in points from the layout's top-left corner (the glyphs' shift for line heights included).
    private func forEachLine(_ body: (_ utf8Start: Int, _ utf8End: Int, _ logical: CGRect, _ baseline: CGFloat) -> Void) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let scale = CGFloat(CPango_scale())
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let start = Int(line.pointee.start_index)
            let rect = CGRect(
                x: CGFloat(logical.x) / scale, y: CGFloat(logical.y) / scale + lineShift, width: CGFloat(logical.width) / scale,
                height: CGFloat(logical.height) / scale)
            body(start, start + Int(line.pointee.length), rect, CGFloat(pango_layout_iter_get_baseline(iterator)) / scale + lineShift)
        } while pango_layout_iter_next_line(iterator) != 0
    }
}
