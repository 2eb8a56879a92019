import CoreGraphics
import Foundation

/// How two images differ, pixel by pixel, in premultiplied 8-bit RGBA.
public struct ImageDifference: CustomStringConvertible, Sendable {
    /// Pixels where any channel differs by more than the tolerance used for the comparison.
    public let differingPixels: Int
    public let totalPixels: Int
    /// The largest difference of any channel of any pixel, 0...255.
    public let maximumChannelDifference: Int
    /// Whether the sizes differ, in which case no pixel was compared.
    public let sizeMismatch: Bool

    /// The fraction of pixels that differ.
    public var fraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    public var description: String {
        if sizeMismatch { return "the images have different sizes" }
        return String(
            format: "%d of %d pixels differ (%.4f%%); largest channel difference %d",
            differingPixels, totalPixels, fraction * 100, maximumChannelDifference)
    }
}

/// A decoded image as premultiplied RGBA bytes, for comparison.
public struct RGBAPixels: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var bytes: [UInt8]

    /// Renders `image` into a fresh premultiplied RGBA bitmap.
    public init(_ image: CGImage) {
        width = image.width
        height = image.height
        var buffer = [UInt8](repeating: 0, count: width * height * 4)
        buffer.withUnsafeMutableBytes { raw in
            let context = CGContext(
                data: raw.baseAddress, width: image.width, height: image.height, bitsPerComponent: 8,
                bytesPerRow: image.width * 4, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.setBlendMode(.copy)
            context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
        }
        bytes = buffer
    }

    /// The RGBA values of the pixel at column `x`, row `y` (row 0 at the top).
    public subscript(x: Int, y: Int) -> [UInt8] {
        let i = (y * width + x) * 4
        return Array(bytes[i..<i + 4])
    }

    /// Compares with `other`, counting pixels whose channels differ by more than `tolerance`.
    public func difference(from other: RGBAPixels, tolerance: Int = 0) -> ImageDifference {
        guard width == other.width, height == other.height else {
            return ImageDifference(differingPixels: 0, totalPixels: 0, maximumChannelDifference: 255, sizeMismatch: true)
        }
        var differing = 0
        var maximum = 0
        for pixel in 0..<(width * height) {
            var worst = 0
            for channel in 0..<4 {
                let i = pixel * 4 + channel
                worst = max(worst, abs(Int(bytes[i]) - Int(other.bytes[i])))
            }
            maximum = max(maximum, worst)
            if worst > tolerance { differing += 1 }
        }
        return ImageDifference(differingPixels: differing, totalPixels: width * height, maximumChannelDifference: maximum, sizeMismatch: false)
    }

    /// An image that shows unchanged pixels faded and differing ones in red, brighter for larger differences.
    public func differenceImage(against other: RGBAPixels) -> CGImage? {
        guard width == other.width, height == other.height else { return nil }
        var out = [UInt8](repeating: 0, count: bytes.count)
        for pixel in 0..<(width * height) {
            let i = pixel * 4
            let worst = (0..<4).map { abs(Int(bytes[i + $0]) - Int(other.bytes[i + $0])) }.max()!
            if worst == 0 {
                for c in 0..<3 { out[i + c] = UInt8(192 + Int(bytes[i + c]) / 4) }
                out[i + 3] = 255
            } else {
                out[i] = UInt8(min(255, 128 + worst))
                out[i + 3] = 255
            }
        }
        return RGBAPixels.image(width: width, height: height, rgba: out)
    }

    /// Makes an image from premultiplied RGBA bytes.
    public static func image(width: Int, height: Int, rgba: [UInt8]) -> CGImage? {
        CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: CGDataProvider(data: Data(rgba))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    }
}
