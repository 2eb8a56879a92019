import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("Menus with hostile content")
struct HostileMenuTests {
    private func stage(_ menu: @escaping () -> UIMenu) -> TouchStage {
        let stage = TouchStage()
        let view = MenuHostView(frame: stage.root.bounds)
        stage.root.addSubview(view)
        let delegate = MenuDelegate(menu)
        view.menuDelegate = delegate
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.secondaryClick(CGPoint(x: 10, y: 10))
        return stage
    }

    @Test("A menu of 10,000 items fits the screen's height and scrolls to show the highlighted item")
    func tenThousandItems() throws {
        var chosen: [Int] = []
        let stage = stage { UIMenu(children: (0..<10_000).map { i in UIAction(title: "Item \(i)") { _ in chosen.append(i) } }) }
        let menu = try #require(stage.menuWindows.first)
        #expect(menu.frame.height <= stage.window.screen.bounds.height)
        #expect(menu.centerOfRow(titled: "Item 9999") == nil)
        stage.typeKey(.end)
        #expect(menu.highlightedTitle == "Item 9999")
        #expect(menu.centerOfRow(titled: "Item 9999") != nil)
        stage.typeKey(.enter)
        #expect(chosen == [9999])
    }

    @Test("The wheel scrolls a menu taller than the screen")
    func wheelScrolls() throws {
        let stage = stage { UIMenu(children: (0..<500).map { i in UIAction(title: "Item \(i)") { _ in } }) }
        let menu = try #require(stage.menuWindows.first)
        let id = try #require(menu.platformWindow?.id)
        #expect(menu.centerOfRow(titled: "Item 0") != nil)
        stage.app.platform.inject(.scroll(window: id, deltaX: 0, deltaY: 20, location: CGPoint(x: 20, y: 100), modifiers: [], timestamp: stage.app.clock.now))
        stage.app.runTurn()
        #expect(menu.centerOfRow(titled: "Item 0") == nil)
    }

    @Test("Submenus nested 50 deep open one inside the other")
    func nestedFiftyDeep() {
        var menu = UIMenu(title: "Level 50", children: [UIAction(title: "Bottom") { _ in }])
        for level in stride(from: 49, through: 1, by: -1) { menu = UIMenu(title: "Level \(level)", children: [menu]) }
        let root = menu
        let stage = stage { UIMenu(children: [root]) }
        stage.typeKey(.down)
        for _ in 0..<50 { stage.typeKey(.right) }
        #expect(stage.menuWindows.count == 51)
        #expect(stage.menuWindows.last?.highlightedTitle == "Bottom")
        stage.typeKey(.escape)
        #expect(stage.menuWindows.isEmpty)
    }

    @Test("A title of 100,000 characters is cut short with an ellipsis; the menu stays a sensible width")
    func longTitle() throws {
        let stage = stage { UIMenu(children: [UIAction(title: String(repeating: "W", count: 100_000)) { _ in }]) }
        let menu = try #require(stage.menuWindows.first)
        #expect(menu.frame.width <= 500)
    }

    @Test("An empty menu shows one disabled placeholder row and closes on Escape")
    func emptyMenu() throws {
        let stage = stage { UIMenu(children: []) }
        let menu = try #require(stage.menuWindows.first)
        #expect(menu.rowDescriptions.isEmpty && menu.frame.height > 20)
        stage.typeKey(.down)
        stage.typeKey(.enter)
        stage.typeKey(.escape)
        #expect(stage.menuWindows.isEmpty)
    }
}
