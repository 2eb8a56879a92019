import CoreGraphics
import Foundation

extension CALayer {
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        // A layer flattened to a line or a point (a singular transform) covers nothing.
        guard let local = transformToSuperlayer.unproject(p) else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let sublayers = sublayersInRenderOrder
        let hit = sublayers.isEmpty ? nil : DeepRecursion.guarded { () -> CALayer? in
            for layer in sublayers.reversed() {
                if let hit = layer.hitTest(local) { return hit }
            }
            return nil
        }
        return hit ?? (inside ? self : nil)
    }

}
