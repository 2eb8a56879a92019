@_implementationOnly import CCairo
import Foundation

// How a context draws into caller memory that is not in Cairo's own layout.
//
// RGBA bytes (`premultipliedLast`, the layout most iOS code asks for) are Cairo's ARGB words with
// red and blue exchanged, so Cairo draws into that memory in place as long as every source has
// red and blue exchanged too: solid colours, gradient stops, text colour, pattern tiles and, via
// a cached exchanged copy, images. Alpha masks are unaffected. Sources whose colours are baked in
// (text colour attributes, recordings) are drawn into a group in Cairo's order whose pixels are
// then exchanged; the non-separable blend modes, which weigh red and blue differently, composite
// with the destination's pixels put back into Cairo's order for the moment.
//
// Other 32-bit layouts (ARGB bytes, ABGR bytes) have no such mapping: Cairo draws into a private
// bitmap, and each drawing call reads in the caller's pixels it may touch first and writes them
// back after (``BitmapMirror``).

extension CGContext {
    /// Cairo's components for `color`: sRGB, with red and blue exchanged when the bitmap is.
    func sourceComponents(_ color: CGColor) -> (Double, Double, Double, Double) {
        ordered(color.srgbComponents)
    }

    /// `components` (red, green, blue, alpha) in the bitmap's channel order.
    func ordered(_ components: (Double, Double, Double, Double)) -> (Double, Double, Double, Double) {
        swapsRedAndBlue ? (components.2, components.1, components.0, components.3) : components
    }

    /// The pixels to draw `image` from: its own, or a copy with red and blue exchanged.
    func sourcePixels(of image: CGImage) -> PixelBuffer {
        swapsRedAndBlue && image.pixels.format != .a8 ? image.pixelsWithRedAndBlueExchanged : image.pixels
    }

    /// Whether the blend mode has to see the destination in Cairo's channel order: the
    /// non-separable modes weigh red, green and blue differently.
    var blendNeedsCairoOrder: Bool {
        swapsRedAndBlue && state.blendMode.isNonSeparable
    }

    // MARK: Private bitmaps

