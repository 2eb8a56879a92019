import CoreGraphics
import Foundation

// Core Image filters do not exist on Linux. A compositing filter named by one of Core Image's
// blend-mode or compositing filters is applied through the matching Cairo operator; `filters`
// and `backgroundFilters` are kept (so code that sets and reads them works) but not applied.
// Divergence: listed in the porting guide.
extension CALayer {
    /// Core Image's blend-mode and compositing filter names, with the blend mode each composites with.
    static let compositingBlendModes: [String: CGBlendMode] = [
        "multiplyBlendMode": .multiply, "screenBlendMode": .screen, "overlayBlendMode": .overlay,
        "darkenBlendMode": .darken, "lightenBlendMode": .lighten, "colorDodgeBlendMode": .colorDodge,
        "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight, "hardLightBlendMode": .hardLight,
        "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion, "hueBlendMode": .hue,
        "saturationBlendMode": .saturation, "colorBlendMode": .color, "luminosityBlendMode": .luminosity,
        "sourceOverCompositing": .normal, "sourceInCompositing": .sourceIn, "sourceOutCompositing": .sourceOut,
        "sourceAtopCompositing": .sourceAtop, "additionCompositing": .plusLighter, "minimumCompositing": .darken,
        "maximumCompositing": .lighten, "multiplyCompositing": .multiply,
    ]

    /// The blend mode the layer is composited with: what ``compositingFilter`` names, else normal.
    /// Kept among the custom values, so layers without one pay a check of an empty dictionary.
    var compositingBlendMode: CGBlendMode {
        guard !customValues.isEmpty, let name = customValues["compositingFilter"] as? String else { return .normal }
        return Self.compositingBlendModes[name] ?? .normal
    }

    /// Says when a compositing filter will not be applied.
    func reportUnappliedCompositingFilter(_ filter: Any?) {
        guard let filter else { return }
        if let name = filter as? String, Self.compositingBlendModes[name] != nil { return }
        Diagnostics.report(
            "Casement QuartzCore: compositingFilter \(filter) on \(debugName) is not one of Core Image's blend-mode or compositing filter names (such as \"multiplyBlendMode\"); the layer composites normally.")
    }
}
