import CoreGraphics
import Foundation
import UIKitCore

extension HierarchySnapshot {
    /// The snapshot as indented text: the screens, then each window and its views, one line a
    /// view with its frames (in its superview, its window and its screen), what differs from a
    /// default view, its identifiers and its recognizers; each view's own layers too when
    /// `includingLayers`.
    public func text(includingLayers: Bool = false) -> String {
        var lines = screens.map { screen in
            "screen \(screen.id) bounds \(Self.text(screen.bounds)) scale \(Self.text(screen.scale)) at \(Self.text(screen.refreshRate)) Hz"
        }
        for window in windows {
            var header = "window \(window.systemID ?? "(not shown)") on \(window.screen) level \(Self.text(window.level))"
            if window.isKey { header += " key" }
            if !window.title.isEmpty { header += " title \(Self.quoted(window.title))" }
            if let scene = window.scene {
                header += " scene \(scene.number) \(scene.className) \(scene.activationState)"
                if let delegate = scene.delegateClassName { header += " delegate \(delegate)" }
            }
            lines.append(header)
            Self.describe(window.root, depth: 1, includingLayers: includingLayers, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    /// `view` and the views below it as indented text, as in ``text(includingLayers:)``.
    public static func text(of view: View, includingLayers: Bool = false) -> String {
        var lines: [String] = []
        describe(view, depth: 0, includingLayers: includingLayers, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func describe(_ view: View, depth: Int, includingLayers: Bool, into lines: inout [String]) {
        var parts = [view.className, "frame \(text(view.frame))"]
        if let inWindow = view.frameInWindow { parts.append("in window \(text(inWindow))") }
        if let onScreen = view.frameOnScreen { parts.append("on screen \(text(onScreen))") }
        if view.isHidden { parts.append("hidden") }
        if view.alpha != 1 { parts.append("alpha \(text(view.alpha))") }
        if view.clipsToBounds { parts.append("clips") }
        if !view.isUserInteractionEnabled { parts.append("no interaction") }
        if view.isFrameworkInternal { parts.append("internal") }
        if let identifier = view.accessibilityIdentifier, !identifier.isEmpty { parts.append("id \(quoted(identifier))") }
        // A label's accessibility label is its text unless set otherwise: printed once.
        if let label = view.accessibilityLabel, !label.isEmpty, label != view.text { parts.append("label \(quoted(label))") }
        if let text = view.text { parts.append("text \(quoted(text))") }
        if !view.layer.animations.isEmpty { parts.append("animations " + animationNames(view.layer)) }
        if !view.gestureRecognizers.isEmpty {
            parts.append("recognizers " + view.gestureRecognizers.map { "\($0.className)(\($0.state)\($0.isEnabled ? "" : ", disabled"))" }.joined(separator: ", "))
        }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        if includingLayers {
            for sublayer in view.layer.sublayers { DeepRecursion.guarded { describe(sublayer, depth: depth + 1, into: &lines) } }
        }
        for subview in view.subviews {
            DeepRecursion.guarded { describe(subview, depth: depth + 1, includingLayers: includingLayers, into: &lines) }
        }
    }

    /// `layer` and its sublayers as indented text, one line a layer.
    public static func text(of layer: Layer) -> String {
        var lines: [String] = []
        describe(layer, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    private static func describe(_ layer: Layer, depth: Int, into lines: inout [String]) {
        var parts = ["layer", layer.className, "frame \(text(layer.frame))"]
        if let name = layer.name { parts.append("name \(quoted(name))") }
        if layer.isHidden { parts.append("hidden") }
        if layer.opacity != 1 { parts.append("opacity \(text(layer.opacity))") }
        if layer.masksToBounds { parts.append("clips") }
        if !layer.animations.isEmpty { parts.append("animations " + animationNames(layer)) }
        lines.append(String(repeating: "  ", count: depth) + parts.joined(separator: " "))
        for sublayer in layer.sublayers { DeepRecursion.guarded { describe(sublayer, depth: depth + 1, into: &lines) } }
    }

    /// The layer's animations by key (or key path, or class), sorted.
    private static func animationNames(_ layer: Layer) -> String {
        layer.animations.map { $0.key ?? $0.keyPath ?? $0.className }.sorted().joined(separator: ",")
    }

    /// A number with at most two decimals and no trailing zeros.
    static func text(_ value: Double) -> String { DebugText.number(value) }

    static func text(_ rect: CGRect) -> String { DebugText.rect(rect) }

    static func quoted(_ text: String) -> String { DebugText.quoted(text) }
}
