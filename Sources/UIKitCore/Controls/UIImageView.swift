public import CoreGraphics
public import Foundation
import QuartzCore

/// A view that shows an image, or a sequence of images as an animation.
///
/// The image is the layer's contents, placed by the view's content mode (scale to fill by
/// default); a resizable image keeps its caps, a template image takes the tint colour. An image
/// view takes no touches by default.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown; with an animated image, its frames play.
    open var image: UIImage? { didSet { updateContents() } }
    /// The image shown while ``isHighlighted``.
    open var highlightedImage: UIImage? { didSet { updateContents() } }
    /// Whether the highlighted image (or animation) shows instead.
    open var isHighlighted = false { didSet { updateContents() } }

    /// The images ``startAnimating()`` shows in turn.
    open var animationImages: [UIImage]?
    /// The images shown in turn while highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// How long one pass of the animation lasts; 0 (the default) means one thirtieth of a second an image.
    open var animationDuration: TimeInterval = 0
    /// How many passes the animation makes; 0 (the default) repeats until stopped.
    open var animationRepeatCount = 0

    private static let animationKey = "UIImageAnimation"
    /// The tinted bitmap of a template image, kept while the image and tint stay the same.
    private var tinted: (image: CGImage, source: CGImage, tint: CGColor)?

    /// An image view showing `image`, sized to it.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.image = image
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted, sized to `image`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        self.highlightedImage = highlightedImage
        self.image = image
    }

    /// An empty image view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: Size

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let shown = shownImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return shown.size
    }

    /// The image's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        shownImage?.size ?? .zero
    }

    // MARK: Animation

    /// Shows the animation images in turn, as ``animationDuration`` and ``animationRepeatCount`` say.
    open func startAnimating() {
        let images = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages
        guard let images, !images.isEmpty else { return }
        play(images, duration: animationDuration > 0 ? animationDuration : Double(images.count) / 30, repeatCount: animationRepeatCount)
    }

    /// Stops the animation; the image shows again.
    open func stopAnimating() {
        layer.removeAnimation(forKey: Self.animationKey)
    }

    /// Whether the animation images are being shown.
    open var isAnimating: Bool { layer.animation(forKey: Self.animationKey) != nil }

    private func play(_ images: [UIImage], duration: TimeInterval, repeatCount: Int) {
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = images.compactMap { contents(of: $0) }
        animation.calculationMode = .discrete
        animation.duration = duration
        animation.repeatCount = repeatCount > 0 ? Float(repeatCount) : .infinity
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.add(animation, forKey: Self.animationKey)
        CATransaction.commit()
    }

    // MARK: Contents

    /// The layer's contents are the image's pixels, at the image's scale whatever the screen's.
    override func adoptContentScale(_ scale: CGFloat) {
        guard let shown = shownImage else { return super.adoptContentScale(scale) }
        layer.contentsScale = shown.scale
    }

    private var shownImage: UIImage? {
        (isHighlighted ? highlightedImage : nil) ?? image
    }

    /// Shows the image as the layer's contents instead of drawing.
    open override func display(_ layer: CALayer) {
        guard layer === self.layer else { return super.display(layer) }
        updateContents()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if shownImage?.renderingMode == .alwaysTemplate { updateContents() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A tiled resizable image is laid out for the view's size.
        if let shown = shownImage, shown.capInsets != .zero, shown.resizingMode == .tile { updateContents() }
    }

    private func updateContents() {
        // Nothing shown before or after (a control's image views without images): no change.
        if shownImage == nil, layer.contents == nil, !isAnimating { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        guard let shown = shownImage else {
            layer.contents = nil
            stopAnimating()
            return
        }
        if let frames = shown.images, !frames.isEmpty {
            play(frames, duration: shown.duration > 0 ? shown.duration : Double(frames.count) / 30, repeatCount: 0)
        } else if layer.animation(forKey: Self.animationKey) != nil, animationImages == nil {
            stopAnimating()
        }
        layer.contentsScale = shown.scale
        if shown.capInsets != .zero, shown.resizingMode == .tile {
            layer.contents = tiledContents(of: shown)
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
            return
        }
        layer.contents = contents(of: shown)
        layer.contentsCenter = stretchableCenter(of: shown)
    }

    /// What the layer shows for `image`: its upright bitmap, in the tint colour for a template.
    private func contents(of image: UIImage) -> CGImage? {
        guard let upright = image.uprightCGImage else { return nil }
        guard image.renderingMode == .alwaysTemplate else { return upright }
        let tint = resolvedCGColor(tintColor)
        if let tinted, tinted.source === upright, tinted.tint == tint { return tinted.image }
        guard let context = CGContext.uikitBitmap(width: upright.width, height: upright.height) else { return upright }
        let area = CGRect(x: 0, y: 0, width: upright.width, height: upright.height)
        UIImage.draw(upright, orientation: .up, in: area, context: context)
        // Keep the image's alpha, paint its shape in the tint.
        context.setBlendMode(.sourceIn)
        context.setFillColor(tint)
        context.fill(area)
        guard let image = context.makeImage() else { return upright }
        tinted = (image, upright, tint)
        return image
    }

    /// The part of a stretchable image's bitmap between its caps, in unit coordinates.
    private func stretchableCenter(of image: UIImage) -> CGRect {
        guard image.capInsets != .zero, image.size.width > 0, image.size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let (w, h) = (image.size.width, image.size.height)
        let insets = image.capInsets
        return CGRect(
            x: insets.left / w, y: insets.top / h,
            width: max(w - insets.left - insets.right, 0) / w, height: max(h - insets.top - insets.bottom, 0) / h)
    }

    /// A resizable image with a tiled middle, drawn at the view's size.
    private func tiledContents(of image: UIImage) -> CGImage? {
        let size = bounds.size
        let scale = image.scale
        guard let context = CGContext.uikitBitmap(
            width: Int(saturating: (size.width * scale).rounded(.up)), height: Int(saturating: (size.height * scale).rounded(.up)), scale: scale)
        else { return nil }
        UIGraphicsPushContext(context)
        image.draw(in: CGRect(origin: .zero, size: size))
        UIGraphicsPopContext()
        return context.makeImage()
    }
}
