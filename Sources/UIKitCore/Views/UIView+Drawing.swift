import CoreGraphics
import QuartzCore

extension UIView {
    /// How a view's content is placed in its bounds when their size differs from the drawn size.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill the bounds, ignoring the aspect ratio.
        case scaleToFill
        /// Scaled to fit inside the bounds, keeping the aspect ratio.
        case scaleAspectFit
        /// Scaled to cover the bounds, keeping the aspect ratio.
        case scaleAspectFill
        /// Stretched like scaleToFill, and drawn again when the bounds change.
        case redraw
        /// Centred, at its own size.
        case center
        /// Centred along the top edge.
        case top
        /// Centred along the bottom edge.
        case bottom
        /// Centred along the left edge.
        case left
        /// Centred along the right edge.
        case right
        /// In the top-left corner.
        case topLeft
        /// In the top-right corner.
        case topRight
        /// In the bottom-left corner.
        case bottomLeft
        /// In the bottom-right corner.
        case bottomRight
    }

    /// Classes whose views are known to draw, so they draw straight into their backing stores.
    ///
    /// Process-wide on purpose: whether a class overrides ``draw(_:)`` is a fact of the class, the
    /// same in every session, and the set is bounded by the classes the program has.
    static var drawingClasses: Set<ObjectIdentifier> = []

    /// Draws the view into its layer, learning first, for a class not yet known to draw, whether
    /// it draws at all: that drawing is recorded and, when it overrides ``draw(_:)`` or marks
    /// anything, replayed into the backing store, so ``draw(_:)`` runs once per invalidation; a
    /// view that draws nothing gets no backing store (UIKit's rule for views that do not
    /// override ``draw(_:)``).
    func displayViewContents() {
        switch directDrawing() {
        case .drawing(let reach, let drawing): return layer.displayDrawnContent(reaching: reach, drawing)
        case .nothing: return clearContents()
        case nil: break
        }
        let type = ObjectIdentifier(Swift.type(of: self))
        if Self.drawingClasses.contains(type) { return layer.displayIntoBackingStore() }
        if Swift.type(of: self) == UIView.self || Swift.type(of: self) == UIWindow.self { return clearContents() }
        let bounds = self.bounds
        guard bounds.width > 0, bounds.height > 0,
            let probe = CGContext.makeRecordingProbe(width: Int(saturating: bounds.width.rounded(.up)), height: Int(saturating: bounds.height.rounded(.up)))
        else { return clearContents() }
        probe.translateBy(x: -bounds.minX, y: -bounds.minY)
        drawReachedBase = false
        UIGraphicsPushContext(probe)
        UITraitCollection.withCurrentTraits(of: self) { draw(bounds) }
        UIGraphicsPopContext()
        let overrides = !drawReachedBase
        if overrides { Self.drawingClasses.insert(type) }
        guard overrides || probe.recordedInk != .zero else { return clearContents() }
        pendingRecording = probe
        layer.displayIntoBackingStore()
        pendingRecording = nil
    }

    /// What a view whose drawing is cheap to repeat shows without a backing store.
    enum DirectDrawing {
        /// The view draws nothing.
        case nothing
        /// Drawing replayed into each frame that shows the view, in its bounds space, painting
        /// no more than the area given (infinite when not known).
        case drawing(reach: CGRect, (CGContext) -> Void)
    }

    /// Drops a backing store the view drew earlier; an image the app set as the layer's contents stays.
    private func clearContents() {
        if layer.hasDrawnContents { layer.contents = nil }
    }

    /// Sets the layer's gravity and redrawing on resize for ``contentMode``. On a y-down screen
    /// Core Animation's "top" is the bottom edge, so UIKit's top maps to the layer's bottom.
    func applyContentMode() {
        let gravity: CALayerContentsGravity
        switch contentModeStorage {
        case .scaleToFill, .redraw: gravity = .resize
        case .scaleAspectFit: gravity = .resizeAspect
        case .scaleAspectFill: gravity = .resizeAspectFill
        case .center: gravity = .center
        case .top: gravity = .bottom
        case .bottom: gravity = .top
        case .left: gravity = .left
        case .right: gravity = .right
        case .topLeft: gravity = .bottomLeft
        case .topRight: gravity = .bottomRight
        case .bottomLeft: gravity = .topLeft
        case .bottomRight: gravity = .topRight
        }
        layer.contentsGravity = gravity
        layer.needsDisplayOnBoundsChange = contentModeStorage == .redraw
    }
}

extension UIView: @preconcurrency TranslucentBackgroundDelegate {
    /// Whether the view's drawing keeps its alpha though the view is opaque: when its background
    /// colour is translucent. iOS draws such a view over what is behind it (the opaque flag is
    /// a hint it does not follow there), as DGCharts' clear charts rely on.
    package func showsThrough(_ layer: CALayer) -> Bool {
        guard let background = layer.backgroundColor else { return false }
        return background.alpha < 1
    }
}
