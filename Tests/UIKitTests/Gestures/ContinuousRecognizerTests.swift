import Platform
import Testing
import UIKit

@MainActor
@Suite("Long press, swipe, pinch, rotation, screen-edge, hover and scroll recognizers")
struct ContinuousRecognizerTests {
    private func stage<R: UIGestureRecognizer>(_ recognizer: R, name: String) -> (TouchStage, TouchLog) {
        let stage = TouchStage()
        let log = TouchLog()
        recognizer.record(as: name, in: log)
        stage.root.addGestureRecognizer(recognizer)
        return (stage, log)
    }

    @Test("A long press begins after 0.5 s held still, changes as it moves, ends on lift")
    func longPress() {
        let press = UILongPressGestureRecognizer()
        let (stage, log) = stage(press, name: "press")
        stage.press(CGPoint(x: 50, y: 50))
        stage.advance(by: 0.4)
        #expect(log.entries.isEmpty)
        stage.advance(by: 0.2)
        #expect(log.entries == ["press.began"])
        stage.drag(CGPoint(x: 90, y: 50))
        stage.release(CGPoint(x: 90, y: 50))
        #expect(log.entries == ["press.began", "press.changed", "press.ended"])
    }

    @Test("A long press fails when the finger moves too far or lifts too soon")
    func longPressFails() {
        let press = UILongPressGestureRecognizer()
        let (stage, log) = stage(press, name: "press")
        stage.press(CGPoint(x: 50, y: 50))
        stage.drag(CGPoint(x: 70, y: 50))
        stage.advance(by: 1)
        stage.release(CGPoint(x: 70, y: 50))
        stage.tap(CGPoint(x: 50, y: 50))
        stage.advance(by: 1)
        #expect(log.entries.isEmpty)
    }

