import Foundation

/// A key combination the app answers, declared by a responder's `keyCommands`; as a command,
/// menus show it with its shortcut.
///
/// When a key goes down, the responder chain from the first responder is searched for a command
/// with the key's input and exactly its modifiers; the first found runs and the press goes no
/// further. Commands repeat with the key.
///
/// Divergence: there are no Objective-C selectors, so the action is a closure, or a method of a
/// responder class (`UIKeyCommand(input: "s", modifierFlags: .command, action: Editor.save)`)
/// sent, like a selector's action, to the first responder of that class in the chain.
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The input of the Up Arrow key.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The input of the Down Arrow key.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The input of the Left Arrow key.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The input of the Right Arrow key.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The input of the Escape key.
    public static let inputEscape = "UIKeyInputEscape"
    /// The input of the Page Up key.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The input of the Page Down key.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The input of the Home key.
    public static let inputHome = "UIKeyInputHome"
    /// The input of the End key.
    public static let inputEnd = "UIKeyInputEnd"
    /// The input of the forward Delete key.
    public static let inputDelete = "UIKeyInputDelete"
    /// The input of the F1 function key.
    public static let inputF1 = "UIKeyInputF1"
    /// The input of the F2 function key.
    public static let inputF2 = "UIKeyInputF2"
    /// The input of the F3 function key.
    public static let inputF3 = "UIKeyInputF3"
    /// The input of the F4 function key.
    public static let inputF4 = "UIKeyInputF4"
    /// The input of the F5 function key.
    public static let inputF5 = "UIKeyInputF5"
    /// The input of the F6 function key.
    public static let inputF6 = "UIKeyInputF6"
    /// The input of the F7 function key.
    public static let inputF7 = "UIKeyInputF7"
    /// The input of the F8 function key.
    public static let inputF8 = "UIKeyInputF8"
    /// The input of the F9 function key.
    public static let inputF9 = "UIKeyInputF9"
    /// The input of the F10 function key.
    public static let inputF10 = "UIKeyInputF10"
    /// The input of the F11 function key.
    public static let inputF11 = "UIKeyInputF11"
    /// The input of the F12 function key.
    public static let inputF12 = "UIKeyInputF12"

    /// The key's input: its character, or one of the `input…` names for keys without one.
    open private(set) var input: String?
    /// The modifiers that must be held, exactly (Caps Lock and Num Lock are not counted).
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command wins over keys a text-input first responder would type. Default `false`.
    open var wantsPriorityOverSystemBehavior = false

    private init(
        title: String, image: UIImage?, input: String, modifierFlags: UIKeyModifierFlags, propertyList: Any?,
        discoverabilityTitle: String?, attributes: UIMenuElement.Attributes, state: UIMenuElement.State, resolver: @escaping Resolver
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(
            title: title, subtitle: nil, image: image, selectedImage: nil, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, resolver: resolver)
    }

    /// A command that runs `action`.
    public convenience init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil, action: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.init(
            title: title, image: nil, input: input, modifierFlags: modifierFlags, propertyList: nil, discoverabilityTitle: discoverabilityTitle,
            attributes: [], state: .off
        ) { _ in (nil, { command in action(command as! UIKeyCommand) }) }
    }

    /// A command that calls `action` on the first responder of class `Target` in the chain.
    public convenience init<Target: UIResponder>(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil, action: @escaping @MainActor (Target) -> (UIKeyCommand) -> Void) {
        self.init(title: title, image: nil, action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// A command that calls the argument-less `action` on the first responder of class `Target` in the chain.
    public convenience init<Target: UIResponder>(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init(title: title, image: nil, action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    /// A command for menus and the keyboard that calls `action` with itself on the first
    /// responder of class `Target` in the chain, in the order of UIKit's initializer.
    public convenience init<Target: UIResponder>(
        title: String = "", image: UIImage? = nil, action: @escaping @MainActor (Target) -> (UIKeyCommand) -> Void, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.init(
            title: title, image: image, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
            resolver: UICommand.resolver(Target.self) { target, command in action(target)(command as! UIKeyCommand) })
    }

    /// A command for menus and the keyboard that calls the argument-less `action` on the first
    /// responder of class `Target` in the chain, in the order of UIKit's initializer.
    public convenience init<Target: UIResponder>(
        title: String = "", image: UIImage? = nil, action: @escaping @MainActor (Target) -> () -> Void, input: String,
        modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.init(
            title: title, image: image, input: input, modifierFlags: modifierFlags, propertyList: propertyList,
            discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state,
            resolver: UICommand.resolver(Target.self) { target, _ in action(target)() })
    }

    /// Whether `key` is this command's key with exactly its modifiers.
    func matches(_ key: UIKey) -> Bool {
        let ignored: UIKeyModifierFlags = [.alphaShift, .numericPad]
        guard key.modifierFlags.subtracting(ignored) == modifierFlags.subtracting(ignored), let input else { return false }
        let keyInput = KeyInput.commandInput(of: key)
        return keyInput == input || keyInput.lowercased() == input.lowercased()
    }

    /// Runs the command for a press whose chain starts at `responder`.
    func run(from responder: UIResponder?) -> Bool {
        run(from: responder, sender: nil)
    }
}
