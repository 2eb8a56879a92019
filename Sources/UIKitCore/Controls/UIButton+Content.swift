import CoreGraphics
import Foundation

extension UIButton {
    /// How much a system button's title fades while it is pressed (the alpha it shows).
    static let pressedTitleAlpha: CGFloat = 0.2
    /// The space above and below a title in the natural size.
    static let titleVerticalPadding: CGFloat = 6
    /// An empty button's natural size (measured on iOS by UIKit-cross-platform's test suite).
    static let emptyContentSize = CGSize(width: 30, height: 34)

    /// Whether the button has UIKit's system look: a tinted title that fades while pressed.
    var hasSystemLook: Bool { buttonType != .custom }

    /// The title colour when none is set for the state: the tint for system buttons (dimmed
    /// when disabled), white for custom ones.
    // UIKit does not document the disabled colour of a system button; this one is the tint
    // dimmed as a dimmed tint adjustment shows it.
    var defaultTitleColor: UIColor {
        guard hasSystemLook else { return .white }
        let tint = roleTint
        return isEnabled ? tint : Self.dimmed(tint)
    }

    /// The colour the button's look is tinted with: red for a destructive button, the tint colour
    /// otherwise.
    var roleTint: UIColor {
        role == .destructive ? .systemRed : tintColor ?? .systemBlue
    }

    func makeTitleLabel() -> UILabel {
        if let titleLabelStorage { return titleLabelStorage }
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        titleLabelStorage = label
        addSubview(label)
        return label
    }

    func makeImageView() -> UIImageView {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        imageViewStorage = view
        // Below the title, above the background.
        if let titleLabelStorage { insertSubview(view, belowSubview: titleLabelStorage) } else { addSubview(view) }
        return view
    }

    private func makeBackgroundImageView() -> UIImageView {
        if let backgroundImageView { return backgroundImageView }
        let view = UIImageView()
        backgroundImageView = view
        insertSubview(view, at: 0)
        return view
    }

    /// The title, image or background changed: what shows, the natural size and the layout follow.
    func buttonContentDidChange() {
        updateButtonAppearance()
        invalidateIntrinsicContentSize()
    }

    /// Shows the current state's title, colours and images, and lays them out again.
    func updateButtonAppearance() {
        if isConfigurationBased {
            setNeedsUpdateConfiguration()
            return
        }
        let state = state
        let hasTitle = valuesByState.contains { $0.title != nil || $0.attributedTitle != nil }
        if hasTitle || titleLabelStorage != nil {
            let label = makeTitleLabel()
            if let attributed = attributedTitle(for: state) {
                label.attributedText = attributed
            } else {
                label.text = title(for: state)
                label.textColor = currentTitleColor
            }
            label.alpha = hasSystemLook && state.contains(.highlighted) ? Self.pressedTitleAlpha : 1
            label.shadowColor = titleShadowColor(for: state)
            let reversed = reversesTitleShadowWhenHighlighted && state.contains(.highlighted)
            if reversed != titleShadowIsReversed {
                label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
                titleShadowIsReversed = reversed
            }
        }
        if valuesByState.contains(where: { $0.image != nil }) || imageViewStorage != nil {
            let view = makeImageView()
            let image = image(for: state)
            // A system button draws images without a rendering mode of their own as templates,
            // in its title's colour, fading with it while pressed.
            view.image = hasSystemLook && image?.renderingMode == .automatic ? image?.withRenderingMode(.alwaysTemplate) : adjusted(image, in: state)
            view.tintColor = hasSystemLook ? defaultTitleColor : nil
            view.alpha = hasSystemLook && state.contains(.highlighted) ? Self.pressedTitleAlpha : 1
        }
        if valuesByState.contains(where: { $0.backgroundImage != nil }) || backgroundImageView != nil {
            makeBackgroundImageView().image = backgroundImage(for: state)
        }
        setNeedsLayout()
    }

