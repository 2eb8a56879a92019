public import CoreGraphics
public import Foundation

/// A layer that builds a real 3D hierarchy: its sublayers keep their depth instead of being
/// flattened into its plane.
///
/// It draws only its sublayers, never its own background, contents, border or shadow, and it
/// ignores ``CALayer/mask`` and ``CALayer/masksToBounds``. Its opacity applies to each sublayer
/// separately. Sublayers are drawn back to front by the depth of their centres, and hit testing
/// finds only sublayers. Perspective comes from an ancestor's `sublayerTransform` (or `m34` in a
/// transform), never by default.
open class CATransformLayer: CALayer {
    /// Creates a transform layer.
    public override init() { super.init() }

    /// Creates a layer from an archive made by `encode(with:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a transform layer with the properties of `layer`.
    public override init(layer: Any) { super.init(layer: layer) }

    /// The frontmost sublayer containing `p`; never the transform layer itself.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        let hit = super.hitTest(p)
        return hit === self ? nil : hit
    }

    /// The sublayers with their placements composed with `placement`, back to front, each placed
    /// as `shown` (what it shows in the frame being drawn) has it.
    func sublayersByDepth(
        under placement: CATransform3D, shown: (CALayer) -> CALayer = { $0 }
    ) -> [(layer: CALayer, placement: CATransform3D)] {
        let space = CATransform3DConcat(sublayerSpaceTransform, placement)
        let placed = sublayerStorage.map { sublayer -> (CALayer, CATransform3D, CGFloat) in
            let combined = CATransform3DConcat(shown(sublayer).transformToSuperlayerIgnoringParent, space)
            let centre = sublayer.anchorInBounds
            let z = centre.x * combined.m13 + centre.y * combined.m23 + combined.m43
            let w = centre.x * combined.m14 + centre.y * combined.m24 + combined.m44
            return (sublayer, combined, w != 0 ? z / w : z)
        }
        // A stable sort keeps sublayer order among equal depths.
        return placed.enumerated().sorted { lhs, rhs in
            lhs.element.2 != rhs.element.2 ? lhs.element.2 < rhs.element.2 : lhs.offset < rhs.offset
        }.map { ($0.element.0, $0.element.1) }
    }

    override var contentVisualRect: CGRect { .null }
}
