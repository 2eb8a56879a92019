public import Foundation

/// Something a menu shows: an action, a command or a submenu.
///
/// The title, subtitle and image describe the element wherever it appears; ``UIAction``
/// adds what choosing it does.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// Ways an element can be shown and chosen.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt
        /// The set with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown, but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Does something that cannot be undone; shown in the destructive colour.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark.
    public enum State: Int, Sendable {
        /// No mark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A dash: some of what the element stands for is on.
        case mixed = 2
    }

    /// The element's title; its subclasses let it change.
    var titleStorage: String
    /// A second line under the title.
    open var subtitle: String?
    var imageStorage: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        titleStorage = title
        self.subtitle = subtitle
        imageStorage = image
        super.init()
    }

    /// The element's name as menus show it.
    open var title: String { titleStorage }
    /// The image shown beside the title.
    open var image: UIImage? { imageStorage }
}
