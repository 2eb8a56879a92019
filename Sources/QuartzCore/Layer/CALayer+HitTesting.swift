import CoreGraphics
import Foundation

extension CALayer {
    func defaultHitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = superlayer.map { convert(p, from: $0) } ?? convertFromOwnParentSpace(p)
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        for layer in sublayersInRenderOrder.reversed() {
            if let hit = layer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    /// For a root layer, the "superlayer space" is where its position and transform place it.
    private func convertFromOwnParentSpace(_ p: CGPoint) -> CGPoint {
        transformToSuperlayer.unproject(p) ?? p
    }
}
