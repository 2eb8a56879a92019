@_implementationOnly import CCairo
public import Foundation

/// An immutable bitmap image.
///
/// Casement keeps every image's pixels in one of Cairo's formats (premultiplied ARGB, opaque
/// RGB or alpha only) so it can be drawn without conversion. The geometry and layout properties
/// report what the image was created with; ``dataProvider`` returns those original bytes.
public final class CGImage: CustomStringConvertible {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The number of bits in one colour or alpha component.
    public let bitsPerComponent: Int
    /// The number of bits in one pixel, padding included.
    public let bitsPerPixel: Int
    /// The number of bytes from the start of one row to the start of the next.
    public let bytesPerRow: Int
    /// The colour space of the components, or `nil` for an alpha-only image.
    public let colorSpace: CGColorSpace?
    /// The pixel layout.
    public let bitmapInfo: CGBitmapInfo
    /// Whether drawing the image scaled smooths it.
    public let shouldInterpolate: Bool
    /// How out-of-gamut colours are mapped when the image is drawn.
    public let renderingIntent: CGColorRenderingIntent

    /// The pixels in a Cairo format, ready to draw.
    package let pixels: PixelBuffer
    /// The bytes the caller created the image from, when they differ from ``pixels``.
    private let originalBytes: Data?
    /// ``pixels`` with red and blue exchanged, made when the image is first drawn into a bitmap
    /// in RGBA order (behind a lock: renderers may share an image across threads).
    private var exchangedPixels: PixelBuffer?
    private let exchangedPixelsLock = NSLock()

    init(
        pixels: PixelBuffer,
        declared: (bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace?, info: CGBitmapInfo)?
            = nil,
        originalBytes: Data? = nil,
        shouldInterpolate: Bool = true,
        intent: CGColorRenderingIntent = .defaultIntent
    ) {
        self.pixels = pixels
        self.width = pixels.width
        self.height = pixels.height
        self.originalBytes = originalBytes
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        if let declared {
            self.bitsPerComponent = declared.bitsPerComponent
            self.bitsPerPixel = declared.bitsPerPixel
            self.bytesPerRow = declared.bytesPerRow
            self.colorSpace = declared.space
            self.bitmapInfo = declared.info
        } else {
            self.bitsPerComponent = 8
            self.bitsPerPixel = pixels.format.bytesPerPixel * 8
            self.bytesPerRow = pixels.bytesPerRow
            switch pixels.format {
            case .argb32:
                self.colorSpace = .srgb
                self.bitmapInfo = .cairoARGB32
            case .rgb24:
                self.colorSpace = .srgb
                self.bitmapInfo = .cairoRGB24
            case .a8:
                self.colorSpace = nil
                self.bitmapInfo = CGBitmapInfo(alphaInfo: .alphaOnly)
            }
        }
    }

