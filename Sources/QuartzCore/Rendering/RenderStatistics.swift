/// Running totals of the work layers do, which debugging tools read before and after a frame.
@MainActor
package enum RenderStatistics {
    /// Layers laid out (``CALayer/layoutSublayers()`` run by ``CALayer/layoutIfNeeded()``).
    package static var layoutPasses = 0
    /// Layers drawn into their backing stores.
    package static var redraws = 0
}

/// How the renderer drew a layer, when not directly.
package enum RenderOutcome: Sendable {
    /// From a bitmap made for an earlier frame (the raster cache, or `shouldRasterize`).
    case cacheHit
    /// Into a new bitmap, to be reused while nothing in the subtree changes.
    case cacheMiss
    /// Through an offscreen pass (group opacity, a mask, a shadow from its alpha, a projection).
    case offscreen
}
