import CoreGraphics
import Foundation
import QuartzCore

/// Draws a marker where each finger touches a window while touch debugging is on.
///
/// The environment variable `CASEMENT_SHOW_TOUCHES=1` turns it on, so the two fingers an
/// Alt-drag makes for a pinch can be seen, as the iOS Simulator shows them. Markers are drawn in
/// the compositor's overlay above the window's layers, never in the app's layer tree, so no
/// view, hit test or layer count sees them.
@MainActor
package final class TouchMarkers {
    /// The marker's diameter in points: about a fingertip.
    static let diameter: CGFloat = 36

    /// Whether markers are drawn; it starts from the environment. Turning it off takes them away
    /// at the next frame.
    package var isEnabled = ProcessInfo.processInfo.environment["CASEMENT_SHOW_TOUCHES"] == "1"

    /// Whether the last update left markers in some window, which must be cleared even when off.
    private var showsMarkers = false

    /// Puts each window's markers where its live touches are, before the frame is drawn.
    func update(_ windows: [UIWindow], touches: [UITouch]) {
        guard isEnabled || showsMarkers else { return }
        let live = isEnabled ? touches.filter { $0.phase != .ended && $0.phase != .cancelled } : []
        showsMarkers = false
        for window in windows {
            let locations = live.filter { $0.window === window }.map(\.windowLocation)
            if locations.isEmpty {
                clear(window)
            } else {
                show(locations, in: window)
                showsMarkers = true
            }
        }
    }

    /// The name of the window overlay's part that holds the markers.
    static let partName = "touch markers"

    private func show(_ locations: [CGPoint], in window: UIWindow) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        guard let overlay = window.overlayPart(named: Self.partName) else { return }
        overlay.frame = window.layer.bounds
        var markers = overlay.sublayers ?? []
        while markers.count < locations.count {
            let marker = Self.makeMarker()
            overlay.addSublayer(marker)
            markers.append(marker)
        }
        for (index, marker) in markers.enumerated() {
            marker.isHidden = index >= locations.count
            if index < locations.count { marker.position = locations[index] }
        }
    }

    private func clear(_ window: UIWindow) {
        window.removeOverlayPart(named: Self.partName)
    }

    /// A translucent disc with a dark rim, visible over light and dark content alike.
    private static func makeMarker() -> CALayer {
        let marker = CALayer()
        marker.bounds = CGRect(x: 0, y: 0, width: diameter, height: diameter)
        marker.cornerRadius = diameter / 2
        marker.backgroundColor = CGColor(gray: 1, alpha: 0.5)
        marker.borderColor = CGColor(gray: 0.2, alpha: 0.7)
        marker.borderWidth = 2
        return marker
    }
}
