import CoreGraphics
import Foundation

/// One row of a shown menu: an element to choose, a submenu to open, or the furniture between
/// them (an inline menu's title, a separator, the place of elements still loading).
@MainActor
struct MenuRow {
    enum Kind {
        /// An action or a command.
        case leaf(any UIMenuLeaf)
        /// A menu shown in a submenu of its own.
        case submenu(UIMenu)
        /// The title of an inline menu.
        case header(String)
        /// The line between an inline menu and its neighbours.
        case separator
        /// Where a deferred element's elements will go.
        case loading
    }

    var kind: Kind
    /// The menu whose single selection choosing this row's leaf takes part in, if any.
    weak var selectionGroup: UIMenu?
    /// Whether the row can be highlighted and chosen.
    var isEnabled: Bool
    /// Whether the row is drawn in the destructive colour.
    var isDestructive: Bool

    /// The row's title, or `nil` for rows without one.
    var title: String? {
        switch kind {
        case .leaf(let leaf): leaf.title
        case .submenu(let menu): menu.title
        case .header(let title): title
        case .separator, .loading: nil
        }
    }

    var subtitle: String? {
        switch kind {
        case .leaf(let leaf): leaf.subtitle
        case .submenu(let menu): menu.subtitle
        default: nil
        }
    }

    /// The image beside the title: a leaf's selected image while it is on.
    var image: UIImage? {
        switch kind {
        case .leaf(let leaf): leaf.state == .on ? leaf.selectedImage ?? leaf.image : leaf.image
        case .submenu(let menu): menu.image
        default: nil
        }
    }

    var state: UIMenuElement.State {
        if case .leaf(let leaf) = kind { return leaf.state }
        return .off
    }

    /// The keyboard shortcut shown at the trailing edge, for key commands.
    var shortcut: String? {
        guard case .leaf(let leaf) = kind, let command = leaf as? UIKeyCommand, let input = command.input else { return nil }
        return MenuRow.shortcutText(input: input, modifiers: command.modifierFlags)
    }

    /// Whether the row is a separator, header or loading row, which keyboard and pointer skip.
    var isFurniture: Bool {
        switch kind {
        case .leaf, .submenu: false
        case .header, .separator, .loading: true
        }
    }

    /// A shortcut as Linux desktops write it: "Ctrl+Shift+S".
    static func shortcutText(input: String, modifiers: UIKeyModifierFlags) -> String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alternate) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.command) { parts.append("Super") }
        let names: [String: String] = [
            UIKeyCommand.inputUpArrow: "Up", UIKeyCommand.inputDownArrow: "Down", UIKeyCommand.inputLeftArrow: "Left",
            UIKeyCommand.inputRightArrow: "Right", UIKeyCommand.inputEscape: "Esc", UIKeyCommand.inputPageUp: "Page Up",
            UIKeyCommand.inputPageDown: "Page Down", UIKeyCommand.inputHome: "Home", UIKeyCommand.inputEnd: "End",
            UIKeyCommand.inputDelete: "Del", " ": "Space", "\r": "Return", "\t": "Tab", "\u{8}": "Backspace",
        ]
        if let name = names[input] {
            parts.append(name)
        } else if input.hasPrefix("UIKeyInputF") {
            parts.append(String(input.dropFirst("UIKeyInput".count)))
        } else {
            parts.append(input.uppercased())
        }
        return parts.joined(separator: "+")
    }
}

/// Turns a menu's elements into rows: inline menus spread between separators under their
/// titles, hidden elements left out, deferred elements replaced by what they provided (or a
/// loading row), commands validated by the responder that would perform them.
@MainActor
struct MenuRowBuilder {
    /// Where commands are looked for up the responder chain.
    let commandStart: UIResponder?
    /// The elements a deferred element provided during this presentation, if it has.
    let provided: (UIDeferredMenuElement) -> [UIMenuElement]?
    /// Called for each deferred element that still has to provide its elements.
    let needsLoading: (UIDeferredMenuElement) -> Void

    private var rows: [MenuRow] = []
    private var separatorDue = false
    private var depth = 0

    init(
        commandStart: UIResponder?, provided: @escaping (UIDeferredMenuElement) -> [UIMenuElement]?,
        needsLoading: @escaping (UIDeferredMenuElement) -> Void
    ) {
        self.commandStart = commandStart
        self.provided = provided
        self.needsLoading = needsLoading
    }

    /// The rows of `menu`, whose single selection (if any) is `group`'s.
    mutating func rows(of menu: UIMenu, group: UIMenu?) -> [MenuRow] {
        rows = []
        separatorDue = false
        append(menu.children, group: menu.options.contains(.singleSelection) ? menu : group)
        return rows
    }

    /// Inline menus nested deeper than this are shown as submenus, so hostile nesting cannot
    /// exhaust the stack.
    static let maximumInlineDepth = 64

    private mutating func append(_ elements: [UIMenuElement], group: UIMenu?) {
        for element in elements {
            if let menu = element as? UIMenu {
                let inner = menu.options.contains(.singleSelection) ? menu : group
                if menu.options.contains(.displayInline), depth < Self.maximumInlineDepth {
                    if !rows.isEmpty { separatorDue = true }
                    if !menu.title.isEmpty { add(MenuRow(kind: .header(menu.title), selectionGroup: nil, isEnabled: false, isDestructive: false)) }
                    depth += 1
                    append(menu.children, group: inner)
                    depth -= 1
                    if !rows.isEmpty { separatorDue = true }
                } else {
                    let enabled = !menu.children.isEmpty
                    add(MenuRow(kind: .submenu(menu), selectionGroup: inner, isEnabled: enabled, isDestructive: menu.options.contains(.destructive)))
                }
            } else if let deferred = element as? UIDeferredMenuElement {
                if let elements = provided(deferred) ?? deferred.elementsAtHand {
                    append(elements, group: group)
                } else {
                    needsLoading(deferred)
                    add(MenuRow(kind: .loading, selectionGroup: nil, isEnabled: false, isDestructive: false))
                }
            } else if let leaf = element as? any UIMenuLeaf {
                var enabled = true
                if let command = leaf as? UICommand {
                    command.target(from: commandStart)?.validate(command)
                    enabled = command.isPerformable(from: commandStart)
                }
                guard !leaf.attributes.contains(.hidden) else { continue }
                enabled = enabled && !leaf.attributes.contains(.disabled)
                add(MenuRow(kind: .leaf(leaf), selectionGroup: group, isEnabled: enabled, isDestructive: leaf.attributes.contains(.destructive)))
            }
        }
    }

    private mutating func add(_ row: MenuRow) {
        if separatorDue, !rows.isEmpty {
            if case .separator = rows[rows.count - 1].kind {} else {
                rows.append(MenuRow(kind: .separator, selectionGroup: nil, isEnabled: false, isDestructive: false))
            }
        }
        separatorDue = false
        rows.append(row)
    }
}
