public import CoreGraphics
import Foundation

/// How a rendered image differs from its reference, pixel by pixel, with the numbers a failure
/// message needs.
public struct ImageComparison: Sendable, CustomStringConvertible {
    /// The size of the image compared, in pixels.
    public let size: (width: Int, height: Int)
    /// The size of the reference, in pixels.
    public let referenceSize: (width: Int, height: Int)
    /// The pixels whose bytes differ at all.
    public let changedPixels: Int
    /// The pixels whose colour differs by more than the tolerance's threshold.
    public let differingPixels: Int
    /// The largest difference of any channel of any pixel, 0–255.
    public let maximumChannelDifference: Int
    /// The largest CIEDE2000 colour difference of any pixel, 0–100.
    public let maximumColorDifference: Double
    /// The smallest rectangle, in pixels from the top left, that holds every changed pixel.
    public let changedRegion: CGRect?
    /// The tolerance the comparison was made with.
    public let tolerance: ImageTolerance

    /// Compares `image` with `reference` under `tolerance`.
    public init(_ image: CGImage, reference: CGImage, tolerance: ImageTolerance = .exact) {
        self.init(RGBAImage(image), reference: RGBAImage(reference), tolerance: tolerance)
    }

    /// Compares decoded pixels under `tolerance`.
    public init(_ image: RGBAImage, reference: RGBAImage, tolerance: ImageTolerance = .exact) {
        size = (image.width, image.height)
        referenceSize = (reference.width, reference.height)
        self.tolerance = tolerance
        guard image.width == reference.width, image.height == reference.height else {
            (changedPixels, differingPixels, maximumChannelDifference, maximumColorDifference, changedRegion) = (0, 0, 255, 100, nil)
            return
        }
        var changed = 0
        var differing = 0
        var maximumChannel = 0
        var maximumColor = 0.0
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        let (a, b) = (image.bytes, reference.bytes)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                guard a[i] != b[i] || a[i + 1] != b[i + 1] || a[i + 2] != b[i + 2] || a[i + 3] != b[i + 3] else { continue }
                changed += 1
                var worst = 0
                for channel in 0..<4 { worst = max(worst, abs(Int(a[i + channel]) - Int(b[i + channel]))) }
                maximumChannel = max(maximumChannel, worst)
                let color = LabColor.difference(a[i..<i + 4], b[i..<i + 4])
                maximumColor = max(maximumColor, color)
                if tolerance.perceptualThreshold == 0 || color > tolerance.perceptualThreshold { differing += 1 }
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        (changedPixels, differingPixels, maximumChannelDifference, maximumColorDifference) = (changed, differing, maximumChannel, maximumColor)
        changedRegion = changed == 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Whether the sizes are the same.
    public var sizesMatch: Bool { size == referenceSize }

    /// The fraction of pixels that differ by more than the threshold.
    public var differingFraction: Double {
        let total = size.width * size.height
        return total == 0 ? 0 : Double(differingPixels) / Double(total)
    }

    /// Whether the image matches its reference within the tolerance.
    public var matches: Bool {
        sizesMatch && differingFraction <= tolerance.differingPixelFraction
    }

    /// The comparison's numbers, as a failure message gives them.
    public var description: String {
        guard sizesMatch else {
            return "the image is \(size.width)×\(size.height) pixels, the reference \(referenceSize.width)×\(referenceSize.height)"
        }
        guard changedPixels > 0 else { return "the images are identical" }
        let region = changedRegion.map { "x \(Int($0.minX))–\(Int($0.maxX) - 1), y \(Int($0.minY))–\(Int($0.maxY) - 1)" } ?? ""
        return String(
            format: "%d of %d pixels differ (%.4f %%) beyond the tolerance (%@); %d changed at all, in %@; largest colour difference ΔE %.2f, largest channel difference %d",
            differingPixels, size.width * size.height, differingFraction * 100, tolerance.description, changedPixels, region,
            maximumColorDifference, maximumChannelDifference)
    }
}
