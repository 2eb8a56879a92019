import CoreGraphics
import Foundation

/// What a configuration shows in one state, with its colours and text resolved.
struct ButtonConfigurationLook {
    var backgroundColor: UIColor
    var strokeColor: UIColor
    var foregroundColor: UIColor
    var imageTintColor: UIColor
    var title: AttributedText?
    var subtitle: AttributedText?
}

extension UIButton.Configuration {
    // Apple documents the styles but not their colours or fonts. These follow iOS 17's look as
    // published screenshots and a public backport show it; the pressed and disabled colours are
    // Casement's choice where nothing public settles them (see docs/Porting.md).

    /// How much of its opacity a style's background keeps while pressed.
    static let pressedBackgroundOpacity: CGFloat = 0.75
    /// How much of its opacity the content of a style without a background keeps while pressed.
    static let pressedForegroundOpacity: CGFloat = 0.5
    /// The opacity of a tinted style's background colour.
    static let tintedBackgroundOpacity: CGFloat = 0.15

    /// The title's font for the button size: body, subheadline or footnote sizes.
    var titleFont: UIFont {
        switch buttonSize {
        case .large, .medium: .systemFont(ofSize: 17)
        case .small: .systemFont(ofSize: 15)
        case .mini: .systemFont(ofSize: 13)
        }
    }

    /// The subtitle's font for the button size, a step smaller than the title's.
    var subtitleFont: UIFont {
        switch buttonSize {
        case .large, .medium: .systemFont(ofSize: 15)
        case .small: .systemFont(ofSize: 13)
        case .mini: .systemFont(ofSize: 12)
        }
    }

    private var hasFilledLook: Bool { style == .filled || style == .borderedProminent }
    private var hasTintedLook: Bool { style == .tinted || style == .borderedTinted }
    private var hasGrayLook: Bool { style == .gray || style == .bordered }

    /// The colours and text this configuration shows for a button tinted `tint`.
    func look(tint: UIColor) -> ButtonConfigurationLook {
        let state = buttonState ?? .normal
        let disabled = state.contains(.disabled)
        let selected = automaticallyUpdateForSelection && state.contains(.selected)
        var background: UIColor?
        var foreground: UIColor
        if hasFilledLook {
            background = baseBackgroundColor ?? tint
            foreground = baseForegroundColor ?? .white
        } else if hasTintedLook {
            let base = baseBackgroundColor ?? tint
            background = base.fading(by: Self.tintedBackgroundOpacity)
            foreground = baseForegroundColor ?? baseBackgroundColor ?? tint
        } else if hasGrayLook {
            background = baseBackgroundColor ?? .secondarySystemFill
            foreground = baseForegroundColor ?? tint
        } else {
            foreground = baseForegroundColor ?? tint
        }
        if selected {
            // A selected toggle shows the filled look of its colour.
            background = baseForegroundColor ?? tint
            foreground = .white
        }
        if disabled {
            if background != nil { background = .tertiarySystemFill }
            foreground = .tertiaryLabel
        } else if state.contains(.highlighted) {
            if let color = background {
                background = color.fading(by: Self.pressedBackgroundOpacity)
            } else {
                foreground = foreground.fading(by: Self.pressedForegroundOpacity)
            }
        }
        let shownBackground = self.background.backgroundColor ?? background ?? .clear
        let imageTint = imageColorTransformer?(foreground) ?? foreground
        return ButtonConfigurationLook(
            backgroundColor: self.background.backgroundColorTransformer?(shownBackground) ?? shownBackground,
            strokeColor: self.background.resolvedStrokeColor(for: tint),
            foregroundColor: foreground, imageTintColor: imageTint,
            title: text(titleText, font: titleFont, color: foreground, transformer: titleTextAttributesTransformer),
            subtitle: text(subtitleText, font: subtitleFont, color: foreground, transformer: subtitleTextAttributesTransformer))
    }

    /// `string` with the style's font and colour where its runs have none, after `transformer`.
    private func text(
        _ text: ConfigurationText?, font: UIFont, color: UIColor, transformer: UIConfigurationTextAttributesTransformer?
    ) -> AttributedText? {
        if case .plain(let plain) = text, transformer == nil {
            return plain.isEmpty ? nil : AttributedText(string: plain, attributes: [.font: font, .foregroundColor: color])
        }
        guard let string = text?.attributed, !string.characters.isEmpty else { return nil }
        var defaults = AttributeContainer()
        defaults.font = font
        defaults.foregroundColor = color
        if let transformer { defaults = transformer(defaults) }
        var styled = string
        // Each run's own attributes win over the defaults.
        styled.mergeAttributes(defaults, mergePolicy: .keepCurrent)
        return AttributedText(styled)
    }

    /// The corner radius of a background `height` points tall.
    func cornerRadius(height: CGFloat) -> CGFloat {
        let radius: CGFloat
        switch cornerStyle {
        case .fixed: radius = background.cornerRadius
        case .dynamic:
            radius = background.cornerRadius == UIBackgroundConfiguration.buttonCornerRadius
                ? buttonSize.cornerRadius : background.cornerRadius
        case .small: radius = 6
        case .medium: radius = 8
        case .large: radius = 12
        case .capsule: radius = height / 2
        }
        return max(0, min(radius, height / 2))
    }
}

extension UIButton.Configuration.Size {
    /// The corner radius of a dynamic background of this size (as measured by a public
    /// backport of the API: small sizes are nearly capsules).
    var cornerRadius: CGFloat {
        switch self {
        case .mini, .small: 14
        case .medium: UIBackgroundConfiguration.buttonCornerRadius
        case .large: 8.75
        }
    }
}

extension UIColor {
    /// The colour with its opacity multiplied by `factor`.
    func fading(by factor: CGFloat) -> UIColor {
        withAlphaComponent(cgColor.alpha * factor)
    }
}

/// A configuration's title or subtitle as it was set: plain text, or text with attributes.
enum ConfigurationText {
    case plain(String)
    case attributed(AttributedString)

    var attributed: AttributedString {
        switch self {
        case .plain(let string): AttributedString(string)
        case .attributed(let string): string
        }
    }

    var plain: String {
        switch self {
        case .plain(let string): string
        // A slice of the characters converts on a fast path; the character view itself does not.
        case .attributed(let string): String(string.characters[...])
        }
    }
}
