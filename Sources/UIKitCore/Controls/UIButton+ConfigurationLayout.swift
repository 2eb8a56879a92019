import CoreGraphics
import Foundation

/// The sizes of a configured button's parts for one available width.
struct ButtonConfigurationMetrics {
    /// The image's own size (zero without one).
    var image = CGSize.zero
    /// The room the image takes: its size grown to the reservation along its axis.
    var imageSlot = CGSize.zero
    var title = CGSize.zero
    var subtitle = CGSize.zero
    /// The title and subtitle together, with the title padding between them.
    var text = CGSize.zero
    /// Whether the image sits beside the text (leading or trailing) rather than above or below.
    var imageBeside = true
    /// The space between image and text, when there are both.
    var imagePadding: CGFloat = 0
    /// The space between title and subtitle, when there are both.
    var titlePadding: CGFloat = 0

    /// The image and the text together.
    var content: CGSize {
        imageBeside
            ? CGSize(width: imageSlot.width + imagePadding + text.width, height: max(imageSlot.height, text.height))
            : CGSize(width: max(imageSlot.width, text.width), height: imageSlot.height + imagePadding + text.height)
    }
}

extension UIButton {
    /// The configuration's content insets on the left and right for the layout direction.
    func configurationInsets(_ configuration: Configuration) -> UIEdgeInsets {
        configuration.contentInsets.resolved(for: effectiveUserInterfaceLayoutDirection)
    }

