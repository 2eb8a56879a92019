public import Foundation

// Linux additions: Apple encodes and decodes through ImageIO, which Casement does not have.
extension CGImage {
    /// Returns the image encoded as PNG, with its alpha channel when it has one.
    ///
    /// - Throws: ``GraphicsError`` when memory runs out while encoding.
    public func pngData() throws(GraphicsError) -> Data {
        try ImageCodec.encodePNG(self)
    }

    /// Decodes a PNG or JPEG image from `data`, telling what is wrong when it cannot.
    ///
    /// - Throws: ``GraphicsError`` with kind `.invalidData` for empty, truncated, corrupt or
    ///   unrecognised data, `.unsupportedFormat` for CMYK JPEGs and oversize images.
    public static func decoded(from data: Data) throws(GraphicsError) -> CGImage {
        try ImageCodec.decode(data)
    }

    /// Decodes the PNG or JPEG file at `url`, telling what is wrong when it cannot.
    ///
    /// - Throws: ``GraphicsError`` with kind `.fileAccess` when the file cannot be read, and the
    ///   kinds of ``decoded(from:)`` for its contents.
    public static func decoded(contentsOf url: URL) throws(GraphicsError) -> CGImage {
        try ImageCodec.decode(contentsOf: url)
    }
}
