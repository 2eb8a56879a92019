internal import CCairo
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