    /// The sizes of the parts when the content may be `width` points wide (`nil`: unlimited).
    func configurationMetrics(_ configuration: Configuration, width: CGFloat?) -> ButtonConfigurationMetrics {
        var metrics = ButtonConfigurationMetrics()
        let placement = configuration.imagePlacement
        metrics.imageBeside = placement != .top && placement != .bottom
        if let size = shownImageSize {
            metrics.image = size
            metrics.imageSlot = size
            if metrics.imageBeside {
                metrics.imageSlot.width = max(size.width, configuration.imageReservation)
            } else {
                metrics.imageSlot.height = max(size.height, configuration.imageReservation)
            }
        }
        let hasTitle = titleLabelStorage.map { $0.isHidden == false } ?? false
        let hasSubtitle = subtitleLabelStorage.map { $0.isHidden == false } ?? false
        let hasImage = metrics.imageSlot != .zero
        if hasImage, hasTitle || hasSubtitle { metrics.imagePadding = configuration.imagePadding }
        if hasTitle, hasSubtitle { metrics.titlePadding = configuration.titlePadding }
        // The labels line up before they are measured: they measure in the alignment they draw in.
        let alignment = textAlignment(configuration, hasImage: hasImage, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for label in [titleLabelStorage, subtitleLabelStorage] { label?.textAlignment = alignment }
        var textWidth = width.map { max($0, 0) }
        if metrics.imageBeside, let available = textWidth {
            textWidth = max(available - metrics.imageSlot.width - metrics.imagePadding, 0)
        }
        func fit(_ label: UILabel?, _ shown: Bool) -> CGSize {
            guard shown, let label else { return .zero }
            var size = label.sizeThatFits(CGSize(width: textWidth ?? 0, height: .greatestFiniteMagnitude))
            if let textWidth { size.width = min(size.width, textWidth) }
            return size
        }
        metrics.title = fit(titleLabelStorage, hasTitle)
        metrics.subtitle = fit(subtitleLabelStorage, hasSubtitle)
        metrics.text = CGSize(
            width: max(metrics.title.width, metrics.subtitle.width),
            height: metrics.title.height + metrics.titlePadding + metrics.subtitle.height)
        return metrics
    }

    /// The size of what shows in the image's place: the activity indicator, or the image.
    private var shownImageSize: CGSize? {
        if let indicator = activityIndicatorStorage, !indicator.isHidden { return indicator.intrinsicContentSize }
        if let image = imageViewStorage?.image, imageViewStorage?.isHidden == false { return image.size }
        return nil
    }

    /// The natural size of a configured button whose content may be `width` points wide.
    func configurationSize(_ configuration: Configuration, contentWidth width: CGFloat?) -> CGSize {
        let insets = configurationInsets(configuration)
        let indicator = indicatorSlotWidth
        let content = configurationMetrics(configuration, width: width.map { $0 - indicator }).content
        return CGSize(
            width: content.width + indicator + insets.left + insets.right,
            height: max(content.height, indicatorViewStorage?.image?.size.height ?? 0) + insets.top + insets.bottom)
    }

    /// The space the pop-up mark takes at the trailing edge of the content, with its gap.
    private var indicatorSlotWidth: CGFloat {
        guard let indicator = indicatorViewStorage, !indicator.isHidden, let image = indicator.image else { return 0 }
        return image.size.width + Self.indicatorPadding
    }

    /// The gap between the content and the pop-up mark.
    static let indicatorPadding: CGFloat = 6

    /// Places the background, image, title and subtitle of a configured button in its bounds.
    func layoutConfiguration(_ configuration: Configuration) {
        let backgroundFrame = bounds.inset(by: configuration.background.backgroundInsets.resolved(for: effectiveUserInterfaceLayoutDirection))
        configurationBackgroundView?.frame = backgroundFrame
        configurationBackgroundView?.cornerRadius = configuration.cornerRadius(height: backgroundFrame.height)
        var content = bounds.inset(by: configurationInsets(configuration))
        if let indicator = indicatorViewStorage, !indicator.isHidden, let image = indicator.image {
            let onLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            indicator.frame = pixelAligned(CGRect(
                x: onLeft ? content.minX : content.maxX - image.size.width, y: content.midY - image.size.height / 2,
                width: image.size.width, height: image.size.height))
            content.size.width -= indicatorSlotWidth
            if onLeft { content.origin.x += indicatorSlotWidth }
        }
        let metrics = configurationMetrics(configuration, width: content.width)
        var size = metrics.content
        let horizontal = effectiveContentHorizontalAlignment
        if horizontal == .fill { size.width = max(content.width, size.width) }
        if contentVerticalAlignment == .fill { size.height = max(content.height, size.height) }
        let x: CGFloat = switch horizontal {
        case .left, .leading, .fill: content.minX
        case .right, .trailing: content.maxX - size.width
        case .center: content.midX - size.width / 2
        }
        let y: CGFloat = switch contentVerticalAlignment {
        case .top, .fill: content.minY
        case .bottom: content.maxY - size.height
        case .center: content.midY - size.height / 2
        }
        let box = CGRect(x: x, y: y, width: size.width, height: size.height)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let placement = configuration.imagePlacement
        // The image's slot on its edge of the box; the text takes the rest.
        var slot = CGRect(origin: box.origin, size: metrics.imageSlot)
        var textBox = box
        if metrics.imageBeside {
            let imageOnLeft = (placement == .trailing) == rightToLeft
            slot.origin.y = box.midY - slot.height / 2
            textBox.size.width = box.width - metrics.imageSlot.width - metrics.imagePadding
            if imageOnLeft {
                textBox.origin.x = box.minX + metrics.imageSlot.width + metrics.imagePadding
            } else {
                slot.origin.x = box.maxX - slot.width
            }
        } else {
            slot.origin.x = box.midX - slot.width / 2
            textBox.size.height = box.height - metrics.imageSlot.height - metrics.imagePadding
            if placement == .bottom {
                slot.origin.y = box.maxY - slot.height
            } else {
                textBox.origin.y = box.minY + metrics.imageSlot.height + metrics.imagePadding
            }
        }
        let imageFrame = pixelAligned(CGRect(
            x: slot.midX - metrics.image.width / 2, y: slot.midY - metrics.image.height / 2,
            width: metrics.image.width, height: metrics.image.height))
        if let indicator = activityIndicatorStorage, !indicator.isHidden {
            indicator.frame = imageFrame
        } else {
            imageViewStorage?.frame = imageFrame
        }
        let alignment = textAlignment(configuration, hasImage: metrics.imageSlot != .zero, rightToLeft: rightToLeft)
        var lineY = textBox.midY - metrics.text.height / 2
        for (label, lineSize) in [(titleLabelStorage, metrics.title), (subtitleLabelStorage, metrics.subtitle)] {
            guard let label, !label.isHidden else { continue }
            let lineX: CGFloat = switch alignment {
            case .left: textBox.minX
            case .right: textBox.maxX - lineSize.width
            default: textBox.midX - lineSize.width / 2
            }
            label.frame = pixelAligned(CGRect(x: lineX, y: lineY, width: lineSize.width, height: lineSize.height))
            lineY += lineSize.height + metrics.titlePadding
        }
    }

    /// How the title and subtitle line up, on the left, centre or right.
    private func textAlignment(_ configuration: Configuration, hasImage: Bool, rightToLeft: Bool) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .center: return .center
        case .automatic:
            let beside = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
            return hasImage && beside ? (rightToLeft ? .right : .left) : .center
        }
    }
}
