import Foundation

/// A menu element that sends an action up the responder chain when chosen: the first responder
/// of the action's class from where the menu was opened performs it.
///
/// Divergence: there are no Objective-C selectors, so the action is a method of a responder
/// class (`UICommand(title: "Copy", action: Editor.copyItem)`), found in the chain as a
/// selector's target would be. A command whose class is nowhere in the chain is shown disabled;
/// the responder that would perform it may adjust it first in ``UIResponder/validate(_:)``.
@preconcurrency @MainActor
open class UICommand: UIMenuElement, UIMenuLeaf {
    /// Finds the responder that performs a command from a start of the chain, and what it runs.
    typealias Resolver = @MainActor (UIResponder?) -> (target: UIResponder?, run: @MainActor (UICommand) -> Void)?

    /// How the command is shown and whether it can be chosen.
    open var attributes: UIMenuElement.Attributes
    /// Whether the command shows a checkmark.
    open var state: UIMenuElement.State
    /// A longer name, for the list of keyboard shortcuts.
    open var discoverabilityTitle: String?
    /// The image shown while the command is on; the plain image when `nil`.
    open var selectedImage: UIImage?
    /// A value the performing method can read to tell commands sharing it apart.
    public let propertyList: Any?
    /// What performed the command, while its action runs.
    open internal(set) var sender: Any?
    private let resolver: Resolver

    init(
        title: String, subtitle: String?, image: UIImage?, selectedImage: UIImage?, propertyList: Any?,
        discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State, resolver: @escaping Resolver
    ) {
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        self.selectedImage = selectedImage
        self.propertyList = propertyList
        self.resolver = resolver
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A command that calls `action` with itself on the first responder of class `Target` in the chain.
    public convenience init<Target: UIResponder>(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        action: @escaping @MainActor (Target) -> (UICommand) -> Void, propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.init(
            title: title, subtitle: subtitle, image: image, selectedImage: selectedImage, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
            resolver: UICommand.resolver(Target.self) { target, command in action(target)(command) })
    }

    /// A command that calls the argument-less `action` on the first responder of class `Target` in the chain.
    public convenience init<Target: UIResponder>(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        action: @escaping @MainActor (Target) -> () -> Void, propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.init(
            title: title, subtitle: subtitle, image: image, selectedImage: selectedImage, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
            resolver: UICommand.resolver(Target.self) { target, _ in action(target)() })
    }

    /// The command's name as menus show it.
    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    /// The image shown beside the title.
    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }

    /// Sends the command's action from `target` (a responder) up the chain, with `sender` as
    /// the command's ``sender``; nothing happens when no responder in the chain performs it.
    open func perform(withSender sender: Any?, target: Any?) {
        _ = run(from: target as? UIResponder, sender: sender)
    }

    /// The responder that would perform the command from `start`, or `nil` when none would
    /// (or the command runs a closure of its own).
    func target(from start: UIResponder?) -> UIResponder? {
        resolver(start)?.target
    }

    /// Whether some responder from `start` performs the command.
    func isPerformable(from start: UIResponder?) -> Bool {
        resolver(start) != nil
    }

    /// Performs the command from `start`; whether a responder took it.
    func run(from start: UIResponder?, sender: Any?) -> Bool {
        guard let resolved = resolver(start) else { return false }
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        resolved.run(self)
        return true
    }

    /// A resolver finding the first responder of class `Target` from the start of the chain.
    static func resolver<Target: UIResponder>(
        _ type: Target.Type, _ perform: @escaping @MainActor (Target, UICommand) -> Void
    ) -> Resolver {
        { start in
            var responder = start
            while let current = responder {
                if let target = current as? Target { return (target, { command in perform(target, command) }) }
                responder = current.next
            }
            return nil
        }
    }
}
