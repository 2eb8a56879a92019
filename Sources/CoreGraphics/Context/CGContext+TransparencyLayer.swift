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

    private func beginTransparencyLayer(bounds: CGRect?) {
        var extents = boundingBoxOfClipPath
        // A NaN rectangle limits drawing to nothing; an infinite one to as far as geometry goes.
        let bounds = bounds.map { $0.standardized.clampedToFarthest }
        if let bounds { extents = extents.clampedIntersection(bounds) }
        transparencyLayers.append(
            TransparencyLayer(state: state, depth: savedStates.count, extents: extents.applying(userSpaceToDeviceSpaceTransform)))
        // Clipping before the group is pushed makes Cairo size the group to the rectangle rather
        // than to the whole destination.
        cairo_save(cairo)
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

/// What an open transparency layer restores and composites with.
struct TransparencyLayer {
    var state: CGContext.GState
    var depth: Int
    var extents: CGRect
}
