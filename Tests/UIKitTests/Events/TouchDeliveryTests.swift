import Platform
import Testing
import UIKit

@MainActor
@Suite("Touch delivery")
struct TouchDeliveryTests {
    @Test("A press, drag and release reach the view under the press, with locations in that view")
    func pressDragRelease() {
        let stage = TouchStage()
        let log = TouchLog()
        let view = TouchLoggingView("v", log: log, frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        stage.root.addSubview(view)
        stage.press(CGPoint(x: 110, y: 60))
        stage.drag(CGPoint(x: 130, y: 70))
        stage.release(CGPoint(x: 130, y: 70))
        #expect(log.entries == ["v.began(1)@10,10", "v.moved(1)@30,20", "v.ended(1)@30,20"])
    }

    @Test("A touch stays with the view it began in when it moves over another view")
    func touchStaysWithFirstView() {
        let stage = TouchStage()
        let log = TouchLog()
        stage.root.addSubview(TouchLoggingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        stage.root.addSubview(TouchLoggingView("b", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 100)))
        stage.press(CGPoint(x: 50, y: 50))
        stage.drag(CGPoint(x: 250, y: 50))
        stage.release(CGPoint(x: 250, y: 50))
        #expect(log.entries == ["a.began(1)@50,50", "a.moved(1)@250,50", "a.ended(1)@250,50"])
    }

    @Test("Touches a view does not handle climb to its superview (the seed's responder-chain trace)")
    func unhandledTouchesClimbTheChain() {
        let stage = TouchStage()
        let log = TouchLog()
        let container = TouchLoggingView("container", log: log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let leaf = TouchLoggingView("leaf", log: log, frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        leaf.handles = false
        container.addSubview(leaf)
        stage.root.addSubview(container)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(log.entries == ["container.began(1)@60,60", "container.ended(1)@60,60"])
    }

    @Test("Touches nothing handles reach the application and are dropped without failing")
    func unhandledTouchesAreDropped() {
        let stage = TouchStage()
        let log = TouchLog()
        let leaf = TouchLoggingView("leaf", log: log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        leaf.handles = false
        stage.root.addSubview(leaf)
        stage.tap(CGPoint(x: 10, y: 10))
        #expect(log.entries.isEmpty)
        #expect(leaf.next === stage.root)
        #expect(stage.window.next === stage.app.application)
    }

    @Test("Quick presses at one spot count taps; a pause or a distant press starts again at one")
    func tapCount() {
        let stage = TouchStage()
        let recorder = TouchRecorder(frame: stage.root.bounds)
        stage.root.addSubview(recorder)
        stage.tap(CGPoint(x: 10, y: 10))
        stage.advance(by: 0.2)
        stage.tap(CGPoint(x: 12, y: 11))
        stage.advance(by: 0.2)
        stage.tap(CGPoint(x: 12, y: 11))
        stage.advance(by: 0.5)
        stage.tap(CGPoint(x: 12, y: 11))
        stage.advance(by: 0.1)
        stage.tap(CGPoint(x: 100, y: 100))
        #expect(recorder.began.map(\.tapCount) == [1, 2, 3, 1, 1])
    }

    @Test("A touch reports its phase, timestamp and previous location from the media clock")
    func touchProperties() {
        let stage = TouchStage()
        let recorder = TouchRecorder(frame: stage.root.bounds)
        stage.root.addSubview(recorder)
        stage.advance(by: 1)
        stage.press(CGPoint(x: 10, y: 20))
        stage.advance(by: 0.25)
        stage.drag(CGPoint(x: 40, y: 60))
        let touch = recorder.began[0]
        #expect(touch.phase == .moved)
        #expect(touch.timestamp == stage.app.clock.now)
        #expect(touch.location(in: nil) == CGPoint(x: 40, y: 60))
        #expect(touch.previousLocation(in: recorder) == CGPoint(x: 10, y: 20))
        #expect(touch.view === recorder)
        #expect(touch.window === stage.window)
        #expect(touch.type == .direct)
        #expect(recorder.lastEvent?.type == .touches)
        #expect(recorder.lastEvent?.allTouches?.count == 1)
        #expect(recorder.lastEvent?.touches(for: recorder)?.count == 1)
        #expect(recorder.lastEvent?.touches(for: stage.root)?.isEmpty == true)
    }

    @Test("Ten thousand motion events in one turn reach the view as one move with every sample coalesced")
    func motionBurstIsCoalesced() {
        let stage = TouchStage()
        let recorder = TouchRecorder(frame: stage.root.bounds)
        stage.root.addSubview(recorder)
        stage.press(CGPoint(x: 0, y: 0))
        let points = (1...10_000).map { CGPoint(x: Double($0 % 400), y: 150) }
        let id = stage.window.platformWindow!.id
        for point in points {
            stage.app.platform.inject(.pointerMoved(window: id, location: point, modifiers: [], timestamp: stage.app.clock.now))
        }
        stage.app.runTurn()
        #expect(recorder.moves == 1)
        let touch = recorder.began[0]
        let samples = recorder.lastEvent?.coalescedTouches(for: touch)
        #expect(samples?.count == 10_000)
        #expect(samples?.first?.location(in: nil) == points[0])
        #expect(touch.location(in: nil) == points.last)
        #expect(touch.previousLocation(in: nil) == .zero)
    }

    @Test("Predicted touches continue the last motion one frame ahead")
    func predictedTouches() {
        let stage = TouchStage()
        let recorder = TouchRecorder(frame: stage.root.bounds)
        stage.root.addSubview(recorder)
        stage.press(CGPoint(x: 0, y: 0))
        stage.advance(by: 0.1)
        stage.drag(CGPoint(x: 60, y: 0))
        let touch = recorder.began[0]
        let predicted = recorder.lastEvent?.predictedTouches(for: touch)
        #expect(predicted?.count == 1)
        #expect(abs((predicted?.first?.location(in: nil).x ?? 0) - 70) < 1e-6)
    }

    @Test("A view without multiple touch gets only the first finger; with it, every finger")
    func multipleTouch() {
        for enabled in [false, true] {
            let stage = TouchStage()
            let log = TouchLog()
            let view = TouchLoggingView("v", log: log, frame: stage.root.bounds)
            view.isMultipleTouchEnabled = enabled
            stage.root.addSubview(view)
            stage.finger(1, .began, CGPoint(x: 10, y: 10))
            stage.finger(2, .began, CGPoint(x: 50, y: 50))
            stage.finger(2, .ended, CGPoint(x: 50, y: 50))
            stage.finger(1, .ended, CGPoint(x: 10, y: 10))
            let expected = enabled
                ? ["v.began(1)@10,10", "v.began(1)@50,50", "v.ended(1)@50,50", "v.ended(1)@10,10"]
                : ["v.began(1)@10,10", "v.ended(1)@10,10"]
            #expect(log.entries == expected)
        }
    }

    @Test("A view with exclusive touch keeps other views in its window from getting touches, and the other way round")
    func exclusiveTouch() {
        let stage = TouchStage()
        let log = TouchLog()
        let exclusive = TouchLoggingView("x", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = TouchLoggingView("o", log: log, frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        stage.root.addSubview(exclusive)
        stage.root.addSubview(other)
        stage.finger(1, .began, CGPoint(x: 10, y: 10))
        stage.finger(2, .began, CGPoint(x: 210, y: 10))
        stage.finger(2, .ended, CGPoint(x: 210, y: 10))
        stage.finger(1, .ended, CGPoint(x: 10, y: 10))
        stage.finger(3, .began, CGPoint(x: 210, y: 10))
        stage.finger(4, .began, CGPoint(x: 10, y: 10))
        #expect(log.entries == ["x.began(1)@10,10", "x.ended(1)@10,10", "o.began(1)@10,10"])
    }

    @Test("Hiding the window, a lost pointer grab or a minimized window cancels the touch")
    func touchesAreCancelled() {
        let endings: [(TouchStage) -> Void] = [
            { $0.window.isHidden = true },
            { stage in
                stage.app.platform.inject(.pointerCancelled(window: stage.window.platformWindow!.id, timestamp: 0))
                stage.app.runTurn()
            },
            { stage in
                stage.app.platform.inject(.mapped(window: stage.window.platformWindow!.id, isVisible: false))
                stage.app.runTurn()
            },
        ]
        for end in endings {
            let stage = TouchStage()
            let log = TouchLog()
            stage.root.addSubview(TouchLoggingView("v", log: log, frame: stage.root.bounds))
            stage.press(CGPoint(x: 10, y: 10))
            end(stage)
            stage.release(CGPoint(x: 10, y: 10))
            #expect(log.entries == ["v.began(1)@10,10", "v.cancelled(1)@10,10"])
        }
    }

    @Test("A release without a press, and events for an unknown window, do nothing")
    func strayEvents() {
        let stage = TouchStage()
        let log = TouchLog()
        stage.root.addSubview(TouchLoggingView("v", log: log, frame: stage.root.bounds))
        stage.release(CGPoint(x: 10, y: 10))
        stage.drag(CGPoint(x: 20, y: 10))
        stage.app.platform.inject(.pointerDown(window: WindowID(rawValue: 999), button: .primary, location: .zero, modifiers: [], timestamp: 0))
        stage.app.runTurn()
        #expect(log.entries.isEmpty)
    }

    @Test("While the app ignores interaction events, presses are dropped")
    func ignoringInteractionEvents() {
        let stage = TouchStage()
        let log = TouchLog()
        stage.root.addSubview(TouchLoggingView("v", log: log, frame: stage.root.bounds))
        stage.app.application.beginIgnoringInteractionEvents()
        stage.tap(CGPoint(x: 10, y: 10))
        stage.app.application.endIgnoringInteractionEvents()
        stage.tap(CGPoint(x: 20, y: 20))
        #expect(log.entries == ["v.began(1)@20,20", "v.ended(1)@20,20"])
    }

    @Test("Alt with the button down makes two touches mirrored about the window's centre; Shift-Alt moves them together")
    func altDragMakesTwoTouches() {
        let stage = TouchStage()
        let recorder = TouchRecorder(frame: stage.root.bounds)
        recorder.isMultipleTouchEnabled = true
        stage.root.addSubview(recorder)
        stage.press(CGPoint(x: 100, y: 100), modifiers: .alternate)
        #expect(recorder.began.count == 2)
        let (first, second) = (recorder.began[0], recorder.began[1])
        #expect(second.location(in: nil) == CGPoint(x: 300, y: 200))
        stage.drag(CGPoint(x: 150, y: 100), modifiers: .alternate)
        #expect(second.location(in: nil) == CGPoint(x: 250, y: 200))
        stage.drag(CGPoint(x: 160, y: 110), modifiers: [.alternate, .shift])
        #expect(first.location(in: nil) == CGPoint(x: 160, y: 110))
        #expect(second.location(in: nil) == CGPoint(x: 260, y: 210))
        stage.release(CGPoint(x: 160, y: 110), modifiers: .alternate)
        #expect(first.phase == .ended && second.phase == .ended)
    }

    @Test("A window's sendEvent sees every touches event before its views, and a window that does not call super delivers nothing")
    func windowSendEvent() {
        let seen = TouchLog()
        let stage = TouchStage { frame in
            let window = SendEventWindow(frame: frame)
            window.seen = seen
            return window
        }
        let log = TouchLog()
        stage.root.addSubview(TouchLoggingView("v", log: log, frame: stage.root.bounds))
        stage.tap(CGPoint(x: 5, y: 5))
        (stage.window as! SendEventWindow).passes = false
        stage.tap(CGPoint(x: 5, y: 5))
        #expect(seen.entries == ["touches", "touches", "touches", "touches"])
        #expect(log.entries == ["v.began(1)@5,5", "v.ended(1)@5,5"])
    }

    @Test("Each motion hands a recognizer the touches that moved: the same touch while a drag lasts, the new one in the next drag")
    func recognizerTouchSets() {
        let stage = TouchStage()
        let recorder = TouchSetRecognizer()
        stage.root.addGestureRecognizer(recorder)
        for x in [100.0, 200.0] {
            stage.press(CGPoint(x: x, y: 100))
            stage.drag(CGPoint(x: x + 10, y: 100))
            stage.drag(CGPoint(x: x + 20, y: 100))
            stage.release(CGPoint(x: x + 20, y: 100))
        }
        #expect(recorder.began.count == 2 && recorder.moved.count == 4)
        let first = recorder.began[0], second = recorder.began[1]
        #expect(first !== second)
        #expect(recorder.moved.map { $0.count } == [1, 1, 1, 1])
        #expect(recorder.moved[0].first === first && recorder.moved[1].first === first)
        #expect(recorder.moved[2].first === second && recorder.moved[3].first === second)
    }

    @Test("When two touches move at once, the recognizers of different views each get their own")
    func recognizersGetTheirOwnTouches() {
        let stage = TouchStage()
        let (left, right) = (TouchSetRecognizer(), TouchSetRecognizer())
        let leftView = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let rightView = UIView(frame: CGRect(x: 250, y: 150, width: 100, height: 100))
        leftView.addGestureRecognizer(left)
        rightView.addGestureRecognizer(right)
        stage.root.addSubview(leftView)
        stage.root.addSubview(rightView)
        // Alt makes a second touch mirrored about the window's centre, over the right view.
        stage.press(CGPoint(x: 100, y: 100), modifiers: .alternate)
        stage.drag(CGPoint(x: 110, y: 100), modifiers: .alternate)
        stage.drag(CGPoint(x: 120, y: 100), modifiers: .alternate)
        #expect(left.began.count == 1 && right.began.count == 1)
        #expect(left.began.first?.location(in: nil) == CGPoint(x: 120, y: 100))
        #expect(right.began.first?.location(in: nil) == CGPoint(x: 280, y: 200))
        #expect(left.moved.count == 2 && right.moved.count == 2)
        #expect(left.moved.allSatisfy { $0.count == 1 && $0.first === left.began.first })
        #expect(right.moved.allSatisfy { $0.count == 1 && $0.first === right.began.first })
        #expect(left.began.first !== right.began.first)
    }
}

/// A view that keeps the touches it is given and the last event.
@MainActor
final class TouchRecorder: UIView {
    private(set) var began: [UITouch] = []
    private(set) var moves = 0
    private(set) var lastEvent: UIEvent?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        began += touches.sorted { $0.location(in: nil).x < $1.location(in: nil).x }
        lastEvent = event
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        moves += 1
        lastEvent = event
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { lastEvent = event }
}

/// A window that logs the events sent to it and passes them on unless told not to.
@MainActor
final class SendEventWindow: UIWindow {
    var seen: TouchLog?
    var passes = true

    override func sendEvent(_ event: UIEvent) {
        seen?.entries.append(event.type == .touches ? "touches" : "other")
        if passes { super.sendEvent(event) }
    }
}

/// A recognizer that never recognizes and keeps the touches each callback is handed.
@MainActor
final class TouchSetRecognizer: UIGestureRecognizer {
    private(set) var began: [UITouch] = []
    private(set) var moved: [Set<UITouch>] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { began += touches }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { moved.append(touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
}
