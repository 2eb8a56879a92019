@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// Creates a context over premultiplied ARGB32 pixels that the caller owns and keeps alive,
    /// with the origin at the top-left corner and y growing downwards (UIKit's orientation).
    ///
    /// Window surfaces use this: the platform owns the memory (a shared-memory segment on X11).
    package convenience init(
        surfaceBytes bytes: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int
    ) throws(GraphicsError) {
        let target = try PixelBuffer(width: width, height: height, bytesPerRow: bytesPerRow, format: .argb32, bytes: bytes, owned: false)
        guard let cairo = cairo_create(target.surface) else {
            throw GraphicsError(.outOfMemory, "Could not create a drawing context for a \(width)×\(height) surface.")
        }
        try CairoStatus.check(cairo_status(cairo), "Creating a drawing context for a \(width)×\(height) surface")
        self.init(cairo: cairo, target: target, base: .identity, deviceSize: (width, height))
        bitmapDescription = (8, bytesPerRow, .srgb, .cairoARGB32, 32)
    }
}

extension CGContext {
    /// Creates a context that records what is drawn without making pixels, y down, `width` by
    /// `height` device units: a cheap way to learn whether some drawing code draws anything.
    ///
    /// Its base space points up and its user space down, as a bitmap context's does after
    /// UIKit's flip, so what is set in base space (shadow offsets) records as it would draw.
    package static func makeRecordingProbe(width: Int, height: Int) -> CGContext? {
        let size = (width: max(width, 1), height: max(height, 1))
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface), cairo_status(cairo) == CAIRO_STATUS_SUCCESS else { return nil }
        let probe = CGContext(
            cairo: cairo, target: nil, base: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(size.height)), deviceSize: size)
        probe.translateBy(x: 0, y: CGFloat(size.height))
        probe.scaleBy(x: 1, y: -1)
        return probe
    }

    /// The device area that drawing into a recording probe has marked; empty when nothing was drawn.
    package var recordedInk: CGRect {
        cairo_surface_flush(cairo_get_target(cairo))
        var x = 0.0, y = 0.0, width = 0.0, height = 0.0
        cairo_recording_surface_ink_extents(cairo_get_target(cairo), &x, &y, &width, &height)
        return width > 0 && height > 0 ? CGRect(x: x, y: y, width: width, height: height) : .zero
    }
}

extension CGContext {
    /// Replays what was drawn into `probe` (a recording probe) into this context, with the
    /// probe's origin at `origin` in user space, as vectors at this context's resolution.
    package func drawRecording(_ probe: CGContext, at origin: CGPoint) {
        func replay(_ cairo: OpaquePointer) {
            cairo_save(cairo)
            cairo_set_source_surface(cairo, cairo_get_target(probe.cairo), Double(origin.x), Double(origin.y))
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
        // The recording holds its colours in Cairo's order.
        guard !swapsRedAndBlue else {
            let ink = probe.recordedInk.offsetBy(dx: origin.x, dy: origin.y).applying(userSpaceToDeviceSpaceTransform)
            return drawInCairoOrder(deviceExtents: ink.insetBy(dx: -1, dy: -1), replay)
        }
        willDraw(deviceRect: .null)
        replay(cairo)
        didDraw(deviceRect: .null)
    }
}
