import CasementTestSupport
import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

/// A view that logs the focus callbacks it gets and may refuse moves.
@MainActor
final class FocusLoggingView: UIView {
    var log: [String] = []
    var refusesMoves = false

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        log.append("should")
        return !refusesMoves
    }

    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        let from = (context.previouslyFocusedView as? UIButton)?.currentTitle ?? "nothing"
        let to = (context.nextFocusedView as? UIButton)?.currentTitle ?? "nothing"
        log.append("did \(from) to \(to) heading \(context.focusHeading.rawValue)")
    }
}

/// A system button titled `title` at `frame` in `parent`.
@MainActor
private func focusTestButton(_ title: String, _ frame: CGRect, in parent: UIView) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.frame = frame
    parent.addSubview(button)
    return button
}

/// The title of the button focused in the stage's window, if one is.
@MainActor
private func focusedButtonTitle(_ stage: TouchStage) -> String? {
    (UIFocusSystem.focusSystem(for: stage.window)?.focusedItem as? UIButton)?.currentTitle
}

@MainActor
@Suite("Keyboard focus")
struct FocusTests {
    private func button(_ title: String, _ frame: CGRect, in parent: UIView) -> UIButton {
        focusTestButton(title, frame, in: parent)
    }

    /// Buttons A and B on one row, C below them, and a plain view that cannot take focus.
    private func grid() -> (TouchStage, [UIButton]) {
        let stage = TouchStage()
        let c = button("C", CGRect(x: 20, y: 100, width: 80, height: 30), in: stage.root)
        let b = button("B", CGRect(x: 120, y: 22, width: 80, height: 30), in: stage.root)
        let a = button("A", CGRect(x: 20, y: 20, width: 80, height: 30), in: stage.root)
        stage.root.addSubview(UIView(frame: CGRect(x: 250, y: 20, width: 50, height: 50)))
        stage.app.runTurn()
        return (stage, [a, b, c])
    }

    private func focusedTitle(_ stage: TouchStage) -> String? { focusedButtonTitle(stage) }

    @Test("Tab moves focus through the enabled controls row by row, and wraps; Shift-Tab goes back")
    func tabOrder() {
        let (stage, _) = grid()
        #expect(focusedTitle(stage) == nil)
        var order: [String?] = []
        for _ in 0..<4 {
            stage.typeKey(.tab)
            order.append(focusedTitle(stage))
        }
        #expect(order == ["A", "B", "C", "A"])
        stage.typeKey(.tab, modifiers: .shift)
        #expect(focusedTitle(stage) == "C")
    }

    @Test("Disabled and hidden controls are skipped")
    func skipsDisabledAndHidden() {
        let (stage, buttons) = grid()
        buttons[1].isEnabled = false
        buttons[2].isHidden = true
        stage.typeKey(.tab)
        stage.typeKey(.tab)
        #expect(focusedTitle(stage) == "A")
    }

    @Test("The focused control is focused and has the focused state; it loses both when focus moves on")
    func focusedState() {
        let (stage, buttons) = grid()
        stage.typeKey(.tab)
        #expect(buttons[0].isFocused && buttons[0].state.contains(.focused))
        stage.typeKey(.tab)
        #expect(!buttons[0].isFocused && !buttons[0].state.contains(.focused))
        #expect(buttons[1].isFocused)
    }

    @Test("Focus groups are visited one after the other, each in reading order")
    func focusGroups() {
        let stage = TouchStage()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        left.focusGroupIdentifier = "left"
        let right = UIView(frame: CGRect(x: 150, y: 0, width: 150, height: 300))
        right.focusGroupIdentifier = "right"
        stage.root.addSubview(left)
        stage.root.addSubview(right)
        _ = button("L1", CGRect(x: 10, y: 10, width: 60, height: 30), in: left)
        _ = button("R1", CGRect(x: 10, y: 10, width: 60, height: 30), in: right)
        _ = button("L2", CGRect(x: 10, y: 60, width: 60, height: 30), in: left)
        _ = button("R2", CGRect(x: 10, y: 60, width: 60, height: 30), in: right)
        stage.app.runTurn()
        var order: [String?] = []
        for _ in 0..<4 {
            stage.typeKey(.tab)
            order.append(focusedTitle(stage))
        }
        #expect(order == ["L1", "L2", "R1", "R2"])
    }

