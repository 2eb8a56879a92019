public import Foundation

extension NSValue {
    /// Boxes a 3D transform, as an animation's `fromValue`, `toValue` or keyframe value.
    ///
    /// - Note: Divergence: the box's `objCType` is `"[16d]"` (sixteen doubles, row by row) rather
    ///   than Apple's struct encoding, which Swift's Foundation on Linux cannot box.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(packing: t.entries.map(Double.init))
    }

    /// The boxed 3D transform; the identity when the value holds something else.
    public var caTransform3DValue: CATransform3D { boxedTransform3D ?? CATransform3DIdentity }

    /// The boxed 3D transform, or `nil` when the value holds something else.
    var boxedTransform3D: CATransform3D? {
        unpackedDoubles(count: 16).map { entries in CATransform3D(entries: entries.map { CGFloat($0) }) }
    }
}
