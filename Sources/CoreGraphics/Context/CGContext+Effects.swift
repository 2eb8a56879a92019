@_implementationOnly import CCairo
public import Foundation

extension CGContext {
    /// Intersects the clip with `mask` stretched over `rect`: where the mask is opaque (or white,
    /// for a gray image without alpha) drawing shows, where it is transparent (or black) it does not.
    ///
    /// Outside `rect` nothing shows. The mask is placed as `draw(_:in:)` places an image.
    public func clip(to rect: CGRect, mask: CGImage) {
        let r = rect.standardized
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            return Diagnostics.ignoredCall("clip(to:mask:)", "the rectangle is NaN or infinite.")
        }
        guard let combined = try? PixelBuffer(width: max(deviceSize.width, 1), height: max(deviceSize.height, 1), format: .a8)
        else { return }
        if let existing = state.mask {
            memcpy(combined.bytes, existing.bytes, existing.byteCount)
        } else {
            memset(combined.bytes, 255, combined.byteCount)
        }
        cairo_surface_mark_dirty(combined.surface)
        // A rectangle too thin (or a transform too extreme) for the mask's mapping to be inverted
        // covers no pixel: the clip becomes empty, where Cairo would abort on the pattern.
        let imageToUser = CGAffineTransform(
            a: r.width / CGFloat(mask.width), b: 0, c: 0, d: r.height / CGFloat(mask.height), tx: r.minX, ty: r.minY)
        let toDevice = imageToUser.concatenating(userSpaceToDeviceSpaceTransform)
        let (largestStretch, smallestStretch) = Self.stretches(of: toDevice)
        let inkArea = abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c) * CGFloat(mask.width) * CGFloat(mask.height)
        // A rectangle that misses the clip (one sent 1e300 away, whose offset Cairo cannot map
        // either) leaves nothing to draw through.
        let reachesClip = !boundingBoxOfClipPath.clampedIntersection(r).isEmpty
        guard !state.transformOverflowed, reachesClip, Self.cairoAccepts(imageToUser), Self.cairoAccepts(toDevice), inkArea >= 1.0 / 1024
        else {
            memset(combined.bytes, 0, combined.byteCount)
            cairo_surface_mark_dirty(combined.surface)
            state.mask = combined
            return
        }
        let factor = Self.samplingFactor(forSmallestStretch: smallestStretch)
        let alphaSource = ((mask.colorSpace?.model == .monochrome && mask.isOpaque) ? grayAsAlpha(mask) : mask)
            .flatMap { factor > 1 ? $0.sampled(every: factor) : $0 }
        guard let alphaSource, let painter = cairo_create(combined.surface) else { return }
        defer { cairo_destroy(painter) }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        cairo_set_matrix(painter, &m)
        if !(largestStretch <= Self.maximumImageStretch) {
            // The mask's pixels as rectangles, in a group that is then painted over the whole
            // mask as the pattern would be: nothing outside them stays.
            cairo_push_group_with_content(painter, CAIRO_CONTENT_ALPHA)
            paintStretchedPixels(of: alphaSource, in: r, with: painter)
            cairo_pop_group_to_source(painter)
            cairo_set_operator(painter, CAIRO_OPERATOR_IN)
            cairo_paint(painter)
            cairo_surface_flush(combined.surface)
            state.mask = combined
            return
        }
        let pattern = imagePattern(alphaSource, in: r, forColor: false)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_NONE)
        cairo_set_source(painter, pattern)
        cairo_pattern_destroy(pattern)
        cairo_set_operator(painter, CAIRO_OPERATOR_IN)
        cairo_paint(painter)
        cairo_surface_flush(combined.surface)
        state.mask = combined
    }

    /// An alpha-only copy of a gray image whose gray values become alpha.
    private func grayAsAlpha(_ image: CGImage) -> CGImage? {
        guard let alpha = try? PixelBuffer(width: image.width, height: image.height, format: .a8) else { return nil }
        cairo_surface_flush(image.pixels.surface)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let gray = UInt8(truncatingIfNeeded: image.pixels.word(x: x, y: y) >> 16)
                alpha.bytes.storeBytes(of: gray, toByteOffset: y * alpha.bytesPerRow + x, as: UInt8.self)
            }
        }
        cairo_surface_mark_dirty(alpha.surface)
        return CGImage(pixels: alpha, shouldInterpolate: image.shouldInterpolate)
    }

    /// Draws a blurred shadow of what `render` paints and returns the device rectangle it covers.
    ///
    /// `render` draws the shape, in the context's user space, into an alpha-only surface that
    /// covers where the shadow lands plus the blur's reach, so the blur sees the shape's pixels
    /// even beyond the destination's edges.
    func castShadow(
        extents: CGRect, shadow: (offset: CGSize, blur: CGFloat, color: CGColor), render: (OpaquePointer) -> Void
    ) -> CGRect {
        // UIKit parity: the offset ignores the CTM and follows base space, so positive heights
        // point up in bitmap and PDF contexts and down in UIKit's contexts (CGContextTests.shadowOffsetAndBlur).
        let base = baseTransform
        let offset = CGSize(width: shadow.offset.width, height: shadow.offset.height).applying(base)
        let blur = shadow.blur * (abs(base.a * base.d - base.b * base.c)).squareRoot()
        let sigma = blur / 2
        let pad = (3 * sigma).rounded(.up)
        // A blur wider than a bitmap may be spreads the shadow too thin to show.
        guard pad.isFinite, 2 * pad < CGFloat(PixelBuffer.maximumSide), offset.width.isFinite, offset.height.isFinite else { return .null }
        let extents = extents.clampedToFarthest
        let device = CGRect(x: 0, y: 0, width: deviceSize.width, height: deviceSize.height)
        // Only the part of the shadow that lands on the destination is painted.
        let landing = extents.insetBy(dx: -pad, dy: -pad).offsetBy(dx: offset.width, dy: offset.height)
            .intersection(device).integral
        guard !landing.isNull, landing.width > 0, landing.height > 0 else { return .null }
        let area = landing.insetBy(dx: -pad, dy: -pad)
        guard let alpha = try? PixelBuffer(width: Int(area.width), height: Int(area.height), format: .a8),
            let painter = cairo_create(alpha.surface)
        else { return .null }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        let shifted = CGAffineTransform(cairoMatrix: m)
            .concatenating(CGAffineTransform(translationX: offset.width - area.minX, y: offset.height - area.minY))
        cairo_set_matrix(painter, [shifted.cairoMatrix])
        render(painter)
        cairo_destroy(painter)
        cairo_surface_flush(alpha.surface)
        if sigma > 0 {
            BoxBlur.gaussian(alpha.bytes.assumingMemoryBound(to: UInt8.self), width: alpha.width, height: alpha.height,
                             stride: alpha.bytesPerRow, sigma: Double(sigma))
        }
        keepOnly(landing.offsetBy(dx: -area.minX, dy: -area.minY), of: alpha)
        cairo_surface_mark_dirty(alpha.surface)
        let (r, g, b, a) = sourceComponents(shadow.color)
        let color = cairo_pattern_create_rgba(r, g, b, a)!
        // No clip here: a clip would consume the current path, which the caller still needs.
        paintMask(alpha, at: area.origin, color: color)
        cairo_pattern_destroy(color)
        return landing
    }

    /// Paints `color` through the alpha of `mask` placed at `origin` in device pixels, with the
    /// state's alpha, blend mode and mask clip; without alpha or a mask clip it needs no group.
    ///
    /// `skipping` is a whole-pixel device rectangle left unpainted; it applies only where
    /// painting is plain source-over, since any other operator affects what lies beneath.
    func paintMask(_ mask: PixelBuffer, at origin: CGPoint, color: OpaquePointer, skipping hidden: CGRect? = nil) {
        if state.alpha >= 1, state.mask == nil, !blendNeedsCairoOrder {
            let area = CGRect(x: origin.x, y: origin.y, width: CGFloat(mask.width), height: CGFloat(mask.height))
            let bands = state.blendMode == .normal ? hidden.map { Self.bands(of: area, around: $0) } : nil
            if bands?.isEmpty == true { return }
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            // Whole-pixel boxes clip without a clip mask; Cairo composites them box by box.
            withTemporaryPath({ $0.addRects(bands ?? []) }) {
                if bands != nil { cairo_clip(cairo) }
                cairo_set_operator(cairo, state.blendMode.cairoOperator)
                cairo_set_source(cairo, color)
                cairo_mask_surface(cairo, mask.surface, origin.x, origin.y)
            }
            cairo_restore(cairo)
            return
        }
        cairo_push_group(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source(cairo, color)
        cairo_mask_surface(cairo, mask.surface, origin.x, origin.y)
        let group = cairo_pop_group(cairo)!
        composite(group, operator: state.blendMode.cairoOperator)
        cairo_pattern_destroy(group)
    }

    /// The parts of `area` outside `hole`, as up to four non-overlapping rectangles.
    private static func bands(of area: CGRect, around hole: CGRect) -> [CGRect] {
        let hole = hole.clampedIntersection(area)
        guard !hole.isNull, !hole.isEmpty else { return [area] }
        return [
            CGRect(x: area.minX, y: area.minY, width: area.width, height: hole.minY - area.minY),
            CGRect(x: area.minX, y: hole.maxY, width: area.width, height: area.maxY - hole.maxY),
            CGRect(x: area.minX, y: hole.minY, width: hole.minX - area.minX, height: hole.height),
            CGRect(x: hole.maxX, y: hole.minY, width: area.maxX - hole.maxX, height: hole.height),
        ].filter { $0.width > 0 && $0.height > 0 }
    }

    /// Clears the alpha outside `rect` (in the buffer's pixels), where the blur's padding lies.
    private func keepOnly(_ rect: CGRect, of alpha: PixelBuffer) {
        let (x0, y0, x1, y1) = (Int(rect.minX), Int(rect.minY), Int(rect.maxX), Int(rect.maxY))
        for y in 0..<alpha.height {
            let row = alpha.bytes + y * alpha.bytesPerRow
            if y < y0 || y >= y1 {
                memset(row, 0, alpha.width)
            } else {
                memset(row, 0, x0)
                memset(row + x1, 0, alpha.width - x1)
            }
        }
    }
}

