import UIKit

/// The interface styles a golden image is recorded in.
enum Appearance {
    /// Light, then dark.
    static let both: [UIUserInterfaceStyle] = [.light, .dark]
}

extension UIUserInterfaceStyle {
    /// What a golden image's name gains in this style: nothing in light, "-dark" in dark.
    var goldenSuffix: String { self == .dark ? "-dark" : "" }
}
