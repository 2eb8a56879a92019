import CoreGraphics
import Foundation

/// A blur of what lies behind a visual-effect view, in one of UIKit's material styles.
///
/// Each style blurs the backdrop, raises its colours' saturation and tints it; the adaptive
/// styles (``Style/regular``, ``Style/prominent`` and the `system…Material` ones) follow the
/// view's light or dark appearance, the others keep theirs.
///
/// - Note: Divergence: Apple does not publish its materials' blur radii, saturation and tints;
///   Casement's are close approximations, listed in the porting guide.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The material styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A bright, nearly white blur.
        case extraLight = 0
        /// A light blur.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// Light or dark with the appearance.
        case regular = 4
        /// Lighter or darker than regular, with the appearance.
        case prominent = 5
        /// The most translucent material, adapting to the appearance.
        case systemUltraThinMaterial = 6
        /// A translucent material, adapting to the appearance.
        case systemThinMaterial = 7
        /// The default material, adapting to the appearance.
        case systemMaterial = 8
        /// A nearly opaque material, adapting to the appearance.
        case systemThickMaterial = 9
        /// The material of bars and chrome, adapting to the appearance.
        case systemChromeMaterial = 10
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The default material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The default material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The style the effect was made with (UIKit keeps it private).
    let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// How the style looks in `interfaceStyle`: the blur's standard deviation (points), the
    /// saturation factor, and the tint laid over it.
    func look(in interfaceStyle: UIUserInterfaceStyle) -> (radius: CGFloat, saturation: CGFloat, tint: UIColor) {
        let dark = interfaceStyle == .dark
        let white = { (alpha: CGFloat) in UIColor(white: 1, alpha: alpha) }
        let shade = { (alpha: CGFloat) in UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: alpha) }
        switch style {
        case .extraLight: return (20, 1.8, UIColor(white: 0.97, alpha: 0.8))
        case .light: return (20, 1.8, white(0.3))
        case .dark: return (20, 1.8, shade(0.73))
        case .regular: return dark ? (20, 1.8, shade(0.73)) : (20, 1.8, white(0.3))
        case .prominent: return dark ? (20, 1.8, shade(0.85)) : (20, 1.8, UIColor(white: 0.97, alpha: 0.8))
        case .systemUltraThinMaterial: return dark ? (12, 1.8, shade(0.45)) : (12, 1.8, white(0.35))
        case .systemThinMaterial: return dark ? (16, 1.8, shade(0.6)) : (16, 1.8, white(0.55))
        case .systemMaterial: return dark ? (20, 1.8, shade(0.7)) : (20, 1.8, white(0.7))
        case .systemThickMaterial: return dark ? (24, 1.8, shade(0.85)) : (24, 1.8, white(0.85))
        case .systemChromeMaterial: return dark ? (20, 1.8, shade(0.75)) : (20, 1.8, UIColor(white: 0.97, alpha: 0.75))
        case .systemUltraThinMaterialLight: return (12, 1.8, white(0.35))
        case .systemThinMaterialLight: return (16, 1.8, white(0.55))
        case .systemMaterialLight: return (20, 1.8, white(0.7))
        case .systemThickMaterialLight: return (24, 1.8, white(0.85))
        case .systemChromeMaterialLight: return (20, 1.8, UIColor(white: 0.97, alpha: 0.75))
        case .systemUltraThinMaterialDark: return (12, 1.8, shade(0.45))
        case .systemThinMaterialDark: return (16, 1.8, shade(0.6))
        case .systemMaterialDark: return (20, 1.8, shade(0.7))
        case .systemThickMaterialDark: return (24, 1.8, shade(0.85))
        case .systemChromeMaterialDark: return (20, 1.8, shade(0.75))
        }
    }

    /// Whether content over the blur reads as on a dark backdrop in `interfaceStyle`.
    func isDark(in interfaceStyle: UIUserInterfaceStyle) -> Bool {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark, .systemChromeMaterialDark:
            true
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
            .systemChromeMaterialLight:
            false
        case .regular, .prominent, .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial, .systemChromeMaterial:
            interfaceStyle == .dark
        }
    }
}
