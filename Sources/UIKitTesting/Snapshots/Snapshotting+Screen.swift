public import CoreGraphics
public import Foundation
import PlatformX11
public import SnapshotTesting
import Testing

extension Snapshotting where Value == TestApp, Format == RenderedImage {
    /// Snapshots what the X server shows on the app's display (every client's windows, read
    /// back from the server), or only `area` of it in screen pixels, compared under `tolerance`.
    /// On the in-memory display there is no server to read: the snapshot records an issue.
    public static func screen(area: CGRect? = nil, tolerance: ImageTolerance = .exact) -> Snapshotting {
        Snapshotting<RenderedImage, RenderedImage>.image(tolerance: tolerance).pullback { app in
            MainActor.assumeIsolated {
                app.runTurn()
                guard let x11 = app.platform as? X11Platform else {
                    Issue.record("A screen snapshot needs an X server: make the app with TestApp(display: .xvfb()).")
                    return RenderedImage(SnapshotRenderer.transparentPixel)
                }
                do {
                    return RenderedImage(try x11.captureScreen(area))
                } catch {
                    Issue.record("Could not read the screen back: \(error)")
                    return RenderedImage(SnapshotRenderer.transparentPixel)
                }
            }
        }
    }

    /// Snapshots the whole screen of the app's X display, exactly.
    public static var screen: Snapshotting { screen(area: nil) }
}
