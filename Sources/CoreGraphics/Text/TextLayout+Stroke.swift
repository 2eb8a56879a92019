@_implementationOnly import CCairo
@_implementationOnly import CPango
import Foundation

extension TextLayout {
    /// A part of the text drawn with an outline around its glyphs.
    struct Stroke {
        /// The part, in the layout's UTF-8 bytes.
        let bytes: Range<Int>
        /// The outline's width in points.
        let lineWidth: CGFloat
        /// The outline's colour; the colour drawn with when `nil`.
        let color: CGColor?

        /// The outlined parts of `runs` of `text`: those with a stroke width that is not 0, their
        /// width in percent of their font's size (`baseSize` for runs with no font of their own).
        static func strokes(of runs: [Run], in text: String, baseSize: CGFloat) -> [Stroke] {
            runs.compactMap { run in
                guard let width = run.strokeWidth, width != 0, width.isFinite else { return nil }
                let start = text.utf8.distance(from: text.startIndex, to: run.range.lowerBound)
                let end = text.utf8.distance(from: text.startIndex, to: run.range.upperBound)
                return Stroke(bytes: start..<end, lineWidth: abs(width) * (run.font?.size ?? baseSize) / 100, color: run.strokeColor ?? run.color)
            }
        }
    }

    /// Outlines the glyphs of the outlined parts, with the layout's top-left corner at `origin`;
    /// parts with the same outline are drawn together, in one painting of the context (so its
    /// alpha, shadow and blend mode apply once).
    func drawStrokes(in context: CGContext, at origin: CGPoint, color: CGColor, extents: @autoclosure () -> CGRect) {
        var groups: [(lineWidth: CGFloat, color: CGColor, parts: [Range<Int>])] = []
        for stroke in strokes {
            let strokeColor = stroke.color ?? color
            if let index = groups.firstIndex(where: { $0.lineWidth == stroke.lineWidth && $0.color == strokeColor }) {
                groups[index].parts.append(stroke.bytes)
            } else {
                groups.append((stroke.lineWidth, strokeColor, [stroke.bytes]))
            }
        }
        // An outline reaches half its width beyond the glyphs; a whole width is ample.
        let widest = strokes.map(\.lineWidth).max() ?? 0
        let bounds = extents().insetBy(dx: -widest, dy: -widest)
        for group in groups {
            let (r, g, b, a) = context.sourceComponents(group.color)
            let source = cairo_pattern_create_rgba(r, g, b, a)!
            defer { cairo_pattern_destroy(source) }
            context.withPathSetAside {
                context.paint(pattern: source, extents: bounds) { cairo in
                    cairo_new_path(cairo)
                    addGlyphOutlines(of: group.parts, to: cairo, at: CGPoint(x: origin.x, y: origin.y + lineShift))
                    cairo_set_line_width(cairo, group.lineWidth)
                    cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
                    cairo_stroke(cairo)
                }
            }
        }
    }

    /// Adds to `cairo`'s path the outlines of the glyphs of each Pango run that lies in `parts`,
    /// placed as Pango's renderer places them.
    private func addGlyphOutlines(of parts: [Range<Int>], to cairo: OpaquePointer, at origin: CGPoint) {
        guard let iterator = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iterator) }
        let scale = Double(CPango_scale())
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator) else { continue }
            let item = run.pointee.item.pointee
            let bytes = Int(item.offset)..<Int(item.offset + item.length)
            guard parts.contains(where: { $0.overlaps(bytes) }), let font = item.analysis.font else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
            cairo_move_to(cairo, origin.x + Double(logical.x) / scale, origin.y + baseline)
            pango_cairo_glyph_string_path(cairo, font, run.pointee.glyphs)
        } while pango_layout_iter_next_run(iterator) != 0
    }
}
