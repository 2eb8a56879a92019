public import CoreGraphics
public import Foundation

extension UIButton {
    /// What a button shows and how: its style, title and subtitle, image, insets, corner style
    /// and colours, resolved for the button's state when it is shown.
    ///
    /// Start from one of the styles (``plain()``, ``filled()`` …), change a copy and assign it to
    /// ``UIButton/configuration``. Values left alone take the style's defaults for the button's
    /// state; values set are kept.
    public struct Configuration: Hashable {
        /// The look a configuration starts from.
        enum Style: Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The predefined sizes of a button's text, insets and corners.
        public enum Size: Int, Sendable {
            /// The standard size.
            case medium = 0
            /// Smaller text and insets.
            case small = 1
            /// The smallest text and insets.
            case mini = 2
            /// Larger insets.
            case large = 3
        }

        /// How the background's corner radius is chosen.
        public enum CornerStyle: Int, Sendable {
            /// The background's own radius, as it is.
            case fixed = -1
            /// The background's radius, or the button size's when the background keeps its default.
            case dynamic = 0
            /// A small system radius.
            case small = 1
            /// A medium system radius.
            case medium = 2
            /// A large system radius.
            case large = 3
            /// Half the height: round ends.
            case capsule = 4
        }

        /// A mark saying what pressing the button does beyond its action.
        public enum Indicator: Int, Sendable {
            /// The pop-up mark on a pop-up button; nothing otherwise.
            case automatic = 0
            /// No mark.
            case none = 1
            /// Chevrons pointing up and down: the button opens a menu to choose from.
            case popup = 2
        }

        /// How the title and subtitle line up with each other.
        public enum TitleAlignment: Int, Sendable {
            /// Leading beside an image on the leading or trailing side, centred otherwise.
            case automatic = 0
            /// Along the leading edge.
            case leading = 1
            /// On their centres.
            case center = 2
            /// Along the trailing edge.
            case trailing = 3
        }

        let style: Style
        /// The state this configuration was updated for by ``updated(for:)``; `nil` shows the
        /// normal state.
        var buttonState: UIControl.State?
        /// Insets set by the app; `nil` takes the button size's.
        var customContentInsets: NSDirectionalEdgeInsets?

        /// The background: colour, corner radius, stroke; its colour is resolved from the
        /// style unless set here.
        public var background = UIBackgroundConfiguration.buttonDefault
        /// How the background's corner radius is chosen; dynamic by default.
        public var cornerStyle = CornerStyle.dynamic
        /// The size of the text, insets and corners; medium by default.
        public var buttonSize = Size.medium
        /// The colour of the title, subtitle and image; `nil` takes the style's.
        public var baseForegroundColor: UIColor?
        /// The colour the style's background is made from; `nil` takes the style's.
        public var baseBackgroundColor: UIColor?
        /// The image shown beside the title.
        public var image: UIImage?
        /// Whether a spinning activity indicator takes the image's place.
        public var showsActivityIndicator = false
        /// A function applied to the activity indicator's colour (the foreground colour).
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?
        /// A function applied to the image's tint colour.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The title, with its attributes.
        public var attributedTitle: AttributedString? {
            get { titleText?.attributed }
            set { titleText = newValue.map(ConfigurationText.attributed) }
        }
        /// The title as set: plain text stays plain, so the button shows it without making an
        /// attributed string (Foundation's are slow to make and read).
        var titleText: ConfigurationText?
        /// A function applied to the title's attributes before it is shown.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How a title too long for the button wraps or is cut; wrapped at words by default.
        public var titleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// The subtitle below the title, with its attributes.
        public var attributedSubtitle: AttributedString? {
            get { subtitleText?.attributed }
            set { subtitleText = newValue.map(ConfigurationText.attributed) }
        }
        /// The subtitle as set, plain or attributed.
        var subtitleText: ConfigurationText?
        /// A function applied to the subtitle's attributes before it is shown.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How a subtitle too long for the button wraps or is cut; wrapped at words by default.
        public var subtitleLineBreakMode = NSLineBreakMode.byWordWrapping
        /// The edge of the text the image is placed against; leading by default.
        public var imagePlacement = NSDirectionalRectEdge.leading
        /// The space between the image and the text.
        public var imagePadding: CGFloat = 0
        /// The least room the image takes along its placement's axis; it is centred in it.
        public var imageReservation: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle line up.
        public var titleAlignment = TitleAlignment.automatic
        /// Whether a selected button takes the style's selected look (true for plain, gray and
        /// tinted styles).
        public var automaticallyUpdateForSelection: Bool
        /// The mark at the trailing edge saying the button opens a menu; ``Indicator/automatic``
        /// shows the pop-up mark on pop-up buttons.
        public var indicator = Indicator.automatic
        /// Turns the foreground colour into the indicator's colour.
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        init(style: Style) {
            self.style = style
            automaticallyUpdateForSelection = [.plain, .gray, .tinted].contains(style)
        }

