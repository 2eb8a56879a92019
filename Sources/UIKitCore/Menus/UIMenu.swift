public import Foundation

/// A titled group of menu elements: shown as a submenu of its parent, or inline between
/// separators with ``Options-swift.struct/displayInline``.
///
/// A menu is immutable once made; ``replacingChildren(_:)`` makes a copy with other children.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// The name of a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// The identifier named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu is shown within its parent and how its items are chosen.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt
        /// The set with the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children are shown in the parent menu, between separators, under the menu's
        /// title if it has one, instead of in a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is shown in the destructive colour.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action of the menu and its submenus is on: choosing one turns it on and
        /// the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's name; generated when not given.
    public let identifier: Identifier
    /// How the menu is shown.
    public let options: Options
    /// The elements the menu shows, in order.
    public let children: [UIMenuElement]

    /// Creates a menu of `children`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic." + UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A menu like this one with `newChildren` instead of its children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions and commands of the menu and its submenus that are on, in order.
    open var selectedElements: [UIMenuElement] {
        var selected: [UIMenuElement] = []
        for child in children {
            if let menu = child as? UIMenu {
                selected += menu.selectedElements
            } else if let leaf = child as? any UIMenuLeaf, leaf.state == .on {
                selected.append(child)
            }
        }
        return selected
    }
}