    @Test("A long press after a tap (numberOfTapsRequired 1) needs the tap first")
    func tapThenLongPress() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let (stage, log) = stage(press, name: "press")
        stage.press(CGPoint(x: 50, y: 50))
        stage.advance(by: 1)
        #expect(log.entries.isEmpty)
        stage.release(CGPoint(x: 50, y: 50))
        stage.advance(by: 0.5)
        stage.tap(CGPoint(x: 50, y: 50))
        stage.advance(by: 0.1)
        stage.press(CGPoint(x: 50, y: 50))
        stage.advance(by: 0.6)
        #expect(log.entries == ["press.began"])
    }

    @Test("A quick stroke right is a right swipe; a stroke left, a slow one or a crooked one is not")
    func swipe() {
        let swipe = UISwipeGestureRecognizer()
        let (stage, log) = stage(swipe, name: "swipe")
        stage.press(CGPoint(x: 100, y: 100))
        stage.advance(by: 0.1)
        stage.drag(CGPoint(x: 130, y: 105))
        stage.advance(by: 0.1)
        stage.drag(CGPoint(x: 160, y: 110))
        #expect(log.entries == ["swipe.ended"])
        stage.release(CGPoint(x: 160, y: 110))
        for path in [[CGPoint(x: 40, y: 100)], [CGPoint(x: 160, y: 160)]] {
            stage.press(CGPoint(x: 100, y: 100))
            stage.advance(by: 0.1)
            stage.drag(path[0])
            stage.release(path[0])
        }
        stage.press(CGPoint(x: 100, y: 100))
        stage.advance(by: 0.6)
        stage.drag(CGPoint(x: 200, y: 100))
        stage.release(CGPoint(x: 200, y: 100))
        #expect(log.entries == ["swipe.ended"])
    }

    @Test("A swipe may be allowed several directions")
    func swipeDirections() {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.up, .left]
        let (stage, log) = stage(swipe, name: "swipe")
        stage.press(CGPoint(x: 100, y: 200))
        stage.drag(CGPoint(x: 100, y: 120))
        stage.release(CGPoint(x: 100, y: 120))
        stage.press(CGPoint(x: 200, y: 100))
        stage.drag(CGPoint(x: 120, y: 100))
        stage.release(CGPoint(x: 120, y: 100))
        #expect(log.entries == ["swipe.ended", "swipe.ended"])
    }

    @Test("A pan and a swipe on one view: a quick stroke is the swipe when the pan requires the swipe to fail, a slow drag the pan")
    func panAgainstSwipe() {
        let stage = TouchStage()
        let log = TouchLog()
        let pan = UIPanGestureRecognizer()
        let swipe = UISwipeGestureRecognizer()
        pan.require(toFail: swipe)
        pan.record(as: "pan", in: log)
        swipe.record(as: "swipe", in: log)
        stage.root.addGestureRecognizer(pan)
        stage.root.addGestureRecognizer(swipe)
        stage.press(CGPoint(x: 100, y: 100))
        stage.drag(CGPoint(x: 130, y: 100))
        stage.drag(CGPoint(x: 170, y: 100))
        stage.release(CGPoint(x: 170, y: 100))
        #expect(log.entries == ["swipe.ended"])
        stage.press(CGPoint(x: 100, y: 100))
        stage.drag(CGPoint(x: 100, y: 130))
        stage.advance(by: 0.6)
        stage.drag(CGPoint(x: 100, y: 140))
        stage.release(CGPoint(x: 100, y: 140))
        #expect(log.entries == ["swipe.ended", "pan.began", "pan.changed", "pan.ended"])
    }

    @Test("Alt-dragging apart pinches: the scale is the distance over the starting distance")
    func pinch() {
        let pinch = UIPinchGestureRecognizer()
        let (stage, log) = stage(pinch, name: "pinch")
        stage.press(CGPoint(x: 150, y: 150), modifiers: .alternate)
        stage.advance(by: 0.1)
        stage.drag(CGPoint(x: 100, y: 150), modifiers: .alternate)
        #expect(abs(pinch.scale - 2) < 1e-9)
        #expect(abs(pinch.velocity - 10) < 1e-6)
        pinch.scale = 1
        stage.drag(CGPoint(x: 50, y: 150), modifiers: .alternate)
        #expect(abs(pinch.scale - 1.5) < 1e-9)
        stage.release(CGPoint(x: 50, y: 150), modifiers: .alternate)
        #expect(log.entries == ["pinch.began", "pinch.changed", "pinch.ended"])
    }

    @Test("Two fingers turning rotate clockwise-positive, through a half turn without jumping")
    func rotation() {
        let rotation = UIRotationGestureRecognizer()
        let (stage, log) = stage(rotation, name: "rotation")
        stage.finger(1, .began, CGPoint(x: 200, y: 100))
        stage.finger(2, .began, CGPoint(x: 300, y: 100))
        stage.finger(2, .moved, CGPoint(x: 200, y: 200))
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        stage.finger(2, .moved, CGPoint(x: 100, y: 110))
        stage.finger(2, .moved, CGPoint(x: 100, y: 90))
        #expect(rotation.rotation > .pi)
        stage.finger(1, .ended, CGPoint(x: 200, y: 100))
        #expect(log.entries == ["rotation.began", "rotation.changed", "rotation.changed", "rotation.ended"])
    }

    @Test("Pinch and rotation recognize together when a delegate allows it, and only one of them otherwise")
    func pinchWithRotation() {
        for simultaneous in [true, false] {
            let stage = TouchStage()
            let log = TouchLog()
            let pinch = UIPinchGestureRecognizer()
            let rotation = UIRotationGestureRecognizer()
            let delegate = ScriptedGestureDelegate()
            delegate.simultaneous = simultaneous
            pinch.delegate = delegate
            pinch.record(as: "pinch", in: log)
            rotation.record(as: "rotation", in: log)
            stage.root.addGestureRecognizer(pinch)
            stage.root.addGestureRecognizer(rotation)
            stage.finger(1, .began, CGPoint(x: 100, y: 150))
            stage.finger(2, .began, CGPoint(x: 200, y: 150))
            stage.finger(2, .moved, CGPoint(x: 250, y: 200))
            stage.finger(2, .ended, CGPoint(x: 250, y: 200))
            let expected = simultaneous ? ["pinch.began", "rotation.began", "pinch.ended", "rotation.ended"] : ["pinch.began", "pinch.ended"]
            #expect(log.entries == expected)
        }
    }

    @Test("A screen-edge pan begins only from its edge of the window, moving inwards")
    func screenEdgePan() {
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        let (stage, log) = stage(edge, name: "edge")
        stage.press(CGPoint(x: 100, y: 100))
        stage.drag(CGPoint(x: 150, y: 100))
        stage.release(CGPoint(x: 150, y: 100))
        stage.press(CGPoint(x: 5, y: 100))
        stage.drag(CGPoint(x: 5, y: 150))
        stage.release(CGPoint(x: 5, y: 150))
        #expect(log.entries.isEmpty)
        stage.press(CGPoint(x: 5, y: 100))
        stage.drag(CGPoint(x: 60, y: 100))
        stage.release(CGPoint(x: 60, y: 100))
        #expect(log.entries == ["edge.began", "edge.ended"])
    }

    @Test("The pointer moving over a view without a button is a hover: it begins, changes and ends when the pointer leaves")
    func hover() {
        let stage = TouchStage()
        let log = TouchLog()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        stage.root.addSubview(view)
        let hover = UIHoverGestureRecognizer()
        hover.record(as: "hover", in: log)
        view.addGestureRecognizer(hover)
        var locations: [CGPoint] = []
        hover.addTarget { (recognizer: UIHoverGestureRecognizer) in locations.append(recognizer.location(in: view)) }
        stage.drag(CGPoint(x: 50, y: 50))
        stage.drag(CGPoint(x: 120, y: 130))
        stage.drag(CGPoint(x: 150, y: 130))
        stage.drag(CGPoint(x: 250, y: 130))
        #expect(log.entries == ["hover.began", "hover.changed", "hover.ended"])
        #expect(locations == [CGPoint(x: 20, y: 30), CGPoint(x: 50, y: 30), CGPoint(x: 50, y: 30)])
    }

    @Test("A pan that takes wheel scrolling begins, follows the wheel the other way and ends when the wheel rests")
    func scrollWheelPan() {
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .discrete
        let ignoring = UIPanGestureRecognizer()
        let (stage, log) = stage(pan, name: "pan")
        ignoring.record(as: "ignoring", in: log)
        stage.root.addGestureRecognizer(ignoring)
        let id = stage.window.platformWindow!.id
        for _ in 0..<3 {
            stage.app.platform.inject(.scroll(window: id, deltaX: 0, deltaY: 1, location: CGPoint(x: 50, y: 50), modifiers: [], timestamp: 0))
            stage.app.runTurn()
        }
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: -30))
        #expect(pan.location(in: nil) == CGPoint(x: 50, y: 50))
        stage.advance(by: 0.3)
        #expect(log.entries == ["pan.began", "pan.changed", "pan.changed", "pan.ended"])
    }

    @Test("A touchpad pinch drives the pinch and rotation recognizers under the pointer")
    func touchpadPinch() {
        let stage = TouchStage()
        let log = TouchLog()
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        pinch.record(as: "pinch", in: log)
        rotation.record(as: "rotation", in: log)
        stage.root.addGestureRecognizer(pinch)
        stage.root.addGestureRecognizer(rotation)
        let id = stage.window.platformWindow!.id
        for (phase, scale, angle) in [(TouchPhase.began, 1.0, 0.0), (.moved, 1.25, 0.1), (.moved, 1.5, 0.3)] {
            stage.app.platform.inject(.touchpadPinch(window: id, phase: phase, scale: scale, rotation: angle, location: CGPoint(x: 20, y: 30), timestamp: 0))
            stage.app.runTurn()
        }
        #expect(abs(pinch.scale - 1.5) < 1e-9)
        #expect(abs(rotation.rotation - 0.3) < 1e-9)
        #expect(pinch.location(in: nil) == CGPoint(x: 20, y: 30))
        stage.app.platform.inject(.touchpadPinch(window: id, phase: .ended, scale: 1.5, rotation: 0.3, location: CGPoint(x: 20, y: 30), timestamp: 0))
        stage.app.runTurn()
        #expect(log.entries == ["pinch.began", "rotation.began", "pinch.changed", "rotation.changed", "pinch.ended", "rotation.ended"])
    }
}
