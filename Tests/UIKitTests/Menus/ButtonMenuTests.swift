import CasementTestSupport
import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("Button menus and pop-up buttons")
struct ButtonMenuTests {
    /// A system button at (40, 40), 120 by 30, on a stage, with `menu`.
    private func stage(menu: UIMenu?, configuration: UIButton.Configuration? = nil) -> (TouchStage, UIButton) {
        let stage = TouchStage()
        let button = UIButton(type: .system)
        if let configuration { button.configuration = configuration } else { button.setTitle("Options", for: .normal) }
        button.frame = CGRect(x: 40, y: 40, width: 120, height: 30)
        button.menu = menu
        stage.root.addSubview(button)
        stage.app.runTurn()
        return (stage, button)
    }

    private func sizes(_ log: @escaping (String) -> Void) -> UIMenu {
        UIMenu(children: ["Small", "Medium", "Large"].map { size in UIAction(title: size) { _ in log(size) } })
    }

    @Test("Setting a menu enables the context menu interaction; removing it takes the interaction away")
    func menuEnablesInteraction() {
        let (_, button) = stage(menu: UIMenu(children: [UIAction(title: "One") { _ in }]))
        #expect(button.isContextMenuInteractionEnabled)
        #expect(button.contextMenuInteraction != nil)
        #expect(button.interactions.contains { $0 === button.contextMenuInteraction })
        button.menu = nil
        #expect(!button.isContextMenuInteractionEnabled)
        #expect(button.contextMenuInteraction == nil)
        #expect(!button.interactions.contains { $0 is UIContextMenuInteraction })
    }

    @Test("A button's menu shows on a secondary click at the pointer, or after holding a press")
    func contextMenuOfButton() {
        let (stage, _) = stage(menu: sizes { _ in })
        stage.secondaryClick(CGPoint(x: 60, y: 50))
        #expect(stage.menuRows() == ["Small", "Medium", "Large"])
        #expect(stage.menuWindows.first?.frame.origin == CGPoint(x: 60, y: 50))
        stage.typeKey(.escape)
        stage.press(CGPoint(x: 60, y: 50))
        #expect(stage.menuWindows.isEmpty)
        stage.advance(by: 0.6)
        #expect(stage.menuWindows.count == 1)
    }

    @Test("With showsMenuAsPrimaryAction, a touch down shows the menu below the button and sends menuActionTriggered only")
    func menuAsPrimaryAction() throws {
        let (stage, button) = stage(menu: sizes { _ in })
        button.showsMenuAsPrimaryAction = true
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        stage.press(CGPoint(x: 60, y: 50))
        let menu = try #require(stage.menuWindows.first)
        #expect(menu.frame.minX == 40 && menu.frame.minY >= 70 && menu.frame.minY <= 74)
        #expect(!button.isHighlighted && !button.isTracking)
        stage.release(CGPoint(x: 60, y: 50))
        #expect(stage.menuWindows.count == 1)
        #expect(events == ["menu"])
    }

    @Test("Pressing the button, dragging onto an item and releasing there chooses it")
    func pressDragRelease() throws {
        var chosen: [String] = []
        let (stage, button) = stage(menu: sizes { chosen.append($0) })
        button.showsMenuAsPrimaryAction = true
        stage.press(CGPoint(x: 60, y: 50))
        let menu = try #require(stage.menuWindows.first)
        let item = try #require(menu.centerOfRow(titled: "Large"))
        let target = CGPoint(x: menu.frame.minX + item.x, y: menu.frame.minY + item.y)
        stage.drag(target)
        #expect(menu.highlightedTitle == "Large")
        stage.release(target)
        #expect(chosen == ["Large"])
        #expect(stage.menuWindows.isEmpty)
    }

    @Test("A disabled button shows no menu on a touch down")
    func disabledShowsNoMenu() {
        let (stage, button) = stage(menu: sizes { _ in })
        button.showsMenuAsPrimaryAction = true
        button.isEnabled = false
        stage.press(CGPoint(x: 60, y: 50))
        #expect(stage.menuWindows.isEmpty)
    }

    @Test("A pop-up button turns its first item on when none is, and shows the chosen item's title")
    func popUpInitialSelection() {
        let (_, button) = stage(menu: sizes { _ in })
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        #expect(button.currentTitle == "Small")
        #expect(button.menu?.selectedElements.map(\.title) == ["Small"])
    }

    @Test("A pop-up button keeps an item that is already on")
    func popUpKeepsSelection() {
        let menu = UIMenu(children: [UIAction(title: "A") { _ in }, UIAction(title: "B", state: .on) { _ in }])
        let (_, button) = stage(menu: menu)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        #expect(button.currentTitle == "B")
    }

    @Test("Choosing in a pop-up button's menu moves the checkmark, runs the action with the new state on and retitles the button")
    func popUpChoosing() throws {
        var seen: [String] = []
        var menu: UIMenu!
        menu = UIMenu(children: ["Small", "Medium", "Large"].map { size in
            UIAction(title: size) { _ in seen.append(menu.selectedElements.map(\.title).joined()) }
        })
        let (stage, button) = stage(menu: menu)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        stage.tap(CGPoint(x: 60, y: 50))
        #expect(stage.menuRows() == ["✓ Small", "Medium", "Large"])
        #expect(try #require(stage.menuWindows.first).frame.width >= 120)
        stage.clickMenuItem("Medium")
        #expect(seen == ["Medium"])
        #expect(button.currentTitle == "Medium")
        #expect(menu.children.map { ($0 as! UIAction).state } == [.off, .on, .off])
    }

    @Test("A configured pop-up button shows the chosen title in its configuration and the pop-up mark")
    func configuredPopUp() {
        let (stage, button) = stage(menu: sizes { _ in }, configuration: .bordered())
        let plainWidth = button.intrinsicContentSize.width
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        stage.app.runTurn()
        #expect(button.configuration?.title == "Small")
        let width = button.intrinsicContentSize.width
        var unmarked = button.configuration!
        unmarked.indicator = .none
        button.configuration = unmarked
        #expect(button.intrinsicContentSize.width < width)
        #expect(plainWidth < width)
    }

    @Test("The pop-up indicator shows on any configured button that asks for it")
    func indicatorOnRequest() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Sort"
        let (_, button) = stage(menu: nil, configuration: configuration)
        let width = button.intrinsicContentSize.width
        configuration.indicator = .popup
        button.configuration = configuration
        #expect(button.intrinsicContentSize.width == width + 9 + 6)
        #expect(UIButton.Configuration.Indicator.popup.rawValue == 2 && UIButton.Configuration.Indicator.none.rawValue == 1)
    }

    @Test("A pop-up button renders as expected: its title and the pop-up mark in a bordered button")
    func popUpRendering() throws {
        let (stage, button) = stage(menu: sizes { _ in }, configuration: .bordered())
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        button.sizeToFit()
        stage.advance(by: 0.02)
        let image = try #require(stage.app.platformWindow(of: stage.window)?.presentedImage())
        let crop = try #require(image.cropping(to: CGRect(x: 36, y: 36, width: button.bounds.width + 8, height: button.bounds.height + 8)))
        GoldenImage.expectMatch(crop, named: "popup-button", tolerance: 2, maximumFraction: 0.001)
    }
}
