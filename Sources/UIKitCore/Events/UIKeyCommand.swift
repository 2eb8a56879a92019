public import Foundation

/// A key combination the app answers, declared by a responder's `keyCommands`.
///
/// When a key goes down, the responder chain from the first responder is searched for a command
/// with the key's input and exactly its modifiers; the first found runs and the press goes no
/// further. Commands repeat with the key.
///
/// Divergence: there are no Objective-C selectors, so the action is a closure, or a method of a
/// responder class (`UIKeyCommand(input: "s", modifierFlags: .command, action: Editor.save)`)
/// sent, like a selector's action, to the first responder of that class in the chain.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
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
    /// The command's name, for menus and the list of shortcuts.
    open var title: String
    /// A longer name for the list of shortcuts; the title when `nil`.
    open var discoverabilityTitle: String?
    /// Whether the command wins over keys a text-input first responder would type. Default `false`.
    open var wantsPriorityOverSystemBehavior = false

    /// Runs the command for a press whose chain starts at `responder`; `false` when no responder can.
    private let perform: @MainActor (UIKeyCommand, UIResponder?) -> Bool

    private init(input: String, modifierFlags: UIKeyModifierFlags, title: String, perform: @escaping @MainActor (UIKeyCommand, UIResponder?) -> Bool) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.title = title
        self.perform = perform
        super.init()
    }

    /// A command that runs `action`.
    public convenience init(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil, action: @escaping @MainActor (UIKeyCommand) -> Void) {
        self.init(input: input, modifierFlags: modifierFlags, title: title) { command, _ in
            action(command)
            return true
        }
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// A command that calls `action` on the first responder of class `Target` in the chain.
    public convenience init<Target: UIResponder>(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil, action: @escaping @MainActor (Target) -> (UIKeyCommand) -> Void) {
        self.init(input: input, modifierFlags: modifierFlags, title: title) { command, start in
            guard let target = UIKeyCommand.first(Target.self, from: start) else { return false }
            action(target)(command)
            return true
        }
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// A command that calls the argument-less `action` on the first responder of class `Target` in the chain.
    public convenience init<Target: UIResponder>(title: String = "", input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init(input: input, modifierFlags: modifierFlags, title: title) { command, start in
            guard let target = UIKeyCommand.first(Target.self, from: start) else { return false }
            action(target)()
            return true
        }
        self.discoverabilityTitle = discoverabilityTitle
    }

    private static func first<Target: UIResponder>(_ type: Target.Type, from start: UIResponder?) -> Target? {
        var responder = start
        while let current = responder {
            if let target = current as? Target { return target }
            responder = current.next
        }
        return nil
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
        perform(self, responder)
    }
}
