import Foundation
import Testing
import UIKit

/// The names of the touch events, for logs.
private let eventNames: [(UIControl.Event, String)] = [
    (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
    (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
    (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
]

/// A control that logs its tracking calls and, through one action per event, its touch events.
@MainActor
private final class LoggingControl: UIControl {
    var log: [String] = []
    var continues = true

    func logEvents() {
        for (event, name) in eventNames {
            addAction(UIAction(identifier: .init(name)) { [unowned self] _ in log.append(name) }, for: event)
        }
    }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue")
        return continues
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: UIEvent?) {
        log.append(event == nil ? "cancelTracking(nil)" : "cancelTracking")
        super.cancelTracking(with: event)
    }
}

/// A target whose methods log how they were called.
@MainActor
private final class Target {
    var calls: [String] = []
    func pressed() { calls.append("pressed") }
    func pressed(_ sender: UIControl) { calls.append("pressed(sender)") }
    func pressed(_ sender: UIControl, _ event: UIEvent?) { calls.append(event == nil ? "pressed(sender, nil)" : "pressed(sender, event)") }
}

@MainActor
@Suite("UIControl")
struct UIControlTests {
    /// A 100×40 control at (50, 50) in a stage's root view, logging its events.
    private func stage() -> (TouchStage, LoggingControl) {
        let stage = TouchStage()
        let control = LoggingControl(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        control.logEvents()
        stage.root.addSubview(control)
        return (stage, control)
    }

    @Test("State is composed from enabled, selected and highlighted, with UIKit's raw values")
    func stateComposition() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.disabled, .selected])
        #expect(control.state.rawValue == 6)
        control.isHighlighted = true
        #expect(control.state.rawValue == 7)
        #expect(UIControl.State.focused.rawValue == 8)
    }

    @Test("Control events have UIKit's raw values")
    func eventRawValues() {
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.touchCancel.rawValue == 256)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.menuActionTriggered.rawValue == 16384)
        #expect(UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.allEditingEvents.rawValue == 0xF_0000)
    }

    @Test("A tap begins tracking, sends touch down, then ends tracking and sends touch up inside")
    func tap() {
        let (stage, control) = stage()
        stage.press(CGPoint(x: 60, y: 60))
        #expect(control.log == ["begin", "down"])
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        stage.release(CGPoint(x: 60, y: 60))
        #expect(control.log == ["begin", "down", "end", "upInside"])
        #expect(!control.isHighlighted && !control.isTracking && !control.isTouchInside)
    }

    @Test("Up to 70 points outside the bounds a dragged touch still counts as inside")
    func tolerance() {
        let (stage, control) = stage()
        stage.press(CGPoint(x: 60, y: 60))
        // The control's right edge is at x = 150.
        stage.drag(CGPoint(x: 150 + 69, y: 60))
        #expect(control.isHighlighted && control.isTouchInside)
        #expect(control.log.suffix(2) == ["continue", "dragInside"])
        stage.drag(CGPoint(x: 150 + 71, y: 60))
        #expect(!control.isHighlighted && !control.isTouchInside)
        #expect(control.log.suffix(3) == ["continue", "dragOutside", "dragExit"])
    }

    @Test("Leaving and coming back send drag exit and drag enter once each, with highlight following")
    func exitAndEnter() {
        let (stage, control) = stage()
        stage.press(CGPoint(x: 60, y: 60))
        stage.drag(CGPoint(x: 300, y: 60))
        stage.drag(CGPoint(x: 310, y: 60))
        stage.drag(CGPoint(x: 70, y: 60))
        let events = control.log.filter { $0 != "continue" }
        #expect(events == ["begin", "down", "dragOutside", "dragExit", "dragOutside", "dragInside", "dragEnter"])
        #expect(control.isHighlighted)
    }

    @Test("Lifting outside the tolerance sends touch up outside")
    func upOutside() {
        let (stage, control) = stage()
        stage.press(CGPoint(x: 60, y: 60))
        stage.drag(CGPoint(x: 300, y: 60))
        stage.release(CGPoint(x: 300, y: 60))
        #expect(control.log.suffix(2) == ["end", "upOutside"])
        #expect(!control.log.contains("upInside"))
    }

    @Test("A continueTracking that returns false stops the calls but not the events")
    func stopContinuing() {
        let (stage, control) = stage()
        control.continues = false
        stage.press(CGPoint(x: 60, y: 60))
        stage.drag(CGPoint(x: 61, y: 60))
        stage.drag(CGPoint(x: 62, y: 60))
        stage.release(CGPoint(x: 62, y: 60))
        #expect(control.log == ["begin", "down", "continue", "dragInside", "dragInside", "upInside"])
    }

    @Test("A second tap in a row sends touch down repeat with touch down")
    func downRepeat() {
        let (stage, control) = stage()
        stage.tap(CGPoint(x: 60, y: 60))
        stage.advance(by: 0.1)
        stage.press(CGPoint(x: 60, y: 60))
        #expect(control.log.suffix(3) == ["begin", "down", "downRepeat"])
    }

    @Test("A pan recognizer on the superview that takes the touch cancels tracking and sends touch cancel")
    func recognizerCancels() {
        let (stage, control) = stage()
        stage.root.addGestureRecognizer(UIPanGestureRecognizer())
        stage.press(CGPoint(x: 60, y: 60))
        stage.drag(CGPoint(x: 90, y: 60))
        #expect(control.log.suffix(2) == ["cancelTracking", "cancel"])
        #expect(!control.isHighlighted && !control.isTracking)
        stage.release(CGPoint(x: 90, y: 60))
        #expect(!control.log.contains("upInside") && !control.log.contains("upOutside"))
    }

    @Test("A disabled control sends nothing and passes its touches up the responder chain")
    func disabled() {
        let stage = TouchStage()
        let log = TouchLog()
        let parent = TouchLoggingView("parent", log: log, frame: stage.root.bounds)
        stage.root.addSubview(parent)
        let control = LoggingControl(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        control.logEvents()
        control.isEnabled = false
        parent.addSubview(control)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(control.log.isEmpty)
        #expect(log.entries == ["parent.began(1)@60,60", "parent.ended(1)@60,60"])
        #expect(!control.isHighlighted)
    }

    @Test("A control taken out of its window while tracking cancels tracking with no event")
    func removedWhileTracking() {
        let (stage, control) = stage()
        stage.press(CGPoint(x: 60, y: 60))
        control.removeFromSuperview()
        #expect(control.log.suffix(2) == ["cancelTracking(nil)", "cancel"])
        #expect(!control.isTracking && !control.isHighlighted)
        stage.release(CGPoint(x: 60, y: 60))
        #expect(control.log.suffix(1) == ["cancel"])
    }

    @Test("An action that removes its own control from the window runs once and nothing breaks")
    func actionRemovesControl() {
        let (stage, control) = stage()
        var runs = 0
        control.addAction(UIAction { _ in
            runs += 1
            control.removeFromSuperview()
        }, for: .touchUpInside)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(runs == 1)
        #expect(control.window == nil)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(runs == 1)
    }

    @Test("An action added again with the same identifier replaces the first")
    func identifierReplaces() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("second") }, for: .valueChanged)
        control.sendActions(for: [.touchUpInside, .valueChanged])
        #expect(log == ["second"])
        #expect(control.allControlEvents == .valueChanged)
    }

    @Test("Removing an action for some of its events keeps it for the others")
    func removeForSomeEvents() {
        let control = UIControl()
        var count = 0
        let action = UIAction { _ in count += 1 }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.removeAction(action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(count == 0)
        control.sendActions(for: .valueChanged)
        #expect(count == 1)
        control.removeAction(identifiedBy: action.identifier, for: .valueChanged)
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("Sending several events runs each action once, in the order added")
    func sendOrder() {
        let control = UIControl()
        var log: [String] = []
        control.addAction(UIAction { _ in log.append("a") }, for: [.touchDown, .touchUpInside])
        control.addTarget(action: { (_: UIControl) in log.append("closure") }, for: .touchUpInside)
        control.addAction(UIAction { _ in log.append("b") }, for: .touchUpInside)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log == ["a", "closure", "b"])
    }

    @Test("Typed target actions get the sender and the touch's event, which is nil when the app sends")
    func typedTargets() {
        let (stage, control) = stage()
        let target = Target()
        control.addTarget(target, action: Target.pressed as (Target) -> () -> Void, for: .touchUpInside)
        control.addTarget(target, action: Target.pressed as (Target) -> (UIControl) -> Void, for: .touchUpInside)
        control.addTarget(target, action: Target.pressed as (Target) -> (UIControl, UIEvent?) -> Void, for: .touchUpInside)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(target.calls == ["pressed", "pressed(sender)", "pressed(sender, event)"])
        control.sendActions(for: .touchUpInside)
        #expect(target.calls.last == "pressed(sender, nil)")
    }

    @Test("A control does not keep its targets, and removeTarget stops one target's actions")
    func weakTargets() {
        let control = UIControl()
        var target: Target? = Target()
        weak let gone = target
        control.addTarget(target!, action: Target.pressed as (Target) -> () -> Void, for: .valueChanged)
        let kept = Target()
        control.addTarget(kept, action: Target.pressed as (Target) -> () -> Void, for: .valueChanged)
        target = nil
        #expect(gone == nil)
        control.sendActions(for: .valueChanged)
        #expect(kept.calls == ["pressed"])
        control.removeTarget(kept, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(kept.calls == ["pressed"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("An action's sender is the control while its handler runs")
    func sender() {
        let control = UIControl()
        var sender: Any?
        let action = UIAction { sender = $0.sender }
        control.sendAction(action)
        #expect(sender as? UIControl === control)
        #expect(action.sender == nil)
    }

    @Test("Enumerating handlers gives actions, targets and closures with their events, and can stop")
    func enumerate() {
        let control = UIControl()
        let target = Target()
        let action = UIAction { _ in }
        control.addAction(action, for: .touchUpInside)
        control.addTarget(target, action: Target.pressed as (Target) -> () -> Void, for: .valueChanged)
        control.addTarget(action: { (_: UIControl) in }, for: .touchDown)
        var seen: [String] = []
        control.enumerateEventHandlers { action, target, events, stop in
            if let action { seen.append("action \(action.identifier == action.identifier) \(events.rawValue)") }
            if case .some(.some(let object)) = target { seen.append("target \(object is Target) \(events.rawValue)") }
            if case .some(.none) = target { seen.append("closure \(events.rawValue)") }
        }
        #expect(seen == ["action true 64", "target true 4096", "closure 1"])
        var count = 0
        control.enumerateEventHandlers { _, _, _, stop in
            count += 1
            stop.pointee = true
        }
        #expect(count == 1)
    }

    @Test("Leading and trailing content alignment resolve to left and right, flipped right to left")
    func effectiveAlignment() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
    }

    @Test("Every control reports not enabled to accessibility while disabled, on top of its own traits")
    func notEnabledTrait() {
        let control = UIControl()
        control.accessibilityTraits = .button
        control.isEnabled = false
        #expect(control.accessibilityTraits == [.button, .notEnabled])
        control.isEnabled = true
        #expect(control.accessibilityTraits == .button)
        let pages = UIPageControl()
        pages.isEnabled = false
        #expect(pages.accessibilityTraits == [.adjustable, .notEnabled])
    }
}