        /// A button with no background: tinted text and image.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A button on a translucent background of its tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A button on a gray background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A button filled with its tint colour, with white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A button with no border or background.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A button with a gray background (the look of ``gray()``).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A button on a translucent tint background (the look of ``tinted()``).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A button filled with its tint colour (the look of ``filled()``).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The title as plain text; setting it replaces ``attributedTitle`` with text without
        /// attributes.
        public var title: String? {
            get { titleText?.plain }
            set { titleText = newValue.map(ConfigurationText.plain) }
        }

        /// The subtitle as plain text; setting it replaces ``attributedSubtitle``.
        public var subtitle: String? {
            get { subtitleText?.plain }
            set { subtitleText = newValue.map(ConfigurationText.plain) }
        }

        /// The space around the content; the button size's until set (see ``setDefaultContentInsets()``).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? buttonSize.contentInsets }
            set { customContentInsets = newValue }
        }

        /// Goes back to the button size's content insets.
        public mutating func setDefaultContentInsets() {
            customContentInsets = nil
        }

        /// A copy of this configuration for `button`'s current state: values set are kept, the
        /// style's defaults follow the state when shown.
        @preconcurrency @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var updated = self
            updated.buttonState = button.state
            return updated
        }
    }
}

extension UIButton.Configuration.Size {
    /// The default content insets of this size. Apple documents only that they depend on the
    /// size; medium's (7, 12) is the value Apple's forums report, the others are as measured by
    /// a public backport of the API.
    var contentInsets: NSDirectionalEdgeInsets {
        switch self {
        case .mini, .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
        }
    }
}

extension UIBackgroundConfiguration {
    /// The corner radius a button configuration's background starts with.
    static let buttonCornerRadius: CGFloat = 6

    /// A button configuration's background: colour resolved from the style, medium corners.
    static var buttonDefault: UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.cornerRadius = buttonCornerRadius
        return background
    }
}

extension UIButton.Configuration {
    /// Whether the two configurations show the same button: same style, state, values and
    /// transformers.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.style == rhs.style && lhs.buttonState == rhs.buttonState
            && lhs.customContentInsets == rhs.customContentInsets && lhs.background == rhs.background
            && lhs.cornerStyle == rhs.cornerStyle && lhs.buttonSize == rhs.buttonSize
            && lhs.baseForegroundColor == rhs.baseForegroundColor && lhs.baseBackgroundColor == rhs.baseBackgroundColor
            && lhs.image === rhs.image && lhs.imageColorTransformer.isSame(as: rhs.imageColorTransformer)
            && lhs.showsActivityIndicator == rhs.showsActivityIndicator
            && lhs.activityIndicatorColorTransformer.isSame(as: rhs.activityIndicatorColorTransformer)
            && lhs.attributedTitle == rhs.attributedTitle
            && lhs.titleTextAttributesTransformer.isSame(as: rhs.titleTextAttributesTransformer)
            && lhs.titleLineBreakMode == rhs.titleLineBreakMode && lhs.attributedSubtitle == rhs.attributedSubtitle
            && lhs.subtitleTextAttributesTransformer.isSame(as: rhs.subtitleTextAttributesTransformer)
            && lhs.subtitleLineBreakMode == rhs.subtitleLineBreakMode && lhs.imagePlacement == rhs.imagePlacement
            && lhs.imagePadding == rhs.imagePadding && lhs.imageReservation == rhs.imageReservation
            && lhs.titlePadding == rhs.titlePadding && lhs.titleAlignment == rhs.titleAlignment
            && lhs.automaticallyUpdateForSelection == rhs.automaticallyUpdateForSelection
            && lhs.indicator == rhs.indicator && lhs.indicatorColorTransformer.isSame(as: rhs.indicatorColorTransformer)
    }

    /// Hashes the style and the values that are simple to hash; equal configurations hash the same.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(buttonState?.rawValue)
        hasher.combine(attributedTitle)
        hasher.combine(buttonSize)
        hasher.combine(cornerStyle)
    }
}
