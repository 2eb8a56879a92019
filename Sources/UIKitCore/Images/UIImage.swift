public import CoreGraphics
public import Foundation
import Synchronization

// Sendable: every stored property is a `let` of a Sendable type.
/// An image: a bitmap with a scale (pixels per point), an orientation, and how it stretches
/// and is coloured when views show it.
open class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap, as stored (before the orientation is applied).
    public let cgImage: CGImage?
    /// Pixels per point: 2 for an image loaded from a name@2x file.
    public let scale: CGFloat
    /// How the bitmap is turned to show the image upright.
    public let imageOrientation: Orientation
    /// The edges that keep their size when the image is drawn larger (``resizableImage(withCapInsets:)``).
    public let capInsets: UIEdgeInsets
    /// How the middle of a resizable image fills the space: stretched or tiled.
    public let resizingMode: ResizingMode
    /// Whether views draw the image's colours or only its shape in their tint colour.
    public let renderingMode: RenderingMode
    /// The frames of an animated image, and how long one pass of them lasts.
    public let images: [UIImage]?
    /// How long one pass of an animated image's frames lasts; 0 for a still image.
    public let duration: TimeInterval

    /// The scale of `UIScreen.main`, for choosing name@2x or name@3x files and decoding snapshot
    /// references: the current session publishes it here.
    ///
    /// Global on purpose: images are made and decoded on any thread, where the session (on the
    /// main actor) cannot be asked; locked, and listed among ARCHITECTURE.md's process-wide state.
    package static let mainScreenScale = Mutex<CGFloat>(1)

    init(
        cgImage: CGImage?, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets = .zero,
        resizingMode: ResizingMode = .tile, renderingMode: RenderingMode = .automatic, images: [UIImage]? = nil, duration: TimeInterval = 0
    ) {
        self.cgImage = cgImage
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        (imageOrientation, self.capInsets, self.resizingMode, self.renderingMode) = (orientation, capInsets, resizingMode, renderingMode)
        (self.images, self.duration) = (images, duration)
    }

    /// An empty image: no bitmap, zero size, as `UIImage()` is on iOS.
    public convenience override init() {
        self.init(cgImage: nil, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at scale 1, upright.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image of `cgImage` at `scale` pixels per point, turned by `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, capInsets: .zero)
    }

    /// The image PNG or JPEG `data` decodes to, at `scale`; `nil` when it does not decode, with
    /// what was wrong on standard error.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = Self.decode("UIImage(data:)", { () throws(GraphicsError) in try CGImage.decoded(from: data) }) else { return nil }
        self.init(cgImage: image, scale: scale, orientation: .up)
    }

    /// The image in the PNG or JPEG file at `path`, at the scale its name gives (name@2x.png is 2);
    /// `nil` when it cannot be read or decoded, with what was wrong on standard error.
    public convenience init?(contentsOfFile path: String) {
        guard let image = Self.decode("UIImage(contentsOfFile:)", { () throws(GraphicsError) in
            try CGImage.decoded(contentsOf: URL(fileURLWithPath: path))
        }) else { return nil }
        self.init(cgImage: image, scale: Self.scale(ofFileNamed: path), orientation: .up)
    }

    /// What `decode` returns, or `nil` after saying on standard error why `initializer` gives no image.
    private static func decode(_ initializer: String, _ decode: () throws(GraphicsError) -> CGImage) -> CGImage? {
        do {
            return try decode()
        } catch {
            Diagnostics.report("Casement UIKit: \(initializer) returned nil: \(error.message)")
            return nil
        }
    }

    /// The image named `name` in the app's main bundle, in the file for the main screen's scale when there is one.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle` (the main bundle when `nil`): an asset catalog's image
    /// set of that name (its source folder, `name.imageset`, as copied into the resources), else
    /// the file name@3x, @2x or plain, PNG then JPEG; either way preferring the file for the
    /// display scale of `traitCollection` (the main screen's when `nil` or unspecified), then
    /// larger scales, then smaller.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .main
        let wanted = Self.wantedScale(traitCollection?.displayScale ?? 0)
        var found: (path: String, scale: CGFloat)?
        if let set = AssetCatalog.folder(named: name, kind: "imageset", in: bundle), let file = AssetCatalog.imageFile(in: set, scale: wanted) {
            found = (file.url.path, CGFloat(file.scale))
        } else if let path = Self.path(named: name, in: bundle, scale: wanted) {
            found = (path, Self.scale(ofFileNamed: path))
        }
        guard let found,
              let image = Self.decode("UIImage(named:)", { () throws(GraphicsError) in try CGImage.decoded(contentsOf: URL(fileURLWithPath: found.path)) })
        else { return nil }
        self.init(cgImage: image, scale: found.scale, orientation: .up)
    }

    /// The image an image literal (`#imageLiteral(resourceName:)`) names: the main bundle's
    /// image of that name, as ``init(named:)`` finds it.
    ///
    /// - Note: Divergence: a missing image is an empty one, with a message; iOS stops the app.
    public required convenience init(imageLiteralResourceName name: String) {
        if let path = Self.path(named: name, in: .main, scale: 0),
            let image = Self.decode("#imageLiteral", { () throws(GraphicsError) in try CGImage.decoded(contentsOf: URL(fileURLWithPath: path)) })
        {
            self.init(cgImage: image, scale: Self.scale(ofFileNamed: path), orientation: .up)
        } else {
            Diagnostics.report("Casement UIKit: #imageLiteral(resourceName: \"\(name)\") found no image in the main bundle; the image is empty.")
            self.init(cgImage: nil, scale: 1, orientation: .up)
        }
    }

    /// An image that shows `images` in turn, `duration` seconds a pass.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(
            cgImage: first.cgImage, scale: first.scale, orientation: first.imageOrientation, images: images,
            duration: duration.isFinite && duration > 0 ? duration : 0)
    }

    // MARK: Size

    /// The size in points: the bitmap's pixels over the scale, turned by the orientation.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let (w, h) = (CGFloat(cgImage.width) / scale, CGFloat(cgImage.height) / scale)
        return imageOrientation.isSideways ? CGSize(width: h, height: w) : CGSize(width: w, height: h)
    }

    // MARK: Variants

    /// The image with `capInsets` that keep their size when it is drawn larger, its middle tiled.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The image with `capInsets` that keep their size when it is drawn larger, its middle filled as `resizingMode` says.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(
            cgImage: cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets, resizingMode: resizingMode,
            renderingMode: renderingMode, images: images, duration: duration)
    }

    /// The image drawn as `renderingMode` says in views that show it.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(
            cgImage: cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets, resizingMode: resizingMode,
            renderingMode: renderingMode, images: images, duration: duration)
    }

    // MARK: Files

    private static func scale(ofFileNamed path: String) -> CGFloat {
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        for scale in [3, 2] where base.hasSuffix("@\(scale)x") { return CGFloat(scale) }
        return 1
    }

    /// The whole scale to look for: the one asked for, else the main screen's.
    private static func wantedScale(_ requested: CGFloat) -> Int {
        let screen = mainScreenScale.withLock { $0 }
        return Int(saturating: (requested > 0 ? requested : screen).rounded())
    }

    private static func path(named name: String, in bundle: Bundle, scale wanted: Int) -> String? {
        let given = name as NSString
        let stem = given.pathExtension.isEmpty ? name : given.deletingPathExtension
        let extensions = given.pathExtension.isEmpty ? ["png", "jpg", "jpeg"] : [given.pathExtension]
        let scales = [wanted] + [1, 2, 3].filter { $0 > wanted } + [3, 2, 1].filter { $0 < wanted }
        for scale in scales {
            let suffix = scale == 1 ? "" : "@\(scale)x"
            for ext in extensions {
                if let path = bundle.path(forResource: stem + suffix, ofType: ext) { return path }
            }
        }
        return nil
    }
}

