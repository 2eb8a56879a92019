/// Decides which gesture recognizers may recognize, as UIKit's gesture environment does.
///
/// Recognizers that receive a touch take part in the gesture until they are reset. A recognizer
/// that leaves the possible state first waits for the recognizers it must see fail; then it
/// fails if the delegate or its view refuses, if a requirement recognized, or if a recognizer
/// holding the same touches already recognizes and may prevent it. Once it recognizes, it makes
/// every possible recognizer sharing its touches fail unless a delegate lets the two recognize
/// together, and, if it cancels touches in its view, takes its touches from their views.
/// Actions are sent after each callback into recognizer code returns, so a recognizer's state
/// changes are never interleaved with its targets' code.
@MainActor
final class GestureArbiter {
    /// The session whose touches it arbitrates, which owns it through its touch dispatcher.
    weak var session: PlatformSession!
    /// The recognizers taking part in the current gestures, in the order they joined.
    private(set) var involved: [UIGestureRecognizer] = []
    /// Recognizers whose targets must hear of a state change, in order.
    private var actionQueue: [UIGestureRecognizer] = []
    /// How deep in delivering an event the app is; actions and resets wait for the outermost end.
    private var deliveryDepth = 0
    private var isSettling = false
    /// Takes recognized touches from their views and releases held ones.
    var viewDelivery: (any GestureViewDelivery)?

    func involve(_ recognizer: UIGestureRecognizer) {
        guard !recognizer.isInvolved else { return }
        recognizer.isInvolved = true
        involved.append(recognizer)
    }

    // MARK: Delivery brackets

    /// Marks the start of delivering an event, so actions and resets wait for its end.
    func beginDelivery() {
        deliveryDepth += 1
    }

    /// After a callback into recognizer code: settles waiting recognizers, sends the actions,
    /// then tells views of the touches recognition took from them.
    func afterCallback() {
        settle()
        sendActions()
        viewDelivery?.deliverCancellations()
    }

    /// Marks the end of delivering an event: touches that ended leave their recognizers, and
    /// recognizers that finished with no touches left are reset.
    func endDelivery() {
        deliveryDepth -= 1
        guard deliveryDepth == 0 else { return }
        for recognizer in involved where !recognizer.trackedTouches.isEmpty {
            recognizer.rememberLocation()
            // Checked first, so a motion (nothing ended) rebuilds nothing.
            if Self.hasEndedTouch(recognizer.trackedTouches) {
                recognizer.trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            }
        }
        afterCallback()
        resetFinished()
    }

    /// Whether every one of `touches` has ended or been cancelled (true for none).
    private static func allEnded(_ touches: [UITouch]) -> Bool {
        for touch in touches where touch.phase != .ended && touch.phase != .cancelled { return false }
        return true
    }

    /// Whether any of `touches` has ended or been cancelled; a loop, as a main-actor closure
    /// would check its executor on every call.
    private static func hasEndedTouch(_ touches: [UITouch]) -> Bool {
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled { return true }
        return false
    }

    // MARK: State changes

    /// A recognizer asks to move to `state` (a legal transition from its current one).
    func recognizer(_ recognizer: UIGestureRecognizer, requests state: UIGestureRecognizer.State) {
        // Gestures not made of touches (hover, scrolling) join when they first change.
        involve(recognizer)
        if recognizer.state == .possible, state == .began || state == .ended {
            if waitsForFailure(recognizer) {
                recognizer.pendingState = state
            } else {
                recognize(recognizer, as: state)
            }
        } else {
            commit(recognizer, state)
        }
        guard deliveryDepth == 0 else { return }
        // A change outside event delivery (a timer, the app) takes effect at once.
        afterCallback()
        resetFinished()
    }

    /// The app disabled a recognizer: a gesture in progress is cancelled, a possible one fails.
    func recognizerWasDisabled(_ recognizer: UIGestureRecognizer) {
        guard recognizer.isInvolved else { return }
        switch recognizer.state {
        case .began, .changed: commit(recognizer, .cancelled, because: "the app disabled it")
        case .possible: commit(recognizer, .failed, because: "the app disabled it")
        default: break
        }
        if deliveryDepth == 0 {
            afterCallback()
            resetFinished()
        }
    }

    /// The recognizer left its view: it leaves the gesture at once, without actions.
    func recognizerWasRemoved(_ recognizer: UIGestureRecognizer) {
        actionQueue.removeAll { $0 === recognizer }
        if recognizer.isInvolved {
            recognizer.isInvolved = false
            involved.removeAll { $0 === recognizer }
            recognizer.resetForNextGesture()
        }
        if deliveryDepth == 0 { settle() }
    }

