public import CoreGraphics
internal import Foundation

/// A layer that draws its sublayers several times, each copy transformed and tinted from the previous one.
///
/// Copy `i` (from 0) is placed by ``instanceTransform`` applied `i` times about the layer's
/// anchor point, and its colours are multiplied by ``instanceColor`` plus `i` times the colour
/// offsets, each component clamped to 0...1.
open class CAReplicatorLayer: CALayer {
    /// How many copies to draw; 1 by default (only the originals).
    open var instanceCount: Int = 1 { didSet { didChange("instanceCount", from: oldValue, runsAction: false) } }
    /// The transform from each copy to the next, about the anchor point.
    open var instanceTransform = CATransform3DIdentity { willSet { if !CATransform3DEqualToTransform(newValue, instanceTransform) { prepareAction(forKey: "instanceTransform") } } didSet { didChange("instanceTransform", from: oldValue) } }
    /// How much later, in seconds, each copy's animations run than the previous copy's; it
    /// matters once animations are added, and a still picture is the same for any delay.
    open var instanceDelay: CFTimeInterval = 0 { willSet { if newValue != instanceDelay { prepareAction(forKey: "instanceDelay") } } didSet { didChange("instanceDelay", from: oldValue) } }
    /// Whether copies are drawn back to front by the depth of their centres, as a CATransformLayer
    /// sorts its sublayers; otherwise they are drawn in instance order.
    open var preservesDepth = false { didSet { didChange("preservesDepth", from: oldValue, runsAction: false) } }
    /// The tint of the first copy; opaque white (no tint) by default.
    open var instanceColor: CGColor? = CGColor.white { willSet { if newValue != instanceColor { prepareAction(forKey: "instanceColor") } } didSet { didChange("instanceColor", from: oldValue) } }
    /// Added to the red component of the tint for each copy after the first.
    open var instanceRedOffset: Float = 0 { willSet { if newValue != instanceRedOffset { prepareAction(forKey: "instanceRedOffset") } } didSet { didChange("instanceRedOffset", from: oldValue) } }
    /// Added to the green component of the tint for each copy after the first.
    open var instanceGreenOffset: Float = 0 { willSet { if newValue != instanceGreenOffset { prepareAction(forKey: "instanceGreenOffset") } } didSet { didChange("instanceGreenOffset", from: oldValue) } }
    /// Added to the blue component of the tint for each copy after the first.
    open var instanceBlueOffset: Float = 0 { willSet { if newValue != instanceBlueOffset { prepareAction(forKey: "instanceBlueOffset") } } didSet { didChange("instanceBlueOffset", from: oldValue) } }
    /// Added to the opacity of the tint for each copy after the first.
    open var instanceAlphaOffset: Float = 0 { willSet { if newValue != instanceAlphaOffset { prepareAction(forKey: "instanceAlphaOffset") } } didSet { didChange("instanceAlphaOffset", from: oldValue) } }

    /// Creates a replicator that draws one copy.
    public override init() { super.init() }

