import CoreGraphics
import QuartzCore

// The compositor draws one overlay layer above a window's tree, outside the app's hierarchy;
// the focus halo and the debugging tools (touch markers, the debug overlays) each keep a named
// part of it.
extension UIWindow {
    /// The overlay part named `name`, made (and the overlay with it) when missing.
    func overlayPart(named name: String) -> CALayer? {
        guard let compositor else { return nil }
        let overlay = compositor.overlayLayer ?? CALayer()
        overlay.frame = layer.frame
        overlay.bounds.origin = layer.bounds.origin
        if let part = overlay.sublayers?.first(where: { $0.name == name }) { return part }
        let part = CALayer()
        part.name = name
        part.frame = overlay.bounds
        overlay.addSublayer(part)
        // Parts keep a fixed order, so the touch markers stay on top of the debug overlays.
        overlay.sublayers?.sort { Self.overlayOrder($0.name) < Self.overlayOrder($1.name) }
        compositor.overlayLayer = overlay
        return part
    }

    /// Takes the overlay part named `name` away, and the overlay when nothing else is in it.
    func removeOverlayPart(named name: String) {
        guard let compositor, let overlay = compositor.overlayLayer else { return }
        overlay.sublayers?.first(where: { $0.name == name })?.removeFromSuperlayer()
        if overlay.sublayers?.isEmpty ?? true { compositor.overlayLayer = nil }
    }

    private static func overlayOrder(_ name: String?) -> Int {
        switch name {
        case UIFocusSystem.haloPartName: -1
        case TouchMarkers.partName: 1
        default: 0
        }
    }
}
