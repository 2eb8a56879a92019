public import Foundation

/// UIKit's accessibility namespace: notifications an app posts to assistive technologies, and
/// their state.
///
/// Casement has no bridge to a Linux screen reader yet, so no assistive technology is running;
/// posted notifications are kept (the last 256) by the application's session, where UIKitTesting
/// shows them to tests.
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt32
        /// The set with the given bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Much of the screen changed; the argument is the element to move to, or `nil`.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen's layout changed; the argument is the element to move to, or `nil`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string (the argument) to announce.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll ended; the argument says where the content is now.
        public static let pageScrolled = Notification(rawValue: 1009)
        /// Assistive technologies should pause.
        public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
        /// Assistive technologies may resume.
        public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
    }

    /// Tells assistive technologies about `notification`, with its `argument`; called on any
    /// thread, as UIKit's may be.
    public static func post(notification: Notification, argument: Any?) {
        AccessibilityState.current.record(notification, argument: argument)
    }

    /// Whether the desktop asks apps to reduce motion: `CASEMENT_REDUCE_MOTION` (`1` or `0`) when
    /// set, otherwise GTK's `gtk-enable-animations` setting (off on a desktop whose animations
    /// are turned off). Read on any thread.
    ///
    /// - Note: Divergence: the desktop's setting is read at launch (Linux desktops announce no
    ///   change of it that every desktop shares); UIKitTesting's `TestApp.isReduceMotionEnabled`
    ///   changes it, posting ``reduceMotionStatusDidChangeNotification`` as iOS does.
    public static var isReduceMotionEnabled: Bool { AccessibilityState.current.isReduceMotionEnabled }

    /// Posted when ``isReduceMotionEnabled`` changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether VoiceOver (here: any screen reader) is running; `false`, as no bridge exists yet.
    public static var isVoiceOverRunning: Bool { false }

    /// Posted when a screen reader starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
