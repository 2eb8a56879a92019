public import Foundation

/// An offscreen drawing surface made for one context, drawn into once and then into that context
/// as often as needed, as a stamp.
///
/// The layer has as many pixels per unit as its reference context's current transformation, so
/// it looks as sharp there as drawing directly would. Its own context starts with Core Graphics'
/// default space: origin at the bottom left, y up, one unit a point.
public final class CGLayer {
    /// The layer's size in the units it was made with.
    public let size: CGSize
    /// The context that draws into the layer.
    public let context: CGContext?

    /// Makes a layer of `size` for drawing into `context`; `nil` for a size that is empty,
    /// negative or not finite, or whose bitmap would exceed the image limit (100 megapixels, as
    /// for decoded images).
    ///
    /// `auxiliaryInfo` is reserved, as in Core Graphics: pass `nil`.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: [String: Any]?) {
        let device = context.userSpaceToDeviceSpaceTransform
        // The finer of the transform's two axes, never below one pixel a unit.
        let scale = max(1, max(hypot(device.a, device.b), hypot(device.c, device.d)))
        let pixels = (width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
        guard size.width > 0, size.height > 0, pixels.width.isFinite, pixels.height.isFinite,
            pixels.width * pixels.height <= CGFloat(ImageCodec.maximumPixelCount),
            let layerContext = CGContext(
                data: nil, width: Int(pixels.width), height: Int(pixels.height), bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else {
            Diagnostics.report(
                "Casement CoreGraphics: CGLayer of size \(size) returned nil: the size must be positive and finite, and its bitmap (\(pixels.width)×\(pixels.height) pixels at the context's resolution) at most \(ImageCodec.maximumPixelCount / 1_000_000) megapixels.")
            return nil
        }
        layerContext.scaleBy(x: scale, y: scale)
        (self.size, self.context) = (size, layerContext)
    }

    /// What has been drawn into the layer so far.
    fileprivate var image: CGImage? { context?.makeImage() }
}

extension CGContext {
    /// Draws what `layer` holds scaled to fill `rect`.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.image else { return }
        draw(image, in: rect)
    }

    /// Draws what `layer` holds at its own size with its bottom-left corner at `point`.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
