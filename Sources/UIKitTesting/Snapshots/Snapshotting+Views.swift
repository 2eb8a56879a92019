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
    ///
    /// The parameters before `scale` are those of SnapshotTesting's UIKit strategy on iOS, so
    /// snapshot tests written for iOS compile and run unchanged: `precision` is the fraction of
    /// pixels that must match and `perceptualPrecision` how close a pixel must be to count as
    /// matching (1 − ΔE/100), both used when `tolerance` is `nil`; `size` lays the view out at
    /// that size first; `traits` gives the interface style the view is drawn in and, when
    /// `scale` is `nil`, its display scale. `drawHierarchyInKeyWindow` asks iOS to render
    /// through the window server instead of the layer tree; here both are the same compositor's
    /// drawing of the layer tree, so it gives the same picture.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init(), scale: CGFloat? = nil, tolerance: ImageTolerance? = nil
    ) -> Snapshotting {
        let tolerance = tolerance ?? ImageTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        return Snapshotting<RenderedImage, RenderedImage>.image(tolerance: tolerance).pullback { view in
            MainActor.assumeIsolated {
                if let size { view.frame.size = size }
                // As SnapshotTesting does on iOS, a view on its own is put in a window for the
                // snapshot, which gives it the traits asked for (its colours resolve with them).
                let host: UIWindow? = view.superview == nil && !(view is UIWindow) ? UIWindow(frame: view.bounds) : nil
                let styled = host ?? view
                let style = styled.overrideUserInterfaceStyle
                if let host { host.addSubview(view) }
                if traits.userInterfaceStyle != .unspecified { styled.overrideUserInterfaceStyle = traits.userInterfaceStyle }
                defer {
                    styled.overrideUserInterfaceStyle = style
                    if host != nil { view.removeFromSuperview() }
                }
                view.layoutIfNeeded()
                let pixels = scale ?? (traits.displayScale > 0 ? traits.displayScale : view.contentScaleFactor)
                return RenderedImage(SnapshotRenderer.render(view.layer, scale: pixels))
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
    /// Snapshots a view controller's view (loading it if needed), compared under `tolerance`;
    /// the other parameters are SnapshotTesting's on iOS, as for views.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init(), scale: CGFloat? = nil, tolerance: ImageTolerance? = nil
    ) -> Snapshotting {
        Snapshotting<UIView, RenderedImage>.image(
            drawHierarchyInKeyWindow: drawHierarchyInKeyWindow, precision: precision, perceptualPrecision: perceptualPrecision, size: size,
            traits: traits, scale: scale, tolerance: tolerance
        ).pullback { controller in
            MainActor.assumeIsolated { controller.view }
        }
    }

    /// Snapshots a view controller's view at its own scale, exactly.
    public static var image: Snapshotting { image() }
}
