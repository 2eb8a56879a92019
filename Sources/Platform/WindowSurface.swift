public import CoreGraphics
import Foundation

/// The pixels of one window: premultiplied ARGB32 rows, top row first, drawn with a ``CGContext``.
///
/// The context's user space is window pixels with the origin at the top-left corner and y
/// growing downwards. The memory belongs to the platform, which keeps it alive as long as the
/// surface; a resized window gets a new surface.
@MainActor
public final class WindowSurface {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The stride in bytes.
    public let bytesPerRow: Int
    /// The context that draws into the pixels.
    public private(set) var context: CGContext
    /// The first byte of the pixels.
    package let bytes: UnsafeMutableRawPointer
    private let release: @MainActor () -> Void

    /// Wraps `bytes`; `release` runs when the surface is discarded and must free the memory.
    package init(
        bytes: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int,
        release: @escaping @MainActor () -> Void
    ) throws(PlatformError) {
        do {
            context = try CGContext(surfaceBytes: bytes, width: width, height: height, bytesPerRow: bytesPerRow)
        } catch {
            release()
            throw PlatformError("Could not create a \(width)×\(height) window surface: \(error.message)")
        }
        self.bytes = bytes
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.release = release
    }

    /// Allocates zeroed memory for a surface of the given size.
    package static func allocate(width: Int, height: Int) throws(PlatformError) -> WindowSurface {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else {
            throw PlatformError("A window surface must be 1...32767 pixels in each dimension, not \(width)×\(height).")
        }
        let stride = width * 4
        guard let memory = calloc(stride * height, 1) else {
            throw PlatformError("Out of memory for a \(width)×\(height) window surface.")
        }
        return try WindowSurface(bytes: memory, width: width, height: height, bytesPerRow: stride) { free(memory) }
    }

    isolated deinit {
        release()
    }

    /// Replaces a context Cairo has put into its error state (it would never draw again) with a
    /// new one over the same pixels; returns whether it could.
    package func replaceContext() -> Bool {
        guard let fresh = try? CGContext(surfaceBytes: bytes, width: width, height: height, bytesPerRow: bytesPerRow) else { return false }
        context = fresh
        return true
    }

    /// A copy of the current pixels.
    public func makeImage() -> CGImage? {
        context.makeImage()
    }

    /// The 32-bit premultiplied ARGB value at column `x`, row `y`.
    public func pixel(x: Int, y: Int) -> UInt32 {
        context.flush()
        return bytes.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }
}
