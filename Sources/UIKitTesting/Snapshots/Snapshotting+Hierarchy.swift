public import QuartzCore
public import CasementDebugging
public import SnapshotTesting
public import UIKitCore

extension Snapshotting where Value == UIView, Format == String {
    /// Snapshots a view hierarchy as the text of a `HierarchySnapshot`, laid out first.
    public static var hierarchy: Snapshotting { hierarchy(includesLayers: false) }

    /// Snapshots a view hierarchy as text, listing each view's own sublayers when `includesLayers`.
    public static func hierarchy(includesLayers: Bool) -> Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                view.layoutIfNeeded()
                return HierarchySnapshot.text(of: HierarchySnapshot.views(of: view), includingLayers: includesLayers)
            }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == String {
    /// Snapshots a layer tree as text: class, frame, name, visibility, clipping and animation keys.
    public static var layerTree: Snapshotting {
        SimplySnapshotting.lines.pullback { layer in
            // Snapshots are taken on the main actor, which owns the trees they show.
            nonisolated(unsafe) let layer = layer
            return MainActor.assumeIsolated {
                layer.layoutIfNeeded()
                return HierarchySnapshot.text(of: HierarchySnapshot.layers(of: layer))
            }
        }
    }
}
