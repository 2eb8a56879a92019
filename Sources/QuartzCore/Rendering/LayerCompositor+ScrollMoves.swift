import CoreGraphics
import Foundation

/// A scrolled layer whose drawn sublayers' pixels move instead of being painted again: the
/// visible part of the layer (root coordinates), how far its content moved on screen, and the
/// strips the move uncovers, which are painted.
struct ScrollMove {
    unowned(unsafe) let layer: CALayer
    let rect: CGRect
    let offset: CGPoint
    let exposed: [CGRect]
}

/// A move of already drawn pixels a frame made, for the platform to make on the screen too.
package struct FrameMove: Sendable, Equatable {
    /// The rectangle (root coordinates) whose pixels moved within it.
    package var rect: CGRect
    /// How far they moved.
    package var offset: CGPoint
}

extension LayerCompositor {
    /// The CTM's scale and offset when it maps root space to device pixels upright and unturned,
    /// or `nil` (then nothing is moved: pixels would not land whole).
    func deviceMapping(of context: CGContext) -> (scale: CGFloat, tx: CGFloat, ty: CGFloat)? {
        let m = context.userSpaceToDeviceSpaceTransform
        guard m.b == 0, m.c == 0, m.a == m.d, m.a > 0, m.a.isFinite, m.tx.isFinite, m.ty.isFinite else { return nil }
        return (m.a, m.tx, m.ty)
    }

    /// The move that scrolls `layer`, when only its bounds origin changed since the last frame and
    /// moving its drawn pixels paints exactly what repainting would: it clips its content, paints
    /// an opaque plain background of its own (nothing behind shows through), has no border,
    /// rounded corners, contents, mask or animation, maps to the surface by a translation, and
    /// the move is whole device pixels. A scroll inside another scroll of the same frame repaints.
    func scrollMove(of layer: CALayer, record: LayerRenderRecord, toRoot: CATransform3D, clip: CGRect, shift: CGPoint) -> ScrollMove? {
        let origin = layer.bounds.origin, old = record.compositedBoundsOrigin
        guard origin != old, shift == .zero, let mapping = scrollDeviceMapping, !flashesDamage,
              layer.masksToBounds, layer.mask == nil, layer.cornerRadius == 0, layer.borderWidth == 0, layer.contents == nil,
              layer.opacity >= 1, !layer.isHidden, let background = layer.backgroundColor, background.alpha >= 1,
              layer.animationEntries.isEmpty, Self.isTranslation(toRoot)
        else { return nil }
        let offset = CGPoint(x: old.x - origin.x, y: old.y - origin.y)
        let scale = mapping.scale
        guard (offset.x * scale).rounded() == offset.x * scale, (offset.y * scale).rounded() == offset.y * scale else { return nil }
        let visible = CALayer.coverage(of: layer.bounds, through: toRoot).intersection(clip).intersection(scrollSurfaceBounds)
        guard !visible.isNull, abs(offset.x) < visible.width, abs(offset.y) < visible.height else { return nil }
        // On whole device pixels, so no pixel the move carries is shared with what stays.
        let device = CGRect(x: visible.minX * scale + mapping.tx, y: visible.minY * scale + mapping.ty, width: visible.width * scale, height: visible.height * scale)
        guard device == device.integral else { return nil }
        let kept = visible.intersection(visible.offsetBy(dx: offset.x, dy: offset.y))
        return ScrollMove(layer: layer, rect: visible, offset: offset, exposed: Self.subtract(kept, from: visible))
    }

    /// Whether `t` only translates, in the plane.
    nonisolated static func isTranslation(_ t: CATransform3D) -> Bool {
        t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0 && t.m21 == 0 && t.m22 == 1 && t.m23 == 0 && t.m24 == 0
            && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
    }

    /// How a branch's transform to the root changed since the last frame.
    enum PlacementChange {
        /// Not at all.
        case none
        /// By exactly the move `shift` of a scroll above it.
        case shifted
        /// Otherwise.
        case other
    }

    /// How `old` became `new`, where a scroll above moved the pixels by `shift`.
    ///
    /// Every layer a scroll carries along asks this, so the usual case (a plane transform, only
    /// its translation changed or not) compares the matrix once rather than against both
    /// candidates.
    @inline(__always)
    nonisolated static func placementChange(from old: CATransform3D, to new: CATransform3D, shift: CGPoint) -> PlacementChange {
        guard old.m14 == 0, old.m24 == 0, old.m34 == 0, old.m44 == 1 else {
            if CATransform3DEqualToTransform(new, old) { return .none }
            return shift != .zero && CATransform3DEqualToTransform(new, translated(old, by: shift)) ? .shifted : .other
        }
        // With no perspective, the move changes the translation alone.
        guard new.m11 == old.m11, new.m12 == old.m12, new.m13 == old.m13, new.m14 == 0,
            new.m21 == old.m21, new.m22 == old.m22, new.m23 == old.m23, new.m24 == 0,
            new.m31 == old.m31, new.m32 == old.m32, new.m33 == old.m33, new.m34 == 0,
            new.m43 == old.m43, new.m44 == 1
        else { return .other }
        if new.m41 == old.m41, new.m42 == old.m42 { return .none }
        return shift != .zero && new.m41 == old.m41 + shift.x && new.m42 == old.m42 + shift.y ? .shifted : .other
    }