    @Test("Environments holding the items are asked first and told after, with the heading; a refusal keeps focus and posts a failure")
    func callbacksAndVeto() {
        let stage = TouchStage()
        let container = FocusLoggingView(frame: stage.root.bounds)
        stage.root.addSubview(container)
        _ = button("A", CGRect(x: 20, y: 20, width: 80, height: 30), in: container)
        _ = button("B", CGRect(x: 120, y: 20, width: 80, height: 30), in: container)
        stage.app.runTurn()
        stage.typeKey(.tab)
        #expect(container.log == ["should", "did nothing to A heading \(UIFocusHeading.next.rawValue)"])
        container.log = []
        container.refusesMoves = true
        let failures = NotificationLog([UIFocusSystem.movementDidFailNotification])
        stage.typeKey(.tab)
        #expect(focusedTitle(stage) == "A")
        #expect(container.log == ["should"])
        #expect(failures.entries.count == 1)
    }

    @Test("Space on a focused button highlights it while held and sends touchUpInside and primaryActionTriggered when let up")
    func spaceActivatesButton() {
        let (stage, buttons) = grid()
        var events: [String] = []
        buttons[0].addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        buttons[0].addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        stage.typeKey(.tab)
        stage.keyDown(.space)
        #expect(buttons[0].isHighlighted)
        #expect(events.isEmpty)
        stage.keyUp(.space)
        #expect(!buttons[0].isHighlighted)
        #expect(events == ["up inside", "primary"])
    }

    @Test("Space turns a focused switch; arrows move a focused slider, stepper, segmented control and page control")
    func keysAdjustControls() {
        let stage = TouchStage()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let slider = UISlider(frame: CGRect(x: 10, y: 60, width: 200, height: 31))
        let stepper = UIStepper(frame: CGRect(x: 10, y: 110, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 10, y: 160, width: 240, height: 32)
        segments.selectedSegmentIndex = 0
        let pages = UIPageControl(frame: CGRect(x: 10, y: 210, width: 200, height: 26))
        pages.numberOfPages = 4
        for control in [toggle, slider, stepper, segments, pages] as [UIControl] { stage.root.addSubview(control) }
        var changes = 0
        for control in [toggle, slider, stepper, segments, pages] as [UIControl] {
            control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        }
        stage.app.runTurn()
        stage.typeKey(.tab)
        stage.typeKey(.space)
        #expect(toggle.isOn)
        stage.typeKey(.enter)
        #expect(toggle.isOn)
        stage.typeKey(.tab)
        stage.typeKey(.right)
        #expect(abs(slider.value - 0.1) < 0.001)
        stage.typeKey(.tab)
        stage.typeKey(.up)
        #expect(stepper.value == 1)
        stage.typeKey(.tab)
        stage.typeKey(.right)
        #expect(segments.selectedSegmentIndex == 1)
        stage.typeKey(.tab)
        stage.typeKey(.right)
        #expect(pages.currentPage == 1)
        #expect(changes == 5)
    }

    @Test("Space on a focused button whose menu is its primary action opens the menu with its first item highlighted")
    func spaceOpensMenu() {
        let (stage, buttons) = grid()
        buttons[0].menu = UIMenu(children: [UIAction(title: "First") { _ in }, UIAction(title: "Second") { _ in }])
        buttons[0].showsMenuAsPrimaryAction = true
        stage.typeKey(.tab)
        stage.typeKey(.space)
        #expect(stage.menuWindows.first?.highlightedTitle == "First")
    }

    @Test("A focused control that is hidden or disabled loses focus before the next frame")
    func focusDroppedWhenIneligible() {
        let (stage, buttons) = grid()
        stage.typeKey(.tab)
        buttons[0].isEnabled = false
        stage.advance(by: 0.02)
        #expect(focusedTitle(stage) == nil)
        #expect(!buttons[0].state.contains(.focused))
    }

    @Test("requestFocusUpdate sends focus to the first item inside an environment; plain views have no focus effect, controls the system's")
    func requestFocus() throws {
        let (stage, buttons) = grid()
        let system = try #require(UIFocusSystem.focusSystem(for: buttons[2]))
        system.requestFocusUpdate(to: buttons[2])
        system.updateFocusIfNeeded()
        #expect(buttons[2].isFocused)
        #expect(UIView().focusEffect == nil)
        #expect(buttons[0].focusEffect != nil)
        buttons[0].focusEffect = nil
        #expect(buttons[0].focusEffect == nil)
    }

    @Test("The focused button is ringed by a halo in its tint colour")
    func haloRendering() throws {
        let stage = TouchStage()
        stage.window.backgroundColor = .white
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Save"
        let save = UIButton(configuration: configuration)
        save.frame = CGRect(x: 20, y: 20, width: 100, height: 34)
        stage.root.addSubview(save)
        stage.app.runTurn()
        stage.typeKey(.tab)
        stage.advance(by: 0.02)
        let image = try #require(stage.app.platformWindow(of: stage.window)?.presentedImage())
        let crop = try #require(image.cropping(to: CGRect(x: 10, y: 10, width: 120, height: 54)))
        GoldenImage.expectMatch(crop, named: "focus-halo", tolerance: 2, maximumFraction: 0.001)
    }

    @Test("The Menu key, or Shift-F10, opens the focused control's context menu at its centre with the first item highlighted")
    func menuKeyOpensContextMenu() throws {
        let (stage, buttons) = grid()
        buttons[1].menu = UIMenu(children: [UIAction(title: "Rename") { _ in }, UIAction(title: "Delete") { _ in }])
        stage.typeKey(.menu)
        #expect(stage.menuWindows.isEmpty)
        stage.typeKey(.tab)
        stage.typeKey(.tab)
        stage.typeKey(.menu)
        let menu = try #require(stage.menuWindows.first)
        #expect(menu.highlightedTitle == "Rename")
        #expect(menu.frame.origin == CGPoint(x: 160, y: 37))
        stage.typeKey(.escape)
        stage.typeKey(.f10, modifiers: .shift)
        #expect(stage.menuWindows.count == 1)
        stage.typeKey(.escape)
        stage.typeKey(.f10)
        #expect(stage.menuWindows.isEmpty)
    }
}

@MainActor
@Suite("Keyboard focus: arrows within a group")
struct FocusArrowTests {
    private func button(_ title: String, _ frame: CGRect, in parent: UIView) -> UIButton {
        focusTestButton(title, frame, in: parent)
    }

