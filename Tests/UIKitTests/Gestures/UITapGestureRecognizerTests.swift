import Testing
import UIKit

@MainActor
@Suite("UITapGestureRecognizer")
struct UITapGestureRecognizerTests {
    private func stage(taps: Int = 1, touches: Int = 1) -> (TouchStage, UITapGestureRecognizer, TouchLog) {
        let stage = TouchStage()
        let log = TouchLog()
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        tap.record(as: "tap", in: log)
        stage.root.addGestureRecognizer(tap)
        return (stage, tap, log)
    }

    @Test("A tap is recognized when the finger lifts, once, at the tap's location, and the recognizer resets")
    func singleTap() {
        let (stage, tap, log) = stage()
        var location = CGPoint.zero
        tap.addTarget { (recognizer: UITapGestureRecognizer) in location = recognizer.location(in: stage.root) }
        stage.press(CGPoint(x: 30, y: 40))
        #expect(log.entries.isEmpty)
        stage.release(CGPoint(x: 30, y: 40))
        #expect(log.entries == ["tap.ended"])
        #expect(location == CGPoint(x: 30, y: 40))
        #expect(tap.state == .possible)
        stage.tap(CGPoint(x: 100, y: 100))
        #expect(log.entries == ["tap.ended", "tap.ended"])
    }

    @Test("A finger that moves more than 10 points is not a tap")
    func movementFails() {
        let (stage, tap, log) = stage()
        stage.press(CGPoint(x: 30, y: 40))
        stage.drag(CGPoint(x: 45, y: 40))
        #expect(tap.state == .failed)
        stage.release(CGPoint(x: 45, y: 40))
        #expect(log.entries.isEmpty)
        #expect(tap.state == .possible)
    }

    @Test("A double tap is recognized on the second lift; a second tap after 0.4 s is too late")
    func doubleTap() {
        let (stage, tap, log) = stage(taps: 2)
        stage.tap(CGPoint(x: 30, y: 40))
        stage.advance(by: 0.2)
        stage.tap(CGPoint(x: 32, y: 41))
        #expect(log.entries == ["tap.ended"])
        stage.tap(CGPoint(x: 30, y: 40))
        stage.advance(by: 0.5)
        #expect(tap.state == .possible)
        stage.tap(CGPoint(x: 30, y: 40))
        stage.advance(by: 0.5)
        #expect(log.entries == ["tap.ended"])
    }

    @Test("A two-finger tap needs both fingers down together; one finger fails it")
    func twoFingerTap() {
        let (stage, _, log) = stage(touches: 2)
        stage.finger(1, .began, CGPoint(x: 10, y: 10))
        stage.finger(2, .began, CGPoint(x: 50, y: 10))
        stage.finger(1, .ended, CGPoint(x: 10, y: 10))
        stage.finger(2, .ended, CGPoint(x: 50, y: 10))
        #expect(log.entries == ["tap.ended"])
        stage.tap(CGPoint(x: 10, y: 10))
        #expect(log.entries == ["tap.ended"])
    }

    @Test("A third finger fails a two-finger tap")
    func tooManyFingers() {
        let (stage, tap, _) = stage(touches: 2)
        stage.finger(1, .began, CGPoint(x: 10, y: 10))
        stage.finger(2, .began, CGPoint(x: 50, y: 10))
        stage.finger(3, .began, CGPoint(x: 90, y: 10))
        #expect(tap.state == .failed)
    }

    @Test("The typed target form calls a method of the target with the recognizer, and does not keep the target alive")
    func typedTarget() {
        let stage = TouchStage()
        final class Controller {
            var taps = 0
            func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1 }
            func tappedPlain() { taps += 10 }
        }
        var controller: Controller? = Controller()
        weak var weakController = controller
        let tap = UITapGestureRecognizer(target: controller!, action: Controller.tapped)
        tap.addTarget(controller!, action: Controller.tappedPlain)
        stage.root.addGestureRecognizer(tap)
        stage.tap(CGPoint(x: 10, y: 10))
        #expect(controller?.taps == 11)
        controller = nil
        #expect(weakController == nil)
        stage.tap(CGPoint(x: 10, y: 10))
    }

    @Test("removeTarget removes a target's actions, and nil removes all")
    func removeTarget() {
        let (stage, tap, log) = stage()
        tap.removeTarget(nil)
        stage.tap(CGPoint(x: 10, y: 10))
        #expect(log.entries.isEmpty)
    }
}
