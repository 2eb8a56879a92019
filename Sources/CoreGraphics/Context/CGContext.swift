@_implementationOnly import CCairo
public import Foundation

/// A drawing destination: a bitmap, or a PDF or SVG document, drawn into with Cairo.
///
/// A bitmap context made with the bitmap initializer has Core Graphics' default coordinates:
/// the origin at the bottom-left corner and y growing upwards. ``ctm`` starts as the identity;
/// the flip to the bitmap's top-down rows is part of the hidden base space, as on Apple platforms.
public final class CGContext {
    /// The owned `cairo_t`.
    let cairo: OpaquePointer
    /// The bitmap drawn into, for bitmap contexts.
    let target: PixelBuffer?
    /// Caller memory in a layout Cairo cannot draw into, kept in step with ``target`` around each operation.
    let mirror: BitmapMirror?
    /// Whether ``target`` holds red and blue exchanged (RGBA bytes, drawn into in place), so
    /// every source colour and image has them exchanged too; see `CGContext+ChannelOrder.swift`.
    var swapsRedAndBlue = false
    /// The transform from default user space to Cairo's device space (y down).
    let baseTransform: CGAffineTransform
    /// Device-space size, for masks and shadows.
    let deviceSize: (width: Int, height: Int)
    /// The graphics state Cairo does not keep, and the saved ones. Unchecked exclusivity: every
    /// drawing call reads them, and their writes are plain assignments, appends and removals
    /// that call no other code, so no two accesses can overlap.
    @exclusivity(unchecked) var state = GState()
    @exclusivity(unchecked) var savedStates: [GState] = []

    /// Where text drawn by Core Text's line functions starts: the first glyph's origin on the
    /// baseline, in user space. Not part of the graphics state, as in Core Graphics.
    public var textPosition: CGPoint = .zero
    /// The transform text drawn by Core Text applies before the CTM; not part of the graphics
    /// state. Core Text here honours its translation only.
    public var textMatrix: CGAffineTransform = .identity
    /// The open transparency layers, innermost last; unchecked exclusivity, as ``state``.
    @exclusivity(unchecked) var transparencyLayers: [TransparencyLayer] = []
    /// Blurred shadow masks reused across frames by ``drawCachedShadow(of:offset:blur:color:underneath:)``.
    package var shadowCache = ShadowMaskCache.shared
    /// Whether drawing reached an operation that works on the destination's pixels (an image in
    /// perspective, a tint in place) while the destination was a recording, which cannot hold it:
    /// what was recorded then falls short of what a bitmap would show.
    package internal(set) var recordingMissedDrawing = false
    /// How many drawing operations the context has taken, and how many of them drew text: what
    /// a recording holds, which decides whether another thread should replay it.
    package internal(set) var operationsDrawn = 0
    package internal(set) var textRunsDrawn = 0
    /// Set for PDF and SVG documents.
    var document: VectorDocument?
    /// Whether opaque rectangles on whole pixels are written without Cairo when the clip is known
    /// (see `CGContext+DirectFill.swift`); tests turn it off to compare with Cairo's pixels.
    package var writesRectanglesDirectly = true
    /// How many fills and clears were written without Cairo, for tests that the fast way is taken.
    package internal(set) var directRectangleWrites = 0
    /// How many pixels those writes wrote.
    package internal(set) var directlyWrittenPixels = 0

    /// Graphics state that Cairo does not keep itself.
    struct GState {
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
        var interpolationQuality = CGInterpolationQuality.default
        var shouldAntialias = true
        var allowsAntialiasing = true
        /// The intersection of every `clip(to:mask:)` in effect, in device pixels.
        var mask: PixelBuffer?
        /// Whether a transform took the CTM beyond what Cairo can hold (see `CGContext+TransformOverflow.swift`).
        var transformOverflowed = false
        /// Whether this state pushed the Cairo save that suppresses drawing while the CTM overflows.
        var holdsOverflowGuard = false
        /// The clip as far as the context knows it in device pixels (see `CGContext+DirectFill.swift`).
        var deviceClip = DeviceClip.whole
    }

