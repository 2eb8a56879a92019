internal import Foundation
internal import Synchronization

/// Reports calls that Core Graphics ignores, the way Apple's implementation logs them.
///
/// Core Graphics answers a NaN coordinate or a line with no current point by logging and
/// ignoring the call. Casement does the same: the call is a no-op and a one-line explanation
/// goes to standard error, once per distinct message, so a loop of bad calls does not flood it.
/// The set of lines already written is bounded: past 4,096 it starts again, so an
/// app that keeps producing new messages (each with its own values) never grows it without end.
package enum Diagnostics {
    // Process-wide on purpose, like the standard error it guards: calls are ignored on any
    // thread and with no application at all, and a line said once should not repeat for a
    // second session in the same process. Bounded, and locked.
    private static let reported = Mutex(RememberedLines(capacity: 4096))

    /// Whether lines reported by the current task are dropped: a fuzzer that hands out millions
    /// of hostile values on purpose would otherwise bury the messages of everything else.
    // Task-local, so it is no shared state: only the task that asked for quiet (and its children) is quiet.
    @TaskLocal private static var isQuiet = false

    /// Runs `body` with the lines it reports dropped instead of written or remembered.
    package static func quietly<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        try await $isQuiet.withValue(true, operation: body, isolation: isolation)
    }

    /// Writes `reason` for `function` to standard error unless that line has been written before.
    package static func ignoredCall(_ function: String, _ reason: String, framework: String = "CoreGraphics") {
        report("Casement \(framework): \(function) ignored: \(reason)")
    }

    /// Writes `line` to standard error unless it has been written before.
    package static func report(_ line: String) {
        guard !isQuiet else { return }
        let isNew = reported.withLock { $0.insert(line) }
        if isNew { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }

    /// Whether a line containing `text` has been reported, so tests can check that misuse is reported.
    package static func hasReported(_ text: String) -> Bool {
        reported.withLock { $0.contains { $0.contains(text) } }
    }
}

/// Distinct lines, at most `capacity` of them: when a new line would pass that, the ones kept so
/// far are forgotten and counting starts again.
package struct RememberedLines: Sendable {
    private var lines: Set<String> = []
    package let capacity: Int

    package init(capacity: Int) {
        self.capacity = capacity
    }

    /// Remembers `line`; true when it was not remembered already.
    package mutating func insert(_ line: String) -> Bool {
        guard !lines.contains(line) else { return false }
        if lines.count >= capacity { lines.removeAll(keepingCapacity: true) }
        lines.insert(line)
        return true
    }

    /// Whether a remembered line satisfies `predicate`.
    package func contains(where predicate: (String) -> Bool) -> Bool {
        lines.contains(where: predicate)
    }

    package var count: Int { lines.count }
}
