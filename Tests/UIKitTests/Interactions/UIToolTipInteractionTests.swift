import CasementTestSupport
import Foundation
import Platform
import PlatformHeadless
import Testing
import UIKit
import UIKitCore

/// An interaction that logs when it is told it moves.
@MainActor
private final class LoggingInteraction: NSObject, UIInteraction {
    weak var view: UIView?
    var log: [String] = []
    func willMove(to view: UIView?) { log.append("will \(view == nil ? "detach" : "attach")") }
    func didMove(to view: UIView?) {
        self.view = view
        log.append("did \(view == nil ? "detach" : "attach")")
    }
}

/// A delegate that gives the left half of its view one tooltip and the right half none.
@MainActor
private final class HalfDelegate: NSObject, UIToolTipInteractionDelegate {
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        guard let view = interaction.view, point.x < view.bounds.midX else { return nil }
        return UIToolTipConfiguration(toolTip: "Left half", in: CGRect(x: 0, y: 0, width: view.bounds.midX, height: view.bounds.height))
    }
}

@MainActor
@Suite("UIToolTipInteraction")
struct UIToolTipInteractionTests {
    /// The tooltip window shown, if any.
    private func toolTipWindow() -> UIWindow? {
        UIApplication.shared.windows.first { $0.platformRole == .toolTip && !$0.isHidden }
    }

    private func toolTipText() -> String? {
        toolTipWindow()?.subviews.compactMap { $0 as? UILabel }.first?.text
    }

    /// A button at (50, 50), 100 by 40, with a tooltip, on a stage.
    private func stageWithButton(_ toolTip: String? = "Saves the file") -> (TouchStage, UIButton) {
        let stage = TouchStage()
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        button.toolTip = toolTip
        stage.root.addSubview(button)
        stage.app.runTurn()
        return (stage, button)
    }

    @Test("Interactions are told before and after they are attached, detached or moved to another view")
    func interactions() {
        let first = UIView(), second = UIView()
        let interaction = LoggingInteraction()
        first.addInteraction(interaction)
        #expect(first.interactions.count == 1 && interaction.view === first)
        second.addInteraction(interaction)
        #expect(first.interactions.isEmpty && second.interactions.count == 1)
        second.removeInteraction(interaction)
        #expect(interaction.log == ["will attach", "did attach", "will detach", "did detach", "will attach", "did attach", "will detach", "did detach"])
        #expect(interaction.view == nil)
    }

    @Test("Setting a control's tooltip adds one interaction that holds it")
    func controlToolTip() {
        let button = UIButton(type: .system)
        #expect(button.toolTip == nil && button.toolTipInteraction == nil)
        button.toolTip = "First"
        button.toolTip = "Second"
        #expect(button.toolTip == "Second")
        #expect(button.interactions.count == 1)
        #expect(button.toolTipInteraction?.defaultToolTip == "Second")
    }

    @Test("After the pointer rests over the control for a second, its tooltip shows below the pointer in a pop-up window")
    func showsAfterDelay() throws {
        let (stage, button) = stageWithButton()
        stage.drag(CGPoint(x: 80, y: 60))
        stage.advance(by: 0.9)
        #expect(toolTipWindow() == nil)
        stage.advance(by: 0.2)
        let window = try #require(toolTipWindow())
        #expect(toolTipText() == "Saves the file")
        #expect(window.frame.minX == stage.window.frame.minX + 80)
        #expect(window.frame.minY == stage.window.frame.minY + 80)
        let platform = try #require(window.platformWindow as? HeadlessWindow)
        #expect(platform.role == .toolTip)
        #expect(platform.parent == stage.window.platformWindow?.id)
        #expect(stage.window.isKeyWindow && !window.isKeyWindow)
        _ = button
    }

    @Test("The tooltip goes when the pointer leaves or presses, and does not come back until it leaves and rests again")
    func hides() {
        let (stage, _) = stageWithButton()
        stage.drag(CGPoint(x: 80, y: 60))
        stage.advance(by: 1.1)
        #expect(toolTipWindow() != nil)
        stage.drag(CGPoint(x: 300, y: 250))
        #expect(toolTipWindow() == nil)
        stage.drag(CGPoint(x: 90, y: 60))
        stage.advance(by: 1.1)
        #expect(toolTipWindow() != nil)
        stage.press(CGPoint(x: 90, y: 60))
        #expect(toolTipWindow() == nil)
        stage.release(CGPoint(x: 90, y: 60))
        stage.advance(by: 2)
        #expect(toolTipWindow() == nil)
    }

    @Test("A tooltip stays ten seconds at most")
    func maximumDuration() {
        let (stage, _) = stageWithButton()
        stage.drag(CGPoint(x: 80, y: 60))
        stage.advance(by: 1.1)
        stage.advance(by: 9.5)
        #expect(toolTipWindow() != nil)
        stage.advance(by: 0.6)
        #expect(toolTipWindow() == nil)
    }

    @Test("A control without a tooltip, or with its interaction disabled, shows none")
    func none() {
        let (stage, button) = stageWithButton(nil)
        stage.drag(CGPoint(x: 80, y: 60))
        stage.advance(by: 2)
        #expect(toolTipWindow() == nil)
        button.toolTip = "Now one"
        button.toolTipInteraction?.isEnabled = false
        stage.drag(CGPoint(x: 300, y: 250))
        stage.drag(CGPoint(x: 80, y: 60))
        stage.advance(by: 2)
        #expect(toolTipWindow() == nil)
    }

    @Test("A delegate chooses the tooltip for the point, and it goes when the pointer leaves its source rectangle")
    func delegateAndSourceRect() {
        let stage = TouchStage()
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 100))
        let interaction = UIToolTipInteraction()
        let delegate = HalfDelegate()
        interaction.delegate = delegate
        view.addInteraction(interaction)
        stage.root.addSubview(view)
        stage.app.runTurn()
        stage.drag(CGPoint(x: 220, y: 80))
        stage.advance(by: 1.5)
        #expect(toolTipWindow() == nil)
        stage.drag(CGPoint(x: 300, y: 250))
        stage.drag(CGPoint(x: 80, y: 80))
        stage.advance(by: 1.1)
        #expect(toolTipText() == "Left half")
        stage.drag(CGPoint(x: 200, y: 80))
        #expect(toolTipWindow() == nil)
    }

    @Test("A tooltip renders as expected: its text on a pale background with a thin border")
    func rendering() throws {
        let (stage, _) = stageWithButton("Saves the file to disk")
        stage.drag(CGPoint(x: 80, y: 60))
        stage.advance(by: 1.1)
        stage.advance(by: 0.02)
        let window = try #require(toolTipWindow())
        let presented = try #require(stage.app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "tooltip", tolerance: 2, maximumFraction: 0.001)
    }
}
