public import Foundation
internal import CoreGraphics

// Divergence: both encoders write the image as it is shown, turned upright by its orientation.
// Apple's pngData() writes the stored bitmap and drops the orientation, and jpegData records it
// in an EXIF tag; Casement's decoders read no EXIF orientation, so writing it upright is what
// keeps a round trip showing the same picture.
extension UIImage {
    /// The image as PNG data, with its alpha channel; `nil` when it has no bitmap.
    public func pngData() -> Data? {
        guard let upright = uprightCGImage else { return nil }
        do {
            return try ImageCodec.encodePNG(upright)
        } catch {
            Diagnostics.report("Casement UIKit: pngData() of a \(upright.width)×\(upright.height) image failed: \(error.message)")
            return nil
        }
    }

    /// The image as JPEG data at `compressionQuality`, from 0 (smallest) to 1 (best); `nil` when it
    /// has no bitmap. JPEG keeps no alpha: transparent areas come out black.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let upright = uprightCGImage else { return nil }
        // Qualities outside 0...1 are clamped, as Apple's encoder clamps them; NaN is taken as the best.
        let quality = compressionQuality.isNaN ? 1 : min(max(compressionQuality, 0), 1)
        do {
            return try ImageCodec.encodeJPEG(upright, quality: Int((quality * 99).rounded()) + 1)
        } catch {
            Diagnostics.report("Casement UIKit: jpegData(compressionQuality:) of a \(upright.width)×\(upright.height) image failed: \(error.message)")
            return nil
        }
    }
}