    private func focusedTitle(_ stage: TouchStage) -> String? { focusedButtonTitle(stage) }

    /// A and B on one row, C below A, and D far right in a group of its own.
    private func stage() -> TouchStage {
        let stage = TouchStage()
        _ = button("A", CGRect(x: 20, y: 20, width: 80, height: 30), in: stage.root)
        _ = button("B", CGRect(x: 120, y: 22, width: 80, height: 30), in: stage.root)
        _ = button("C", CGRect(x: 24, y: 100, width: 80, height: 30), in: stage.root)
        let toolbar = UIView(frame: CGRect(x: 300, y: 0, width: 100, height: 300))
        toolbar.focusGroupIdentifier = "toolbar"
        stage.root.addSubview(toolbar)
        _ = button("D", CGRect(x: 10, y: 20, width: 80, height: 30), in: toolbar)
        stage.app.runTurn()
        stage.typeKey(.tab)
        return stage
    }

    @Test("the arrows move focus to the nearest item that way")
    func arrowsMove() {
        let stage = stage()
        #expect(focusedTitle(stage) == "A")
        stage.typeKey(.right)
        #expect(focusedTitle(stage) == "B")
        stage.typeKey(.left)
        stage.typeKey(.down)
        #expect(focusedTitle(stage) == "C")
        stage.typeKey(.up)
        #expect(focusedTitle(stage) == "A")
    }

    @Test("the arrows stay within the focused item's group, and stop at its edge with a failed movement posted")
    func arrowsStayInGroup() {
        let stage = stage()
        stage.typeKey(.right)
        var failures = 0
        let token = NotificationCenter.default.addObserver(forName: UIFocusSystem.movementDidFailNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { failures += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        stage.typeKey(.right)
        #expect(focusedTitle(stage) == "B")
        #expect(failures == 1)
    }

    @Test("a focused slider keeps the arrows for its value")
    func sliderKeepsArrows() {
        let stage = TouchStage()
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        stage.root.addSubview(slider)
        _ = button("Right", CGRect(x: 260, y: 20, width: 80, height: 30), in: stage.root)
        stage.app.runTurn()
        stage.typeKey(.tab)
        let before = slider.value
        stage.typeKey(.right)
        #expect(slider.value > before)
        #expect(UIFocusSystem.focusSystem(for: stage.window)?.focusedItem === slider)
    }
}