    /// Creates a layer from an archive made by `encode(with:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a replicator with the properties of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        (instanceCount, instanceTransform, instanceDelay, preservesDepth) = (other.instanceCount, other.instanceTransform, other.instanceDelay, other.preservesDepth)
        (instanceColor, instanceRedOffset, instanceGreenOffset) = (other.instanceColor, other.instanceRedOffset, other.instanceGreenOffset)
        (instanceBlueOffset, instanceAlphaOffset) = (other.instanceBlueOffset, other.instanceAlphaOffset)
    }

    /// The most copies a replicator draws; an ``instanceCount`` above it draws this many and says so once.
    public static let maximumDrawnInstances = 10_000

    /// How many copies are drawn: ``instanceCount`` within 0...``maximumDrawnInstances``.
    var drawnInstanceCount: Int {
        guard instanceCount > Self.maximumDrawnInstances else { return max(instanceCount, 0) }
        Diagnostics.report(
            "Casement QuartzCore: \(debugName) has an instanceCount of \(instanceCount); only the first \(Self.maximumDrawnInstances) copies are drawn.")
        return Self.maximumDrawnInstances
    }

    /// The transforms of copies 0..<count, each about the anchor point; one concatenation per copy.
    func instanceTransforms(count: Int) -> [CATransform3D] {
        let anchor = anchorInBounds
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), back = CATransform3DMakeTranslation(anchor.x, anchor.y, 0)
        var step = CATransform3DIdentity
        var transforms: [CATransform3D] = []
        transforms.reserveCapacity(count)
        for _ in 0..<count {
            transforms.append(CATransform3DConcat(CATransform3DConcat(toAnchor, step), back))
            step = CATransform3DConcat(step, instanceTransform)
        }
        return transforms
    }

    /// The tint of copy `index` as red, green, blue, alpha.
    ///
    /// A NaN offset leaves its component at the base colour's; an infinite one saturates it from the second copy on.
    func tint(ofInstance index: Int) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let base = instanceColor?.srgbComponents ?? (red: 1, green: 1, blue: 1, alpha: 1)
        let i = CGFloat(index)
        func clamp(_ v: Double, _ offset: Float) -> CGFloat {
            let shifted = index == 0 ? CGFloat(v) : CGFloat(v) + i * CGFloat(offset)
            return shifted.isNaN ? min(max(CGFloat(v), 0), 1) : min(max(shifted, 0), 1)
        }
        return (clamp(base.red, instanceRedOffset), clamp(base.green, instanceGreenOffset),
                clamp(base.blue, instanceBlueOffset), clamp(base.alpha, instanceAlphaOffset))
    }

    /// Instance indices in drawing order, with each copy's transform (indexed by instance).
    func drawingOrder() -> (order: [Int], transforms: [CATransform3D]) {
        let transforms = instanceTransforms(count: drawnInstanceCount)
        let indices = Array(transforms.indices)
        guard preservesDepth else { return (indices, transforms) }
        let centre = anchorInBounds
        let depths = transforms.map { t -> CGFloat in
            let w = centre.x * t.m14 + centre.y * t.m24 + t.m44
            let z = centre.x * t.m13 + centre.y * t.m23 + t.m43
            let depth = w != 0 ? z / w : z
            // NaN would break the sort's ordering; such a copy is drawn first, farthest away.
            return depth.isNaN ? -.infinity : depth
        }
        return (indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }, transforms)
    }

    override func drawSublayers(_ sublayers: [CALayer], renderer: LayerRenderer, in context: CGContext) {
        let (order, transforms) = drawingOrder()
        for index in order {
            let placement = transforms[index]
            let tint = tint(ofInstance: index)
            if tint == (1, 1, 1, 1) {
                renderer.drawSublayers(sublayers, of: self, extraTransform: placement, in: context)
            } else {
                renderer.drawTinted(tint, in: context, area: tintArea(sublayers, placement)) { offscreen in
                    renderer.drawSublayers(sublayers, of: self, extraTransform: placement, in: offscreen)
                }
            }
        }
    }

    private func tintArea(_ sublayers: [CALayer], _ placement: CATransform3D) -> CGRect {
        let space = CATransform3DConcat(placement, sublayerSpaceTransform)
        return sublayers.reduce(CGRect.null) { area, sublayer in
            area.union(CALayer.coverage(
                of: sublayer.subtreeRectInOwnSpace, through: CATransform3DConcat(sublayer.transformToSuperlayerIgnoringParent, space)))
        }
    }

    override var contentVisualRect: CGRect {
        var rect = super.contentVisualRect
        let sublayers = sublayerStorage
        guard instanceCount > 1, !sublayers.isEmpty else { return rect }
        for placement in instanceTransforms(count: drawnInstanceCount).dropFirst() { rect = rect.union(tintArea(sublayers, placement)) }
        return rect
    }
}

extension LayerRenderer {
    /// Draws what `draw` paints (in the context's user space, inside `area`) multiplied by `tint`.
    func drawTinted(
        _ tint: (CGFloat, CGFloat, CGFloat, CGFloat), in context: CGContext, area: CGRect, _ draw: (CGContext) -> Void
    ) {
        // Only the part that can show needs a bitmap: a copy far off the surface costs nothing.
        let box = area.clampedIntersection(context.boundingBoxOfClipPath).integral
        guard !box.isNull, box.width > 0, box.height > 0 else { return }
        let ctm = context.userSpaceToDeviceSpaceTransform
        let scale = max(1, abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot())
        let width = min(Int(saturating: (box.width * scale).rounded(.up)), 4096)
        let height = min(Int(saturating: (box.height * scale).rounded(.up)), 4096)
        guard let offscreen = CGContext.offscreenBitmap(
            width: width, height: height, origin: box.origin, scale: (CGFloat(width) / box.width, CGFloat(height) / box.height))
        else { return }
        draw(offscreen)
        // Premultiplied components times the tint stay premultiplied.
        offscreen.multiplyComponents(by: (tint.0 * tint.3, tint.1 * tint.3, tint.2 * tint.3, tint.3))
        guard let image = offscreen.makeImage() else { return }
        drawUpright(image, in: box, context: context)
    }
}
