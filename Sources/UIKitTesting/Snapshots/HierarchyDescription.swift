public import CoreGraphics
public import QuartzCore
public import UIKitCore

/// A deterministic text description of a view hierarchy: one line a view, indented by depth,
/// with no addresses, and numbers printed with at most two decimals, so two runs of the same
/// app describe it the same way and a change shows as a text diff.
///
/// Each line gives the class, the frame in the superview, the frame in the window when the
/// view is in one, and what differs from a default view: hidden, alpha, clipping, no
/// interaction, the accessibility identifier and label, and a label's text.
public struct HierarchyDescription: Sendable {
    /// Whether each view's layer tree is listed too: sublayers that are not the layers of subviews.
    public var includesLayers: Bool

    /// Creates a description style.
    public init(includesLayers: Bool = false) {
        self.includesLayers = includesLayers
    }

    /// The description of `view` and everything below it.
    @MainActor
    public func text(of view: UIView) -> String {
        var lines: [String] = []
        describe(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    /// The description of `layer` and its sublayers.
    @MainActor
    public func text(of layer: CALayer) -> String {
        var lines: [String] = []
        describe(layer, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    @MainActor
    private func describe(_ view: UIView, depth: Int, into lines: inout [String]) {
        var parts = [String(describing: type(of: view)), "frame \(Self.rect(view.frame))"]
        if let window = view.window, view !== window {
            parts.append("in window \(Self.rect(view.convert(view.bounds, to: window)))")
        }
        if view.isHidden { parts.append("hidden") }
        if view.alpha != 1 { parts.append("alpha \(Self.number(view.alpha))") }
        if view.clipsToBounds { parts.append("clips") }
        if !view.isUserInteractionEnabled { parts.append("no interaction") }
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { parts.append("id \(Self.quoted(identifier))") }
        let text = (view as? UILabel)?.text
        // A label's accessibility label is its text unless set otherwise; print it once.
        if let label = view.accessibilityLabel, !label.isEmpty, label != text { parts.append("label \(Self.quoted(label))") }
        if let text { parts.append("text \(Self.quoted(text))") }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        if includesLayers {
            let viewLayers = Set(view.subviews.map { ObjectIdentifier($0.layer) })
            for sublayer in view.layer.sublayers ?? [] where !viewLayers.contains(ObjectIdentifier(sublayer)) {
                describe(sublayer, depth: depth + 1, into: &lines)
            }
        }
        for subview in view.subviews { describe(subview, depth: depth + 1, into: &lines) }
    }

    @MainActor
    private func describe(_ layer: CALayer, depth: Int, into lines: inout [String]) {
        var parts = ["layer", String(describing: type(of: layer)), "frame \(Self.rect(layer.frame))"]
        if let name = layer.name { parts.append("name \(Self.quoted(name))") }
        if layer.isHidden { parts.append("hidden") }
        if layer.opacity != 1 { parts.append("opacity \(Self.number(CGFloat(layer.opacity)))") }
        if layer.masksToBounds { parts.append("clips") }
        if let keys = layer.animationKeys(), !keys.isEmpty { parts.append("animations \(keys.sorted().joined(separator: ","))") }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        for sublayer in layer.sublayers ?? [] { describe(sublayer, depth: depth + 1, into: &lines) }
    }

    /// `value` with at most two decimals and no trailing zeros; -0 prints as 0.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }

    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