    /// Reads the caller's pixels that drawing into `deviceRect` may touch into the private bitmap
    /// (`null`: all of them), for memory Cairo does not draw into directly.
    func willDraw(deviceRect: CGRect) {
        operationsDrawn &+= 1
        guard let mirror, let target, let area = mirroredArea(deviceRect, of: target) else { return }
        cairo_surface_flush(target.surface)
        mirror.read(into: target, rect: area)
        cairo_surface_mark_dirty_rectangle(target.surface, Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
    }

    /// Writes what drawing into `deviceRect` (`null`: anywhere) changed back into caller memory.
    func didDraw(deviceRect: CGRect) {
        guard let mirror, let target, let area = mirroredArea(deviceRect, of: target) else { return }
        cairo_surface_flush(target.surface)
        mirror.write(from: target, rect: area)
    }

    private func mirroredArea(_ deviceRect: CGRect, of target: PixelBuffer) -> (x: Int, y: Int, width: Int, height: Int)? {
        let bounds = CGRect(x: 0, y: 0, width: target.width, height: target.height)
        // Unbounded operators and clears may touch more than the shape, so everything is synchronised then.
        let area = state.blendMode.isUnbounded || deviceRect.isNull ? bounds : deviceRect.clampedIntersection(bounds).integral
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        return (Int(area.minX), Int(area.minY), Int(area.width), Int(area.height))
    }

    // MARK: Sources in Cairo's order

    /// Draws what `draw` paints with colours in Cairo's order (text with colour attributes, a
    /// recording) into a bitmap in the exchanged order: into a group limited to `deviceExtents`,
    /// whose pixels are exchanged before it is painted with the state's alpha, blend mode,
    /// shadow and clip. The current path is kept.
    func drawInCairoOrder(deviceExtents: CGRect, _ draw: (OpaquePointer) -> Void) {
        let area = deviceExtents.clampedIntersection(CGRect(x: 0, y: 0, width: deviceSize.width, height: deviceSize.height)).integral
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        // The area's corners in user space: the shape painted, under whatever transform is current.
        let toUser = userSpaceToDeviceSpaceTransform.inverted()
        let corners = [
            CGPoint(x: area.minX, y: area.minY), CGPoint(x: area.maxX, y: area.minY),
            CGPoint(x: area.maxX, y: area.maxY), CGPoint(x: area.minX, y: area.maxY),
        ].map { $0.applying(toUser) }
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        withTemporaryPath({ $0.addLines(between: corners) }) {
            // Clipping first sizes the group to the area rather than to the whole bitmap.
            cairo_save(cairo)
            cairo_clip_preserve(cairo)
            cairo_push_group(cairo)
            draw(cairo)
            let group = cairo_pop_group(cairo)!
            cairo_restore(cairo)
            defer { cairo_pattern_destroy(group) }
            var surface: OpaquePointer?
            guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
                Self.exchangeRedAndBlue(inImageSurface: surface)
            else { return }
            paint(pattern: group, extents: area) { cairo_fill_preserve($0) }
        }
    }

    /// Exchanges red and blue in every pixel of a 32-bit image surface; false for other surfaces.
    @discardableResult
    static func exchangeRedAndBlue(inImageSurface surface: OpaquePointer) -> Bool {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
            [CAIRO_FORMAT_ARGB32, CAIRO_FORMAT_RGB24].contains(cairo_image_surface_get_format(surface)),
            let data = cairo_image_surface_get_data(surface)
        else { return false }
        cairo_surface_flush(surface)
        let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        PixelOrder.exchangeRedAndBlue(
            in: UnsafeMutableRawPointer(data), bytesPerRow: Int(cairo_image_surface_get_stride(surface)), rect: (0, 0, width, height))
        cairo_surface_mark_dirty(surface)
        return true
    }

    /// Composites `group` (drawn with exchanged sources) with a non-separable blend mode: the
    /// group and the destination under it go into Cairo's order for the operation and the
    /// destination comes back after, so the blend weighs the true red and blue.
    func compositeInCairoOrder(_ group: OpaquePointer, operator blend: cairo_operator_t, _ composite: () -> Void) {
        var groupSurface: OpaquePointer?
        let destination = cairo_get_group_target(cairo)!
        guard cairo_pattern_get_surface(group, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface,
            Self.exchangeRedAndBlue(inImageSurface: groupSurface),
            cairo_surface_get_type(destination) == CAIRO_SURFACE_TYPE_IMAGE,
            let data = cairo_image_surface_get_data(destination)
        else { return composite() }
        // Device space to each surface's pixels is its device offset.
        var (gx, gy, dx, dy) = (0.0, 0.0, 0.0, 0.0)
        cairo_surface_get_device_offset(groupSurface, &gx, &gy)
        cairo_surface_get_device_offset(destination, &dx, &dy)
        let groupArea = CGRect(
            x: -gx, y: -gy, width: Double(cairo_image_surface_get_width(groupSurface)), height: Double(cairo_image_surface_get_height(groupSurface)))
        let destinationArea = CGRect(
            x: -dx, y: -dy, width: Double(cairo_image_surface_get_width(destination)), height: Double(cairo_image_surface_get_height(destination)))
        let area = groupArea.clampedIntersection(destinationArea).integral
        guard !area.isNull, area.width > 0, area.height > 0 else { return composite() }
        let pixels = (x: Int(area.minX + dx), y: Int(area.minY + dy), width: Int(area.width), height: Int(area.height))
        let bytes = UnsafeMutableRawPointer(data), stride = Int(cairo_image_surface_get_stride(destination))
        cairo_surface_flush(destination)
        PixelOrder.exchangeRedAndBlue(in: bytes, bytesPerRow: stride, rect: pixels)
        cairo_surface_mark_dirty(destination)
        composite()
        cairo_surface_flush(destination)
        PixelOrder.exchangeRedAndBlue(in: bytes, bytesPerRow: stride, rect: pixels)
        cairo_surface_mark_dirty(destination)
    }
}

extension CGBlendMode {
    /// Hue, saturation, colour and luminosity: modes that mix the channels rather than treating
    /// each on its own.
    var isNonSeparable: Bool {
        self == .hue || self == .saturation || self == .color || self == .luminosity
    }

    /// Modes that change the destination outside the shape drawn as well.
    var isUnbounded: Bool {
        switch self {
        case .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .clear: true
        default: false
        }
    }
}
