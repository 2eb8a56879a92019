public import CoreGraphics
import Foundation

/// An image's pixels as premultiplied 8-bit RGBA, row 0 at the top: the form every comparison reads.
public struct RGBAImage: Equatable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Four bytes a pixel, red, green, blue, alpha, premultiplied.
    public var bytes: [UInt8]

    /// Reads `image`'s pixels, converting them from whatever layout it has.
    public init(_ image: CGImage) {
        width = image.width
        height = image.height
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        if width > 0, height > 0 {
            buffer.withUnsafeMutableBytes { raw in
                guard
                    let context = CGContext(
                        data: raw.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                        bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
                else { return }
                context.setBlendMode(.copy)
                context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
            }
        }
        bytes = buffer
    }

    /// Wraps premultiplied RGBA bytes; `bytes` must hold `width × height × 4` of them.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "RGBAImage: \(bytes.count) bytes for \(width)×\(height) pixels")
        (self.width, self.height, self.bytes) = (width, height, bytes)
    }

    /// The red, green, blue and alpha values of the pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> [UInt8] {
        let index = (y * width + x) * 4
        return Array(bytes[index..<index + 4])
    }

    /// The pixels as an image.
    public var cgImage: CGImage {
        CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
    }
}
