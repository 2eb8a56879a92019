import Foundation

/// What ``UIAction`` runs when it is performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that runs a handler when chosen; controls run it for the events it was added for.
@preconcurrency @MainActor
open class UIAction: UIMenuElement, UIMenuLeaf {
    /// The name of an action, unique among the actions of one control or menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's name, unique among the actions of one control; generated when not given.
    open private(set) var identifier: Identifier
    /// How the action is shown and whether it can be chosen.
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows a checkmark.
    open var state: UIMenuElement.State
    /// A longer title, shown where the action's keyboard shortcut is listed.
    open var discoverabilityTitle: String?
    /// The image shown when ``state`` is on; the plain image when `nil`.
    open var selectedImage: UIImage?
    /// The object that performed the action (a control, or a menu's control), while its handler runs.
    open internal(set) var sender: Any?
    private let handler: UIActionHandler

    /// Creates an action that runs `handler` with itself.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The action's name as menus show it.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    /// The image shown beside the title.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }

    /// Runs the handler with `sender` as the action's ``sender``; an action has no target.
    open func perform(withSender sender: Any?, target: Any?) {
        perform(sender: sender)
    }

    /// Runs the handler with `sender` as the action's ``sender``, which is cleared after.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