/// A Gaussian blur of 8-bit channels, approximated by three successive box blurs per axis.
///
/// The box width for standard deviation σ is ⌊σ·3·√(2π)/4 + 0.5⌋, the approximation SVG
/// specifies for feGaussianBlur; it is within a few per cent of a true Gaussian.
enum BoxBlur {
    /// Blurs one alpha byte per pixel.
    static func gaussian(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        gaussian(pixels, width: width, height: height, stride: stride, channels: 1, sigma: sigma)
    }

    /// Blurs each of `channels` interleaved bytes per pixel on its own (premultiplied ARGB is
    /// blurred correctly channel by channel).
    static func gaussian(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int, sigma: Double) {
        let d = Int(saturating: (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return }
        // An odd box is centred; an even one is run twice shifted by half a pixel each way, then once at d + 1.
        let boxes: [(size: Int, shift: Int)] = d % 2 == 1 ? [(d, 0), (d, 0), (d, 0)] : [(d, 0), (d, 1), (d + 1, 0)]
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { scratch.deallocate() }
        for channel in 0..<channels {
            for (size, shift) in boxes {
                for y in 0..<height {
                    blurLine(pixels + y * stride + channel, count: width, step: channels, size: size, shift: shift, scratch: scratch)
                }
            }
            for (size, shift) in boxes {
                for x in 0..<width {
                    blurLine(pixels + x * channels + channel, count: height, step: stride, size: size, shift: shift, scratch: scratch)
                }
            }
        }
    }

    /// One sliding-window box pass over `count` samples `step` apart; samples beyond the ends are zero.
    private static func blurLine(
        _ line: UnsafeMutablePointer<UInt8>, count: Int, step: Int, size: Int, shift: Int, scratch: UnsafeMutablePointer<UInt8>
    ) {
        for i in 0..<count { scratch[i] = line[i * step] }
        let left = size / 2 + (size % 2 == 0 ? shift - 1 : 0)
        let right = size - 1 - left
        var sum = 0
        for i in -left...right where i >= 0 && i < count { sum += Int(scratch[i]) }
        for i in 0..<count {
            line[i * step] = UInt8((sum + size / 2) / size)
            let outgoing = i - left
            let incoming = i + right + 1
            if outgoing >= 0 { sum -= Int(scratch[outgoing]) }
            if incoming < count { sum += Int(scratch[incoming]) }
        }
    }
}

extension CGContext {
    /// Paints only the blurred shadow that filling `path` (in user space) would cast.
    ///
    /// `offset` and `blur` are in base space, as with ``setShadow(offset:blur:color:)``. Alpha,
    /// blend mode and clip apply; the context's own shadow setting does not.
    package func drawShadow(of path: CGPath, offset: CGSize, blur: CGFloat, color: CGColor) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite, !path.isEmpty else { return }
        let shape = CGPath(elements: path.elements)
        let extents = shape.boundingBox.applying(userSpaceToDeviceSpaceTransform)
        willDraw(deviceRect: .null)
        let cast = castShadow(extents: extents, shadow: (offset, max(blur, 0), color)) { painter in
            replay(shape.elements, into: painter)
            cairo_set_source_rgba(painter, 0, 0, 0, 1)
            cairo_fill(painter)
        }
        didDraw(deviceRect: cast)
    }
}

