public import Foundation

/// The base of the haptic feedback generators.
///
/// A desktop has no haptic engine, so every generator's calls succeed and do nothing, as they
/// do on an iPad or a Mac without one; code that plays feedback ports unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Makes a generator.
    public override init() { super.init() }

    /// Gets the haptic engine ready for feedback soon; there is none here, so it does nothing.
    open func prepare() {}
}

/// Plays the feeling of objects colliding; nothing on the desktop.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels.
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light impact.
        case light
        /// A moderate impact.
        case medium
        /// A large, heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, rigid impact.
        case rigid
    }

    /// The style the generator plays.
    public let style: FeedbackStyle

    /// Makes a generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Makes a generator of medium impacts, UIKit's default.
    public convenience override init() { self.init(style: .medium) }

    /// Plays an impact; nothing on the desktop.
    open func impactOccurred() {}

    /// Plays an impact of `intensity` (0 to 1); nothing on the desktop.
    open func impactOccurred(intensity: CGFloat) {}
}

/// Plays the feeling of a selection changing; nothing on the desktop.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick; nothing on the desktop.
    open func selectionChanged() {}
}

/// Plays the feeling of a task succeeding, warning or failing; nothing on the desktop.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a notification feedback conveys.
    public enum FeedbackType: Int, Sendable {
        /// The task succeeded.
        case success
        /// The task produced a warning.
        case warning
        /// The task failed.
        case error
    }

    /// Plays the feedback for `notificationType`; nothing on the desktop.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
