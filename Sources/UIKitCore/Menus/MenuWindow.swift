import CoreGraphics
import Foundation

/// The pop-up window one level of a shown menu is drawn in.
///
/// It takes no touches itself: while a menu is open, the session's ``MenuPresenter`` receives
/// the pointer and the keyboard wherever they are, so a press may start on the button that
/// opened the menu and end on an item.
package final class MenuWindow: UIWindow {
    let menuView: MenuView

    /// A menu showing `rows` in the tint and interface style of the view it opens from, raised
    /// to the elevated level (a dark menu is lighter than the window beneath).
    init(rows: [MenuRow], minimumWidth: CGFloat, tintColor tint: UIColor?, style: UIUserInterfaceStyle) {
        menuView = MenuView(rows: rows, minimumWidth: minimumWidth)
        super.init(frame: CGRect(x: 0, y: 0, width: menuView.contentWidth, height: menuView.contentHeight))
        platformRole = .popUpMenu
        windowLevel = .alert + 2
        overrideUserInterfaceStyle = style
        raisesInterfaceLevel = true
        backgroundColor = .systemBackground
        if let tint { tintColor = tint }
        menuView.frame = bounds
        menuView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(menuView)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    /// The rows as tests and tools read them: each title, "—" for a separator, "# title" for an
    /// inline menu's title, "…" for a row still loading; "✓ " before an item that is on, "> "
    /// before a submenu, "(disabled) " before an item that cannot be chosen.
    package var rowDescriptions: [String] {
        menuView.rows.map { row in
            switch row.kind {
            case .separator: return "—"
            case .loading: return "…"
            case .header(let title): return "# " + title
            case .leaf, .submenu:
                var text = row.title ?? ""
                if case .submenu = row.kind { text = "> " + text }
                if row.state == .on { text = "✓ " + text }
                if !row.isEnabled { text = "(disabled) " + text }
                return text
            }
        }
    }

    /// The title of the highlighted row, if any.
    package var highlightedTitle: String? {
        menuView.highlightedRow.flatMap { menuView.rows[$0].title }
    }

    /// The centre of the first row titled `title`, in the window's coordinates, if it is in sight.
    package func centerOfRow(titled title: String) -> CGPoint? {
        guard let index = menuView.rows.firstIndex(where: { $0.title == title && !$0.isFurniture }) else { return nil }
        let rect = menuView.rectOfRow(index)
        guard bounds.intersects(rect) else { return nil }
        return CGPoint(x: rect.midX, y: rect.minY + MenuView.Metrics.rowHeight / 2)
    }

    /// A menu never takes the keyboard focus: its owner keeps it and hands the keys over.
    package override var canBecomeKey: Bool { false }
}