    /// A custom button's image as `state` shows it: darkened while pressed, lightened while
    /// disabled, unless an image is set for that state or the adjustment is off. (Apple's
    /// documentation says lighter and darker; its header and its buttons do the reverse, as here.)
    /// Buttons with the system look fade their images instead.
    private func adjusted(_ image: UIImage?, in state: UIControl.State) -> UIImage? {
        guard let image, !hasSystemLook else { return image }
        let highlighted = state.contains(.highlighted) && adjustsImageWhenHighlighted && valuesByState[.highlighted].image == nil
        let disabled = state.contains(.disabled) && adjustsImageWhenDisabled && valuesByState[.disabled].image == nil
        guard highlighted || disabled else { return image }
        if let adjustedImage, adjustedImage.source === image, adjustedImage.highlighted == highlighted { return adjustedImage.image }
        // Black at 45 % over a pressed image (what UIKit's engineers describe), white at half over
        // a disabled one (not published), on the image's own pixels only.
        let veil = highlighted ? UIColor(white: 0, alpha: 0.45) : UIColor(white: 1, alpha: 0.5)
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let made = UIGraphicsImageRenderer(size: image.size, format: format).image { renderer in
            let area = CGRect(origin: .zero, size: image.size)
            image.draw(in: area)
            renderer.cgContext.setBlendMode(.sourceAtop)
            renderer.cgContext.setFillColor(veil.cgColor)
            renderer.cgContext.fill(area)
        }
        adjustedImage = (image, highlighted, made)
        return made
    }

    /// The title's natural size in the current state (zero without a title).
    private var titleSize: CGSize {
        guard let label = titleLabelStorage, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0 else { return .zero }
        return label.intrinsicContentSize
    }

    /// The image's size in the current state (zero without one).
    private var imageSize: CGSize {
        currentImage?.size ?? .zero
    }

    /// The title and image side by side, with the title's padding above and below; 30×34
    /// points for a button with neither, as UIKit measures an empty button.
    var naturalContentSize: CGSize {
        let title = titleSize, image = imageSize
        if title == .zero, image == .zero { return Self.emptyContentSize }
        let titleHeight = title.height > 0 ? title.height + 2 * Self.titleVerticalPadding : 0
        return CGSize(width: title.width + image.width, height: max(titleHeight, image.height))
    }

    /// Where the image and the title go in `content`: side by side, image first, placed as a
    /// pair by the content alignments; the title gives up width first when they do not fit.
    func contentPlacement(in content: CGRect) -> (image: CGRect, title: CGRect) {
        var image = imageSize, title = titleSize
        image.width = min(image.width, max(content.width, 0))
        title.width = min(title.width, max(content.width - image.width, 0))
        let vertical = contentVerticalAlignment
        func y(_ height: CGFloat) -> (y: CGFloat, height: CGFloat) {
            switch vertical {
            case .center: (content.midY - height / 2, height)
            case .top: (content.minY, height)
            case .bottom: (content.maxY - height, height)
            case .fill: (content.minY, content.height)
            }
        }
        let total = image.width + title.width
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: x = content.minX
        case .right, .trailing: x = content.maxX - total
        case .center: x = content.midX - total / 2
        }
        if effectiveContentHorizontalAlignment == .fill {
            title.width = max(content.width - image.width, 0)
        }
        let (imageY, imageHeight) = y(image.height)
        let (titleY, titleHeight) = y(title.height)
        return (
            pixelAligned(CGRect(x: x, y: imageY, width: image.width, height: imageHeight)),
            pixelAligned(CGRect(x: x + image.width, y: titleY, width: title.width, height: titleHeight)))
    }

    /// `rect` with its origin on the device pixel grid, so text and images are not smeared across pixels.
    func pixelAligned(_ rect: CGRect) -> CGRect {
        let scale = max(contentScaleFactor, 1)
        return CGRect(
            x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
            width: rect.width, height: rect.height)
    }
}
