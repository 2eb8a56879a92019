import Foundation
import Platform
import UIKit
import UIKitCore

/// Supplies a context menu made by `makeMenu` and logs what the interaction tells it.
@MainActor
final class MenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var makeMenu: () -> UIMenu?
    var log: [String] = []

    init(_ makeMenu: @escaping () -> UIMenu?) {
        self.makeMenu = makeMenu
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration at \(Int(location.x)),\(Int(location.y))")
        guard let menu = makeMenu() else { return nil }
        return UIContextMenuConfiguration(identifier: "menu" as NSString, previewProvider: nil) { _ in menu }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("display")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("end")
    }
}

/// Keys by name for tests: X keysym and HID usage.
enum StageKey {
    case down, up, left, right, home, end, pageUp, pageDown, enter, space, escape, tab, menu, f10, letter(Character)

    var codes: (keysym: UInt32, usage: Int, text: String?) {
        switch self {
        case .down: (0xFF54, 0x51, nil)
        case .up: (0xFF52, 0x52, nil)
        case .left: (0xFF51, 0x50, nil)
        case .right: (0xFF53, 0x4F, nil)
        case .home: (0xFF50, 0x4A, nil)
        case .end: (0xFF57, 0x4D, nil)
        case .pageUp: (0xFF55, 0x4B, nil)
        case .pageDown: (0xFF56, 0x4E, nil)
        case .enter: (0xFF0D, 0x28, "\r")
        case .space: (0x20, 0x2C, " ")
        case .escape: (0xFF1B, 0x29, nil)
        case .tab: (0xFF09, 0x2B, "\t")
        case .menu: (0xFF67, 0x65, nil)
        case .f10: (0xFFC7, 0x43, nil)
        case .letter(let c):
            (UInt32(c.asciiValue!), 0x04 + Int(c.asciiValue! - Character("a").asciiValue!), String(c))
        }
    }
}

extension TouchStage {
    /// The windows of the open menu, root first.
    var menuWindows: [MenuWindow] { app.session.menus.windows }

    /// The rows of the open menu's level `level`, described.
    func menuRows(_ level: Int = 0) -> [String] {
        menuWindows.indices.contains(level) ? menuWindows[level].rowDescriptions : []
    }

    /// A click of the secondary button at `point` of the window.
    func secondaryClick(_ point: CGPoint) {
        let id = window.platformWindow!.id
        app.platform.inject(.pointerDown(window: id, button: .secondary, location: point, modifiers: [], timestamp: app.clock.now))
        app.platform.inject(.pointerUp(window: id, button: .secondary, location: point, modifiers: [], timestamp: app.clock.now))
        app.runTurn()
    }

    /// Presses and releases the primary button on the row titled `title` of menu level `level`.
    func clickMenuItem(_ title: String, level: Int = 0) {
        atMenuRow(title, level: level) { id, point, now in
            [.pointerDown(window: id, button: .primary, location: point, modifiers: [], timestamp: now),
             .pointerUp(window: id, button: .primary, location: point, modifiers: [], timestamp: now)]
        }
    }

    /// Moves the pointer, no button down, over the row titled `title` of menu level `level`.
    func hoverMenuItem(_ title: String, level: Int = 0) {
        atMenuRow(title, level: level) { id, point, now in [.pointerMoved(window: id, location: point, modifiers: [], timestamp: now)] }
    }

    /// Sends the events `make` gives for the centre of the row titled `title`, then runs a turn.
    private func atMenuRow(_ title: String, level: Int, _ make: (WindowID, CGPoint, TimeInterval) -> [PlatformEvent]) {
        guard let menu = menuWindows.indices.contains(level) ? menuWindows[level] : nil, let point = menu.centerOfRow(titled: title),
              let id = menu.platformWindow?.id else { return }
        for event in make(id, point, app.clock.now) { app.platform.inject(event) }
        app.runTurn()
    }

    /// Presses `key` in the window, holding it down.
    func keyDown(_ key: StageKey, modifiers: KeyModifiers = []) {
        injectKey(key, down: true, modifiers: modifiers)
        app.runTurn()
    }

    /// Lets `key` up in the window.
    func keyUp(_ key: StageKey, modifiers: KeyModifiers = []) {
        injectKey(key, down: false, modifiers: modifiers)
        app.runTurn()
    }

    /// Presses and releases `key` in the window, in one turn.
    func typeKey(_ key: StageKey, modifiers: KeyModifiers = []) {
        injectKey(key, down: true, modifiers: modifiers)
        injectKey(key, down: false, modifiers: modifiers)
        app.runTurn()
    }

    private func injectKey(_ key: StageKey, down: Bool, modifiers: KeyModifiers) {
        let (keysym, usage, text) = key.codes
        app.platform.inject(.key(
            window: window.platformWindow!.id, isDown: down, keysym: keysym, hidUsage: usage, text: down ? text : nil, isRepeat: false,
            modifiers: modifiers, timestamp: app.clock.now))
    }
}

/// A view that keeps its menu delegate alive.
@MainActor
final class MenuHostView: UIView {
    var menuDelegate: MenuDelegate?
}

/// A responder class nothing in the tests' chains is.
@MainActor
final class KeyboardOnlyResponder: UIResponder {
    func save() {}
}
