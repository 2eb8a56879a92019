import CasementTestSupport
import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("Context menus")
struct ContextMenuTests {
    /// A 200×150 view at (20, 20) with a context menu interaction whose delegate makes `menu`.
    private func stage(_ menu: @escaping () -> UIMenu?) -> (TouchStage, UIView, MenuDelegate, UIContextMenuInteraction) {
        let stage = TouchStage()
        let view = MenuHostView(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        stage.root.addSubview(view)
        let delegate = MenuDelegate(menu)
        // The interaction holds its delegate weakly, as UIKit's does.
        view.menuDelegate = delegate
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        stage.app.runTurn()
        return (stage, view, delegate, interaction)
    }

    private func fileMenu(_ log: @escaping (String) -> Void) -> UIMenu {
        UIMenu(children: [
            UIAction(title: "Open") { _ in log("open") },
            UIAction(title: "Rename") { _ in log("rename") },
            UIAction(title: "Delete", attributes: .destructive) { _ in log("delete") },
        ])
    }

    @Test("A secondary click shows the delegate's menu in a pop-up menu window with its top-left corner at the pointer")
    func secondaryClickShowsMenu() throws {
        let (stage, _, delegate, interaction) = stage { UIMenu(children: [UIAction(title: "Open") { _ in }]) }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        let menu = try #require(stage.menuWindows.first)
        #expect(delegate.log == ["configuration at 40,50", "display"])
        #expect(menu.platformRole == .popUpMenu && !menu.isHidden)
        #expect(menu.frame.origin == CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["Open"])
        #expect(interaction.menuAppearance == .compact)
        #expect(interaction.location(in: nil) == CGPoint(x: 60, y: 70))
    }

    @Test("Clicking an item closes the menu, tells the delegate the menu ends, then runs the action")
    func choosingRunsAction() {
        var order: [String] = []
        let (stage, _, delegate, _) = stage { [self] in fileMenu { order.append($0) } }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        stage.clickMenuItem("Rename")
        #expect(stage.menuWindows.isEmpty)
        #expect(delegate.log.suffix(1) == ["end"])
        #expect(order == ["rename"])
    }

    @Test("Escape closes the menu without choosing; keys then go to the app again")
    func escapeCloses() {
        var chosen: [String] = []
        let (stage, _, delegate, _) = stage { [self] in fileMenu { chosen.append($0) } }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        stage.typeKey(.escape)
        #expect(stage.menuWindows.isEmpty)
        #expect(delegate.log.last == "end")
        #expect(chosen.isEmpty)
    }

    @Test("A press outside the menu closes it and reaches nothing else")
    func pressOutsideCloses() {
        let (stage, _, _, _) = stage { UIMenu(children: [UIAction(title: "Open") { _ in }]) }
        let log = TouchLog()
        let other = TouchLoggingView("other", log: log, frame: CGRect(x: 250, y: 200, width: 100, height: 80))
        stage.root.addSubview(other)
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        stage.tap(CGPoint(x: 300, y: 250))
        #expect(stage.menuWindows.isEmpty)
        #expect(log.entries.isEmpty)
        stage.tap(CGPoint(x: 300, y: 250))
        #expect(!log.entries.isEmpty)
    }

    @Test("The arrow keys move the highlight over enabled items, Return chooses the highlighted one")
    func keyboardNavigation() {
        var chosen: [String] = []
        let (stage, _, _, _) = stage {
            UIMenu(children: [
                UIAction(title: "One") { _ in chosen.append("one") },
                UIAction(title: "Two", attributes: .disabled) { _ in chosen.append("two") },
                UIAction(title: "Three") { _ in chosen.append("three") },
            ])
        }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuWindows.first?.highlightedTitle == nil)
        stage.typeKey(.down)
        #expect(stage.menuWindows.first?.highlightedTitle == "One")
        stage.typeKey(.down)
        #expect(stage.menuWindows.first?.highlightedTitle == "Three")
        stage.typeKey(.down)
        #expect(stage.menuWindows.first?.highlightedTitle == "Three")
        stage.typeKey(.up)
        #expect(stage.menuWindows.first?.highlightedTitle == "One")
        stage.typeKey(.end)
        stage.typeKey(.enter)
        #expect(chosen == ["three"])
        #expect(stage.menuWindows.isEmpty)
    }

    @Test("Typing a letter highlights the next item starting with it")
    func typeSelect() {
        let (stage, _, _, _) = stage { [self] in fileMenu { _ in } }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        stage.typeKey(.letter("r"))
        #expect(stage.menuWindows.first?.highlightedTitle == "Rename")
        stage.typeKey(.letter("d"))
        #expect(stage.menuWindows.first?.highlightedTitle == "Delete")
    }