extension CGContext {
    /// Paints, inside `path` (user space), a Gaussian blur of what the surface being drawn into
    /// already shows there, with its colours' saturation scaled by `saturation` (1 leaves them):
    /// the backdrop of a visual-effect view. `sigma` is in user units.
    ///
    /// What is blurred reaches three standard deviations beyond the shape, edge pixels
    /// repeated past the surface's edges. A wide blur is taken at a quarter or half of the
    /// resolution and scaled back up, which looks the same and costs a sixteenth or a quarter.
    package func drawBackdropBlur(in path: CGPath, sigma: CGFloat, saturation: CGFloat) {
        guard sigma.isFinite, saturation.isFinite, !path.isEmpty else { return }
        let toDevice = userSpaceToDeviceSpaceTransform
        let deviceSigma = max(sigma, 0) * Self.stretches(of: toDevice).largest
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        cairo_restore(cairo)
        let surface = CGRect(origin: .zero, size: CGSize(width: deviceSize.width, height: deviceSize.height))
        let shown = path.boundingBox.applying(toDevice)
            .clampedIntersection(CGRect(x: clip.x1, y: clip.y1, width: clip.x2 - clip.x1, height: clip.y2 - clip.y1))
            .clampedIntersection(surface).integral
        guard !shown.isNull, !shown.isEmpty, deviceSigma.isFinite else { return }
        let factor: CGFloat = deviceSigma >= 16 ? 4 : deviceSigma >= 8 ? 2 : 1
        let margin = (3 * deviceSigma).rounded(.up)
        let reach = shown.insetBy(dx: -margin, dy: -margin)
        let width = Int(saturating: (reach.width / factor).rounded(.up)), height = Int(saturating: (reach.height / factor).rounded(.up))
        guard let copy = try? PixelBuffer(width: width, height: height, format: .argb32) else { return }
        let target = cairo_get_target(cairo)!
        cairo_surface_flush(target)
        let painter = cairo_create(copy.surface)!
        cairo_scale(painter, 1 / Double(factor), 1 / Double(factor))
        cairo_set_source_surface(painter, target, -Double(reach.minX), -Double(reach.minY))
        cairo_pattern_set_extend(cairo_get_source(painter), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(painter), CAIRO_FILTER_GOOD)
        cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
        cairo_paint(painter)
        cairo_destroy(painter)
        cairo_surface_flush(copy.surface)
        BoxBlur.gaussian(
            copy.bytes.assumingMemoryBound(to: UInt8.self), width: width, height: height, stride: copy.bytesPerRow, channels: 4,
            sigma: Double(deviceSigma / factor))
        if saturation != 1 { Self.saturate(copy, by: Double(saturation)) }
        cairo_surface_mark_dirty(copy.surface)

        willDraw(deviceRect: shown)
        cairo_save(cairo)
        cairo_new_path(cairo)
        replay(path.elements)
        cairo_clip(cairo)
        cairo_push_group(cairo)
        cairo_identity_matrix(cairo)
        let pattern = cairo_pattern_create_for_surface(copy.surface)!
        var placement = cairo_matrix_t()
        cairo_matrix_init_scale(&placement, 1 / Double(factor), 1 / Double(factor))
        cairo_matrix_translate(&placement, -Double(reach.minX), -Double(reach.minY))
        cairo_pattern_set_matrix(pattern, &placement)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_pattern_destroy(pattern)
        let group = cairo_pop_group(cairo)!
        composite(group, operator: CAIRO_OPERATOR_OVER)
        cairo_pattern_destroy(group)
        cairo_restore(cairo)
        didDraw(deviceRect: shown)
    }

    /// Scales the saturation of premultiplied ARGB pixels about their luminance (Rec. 709
    /// weights), keeping each channel within its alpha.
    private static func saturate(_ buffer: PixelBuffer, by factor: Double) {
        for y in 0..<buffer.height {
            let row = (buffer.bytes + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<buffer.width {
                let pixel = row[x]
                let alpha = Double(pixel >> 24)
                guard alpha > 0 else { continue }
                let red = Double((pixel >> 16) & 0xFF), green = Double((pixel >> 8) & 0xFF), blue = Double(pixel & 0xFF)
                let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
                func scaled(_ channel: Double) -> UInt32 {
                    UInt32(min(max(luminance + (channel - luminance) * factor, 0), alpha).rounded())
                }
                row[x] = (pixel & 0xFF00_0000) | scaled(red) << 16 | scaled(green) << 8 | scaled(blue)
            }
        }
    }
}
