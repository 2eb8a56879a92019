import Foundation

extension UIButton {
    /// Whether the button is a pop-up button: a menu shown as its primary action whose chosen
    /// item the button shows.
    var isPopUpButton: Bool { menu != nil && showsMenuAsPrimaryAction && changesSelectionAsPrimaryAction }

    /// A pop-up button keeps one item of its menu on (the first when none is) and shows its title.
    func updatePopUpSelection() {
        guard isPopUpButton, let menu else { return }
        let selected = menu.selectedElements.first as? any UIMenuLeaf ?? Self.firstLeaf(of: menu)
        guard let selected else { return }
        if selected.state != .on { selected.state = .on }
        showPopUpTitle(of: selected)
    }

    /// An item of the pop-up menu was chosen (the menu turned it alone on): the button shows it.
    func popUpChose(_ leaf: any UIMenuLeaf) {
        showPopUpTitle(of: leaf)
    }

    private func showPopUpTitle(of leaf: any UIMenuLeaf) {
        if configuration != nil {
            configuration?.title = leaf.title
        } else {
            setTitle(leaf.title, for: .normal)
        }
    }

    /// The first action or command of `menu`, depth first.
    private static func firstLeaf(of menu: UIMenu) -> (any UIMenuLeaf)? {
        for child in menu.children {
            if let leaf = child as? any UIMenuLeaf { return leaf }
            if let submenu = child as? UIMenu, let leaf = firstLeaf(of: submenu) { return leaf }
        }
        return nil
    }
}
