/// What kept an app busy when it was last checked, by kind, with the owner of each thing.
public struct IdleReport: Sendable, CustomStringConvertible {
    /// One thing in progress.
    public struct Item: Sendable, Equatable, CustomStringConvertible {
        /// What kind of work it is.
        public enum Kind: String, Sendable {
            case animation
            case repeatingAnimation = "repeating animation"
            case displayLink = "display link"
            case layout
            case display
            case timedInput = "timed input"
            case timer
            case xEvents = "X events"
            case idlingResource = "idling resource"
        }

        /// What kind of work it is.
        public let kind: Kind
        /// What it is and who owns it, such as "CABasicAnimation 'transform.rotation.z' on UIView 'spinner'".
        public let detail: String

        public var description: String { "\(kind.rawValue): \(detail)" }
    }

    /// Work the wait waits for.
    public let busy: [Item]
    /// Work that never ends by itself (repeating animations, display links) and was not waited for.
    public let ongoing: [Item]

    /// Whether nothing waited for is in progress.
    public var isIdle: Bool { busy.isEmpty }

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

    public var description: String {
        "The app did not become idle within \(timeout) s.\n\(report)"
    }
}