    @Test("Hidden items are left out, disabled ones shown but not chosen")
    func hiddenAndDisabled() {
        var chosen = 0
        let (stage, _, _, _) = stage {
            UIMenu(children: [
                UIAction(title: "Shown") { _ in },
                UIAction(title: "Hidden", attributes: .hidden) { _ in },
                UIAction(title: "Off", attributes: .disabled) { _ in chosen += 1 },
            ])
        }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["Shown", "(disabled) Off"])
        stage.clickMenuItem("Off")
        #expect(chosen == 0)
        #expect(!stage.menuWindows.isEmpty)
    }

    @Test("Inline menus show between separators under their titles; other menus are submenus")
    func inlineAndSubmenus() {
        let (stage, _, _, _) = stage {
            UIMenu(children: [
                UIAction(title: "New") { _ in },
                UIMenu(title: "Sort By", options: .displayInline, children: [UIAction(title: "Name") { _ in }, UIAction(title: "Date") { _ in }]),
                UIMenu(options: .displayInline, children: [UIAction(title: "Info") { _ in }]),
                UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in }]),
            ])
        }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["New", "—", "# Sort By", "Name", "Date", "—", "Info", "—", "> Share"])
    }

    @Test("A titled menu shows its title at the top, which the keyboard and pointer pass over")
    func menuTitle() {
        let (stage, _, _, _) = stage { UIMenu(title: "Photo", children: [UIAction(title: "Open") { _ in }]) }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["# Photo", "Open"])
        stage.typeKey(.down)
        #expect(stage.menuWindows.first?.highlightedTitle == "Open")
    }

    @Test("Hovering a submenu's row opens it beside the menu after a moment; its items can be chosen")
    func hoverOpensSubmenu() {
        var chosen: [String] = []
        let (stage, _, _, _) = stage {
            UIMenu(children: [
                UIAction(title: "New") { _ in },
                UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in chosen.append("mail") }]),
            ])
        }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        stage.hoverMenuItem("Share")
        #expect(stage.menuWindows.count == 1)
        stage.advance(by: 0.15)
        #expect(stage.menuWindows.count == 2)
        #expect(stage.menuRows(1) == ["Mail"])
        #expect(stage.menuWindows[1].frame.minX >= stage.menuWindows[0].frame.maxX - 1)
        stage.hoverMenuItem("New")
        #expect(stage.menuWindows.count == 1)
        stage.hoverMenuItem("Share")
        stage.advance(by: 0.15)
        stage.clickMenuItem("Mail", level: 1)
        #expect(chosen == ["mail"])
        #expect(stage.menuWindows.isEmpty)
    }

    @Test("Right opens a highlighted submenu with its first item highlighted, Left closes it")
    func keyboardSubmenus() {
        let (stage, _, _, _) = stage {
            UIMenu(children: [UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in }, UIAction(title: "Print") { _ in }])])
        }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        stage.typeKey(.down)
        stage.typeKey(.right)
        #expect(stage.menuWindows.count == 2)
        #expect(stage.menuWindows[1].highlightedTitle == "Mail")
        stage.typeKey(.left)
        #expect(stage.menuWindows.count == 1)
        #expect(stage.menuWindows[0].highlightedTitle == "Share")
    }

    @Test("Choosing an item of a single-selection menu turns it on and the others off")
    func singleSelection() {
        let name = UIAction(title: "Name", state: .on) { _ in }
        let date = UIAction(title: "Date") { _ in }
        let (stage, _, _, _) = stage { UIMenu(options: .singleSelection, children: [name, date]) }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["✓ Name", "Date"])
        stage.clickMenuItem("Date")
        #expect(name.state == .off && date.state == .on)
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["Name", "✓ Date"])
    }

    @Test("An item that keeps the menu presented runs and leaves the menu open")
    func keepsMenuPresented() {
        var runs = 0
        let toggle = UIAction(title: "Grid", attributes: .keepsMenuPresented) { action in
            runs += 1
            action.state = action.state == .on ? .off : .on
        }
        let (stage, _, _, _) = stage { UIMenu(children: [toggle]) }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        stage.clickMenuItem("Grid")
        #expect(runs == 1)
        #expect(stage.menuRows() == ["✓ Grid"])
    }

    @Test("A command is performed by the responder chain from the menu's view, and shown disabled where nothing performs it")
    func commandsInMenus() {
        let stage = TouchStage()
        let target = CommandTarget(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        stage.root.addSubview(target)
        let delegate = MenuDelegate {
            UIMenu(children: [
                UICommand(title: "Copy", action: CommandTarget.copyItem, propertyList: "cell"),
                UICommand(title: "Paste", action: CommandTarget.paste),
                UICommand(title: "Save", action: KeyboardOnlyResponder.save),
            ])
        }
        target.addInteraction(UIContextMenuInteraction(delegate: delegate))
        defer { withExtendedLifetime(delegate) {} }
        target.disablesPaste = true
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["Copy", "(disabled) Paste", "(disabled) Save"])
        stage.clickMenuItem("Copy")
        #expect(target.log == ["copy cell"])
    }

    @Test("A deferred element shows a loading row until its provider delivers, then its elements in its place")
    func deferredElements() {
        var deliver: UIDeferredMenuElement.Completion?
        var calls = 0
        let deferred = UIDeferredMenuElement { completion in
            calls += 1
            deliver = completion
        }
        let (stage, _, _, _) = stage { UIMenu(children: [UIAction(title: "First") { _ in }, deferred]) }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["First", "…"])
        let height = stage.menuWindows[0].frame.height
        deliver?([UIAction(title: "Loaded A") { _ in }, UIAction(title: "Loaded B") { _ in }])
        stage.app.runTurn()
        #expect(stage.menuRows() == ["First", "Loaded A", "Loaded B"])
        #expect(stage.menuWindows[0].frame.height > height)
        stage.typeKey(.escape)
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["First", "Loaded A", "Loaded B"])
        #expect(calls == 1)
    }

    @Test("An uncached deferred element asks its provider each time the menu shows")
    func uncachedDeferred() {
        var calls = 0
        let deferred = UIDeferredMenuElement.uncached { completion in
            calls += 1
            completion([UIAction(title: "Call \(calls)") { _ in }])
        }
        let (stage, _, _, _) = stage { UIMenu(children: [deferred]) }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["Call 1"])
        stage.typeKey(.escape)
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuRows() == ["Call 2"])
    }

    @Test("A delegate that returns no configuration shows no menu")
    func noConfiguration() {
        let (stage, _, delegate, _) = stage { nil }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        #expect(stage.menuWindows.isEmpty)
        #expect(delegate.log == ["configuration at 40,50"])
    }

    @Test("Holding a press for half a second shows the menu; the press then belongs to the menu")
    func longPressShowsMenu() {
        var chosen: [String] = []
        let (stage, _, _, _) = stage { [self] in fileMenu { chosen.append($0) } }
        stage.press(CGPoint(x: 60, y: 70))
        stage.advance(by: 0.6)
        #expect(stage.menuWindows.count == 1)
        stage.release(CGPoint(x: 60, y: 70))
        #expect(stage.menuWindows.count == 1)
        #expect(chosen.isEmpty)
    }

    @Test("dismissMenu closes the menu; updateVisibleMenu replaces what it shows")
    func dismissAndUpdate() {
        let (stage, _, delegate, interaction) = stage { UIMenu(children: [UIAction(title: "Open") { _ in }]) }
        stage.secondaryClick(CGPoint(x: 60, y: 70))
        interaction.updateVisibleMenu { menu in menu.replacingChildren(menu.children + [UIAction(title: "Close") { _ in }]) }
        #expect(stage.menuRows() == ["Open", "Close"])
        interaction.dismissMenu()
        #expect(stage.menuWindows.isEmpty)
        #expect(delegate.log.last == "end")
    }

    @Test("A menu near the screen's bottom-right corner opens up and to the left of the pointer")
    func keptOnScreen() throws {
        let (stage, view, _, _) = stage { UIMenu(children: (0..<5).map { i in UIAction(title: "Item \(i)") { _ in } }) }
        stage.window.frame = CGRect(x: stage.window.screen.bounds.maxX - 400, y: stage.window.screen.bounds.maxY - 300, width: 400, height: 300)
        view.frame = stage.root.bounds
        stage.app.runTurn()
        stage.secondaryClick(CGPoint(x: 395, y: 295))
        let menu = try #require(stage.menuWindows.first)
        let screen = stage.window.screen.bounds
        #expect(menu.frame.maxX <= screen.maxX && menu.frame.maxY <= screen.maxY)
        #expect(menu.frame.maxX == stage.window.frame.minX + 395)
    }
}

