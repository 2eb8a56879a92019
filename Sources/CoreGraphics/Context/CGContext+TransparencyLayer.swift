@_implementationOnly import CCairo
public import Foundation

extension CGContext {
    /// Starts collecting drawing into an offscreen layer that is composited as one image at
    /// ``endTransparencyLayer()``, with the alpha, blend mode and shadow in effect now.
    ///
    /// Inside the layer, alpha is 1, the blend mode normal and there is no shadow.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(bounds: nil)
    }

    /// Like ``beginTransparencyLayer(auxiliaryInfo:)``, with drawing limited to `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(bounds: rect)
    }

    /// Like ``beginTransparencyLayer(in:auxiliaryInfo:)`` for a layer whose shadow is cast from
    /// everything it draws within the shadow's reach of the clip, not only from what the clip lets
    /// through; the layer and its shadow are still clipped when composited.
    ///
    /// A compositor clips each frame to what changed: a layer cut by that clip must cast the
    /// shadow it casts when drawn whole, or a repaint of part of it would leave a lighter seam.
    package func beginTransparencyLayer(in rect: CGRect, castingShadowPastClip: Bool) {
        beginTransparencyLayer(bounds: rect, liftsClip: castingShadowPastClip && state.shadow != nil)
    }

    /// Composites the layer started by the matching begin call; does nothing without one.
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.popLast() else {
            return Diagnostics.ignoredCall("endTransparencyLayer()", "no transparency layer is open.")
        }
        while savedStates.count > layer.depth { restoreGState() }
        dropOverflowGuard()
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        // Undoes the clip made before the group was pushed.
        cairo_restore(cairo)
        state = layer.state
        willDraw(deviceRect: state.shadow == nil ? layer.extents : .null)
        var damaged = layer.extents
        if let shadow = state.shadow {
            // The layer's pixels stop at the destination's edges, so only what is inside casts shadow.
            let cast = castShadow(extents: layer.extents, shadow: shadow) { painter in
                cairo_set_source(painter, group)
                cairo_paint(painter)
            }
            damaged = damaged.union(cast)
        }
        composite(group, operator: state.blendMode.cairoOperator)
        didDraw(deviceRect: damaged)
    }

    private func beginTransparencyLayer(bounds: CGRect?, liftsClip: Bool = false) {
        var extents = boundingBoxOfClipPath
        if liftsClip, let reach = shadowReach {
            let toDevice = userSpaceToDeviceSpaceTransform
            extents = extents.applying(toDevice).insetBy(dx: -reach, dy: -reach).applying(toDevice.inverted())
        }
        // A NaN rectangle limits drawing to nothing; an infinite one to as far as geometry goes.
        let bounds = bounds.map { $0.standardized.clampedToFarthest }
        if let bounds { extents = extents.clampedIntersection(bounds) }
        transparencyLayers.append(
            TransparencyLayer(state: state, depth: savedStates.count, extents: extents.applying(userSpaceToDeviceSpaceTransform)))
        // Clipping before the group is pushed makes Cairo size the group to the rectangle rather
        // than to the whole destination.
        cairo_save(cairo)
        if liftsClip {
            cairo_reset_clip(cairo)
            withTemporaryPath({ $0.addRect(extents) }) { cairo_clip(cairo) }
        }
        if let bounds {
            withTemporaryPath({ $0.addRect(bounds) }) { cairo_clip(cairo) }
        }
        cairo_push_group(cairo)
        state.holdsOverflowGuard = false
        state.alpha = 1
        state.blendMode = .normal
        state.shadow = nil
        state.mask = nil
    }
}

extension CGContext {
    /// How far, in device pixels, the current shadow lands from what casts it: the blur's padding
    /// and the offset; `nil` without a shadow or when it is not finite.
    fileprivate var shadowReach: CGFloat? {
        guard let shadow = state.shadow else { return nil }
        let base = baseTransform
        let scale = abs(base.a * base.d - base.b * base.c).squareRoot()
        let reach = (3 * shadow.blur * scale / 2).rounded(.up) + 1 + max(abs(shadow.offset.width), abs(shadow.offset.height)) * scale
        return reach.isFinite ? reach : nil
    }
}

/// What an open transparency layer restores and composites with.
struct TransparencyLayer {
    var state: CGContext.GState
    var depth: Int
    var extents: CGRect
}
