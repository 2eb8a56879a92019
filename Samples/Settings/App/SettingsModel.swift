public import Foundation

/// The settings the sample edits, with their defaults, saved in a `UserDefaults`.
public struct SettingsModel: Equatable, Sendable {
    /// How long the screen waits before locking.
    public enum AutoLock: String, CaseIterable, Sendable {
        /// After half a minute.
        case thirtySeconds = "30 seconds"
        /// After a minute (the default).
        case oneMinute = "1 minute"
        /// After five minutes.
        case fiveMinutes = "5 minutes"
        /// Not at all.
        case never = "Never"
    }

    /// Whether Wi-Fi is on.
    public var wifi = true
    /// Whether Bluetooth is on.
    public var bluetooth = false
    /// From 0 to 1.
    public var brightness: Float = 0.5
    /// 0 small, 1 medium, 2 large.
    public var textSize = 1
    /// When the screen locks.
    public var autoLock = AutoLock.oneMinute
    /// In points, 10 to 24.
    public var fontSize = 14.0

    /// The defaults.
    public init() {}

    /// One line naming every setting.
    public var summary: String {
        let sizes = ["Small", "Medium", "Large"]
        return [
            "Wi-Fi \(wifi ? "on" : "off")", "Bluetooth \(bluetooth ? "on" : "off")", "Brightness \(Int((brightness * 100).rounded())) %",
            "\(sizes[min(max(textSize, 0), 2)]) text", "Auto-lock \(autoLock.rawValue)", "\(Int(fontSize)) pt",
        ].joined(separator: " · ")
    }

    private static let key = "Casement.Settings"

    /// The settings saved in `defaults`, or the defaults when none were saved; values out of
    /// range are brought back in.
    public static func load(from defaults: UserDefaults) -> SettingsModel {
        var model = SettingsModel()
        guard let saved = defaults.dictionary(forKey: key) else { return model }
        model.wifi = saved["wifi"] as? Bool ?? model.wifi
        model.bluetooth = saved["bluetooth"] as? Bool ?? model.bluetooth
        model.brightness = min(max((saved["brightness"] as? Double).map(Float.init) ?? model.brightness, 0), 1)
        model.textSize = min(max(saved["textSize"] as? Int ?? model.textSize, 0), 2)
        model.autoLock = (saved["autoLock"] as? String).flatMap(AutoLock.init(rawValue:)) ?? model.autoLock
        model.fontSize = min(max(saved["fontSize"] as? Double ?? model.fontSize, 10), 24)
        return model
    }

    /// Saves the settings in `defaults`.
    public func save(to defaults: UserDefaults) {
        defaults.set([
            "wifi": wifi, "bluetooth": bluetooth, "brightness": Double(brightness), "textSize": textSize,
            "autoLock": autoLock.rawValue, "fontSize": fontSize,
        ] as [String: Any], forKey: Self.key)
    }
}
