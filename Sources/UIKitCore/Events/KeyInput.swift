import Foundation
internal import Platform

/// Turns the platform's key events into presses for the key window's first responder, key
/// commands and typed text.
///
/// A key going down first looks for a key command from the first responder up the chain; if one
/// runs, the press goes no further. Otherwise `pressesBegan` goes to the first responder (or
/// the window), and a press that passes the end of the chain becomes text for a first responder
/// that adopts ``UIKeyInput``. Auto-repeat runs commands and types again without new presses.
@MainActor
final class KeyInput {
    /// The session the input belongs to, which owns it (so it is there whenever input arrives).
    weak var session: PlatformSession!
    private struct Press {
        let press: UIPress
        /// Whether a key command took the press, so its end is not delivered either.
        let wasCommand: Bool
    }

    /// The keys down, by HID usage.
    private var pressed: [Int: Press] = [:]

    func key(
        in window: UIWindow, isDown: Bool, keysym: UInt32, hidUsage: Int, text: String?, isRepeat: Bool,
        modifiers: KeyModifiers, timestamp: TimeInterval
    ) {
        let time = session.platform.frameClock.now
        let flags = TouchInput.flags(modifiers)
        if !isDown {
            guard let entry = pressed.removeValue(forKey: hidUsage) else { return }
            entry.press.phase = .ended
            entry.press.timestamp = time
            guard !entry.wasCommand else { return }
            send(entry.press, in: window, at: time)
            return
        }
        let key = UIKey(
            characters: Self.characters(keysym: keysym, hidUsage: hidUsage, text: text),
            charactersIgnoringModifiers: Self.characters(keysym: keysym, hidUsage: hidUsage, text: nil),
            modifierFlags: flags, keyCode: UIKeyboardHIDUsage(rawValue: hidUsage))
        if session.menus.isOpen {
            // An open menu takes every key; the key's release finds no press and goes nowhere.
            session.menus.key(key)
            return
        }
        if session.popovers.isOpen, key.keyCode == .keyboardEscape {
            // Escape closes an open popover before anything else sees it.
            session.popovers.dismiss()
            return
        }
        if isRepeat, let entry = pressed[hidUsage] {
            let firstResponder = window.firstResponderStorage
            if runCommand(for: key, from: firstResponder ?? window.focusedView ?? window) { return }
            if !entry.wasCommand, entry.press.reachedEndOfChain { type(key, into: firstResponder) }
            return
        }
        if let stale = pressed.removeValue(forKey: hidUsage), !stale.wasCommand {
            stale.press.phase = .cancelled
            send(stale.press, in: window, at: time)
        }
        let press = UIPress(key: key, timestamp: time)
        press.window = window
        let firstResponder = window.firstResponderStorage
        // Without a first responder, keys go to the focused item first, as in UIKit.
        press.responder = firstResponder ?? window.focusedView ?? window
        if runCommand(for: key, from: press.responder ?? window) {
            pressed[hidUsage] = Press(press: press, wasCommand: true)
            return
        }
        pressed[hidUsage] = Press(press: press, wasCommand: false)
        send(press, in: window, at: time)
        if press.reachedEndOfChain, !type(key, into: firstResponder), !moveFocus(for: key, in: window),
           !scrollMainScrollView(for: key, in: window),
           !pressRoleButton(for: key, in: window), !openContextMenu(for: key, from: firstResponder, in: window) {
            session.unhandledEvents.keyUnhandled(key, firstResponder: firstResponder)
        }
    }

    /// Cancels every key down in `window`, which lost the keyboard focus.
    func cancelPresses(in window: UIWindow) {
        let time = session.platform.frameClock.now
        for (usage, entry) in pressed where entry.press.window === window {
            pressed[usage] = nil
            guard !entry.wasCommand else { continue }
            entry.press.phase = .cancelled
            send(entry.press, in: window, at: time)
        }
    }

