import CoreGraphics
import Foundation

extension LayerRenderer {
    /// Draws a layer during a transition, in its bounds space: the old picture (the image taken
    /// when the transition's transaction committed) and the new one (the layer as it is now),
    /// each moved and faded as the effect has it at `running.progress`.
    func drawTransition(_ running: (transition: CATransition, progress: Double), of layer: CALayer, in context: CGContext) {
        let (transition, progress) = running
        let place = transition.placement(at: progress, size: layer.bounds.size)
        // The new picture moves away from where the compositor recorded its sublayers, so none
        // of them may be culled; opacity from ancestors still applies.
        var live = offscreen
        live.inheritedOpacity = inheritedOpacity
        context.saveGState()
        if layer.masksToBounds {
            context.addPath(RoundedOutline(layer: layer).path(in: layer.bounds))
            context.clip()
        }
        func drawOld(alpha: CGFloat) {
            guard let snapshot = transition.snapshot, let image = snapshot.image, alpha > 0 else { return }
            context.saveGState()
            context.setAlpha(alpha * inheritedOpacity)
            drawUpright(image, in: snapshot.rect.offsetBy(dx: place.old.x, dy: place.old.y), context: context)
            context.restoreGState()
        }
        func drawNew(alpha: CGFloat, blendMode: CGBlendMode) {
            guard !layer.isHidden, alpha > 0 else { return }
            context.saveGState()
            context.translateBy(x: place.new.x, y: place.new.y)
            if alpha < 1 || blendMode != .normal {
                context.setAlpha(alpha)
                context.setBlendMode(blendMode)
                context.beginTransparencyLayer(in: layer.subtreeRectInOwnSpace.insetBy(dx: -1, dy: -1), auxiliaryInfo: nil)
                live.drawLayerBody(layer, in: context)
                context.endTransparencyLayer()
            } else {
                live.drawLayerBody(layer, in: context)
            }
            context.restoreGState()
        }
        switch transition.effect {
        case .fade:
            // A true dissolve, old × (1 − p) + new × p, so a layer opaque before and after stays
            // opaque throughout instead of letting the background show through halfway.
            let area = layer.model().transitionCoverage(running, shown: layer)
            context.beginTransparencyLayer(in: area.insetBy(dx: -1, dy: -1), auxiliaryInfo: nil)
            drawOld(alpha: place.oldAlpha)
            drawNew(alpha: CGFloat(progress), blendMode: .plusLighter)
            context.endTransparencyLayer()
        case .reveal:
            drawNew(alpha: 1, blendMode: .normal)
            drawOld(alpha: place.oldAlpha)
        case .flip:
            drawFlip(transition, progress: progress, of: layer, in: context)
        case .pageCurl, .pageUnCurl:
            drawCurl(transition, progress: progress, of: layer, in: context)
        default:
            drawOld(alpha: place.oldAlpha)
            drawNew(alpha: 1, blendMode: .normal)
        }
        context.restoreGState()
    }
}
