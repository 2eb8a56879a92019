@_implementationOnly import CCairo
import Foundation

/// Part of a frame recorded on the drawing thread and painted into its rows of a bitmap on another.
///
/// A compositor splits a large repaint into bands of rows: one it draws itself, and one it
/// records with ``CGContext/makeBandRecording()`` and hands to this object, whose
/// ``paint()`` rasterizes the recording into those rows from any thread. Everything that
/// walks layers and reads Swift objects happens while recording, on the drawing thread; the
/// other thread runs Cairo alone, on a surface of its own over the band's rows, so the two
/// write disjoint memory and share only what Cairo shares safely (fonts, source images).
///
/// The band is painted with Cairo's SOURCE operator: the recording holds everything the band
/// shows over transparency, as a cleared-then-drawn band would, so the result is the same
/// pixels drawing the band directly gives.
package final class BandPainting: @unchecked Sendable {
    // @unchecked: the recording is only touched by `paint()`, on one thread at a time, and is
    // released by `finish()` on the drawing thread after the painting thread is done with it.
    private var recording: OpaquePointer?
    private let destination: (bytes: UnsafeMutableRawPointer, bytesPerRow: Int, width: Int, format: cairo_format_t)
    private let rows: Range<Int>
    private let rects: [CGRect]
    /// Seconds ``paint()`` took; read after it has returned.
    package private(set) var paintingTime: Double = 0

    /// Makes the painting of `recording` (made by `target.makeBandRecording()`) into the
    /// device rectangles `rects` of `target`'s bitmap, which must lie in `rows`.
    package init?(recording: CGContext, into target: CGContext, rects: [CGRect], rows: Range<Int>) {
        guard let pixels = target.target, !rows.isEmpty, rows.lowerBound >= 0, rows.upperBound <= pixels.height else { return nil }
        let surface = cairo_get_target(recording.cairo)!
        cairo_surface_flush(surface)
        self.recording = cairo_surface_reference(surface)
        destination = (pixels.bytes, pixels.bytesPerRow, pixels.width, pixels.format.cairo)
        self.rows = rows
        self.rects = rects
    }

    /// Rasterizes the recording into the band's rows; safe on any thread, once.
    package func paint() {
        guard let recording else { return }
        let started = DispatchTime.now().uptimeNanoseconds
        defer { paintingTime = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
        let top = rows.lowerBound
        guard let band = cairo_image_surface_create_for_data(
            destination.bytes.advanced(by: top * destination.bytesPerRow).assumingMemoryBound(to: UInt8.self),
            destination.format, Int32(destination.width), Int32(rows.count), Int32(destination.bytesPerRow))
        else { return }
        defer { cairo_surface_destroy(band) }
        guard let cairo = cairo_create(band) else { return }
        defer { cairo_destroy(cairo) }
        for rect in rects {
            cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY) - Double(top), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, recording, 0, -Double(top))
        cairo_paint(cairo)
        cairo_surface_flush(band)
    }

    /// Releases the recording (and the fonts and images it holds) on the drawing thread, after
    /// ``paint()`` has returned, and tells `target`'s surface its band's pixels changed.
    package func finish(in target: CGContext) {
        if let recording { cairo_surface_destroy(recording) }
        recording = nil
        let surface = cairo_get_target(target.cairo)!
        let top = rows.lowerBound
        cairo_surface_mark_dirty_rectangle(surface, 0, Int32(top), Int32(destination.width), Int32(rows.count))
    }
}

extension CGContext {
    /// Whether a band of this context's frame can be recorded here and painted elsewhere: a
    /// bitmap in Cairo's own channel order, drawn into plainly (no group, mask or effect in
    /// effect), whose user space maps to its pixels by a scale and a translation.
    package var canPaintBandsElsewhere: Bool {
        guard let target, mirror == nil, !swapsRedAndBlue, document == nil, transparencyLayers.isEmpty, state.mask == nil,
            !state.transformOverflowed, drawsPlainly, target.format != .a8
        else { return false }
        let t = userSpaceToDeviceSpaceTransform
        return t.b == 0 && t.c == 0 && t.a != 0 && t.d != 0
    }

    /// A context that records drawing for a band of this context's bitmap, with this context's
    /// base space and current transform, for a ``BandPainting``; the caller clips it to the band.
    ///
    /// The recording is unbounded: a layer that casts its shadow from everything it draws
    /// (``beginTransparencyLayer(in:castingShadowPastClip:)``) draws past the band's rows.
    package func makeBandRecording() -> CGContext? {
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cairo = cairo_create(surface), cairo_status(cairo) == CAIRO_STATUS_SUCCESS else { return nil }
        let recording = CGContext(cairo: cairo, target: nil, base: baseTransform, deviceSize: deviceSize)
        recording.shadowCache = shadowCache
        cairo_set_matrix(cairo, [userSpaceToDeviceSpaceTransform.cairoMatrix])
        return recording
    }
}
