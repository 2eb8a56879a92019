import Platform
import Testing
import UIKit

/// A view that takes the keyboard focus and text, logging what it gets.
@MainActor
private final class FieldView: UIView, UIKeyInput {
    var text = ""
    var log: [String] = []
    var commands: [UIKeyCommand] = []
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override var keyCommands: [UIKeyCommand]? { commands }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let key = presses.first!.key!
        log.append("began \(key.characters) 0x\(String(key.keyCode.rawValue, radix: 16))")
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("ended \(presses.first!.key!.charactersIgnoringModifiers)")
        super.pressesEnded(presses, with: event)
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("cancelled")
        super.pressesCancelled(presses, with: event)
    }
}

/// A container that answers a key command with a method of its own.
@MainActor
private final class EditorView: UIView {
    var saves = 0
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Save", input: "s", modifierFlags: .control, action: EditorView.save)]
    }
    func save(_ command: UIKeyCommand) { saves += 1 }
}

@MainActor
@Suite("Keyboard: presses, first responder, key commands and text")
struct KeyboardTests {
    private func key(_ stage: TouchStage, _ keysym: UInt32, usage: Int, text: String? = nil, down: Bool = true, repeat isRepeat: Bool = false, modifiers: KeyModifiers = []) {
        stage.app.platform.inject(.key(
            window: stage.window.platformWindow!.id, isDown: down, keysym: keysym, hidUsage: usage, text: text, isRepeat: isRepeat,
            modifiers: modifiers, timestamp: 0))
        stage.app.runTurn()
    }

    private func type(_ stage: TouchStage, _ keysym: UInt32, usage: Int, text: String? = nil, modifiers: KeyModifiers = []) {
        key(stage, keysym, usage: usage, text: text, modifiers: modifiers)
        key(stage, keysym, usage: usage, down: false, modifiers: modifiers)
    }

    private func field(in stage: TouchStage) -> FieldView {
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        stage.root.addSubview(field)
        #expect(field.becomeFirstResponder())
        return field
    }

    @Test("A key press reaches the first responder with its characters and physical key, then its end")
    func pressReachesFirstResponder() {
        let stage = TouchStage()
        let field = field(in: stage)
        type(stage, 0x61, usage: 0x04, text: "a")
        #expect(field.log == ["began a 0x4", "ended a"])
        #expect(field.isFirstResponder)
    }

    @Test("Text keys type into a UIKeyInput first responder; Backspace deletes and Return inserts a newline")
    func typing() {
        let stage = TouchStage()
        let field = field(in: stage)
        type(stage, 0x48, usage: 0x0B, text: "H", modifiers: .shift)
        type(stage, 0x69, usage: 0x0C, text: "i")
        type(stage, 0x78, usage: 0x1B, text: "x")
        type(stage, 0xFF08, usage: 0x2A)
        type(stage, 0xFF0D, usage: 0x28)
        #expect(field.text == "Hi\n")
    }

    @Test("A composed character from the input method is typed as one piece of text; a dead key alone types nothing")
    func composedText() {
        let stage = TouchStage()
        let field = field(in: stage)
        type(stage, 0xFE51, usage: 0x34)
        type(stage, 0xE9, usage: 0x08, text: "é")
        #expect(field.text == "é")
    }

    @Test("Auto-repeat types again without new presses; Control-held keys type nothing")
    func repeatAndControl() {
        let stage = TouchStage()
        let field = field(in: stage)
        key(stage, 0x61, usage: 0x04, text: "a")
        key(stage, 0x61, usage: 0x04, text: "a", repeat: true)
        key(stage, 0x61, usage: 0x04, text: "a", repeat: true)
        key(stage, 0x61, usage: 0x04, down: false)
        type(stage, 0x62, usage: 0x05, modifiers: .control)
        #expect(field.text == "aaa")
        #expect(field.log.filter { $0.hasPrefix("began") }.count == 2)
    }

