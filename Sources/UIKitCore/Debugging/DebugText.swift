import CoreGraphics
import Foundation

/// How the debugging tools write numbers, rectangles and strings: rounded to hundredths and
/// without trailing zeros, so the same layout prints the same everywhere (traces, logs, dumps).
package enum DebugText {
    /// `value` rounded to hundredths, with -0 as 0.
    package static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let result = (value * 100).rounded() / 100
        return result == 0 ? 0 : result
    }

    /// Each of the rectangle's numbers rounded to hundredths.
    package static func rounded(_ rect: CGRect) -> CGRect {
        CGRect(x: rounded(rect.minX), y: rounded(rect.minY), width: rounded(rect.width), height: rounded(rect.height))
    }

    /// A number with at most two decimals and no trailing zeros.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let value = rounded(value)
        // Whole numbers print without decimals; far ones (beyond Int's range too) in exponent form.
        if value == value.rounded() { return abs(value) < 1e15 ? String(Int(value)) : "\(value)" }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A rectangle as `(x, y, width, height)`.
    package static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    /// A string in double quotes, with backslashes, quotes and newlines escaped.
    package static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

extension UIGestureRecognizer.State {
    /// The state's name, as UIKit spells the case.
    package var label: String {
        switch self {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }
}
