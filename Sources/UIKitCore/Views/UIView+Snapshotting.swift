public import CoreGraphics
import QuartzCore

extension UIView {
    func drawHierarchyOfLayers(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), !bounds.isEmpty, !rect.isEmpty else { return false }
        prepareSnapshot(afterUpdates: afterUpdates)
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }

    func makeSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let area = rect.standardized
        guard area.width > 0, area.height > 0 else { return nil }
        prepareSnapshot(afterUpdates: afterUpdates)
        let format = UIGraphicsImageRendererFormat()
        format.scale = contentScaleFactor
        let picture = UIGraphicsImageRenderer(bounds: area, format: format).image { context in
            layer.render(in: context.cgContext)
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: area.size))
        snapshot.layer.contents = picture.cgImage
        snapshot.layer.contentsScale = picture.scale
        snapshot.isOpaque = false
        if capInsets != .zero {
            snapshot.layer.contentsCenter = CGRect(
                x: capInsets.left / area.width, y: capInsets.top / area.height,
                width: max(area.width - capInsets.left - capInsets.right, 0) / area.width,
                height: max(area.height - capInsets.top - capInsets.bottom, 0) / area.height)
        }
        return snapshot
    }

    /// Brings the view's layers up to date for a picture: laid out and drawn, and, after
    /// updates, with the changes of this turn committed.
    private func prepareSnapshot(afterUpdates: Bool) {
        if afterUpdates {
            layoutIfNeeded()
            CATransaction.flush()
        }
        layer.displaySubtreeIfNeeded()
    }
}

