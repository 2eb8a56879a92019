import CasementTestSupport
import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("Button roles and the pointer highlight")
struct ButtonRoleTests {
    private func stage() -> (TouchStage, ok: UIButton, cancel: UIButton, log: () -> [String]) {
        let stage = TouchStage()
        var log: [String] = []
        let ok = UIButton(type: .system, primaryAction: UIAction(title: "OK") { _ in log.append("ok") })
        ok.role = .primary
        ok.frame = CGRect(x: 200, y: 200, width: 80, height: 30)
        let cancel = UIButton(type: .system, primaryAction: UIAction(title: "Cancel") { _ in log.append("cancel") })
        cancel.role = .cancel
        cancel.frame = CGRect(x: 100, y: 200, width: 80, height: 30)
        stage.root.addSubview(cancel)
        stage.root.addSubview(ok)
        stage.app.runTurn()
        return (stage, ok, cancel, { log })
    }

    @Test("UIButton.Role has UIKit's raw values")
    func rawValues() {
        #expect(UIButton.Role.normal.rawValue == 0 && UIButton.Role.primary.rawValue == 1)
        #expect(UIButton.Role.cancel.rawValue == 2 && UIButton.Role.destructive.rawValue == 3)
        #expect(UIButton().role == .normal)
    }

    @Test("Return that nothing takes presses the primary button, Escape the cancel button")
    func returnAndEscape() {
        let (stage, _, _, log) = stage()
        stage.typeKey(.enter)
        stage.typeKey(.escape)
        #expect(log() == ["ok", "cancel"])
    }

    @Test("A disabled or hidden role button is not pressed; a focused control takes Return first")
    func roleButtonRules() {
        let (stage, ok, cancel, log) = stage()
        ok.isEnabled = false
        cancel.isHidden = true
        stage.typeKey(.enter)
        stage.typeKey(.escape)
        #expect(log().isEmpty)
        ok.isEnabled = true
        cancel.isHidden = false
        stage.typeKey(.tab)
        #expect(cancel.isFocused)
        stage.typeKey(.enter)
        #expect(log() == ["cancel"])
    }

    @Test("A destructive button is tinted red")
    func destructiveIsRed() {
        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        button.role = .destructive
        #expect(button.currentTitleColor == .systemRed)
    }

    @Test("With pointer interaction on, a platter shows behind the content while the pointer is over the button")
    func hoverPlatter() {
        let (stage, ok, _, _) = stage()
        let before = ok.subviews.count
        ok.isPointerInteractionEnabled = true
        stage.drag(CGPoint(x: 240, y: 215))
        #expect(ok.subviews.count == before + 1)
        #expect(ok.subviews.first?.frame == ok.bounds.insetBy(dx: -4, dy: -4))
        stage.drag(CGPoint(x: 20, y: 20))
        #expect(ok.subviews.count == before)
    }

    @Test("Without pointer interaction, hovering changes nothing")
    func noHoverByDefault() {
        let (stage, ok, _, _) = stage()
        let before = ok.subviews.count
        stage.drag(CGPoint(x: 240, y: 215))
        #expect(ok.subviews.count == before)
    }
}
