import CoreGraphics
import Foundation

/// Where a backdrop-blurring layer shows and the wider area its blur reads (root coordinates).
struct BackdropArea {
    weak var layer: CALayer?
    var shows: CGRect
    var reads: CGRect
}

/// Backdrop blurs are damage-aware: a blur is painted again, whole, when anything within its
/// reach is, and then everything in its reach is painted again too, so that the layers below
/// it have painted there in this frame before it reads the pixels.
extension LayerCompositor {
    /// Keeps where `layer` blurs its backdrop, when it does and shows; forgets it otherwise.
    /// The walk visits a layer whenever it changes or moves, so what is kept stays current.
    func noteBackdrop(of layer: CALayer, shown: CALayer, toRoot: CATransform3D) {
        let key = ObjectIdentifier(layer)
        guard let backdrop = layer.backdrop, !shown.isHidden, shown.opacity > 0 else {
            backdrops[key] = nil
            return
        }
        let bounds = shown.bounds
        backdrops[key] = BackdropArea(
            layer: layer, shows: CALayer.coverage(of: bounds, through: toRoot),
            reads: CALayer.coverage(of: bounds.insetBy(dx: -backdrop.reach, dy: -backdrop.reach), through: toRoot))
    }

    /// Adds to `damage` the reach of every blur that damage touches (repeatedly, as one blur's
    /// reach may touch another's); returns whether any blur is painted this frame.
    func includeBackdrops(in damage: inout [CGRect]) -> Bool {
        var pending: [BackdropArea] = []
        for (key, area) in backdrops {
            // A layer that went away, or left this tree, blurs nothing here any more.
            guard let layer = area.layer, isInTree(layer) else {
                backdrops[key] = nil
                continue
            }
            pending.append(area)
        }
        var painted = false
        var found = true
        while found, !pending.isEmpty {
            found = false
            var index = 0
            while index < pending.count {
                let area = pending[index]
                if damage.contains(where: { $0.intersects(area.reads) }) {
                    damage.append(area.reads)
                    pending.remove(at: index)
                    (found, painted) = (true, true)
                } else {
                    index += 1
                }
            }
        }
        return painted
    }

    /// Whether `layer` is in this compositor's tree (or its overlay's).
    private func isInTree(_ layer: CALayer) -> Bool {
        var current: CALayer? = layer
        while let next = current {
            if next === rootLayer || next === overlayLayer { return true }
            current = next.superlayer
        }
        return false
    }
}
