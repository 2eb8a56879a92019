import CoreGraphics
import QuartzCore

extension UIFocusSystem {
    /// The name of the window overlay's part the halo is drawn in.
    static let haloPartName = "focus halo"
    /// The halo's line width, and the gap between it and the focused item.
    static let haloWidth: CGFloat = 3
    static let haloGap: CGFloat = 1

    /// Before each frame: drops focus a view can no longer have, then rings the focused view
    /// with its effect's halo in its tint colour (above everything in the window, so nothing
    /// covers it), or takes the halo away.
    func updateHalo(in window: UIWindow) {
        validateFocus()
        guard let view = focusedView, let effect = view.focusEffect, let path = Self.haloPath(of: view, effect: effect, in: window) else {
            window.removeOverlayPart(named: Self.haloPartName)
            return
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        guard let part = window.overlayPart(named: Self.haloPartName) else { return }
        if part.frame != window.layer.bounds { part.frame = window.layer.bounds }
        let ring: CAShapeLayer
        if let existing = part.sublayers?.first as? CAShapeLayer {
            ring = existing
        } else {
            ring = CAShapeLayer()
            ring.fillColor = nil
            ring.lineWidth = Self.haloWidth
            part.addSublayer(ring)
        }
        if ring.frame != part.bounds { ring.frame = part.bounds }
        if ring.path != path { ring.path = path }
        let color = view.resolvedCGColor(view.tintColor)
        if ring.strokeColor != color { ring.strokeColor = color }
    }

    /// The halo's centre line in the window's coordinates: along the effect's shape, or around
    /// the view's bounds with its corners, outside the edge unless the effect puts it inside.
    private static func haloPath(of view: UIView, effect: UIFocusEffect, in window: UIWindow) -> CGPath? {
        let halo = effect as? UIFocusHaloEffect
        let reference = halo?.referenceView ?? view
        guard reference.window === window else { return nil }
        let inside = halo?.position == .inside
        let offset = (inside ? -1 : 1) * (haloGap + haloWidth / 2)
        if let shape = halo?.path {
            let origin = reference.convert(CGPoint.zero, to: window)
            var move = CGAffineTransform(translationX: origin.x, y: origin.y)
            // A shape of the app's own is ringed along its edge.
            return shape.copy(using: &move)
        }
        let frame = view.convert(view.bounds, to: window)
        let rect = frame.insetBy(dx: -offset, dy: -offset)
        guard rect.width > 0, rect.height > 0 else { return nil }
        let corner = view.focusHaloCornerRadius
        return CGPath(roundedRect: rect, cornerWidth: max(corner + offset, 0), cornerHeight: max(corner + offset, 0), transform: nil)
    }
}
