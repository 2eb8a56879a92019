import CoreGraphics

/// What a compositor frame did and cost, returned by `LayerCompositor.renderFrame`: the debugging
/// overlays, the frame counters and the benchmarks read it, so no statistics live in statics.
package struct FrameReport: Sendable {
    /// What must be presented, in the surface's space; empty when nothing changed.
    package var damage: [CGRect] = []
    /// Already drawn pixels the frame moved (scrolled content), which the screen must move as
    /// well, before the damage is presented.
    package var moves: [FrameMove] = []
    /// Layers laid out during the frame (``CALayer/layoutSublayers()`` runs), on this thread.
    package var layoutPasses = 0
    /// Layers drawn into their backing stores during the frame, on this thread.
    package var redraws = 0
    /// Subtrees drawn from a bitmap kept from an earlier frame (the raster cache, `shouldRasterize`).
    package var cacheHits = 0
    /// Subtrees drawn into a new bitmap, to be reused while they stay the same.
    package var cacheMisses = 0
    /// Layers drawn through an offscreen group (group opacity, a mask, a shadow from its alpha).
    package var offscreenPasses = 0
    /// Device pixels of the repaint painted on another thread (a band of a large repaint).
    package var pixelsPaintedElsewhere = 0
    /// Whether something in the tree is animating, so another frame is due.
    package var isAnimating = false
    /// Whether the surface's context stopped drawing (a Cairo error); the caller replaces it.
    package var failed = false
    /// Seconds spent committing (transactions, layout, display), updating animations, and
    /// working out the damage and drawing it.
    package var commitTime: Double = 0
    package var animateTime: Double = 0
    package var compositeTime: Double = 0
}

/// Work counts of one thread, which a frame reads before and after: layout and drawing happen on
/// whatever thread changes a tree, so each thread counts its own.
final class WorkCounts {
    var layoutPasses = 0
    var redraws = 0
}

/// The outcomes a renderer's layers had this frame, shared by the copies the renderer makes of
/// itself as it descends the tree.
final class RenderTally {
    var cacheHits = 0
    var cacheMisses = 0
    var offscreenPasses = 0

    func add(_ other: RenderTally) {
        cacheHits += other.cacheHits
        cacheMisses += other.cacheMisses
        offscreenPasses += other.offscreenPasses
    }

    func count(_ outcome: RenderOutcome?) {
        switch outcome {
        case .cacheHit: cacheHits += 1
        case .cacheMiss: cacheMisses += 1
        case .offscreen: offscreenPasses += 1
        case nil: break
        }
    }
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