    /// Sends `press` as a presses event through the application.
    private func send(_ press: UIPress, in window: UIWindow, at time: TimeInterval) {
        let event = UIPressesEvent(timestamp: time)
        event.modifierFlags = press.key?.modifierFlags ?? []
        event.pressList = [press]
        session.application.sendEvent(event)
    }

    /// Delivers a presses event in `window`: each press to the responder it began with.
    func deliver(_ event: UIPressesEvent, in window: UIWindow) {
        for press in event.pressList where press.window === window {
            let responder = press.responder ?? window.firstResponderStorage ?? window
            switch press.phase {
            case .began: responder.pressesBegan([press], with: event)
            case .changed: responder.pressesChanged([press], with: event)
            case .ended: responder.pressesEnded([press], with: event)
            case .cancelled: responder.pressesCancelled([press], with: event)
            case .stationary: break
            }
        }
    }

    /// Runs the first command for `key` found from `start` up the responder chain.
    private func runCommand(for key: UIKey, from start: UIResponder) -> Bool {
        let takesText = start is UIKeyInput
        var responder: UIResponder? = start
        while let current = responder {
            for command in current.keyCommands ?? [] where command.matches(key) {
                // Plain keys belong to a text-taking first responder unless the command insists.
                let plain = command.modifierFlags.subtracting([.shift, .alphaShift, .numericPad]).isEmpty
                if takesText, plain, !command.wantsPriorityOverSystemBehavior { continue }
                if command.run(from: start) { return true }
            }
            responder = current.next
        }
        return false
    }

