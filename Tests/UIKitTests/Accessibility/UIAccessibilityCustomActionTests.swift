import Foundation
import Testing
import UIKit
import UIKitCore

/// A mail row whose actions are its methods, as target-and-selector code names them.
@MainActor
private final class MessageRow: UIView {
    var deleted = 0
    var flaggedBy: UIAccessibilityCustomAction?
    func delete() -> Bool { deleted += 1; return true }
    func flag(_ action: UIAccessibilityCustomAction) -> Bool { flaggedBy = action; return true }
}

@Suite("UIAccessibilityCustomAction")
@MainActor
struct UIAccessibilityCustomActionTests {
    @Test("the handler form runs its handler with the action and reports its result")
    func handlerForm() {
        var given: UIAccessibilityCustomAction?
        let action = UIAccessibilityCustomAction(name: "Archive") { action in given = action; return false }
        #expect(!action.perform())
        #expect(given === action)
    }

    @Test("the target form calls the target's method, with or without the action")
    func targetForm() {
        let row = MessageRow()
        let delete = UIAccessibilityCustomAction(name: "Delete", target: row, selector: MessageRow.delete)
        let flag = UIAccessibilityCustomAction(name: "Flag", target: row, selector: MessageRow.flag)
        #expect(delete.perform() && flag.perform())
        #expect(row.deleted == 1 && row.flaggedBy === flag)
        #expect(delete.target === row && delete.actionHandler == nil)
    }

    @Test("the target is not retained, and an action whose target is gone fails")
    func targetIsWeak() {
        var row: MessageRow? = MessageRow()
        let delete = UIAccessibilityCustomAction(name: "Delete", target: row!, selector: MessageRow.delete)
        row = nil
        #expect(delete.target == nil)
        #expect(!delete.perform())
    }

    @Test("an action with no handler and no target does nothing and fails")
    func nothingToRun() {
        #expect(!UIAccessibilityCustomAction(name: "Nothing", actionHandler: nil).perform())
    }

    @Test("the name and the attributed name are one value; an image may picture the action")
    func names() {
        let action = UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Reply"), image: UIImage(cgImage: ImageFixtures.bitmap(width: 2, height: 2))) { _ in true }
        #expect(action.name == "Reply")
        action.name = "Reply All"
        #expect(action.attributedName.string == "Reply All")
        #expect(UIAccessibilityCustomAction(name: "Flag", image: nil) { _ in true }.image == nil)
    }

    @Test("views and accessibility elements list their actions in order; none by default")
    func listedOnElements() {
        let view = UIView()
        #expect(view.accessibilityCustomActions == nil)
        let actions = ["Archive", "Flag"].map { UIAccessibilityCustomAction(name: $0) { _ in true } }
        view.accessibilityCustomActions = actions
        #expect(view.accessibilityCustomActions?.map(\.name) == ["Archive", "Flag"])
        let element = UIAccessibilityElement(accessibilityContainer: view)
        #expect(element.accessibilityCustomActions == nil)
        element.accessibilityCustomActions = [actions[1]]
        #expect(element.accessibilityCustomActions?.first === actions[1])
    }
}
