/// What kept an app busy when it was last checked, by kind, with the owner of each thing.
public struct IdleReport: Sendable, CustomStringConvertible {
    /// One thing in progress.
    public struct Item: Sendable, Equatable, CustomStringConvertible {
        /// What kind of work it is.
        public enum Kind: String, Sendable {
            /// A layer animation that will end.
            case animation
            /// A layer animation that repeats forever (reported, never waited for).
            case repeatingAnimation = "repeating animation"
            /// A running display link.
            case displayLink = "display link"
            /// A scroll view gliding, bouncing or running an animated scroll or zoom.
            case scrolling
            /// Layers waiting to be laid out.
            case layout
            /// Layers waiting to draw.
            case display
            /// Input the test scheduled for later (a long press's release, a drag's steps).
            case timedInput = "timed input"
            /// A timer of the app's due on the media clock.
            case timer
            /// Events from the X server not handled yet.
            case xEvents = "X events"
            /// One of the app's own idling resources that says it is busy.
            case idlingResource = "idling resource"
        }

        /// What kind of work it is.
        public let kind: Kind
        /// What it is and who owns it, such as "CABasicAnimation 'transform.rotation.z' on UIView 'spinner'".
        public let detail: String

        /// The kind and the detail, as failure messages write them.
        public var description: String { "\(kind.rawValue): \(detail)" }
    }

    /// Work the wait waits for.
    public let busy: [Item]
    /// Work that never ends by itself (repeating animations, display links) and was not waited for.
    public let ongoing: [Item]

    /// Whether nothing waited for is in progress.
    public var isIdle: Bool { busy.isEmpty }

    /// "idle", or the busy work and then the ongoing work not waited for, one a line.
    public var description: String {
        var lines = busy.isEmpty ? ["idle"] : ["busy:"] + busy.map { "  - \($0)" }
        if !ongoing.isEmpty { lines += ["ongoing, not waited for:"] + ongoing.map { "  - \($0)" } }
        return lines.joined(separator: "\n")
    }
}

/// A wait for idleness that ran out of time; its message names everything still busy.
public struct IdleTimeoutError: Error, CustomStringConvertible {
    /// How long the wait lasted, in seconds of media time.
    public let timeout: Double
    /// What was busy when it gave up.
    public let report: IdleReport

    /// The timeout and what was still busy, as the failure message gives them.
    public var description: String {
        "The app did not become idle within \(timeout) s.\n\(report)"
    }
}
