import CoreGraphics
import Foundation
internal import Platform

/// What to show a menu for: the menu, the view it belongs to, where it opens, and what to tell
/// when an item is chosen and when the menu closes.
@MainActor
struct MenuRequest {
    /// Where a menu opens.
    enum Anchor {
        /// With its top-left corner at a point (in the source view's coordinates), as a context
        /// menu opens at the pointer.
        case point(CGPoint)
        /// Below a rectangle of the source view, leading edges aligned (above when there is no
        /// room below), as a button's menu opens.
        case below(CGRect)
    }

    var menu: UIMenu
    weak var sourceView: UIView?
    var anchor: Anchor
    /// The menu is at least this wide (a pop-up button's menu is as wide as the button).
    var minimumWidth: CGFloat = 0
    /// Whether choosing an item turns it on and every other item of the menu off, as
    /// ``UIMenu/Options-swift.struct/singleSelection`` does (a pop-up button's menu).
    var selectsSingleItem = false
    /// What performs the chosen element, as its ``UIMenuLeaf/sender``.
    var sender: Any?
    /// Called after the chosen element was performed.
    var didChoose: (@MainActor (any UIMenuLeaf) -> Void)?
    /// Called when the menu closes, chosen or not, before the chosen element is performed.
    var willEnd: (@MainActor () -> Void)?
}

