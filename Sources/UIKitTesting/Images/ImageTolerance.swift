/// How much a rendered image may differ from its reference and still match.
///
/// Exact by default: Casement renders on the CPU with pinned fonts, so the same code gives the
/// same pixels on every machine with the same rendering stack. Loosen it by policy, where a
/// difference is expected (another library version, a photo decoded by another codec).
public struct ImageTolerance: Sendable, Equatable, CustomStringConvertible {
    /// The largest CIEDE2000 colour difference (0–100) at which a pixel still counts as the same;
    /// 0 counts every changed byte. About 1 is the smallest difference people notice side by
    /// side, 2.3 a just-noticeable one.
    public var perceptualThreshold: Double
    /// The fraction of pixels (0–1) that may differ by more than the threshold.
    public var differingPixelFraction: Double

    /// Creates a tolerance.
    public init(perceptualThreshold: Double = 0, differingPixelFraction: Double = 0) {
        self.perceptualThreshold = max(0, perceptualThreshold)
        self.differingPixelFraction = min(max(0, differingPixelFraction), 1)
    }

    /// Every pixel must be byte for byte the same.
    public static let exact = ImageTolerance()

    /// Pixels count as the same up to `deltaE` (just-noticeable by default), and `fraction` of
    /// the pixels may differ more.
    public static func perceptual(deltaE: Double = 2.3, fraction: Double = 0) -> ImageTolerance {
        ImageTolerance(perceptualThreshold: deltaE, differingPixelFraction: fraction)
    }

    /// The tolerance, as a failure message gives it.
    public var description: String {
        self == .exact ? "exact" : "ΔE ≤ \(perceptualThreshold) per pixel, at most \(differingPixelFraction * 100) % of pixels over it"
    }
}
