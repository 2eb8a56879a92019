public import CoreGraphics
public import SnapshotTesting
import Foundation

extension Diffing where Value == RenderedImage {
    /// Compares images pixel by pixel under `tolerance`; a failure reports how many pixels
    /// differ, where, and by how much, names rendering-stack changes since the reference was
    /// recorded, and attaches the reference, the failure and a heat map of the difference.
    public static func image(tolerance: ImageTolerance = .exact) -> Diffing {
        .diff(
            toData: { $0.pngData() },
            fromData: { data in
                RenderedImage(pngData: data) ?? RenderedImage(RGBAImage(width: 0, height: 0, bytes: []).cgImage, renderingStack: nil)
            }
        ) { reference, actual in
            let comparison = ImageComparison(actual.image, reference: reference.image, tolerance: tolerance)
            guard !comparison.matches else { return nil }
            var message = "Rendered image does not match the reference: \(comparison)."
            if let recorded = reference.renderingStack, let current = actual.renderingStack, recorded != current {
                message += " The reference was rendered by another stack (\(current.changes(from: recorded).joined(separator: "; "))); if that explains the difference, re-record it."
            }
            var attachments: [DiffAttachment] = [
                .data(reference.pngData(), name: "reference.png"), .data(actual.pngData(), name: "failure.png"),
            ]
            if let heatMap = ImageComparison.heatMap(of: actual.image, against: reference.image, tolerance: tolerance),
                let png = try? heatMap.pngData()
            {
                attachments.append(.data(png, name: "difference.png"))
            }
            FailureBundle.noteSnapshotFailure(reference: reference.image, actual: actual.image, message: message)
            return (message, attachments)
        }
    }
}

extension Snapshotting where Value == RenderedImage, Format == RenderedImage {
    /// Snapshots a rendered image as PNG, compared under `tolerance`.
    public static func image(tolerance: ImageTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance))
    }
}

extension Snapshotting where Value == CGImage, Format == RenderedImage {
    /// Snapshots an image as PNG, compared under `tolerance`.
    public static func image(tolerance: ImageTolerance = .exact) -> Snapshotting {
        Snapshotting<RenderedImage, RenderedImage>.image(tolerance: tolerance).pullback { RenderedImage($0) }
    }
}
