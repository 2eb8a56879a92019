public import Foundation

/// Something the user did that the app handles: touches, key presses, scrolling, hovering.
///
/// The system reuses one touches event for a whole multi-touch sequence, as UIKit does: it is
/// the same object in every touch callback, describing the touches as they are now.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        /// Fingers (or the pointer acting as one) on the screen.
        case touches = 0
        /// Device motion, such as a shake.
        case motion = 1
        /// Media remote-control commands.
        case remoteControl = 2
        /// Physical keys and buttons.
        case presses = 3
        /// Scrolling with a wheel or touchpad, without touching the screen.
        case scroll = 10
        /// A pointer moving over the screen with no button down.
        case hover = 11
        /// A touchpad pinch or rotation.
        case transform = 14
    }

    /// Finer kinds of motion and remote-control events; other events have none.
    public enum EventSubtype: Int, Sendable {
        /// No subtype.
        case none = 0
        /// The device was shaken.
        case motionShake = 1
        /// Play.
        case remoteControlPlay = 100
        /// Pause.
        case remoteControlPause = 101
        /// Stop.
        case remoteControlStop = 102
        /// Toggle between play and pause.
        case remoteControlTogglePlayPause = 103
        /// Skip to the next track.
        case remoteControlNextTrack = 104
        /// Go back to the previous track.
        case remoteControlPreviousTrack = 105
        /// Start seeking backwards.
        case remoteControlBeginSeekingBackward = 106
        /// Stop seeking backwards.
        case remoteControlEndSeekingBackward = 107
        /// Start seeking forwards.
        case remoteControlBeginSeekingForward = 108
        /// Stop seeking forwards.
        case remoteControlEndSeekingForward = 109
    }

    /// The pointer buttons held during an event.
    public struct ButtonMask: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int
        /// Buttons from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The primary (left) button.
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary (right) button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)

        /// The mask of the button numbered `buttonNumber`, counting the primary as 1.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            ButtonMask(rawValue: buttonNumber >= 1 && buttonNumber <= 63 ? 1 << (buttonNumber - 1) : 0)
        }
    }

    /// The kind of event.
    open private(set) var type: EventType
    /// The finer kind of a motion or remote-control event.
    open var subtype: EventSubtype { .none }
    /// When the event happened, in seconds of the media clock.
    open internal(set) var timestamp: TimeInterval
    /// The modifier keys held when the event happened.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The pointer buttons held when the event happened.
    open internal(set) var buttonMask: ButtonMask = []

    /// The touches of a touches event: every finger down, and those that lift in this event.
    var touchList: [UITouch] = []

    /// An event of `type` at `timestamp`.
    package init(type: EventType, timestamp: TimeInterval) {
        (self.type, self.timestamp) = (type, timestamp)
    }

    /// Every touch of the event, or `nil` for events that are not about touches.
    open var allTouches: Set<UITouch>? {
        type == .touches ? Set(touchList) : nil
    }

    /// The touches that began in `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.view === view } }
    }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        allTouches.map { $0.filter { $0.window === window } }
    }

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        allTouches.map { $0.filter { touch in touch.recognizers.contains { $0 === gesture } } }
    }

    /// The samples of `touch` merged into this event, oldest first, ending with the touch as it
    /// is now; `nil` when `touch` is not part of the event.
    ///
    /// Pointer motion that arrives faster than the app handles it is merged into one event a
    /// run-loop turn; apps that draw strokes read every sample here.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard touchList.contains(where: { $0 === touch }) else { return nil }
        return touch.coalescedSamples + [touch.sample()]
    }

    /// Where `touch` is expected to be over the next frame, extrapolated from its last two
    /// samples; empty when it is not moving, `nil` when it is not part of the event.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard touchList.contains(where: { $0 === touch }) else { return nil }
        let interval = touch.timestamp - touch.previousTimestamp
        guard touch.phase == .moved, interval > 0 else { return [] }
        let ahead = 1 / Double(max(1, (touch.window?.screen ?? UIScreen.main).maximumFramesPerSecond))
        let factor = ahead / interval
        let (now, before) = (touch.windowLocation, touch.previousWindowLocation)
        let predicted = touch.sample()
        predicted.timestamp = touch.timestamp + ahead
        predicted.previousTimestamp = touch.timestamp
        predicted.previousWindowLocation = now
        predicted.windowLocation = CGPoint(x: now.x + (now.x - before.x) * factor, y: now.y + (now.y - before.y) * factor)
        return [predicted]
    }
}
