@_implementationOnly import CCairo
import Foundation

/// Pixels in one of Cairo's formats, in memory this object owns, with an image surface over them.
///
/// The surface is destroyed before the memory is freed, so Cairo never sees freed pixels.
package final class PixelBuffer {
    enum Format {
        /// Premultiplied ARGB in native 32-bit words.
        case argb32
        /// Opaque RGB in native 32-bit words; the top byte is padding.
        case rgb24
        /// One alpha byte per pixel.
        case a8

        var cairo: cairo_format_t {
            switch self {
            case .argb32: CAIRO_FORMAT_ARGB32
            case .rgb24: CAIRO_FORMAT_RGB24
            case .a8: CAIRO_FORMAT_A8
            }
        }

        var bytesPerPixel: Int { self == .a8 ? 1 : 4 }
    }

    let width: Int
    let height: Int
    let bytesPerRow: Int
    let format: Format
    let bytes: UnsafeMutableRawPointer
    private let ownsBytes: Bool
    /// The `cairo_surface_t` over ``bytes``.
    let surface: OpaquePointer

    /// The most pixels a bitmap may have along each side: Cairo's limit for image surfaces.
    static let maximumSide = 32767

    /// Allocates zeroed pixels: transparent black, or black for opaque formats.
    convenience init(width: Int, height: Int, format: Format) throws(GraphicsError) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
            throw GraphicsError(
                .unsupportedFormat, "A bitmap of \(width)×\(height) pixels is outside 1...32767 in each dimension.")
        }
        let stride = Int(cairo_format_stride_for_width(format.cairo, Int32(width)))
        guard let memory = calloc(stride * height, 1) else {
            throw GraphicsError(.outOfMemory, "Could not allocate \(stride * height) bytes for a \(width)×\(height) bitmap.")
        }
        try self.init(width: width, height: height, bytesPerRow: stride, format: format, bytes: memory, owned: true)
    }

    /// Wraps pixels the caller keeps alive for the buffer's whole lifetime.
    init(
        width: Int, height: Int, bytesPerRow: Int, format: Format, bytes: UnsafeMutableRawPointer, owned: Bool
    ) throws(GraphicsError) {
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.format = format
        self.bytes = bytes
        self.ownsBytes = owned
        let surface = cairo_image_surface_create_for_data(
            bytes.assumingMemoryBound(to: UInt8.self), format.cairo, Int32(width), Int32(height), Int32(bytesPerRow))
        do {
            self.surface = try CairoStatus.checkSurface(surface, "Creating a \(width)×\(height) image surface")
        } catch {
            if owned { free(bytes) }
            throw error
        }
    }

    /// Takes over an image surface Cairo allocated (for example from its PNG reader).
    init(adopting surface: OpaquePointer) throws(GraphicsError) {
        let format: Format
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_ARGB32: format = .argb32
        case CAIRO_FORMAT_RGB24: format = .rgb24
        case CAIRO_FORMAT_A8: format = .a8
        default:
            cairo_surface_destroy(surface)
            throw GraphicsError(.unsupportedFormat, "Cairo produced a pixel format Casement does not handle.")
        }
        cairo_surface_flush(surface)
        self.width = Int(cairo_image_surface_get_width(surface))
        self.height = Int(cairo_image_surface_get_height(surface))
        self.bytesPerRow = Int(cairo_image_surface_get_stride(surface))
        self.format = format
        self.bytes = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        self.ownsBytes = false
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
        if ownsBytes { free(bytes) }
    }

    var byteCount: Int { bytesPerRow * height }

    /// A copy of the pixels, after Cairo has finished any pending drawing.
    func copy() throws(GraphicsError) -> PixelBuffer {
        cairo_surface_flush(surface)
        let copy = try PixelBuffer(width: width, height: height, format: format)
        memcpy(copy.bytes, bytes, byteCount)
        cairo_surface_mark_dirty(copy.surface)
        return copy
    }

    /// The 32-bit word at `(x, y)` for the 32-bit formats.
    func word(x: Int, y: Int) -> UInt32 {
        bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }
}
