public import CoreGraphics
public import QuartzCore
public import SnapshotTesting
public import UIKitCore

extension Snapshotting where Value == CALayer, Format == RenderedImage {
    /// Snapshots a layer and its sublayers at `scale` pixels a point, compared under `tolerance`.
    public static func image(scale: CGFloat = 1, tolerance: ImageTolerance = .exact) -> Snapshotting {
        Snapshotting<RenderedImage, RenderedImage>.image(tolerance: tolerance).pullback { layer in
            // Snapshots are taken on the main actor, which owns the trees they show.
            nonisolated(unsafe) let layer = layer
            return MainActor.assumeIsolated { RenderedImage(SnapshotRenderer.render(layer, scale: scale)) }
        }
    }

    /// Snapshots a layer at scale 1, exactly.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == UIView, Format == RenderedImage {
    /// Snapshots a view and its subviews, laid out, at `scale` pixels a point (the view's own
    /// scale when `nil`), compared under `tolerance`.
    public static func image(scale: CGFloat? = nil, tolerance: ImageTolerance = .exact) -> Snapshotting {
        Snapshotting<RenderedImage, RenderedImage>.image(tolerance: tolerance).pullback { view in
            MainActor.assumeIsolated {
                view.layoutIfNeeded()
                return RenderedImage(SnapshotRenderer.render(view.layer, scale: scale ?? view.contentScaleFactor))
            }
        }
    }

    /// Snapshots a view at its own scale, exactly.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == UIWindow, Format == RenderedImage {
    /// Snapshots what a shown window presents, composited by its own compositor (animations at
    /// the clock's current time included), compared under `tolerance`.
    public static func image(tolerance: ImageTolerance = .exact) -> Snapshotting {
        Snapshotting<RenderedImage, RenderedImage>.image(tolerance: tolerance).pullback { window in
            MainActor.assumeIsolated { RenderedImage(SnapshotRenderer.render(window)) }
        }
    }

    /// Snapshots what a window presents, exactly.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == UIViewController, Format == RenderedImage {
    /// Snapshots a view controller's view (loading it if needed), compared under `tolerance`.
    public static func image(scale: CGFloat? = nil, tolerance: ImageTolerance = .exact) -> Snapshotting {
        Snapshotting<UIView, RenderedImage>.image(scale: scale, tolerance: tolerance).pullback { controller in
            MainActor.assumeIsolated { controller.view }
        }
    }

    /// Snapshots a view controller's view at its own scale, exactly.
    public static var image: Snapshotting { image() }
}
