import Foundation

extension PlatformSession {
    /// The interface style the desktop asks for, read from the environment at launch:
    /// `CASEMENT_APPEARANCE` (`light` or `dark`) when set, otherwise dark when the GTK theme the
    /// desktop names (`GTK_THEME`, as `Adwaita:dark`) is a dark one, light otherwise.
    package static func desktopInterfaceStyle(environment: [String: String] = ProcessInfo.processInfo.environment) -> UIUserInterfaceStyle {
        if let requested = environment["CASEMENT_APPEARANCE"]?.lowercased() {
            switch requested {
            case "dark": return .dark
            case "light": return .light
            default:
                Diagnostics.report("Casement UIKit: CASEMENT_APPEARANCE is \"\(requested)\"; expected light or dark, so the interface is light.")
                return .light
            }
        }
        let theme = environment["GTK_THEME"]?.lowercased() ?? ""
        return theme.hasSuffix(":dark") || theme.hasSuffix("-dark") ? .dark : .light
    }

    /// Tells the screens their traits changed and gives every window's views their new traits.
    func systemInterfaceStyleChanged(from previous: UIUserInterfaceStyle) {
        if isCurrent { UITraitCollection.screenInterfaceStyle = systemInterfaceStyle }
        for screen in screens {
            screen.traitCollectionDidChange(screen.traitCollection.with(userInterfaceStyle: previous))
        }
        for window in livingWindows { window.refreshTraits() }
    }
}