/// Shows menus in pop-up windows and runs them: the pointer highlights and chooses items,
/// hovering or the arrow keys open submenus, the keyboard moves through the items, Escape or
/// a press outside closes them. One per session; one menu (with its open submenus) at a time.
@MainActor
package final class MenuPresenter {
    /// One level of the shown menu: the root, or a submenu opened from a row of the level before.
    private final class Level {
        let menu: UIMenu
        let group: UIMenu?
        let window: MenuWindow
        /// The row of the level before that opened this one.
        let parentRow: Int?
        var view: MenuView { window.menuView }

        init(menu: UIMenu, group: UIMenu?, window: MenuWindow, parentRow: Int?) {
            self.menu = menu
            self.group = group
            self.window = window
            self.parentRow = parentRow
        }
    }

    /// How long the pointer rests on a submenu's row before the submenu opens.
    static let submenuDelay: TimeInterval = 0.1
    /// The gap between a menu and the screen's edges.
    static let screenMargin: CGFloat = 8

    weak var session: PlatformSession?
    private var request: MenuRequest?
    private weak var owner: UIWindow?
    private var levels: [Level] = []
    /// Elements deferred elements provided during this presentation.
    private var provided: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var loading: Set<ObjectIdentifier> = []
    /// Counts presentations, so a late deferred element cannot fill a later menu.
    private var generation = 0
    private var pendingSubmenu: (id: Int, level: Int, row: Int)?
    private var isClosing = false

    /// Whether a menu is shown.
    package var isOpen: Bool { !levels.isEmpty }

    /// The windows of the shown menu, root first.
    package var windows: [MenuWindow] { levels.map(\.window) }

    // MARK: Opening and closing

    /// Shows `request`'s menu, closing any other first; `false` when its view is not in a shown window.
    @discardableResult
    func present(_ request: MenuRequest) -> Bool {
        dismiss()
        guard let source = request.sourceView, let owner = source.window, !owner.isHidden else { return false }
        generation += 1
        self.request = request
        self.owner = owner
        provided = [:]
        loading = []
        let group = request.menu.options.contains(.singleSelection) || request.selectsSingleItem ? request.menu : nil
        let window = makeWindow(rows: rows(of: request.menu, group: group), minimumWidth: request.minimumWidth)
        let size = fittedSize(of: window.menuView)
        let screen = owner.screen.bounds
        var frame = CGRect(origin: .zero, size: size)
        switch request.anchor {
        case .point(let point):
            let at = screenPoint(source.convert(point, to: nil), of: owner)
            frame.origin = at
            if frame.maxX > screen.maxX { frame.origin.x = at.x - size.width }
            if frame.maxY > screen.maxY { frame.origin.y = at.y - size.height >= screen.minY ? at.y - size.height : screen.maxY - size.height }
        case .below(let rect):
            let area = source.convert(rect, to: nil)
            let topLeft = screenPoint(area.origin, of: owner)
            frame.origin = CGPoint(x: topLeft.x, y: topLeft.y + area.height + 2)
            if frame.maxY > screen.maxY - Self.screenMargin, topLeft.y - 2 - size.height >= screen.minY + Self.screenMargin {
                frame.origin.y = topLeft.y - 2 - size.height
            }
        }
        levels = [Level(menu: request.menu, group: group, window: window, parentRow: nil)]
        show(window, at: frame, on: screen)
        // The press that opened the menu now belongs to it: the view under it stops tracking.
        session?.touchDispatcher.cancelAllTouches()
        session?.touchInput.endHover()
        startLoads()
        return true
    }

    /// Highlights the root menu's first enabled item, as a menu opened from the keyboard shows.
    func highlightFirstItem() {
        guard isOpen else { return }
        moveHighlight(in: 0, from: -1, by: 1)
    }

    /// Closes the menu and its submenus without choosing anything.
    package func dismiss() {
        guard isOpen, !isClosing else { return }
        isClosing = true
        defer { isClosing = false }
        cancelPendingSubmenu()
        for level in levels.reversed() { level.window.isHidden = true }
        levels = []
        let ending = request
        request = nil
        ending?.willEnd?()
    }

    /// Shows what `block` makes of the root menu instead of it, closing open submenus.
    func replaceRootMenu(with block: (UIMenu) -> UIMenu) {
        guard let root = levels.first, let owner else { return }
        closeLevels(from: 1)
        let menu = block(root.menu)
        request?.menu = menu
        let group = menu.options.contains(.singleSelection) || request?.selectsSingleItem == true ? menu : nil
        let level = Level(menu: menu, group: group, window: root.window, parentRow: nil)
        levels = [level]
        level.view.highlightedRow = nil
        level.view.setRows(rows(of: menu, group: group), minimumWidth: request?.minimumWidth ?? 0)
        show(level.window, at: CGRect(origin: level.window.frame.origin, size: fittedSize(of: level.view)), on: owner.screen.bounds)
        startLoads()
    }

    // MARK: Input

    /// Takes the pointer and touch events while a menu is open; `true` when the event was the menu's.
    func handle(_ event: PlatformEvent, in window: UIWindow) -> Bool {
        guard isOpen else { return false }
        guard let owner, !owner.isHidden else {
            dismiss()
            return false
        }
        switch event {
        case .pointerDown(_, _, let pixels, _, _):
            pointerDown(at: screenPoint(pixels, in: window))
        case .pointerMoved(_, let pixels, _, _), .pointerEntered(_, let pixels, _):
            pointerMoved(to: screenPoint(pixels, in: window))
        case .pointerUp(_, _, let pixels, _, _):
            pointerUp(at: screenPoint(pixels, in: window))
        case .scroll(_, _, let dy, let pixels, _, _), .smoothScroll(_, _, let dy, let pixels, _, _):
            let point = screenPoint(pixels, in: window)
            if let level = levels.last(where: { $0.window.frame.contains(point) }) {
                level.view.scroll(by: dy * MenuView.Metrics.rowHeight)
            }
        case .touch(_, _, let phase, let pixels, _):
            let point = screenPoint(pixels, in: window)
            switch phase {
            case .began: pointerDown(at: point)
            case .moved: pointerMoved(to: point)
            case .ended: pointerUp(at: point)
            case .cancelled: break
            }
        case .pointerExited, .touchpadPinch, .pointerCancelled:
            break
        case .focusChanged(_, let isFocused):
            if !isFocused, window === owner { dismiss() }
            return false
        default:
            return false
        }
        return true
    }

    /// A key went down while the menu is open: the arrows move through the items and in and out
    /// of submenus, Return or Space chooses, Escape closes, a letter jumps to the next item that
    /// starts with it. Every key goes to the menu.
    func key(_ key: UIKey) {
        guard let level = levels.last else { return }
        let view = level.view
        switch key.keyCode {
        case .keyboardDownArrow: moveHighlight(in: levels.count - 1, from: view.highlightedRow ?? -1, by: 1)
        case .keyboardUpArrow: moveHighlight(in: levels.count - 1, from: view.highlightedRow ?? view.rows.count, by: -1)
        case .keyboardHome, .keyboardPageUp: moveHighlight(in: levels.count - 1, from: -1, by: 1)
        case .keyboardEnd, .keyboardPageDown: moveHighlight(in: levels.count - 1, from: view.rows.count, by: -1)
        case .keyboardRightArrow:
            if let row = view.highlightedRow, case .submenu = view.rows[row].kind { openSubmenu(from: levels.count - 1, row: row, highlightFirst: true) }
        case .keyboardLeftArrow:
            if levels.count > 1 { closeLevels(from: levels.count - 1) }
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar:
            guard let row = view.highlightedRow else { return }
            activate(level: levels.count - 1, row: row, highlightFirst: true)
        case .keyboardEscape:
            dismiss()
        default:
            typeSelect(key.charactersIgnoringModifiers, in: levels.count - 1)
        }
    }

    private func pointerDown(at point: CGPoint) {
        guard let (level, row) = locate(point) else {
            // A press outside closes the menu and goes no further.
            if !levels.contains(where: { $0.window.frame.contains(point) }) { dismiss() }
            return
        }
        highlight(level: level, row: row)
        if case .submenu = levels[level].view.rows[row].kind { openSubmenu(from: level, row: row, highlightFirst: false) }
    }

    private func pointerMoved(to point: CGPoint) {
        guard let (level, row) = locate(point) else {
            // Off the rows: the highlight goes, unless it marks the way to an open submenu.
            let index = levels.lastIndex { $0.window.frame.contains(point) } ?? levels.count - 1
            if index == levels.count - 1 { levels[index].view.highlightedRow = nil }
            return
        }
        highlight(level: level, row: row)
        guard case .submenu = levels[level].view.rows[row].kind, levels.count <= level + 1 || levels[level + 1].parentRow != row else { return }
        guard let session else { return }
        cancelPendingSubmenu()
        let id = session.timers.schedule(after: Self.submenuDelay) { [weak self] in
            guard let self, let pending = pendingSubmenu else { return }
            pendingSubmenu = nil
            guard levels.indices.contains(pending.level), levels[pending.level].view.highlightedRow == pending.row else { return }
            openSubmenu(from: pending.level, row: pending.row, highlightFirst: false)
        }
        pendingSubmenu = (id, level, row)
    }

    private func pointerUp(at point: CGPoint) {
        guard let (level, row) = locate(point) else { return }
        activate(level: level, row: row, highlightFirst: false)
    }

    // MARK: Rows

    private func rows(of menu: UIMenu, group: UIMenu?) -> [MenuRow] {
        var builder = MenuRowBuilder(
            commandStart: request?.sourceView,
            provided: { [unowned self] deferred in provided[ObjectIdentifier(deferred)] },
            needsLoading: { [unowned self] deferred in pendingLoads.append(deferred) })
        let rows = builder.rows(of: menu, group: group)
        // The menu's own title heads it, as UIKit's context menus show it; submenus show theirs
        // on the row that opens them.
        guard menu === request?.menu, !menu.title.isEmpty else { return rows }
        return [MenuRow(kind: .header(menu.title), selectionGroup: nil, isEnabled: false, isDestructive: false)] + rows
    }

    private var pendingLoads: [UIDeferredMenuElement] = []

    /// Asks the deferred elements met while building rows for their elements; the rows are
    /// built again when they arrive.
    private func startLoads() {
        let loads = pendingLoads
        pendingLoads = []
        let current = generation
        for deferred in loads where !loading.contains(ObjectIdentifier(deferred)) {
            loading.insert(ObjectIdentifier(deferred))
            deferred.load { [weak self, weak deferred] elements in
                guard let self, let deferred, generation == current, isOpen else { return }
                provided[ObjectIdentifier(deferred)] = elements
                rebuildRows()
            }
        }
    }

    private func rebuildRows() {
        guard let owner else { return }
        for level in levels {
            level.view.setRows(rows(of: level.menu, group: level.group), minimumWidth: level === levels.first ? request?.minimumWidth ?? 0 : 0)
            var frame = level.window.frame
            frame.size = fittedSize(of: level.view)
            show(level.window, at: frame, on: owner.screen.bounds)
        }
        startLoads()
    }

    // MARK: Highlight, submenus, choosing

    /// The level and row under a point of the screen, looking at the innermost level first.
    private func locate(_ point: CGPoint) -> (level: Int, row: Int)? {
        for index in levels.indices.reversed() where levels[index].window.frame.contains(point) {
            let window = levels[index].window
            let local = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
            guard let row = levels[index].view.row(at: local), !levels[index].view.rows[row].isFurniture else { return nil }
            return (index, row)
        }
        return nil
    }

    private func highlight(level: Int, row: Int) {
        let view = levels[level].view
        view.highlightedRow = view.rows[row].isEnabled ? row : nil
        if levels.count > level + 1, levels[level + 1].parentRow != row { closeLevels(from: level + 1) }
    }

    private func moveHighlight(in level: Int, from start: Int, by step: Int) {
        let view = levels[level].view
        var index = start + step
        while view.rows.indices.contains(index) {
            if view.rows[index].isEnabled {
                view.highlightedRow = index
                view.scrollToShow(index)
                return
            }
            index += step
        }
    }

    private func typeSelect(_ characters: String, in level: Int) {
        let typed = characters.lowercased()
        guard typed.count == 1, let first = typed.first, !first.isWhitespace, first.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) else { return }
        let view = levels[level].view
        let count = view.rows.count
        guard count > 0 else { return }
        let start = view.highlightedRow ?? -1
        for offset in 1...count {
            let index = (start + offset + count) % count
            let row = view.rows[index]
            if row.isEnabled, row.title?.lowercased().hasPrefix(typed) == true {
                view.highlightedRow = index
                view.scrollToShow(index)
                return
            }
        }
    }

    private func activate(level: Int, row: Int, highlightFirst: Bool) {
        let menuRow = levels[level].view.rows[row]
        guard menuRow.isEnabled else { return }
        switch menuRow.kind {
        case .leaf(let leaf): choose(leaf, group: menuRow.selectionGroup, level: level)
        case .submenu: openSubmenu(from: level, row: row, highlightFirst: highlightFirst)
        default: break
        }
    }

    private func openSubmenu(from level: Int, row: Int, highlightFirst: Bool) {
        cancelPendingSubmenu()
        guard let owner, case .submenu(let menu) = levels[level].view.rows[row].kind, levels[level].view.rows[row].isEnabled else { return }
        levels[level].view.highlightedRow = row
        if levels.count > level + 1 {
            if levels[level + 1].parentRow == row {
                if highlightFirst { moveHighlight(in: level + 1, from: -1, by: 1) }
                return
            }
            closeLevels(from: level + 1)
        }
        let group = menu.options.contains(.singleSelection) ? menu : levels[level].view.rows[row].selectionGroup
        let window = makeWindow(rows: rows(of: menu, group: group), minimumWidth: 0)
        let parent = levels[level].window
        let rowRect = levels[level].view.rectOfRow(row)
        let size = fittedSize(of: window.menuView)
        let screen = owner.screen.bounds
        var frame = CGRect(
            origin: CGPoint(x: parent.frame.maxX - 1, y: parent.frame.minY + rowRect.minY - MenuView.Metrics.verticalPadding), size: size)
        if frame.maxX > screen.maxX { frame.origin.x = parent.frame.minX - size.width + 1 }
        levels.append(Level(menu: menu, group: group, window: window, parentRow: row))
        show(window, at: frame, on: screen)
        if highlightFirst { moveHighlight(in: levels.count - 1, from: -1, by: 1) }
        startLoads()
    }

    private func closeLevels(from index: Int) {
        cancelPendingSubmenu()
        while levels.count > index {
            levels.removeLast().window.isHidden = true
        }
    }

    private func cancelPendingSubmenu() {
        if let pendingSubmenu { session?.timers.cancel(pendingSubmenu.id) }
        pendingSubmenu = nil
    }

    /// Chooses `leaf`: its single-selection group turns it on and the rest off, the menu closes
    /// (unless the leaf keeps it open), then the leaf is performed.
    private func choose(_ leaf: any UIMenuLeaf, group: UIMenu?, level: Int) {
        guard let request else { return }
        if let group {
            Self.turnOff(group)
            leaf.state = .on
        }
        if leaf.attributes.contains(.keepsMenuPresented) {
            perform(leaf, request: request)
            rebuildRows()
            return
        }
        dismiss()
        perform(leaf, request: request)
    }

    private func perform(_ leaf: any UIMenuLeaf, request: MenuRequest) {
        if let command = leaf as? UICommand {
            _ = command.run(from: request.sourceView, sender: request.sender)
        } else {
            leaf.perform(withSender: request.sender, target: nil)
        }
        request.didChoose?(leaf)
    }

    /// Turns off every action and command of `menu` and its submenus.
    static func turnOff(_ menu: UIMenu) {
        for child in menu.children {
            if let submenu = child as? UIMenu {
                turnOff(submenu)
            } else if let leaf = child as? any UIMenuLeaf {
                leaf.state = .off
            } else if let deferred = child as? UIDeferredMenuElement {
                for case let leaf as any UIMenuLeaf in deferred.elementsAtHand ?? [] { leaf.state = .off }
            }
        }
    }

    // MARK: Windows and geometry

    private func makeWindow(rows: [MenuRow], minimumWidth: CGFloat) -> MenuWindow {
        let window = MenuWindow(
            rows: rows, minimumWidth: minimumWidth, tintColor: request?.sourceView?.tintColor,
            style: request?.sourceView?.traitCollection.userInterfaceStyle ?? .unspecified)
        window.popUpOwner = owner
        return window
    }

    /// The menu's size: its rows', no taller than the screen allows (the rows then scroll).
    private func fittedSize(of view: MenuView) -> CGSize {
        let screen = owner?.screen.bounds.height ?? view.contentHeight
        return CGSize(width: view.contentWidth, height: min(view.contentHeight, max(screen - 2 * Self.screenMargin, 60)))
    }

    /// Puts `window` at `frame`, moved onto the screen, and shows it.
    private func show(_ window: MenuWindow, at frame: CGRect, on screen: CGRect) {
        var frame = frame
        frame.origin.x = min(max(frame.minX, screen.minX), max(screen.maxX - frame.width, screen.minX))
        frame.origin.y = min(max(frame.minY, screen.minY), max(screen.maxY - frame.height, screen.minY))
        window.frame = frame
        window.isHidden = false
    }

    private func screenPoint(_ point: CGPoint, of window: UIWindow) -> CGPoint {
        CGPoint(x: window.frame.minX + point.x, y: window.frame.minY + point.y)
    }

    private func screenPoint(_ pixels: CGPoint, in window: UIWindow) -> CGPoint {
        screenPoint(window.pointFromPlatformPixels(pixels), of: window)
    }
}
