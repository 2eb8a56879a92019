import CoreGraphics
import Foundation

// A frame that follows input often shows nothing in its damage but plain rectangles of opaque
// colour: a dragged view over its window's background, a pressed button's face. The renderer's
// general walk (each layer placed through the CTM, its state saved, the damage clipped by Cairo)
// would write the same pixels as a list of fills, and such a frame runs after an idle wait, from
// cold caches, where the code a frame goes through costs more than its instructions. So before
// the walk, the compositor tries to describe the damage as fills; any layer that draws more than
// an opaque, square-cornered, upright background ends the attempt, and the renderer paints.

extension LayerCompositor {
    /// Paints `area` (root coordinates) by writing opaque colours straight into the context, when
    /// every layer that reaches it is a plain rectangle of one (or draws nothing) and every fill
    /// lands on whole pixels; returns whether it did (otherwise nothing was written).
    func paintsSolidFills(_ area: [CGRect], in context: CGContext) -> Bool {
        guard !CALayer.showsCommittedState, context.drawsPlainly else { return false }
        var fills: [(rect: CGRect, color: CGColor?)] = []
        fills.reserveCapacity(8 * area.count)
        let covered = rootLayer.wholePixelsOfOpaqueBackground
        for rect in area {
            if !covered.contains(rect) { fills.append((rect, nil)) }
            guard planFills(of: rootLayer, offset: .zero, clip: rect, into: &fills) else { return false }
            if let overlayLayer, !planFills(of: overlayLayer, offset: .zero, clip: rect, into: &fills) { return false }
        }
        guard context.fillsDirectly(fills) else { return false }
        solidFillFrames += 1
        return true
    }

    /// Adds the fills that draw `layer` and its sublayers inside `clip` (root coordinates), whose
    /// bounds space is offset from root space by `offset`; returns false at a layer that draws
    /// more than a plain opaque rectangle, or sits under a transform that is not a translation.
    private func planFills(of layer: CALayer, offset: CGPoint, clip: CGRect, into fills: inout [(rect: CGRect, color: CGColor?)]) -> Bool {
        // What the renderer would skip: a subtree that the frame's walk found outside the clip,
        // and a hidden or transparent layer (the model's values are what shows only while
        // nothing animates or transitions).
        if layer.compositedChangeCount >= 0, !layer.compositedSubtreeRect.overlaps(clip) { return true }
        guard layer.animationEntries.isEmpty, !layer.runsTransition else { return false }
        let background: CGColor?, masksToBounds: Bool
        switch solidLook(of: layer) {
        case .invisible: return true
        case .notPlain: return false
        case .plain(let color, let masks): (background, masksToBounds) = (color, masks)
        }
        let bounds = layer.bounds
        let position = layer.position, anchor = layer.anchorInBounds
        let offset = CGPoint(x: offset.x + position.x - anchor.x, y: offset.y + position.y - anchor.y)
        let frame = bounds.offsetBy(dx: offset.x, dy: offset.y)
        if let background, !bounds.isEmpty {
            let piece = frame.intersection(clip)
            if !piece.isNull, !piece.isEmpty { fills.append((piece, background)) }
        }
        layer.withRecord(ifAbsent: ()) { $0.renderOutcome = nil }
        let sublayers = layer.sublayersInRenderOrder
        guard !sublayers.isEmpty else { return true }
        let inner = masksToBounds ? clip.intersection(frame) : clip
        guard !inner.isNull, !inner.isEmpty else { return true }
        return DeepRecursion.guarded {
            for sublayer in sublayers {
                guard planFills(of: sublayer, offset: offset, clip: inner, into: &fills) else { return false }
            }
            return true
        }
    }

    /// What `layer`'s own look lets the fills do. Every property it depends on counts as a change
    /// of the look when set, so the verdict is kept until the look changes: the frames that follow
    /// input read one value instead of a score of the layer's properties.
    private func solidLook(of layer: CALayer) -> SolidLook {
        let record = layer.record
        let look = layer.ownLookChangeCount
        if let kept = record.solidLook, kept.look == look { return kept.verdict }
        let verdict = Self.judgeSolidLook(of: layer)
        record.solidLook = (look, verdict)
        return verdict
    }

    private static func judgeSolidLook(of layer: CALayer) -> SolidLook {
        // What the renderer would skip: a hidden or transparent layer.
        guard !layer.isHidden, layer.opacity > 0 else { return .invisible }
        // Only a plain `CALayer` draws nothing of its own beyond its background, contents,
        // border and shadow (subclasses draw shapes, gradients, text). A model layer without
        // animations shows itself, so it has no contents dissolving either.
        guard type(of: layer) == CALayer.self, layer.opacity >= 1, layer.mask == nil,
            !layer.shouldRasterize, layer.compositingBlendMode == .normal, !layer.isGeometryFlipped,
            CATransform3DIsIdentity(layer.transform), CATransform3DIsIdentity(layer.sublayerTransform),
            !(layer.shadowOpacity > 0) || layer.masksToBounds || layer.shadowColor == nil,
            !(layer.borderWidth > 0) || layer.borderColor.map({ !($0.alpha > 0) }) ?? true,
            case .none = layer.contentsKind, !RoundedOutline(layer: layer).isRounded, layer.backdrop == nil
        else { return .notPlain }
        let background = layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        return .plain(background: background, masksToBounds: layer.masksToBounds)
    }
}

/// What a layer's own look lets solid fills do with it.
enum SolidLook {
    /// Hidden or fully transparent: it and its sublayers draw nothing.
    case invisible
    /// It draws more than a plain opaque rectangle: the renderer paints the frame.
    case notPlain
    /// It draws at most its background, opaque where there is one (`nil`: none, or clear).
    case plain(background: CGColor?, masksToBounds: Bool)
}