@MainActor
@Suite("Menu rendering")
struct MenuRenderingTests {
    @Test("A menu renders as expected: checkmark, shortcut, submenu arrow, section title, separators, disabled, destructive and highlighted rows")
    func rendering() throws {
        let stage = TouchStage()
        let view = MenuHostView(frame: stage.root.bounds)
        stage.root.addSubview(view)
        let delegate = MenuDelegate {
            UIMenu(children: [
                UIAction(title: "Show Grid", state: .on) { _ in },
                UIKeyCommand(title: "Copy", action: CommandTarget.copyItem, input: "c", modifierFlags: .control),
                UIMenu(title: "Sort By", options: .displayInline, children: [
                    UIAction(title: "Name", subtitle: "A to Z") { _ in }, UIAction(title: "Size", attributes: .disabled) { _ in },
                ]),
                UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in }]),
                UIAction(title: "Delete", attributes: .destructive) { _ in },
            ])
        }
        view.menuDelegate = delegate
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.secondaryClick(CGPoint(x: 10, y: 10))
        stage.typeKey(.down)
        stage.typeKey(.down)
        stage.advance(by: 0.02)
        let menu = try #require(stage.menuWindows.first)
        let presented = try #require(stage.app.platformWindow(of: menu)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "context-menu", tolerance: 2, maximumFraction: 0.001)
    }
}