    /// Moves what the records of `layer`'s descendants say about where they were drawn by
    /// `shift`, as a scroll moved their pixels. A branch that only moved with a scroll is not
    /// walked, but its layers are culled by these records when a strip is painted, and compared
    /// with them when the branch is next walked.
    static func carryRecords(below layer: CALayer, by shift: CGPoint) {
        DeepRecursion.guarded {
            for sublayer in layer.sublayerStorage {
                sublayer.withRecord(ifAbsent: ()) { record in
                    guard record.compositedChangeCount >= 0 else { return }
                    record.compositedParentToRoot = translated(record.compositedParentToRoot, by: shift)
                    record.compositedSubtreeRect = shifted(record.compositedSubtreeRect, by: shift)
                }
                if !sublayer.sublayerStorage.isEmpty { carryRecords(below: sublayer, by: shift) }
            }
        }
    }

    /// `area` moved by `shift`; a null area stays null.
    @inline(__always)
    nonisolated static func shifted(_ area: CGRect, by shift: CGPoint) -> CGRect {
        guard !area.isNull else { return area }
        return CGRect(x: area.origin.x + shift.x, y: area.origin.y + shift.y, width: area.size.width, height: area.size.height)
    }

    /// `t` followed by a move of `offset` in the plane.
    nonisolated static func translated(_ t: CATransform3D, by offset: CGPoint) -> CATransform3D {
        // `t` followed by the translation, written out: each row's x and y gain its w times the
        // offset. The walk asks this of every layer a scroll carries along.
        var moved = t
        moved.m11 += t.m14 * offset.x
        moved.m12 += t.m14 * offset.y
        moved.m21 += t.m24 * offset.x
        moved.m22 += t.m24 * offset.y
        moved.m31 += t.m34 * offset.x
        moved.m32 += t.m34 * offset.y
        moved.m41 += t.m44 * offset.x
        moved.m42 += t.m44 * offset.y
        return moved
    }

    /// The parts of `whole` outside `hole`, as at most four rectangles.
    nonisolated static func subtract(_ hole: CGRect, from whole: CGRect) -> [CGRect] {
        let hole = hole.intersection(whole)
        guard !hole.isNull, !hole.isEmpty else { return [whole] }
        var parts: [CGRect] = []
        if hole.minY > whole.minY { parts.append(CGRect(x: whole.minX, y: whole.minY, width: whole.width, height: hole.minY - whole.minY)) }
        if hole.maxY < whole.maxY { parts.append(CGRect(x: whole.minX, y: hole.maxY, width: whole.width, height: whole.maxY - hole.maxY)) }
        if hole.minX > whole.minX { parts.append(CGRect(x: whole.minX, y: hole.minY, width: hole.minX - whole.minX, height: hole.height)) }
        if hole.maxX < whole.maxX { parts.append(CGRect(x: hole.maxX, y: hole.minY, width: whole.maxX - hole.maxX, height: hole.height)) }
        return parts
    }

    /// What the frame's moves need painted besides the strips they uncover: layers in front of a
    /// scrolled layer (later siblings of it and of its ancestors, and the overlays) that overlap
    /// it had their pixels moved with the content, so where they are and where the move took
    /// them are painted again.
    func damageInFront(of move: ScrollMove) -> [CGRect] {
        var damage: [CGRect] = []
        func add(_ area: CGRect) {
            let here = area.intersection(move.rect)
            guard !here.isNull, !here.isEmpty else { return }
            damage.append(here)
            let moved = here.offsetBy(dx: move.offset.x, dy: move.offset.y).intersection(move.rect)
            if !moved.isNull, !moved.isEmpty { damage.append(moved) }
        }
        var child = move.layer
        while let parent = child.superlayer {
            let index = parent.sublayerStorage.firstIndex { $0 === child } ?? parent.sublayerStorage.count
            for (position, sibling) in parent.sublayerStorage.enumerated() where sibling !== child {
                guard position > index || sibling.zPosition > child.zPosition, !sibling.isHidden else { continue }
                if let area = sibling.withRecord(ifAbsent: nil, { $0.compositedChangeCount >= 0 ? $0.compositedSubtreeRect : nil }) { add(area) }
            }
            child = parent
        }
        if let overlayLayer, let area = overlayLayer.withRecord(ifAbsent: nil, { $0.compositedSubtreeRect }) { add(area) }
        return damage
    }

    /// Moves the frame's scrolled pixels in `context` (unless the platform moves them on the
    /// screen alone), adding what must be painted (the layers in
    /// front, or the whole layer when the pixels cannot move) to `damage`; returns the moves made.
    func performScrollMoves(in context: CGContext, damage: inout [CGRect]) -> [FrameMove] {
        guard !scrollMoves.isEmpty else { return [] }
        defer { scrollMoves = [] }
        guard !needsFullRepaintThisFrame, let mapping = scrollDeviceMapping else {
            damage.append(contentsOf: scrollMoves.map(\.rect))
            return []
        }
        var made: [FrameMove] = []
        for move in scrollMoves {
            let scale = mapping.scale
            let device = CGRect(x: move.rect.minX * scale + mapping.tx, y: move.rect.minY * scale + mapping.ty, width: move.rect.width * scale, height: move.rect.height * scale)
            if !movesSurfacePixels || context.moveDevicePixels(in: device, by: CGPoint(x: move.offset.x * scale, y: move.offset.y * scale)) {
                damage.append(contentsOf: damageInFront(of: move))
                made.append(FrameMove(rect: move.rect, offset: move.offset))
            } else {
                damage.append(move.rect)
            }
        }
        return made
    }
}
