import CoreGraphics
import Foundation
import UIKitTesting

/// The framework's own rendering tests read pixels with the test kit's type.
public typealias RGBAPixels = RGBAImage

/// How two images differ, pixel by pixel, in premultiplied 8-bit RGBA, counting a pixel as
/// different when any channel differs by more than a tolerance: the measure the framework's
/// golden images were made with (the kit's ``ImageComparison`` measures colour difference).
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

extension RGBAImage {
    /// Compares with `other`, counting pixels whose channels differ by more than `tolerance`.
    public func difference(from other: RGBAImage, tolerance: Int = 0) -> ImageDifference {
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

    /// The kit's heat map of how this image differs from `other`; `nil` when the sizes differ.
    public func differenceImage(against other: RGBAImage) -> CGImage? {
        ImageComparison.heatMap(of: self, against: other)?.cgImage
    }

    /// Makes an image from premultiplied RGBA bytes.
    public static func image(width: Int, height: Int, rgba: [UInt8]) -> CGImage? {
        RGBAImage(width: width, height: height, bytes: rgba).cgImage
    }
}
