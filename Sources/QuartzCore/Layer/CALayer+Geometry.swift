public import CoreGraphics
public import Foundation

extension CALayer {
    /// The frame the geometry gives (``frame``): the bounds mapped into the superlayer's space.
    var frameFromGeometry: CGRect {
        rectToSuperlayer(CGRect(origin: bounds.origin, size: bounds.size))
    }

    /// Sets ``position`` and the size of ``bounds`` for the frame `newValue` (``frame``).
    func setGeometry(forFrame newValue: CGRect) {
        let f = newValue.standardized
        guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite else {
            Diagnostics.report("Casement QuartzCore: frame of \(debugName) ignored: NaN or infinite values are not valid geometry.")
            return
        }
        let plane = CATransform3DGetAffineTransform(transform)
        var size = f.size
        if !plane.isIdentity {
            let linear = CGAffineTransform(a: plane.a, b: plane.b, c: plane.c, d: plane.d, tx: 0, ty: 0)
            let inverse = linear.inverted()
            if inverse != linear || linear.isIdentity {
                size = CGRect(origin: .zero, size: f.size).applying(inverse).size
            }
        }
        bounds.size = size
        position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
    }

    /// The transform from this layer's bounds coordinates to its superlayer's bounds coordinates.
    ///
    /// Bounds space is moved so the anchor point is at the origin, transformed, moved to
    /// ``position`` and ``zPosition``, then the superlayer's sublayer transform and geometry flip
    /// apply about the superlayer's anchor point.
    package var transformToSuperlayer: CATransform3D {
        guard let superlayer else { return transformToSuperlayerIgnoringParent }
        return CATransform3DConcat(transformToSuperlayerIgnoringParent, superlayer.sublayerSpaceTransform)
    }

