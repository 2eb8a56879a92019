internal import CCairo
import Foundation

/// The raw baseline for P9: one blurred A8 mask per shadow radius, made once, masked per layer.
final class RawShadowScene {
    private let frames: [(x: Double, y: Double)]
    private var masks: [Int: OpaquePointer] = [:]

    init(frames: [(x: Double, y: Double)]) {
        self.frames = frames
        for radius in 4...8 {
            let margin = 3 * radius + 1
            let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(120 + 2 * margin), Int32(72 + 2 * margin))!
            let m = cairo_create(mask)!
            cairo_rectangle(m, Double(margin), Double(margin), 120, 72)
            cairo_fill(m)
            cairo_destroy(m)
            RawLayerScene.boxBlur(mask, radius: radius)
            masks[radius] = mask
        }
    }

    /// Every layer: its shadow from the cached mask, then its white rectangle.
    func drawCachedMasks(_ cr: OpaquePointer) {
        cairo_set_source_rgb(cr, 0.95, 0.95, 0.95)
        cairo_paint(cr)
        for (index, frame) in frames.enumerated() {
            let radius = 4 + index % 5
            let margin = Double(3 * radius + 1)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.5)
            cairo_mask_surface(cr, masks[radius]!, frame.x - margin, frame.y - margin - 3)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_rectangle(cr, frame.x, frame.y, 120, 72)
            cairo_fill(cr)
        }
    }

    /// Every layer: a fresh mask of its own size, blurred, masked, then its rectangle.
    static func drawBlurringEach(_ cr: OpaquePointer, frames: [(x: Double, y: Double, width: Double, height: Double)]) {
        cairo_set_source_rgb(cr, 0.95, 0.95, 0.95)
        cairo_paint(cr)
        for frame in frames {
            let margin = 13.0
            let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(frame.width + 2 * margin), Int32(frame.height + 2 * margin))!
            let m = cairo_create(mask)!
            cairo_rectangle(m, margin, margin, frame.width, frame.height)
            cairo_fill(m)
            cairo_destroy(m)
            RawLayerScene.boxBlur(mask, radius: 4)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.5)
            cairo_mask_surface(cr, mask, frame.x - margin, frame.y - margin - 3)
            cairo_surface_destroy(mask)
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_rectangle(cr, frame.x, frame.y, frame.width, frame.height)
            cairo_fill(cr)
        }
    }
}
