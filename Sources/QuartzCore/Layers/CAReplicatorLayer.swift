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
    open var instanceTransform = CATransform3DIdentity { didSet { didChange("instanceTransform", from: oldValue) } }
    /// How much later, in seconds, each copy's animations run than the previous copy's; it
    /// matters once animations are added, and a still picture is the same for any delay.
    open var instanceDelay: CFTimeInterval = 0 { didSet { didChange("instanceDelay", from: oldValue) } }
    /// Whether copies are drawn back to front by the depth of their centres, as a CATransformLayer
    /// sorts its sublayers; otherwise they are drawn in instance order.
    open var preservesDepth = false { didSet { didChange("preservesDepth", from: oldValue, runsAction: false) } }
    /// The tint of the first copy; opaque white (no tint) by default.
    open var instanceColor: CGColor? = CGColor.white { didSet { didChange("instanceColor", from: oldValue) } }
    open var instanceRedOffset: Float = 0 { didSet { didChange("instanceRedOffset", from: oldValue) } }
    open var instanceGreenOffset: Float = 0 { didSet { didChange("instanceGreenOffset", from: oldValue) } }
    open var instanceBlueOffset: Float = 0 { didSet { didChange("instanceBlueOffset", from: oldValue) } }
    open var instanceAlphaOffset: Float = 0 { didSet { didChange("instanceAlphaOffset", from: oldValue) } }

    /// Creates a replicator that draws one copy.
    public required init() { super.init() }

    /// Creates a replicator with the properties of `layer`.
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        (instanceCount, instanceTransform, instanceDelay, preservesDepth) = (other.instanceCount, other.instanceTransform, other.instanceDelay, other.preservesDepth)
        (instanceColor, instanceRedOffset, instanceGreenOffset) = (other.instanceColor, other.instanceRedOffset, other.instanceGreenOffset)
        (instanceBlueOffset, instanceAlphaOffset) = (other.instanceBlueOffset, other.instanceAlphaOffset)
    }

    /// The transform of copy `index`, about the anchor point.
    func transform(ofInstance index: Int) -> CATransform3D {
        var step = CATransform3DIdentity
        for _ in 0..<index { step = CATransform3DConcat(step, instanceTransform) }
        let anchor = anchorInBounds
        return CATransform3DConcat(
            CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), step),
            CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// The tint of copy `index` as red, green, blue, alpha.
    func tint(ofInstance index: Int) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let base = instanceColor?.srgbComponents ?? (red: 1, green: 1, blue: 1, alpha: 1)
        let i = CGFloat(index)
        func clamp(_ v: Double, _ offset: Float) -> CGFloat { min(max(CGFloat(v) + i * CGFloat(offset), 0), 1) }
        return (clamp(base.red, instanceRedOffset), clamp(base.green, instanceGreenOffset),
                clamp(base.blue, instanceBlueOffset), clamp(base.alpha, instanceAlphaOffset))
    }

    /// Instance indices in drawing order.
    func drawingOrder() -> [Int] {
        let indices = Array(0..<max(instanceCount, 0))
        guard preservesDepth else { return indices }
        let centre = anchorInBounds
        let depths = indices.map { index -> CGFloat in
            let t = transform(ofInstance: index)
            let w = centre.x * t.m14 + centre.y * t.m24 + t.m44
            let z = centre.x * t.m13 + centre.y * t.m23 + t.m43
            return w != 0 ? z / w : z
        }
        return indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
    }

    override func drawSublayers(_ sublayers: [CALayer], renderer: LayerRenderer, in context: CGContext) {
        for index in drawingOrder() {
            let placement = transform(ofInstance: index)
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
            area.union(CALayer.boundingBox(
                of: sublayer.subtreeRectInOwnSpace, through: CATransform3DConcat(sublayer.transformToSuperlayerIgnoringParent, space)))
        }
    }

    override var contentVisualRect: CGRect {
        var rect = super.contentVisualRect
        let sublayers = sublayerStorage
        guard instanceCount > 1, !sublayers.isEmpty else { return rect }
        for index in 1..<instanceCount { rect = rect.union(tintArea(sublayers, transform(ofInstance: index))) }
        return rect
    }
}

extension LayerRenderer {
    /// Draws what `draw` paints (in the context's user space, inside `area`) multiplied by `tint`.
    func drawTinted(
        _ tint: (CGFloat, CGFloat, CGFloat, CGFloat), in context: CGContext, area: CGRect, _ draw: (CGContext) -> Void
    ) {
        let box = area.integral
        guard !box.isNull, box.width > 0, box.height > 0 else { return }
        let ctm = context.userSpaceToDeviceSpaceTransform
        let scale = max(1, abs(ctm.a * ctm.d - ctm.b * ctm.c).squareRoot())
        let width = min(Int((box.width * scale).rounded(.up)), 4096)
        let height = min(Int((box.height * scale).rounded(.up)), 4096)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let image: CGImage? = pixels.withUnsafeMutableBytes { raw in
            guard let offscreen = CGContext(
                data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
            else { return nil }
            offscreen.translateBy(x: 0, y: CGFloat(height))
            offscreen.scaleBy(x: CGFloat(width) / box.width, y: -CGFloat(height) / box.height)
            offscreen.translateBy(x: -box.minX, y: -box.minY)
            draw(offscreen)
            offscreen.flush()
            // Premultiplied components times the tint stay premultiplied.
            let factors = [tint.0, tint.1, tint.2, tint.3].map { UInt32(($0 * 255).rounded()) }
            for i in stride(from: 0, to: raw.count, by: 4) {
                for c in 0..<4 {
                    let value = UInt32(raw[i + c]) * factors[c] * (c < 3 ? factors[3] : 255)
                    raw[i + c] = UInt8((value + 255 * 255 / 2) / (255 * 255))
                }
            }
            return RGBAImage.make(width: width, height: height, bytes: raw)
        }
        guard let image else { return }
        drawUpright(image, in: box, context: context)
    }
}

/// Makes an image from premultiplied RGBA bytes.
enum RGBAImage {
    static func make(width: Int, height: Int, bytes: UnsafeMutableRawBufferPointer) -> CGImage? {
        CGImage(
            width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}
