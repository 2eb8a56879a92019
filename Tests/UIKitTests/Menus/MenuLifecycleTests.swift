import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("Menus whose surroundings change under them")
struct MenuLifecycleTests {
    @Test("An action that removes the button whose menu it is in runs, and nothing is left open")
    func actionRemovesItsButton() {
        let stage = TouchStage()
        let button = UIButton(type: .system)
        button.setTitle("Options", for: .normal)
        button.frame = CGRect(x: 40, y: 40, width: 120, height: 30)
        var ran = false
        button.menu = UIMenu(children: [UIAction(title: "Remove") { [weak button] _ in
            ran = true
            button?.removeFromSuperview()
        }])
        button.showsMenuAsPrimaryAction = true
        stage.root.addSubview(button)
        stage.app.runTurn()
        stage.press(CGPoint(x: 60, y: 50))
        stage.release(CGPoint(x: 60, y: 50))
        stage.clickMenuItem("Remove")
        #expect(ran)
        #expect(button.superview == nil)
        #expect(stage.menuWindows.isEmpty)
    }

    @Test("Hiding the window a menu belongs to closes the menu at the next event")
    func ownerHidden() {
        let stage = TouchStage()
        let view = MenuHostView(frame: stage.root.bounds)
        stage.root.addSubview(view)
        let delegate = MenuDelegate { UIMenu(children: [UIAction(title: "Open") { _ in }]) }
        view.menuDelegate = delegate
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.secondaryClick(CGPoint(x: 40, y: 40))
        #expect(stage.menuWindows.count == 1)
        stage.window.isHidden = true
        stage.app.platform.inject(.pointerMoved(window: stage.menuWindows[0].platformWindow!.id, location: CGPoint(x: 5, y: 5), modifiers: [], timestamp: stage.app.clock.now))
        stage.app.runTurn()
        #expect(stage.menuWindows.isEmpty)
    }

    @Test("Elements a deferred element delivers after its menu closed go into no other menu")
    func lateDelivery() {
        let stage = TouchStage()
        let view = MenuHostView(frame: stage.root.bounds)
        stage.root.addSubview(view)
        var deliver: UIDeferredMenuElement.Completion?
        let delegate = MenuDelegate {
            UIMenu(children: [UIAction(title: "Open") { _ in }, UIDeferredMenuElement.uncached { completion in deliver = completion }])
        }
        view.menuDelegate = delegate
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        stage.secondaryClick(CGPoint(x: 40, y: 40))
        let first = deliver
        stage.typeKey(.escape)
        stage.secondaryClick(CGPoint(x: 40, y: 40))
        first?([UIAction(title: "Late") { _ in }])
        stage.app.runTurn()
        #expect(stage.menuRows() == ["Open", "…"])
    }
}
