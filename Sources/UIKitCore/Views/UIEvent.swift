public import Foundation

/// Something the user did that the app handles: for now its kind and when it happened.
@MainActor
open class UIEvent: NSObject {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        case touches = 0
        case motion = 1
        case remoteControl = 2
        case presses = 3
        case scroll = 10
        case hover = 11
        case transform = 14
    }

    /// The kind of event.
    open private(set) var type: EventType
    /// When the event happened, in seconds of the media clock.
    open private(set) var timestamp: TimeInterval

    /// An event of `type` at `timestamp`.
    package init(type: EventType, timestamp: TimeInterval) {
        (self.type, self.timestamp) = (type, timestamp)
    }
}