    /// Creates an image from raw pixels, or returns `nil` for a layout Casement cannot read.
    ///
    /// Supported layouts use 8-bit components: RGB in 32 bits with alpha or padding first or
    /// last in either byte order, RGB in 24 bits, gray in 8 bits, gray with alpha in 16 bits, and
    /// alpha only in 8 bits. `decode` arrays are not supported and must be `nil`.
    public convenience init?(
        width: Int,
        height: Int,
        bitsPerComponent: Int,
        bitsPerPixel: Int,
        bytesPerRow: Int,
        space: CGColorSpace,
        bitmapInfo: CGBitmapInfo,
        provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard decode == nil, let data = provider.data,
            let layout = PixelLayout(
                bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, model: space.model, info: bitmapInfo),
            width > 0, height > 0, bytesPerRow >= width * bitsPerPixel / 8, data.count >= bytesPerRow * (height - 1) + width * bitsPerPixel / 8,
            let pixels = try? layout.convert(data, width: width, height: height, bytesPerRow: bytesPerRow)
        else { return nil }
        self.init(
            pixels: pixels,
            declared: (bitsPerComponent, bitsPerPixel, bytesPerRow, space, bitmapInfo),
            originalBytes: data, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Decodes a PNG image, or returns `nil` when the data is not a readable PNG.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider,
        decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, let pixels = try? ImageCodec.decodePNG(data) else { return nil }
        self.init(pixels: pixels, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Decodes a JPEG image, or returns `nil` when the data is not a readable JPEG.
    public convenience init?(
        jpegDataProviderSource source: CGDataProvider,
        decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, let pixels = try? ImageCodec.decodeJPEG(data) else { return nil }
        self.init(pixels: pixels, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// Whether the image has no alpha channel or ignores it.
    package var isOpaque: Bool { pixels.format == .rgb24 }

    /// Where alpha sits in each pixel.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo }

    /// Whether the image is an image mask; always `false`, since image masks are not supported yet.
    public var isMask: Bool { false }

    /// The decode array; always `nil`, since decode arrays are not supported.
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// The image's bytes in the layout its properties describe.
    public var dataProvider: CGDataProvider? {
        if let originalBytes { return CGDataProvider(data: originalBytes) }
        cairo_surface_flush(pixels.surface)
        return CGDataProvider(data: Data(bytes: pixels.bytes, count: pixels.byteCount))
    }

    /// Returns the same image; images are immutable, so no copy is needed.
    public func copy() -> CGImage? { self }

    /// Returns the part of the image inside `rect`, in pixels from the top-left corner.
    ///
    /// The rectangle is standardized, rounded outwards to whole pixels and intersected with the
    /// image. Returns `nil` when nothing is left or `rect` is not finite.
    public func cropping(to rect: CGRect) -> CGImage? {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return nil
        }
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        let (x, y, w, h) = (Int(area.minX), Int(area.minY), Int(area.width), Int(area.height))
        guard let crop = try? PixelBuffer(width: w, height: h, format: pixels.format) else { return nil }
        cairo_surface_flush(pixels.surface)
        let bytesPerPixel = pixels.format.bytesPerPixel
        for row in 0..<h {
            let source = pixels.bytes + (y + row) * pixels.bytesPerRow + x * bytesPerPixel
            memcpy(crop.bytes + row * crop.bytesPerRow, source, w * bytesPerPixel)
        }
        cairo_surface_mark_dirty(crop.surface)
        return CGImage(pixels: crop, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// This image shrunk `factor` times along each side by plain sampling (at least a pixel a
    /// side), for drawing an image so much smaller than its pixels that Cairo cannot map it in
    /// one step.
    func sampled(every factor: Int) -> CGImage? {
        let factor = min(max(factor, 1), max(width, height))
        let (w, h) = ((width + factor - 1) / factor, (height + factor - 1) / factor)
        guard let reduced = try? PixelBuffer(width: w, height: h, format: pixels.format), let painter = cairo_create(reduced.surface)
        else { return nil }
        defer { cairo_destroy(painter) }
        cairo_surface_flush(pixels.surface)
        cairo_scale(painter, 1 / Double(factor), 1 / Double(factor))
        cairo_set_source_surface(painter, pixels.surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(painter), CAIRO_FILTER_FAST)
        cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
        cairo_paint(painter)
        cairo_surface_flush(reduced.surface)
        return CGImage(pixels: reduced, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// ``pixels`` with red and blue exchanged, for drawing into a bitmap in RGBA byte order;
    /// made once and kept (``pixels`` themselves for an image that cannot be copied).
    var pixelsWithRedAndBlueExchanged: PixelBuffer {
        exchangedPixelsLock.withLock {
            if let exchangedPixels { return exchangedPixels }
            guard let copy = try? pixels.copy() else { return pixels }
            PixelOrder.exchangeRedAndBlue(in: copy.bytes, bytesPerRow: copy.bytesPerRow, rect: (0, 0, copy.width, copy.height))
            cairo_surface_mark_dirty(copy.surface)
            exchangedPixels = copy
            return copy
        }
    }

    /// The image's size and format, for debugging.
    public var description: String {
        "CGImage(\(width)×\(height), \(bitsPerPixel) bpp, \(alphaInfo))"
    }
}

@available(*, unavailable, message: "CGImage is used from one thread at a time")
extension CGImage: Sendable {}
