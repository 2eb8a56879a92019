import CoreGraphics
public import SnapshotTesting
public import UIKitCore
public import Foundation

extension Diffing where Value == UIImage {
    /// Compares images as SnapshotTesting's UIKit strategy does on iOS: `precision` is the
    /// fraction of pixels that must match, `perceptualPrecision` how close a pixel must be to
    /// count as matching (1 − ΔE/100); a reference decodes at `scale` (the main screen's when
    /// `nil`). Failures report as ``Diffing/image(tolerance:)`` does for rendered images.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let rendered = Diffing<RenderedImage>.image(tolerance: ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision))
        // Taken once: a reference is decoded on whatever thread the library reads it on.
        let referenceScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? UIImage.mainScreenScale.withLock { $0 }
        return .diff(
            toData: { image in image.cgImage.map { rendered.toData(RenderedImage($0)) } ?? Data() },
            fromData: { data in UIImage(data: data, scale: referenceScale) ?? UIImage() }
        ) { reference, actual in
            guard let expected = reference.cgImage, let image = actual.cgImage else {
                return reference.cgImage == nil && actual.cgImage == nil ? nil : ("One of the images has no pixels.", [])
            }
            return rendered.diffV2(RenderedImage(expected, renderingStack: nil), RenderedImage(image, renderingStack: nil))
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// Snapshots an image as PNG, compared exactly.
    public static var image: Snapshotting { image() }

    /// Snapshots an image as PNG, compared as SnapshotTesting's UIKit strategy does on iOS; the
    /// base that iOS test suites pull back to their own values (`SimplySnapshotting.image(…)
    /// .pullback { view in … }`).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

extension ImageTolerance {
    /// The tolerance SnapshotTesting's `precision` and `perceptualPrecision` describe.
    init(precision: Float, perceptualPrecision: Float) {
        self.init(
            perceptualThreshold: Double(1 - min(max(perceptualPrecision, 0), 1)) * 100,
            differingPixelFraction: Double(1 - min(max(precision, 0), 1)))
    }
}
