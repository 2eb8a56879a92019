import CoreGraphics
import Foundation

/// Records the events that went the whole responder chain without a responder handling them:
/// touches that began where no view took them, keys that no responder, key command or text
/// input took.
///
/// `CASEMENT_LOG_UNHANDLED=1` prints each to standard error as well;
/// `UIApplication.shared.unhandledEvents` reads the last 200.
@MainActor
package final class UnhandledEventLog {
    private let printsEntries = ProcessInfo.processInfo.environment["CASEMENT_LOG_UNHANDLED"] == "1"
    /// The last entries, oldest first.
    package private(set) var entries: [String] = []
    private static let limit = 200

    package func clear() {
        entries = []
    }

    func record(_ entry: String) {
        entries.append(entry)
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
        if printsEntries { FileHandle.standardError.write(Data(("Casement unhandled event: " + entry + "\n").utf8)) }
    }

    /// Touches whose beginning passed the end of the chain; those a gesture recognizer follows
    /// count as handled.
    func touchesUnhandled(_ touches: Set<UITouch>) {
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) where touch.gestureRecognizers?.isEmpty ?? true {
            let place = touch.window.map { touch.location(in: $0) } ?? .zero
            let view = touch.view.map(TouchTrace.name) ?? "no view"
            record("touch began at (\(DebugText.number(Double(place.x))), \(DebugText.number(Double(place.y)))) on \(view): no responder handled it")
        }
    }

    /// A key that no key command, responder or text input took.
    func keyUnhandled(_ key: UIKey, firstResponder: UIResponder?) {
        let owner = (firstResponder as? UIView).map(TouchTrace.name) ?? firstResponder.map { "\(type(of: $0))" }
        let key = "key \(DebugText.quoted(key.charactersIgnoringModifiers)) (HID 0x\(String(key.keyCode.rawValue, radix: 16)))"
        record(key + (owner.map { ", first responder \($0)" } ?? ", no first responder") + ": no responder handled it")
    }
}
