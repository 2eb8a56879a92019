public import CoreGraphics
public import Foundation

/// The settings a graphics renderer draws with.
open class UIGraphicsRendererFormat: NSObject {
    /// The area drawn, in the renderer's coordinates; set by the renderer.
    open internal(set) var bounds = CGRect.zero

    /// The format a renderer uses when none is given.
    open class func `default`() -> Self { Self() }

    public required override init() { super.init() }
}

/// The context a renderer's drawing actions draw into: a y-down Core Graphics context with the
/// renderer's bounds as its coordinates, also the current UIKit context while they run.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context drawn into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        (self.cgContext, self.format) = (cgContext, format)
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { fill(rect, blendMode: .normal) }

    /// Fills `rect` with the current fill colour, combined by `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes the inside edge of `rect`, one point wide, with the current stroke colour.
    open func stroke(_ rect: CGRect) { stroke(rect, blendMode: .normal) }

    /// Strokes the inside edge of `rect`, combined by `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.setLineWidth(1)
        cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The base of the image and PDF renderers: the area they draw and their format.
///
/// Renderers may be used on any thread, as UIKit's: each thread has its own current context.
open class UIGraphicsRenderer: NSObject {
    /// The area the renderer draws, in its coordinates.
    public let bounds: CGRect
    let rendererFormat: UIGraphicsRendererFormat

    init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds.standardized
        rendererFormat = format
        format.bounds = self.bounds
    }

    /// Runs `actions` with `context` current, as UIKit drawing expects.
    func run<Context: UIGraphicsRendererContext>(_ context: Context, _ actions: (Context) -> Void) {
        UIGraphicsPushContext(context.cgContext)
        actions(context)
        UIGraphicsPopContext()
    }
}

// MARK: Images

/// The settings of an image renderer: pixels per point and whether the image is opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point; the main screen's scale by default.
    open var scale: CGFloat = UIImage.mainScreenScale.withLock { $0 }
    /// Whether the image has no transparency (unpainted pixels are black); `false` by default.
    open var opaque = false

    /// A format at the main screen's scale, not opaque.
    public required init() { super.init() }

    /// The format for drawing on a display with `traitCollection`'s scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// The context of an image renderer's drawing actions.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        let scale = (format as? UIGraphicsImageRendererFormat)?.scale ?? 1
        return UIImage(cgImage: cgContext.makeImage(), scale: scale, orientation: .up)
    }
}

/// Draws into bitmaps and makes images of them.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The renderer's format.
    open var format: UIGraphicsImageRendererFormat { rendererFormat as! UIGraphicsImageRendererFormat }

    /// A renderer of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` (its coordinates) with `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// The image `actions` draw, at the format's scale.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = self.format
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 1
        let bounds = self.bounds.standardized
        let width = max(Int(saturating: (bounds.width * scale).rounded(.up)), 1)
        let height = max(Int(saturating: (bounds.height * scale).rounded(.up)), 1)
        guard bounds.isFiniteGeometry, let context = CGContext.uikitBitmap(width: width, height: height, scale: scale, opaque: format.opaque) else {
            Diagnostics.report(bounds.isFiniteGeometry
                ? "Casement UIKit: UIGraphicsImageRenderer cannot make a \(width)×\(height)-pixel bitmap; the image is empty and its actions did not run."
                : "Casement UIKit: UIGraphicsImageRenderer bounds \(self.bounds) are NaN or infinite; the image is empty and its actions did not run.")
            return UIImage(cgImage: nil, scale: scale, orientation: .up)
        }
        // The bounds' origin at the top-left pixel.
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        run(UIGraphicsImageRendererContext(cgContext: context, format: format), actions)
        return UIImage(cgImage: context.makeImage(), scale: scale, orientation: .up)
    }

    /// The PNG data of the image `actions` draw.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The JPEG data, at `compressionQuality` from 0 to 1, of the image `actions` draw.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}

// MARK: The image context functions of iOS 4

/// Opens a bitmap context of `size` points at scale 1, not opaque, and makes it current.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Opens a bitmap context of `size` points and makes it current: `opaque` drops transparency,
/// `scale` is pixels per point (0 for the main screen's).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? scale : UIImage.mainScreenScale.withLock { $0 }
    let width = max(Int(saturating: (abs(size.width) * scale).rounded(.up)), 1)
    let height = max(Int(saturating: (abs(size.height) * scale).rounded(.up)), 1)
    guard size.width.isFinite, size.height.isFinite, let context = CGContext.uikitBitmap(width: width, height: height, scale: scale, opaque: opaque) else {
        return Diagnostics.report("Casement UIKit: UIGraphicsBeginImageContextWithOptions could not make a \(width)×\(height) bitmap.")
    }
    GraphicsContextStack.current.imageContexts.append((context, scale))
    UIGraphicsPushContext(context)
}

/// The image drawn so far in the innermost context opened with ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (context, scale) = GraphicsContextStack.current.imageContexts.last, let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Closes the innermost context opened with ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``.
public func UIGraphicsEndImageContext() {
    guard GraphicsContextStack.current.imageContexts.popLast() != nil else {
        return Diagnostics.report("Casement UIKit: UIGraphicsEndImageContext() ignored: no image context is open.")
    }
    UIGraphicsPopContext()
}
