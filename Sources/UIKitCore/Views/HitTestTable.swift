import QuartzCore

/// What hit testing needs to know of each subview of a view, in one contiguous array parallel to
/// the subviews, so that a miss is a test of plain values: no retain of the subview, no dynamic
/// call, no copy of its layer's placement.
///
/// Only views whose class is exactly `UIView` are described (a subclass may override
/// `hitTest(_:with:)` or `point(inside:with:)` and is always asked). The table is made when a
/// hit test first needs it and again after anything it describes changed: a sublayer's
/// placement or the list of sublayers (``CALayer/sublayerPlacementGeneration``), or a subview's
/// interactivity or interaction-blocking animations (which mark the superview's table stale).
struct HitTestTable {
    /// How a hit test treats one subview.
    enum Kind: UInt8 {
        /// Asked through its own hit test: a subclass, or a transformed view.
        case dynamic
        /// A plain `UIView` that no point can hit (hidden, transparent, not interactive, or
        /// moving in an animation that blocks interaction): passed over.
        case neverHit
        /// A plain, untransformed `UIView`: hit only where ``Entry/contains(_:)`` says.
        case placed
    }

    /// One subview: the terms that take a point in the superview's bounds coordinates into the
    /// subview's, computed as `UIView.pointFromSuperview` computes them, and the bounds to test.
    struct Entry {
        var kind: Kind
        var position: CGPoint
        /// The anchor point times the bounds' size.
        var anchorOffset: CGPoint
        var bounds: CGRect

        /// `point` (the superview's bounds coordinates) in the subview's bounds coordinates.
        @inline(__always)
        func converted(_ point: CGPoint) -> CGPoint {
            CGPoint(x: point.x - position.x + anchorOffset.x + bounds.minX, y: point.y - position.y + anchorOffset.y + bounds.minY)
        }

        /// Whether the subview's bounds hold `point` (in its bounds coordinates), as
        /// `LayerPlacement.boundsContain` answers.
        @inline(__always)
        func contains(_ point: CGPoint) -> Bool {
            bounds.holds(point)
        }
    }

    private(set) var entries: [Entry] = []
    /// The superview layer's ``CALayer/sublayerPlacementGeneration`` the entries were made at.
    private var generation: UInt = 0
    /// Cleared when a subview's interactivity or blocking animations change.
    var isCurrent = false

    /// Whether the entries still describe the subviews of a view whose layer is `layer`.
    @inline(__always)
    func isCurrent(for layer: CALayer) -> Bool {
        isCurrent && generation == layer.sublayerPlacementGeneration
    }

    /// Describes `subviews` afresh.
    mutating func rebuild(for subviews: [UIView], layer: CALayer) {
        entries.removeAll(keepingCapacity: true)
        entries.reserveCapacity(subviews.count)
        for subview in subviews {
            let placement = subview.layer.placement
            let kind: Kind
            // A layer moved under another layer by hand no longer reports its changes to this one.
            if type(of: subview) != UIView.self || subview.layer.superlayer !== layer {
                kind = .dynamic
            } else if !subview.userInteractionStorage || placement.isHidden || !(placement.opacity >= Float(0.01))
                || subview.interactionBlockingAnimations != 0
            {
                kind = .neverHit
            } else if placement.isPlain || CATransform3DIsIdentity(subview.layer.transform) {
                kind = .placed
            } else {
                kind = .dynamic
            }
            let anchorOffset = CGPoint(
                x: placement.anchorPoint.x * placement.bounds.width, y: placement.anchorPoint.y * placement.bounds.height)
            entries.append(Entry(kind: kind, position: placement.position, anchorOffset: anchorOffset, bounds: placement.bounds))
        }
        generation = layer.sublayerPlacementGeneration
        isCurrent = true
    }
}
