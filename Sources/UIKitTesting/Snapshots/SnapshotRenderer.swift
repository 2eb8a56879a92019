import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKitCore

/// Renders layers, views and windows for snapshots, each twice, so that rendering that is not
/// deterministic is reported as such rather than as a mismatch with the reference.
@MainActor
enum SnapshotRenderer {
    /// The layer tree below `layer` as drawn by the renderer the compositor uses, at `scale`
    /// pixels a point; model values, laid out and displayed first.
    static func render(_ layer: CALayer, scale: CGFloat) -> CGImage {
        CATransaction.flush()
        layer.layoutIfNeeded()
        layer.displaySubtreeIfNeeded()
        return twice(what: "layer \(layer.name.map { "'\($0)'" } ?? String(describing: type(of: layer)))") {
            draw(layer, scale: scale)
        }
    }

    /// What `window` shows: a frame composited by its own compositor, as presented, at the
    /// screen's scale. A window that is not shown is drawn as a layer tree instead.
    static func render(_ window: UIWindow) -> CGImage {
        window.layoutIfNeeded()
        guard !window.isHidden, let platformWindow = window.platformWindow else {
            return render(window.layer, scale: window.contentScaleFactor)
        }
        window.session.updateScreens()
        return twice(what: "window") {
            window.setNeedsFullRepaint()
            window.session.updateScreens()
            return platformWindow.surface.makeImage() ?? transparentPixel
        }
    }

    /// Calls `render` twice and reports, as non-determinism, any pixel that differs.
    static func twice(what: String, _ render: () -> CGImage) -> CGImage {
        let first = render()
        let second = render()
        let comparison = ImageComparison(second, reference: first)
        if comparison.changedPixels > 0 || !comparison.sizesMatch {
            Issue.record("Rendering of the \(what) is not deterministic: two renders at the same clock time differ (\(comparison)). This is not a mismatch with the reference: something draws differently each time.")
        }
        return first
    }

    private static func draw(_ layer: CALayer, scale: CGFloat) -> CGImage {
        let bounds = layer.bounds
        let width = Int(saturating: (bounds.width * scale).rounded(.up))
        let height = Int(saturating: (bounds.height * scale).rounded(.up))
        guard scale > 0, let context = CGContext.offscreenBitmap(width: width, height: height, origin: bounds.origin, scale: (scale, scale)) else {
            Issue.record("Nothing to snapshot: the layer's bounds (\(bounds.width)×\(bounds.height) points at scale \(scale)) hold no pixel.")
            return transparentPixel
        }
        layer.render(in: context)
        return context.makeImage() ?? transparentPixel
    }

    /// A 1×1 transparent image, for what has nothing to show.
    static var transparentPixel: CGImage { RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 0]).cgImage }
}