    @Test("A key command of a responder up the chain runs, with exact modifiers, instead of the press")
    func keyCommandUpTheChain() {
        let stage = TouchStage()
        let editor = EditorView(frame: stage.root.bounds)
        stage.root.addSubview(editor)
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        editor.addSubview(field)
        #expect(field.becomeFirstResponder())
        type(stage, 0x73, usage: 0x16, modifiers: .control)
        #expect(editor.saves == 1)
        #expect(field.log.isEmpty)
        type(stage, 0x53, usage: 0x16, modifiers: [.control, .shift])
        #expect(editor.saves == 1)
        key(stage, 0x73, usage: 0x16, modifiers: .control)
        key(stage, 0x73, usage: 0x16, repeat: true, modifiers: .control)
        #expect(editor.saves == 3)
    }

    @Test("A plain-key command yields to a text-taking first responder unless it wants priority")
    func plainCommandYieldsToText() {
        let stage = TouchStage()
        let field = field(in: stage)
        var runs = 0
        let command = UIKeyCommand(input: "a") { _ in runs += 1 }
        field.commands = [command]
        type(stage, 0x61, usage: 0x04, text: "a")
        #expect(runs == 0 && field.text == "a")
        command.wantsPriorityOverSystemBehavior = true
        type(stage, 0x61, usage: 0x04, text: "a")
        #expect(runs == 1 && field.text == "a")
    }

    @Test("Arrow keys report UIKit's input names and press types, and match arrow commands")
    func arrowKeys() {
        let stage = TouchStage()
        let field = field(in: stage)
        var runs = 0
        field.commands = [UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: .alternate) { _ in runs += 1 }]
        type(stage, 0xFF52, usage: 0x52)
        type(stage, 0xFF52, usage: 0x52, modifiers: .alternate)
        #expect(field.log.first == "began UIKeyInputUpArrow 0x52")
        #expect(runs == 1)
    }

    @Test("Without a first responder, presses go to the window")
    func pressesWithoutFirstResponder() {
        let stage = TouchStage { PressLoggingWindow(frame: $0) }
        type(stage, 0x61, usage: 0x04, text: "a")
        #expect((stage.window as? PressLoggingWindow)?.log == ["began a", "ended a"])
    }

    @Test("Becoming first responder needs a window and a willing responder; the current one must agree to resign")
    func becomingFirstResponder() {
        let stage = TouchStage()
        let plain = UIView(frame: .zero)
        stage.root.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        let detached = FieldView(frame: .zero)
        #expect(!detached.becomeFirstResponder())
        let first = field(in: stage)
        first.refusesToResign = true
        let second = FieldView(frame: .zero)
        stage.root.addSubview(second)
        #expect(!second.becomeFirstResponder())
        first.refusesToResign = false
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && second.isFirstResponder)
        #expect(second.resignFirstResponder())
        #expect(!second.isFirstResponder)
    }

    @Test("A hidden first responder keeps the focus and its keys; one removed from the window resigns")
    func hiddenAndRemovedFirstResponder() {
        let stage = TouchStage()
        let field = field(in: stage)
        field.isHidden = true
        type(stage, 0x61, usage: 0x04, text: "a")
        #expect(field.isFirstResponder && field.text == "a")
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
    }

    @Test("Losing the keyboard focus cancels the keys held down")
    func focusLossCancels() {
        let stage = TouchStage()
        let field = field(in: stage)
        key(stage, 0x61, usage: 0x04, text: "a")
        stage.app.platform.inject(.focusChanged(window: stage.window.platformWindow!.id, isFocused: false))
        stage.app.runTurn()
        key(stage, 0x61, usage: 0x04, down: false)
        #expect(field.log == ["began a 0x4", "cancelled"])
    }
}

/// A window that logs the presses that reach it.
@MainActor
private final class PressLoggingWindow: UIWindow {
    var log: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("began \(presses.first!.key!.characters)")
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("ended \(presses.first!.key!.characters)")
        super.pressesEnded(presses, with: event)
    }
}
