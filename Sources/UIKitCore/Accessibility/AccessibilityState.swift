import Foundation
import Synchronization

/// An application session's accessibility: the desktop's preferences (whether motion is to be
/// reduced) and the notifications the app posted to assistive technologies.
///
/// The session owns one; ``UIAccessibility`` reaches the current session's on any thread, as
/// UIKit's accessibility functions may be called from any thread.
package final class AccessibilityState: Sendable {
    private let reducesMotion: Mutex<Bool>
    private let posts = Mutex<[AccessibilityPost]>([])

    /// The last notifications posted, oldest first (at most 256).
    package var postedNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] {
        posts.withLock { $0.map { ($0.notification, $0.argument) } }
    }

    /// Keeps a posted notification, dropping the oldest past 256.
    func record(_ notification: UIAccessibility.Notification, argument: Any?) {
        let post = AccessibilityPost(notification: notification, argument: argument)
        posts.withLock { posts in
            if posts.count == 256 { posts.removeFirst() }
            posts.append(post)
        }
    }

    /// Settings with motion reduced or not.
    package init(reducesMotion: Bool) {
        self.reducesMotion = Mutex(reducesMotion)
    }

    /// Settings as the desktop gives them at launch (``desktopReducesMotion(environment:)``).
    package convenience init() {
        self.init(reducesMotion: Self.desktopReducesMotion())
    }

    /// Whether the desktop asks apps to reduce motion; read on any thread.
    package var isReduceMotionEnabled: Bool {
        reducesMotion.withLock { $0 }
    }

    /// Changes whether motion is reduced and, when it changed, posts
    /// ``UIAccessibility/reduceMotionStatusDidChangeNotification``, as UIKit does when the
    /// setting changes.
    @MainActor
    package func setReduceMotionEnabled(_ enabled: Bool) {
        let changed = reducesMotion.withLock { value in
            defer { value = enabled }
            return value != enabled
        }
        if changed { NotificationCenter.default.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil) }
    }

    /// Whether the desktop asks to reduce motion, read at launch: `CASEMENT_REDUCE_MOTION`
    /// (`1` or `0`) when set, otherwise GTK's setting, which GNOME and other GTK desktops write
    /// when animations are turned off: `gtk-enable-animations` false in `settings.ini` under
    /// `gtk-4.0` or `gtk-3.0` in the user's configuration folder.
    package static func desktopReducesMotion(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let requested = environment["CASEMENT_REDUCE_MOTION"]?.lowercased() {
            switch requested {
            case "1", "true", "yes": return true
            case "0", "false", "no": return false
            default:
                Diagnostics.report("Casement UIKit: CASEMENT_REDUCE_MOTION is \"\(requested)\"; expected 1 or 0, so motion is not reduced.")
                return false
            }
        }
        let home = environment["HOME"].map { $0 + "/.config" }
        guard let configuration = environment["XDG_CONFIG_HOME"].flatMap({ $0.isEmpty ? nil : $0 }) ?? home else { return false }
        for version in ["gtk-4.0", "gtk-3.0"] {
            guard let text = try? String(contentsOfFile: "\(configuration)/\(version)/settings.ini", encoding: .utf8) else { continue }
            if let animations = gtkSetting("gtk-enable-animations", in: text) {
                return ["0", "false", "no"].contains(animations.lowercased())
            }
        }
        return false
    }

    /// The value of `key` in the `[Settings]` group of a GTK `settings.ini`.
    static func gtkSetting(_ key: String, in text: String) -> String? {
        var inSettings = false
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") {
                inSettings = trimmed == "[Settings]"
                continue
            }
            guard inSettings, let equals = trimmed.firstIndex(of: "=") else { continue }
            if trimmed[..<equals].trimmingCharacters(in: .whitespaces) == key {
                return trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The storage of ``current``.
    private static let installed = Mutex(AccessibilityState(reducesMotion: false))

    /// The accessibility of the current application session; read on any thread.
    ///
    /// Global on purpose, as `AnimationEnvironment.current` is: UIKit's accessibility functions
    /// (`UIAccessibility.post`, `isReduceMotionEnabled`) name no session and may be called from
    /// any thread, where the session cannot be reached. It points at session state, holding
    /// none of its own; only installing or uninstalling a session sets it, under a lock.
    package static var current: AccessibilityState {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }
}

/// A posted notification and its argument, kept for tests.
private struct AccessibilityPost: @unchecked Sendable {
    // Unchecked: the argument is whatever the app posted (an element, a string); it is kept to
    // be shown to tests, never used by the framework.
    let notification: UIAccessibility.Notification
    let argument: Any?
}
