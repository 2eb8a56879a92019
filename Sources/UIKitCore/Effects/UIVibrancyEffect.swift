import CoreGraphics
import Foundation

/// How strongly vibrant content shows through, as UIKit's text and fill levels.
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary text.
    case label = 0
    /// Secondary text.
    case secondaryLabel = 1
    /// Tertiary text.
    case tertiaryLabel = 2
    /// Quaternary text.
    case quaternaryLabel = 3
    /// Fills of thin and small shapes.
    case fill = 4
    /// Fills of medium-size shapes.
    case secondaryFill = 5
    /// Fills of large shapes.
    case tertiaryFill = 6
    /// Separator lines.
    case separator = 7
}

/// Makes the content of a visual-effect view take its colour from the blur behind it, for
/// views placed in the content view of a blur's effect view.
///
/// - Note: Divergence: content is blended with the blurred backdrop (multiplied over light
///   blurs, screened over dark ones) at the style's strength, rather than with Apple's
///   unpublished vibrancy filters.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy matches.
    let blurEffect: UIBlurEffect
    /// The strength of the vibrant content.
    let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`, at the strength of primary text.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy for content over `blurEffect`, at the strength of `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        (self.blurEffect, self.style) = (blurEffect, style)
        super.init()
    }

    /// How much of the content shows, by style.
    var strength: CGFloat {
        switch style {
        case .label: 1
        case .secondaryLabel: 0.6
        case .tertiaryLabel: 0.4
        case .quaternaryLabel: 0.25
        case .fill: 0.35
        case .secondaryFill: 0.25
        case .tertiaryFill: 0.15
        case .separator: 0.3
        }
    }
}
