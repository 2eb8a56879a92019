import CoreGraphics
import Foundation

/// The view behind a configured button's content that shows its background configuration:
/// colour and corners on its own layer, then the custom view, the image and the stroke.
final class ButtonBackgroundView: UIView {
    private var customView: UIView?
    private var imageView: UIImageView?
    private var strokeView: UIView?
    private var strokeOutset: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The radius of the corners, of the image and (grown by the outset) of the stroke.
    var cornerRadius: CGFloat = 0 {
        didSet {
            guard cornerRadius != oldValue else { return }
            applyCornerRadius()
        }
    }

    /// Shows `background` with `color` and `strokeColor` resolved.
    func show(_ background: UIBackgroundConfiguration, color: UIColor, strokeColor: UIColor) {
        backgroundColor = color
        if customView !== background.customView {
            customView?.removeFromSuperview()
            customView = background.customView
            if let customView { insertSubview(customView, at: 0) }
        }
        if let image = background.image {
            let view = imageView ?? UIImageView()
            if imageView == nil {
                imageView = view
                view.layer.masksToBounds = true
                insertSubview(view, at: customView == nil ? 0 : 1)
            }
            view.image = image
            view.contentMode = background.imageContentMode
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        if background.strokeWidth > 0 {
            let view = strokeView ?? UIView()
            if strokeView == nil {
                strokeView = view
                view.isUserInteractionEnabled = false
                addSubview(view)
            }
            view.layer.borderWidth = background.strokeWidth
            view.layer.borderColor = view.resolvedCGColor(strokeColor)
            strokeOutset = background.strokeOutset
        } else {
            strokeView?.removeFromSuperview()
            strokeView = nil
        }
        applyCornerRadius()
        setNeedsLayout()
    }

    private func applyCornerRadius() {
        layer.cornerRadius = cornerRadius
        imageView?.layer.cornerRadius = cornerRadius
        strokeView?.layer.cornerRadius = max(0, cornerRadius + strokeOutset)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        customView?.frame = bounds
        imageView?.frame = bounds
        strokeView?.frame = bounds.insetBy(dx: -strokeOutset, dy: -strokeOutset)
    }
}
