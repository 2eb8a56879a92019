@_implementationOnly import CCairo
@_implementationOnly import CPixman
package import Foundation

extension CGContext {
    /// Multiplies the premultiplied red, green, blue and alpha of every pixel drawn so far by
    /// `factors`, each held to 0...1: how a replicator tints its copies.
    ///
    /// Pixman does it in place in one pass (a solid white source through a component-alpha mask
    /// of the factors, "in reverse": each channel of the destination times that channel of the
    /// mask), so tinting costs about as much as a copy of the pixels.
    package func multiplyComponents(by factors: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        let target = cairo_get_group_target(cairo)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else {
            recordingMissedDrawing = true
            return
        }
        guard cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return }
        cairo_surface_flush(target)
        let (width, height) = (cairo_image_surface_get_width(target), cairo_image_surface_get_height(target))
        guard let destination = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, width, height,
            UnsafeMutableRawPointer(cairo_image_surface_get_data(target))?.assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(target))
        else { return }
        defer { pixman_image_unref(destination) }
        willDraw(deviceRect: .null)
        defer { didDraw(deviceRect: .null) }
        let factors = swapsRedAndBlue ? (red: factors.blue, green: factors.green, blue: factors.red, alpha: factors.alpha) : factors
        // Pixman works in 8 bits, keeping the high byte of each 16-bit channel: 257 times the
        // rounded 8-bit value has that value as its high byte.
        func channel(_ value: CGFloat) -> UInt16 { UInt16((min(max(value.isNaN ? 0 : value, 0), 1) * 255).rounded()) * 257 }
        var white = pixman_color_t(red: 0xFFFF, green: 0xFFFF, blue: 0xFFFF, alpha: 0xFFFF)
        var tint = pixman_color_t(red: channel(factors.red), green: channel(factors.green), blue: channel(factors.blue), alpha: channel(factors.alpha))
        guard let source = pixman_image_create_solid_fill(&white) else { return }
        defer { pixman_image_unref(source) }
        guard let mask = pixman_image_create_solid_fill(&tint) else { return }
        defer { pixman_image_unref(mask) }
        pixman_image_set_component_alpha(mask, 1)
        pixman_image_composite32(PIXMAN_OP_IN_REVERSE, source, mask, destination, 0, 0, 0, 0, 0, 0, width, height)
        cairo_surface_mark_dirty(target)
    }
}