    private func recognize(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        if requirementRecognized(recognizer) {
            return commit(recognizer, .failed, because: "a recognizer it requires to fail recognized")
        }
        if isPrevented(recognizer) {
            return commit(recognizer, .failed, because: "another recognizer holding its touches prevents it")
        }
        if !shouldBegin(recognizer) {
            return commit(recognizer, .failed, because: "its delegate or its view declined to begin")
        }
        commit(recognizer, state)
        for other in involved where other !== recognizer && other.state == .possible && sharesTouches(recognizer, other) {
            if recognizer.canPrevent(other), other.canBePrevented(by: recognizer), !simultaneous(recognizer, other) {
                commit(other, .failed, because: "\(type(of: recognizer)) recognized and prevents it")
            }
        }
        if recognizer.cancelsTouchesInView {
            session.touchTrace.traceCancellation(of: recognizer.gestureTouches, by: recognizer)
            viewDelivery?.cancelViewDelivery(of: recognizer.gestureTouches)
        }
    }

    private func commit(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State, because reason: @autoclosure () -> String? = nil) {
        session.touchTrace.traceState(of: recognizer, from: recognizer.state, to: state, because: reason())
        recognizer.applyState(state)
        if state == .failed {
            recognizer.pendingState = nil
        } else {
            actionQueue.append(recognizer)
        }
    }

    // MARK: Relations

    /// The delegate, then every view from each touch's view up to the recognizer's, may stop
    /// a recognizer from beginning: views under the touch use it to keep gestures that are their
    /// own default action (a button's tap, a slider's drag) from recognizers of their ancestors.
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) { return false }
        var asked: [UIView] = []
        for touch in recognizer.gestureTouches {
            var view = touch.view
            while let current = view {
                if !asked.contains(where: { $0 === current }) {
                    asked.append(current)
                    if !current.gestureRecognizerShouldBegin(recognizer) { return false }
                }
                if current === recognizer.view { break }
                view = current.superview
            }
        }
        guard let view = recognizer.view, !asked.contains(where: { $0 === view }) else { return true }
        return view.gestureRecognizerShouldBegin(recognizer)
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    /// The recognizers in the gesture that `recognizer` must see fail before it recognizes.
    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        involved.filter { other in
            guard other !== recognizer else { return false }
            return recognizer.explicitFailureRequirements.contains { $0 === other }
                || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
                || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
        }
    }

    private func waitsForFailure(_ recognizer: UIGestureRecognizer) -> Bool {
        requirements(of: recognizer).contains { $0.state == .possible }
    }

    private func requirementRecognized(_ recognizer: UIGestureRecognizer) -> Bool {
        requirements(of: recognizer).contains { $0.state.isRecognizing }
    }

    /// Whether a recognizer holding the same touches already recognizes and may prevent this one.
    private func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        involved.contains { other in
            other !== recognizer && other.state.isRecognizing && sharesTouches(recognizer, other)
                && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other) && !simultaneous(recognizer, other)
        }
    }

    // MARK: Settling

    /// Applies or fails held recognitions whose requirements have been decided, until nothing
    /// changes, then lets held touches reach their views.
    private func settle() {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        var changed = true
        while changed {
            changed = false
            for recognizer in involved where recognizer.state == .possible {
                guard let pending = recognizer.pendingState else { continue }
                if requirementRecognized(recognizer) {
                    commit(recognizer, .failed, because: "a recognizer it requires to fail recognized")
                    changed = true
                } else if !waitsForFailure(recognizer) {
                    recognize(recognizer, as: pending)
                    changed = true
                }
            }
        }
        // Held touches are released between events, so a release never doubles an event's own delivery.
        if deliveryDepth == 0 { viewDelivery?.releaseHeldTouches() }
    }

    private func sendActions() {
        while !actionQueue.isEmpty {
            let recognizer = actionQueue.removeFirst()
            guard recognizer.view != nil else { continue }
            recognizer.sendActions()
        }
    }

    /// Resets the recognizers that have finished and follow no touch still down.
    private func resetFinished() {
        var finished: [UIGestureRecognizer] = []
        for recognizer in involved where recognizer.state.isFinal && Self.allEnded(recognizer.trackedTouches) {
            finished.append(recognizer)
        }
        guard !finished.isEmpty else { return }
        involved.removeAll { recognizer in finished.contains { $0 === recognizer } }
        for recognizer in finished {
            recognizer.isInvolved = false
            recognizer.resetForNextGesture()
        }
        // A reset recognizer no longer holds anyone back.
        afterCallback()
    }
}

/// What the arbiter needs from touch delivery to views.
@MainActor
protocol GestureViewDelivery: AnyObject {
    /// A recognizer that cancels touches in its view recognized: its touches leave their views.
    func cancelViewDelivery(of touches: [UITouch])
    /// Tells views of the touches taken from them, after the recognizers' actions.
    func deliverCancellations()
    /// Recognizers failed or finished: touches they held back may reach their views.
    func releaseHeldTouches()
}
