import Foundation
import Testing
import UIKit

/// A responder that performs commands by logging them.
@MainActor
final class CommandTarget: UIView {
    var log: [String] = []
    var disablesPaste = false

    func copyItem(_ command: UICommand) { log.append("copy \(command.propertyList as? String ?? "")") }
    func paste() { log.append("paste") }

    override func validate(_ command: UICommand) {
        if command.title == "Paste", disablesPaste { command.attributes.insert(.disabled) }
    }
}

@MainActor
@Suite("UIMenu, UICommand and UIDeferredMenuElement")
struct UIMenuTests {
    @Test("UIMenu.Options and the element attributes have UIKit's raw values")
    func rawValues() {
        #expect(UIMenu.Options.displayInline.rawValue == 1)
        #expect(UIMenu.Options.destructive.rawValue == 2)
        #expect(UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1)
        #expect(UIMenuElement.Attributes.destructive.rawValue == 2)
        #expect(UIMenuElement.Attributes.hidden.rawValue == 4)
        #expect(UIMenuElement.Attributes.keepsMenuPresented.rawValue == 8)
        #expect(UIMenuElement.State.mixed.rawValue == 2)
    }

    @Test("A menu keeps its title, options and children, and gets an identifier when given none")
    func menuProperties() {
        let action = UIAction(title: "One") { _ in }
        let menu = UIMenu(title: "File", options: .displayInline, children: [action])
        #expect(menu.title == "File")
        #expect(menu.options == .displayInline)
        #expect(menu.children.count == 1 && menu.children[0] === action)
        #expect(!menu.identifier.rawValue.isEmpty)
        #expect(UIMenu().identifier != UIMenu().identifier)
        #expect(UIMenu(identifier: UIMenu.Identifier("edit")).identifier.rawValue == "edit")
    }

    @Test("replacingChildren makes a copy with the same title, identifier and options")
    func replacingChildren() {
        let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection, children: [])
        let copy = menu.replacingChildren([UIAction(title: "Name") { _ in }])
        #expect(copy !== menu)
        #expect(copy.title == "Sort" && copy.identifier == menu.identifier && copy.options == .singleSelection)
        #expect(copy.children.map(\.title) == ["Name"])
        #expect(menu.children.isEmpty)
    }

    @Test("selectedElements lists the actions that are on, in the menu and its submenus")
    func selectedElements() {
        let a = UIAction(title: "A", state: .on) { _ in }
        let b = UIAction(title: "B") { _ in }
        let c = UIAction(title: "C", state: .on) { _ in }
        let menu = UIMenu(children: [a, b, UIMenu(title: "More", children: [c])])
        #expect(menu.selectedElements.map(\.title) == ["A", "C"])
    }

    @Test("A command runs its method on the first responder of its class up the chain, with itself")
    func commandPerforms() {
        let target = CommandTarget()
        let child = UIView()
        target.addSubview(child)
        let command = UICommand(title: "Copy", action: CommandTarget.copyItem, propertyList: "rows")
        command.perform(withSender: nil, target: child)
        #expect(target.log == ["copy rows"])
        UICommand(title: "Paste", action: CommandTarget.paste).perform(withSender: nil, target: child)
        #expect(target.log == ["copy rows", "paste"])
    }

    @Test("A command with no responder of its class in the chain does nothing")
    func commandWithoutTarget() {
        let command = UICommand(title: "Copy", action: CommandTarget.copyItem)
        command.perform(withSender: nil, target: UIView())
        #expect(command.sender == nil)
    }

    @Test("A key command is a command: menus can show it, and it keeps its key")
    func keyCommandIsCommand() {
        let command = UIKeyCommand(title: "Copy", action: CommandTarget.copyItem, input: "c", modifierFlags: .control)
        let element: UIMenuElement = command
        #expect(element is UICommand)
        #expect(command.input == "c" && command.modifierFlags == .control && command.title == "Copy")
        let target = CommandTarget()
        command.perform(withSender: nil, target: target)
        #expect(target.log == ["copy "])
    }
}
