import CoreGraphics
import Foundation

extension UIButton {
    /// Whether the button shows a configuration rather than its values per state: it has one,
    /// or an update handler that may make one.
    var isConfigurationBased: Bool { configuration != nil || configurationUpdateHandler != nil }

    /// Runs a requested configuration update: the subclass's ``updateConfiguration()``, then the
    /// handler, then shows the result.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        showConfiguration()
    }

    /// Shows the configuration, updated for the state when the button does that: background,
    /// title, subtitle and image, with values set per state taking the configuration's place.
    private func showConfiguration() {
        guard let configuration else {
            removeConfigurationViews()
            return
        }
        let shown = automaticallyUpdatesConfiguration ? configuration.updated(for: self) : configuration
        shownConfiguration = shown
        let look = shown.look(tint: roleTint)
        let background = configurationBackgroundView ?? makeConfigurationBackgroundView()
        background.show(shown.background, color: look.backgroundColor, strokeColor: look.strokeColor)

        let state = state
        var shownTitle = look.title
        if let attributed = attributedTitle(for: state) {
            shownTitle = AttributedText(attributed)
        } else if let plain = title(for: state) {
            shownTitle = AttributedText(string: plain, attributes: [
                .font: shown.titleFont, .foregroundColor: titleColor(for: state) ?? look.foregroundColor,
            ])
        }
        if shownTitle != nil || titleLabelStorage != nil {
            let label = makeTitleLabel()
            label.numberOfLines = 0
            label.lineBreakMode = shown.titleLineBreakMode
            label.alpha = 1
            label.setStyledText(shownTitle)
            label.isHidden = shownTitle == nil
        }
        if let subtitle = look.subtitle {
            let label = subtitleLabelStorage ?? makeSubtitleLabel()
            label.lineBreakMode = shown.subtitleLineBreakMode
            label.setStyledText(subtitle)
            label.isHidden = false
        } else {
            subtitleLabelStorage?.isHidden = true
        }
        showActivityIndicator(shown.showsActivityIndicator, color: shown.activityIndicatorColorTransformer?(look.foregroundColor) ?? look.foregroundColor)
        let image = shown.showsActivityIndicator ? nil : image(for: state) ?? shown.image
        if image != nil || imageViewStorage != nil {
            let view = makeImageView()
            // Images without a rendering mode of their own take the foreground colour, as in
            // UIKit's system buttons.
            view.image = image.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
            view.tintColor = look.imageTintColor
            view.isHidden = image == nil
        }
        showIndicator(shown, color: look.foregroundColor)
        if valuesByState.contains(where: { $0.backgroundImage != nil }) || backgroundImageView != nil {
            // Stretched above the configuration's background, below the content.
            let view = backgroundImageView ?? UIImageView()
            if backgroundImageView == nil {
                backgroundImageView = view
                insertSubview(view, aboveSubview: background)
            }
            view.image = backgroundImage(for: state)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Shows a spinning indicator of `color` in the image's place, or stops and hides it.
    private func showActivityIndicator(_ shows: Bool, color: UIColor) {
        guard shows else {
            activityIndicatorStorage?.stopAnimating()
            return
        }
        let indicator = activityIndicatorStorage ?? UIActivityIndicatorView(style: .medium)
        if activityIndicatorStorage == nil {
            activityIndicatorStorage = indicator
            addSubview(indicator)
        }
        indicator.color = color
        indicator.startAnimating()
    }

    /// Shows the pop-up mark when the configuration's indicator asks for it.
    private func showIndicator(_ configuration: Configuration, color: UIColor) {
        let shows = configuration.indicator == .popup || (configuration.indicator == .automatic && isPopUpButton)
        guard shows else {
            indicatorViewStorage?.isHidden = true
            return
        }
        let view = indicatorViewStorage ?? UIImageView(image: UIButton.popUpIndicatorImage)
        if indicatorViewStorage == nil {
            indicatorViewStorage = view
            addSubview(view)
        }
        view.tintColor = configuration.indicatorColorTransformer?(color) ?? color
        view.isHidden = false
    }

    /// Chevrons pointing up and down, as a template the foreground colour fills.
    static let popUpIndicatorImage: UIImage = {
        let size = CGSize(width: 9, height: 14)
        let image = UIGraphicsImageRenderer(size: size).image { renderer in
            let context = renderer.cgContext
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(1.6)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.move(to: CGPoint(x: 1, y: 5))
            context.addLine(to: CGPoint(x: 4.5, y: 1.5))
            context.addLine(to: CGPoint(x: 8, y: 5))
            context.move(to: CGPoint(x: 1, y: 9))
            context.addLine(to: CGPoint(x: 4.5, y: 12.5))
            context.addLine(to: CGPoint(x: 8, y: 9))
            context.strokePath()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }()

    private func makeConfigurationBackgroundView() -> ButtonBackgroundView {
        let view = ButtonBackgroundView()
        configurationBackgroundView = view
        insertSubview(view, at: 0)
        return view
    }

    private func makeSubtitleLabel() -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        subtitleLabelStorage = label
        if let titleLabelStorage { insertSubview(label, aboveSubview: titleLabelStorage) } else { addSubview(label) }
        return label
    }

    /// Takes away what only a configuration shows, when the configuration is removed, and shows
    /// the values per state again.
    private func removeConfigurationViews() {
        guard shownConfiguration != nil else { return }
        shownConfiguration = nil
        configurationBackgroundView?.removeFromSuperview()
        configurationBackgroundView = nil
        subtitleLabelStorage?.removeFromSuperview()
        subtitleLabelStorage = nil
        activityIndicatorStorage?.removeFromSuperview()
        activityIndicatorStorage = nil
        indicatorViewStorage?.removeFromSuperview()
        indicatorViewStorage = nil
        if let label = titleLabelStorage {
            label.isHidden = false
            label.numberOfLines = 1
            label.lineBreakMode = .byTruncatingMiddle
            label.font = .systemFont(ofSize: 15)
            label.text = nil
        }
        imageViewStorage?.isHidden = false
        imageViewStorage?.tintColor = nil
        updateButtonAppearance()
        invalidateIntrinsicContentSize()
    }
}
