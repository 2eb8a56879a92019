public import CoreGraphics
public import Foundation

// Sendable: immutable.
/// The traits of the environment an interface shows in: display scale, light or dark
/// appearance and layout direction.
///
/// Unspecified traits (0, `.unspecified`) take the value of the collections they are combined
/// with. Trait collections are immutable.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point of the display; 0 when unspecified.
    public let displayScale: CGFloat
    /// Whether the interface is light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The direction of the layout: left to right or right to left.
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// Traits with no values specified.
    public override init() {
        (displayScale, userInterfaceStyle, layoutDirection) = (0, .unspecified, .unspecified)
    }

    init(displayScale: CGFloat, userInterfaceStyle: UIUserInterfaceStyle, layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
    }

    /// Traits specifying only a display scale.
    public convenience init(displayScale scale: CGFloat) {
        self.init(displayScale: scale, userInterfaceStyle: .unspecified, layoutDirection: .unspecified)
    }

    /// Traits specifying only the interface style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(displayScale: 0, userInterfaceStyle: userInterfaceStyle, layoutDirection: .unspecified)
    }

    /// Traits specifying only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(displayScale: 0, userInterfaceStyle: .unspecified, layoutDirection: layoutDirection)
    }

    /// The traits of `traits` combined: for each trait, the last collection that specifies it.
    public convenience init(traitsFrom traits: [UITraitCollection]) {
        let scale = traits.last { $0.displayScale > 0 }?.displayScale ?? 0
        let style = traits.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        let direction = traits.last { $0.layoutDirection != .unspecified }?.layoutDirection ?? .unspecified
        self.init(displayScale: scale, userInterfaceStyle: style, layoutDirection: direction)
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether colours resolved for these traits may differ from those resolved for `traitCollection`.
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return displayScale == other.displayScale && userInterfaceStyle == other.userInterfaceStyle
            && layoutDirection == other.layoutDirection
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
        hasher.combine(layoutDirection)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection displayScale = \(displayScale), userInterfaceStyle = \(userInterfaceStyle), layoutDirection = \(layoutDirection)>"
    }
}

extension UITraitCollection {
    /// The traits of the code running now: the view's while UIKit lays it out, draws it or tells
    /// it its traits changed; the main screen's otherwise.
    @MainActor
    public static var current: UITraitCollection {
        get { currentOverride ?? UIScreen.main.traitCollection }
        set { currentOverride = newValue }
    }

    // Global, as UIKit's `current` is (per thread there; the main actor's here): it belongs to
    // the code running now, not to an application, and views lay out with no application at all.
    @MainActor private static var currentOverride: UITraitCollection?

    /// Runs `body` with `traits` as ``current``, then puts the previous back.
    @MainActor
    static func withCurrent<T>(_ traits: UITraitCollection, _ body: () -> T) -> T {
        let previous = currentOverride
        currentOverride = traits
        defer { currentOverride = previous }
        return body()
    }
}
