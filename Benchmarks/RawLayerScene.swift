internal import CCairo
internal import CPango
import Foundation

/// The raw baselines for P2: the same cards drawn with Cairo and Pango directly, with a shadow
/// mask blurred once and text layouts made once (immediate), or as pre-rendered bitmaps (cached).
final class RawLayerScene {
    private let shadowMask: OpaquePointer
    private let layouts: [OpaquePointer]
    private let frames: [(x: Double, y: Double)]

    init(frames: [(x: Double, y: Double)], labels: [String]) {
        self.frames = frames
        // The blurred shadow of one card, as an A8 mask with a margin for the blur.
        let margin = 12
        let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(120 + 2 * margin), Int32(72 + 2 * margin))!
        let m = cairo_create(mask)!
        Self.roundedRect(m, Double(margin), Double(margin), 120, 72, 10)
        cairo_fill(m)
        cairo_destroy(m)
        cairo_surface_flush(mask)
        Self.boxBlur(mask, radius: 4)
        shadowMask = mask
        let fontMap = pango_cairo_font_map_get_default()
        let context = pango_font_map_create_context(fontMap)!
        let description = pango_font_description_from_string("sans-serif")!
        pango_font_description_set_absolute_size(description, 14 * Double(CPango_scale()))
        layouts = labels.map { label in
            let layout = pango_layout_new(context)!
            pango_layout_set_text(layout, label, -1)
            pango_layout_set_font_description(layout, description)
            return layout
        }
        pango_font_description_free(description)
    }

    /// Draws every card: shadow from the cached mask, rounded fill, border, cached text.
    func drawImmediate(_ cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 0.95, 0.95, 0.95)
        cairo_paint(cr)
        for index in frames.indices { drawCard(cr, index) }
    }

    /// Pre-renders each card (with its shadow) into its own bitmap, for the cached baseline.
    func makeBitmaps() -> [OpaquePointer] {
        frames.indices.map { index in
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 144, 99)!
            let cr = cairo_create(surface)!
            cairo_translate(cr, 12 - frames[index].x, 12 - frames[index].y)
            cairo_rectangle(cr, frames[index].x - 12, frames[index].y - 12, 144, 99)
            cairo_clip(cr)
            drawCard(cr, index)
            cairo_destroy(cr)
            return surface
        }
    }

    /// One card: shadow from the cached mask, rounded fill, 1-point border, cached text.
    private func drawCard(_ cr: OpaquePointer, _ index: Int) {
        let frame = frames[index]
        cairo_set_source_rgba(cr, 0, 0, 0, 0.5)
        cairo_mask_surface(cr, shadowMask, frame.x - 12, frame.y - 12 + 3)
        cairo_set_source_rgb(cr, 0.3 + 0.4 * Double(index % 7) / 7, 0.5, 0.8)
        Self.roundedRect(cr, frame.x, frame.y, 120, 72, 10)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0.2, 0.2, 0.2)
        cairo_set_line_width(cr, 1)
        Self.roundedRect(cr, frame.x + 0.5, frame.y + 0.5, 119, 71, 9.5)
        cairo_stroke(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, frame.x + 10, frame.y + 26)
        pango_cairo_show_layout(cr, layouts[index])
    }

    /// Composites pre-rendered card bitmaps.
    func drawCached(_ cr: OpaquePointer, bitmaps: [OpaquePointer]) {
        cairo_set_source_rgb(cr, 0.95, 0.95, 0.95)
        cairo_paint(cr)
        for (index, frame) in frames.enumerated() {
            cairo_set_source_surface(cr, bitmaps[index], frame.x - 12, frame.y - 12)
            cairo_paint(cr)
        }
    }

    static func roundedRect(_ cr: OpaquePointer, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// Three horizontal and three vertical sliding-window box passes over an A8 surface, the
    /// usual way to approximate a Gaussian (as GTK's and Mozilla's blurs do).
    static func boxBlur(_ surface: OpaquePointer, radius: Int) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        var line = [Int](repeating: 0, count: max(width, height))
        let size = 2 * radius + 1
        func pass(count: Int, step: Int, start: Int) {
            for i in 0..<count { line[i] = Int(data[start + i * step]) }
            var sum = 0
            for i in 0...min(radius, count - 1) { sum += line[i] }
            for i in 0..<count {
                data[start + i * step] = UInt8(sum / size)
                if i + radius + 1 < count { sum += line[i + radius + 1] }
                if i - radius >= 0 { sum -= line[i - radius] }
            }
        }
        for _ in 0..<3 {
            for y in 0..<height { pass(count: width, step: 1, start: y * stride) }
            for x in 0..<width { pass(count: height, step: stride, start: x) }
        }
        cairo_surface_mark_dirty(surface)
    }
}