extension UIImage {
    /// How an image's bitmap is turned to show it upright, as the camera's EXIF orientations.
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned half a turn.
        case down
        /// Turned a quarter turn anticlockwise.
        case left
        /// Turned a quarter turn clockwise.
        case right
        /// Mirrored left to right.
        case upMirrored
        /// Mirrored top to bottom.
        case downMirrored
        /// Mirrored, then turned a quarter turn anticlockwise.
        case leftMirrored
        /// Mirrored, then turned a quarter turn clockwise.
        case rightMirrored

        /// Whether the bitmap lies on its side, so width and height swap.
        var isSideways: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }
        /// The turn, clockwise on a y-down screen, after mirroring.
        var angle: CGFloat {
            switch self {
            case .up, .upMirrored: 0
            case .down, .downMirrored: .pi
            case .left, .leftMirrored: -.pi / 2
            case .right, .rightMirrored: .pi / 2
            }
        }
        var isMirrored: Bool { rawValue >= 4 }
    }

    /// How the middle of a resizable image fills the space between its caps.
    public enum ResizingMode: Int, Sendable {
        /// The middle is repeated.
        case tile = 0
        /// The middle is stretched.
        case stretch = 1
    }

    /// How views draw an image.
    public enum RenderingMode: Int, Sendable {
        /// As the view chooses: original colours in an image view.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Only the image's shape, in the view's tint colour.
        case alwaysTemplate = 2
    }
}

// `#imageLiteral(resourceName:)` makes a UIImage, as Xcode's image thumbnails write it.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type an image literal has when nothing else decides it, as Apple's UIKit declares.
public typealias _ImageLiteralType = UIImage
