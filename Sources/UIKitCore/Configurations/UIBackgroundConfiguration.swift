public import CoreGraphics
public import Foundation

/// How a background looks: its colour, corner radius, stroke, image or custom view, and how far
/// it is inset from the edges of the view it fills.
///
/// A configuration is a value: change a copy and assign it back for the view to show it.
public struct UIBackgroundConfiguration {
    /// A view shown behind everything else the background draws, filling it.
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the edges of the view it fills.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The background's colour; `nil` uses the view's tint colour, `.clear` shows none.
    public var backgroundColor: UIColor?
    /// A function applied to the background colour before it is shown.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image drawn over the colour.
    public var image: UIImage?
    /// How the image fits the background; scaled to fill by default.
    public var imageContentMode = UIView.ContentMode.scaleToFill
    /// The colour of the line around the background; `nil` uses the view's tint colour.
    public var strokeColor: UIColor?
    /// A function applied to the stroke colour before it is shown.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the line around the background; 0 draws none.
    public var strokeWidth: CGFloat = 0
    /// How far outside the background's edge the line lies (inside when negative).
    public var strokeOutset: CGFloat = 0

    /// A background of the view's tint colour, as a starting point for configurations that
    /// resolve their own colours.
    init() {}

    /// A background with no colour and no corners.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }

    /// The colour shown for a view whose tint colour is `tintColor`, after the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour shown for a view whose tint colour is `tintColor`, after the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}

extension UIBackgroundConfiguration: Hashable {
    /// Whether the two show the same background: the same values, views and transformers.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.backgroundColor == rhs.backgroundColor
            && lhs.backgroundColorTransformer.isSame(as: rhs.backgroundColorTransformer)
            && lhs.image === rhs.image && lhs.imageContentMode == rhs.imageContentMode
            && lhs.strokeColor == rhs.strokeColor && lhs.strokeColorTransformer.isSame(as: rhs.strokeColorTransformer)
            && lhs.strokeWidth == rhs.strokeWidth && lhs.strokeOutset == rhs.strokeOutset
    }

    /// Hashes the values that are simple to hash; equal backgrounds hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(cornerRadius)
        hasher.combine(backgroundInsets)
        hasher.combine(backgroundColor)
        hasher.combine(strokeWidth)
    }
}
