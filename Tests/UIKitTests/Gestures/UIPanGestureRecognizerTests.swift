import Testing
import UIKit

@MainActor
@Suite("UIPanGestureRecognizer")
struct UIPanGestureRecognizerTests {
    private func stage() -> (TouchStage, UIPanGestureRecognizer, TouchLog) {
        let stage = TouchStage()
        let log = TouchLog()
        let pan = UIPanGestureRecognizer()
        pan.record(as: "pan", in: log)
        stage.root.addGestureRecognizer(pan)
        return (stage, pan, log)
    }

    @Test("A drag begins the pan past 10 points, changes with each move and ends when the finger lifts")
    func stateSequence() {
        let (stage, _, log) = stage()
        stage.press(CGPoint(x: 100, y: 100))
        stage.drag(CGPoint(x: 105, y: 100))
        #expect(log.entries.isEmpty)
        stage.drag(CGPoint(x: 115, y: 100))
        stage.drag(CGPoint(x: 130, y: 100))
        stage.release(CGPoint(x: 130, y: 100))
        #expect(log.entries == ["pan.began", "pan.changed", "pan.ended"])
    }

    @Test("The translation counts from the touch-down point, in the view asked for")
    func translation() {
        let (stage, pan, _) = stage()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        stage.root.addSubview(scaled)
        stage.press(CGPoint(x: 200, y: 200))
        stage.drag(CGPoint(x: 230, y: 180))
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: -20))
        #expect(pan.translation(in: scaled) == CGPoint(x: 15, y: -10))
        pan.setTranslation(.zero, in: nil)
        stage.drag(CGPoint(x: 240, y: 180))
        #expect(pan.translation(in: stage.root) == CGPoint(x: 10, y: 0))
    }

    @Test("The velocity is the recent motion per second of media time")
    func velocity() {
        let (stage, pan, _) = stage()
        stage.press(CGPoint(x: 0, y: 0))
        stage.advance(by: 0.05)
        stage.drag(CGPoint(x: 20, y: 0))
        stage.advance(by: 0.05)
        stage.drag(CGPoint(x: 40, y: 10))
        let velocity = pan.velocity(in: nil)
        #expect(abs(velocity.x - 400) < 1e-6)
        #expect(abs(velocity.y - 100) < 1e-6)
    }

    @Test("A press that lifts without moving fails the pan")
    func liftWithoutMovingFails() {
        let (stage, pan, log) = stage()
        var states: [UIGestureRecognizer.State] = []
        let view = TouchLoggingView("v", log: TouchLog(), frame: stage.root.bounds)
        view.onPhase = { _ in states.append(pan.state) }
        stage.root.addSubview(view)
        stage.tap(CGPoint(x: 10, y: 10))
        #expect(states == [.possible, .failed])
        #expect(pan.state == .possible)
        #expect(log.entries.isEmpty)
    }

    @Test("A second finger does not make the translation jump")
    func secondFingerKeepsTranslation() {
        let (stage, pan, _) = stage()
        stage.finger(1, .began, CGPoint(x: 100, y: 100))
        stage.finger(1, .moved, CGPoint(x: 120, y: 100))
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        stage.finger(2, .began, CGPoint(x: 200, y: 200))
        #expect(pan.translation(in: nil) == CGPoint(x: 20, y: 0))
        stage.finger(2, .moved, CGPoint(x: 210, y: 200))
        #expect(pan.translation(in: nil) == CGPoint(x: 25, y: 0))
        #expect(pan.numberOfTouches == 2)
    }

    @Test("A pan needing two fingers does not begin with one")
    func minimumTouches() {
        let (stage, pan, log) = stage()
        pan.minimumNumberOfTouches = 2
        stage.press(CGPoint(x: 100, y: 100))
        stage.drag(CGPoint(x: 150, y: 100))
        #expect(pan.state == .possible)
        stage.release(CGPoint(x: 150, y: 100))
        #expect(log.entries.isEmpty)
    }
}
