public import Foundation

/// An object with traits that change with where it is shown: screens, windows, views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The object's current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the object's traits changed from `previousTraitCollection`.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    /// Not set: the value of the collection combined with.
    case unspecified = 0
    /// Dark content on light backgrounds.
    case light
    /// Light content on dark backgrounds.
    case dark

    /// The case's name.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .light: "light"
        case .dark: "dark"
        }
    }
}

/// Whether an interface shows at the base level or above it.
public enum UIUserInterfaceLevel: Int, Sendable, CustomStringConvertible {
    /// Not set: the value of the collection combined with.
    case unspecified = -1
    /// The window's main content.
    case base = 0
    /// Content raised above the window's, such as a menu or a popover.
    case elevated = 1

    /// The case's name.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .base: "base"
        case .elevated: "elevated"
        }
    }
}

/// The layout direction of a trait environment.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, CustomStringConvertible {
    /// Not set: the value of the collection combined with.
    case unspecified = -1
    /// From left to right.
    case leftToRight = 0
    /// From right to left.
    case rightToLeft = 1

    /// The case's name.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .leftToRight: "leftToRight"
        case .rightToLeft: "rightToLeft"
        }
    }
}

/// The direction a user interface is laid out in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// From left to right.
    case leftToRight = 0
    /// From right to left.
    case rightToLeft
}

/// How a view's content relates to the layout direction, for flipping it in right-to-left layouts.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls, always left to right.
    case playback
    /// Directional controls, always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