    /// Tab and Shift-Tab that nothing took move keyboard focus through the window; the arrows
    /// move it within the focused item's group; whether `key` was one of them.
    private func moveFocus(for key: UIKey, in window: UIWindow) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return false }
        let heading: UIFocusHeading
        switch key.keyCode {
        case .keyboardTab:
            window.focusSystem.moveFocus(key.modifierFlags.contains(.shift) ? .previous : .next)
            return true
        case .keyboardUpArrow: heading = .up
        case .keyboardDownArrow: heading = .down
        case .keyboardLeftArrow: heading = .left
        case .keyboardRightArrow: heading = .right
        default: return false
        }
        guard window.focusedView != nil, !key.modifierFlags.contains(.shift) else { return false }
        window.focusSystem.moveFocus(toward: heading)
        return true
    }

    /// Scrolling keys that nothing took scroll the window's main scroll view, as a desktop
    /// window's scroll area scrolls with them; whether one did. A scroll view the press passed
    /// through up the responder chain has declined the key already.
    private func scrollMainScrollView(for key: UIKey, in window: UIWindow) -> Bool {
        guard let scrollView = UIScrollView.primary(in: window) else { return false }
        return scrollView.scroll(for: key)
    }

    /// Return and Escape that nothing took press the window's primary or cancel button (the
    /// first shown and enabled one); whether one was pressed.
    private func pressRoleButton(for key: UIKey, in window: UIWindow) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return false }
        let role: UIButton.Role
        switch key.keyCode {
        case .keyboardReturnOrEnter, .keypadEnter: role = .primary
        case .keyboardEscape: role = .cancel
        default: return false
        }
        func find(in view: UIView) -> UIButton? {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return nil }
            if let button = view as? UIButton, button.role == role, button.isEnabled { return button }
            for subview in view.subviews { if let found = find(in: subview) { return found } }
            return nil
        }
        guard let button = find(in: window) else { return false }
        button.activateFromKeyboard()
        return true
    }

    /// The Menu key, or Shift-F10, that nothing took opens the context menu of the focused view
    /// (or the first responder, or the nearest ancestor with a context menu interaction) at its
    /// centre, with the first item highlighted, as desktop toolkits do; whether one opened.
    private func openContextMenu(for key: UIKey, from firstResponder: UIResponder?, in window: UIWindow) -> Bool {
        let flags = key.modifierFlags.subtracting([.alphaShift, .numericPad])
        let isMenuKey = key.keyCode == .keyboardApplication && flags.isEmpty
        guard isMenuKey || (key.keyCode == .keyboardF10 && flags == .shift) else { return false }
        var view = window.focusedView ?? firstResponder as? UIView
        while let current = view {
            for case let interaction as UIContextMenuInteraction in current.interactions {
                let centre = CGPoint(x: current.bounds.midX, y: current.bounds.midY)
                if interaction.present(at: centre, anchor: nil) {
                    session.menus.highlightFirstItem()
                    return true
                }
            }
            view = current.superview
        }
        return false
    }

    /// Types `key` into `responder` if it takes text: Backspace deletes, Return and Tab insert
    /// their characters, other keys insert what they type (not with Control or Super held);
    /// whether it typed anything.
    @discardableResult
    private func type(_ key: UIKey, into responder: UIResponder?) -> Bool {
        guard let input = responder as? UIKeyInput else { return false }
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            input.deleteBackward()
        case .keyboardReturnOrEnter, .keypadEnter:
            input.insertText("\n")
        case .keyboardTab:
            input.insertText("\t")
        default:
            guard key.modifierFlags.isDisjoint(with: [.control, .command]) else { return false }
            let text = key.characters
            guard !text.isEmpty, !text.hasPrefix("UIKeyInput"), text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            else { return false }
            input.insertText(text)
        }
        return true
    }

    // MARK: Characters

    /// The names UIKit gives keys that type no character.
    private static let specialInputs: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: UIKeyCommand.inputUpArrow, .keyboardDownArrow: UIKeyCommand.inputDownArrow,
        .keyboardLeftArrow: UIKeyCommand.inputLeftArrow, .keyboardRightArrow: UIKeyCommand.inputRightArrow,
        .keyboardEscape: UIKeyCommand.inputEscape, .keyboardPageUp: UIKeyCommand.inputPageUp,
        .keyboardPageDown: UIKeyCommand.inputPageDown, .keyboardHome: UIKeyCommand.inputHome,
        .keyboardEnd: UIKeyCommand.inputEnd, .keyboardDeleteForward: UIKeyCommand.inputDelete,
        .keyboardReturnOrEnter: "\r", .keypadEnter: "\r", .keyboardTab: "\t", .keyboardDeleteOrBackspace: "\u{8}",
    ]

    /// What a key types: the input method's text when there is some, otherwise the character of
    /// its keysym (Shift applied), or UIKit's name for a key without one.
    static func characters(keysym: UInt32, hidUsage: Int, text: String?) -> String {
        let usage = UIKeyboardHIDUsage(rawValue: hidUsage)
        if let special = specialInputs[usage] { return special }
        if (0x3A...0x45).contains(hidUsage) { return "UIKeyInputF\(hidUsage - 0x39)" }
        if let text, !text.isEmpty { return text }
        return character(ofKeysym: keysym).map(String.init) ?? ""
    }

    /// The character an X keysym stands for: Latin-1 keysyms are their code points, Unicode
    /// keysyms carry theirs, keypad digits and operators are their characters.
    static func character(ofKeysym keysym: UInt32) -> Character? {
        let scalar: UInt32? = switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: keysym
        case 0x0100_0000...0x0110_FFFF: keysym - 0x0100_0000
        case 0xFFB0...0xFFB9: keysym - 0xFFB0 + 0x30
        case 0xFFAA: 0x2A
        case 0xFFAB: 0x2B
        case 0xFFAD: 0x2D
        case 0xFFAE: 0x2E
        case 0xFFAF: 0x2F
        case 0xFFBD: 0x3D
        default: nil
        }
        return scalar.flatMap(Unicode.Scalar.init).map(Character.init)
    }

    /// The input a key command is matched against: UIKit's name for special keys, otherwise the
    /// key's character without modifiers.
    static func commandInput(of key: UIKey) -> String {
        key.charactersIgnoringModifiers
    }
}
