import Synchronization

/// Running totals of the work layers do, which debugging tools read before and after a frame.
/// Atomic, since layers on any thread lay out and draw.
package enum RenderStatistics {
    private static let layoutCount = Atomic<Int>(0)
    private static let redrawCount = Atomic<Int>(0)

    /// Layers laid out (``CALayer/layoutSublayers()`` run by ``CALayer/layoutIfNeeded()``).
    package static var layoutPasses: Int { layoutCount.load(ordering: .relaxed) }
    /// Layers drawn into their backing stores.
    package static var redraws: Int { redrawCount.load(ordering: .relaxed) }

    static func countLayoutPass() { layoutCount.add(1, ordering: .relaxed) }
    static func countRedraw() { redrawCount.add(1, ordering: .relaxed) }
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