    /// The anchor point in bounds coordinates.
    var anchorInBounds: CGPoint {
        // Each property read goes through its accessor: read each once.
        let bounds = bounds, anchorPoint = anchorPoint
        return CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// What this layer applies to its sublayers' placement: sublayer transform and geometry flip.
    var sublayerSpaceTransform: CATransform3D {
        var m = CATransform3DIdentity
        if isGeometryFlipped {
            // y ↦ minY + maxY − y keeps the bounds in place and turns their contents upside down.
            m = CATransform3DConcat(CATransform3DMakeScale(1, -1, 1), CATransform3DMakeTranslation(0, bounds.minY + bounds.maxY, 0))
        }
        if !CATransform3DIsIdentity(sublayerTransform) {
            let anchor = anchorInBounds
            let about = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), sublayerTransform),
                CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
            m = CATransform3DConcat(m, about)
        }
        return m
    }

    /// The transform from this layer's bounds coordinates to the root of its tree.
    package var transformToRoot: CATransform3D {
        var m = CATransform3DIdentity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            m = CATransform3DConcat(m, current.transformToSuperlayer)
            layer = current.superlayer
        }
        return m
    }

    /// Where this layer's bounds space sits in its root's, and the root, when no layer on the way
    /// up has a transform or a superlayer with a sublayer transform or flipped geometry (and every
    /// offset is finite).
    private var offsetToRoot: (offset: CGPoint, root: CALayer)? {
        var x = 0.0, y = 0.0
        var layer = self
        while let parent = layer.superlayer {
            guard !parent.isGeometryFlipped, CATransform3DIsIdentity(layer.transform), CATransform3DIsIdentity(parent.sublayerTransform)
            else { return nil }
            let anchor = layer.anchorInBounds, position = layer.position
            x += position.x - anchor.x
            y += position.y - anchor.y
            layer = parent
        }
        guard x.isFinite, y.isFinite else { return nil }
        return (CGPoint(x: x, y: y), layer)
    }

    /// The root of the tree this layer is in (itself when it has no superlayer).
    package var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    func rectToSuperlayer(_ rect: CGRect) -> CGRect {
        Self.boundingBox(of: rect, through: transformToSuperlayerIgnoringParent)
    }

    /// The layer's own placement in its superlayer, without the superlayer's sublayer transform.
    var transformToSuperlayerIgnoringParent: CATransform3D {
        let anchor = anchorInBounds
        let transform = transform
        // Most layers have no transform of their own: the placement is one translation.
        guard !CATransform3DIsIdentity(transform) else {
            return CATransform3DMakeTranslation(position.x - anchor.x, position.y - anchor.y, zPosition - anchorPointZ)
        }
        let m = CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ), transform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// The area `rect` covers through `m` as the compositor keeps it: NaN (a point at infinity
    /// through w = 0) covers nothing, and edges beyond ``CGRect/farthestCoordinate`` stop there.
    static func coverage(of rect: CGRect, through m: CATransform3D) -> CGRect {
        boundingBox(of: rect, through: m).clampedToFarthest
    }

    static func boundingBox(of rect: CGRect, through m: CATransform3D) -> CGRect {
        if rect.isNull { return rect }
        if m.m13 == 0, m.m14 == 0, m.m23 == 0, m.m24 == 0, m.m44 == 1, m.m12 == 0, m.m21 == 0 {
            // Scale and translation only, the common case: no corners to sort.
            let a = CGPoint(x: rect.minX * m.m11 + m.m41, y: rect.minY * m.m22 + m.m42)
            let b = CGPoint(x: rect.maxX * m.m11 + m.m41, y: rect.maxY * m.m22 + m.m42)
            return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        }
        let p1 = m.apply(to: CGPoint(x: rect.minX, y: rect.minY)).point
        let p2 = m.apply(to: CGPoint(x: rect.maxX, y: rect.minY)).point
        let p3 = m.apply(to: CGPoint(x: rect.minX, y: rect.maxY)).point
        let p4 = m.apply(to: CGPoint(x: rect.maxX, y: rect.maxY)).point
        let minX = min(p1.x, p2.x, p3.x, p4.x)
        let minY = min(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: max(p1.x, p2.x, p3.x, p4.x) - minX, height: max(p1.y, p2.y, p3.y, p4.y) - minY)
    }

    // MARK: Converting between layers

    /// `p` in `layer`'s space (the root's when `nil`) converted to this layer's (``convert(_:from:)``).
    func point(_ p: CGPoint, convertedFrom layer: CALayer?) -> CGPoint {
        let source = layer ?? rootLayer
        // A layer's own space: the same point, not one rounded on its way through the root.
        if source === self { return p }
        // Most trees only move their layers: the conversion is then two sums of offsets, added
        // in the order the transforms below would add them, so the results are the same.
        if let from = source.offsetToRoot, let to = offsetToRoot {
            guard from.root === to.root else { return p }
            return CGPoint(x: (p.x + from.offset.x) - to.offset.x, y: (p.y + from.offset.y) - to.offset.y)
        }
        guard source.rootLayer === rootLayer else { return p }
        let inRoot = source.transformToRoot.apply(to: p).point
        return transformToRoot.unproject(inRoot) ?? inRoot
    }

    /// Maps `p` from this layer's bounds space to the space it is placed in (its position and
    /// transform applied, ignoring any superlayer): for a window's root layer, the screen.
    package func pointInSuperlayerSpace(_ p: CGPoint) -> CGPoint {
        transformToSuperlayerIgnoringParent.apply(to: p).point
    }

    /// The inverse of ``pointInSuperlayerSpace(_:)``.
    package func pointFromSuperlayerSpace(_ p: CGPoint) -> CGPoint {
        transformToSuperlayerIgnoringParent.unproject(p) ?? p
    }

    /// `r` in `layer`'s space converted to this layer's, as the bounding box of its corners.
    func rect(_ r: CGRect, convertedFrom layer: CALayer?) -> CGRect {
        if r.isNull { return r }
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { convert($0, from: layer) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension CATransform3D {
    /// The point on the z = 0 plane of this transform's source space that projects to `p`, if any.
    func unproject(_ p: CGPoint) -> CGPoint? {
        // x·(m11 − X·m14) + y·(m21 − X·m24) = X·m44 − m41, and likewise for Y.
        let a = m11 - p.x * m14
        let b = m21 - p.x * m24
        let c = m12 - p.y * m14
        let d = m22 - p.y * m24
        let e = p.x * m44 - m41
        let f = p.y * m44 - m42
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return CGPoint(x: (e * d - b * f) / determinant, y: (a * f - e * c) / determinant)
    }
}
