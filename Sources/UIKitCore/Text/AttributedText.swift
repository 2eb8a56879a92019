import CoreGraphics
import Foundation

/// A string with its attribute runs, as the framework draws and measures it.
///
/// Foundation's `NSAttributedString` on Linux leaks the run array behind every instance (about
/// 200 bytes; swift-corelibs-foundation pull request 5256), so the framework never makes one for
/// its own purposes: string drawing with an attributes dictionary and `UILabel`'s text go
/// through this value instead, and an `NSAttributedString` is made only when the app asks for one.
struct AttributedText {
    let string: String
    /// The attributes of consecutive ranges (UTF-16 offsets, as `NSAttributedString` counts).
    let runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])]

    /// `string` with `runs`, which cover it in order.
    init(string: String, runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])]) {
        self.string = string
        self.runs = runs
    }

    /// `string` with `attributes` throughout.
    init(string: String, attributes: [NSAttributedString.Key: Any]?) {
        self.string = string
        let length = string.utf16.count
        runs = length == 0 ? [] : [(NSRange(location: 0, length: length), attributes ?? [:])]
    }

    /// The text and runs of `attributed`.
    init(_ attributed: NSAttributedString) {
        string = attributed.string
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            runs.append((range, attributes))
        }
        self.runs = runs
    }

    var isEmpty: Bool { string.isEmpty }

    /// An `NSAttributedString` with this text and these runs (Foundation leaks a little for each).
    func makeAttributedString() -> NSAttributedString {
        guard runs.count != 1 else { return NSAttributedString(string: string, attributes: runs[0].attributes) }
        let result = NSMutableAttributedString(string: string)
        for run in runs where !run.attributes.isEmpty { result.setAttributes(run.attributes, range: run.range) }
        return result
    }
}
