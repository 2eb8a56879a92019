import CoreGraphics
import Foundation

/// Records, for each touch, the path hit testing took (every view tried and why it was passed
/// over) and then each gesture recognizer's state changes with their reasons.
///
/// `CASEMENT_TRACE_TOUCHES=1` turns it on and prints each line to standard error as well;
/// `UIApplication.shared.touchTracing` turns it on at run time, and
/// `UIApplication.shared.touchTrace` reads the last 500 lines.
@MainActor
package final class TouchTrace {
    private let printsLines = ProcessInfo.processInfo.environment["CASEMENT_TRACE_TOUCHES"] == "1"
    /// Whether lines are recorded.
    package lazy var isEnabled = printsLines
    /// The last lines recorded, oldest first.
    package private(set) var lines: [String] = []
    private static let limit = 500

    package func clear() {
        lines = []
    }

    func record(_ line: String) {
        guard isEnabled else { return }
        lines.append(line)
        if lines.count > Self.limit { lines.removeFirst(lines.count - Self.limit) }
        if printsLines { FileHandle.standardError.write(Data(("Casement touch trace: " + line + "\n").utf8)) }
    }

    /// Records how hit testing at `location` in `window` went, by UIKit's rules, and what the
    /// window's `hitTest(_:with:)` returned (which an override may change).
    func traceHit(in window: UIWindow, at location: CGPoint, found: UIView?) {
        guard isEnabled else { return }
        record("touch began at (\(Self.number(location.x)), \(Self.number(location.y))) in \(Self.name(window))")
        let byRules = walk(window, at: location, depth: 1)
        if byRules !== found {
            record("  hitTest(_:with:) chose \(found.map(Self.name) ?? "no view") (an override decides), not \(byRules.map(Self.name) ?? "no view")")
        }
        record("  the touch goes to \(found.map(Self.name) ?? "no view")")
    }

    private func walk(_ view: UIView, at point: CGPoint, depth: Int) -> UIView? {
        let indent = String(repeating: "  ", count: depth)
        let at = "(\(Self.number(point.x)), \(Self.number(point.y)))"
        let reason: String? =
            if !view.isUserInteractionEnabled { "user interaction is disabled" }
            else if view.isHidden { "it is hidden" }
            else if view.alpha < 0.01 { "its alpha is below 0.01" }
            else if view.interactionBlockingAnimations > 0 { "it is animating without .allowUserInteraction" }
            else if !view.point(inside: point, with: nil) { "\(at) is outside its bounds" }
            else { nil }
        if let reason {
            record("\(indent)✗ \(Self.name(view)): \(reason)")
            return nil
        }
        record("\(indent)✓ \(Self.name(view)) contains \(at)")
        for subview in view.subviews.reversed() {
            if let hit = walk(subview, at: view.convert(point, to: subview), depth: depth + 1) { return hit }
        }
        record("\(indent)→ \(Self.name(view)) is the frontmost view there")
        return view
    }

    /// Records a recognizer's change of state, and why when the arbiter decided it.
    func traceState(
        of recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State, because reason: @autoclosure () -> String?
    ) {
        guard isEnabled, old != new || new == .changed else { return }
        let owner = recognizer.view.map(Self.name) ?? "no view"
        record("\(type(of: recognizer)) on \(owner): \(old.label) → \(new.label)" + (reason().map { " (\($0))" } ?? ""))
    }

    /// Records that `recognizer`, recognizing, takes `touches` away from their views.
    func traceCancellation(of touches: [UITouch], by recognizer: UIGestureRecognizer) {
        guard isEnabled, !touches.isEmpty else { return }
        let names = touches.compactMap(\.view).reduce(into: [String]()) { names, view in
            let name = Self.name(view)
            if !names.contains(name) { names.append(name) }
        }
        record("  touches in \(names.joined(separator: ", ")) cancelled: \(type(of: recognizer)) recognized (cancelsTouchesInView)")
    }

    /// A view by class and, when it has them, its identifier or label (or else its frame).
    package static func name(_ view: UIView) -> String {
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { return "\(type(of: view)) '\(identifier)'" }
        if let label = view.accessibilityLabel, !label.isEmpty { return "\(type(of: view)) labelled '\(label)'" }
        return "\(type(of: view)) at \(DebugText.rect(view.frame))"
    }

    private static func number(_ value: CGFloat) -> String { DebugText.number(Double(value)) }
}
