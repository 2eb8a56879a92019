internal import Foundation
internal import Synchronization

/// Reports calls that Core Graphics ignores, the way Apple's implementation logs them.
///
/// Core Graphics answers a NaN coordinate or a line with no current point by logging and
/// ignoring the call. Casement does the same: the call is a no-op and a one-line explanation
/// goes to standard error, once per distinct message, so a loop of bad calls does not flood it.
package enum Diagnostics {
    private static let reported = Mutex<Set<String>>([])

    /// Writes `reason` for `function` to standard error unless that line has been written before.
    package static func ignoredCall(_ function: String, _ reason: String, framework: String = "CoreGraphics") {
        report("Casement \(framework): \(function) ignored: \(reason)")
    }

    /// Writes `line` to standard error unless it has been written before.
    package static func report(_ line: String) {
        let isNew = reported.withLock { $0.insert(line).inserted }
        if isNew { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }

    /// Whether a line containing `text` has been reported, so tests can check that misuse is reported.
    package static func hasReported(_ text: String) -> Bool {
        reported.withLock { lines in lines.contains { $0.contains(text) } }
    }

}
