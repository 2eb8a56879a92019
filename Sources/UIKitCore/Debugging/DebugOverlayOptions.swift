public import Foundation

/// The debugging overlays Casement can draw over every window, above the app's content and
/// outside its hierarchy (no view, hit test or snapshot sees them).
///
/// Turn them on with `CASEMENT_DEBUG_OVERLAYS` (a comma-separated list of `view-borders`,
/// `layer-borders`, `blended-layers` and `hit-test`, or `all`), or at run time with
/// `UIApplication.shared.debugOverlays`.
public struct DebugOverlayOptions: OptionSet, Sendable, Hashable {
    /// The bits of the set.
    public let rawValue: Int

    /// The set with the given bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Each view's frame outlined in blue.
    public static let viewBorders = DebugOverlayOptions(rawValue: 1 << 0)
    /// Each layer that is not a view's outlined in orange.
    public static let layerBorders = DebugOverlayOptions(rawValue: 1 << 1)
    /// Views tinted green where they are opaque and red where they must be blended with what is
    /// behind them (translucent, partly transparent or without a background), as iOS's "Color
    /// Blended Layers" does.
    public static let blendedLayers = DebugOverlayOptions(rawValue: 1 << 2)
    /// The view the last touch landed on, outlined in magenta.
    public static let hitTest = DebugOverlayOptions(rawValue: 1 << 3)

    /// The frames presented in the last second against the screen's refresh rate, in the
    /// window's top right corner.
    public static let frameRate = DebugOverlayOptions(rawValue: 1 << 4)

    /// The autoresizing of each view that has a mask, as Interface Builder draws it: struts
    /// (solid teal) for the margins and sizes that stay fixed, springs (dashed purple) for those
    /// that stretch.
    public static let autoresizing = DebugOverlayOptions(rawValue: 1 << 5)

    /// Layers drawn from a cached bitmap tinted green, into a new one red (the raster cache and
    /// `shouldRasterize` alike), and through an offscreen pass yellow, as they were last drawn.
    public static let rasterization = DebugOverlayOptions(rawValue: 1 << 6)

    /// Each frame's damage flashed, as the compositor repaints it (as `CASEMENT_FLASH_DAMAGE=1`).
    public static let damage = DebugOverlayOptions(rawValue: 1 << 7)

    /// Every overlay.
    public static let all: DebugOverlayOptions = [
        .viewBorders, .layerBorders, .blendedLayers, .hitTest, .frameRate, .autoresizing, .rasterization, .damage,
    ]

    /// The overlays a `CASEMENT_DEBUG_OVERLAYS` value names; unknown names are reported and left out.
    public init(environmentValue: String) {
        var options: DebugOverlayOptions = []
        for name in environmentValue.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !name.isEmpty {
            switch name {
            case "all": options.formUnion(.all)
            case "view-borders": options.insert(.viewBorders)
            case "layer-borders": options.insert(.layerBorders)
            case "blended-layers": options.insert(.blendedLayers)
            case "hit-test": options.insert(.hitTest)
            case "frame-rate": options.insert(.frameRate)
            case "autoresizing": options.insert(.autoresizing)
            case "rasterization": options.insert(.rasterization)
            case "damage": options.insert(.damage)
            default:
                Diagnostics.report("Casement UIKit: CASEMENT_DEBUG_OVERLAYS names an unknown overlay \"\(name)\"; known: view-borders, layer-borders, blended-layers, hit-test, frame-rate, autoresizing, rasterization, damage, all.")
            }
        }
        self = options
    }
}
