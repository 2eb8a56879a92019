import Testing
import UIKit

@MainActor
@Suite("Gesture arbitration")
struct GestureArbitrationTests {
    @Test("A single tap that requires a double tap to fail waits for it: one tap fires after 0.4 s, two taps fire only the double")
    func singleRequiresDoubleToFail() {
        let stage = TouchStage()
        let log = TouchLog()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        single.record(as: "single", in: log)
        double.record(as: "double", in: log)
        stage.root.addGestureRecognizer(single)
        stage.root.addGestureRecognizer(double)
        stage.tap(CGPoint(x: 10, y: 10))
        #expect(log.entries.isEmpty)
        stage.advance(by: 0.3)
        #expect(log.entries.isEmpty)
        stage.advance(by: 0.2)
        #expect(log.entries == ["single.ended"])
        stage.tap(CGPoint(x: 10, y: 10))
        stage.advance(by: 0.1)
        stage.tap(CGPoint(x: 10, y: 10))
        stage.advance(by: 1)
        #expect(log.entries == ["single.ended", "double.ended"])
    }

    @Test("A delegate's failure requirement works as require(toFail:)")
    func delegateFailureRequirement() {
        final class Requiring: UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                otherGestureRecognizer === other
            }
        }
        let stage = TouchStage()
        let log = TouchLog()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        let delegate = Requiring()
        delegate.other = double
        single.delegate = delegate
        single.record(as: "single", in: log)
        double.record(as: "double", in: log)
        stage.root.addGestureRecognizer(single)
        stage.root.addGestureRecognizer(double)
        stage.tap(CGPoint(x: 10, y: 10))
        stage.tap(CGPoint(x: 10, y: 10))
        stage.advance(by: 1)
        #expect(log.entries == ["double.ended"])
    }

    @Test("A recognizer that recognizes cancels its touches in the view; with cancelsTouchesInView off the view keeps them")
    func cancelsTouchesInView() {
        for cancels in [true, false] {
            let stage = TouchStage()
            let log = TouchLog()
            let view = TouchLoggingView("v", log: log, frame: stage.root.bounds)
            stage.root.addSubview(view)
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = cancels
            pan.record(as: "pan", in: log)
            view.addGestureRecognizer(pan)
            stage.press(CGPoint(x: 10, y: 10))
            stage.drag(CGPoint(x: 40, y: 10))
            stage.drag(CGPoint(x: 50, y: 10))
            stage.release(CGPoint(x: 50, y: 10))
            let expected = cancels
                ? ["v.began(1)@10,10", "pan.began", "v.cancelled(1)@40,10", "pan.changed", "pan.ended"]
                : ["v.began(1)@10,10", "pan.began", "v.moved(1)@40,10", "pan.changed", "v.moved(1)@50,10", "pan.ended", "v.ended(1)@50,10"]
            #expect(log.entries == expected)
        }
    }

    @Test("With delaysTouchesBegan the view hears of a touch only once the recognizer fails, and never if it recognizes")
    func delaysTouchesBegan() {
        let stage = TouchStage()
        let log = TouchLog()
        let view = TouchLoggingView("v", log: log, frame: stage.root.bounds)
        stage.root.addSubview(view)
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        tap.record(as: "tap", in: log)
        view.addGestureRecognizer(tap)
        stage.tap(CGPoint(x: 10, y: 10))
        #expect(log.entries == ["tap.ended"])
        stage.press(CGPoint(x: 10, y: 10))
        #expect(log.entries == ["tap.ended"])
        stage.drag(CGPoint(x: 60, y: 10))
        stage.drag(CGPoint(x: 70, y: 10))
        stage.release(CGPoint(x: 70, y: 10))
        #expect(log.entries == ["tap.ended", "v.began(1)@60,10", "v.moved(1)@70,10", "v.ended(1)@70,10"])
    }

    @Test("With delaysTouchesEnded a lifted touch reaches the view only once a waiting recognizer fails")
    func delaysTouchesEnded() {
        let stage = TouchStage()
        let log = TouchLog()
        let view = TouchLoggingView("v", log: log, frame: stage.root.bounds)
        stage.root.addSubview(view)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        stage.tap(CGPoint(x: 10, y: 10))
        #expect(log.entries == ["v.began(1)@10,10"])
        stage.advance(by: 0.5)
        #expect(log.entries == ["v.began(1)@10,10", "v.ended(1)@10,10"])
    }

    @Test("A double tap that recognizes cancels the touches of both taps in the view")
    func doubleTapCancelsBothTaps() {
        let stage = TouchStage()
        let log = TouchLog()
        let view = TouchLoggingView("v", log: log, frame: stage.root.bounds)
        stage.root.addSubview(view)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        stage.tap(CGPoint(x: 10, y: 10))
        stage.tap(CGPoint(x: 10, y: 10))
        #expect(log.entries == ["v.began(1)@10,10", "v.began(1)@10,10", "v.cancelled(2)@10,10"])
    }

    @Test("The hit view's recognizer wins over its superview's; a delegate can let both recognize")
    func innerRecognizerWins() {
        for simultaneous in [false, true] {
            let stage = TouchStage()
            let log = TouchLog()
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            stage.root.addSubview(inner)
            let innerPan = UIPanGestureRecognizer()
            let outerPan = UIPanGestureRecognizer()
            let delegate = ScriptedGestureDelegate()
            delegate.simultaneous = simultaneous
            outerPan.delegate = delegate
            innerPan.record(as: "inner", in: log)
            outerPan.record(as: "outer", in: log)
            inner.addGestureRecognizer(innerPan)
            stage.root.addGestureRecognizer(outerPan)
            stage.press(CGPoint(x: 10, y: 10))
            stage.drag(CGPoint(x: 40, y: 10))
            stage.release(CGPoint(x: 40, y: 10))
            let expected = simultaneous ? ["inner.began", "outer.began", "inner.ended", "outer.ended"] : ["inner.began", "inner.ended"]
            #expect(log.entries == expected)
        }
    }

    @Test("A delegate that refuses to let a recognizer begin makes it fail; one that refuses a touch keeps it out")
    func delegateRefuses() {
        let stage = TouchStage()
        let log = TouchLog()
        let pan = UIPanGestureRecognizer()
        let delegate = ScriptedGestureDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        pan.record(as: "pan", in: log)
        stage.root.addGestureRecognizer(pan)
        var states: [UIGestureRecognizer.State] = []
        let view = TouchLoggingView("v", log: TouchLog(), frame: stage.root.bounds)
        view.onPhase = { _ in states.append(pan.state) }
        stage.root.addSubview(view)
        stage.press(CGPoint(x: 10, y: 10))
        stage.drag(CGPoint(x: 40, y: 10))
        #expect(states.last == .failed)
        stage.release(CGPoint(x: 40, y: 10))
        delegate.shouldBegin = true
        delegate.receivesTouches = false
        stage.press(CGPoint(x: 10, y: 10))
        stage.drag(CGPoint(x: 40, y: 10))
        #expect(pan.numberOfTouches == 0)
        stage.release(CGPoint(x: 40, y: 10))
        #expect(log.entries.isEmpty)
    }

    @Test("A view's gestureRecognizerShouldBegin can refuse a recognizer")
    func viewRefuses() {
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let stage = TouchStage()
        let log = TouchLog()
        let view = Refusing(frame: stage.root.bounds)
        stage.root.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.record(as: "pan", in: log)
        view.addGestureRecognizer(pan)
        stage.press(CGPoint(x: 10, y: 10))
        stage.drag(CGPoint(x: 40, y: 10))
        stage.release(CGPoint(x: 40, y: 10))
        #expect(log.entries.isEmpty)
    }

    @Test("A recognizer that cannot be prevented recognizes beside the one that won")
    func canBePrevented() {
        final class Unpreventable: UIPanGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let stage = TouchStage()
        let log = TouchLog()
        let first = UIPanGestureRecognizer()
        let second = Unpreventable()
        first.record(as: "first", in: log)
        second.record(as: "second", in: log)
        stage.root.addGestureRecognizer(first)
        stage.root.addGestureRecognizer(second)
        stage.press(CGPoint(x: 10, y: 10))
        stage.drag(CGPoint(x: 40, y: 10))
        stage.release(CGPoint(x: 40, y: 10))
        #expect(log.entries == ["first.began", "second.began", "first.ended", "second.ended"])
    }

    @Test("Disabling a recognizer mid-gesture cancels it")
    func disablingCancels() {
        let stage = TouchStage()
        let log = TouchLog()
        let pan = UIPanGestureRecognizer()
        pan.record(as: "pan", in: log)
        stage.root.addGestureRecognizer(pan)
        stage.press(CGPoint(x: 10, y: 10))
        stage.drag(CGPoint(x: 40, y: 10))
        pan.isEnabled = false
        stage.drag(CGPoint(x: 50, y: 10))
        stage.release(CGPoint(x: 50, y: 10))
        #expect(log.entries == ["pan.began", "pan.cancelled"])
        #expect(pan.state == .possible)
    }

    @Test("A recognizer removed, or its view removed, in its own action ends quietly")
    func removedInOwnAction() {
        let stage = TouchStage()
        let log = TouchLog()
        let view = TouchLoggingView("v", log: log, frame: stage.root.bounds)
        stage.root.addSubview(view)
        let pan = UIPanGestureRecognizer()
        pan.addTarget { (recognizer: UIPanGestureRecognizer) in
            log.entries.append("pan.\(recognizer.state.label)")
            recognizer.view?.removeGestureRecognizer(recognizer)
            view.removeFromSuperview()
        }
        view.addGestureRecognizer(pan)
        stage.press(CGPoint(x: 10, y: 10))
        stage.drag(CGPoint(x: 40, y: 10))
        stage.drag(CGPoint(x: 60, y: 10))
        stage.release(CGPoint(x: 60, y: 10))
        #expect(log.entries == ["v.began(1)@10,10", "pan.began", "v.cancelled(1)@40,10"])
        #expect(pan.view == nil && pan.state == .possible)
    }

    @Test("Only the state machine's transitions are taken; a wrong one is ignored")
    func illegalTransitions() {
        let stage = TouchStage()
        let pan = UIPanGestureRecognizer()
        stage.root.addGestureRecognizer(pan)
        pan.state = .changed
        #expect(pan.state == .possible)
        pan.state = .cancelled
        #expect(pan.state == .possible)
        stage.press(CGPoint(x: 10, y: 10))
        stage.drag(CGPoint(x: 40, y: 10))
        #expect(pan.state == .began)
        pan.state = .failed
        #expect(pan.state == .began)
    }

    @Test("A closing window cancels a gesture in progress")
    func windowClosedMidGesture() {
        let stage = TouchStage()
        let log = TouchLog()
        let pan = UIPanGestureRecognizer()
        pan.record(as: "pan", in: log)
        stage.root.addGestureRecognizer(pan)
        stage.press(CGPoint(x: 10, y: 10))
        stage.drag(CGPoint(x: 40, y: 10))
        stage.app.platform.inject(.closeRequested(window: stage.window.platformWindow!.id))
        stage.app.runTurn()
        #expect(log.entries == ["pan.began", "pan.cancelled"])
    }
}