    init(
        cairo: OpaquePointer, target: PixelBuffer?, mirror: BitmapMirror? = nil, base: CGAffineTransform,
        deviceSize: (Int, Int)
    ) {
        self.cairo = cairo
        self.target = target
        self.mirror = mirror
        self.baseTransform = base
        self.deviceSize = deviceSize
        cairo_set_matrix(cairo, [base.cairoMatrix])
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Creates a context that draws into a bitmap, or returns `nil` for an unsupported layout.
    ///
    /// Supported layouts have 8-bit components: RGB in 32-bit pixels with premultiplied alpha or
    /// padding, first or last, in either byte order; and alpha only (`CGImageAlphaInfo.alphaOnly`).
    /// With `data` `nil` the context allocates zeroed memory itself; `bytesPerRow` 0 picks a
    /// suitable stride. Other layouts return `nil` and explain why on standard error, as Core
    /// Graphics does.
    ///
    /// - Parameters:
    ///   - data: Memory of at least `bytesPerRow × height` bytes, which must outlive the context.
    ///   - width: The bitmap's width in pixels.
    ///   - height: The bitmap's height in pixels.
    ///   - bitsPerComponent: Bits in each colour component: 8.
    ///   - bytesPerRow: Bytes from one row to the next; 0 picks a suitable stride.
    ///   - space: The colour space: device RGB, or none for an alpha-only bitmap.
    ///   - bitmapInfo: The alpha placement and byte order, as a `CGImageAlphaInfo` raw value combined with `CGBitmapInfo` flags.
    public convenience init?(
        data: UnsafeMutableRawPointer?,
        width: Int,
        height: Int,
        bitsPerComponent: Int,
        bytesPerRow: Int,
        space: CGColorSpace,
        bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard let layout = BitmapLayout(bitsPerComponent: bitsPerComponent, space: space, info: info) else {
            Diagnostics.ignoredCall(
                "CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)",
                "unsupported parameter combination: \(bitsPerComponent) bits per component, \(space.model), alpha \(info.alphaInfo), byte order \(info.rawValue & CGBitmapInfo.byteOrderMask.rawValue >> 12).")
            return nil
        }
        let side = PixelBuffer.maximumSide
        guard (1...side).contains(width), (1...side).contains(height) else {
            Diagnostics.ignoredCall(
                "CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)",
                "a \(width)×\(height) bitmap is outside 1...\(side) pixels in each dimension (Cairo's limit).")
            return nil
        }
        let minimumStride = width * layout.bytesPerPixel
        let stride = bytesPerRow == 0 ? PixelBuffer.stride(for: layout.cairoFormat, width: width) : bytesPerRow
        guard stride >= minimumStride, !stride.multipliedReportingOverflow(by: height).overflow else {
            Diagnostics.ignoredCall(
                "CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)",
                "width and height must be positive and bytesPerRow at least \(minimumStride).")
            return nil
        }
        do throws(GraphicsError) {
            let target: PixelBuffer
            var mirror: BitmapMirror?
            let drawsInPlace = layout.order.isDrawable && (stride % 4 == 0 || layout.cairoFormat == .a8)
            if drawsInPlace, let data {
                target = try PixelBuffer(
                    width: width, height: height, bytesPerRow: stride, format: layout.cairoFormat, bytes: data, owned: false)
            } else if drawsInPlace {
                target = try PixelBuffer(width: width, height: height, format: layout.cairoFormat)
            } else {
                target = try PixelBuffer(width: width, height: height, format: layout.cairoFormat)
                guard let memory = data ?? calloc(stride * height, 1) else {
                    throw GraphicsError(.outOfMemory, "Could not allocate \(stride * height) bytes for a \(width)×\(height) bitmap.")
                }
                mirror = BitmapMirror(order: layout.order, bytes: memory, bytesPerRow: stride, owned: data == nil)
            }
            guard let cairo = cairo_create(target.surface) else { return nil }
            try CairoStatus.check(cairo_status(cairo), "Creating a drawing context")
            self.init(
                cairo: cairo, target: target, mirror: mirror,
                base: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)),
                deviceSize: (width, height))
            self.bitmapDescription = (bitsPerComponent, stride, space, info, layout.bytesPerPixel * 8)
            self.swapsRedAndBlue = mirror == nil && layout.order == .swappedRedAndBlue
        } catch {
            Diagnostics.ignoredCall("CGContext(data:...)", error.message)
            return nil
        }
    }

    /// What the caller asked for, for the bitmap accessors.
    var bitmapDescription: (bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace, info: CGBitmapInfo, bitsPerPixel: Int)?

    deinit {
        if document != nil { cairo_surface_finish(cairo_get_target(cairo)) }
        cairo_destroy(cairo)
    }

    // MARK: Bitmap properties

    /// The bitmap's width in pixels, or 0 for a document context.
    public var width: Int { target?.width ?? 0 }
    /// The bitmap's height in pixels, or 0 for a document context.
    public var height: Int { target?.height ?? 0 }
    /// The bitmap's stride in bytes, or 0 for a document context.
    public var bytesPerRow: Int { bitmapDescription?.bytesPerRow ?? 0 }
    /// The bits per component the bitmap was created with, or 0 for a document context.
    public var bitsPerComponent: Int { bitmapDescription?.bitsPerComponent ?? 0 }
    /// The bits per pixel of the bitmap, or 0 for a document context.
    public var bitsPerPixel: Int { bitmapDescription?.bitsPerPixel ?? 0 }
    /// The bitmap's colour space, or `nil` for a document context.
    public var colorSpace: CGColorSpace? { bitmapDescription?.space }
    /// The bitmap's layout.
    public var bitmapInfo: CGBitmapInfo { bitmapDescription?.info ?? [] }
    /// The bitmap's alpha placement.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }

    /// The bitmap's pixels in the layout it was created with, current after every drawing call.
    public var data: UnsafeMutableRawPointer? {
        cairo_surface_flush(cairo_get_target(cairo))
        return mirror?.bytes ?? target?.bytes
    }

    /// Returns an image of the bitmap's current contents, or `nil` for a document context.
    public func makeImage() -> CGImage? {
        guard let target, let bitmap = bitmapDescription else { return nil }
        // The caller may have written into its memory since the last drawing call.
        if mirror != nil { willDraw(deviceRect: .null) }
        guard let pixels = try? target.copy() else { return nil }
        if swapsRedAndBlue {
            PixelOrder.exchangeRedAndBlue(in: pixels.bytes, bytesPerRow: pixels.bytesPerRow, rect: (0, 0, pixels.width, pixels.height))
        }
        let isOpaque = target.format == .rgb24
        let info: CGBitmapInfo = target.format == .a8 ? bitmap.info : (isOpaque ? .cairoRGB24 : .cairoARGB32)
        return CGImage(
            pixels: pixels,
            declared: (8, target.format.bytesPerPixel * 8, pixels.bytesPerRow, target.format == .a8 ? nil : bitmap.space, info))
    }

    /// Puts the context into Cairo's error state, as a failure inside Cairo would: for tests of
    /// what recovers from one.
    package func breakForTesting() {
        var singular = cairo_matrix_t(xx: 0, yx: 0, xy: 0, yy: 0, x0: 0, y0: 0)
        cairo_set_matrix(cairo, &singular)
    }

    /// Throws when Cairo has put the context into its sticky error state, after which it draws nothing.
    ///
    /// The compositor calls this at the end of each frame, so a failure is reported where it
    /// happened instead of as a silently blank window.
    package func checkStatus() throws(GraphicsError) {
        try CairoStatus.check(cairo_status(cairo), "Drawing")
        try CairoStatus.check(cairo_surface_status(cairo_get_target(cairo)), "Drawing into the surface")
    }

    /// Makes sure all drawing so far has reached the destination.
    public func flush() {
        cairo_surface_flush(cairo_get_target(cairo))
    }

    /// Makes sure all drawing so far has reached the destination.
    public func synchronize() { flush() }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state; ``restoreGState()`` returns to it.
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
        state.holdsOverflowGuard = false
    }

    /// Returns to the graphics state of the matching ``saveGState()``; does nothing without one.
    public func restoreGState() {
        // Inside a transparency layer only the states saved in it can be restored: the layer's
        // group sits on Cairo's state stack above the ones saved before it.
        guard savedStates.count > (transparencyLayers.last?.depth ?? 0), let saved = savedStates.popLast() else {
            let reason = savedStates.isEmpty
                ? "there is no saved graphics state to restore."
                : "the state was saved before the open transparency layer began; end the layer first."
            Diagnostics.ignoredCall("restoreGState()", reason)
            return
        }
        dropOverflowGuard()
        cairo_restore(cairo)
        state = saved
    }

    /// The transform from user space to default user space (the base space without its device flip).
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        return CGAffineTransform(cairoMatrix: m).concatenating(baseTransform.inverted())
    }

    /// The transform from user space to device pixels.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(cairo, &m)
            return CGAffineTransform(cairoMatrix: m)
        }
    }

    /// Replaces the user-to-device transform outright, without saving the rest of the state.
    ///
    /// Renderers that only move between coordinate spaces use this with
    /// ``userSpaceToDeviceSpaceTransform`` instead of a full ``saveGState()``/``restoreGState()``.
    package func setUserSpaceToDeviceSpaceTransform(_ t: CGAffineTransform) {
        dropOverflowGuard()
        guard !state.transformOverflowed else { return }
        guard Self.cairoAccepts(t) else { return suppressDrawingForOverflow("setUserSpaceToDeviceSpaceTransform") }
        cairo_set_matrix(cairo, [t.cairoMatrix])
    }

    /// Moves the origin of user space by `(x, y)`.
    public func translateBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite else { return Diagnostics.ignoredCall("translateBy(x:y:)", "NaN or infinite offset.") }
        guard acceptsTransform(CGAffineTransform(translationX: x, y: y), "translateBy(x:y:)") else { return }
        cairo_translate(cairo, x, y)
    }

    /// Scales user space by `(x, y)`; a zero factor is ignored, since it would make the CTM singular.
    public func scaleBy(x: CGFloat, y: CGFloat) {
        guard x.isFinite, y.isFinite, x != 0, y != 0 else {
            return Diagnostics.ignoredCall("scaleBy(x:y:)", "scale factors must be finite and non-zero.")
        }
        guard acceptsTransform(CGAffineTransform(scaleX: x, y: y), "scaleBy(x:y:)") else { return }
        cairo_scale(cairo, x, y)
    }

    /// Rotates user space by `angle` radians, turning +x towards +y.
    public func rotate(by angle: CGFloat) {
        guard angle.isFinite else { return Diagnostics.ignoredCall("rotate(by:)", "NaN or infinite angle.") }
        concatenate(CGAffineTransform(rotationAngle: angle))
    }

    /// Applies `transform` to user space before the current transform.
    public func concatenate(_ transform: CGAffineTransform) {
        let t = transform
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite, t.a * t.d - t.b * t.c != 0 else {
            return Diagnostics.ignoredCall("concatenate(_:)", "the transform is not finite or not invertible.")
        }
        guard acceptsTransform(t, "concatenate(_:)") else { return }
        cairo_transform(cairo, [t.cairoMatrix])
    }

    /// Maps a point from user space to device pixels.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint {
        point.applying(userSpaceToDeviceSpaceTransform)
    }

    /// Maps a point from device pixels to user space.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        point.applying(userSpaceToDeviceSpaceTransform.inverted())
    }

    /// Maps a rectangle from user space to device pixels (its bounding box).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect {
        rect.applying(userSpaceToDeviceSpaceTransform)
    }

    /// Maps a rectangle from device pixels to user space (its bounding box).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect {
        rect.applying(userSpaceToDeviceSpaceTransform.inverted())
    }

    // MARK: Stroke and fill attributes

    /// Sets the line width for strokes, in user-space units; negative and non-finite widths are ignored.
    public func setLineWidth(_ width: CGFloat) {
        guard width >= 0, width.isFinite else { return Diagnostics.ignoredCall("setLineWidth(_:)", "invalid width \(width).") }
        cairo_set_line_width(cairo, width)
    }

    /// Sets the shape of stroke ends.
    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(cap.rawValue)])
    }

    /// Sets the shape of stroke corners.
    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(join.rawValue)])
    }

    /// Sets the ratio of miter length to line width beyond which a miter join becomes a bevel.
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return }
        cairo_set_miter_limit(cairo, limit)
    }

    /// Sets how closely curves are flattened when drawn: Cairo's tolerance, a tenth of
    /// `flatness` in device pixels, kept between 0.1 (the default) and 1.
    public func setFlatness(_ flatness: CGFloat) {
        guard flatness.isFinite, flatness > 0 else { return }
        cairo_set_tolerance(cairo, max(0.1, min(Double(flatness) * 0.1, 1)))
    }

    /// Sets a dash pattern of alternating painted and skipped lengths; an empty array draws solid lines.
    ///
    /// A pattern with a negative length, or whose lengths are all zero, is ignored.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.isEmpty || lengths.contains(where: { $0 > 0 })
        else { return Diagnostics.ignoredCall("setLineDash(phase:lengths:)", "lengths must be finite, non-negative and not all zero.") }
        cairo_set_dash(cairo, lengths.map { Double($0) }, Int32(lengths.count), phase)
    }

    /// Sets the colour used by fills.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }

    /// Sets the colour used by strokes.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

    /// Sets the fill colour to an sRGB colour.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour to an sRGB colour.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Sets an opacity, from 0 to 1, applied to everything drawn afterwards; values outside are clamped.
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return Diagnostics.ignoredCall("setAlpha(_:)", "alpha is NaN.") }
        state.alpha = min(max(alpha, 0), 1)
    }

    /// Whether drawing now composites plainly: full alpha, normal blending, no shadow (the
    /// state a renderer can leave as it found it without saving it).
    package var drawsPlainly: Bool {
        state.alpha >= 1 && state.blendMode == .normal && state.shadow == nil
    }

    /// Sets how drawn pixels combine with the destination.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// Gives everything drawn afterwards a blurred shadow of `color` (no shadow when `color` is `nil`).
    ///
    /// `offset` and `blur` are in base space: they do not follow the CTM. In a bitmap context a
    /// positive height moves the shadow up. The blur is a Gaussian with a standard deviation of
    /// half of `blur`, approximated by three box blurs.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            return Diagnostics.ignoredCall("setShadow(offset:blur:color:)", "offset or blur is NaN or infinite.")
        }
        state.shadow = color.map { (offset, max(blur, 0), $0) }
    }

    /// Gives everything drawn afterwards a shadow of black at one third opacity.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// How images are resampled when drawn at another size.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Turns antialiasing on or off for what is drawn afterwards, when ``setAllowsAntialiasing(_:)`` allows it.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        applyAntialias()
    }

    /// Allows or forbids antialiasing; antialiasing happens only when both settings are on.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        applyAntialias()
    }

    private func applyAntialias() {
        cairo_set_antialias(
            cairo, state.shouldAntialias && state.allowsAntialiasing ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }
}

@available(*, unavailable, message: "CGContext is used from one thread at a time")
extension CGContext: Sendable {}

extension CGAffineTransform {
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: a, yx: b, xy: c, yy: d, x0: tx, y0: ty)
    }

    init(cairoMatrix m: cairo_matrix_t) {
        self.init(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }
}

extension PixelBuffer {
    static func stride(for format: Format, width: Int) -> Int {
        Int(cairo_format_stride_for_width(format.cairo, Int32(width)))
    }
}
