import CoreGraphics
import Foundation

/// Carries touches from the platform to gesture recognizers and views.
///
/// Each change of the touches is one dispatch of the session's touches event through
/// `UIApplication.sendEvent(_:)` and `UIWindow.sendEvent(_:)`; the window's delivery gives the
/// recognizers that receive each touch their share first, then the touches' views, holding
/// back or cancelling what recognizers say.
@MainActor
final class TouchDispatcher: GestureViewDelivery {
    let arbiter = GestureArbiter()
    /// The session the dispatcher belongs to, which owns it (so it is there whenever touches move).
    weak var session: PlatformSession! {
        didSet { arbiter.session = session }
    }
    /// The touches event, the same object for every dispatch, as in UIKit.
    let event = UIEvent(type: .touches, timestamp: 0)
    /// Touches whose view still waits to hear of their beginning or end.
    private var heldTouches: [UITouch] = []
    /// Touches recognition took from views that have not been told yet.
    private var cancellations: [UITouch] = []
    private var isReleasing = false
    /// Lists lent to each delivery, kept allocated between motions.
    private var changedScratch = ScratchList<UITouch>()
    private var recognizerScratch = ScratchList<UIGestureRecognizer>()
    /// The touches of the last set handed to a recognizer, in order, and the set.
    private var lastTouches: [UITouch] = []
    private var lastTouchSet = Set<UITouch>()

    init() {
        arbiter.viewDelivery = self
    }

    /// The touches down now, in the order they began.
    var activeTouches: [UITouch] { event.touchList }

    // MARK: Dispatching

    /// Starts a touch at `location` in `window`'s coordinates: the view under it becomes its view
    /// and the recognizers of that view and its ancestors receive it. Call ``dispatch(at:)`` after.
    /// The view the last touch to begin landed on, for the hit-test overlay.
    private(set) weak var lastHitView: UIView?

    func add(_ touch: UITouch, in window: UIWindow, at location: CGPoint) {
        touch.window = window
        touch.phase = .began
        touch.windowLocation = location
        touch.previousWindowLocation = location
        event.touchList.append(touch)
        let view = window.hitTest(location, with: event)
        touch.view = view
        lastHitView = view
        session.touchTrace.traceHit(in: window, at: location, found: view)
        guard let view, !isExcluded(touch, view: view) else {
            touch.viewDelivery = .finished
            return
        }
        var recognizers: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizerStorage where recognizer.accepts(touch) {
                if let delegate = recognizer.delegate {
                    guard delegate.gestureRecognizer(recognizer, shouldReceive: event), delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                    else { continue }
                }
                recognizers.append(recognizer)
            }
            current = candidate.superviewStorage
        }
        touch.recognizers = recognizers
        for recognizer in recognizers {
            recognizer.trackedTouches.append(touch)
            recognizer.gestureTouches.append(touch)
            arbiter.involve(recognizer)
        }
    }

    /// An exclusive-touch view in the window takes no second touch, and a touch elsewhere keeps
    /// one from starting in an exclusive-touch view.
    private func isExcluded(_ touch: UITouch, view: UIView) -> Bool {
        event.touchList.contains { other in
            guard other !== touch, other.window === touch.window, let otherView = other.view, otherView !== view,
                  other.phase != .ended, other.phase != .cancelled
            else { return false }
            return otherView.isExclusiveTouch || view.isExclusiveTouch
        }
    }

    private var dispatchDepth = 0
    private var cancelsAllAfterDispatch = false

    /// Cancels every touch: at once, or after the event being dispatched (a menu opened by a
    /// touch takes the pointer away from the views).
    func cancelAllTouches() {
        if dispatchDepth > 0 {
            cancelsAllAfterDispatch = true
        } else {
            session.touchInput.cancelTouches(in: nil)
        }
    }

    /// Sends the touches event as it now is through the application, then lets touches that
    /// ended go. Touches that did not change this time are stationary.
    func dispatch(at timestamp: TimeInterval, modifiers: UIKeyModifierFlags, buttons: UIEvent.ButtonMask, changed: [UITouch]) {
        dispatchDepth += 1
        defer {
            dispatchDepth -= 1
            if dispatchDepth == 0, cancelsAllAfterDispatch {
                cancelsAllAfterDispatch = false
                session.touchInput.cancelTouches(in: nil)
            }
        }
        // Loops, not closures, here and below: this runs for every pointer motion.
        for touch in event.touchList where !Self.holds(changed, touch) {
            touch.phase = .stationary
            touch.coalescedSamples = []
        }
        event.timestamp = timestamp
        event.modifierFlags = modifiers
        event.buttonMask = buttons
        arbiter.beginDelivery()
        session.application.sendEvent(event)
        if Self.holdsTouch(in: .ended, event.touchList) || Self.holdsTouch(in: .cancelled, event.touchList) {
            event.touchList.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            // Touches that are over are not kept alive for a set no one will be handed again.
            (lastTouches, lastTouchSet) = ([], [])
        }
        arbiter.endDelivery()
    }

    // MARK: Delivery in a window

    /// Delivers the event's changed touches in `window`: to recognizers, then to views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        var changed = changedScratch.take()
        defer { changedScratch.giveBack(&changed) }
        for touch in event.touchList where touch.window === window && touch.phase != .stationary { changed.append(touch) }
        guard !changed.isEmpty else { return }
        arbiter.beginDelivery()
        defer { arbiter.endDelivery() }
        deliverToRecognizers(changed, event: event)
        deliverToViews(changed, event: event)
    }

    private func deliverToRecognizers(_ changed: [UITouch], event: UIEvent) {
        // Loops, not closures: this runs for every pointer motion, and a main-actor closure
        // checks its executor on each call.
        var recognizers = recognizerScratch.take()
        defer { recognizerScratch.giveBack(&recognizers) }
        for touch in changed {
            for recognizer in touch.recognizers where !Self.holds(recognizers, recognizer) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            recognizer.modifierFlags = event.modifierFlags
            recognizer.buttonMask = event.buttonMask
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                // A phase no changed touch is in is passed over before the recognizer's checks
                // (a motion has one phase of four).
                guard Self.holdsTouch(in: phase, changed) else { continue }
                // A recognizer that finished, or left its view in a callback, hears nothing more.
                guard recognizer.view != nil, recognizer.isEnabled, !recognizer.state.isFinal else { break }
                let touches = touchSet(of: recognizer, in: phase, from: changed)
                guard !touches.isEmpty else { continue }
                switch phase {
                case .began: recognizer.touchesBegan(touches, with: event)
                case .moved: recognizer.touchesMoved(touches, with: event)
                case .ended: recognizer.touchesEnded(touches, with: event)
                default: recognizer.touchesCancelled(touches, with: event)
                }
                arbiter.afterCallback()
            }
        }
    }

    /// The touches of `changed` in `phase` that `recognizer` follows, as the set its callback
    /// takes. The last set made is handed out again while the same touches move (most motions
    /// move the one touch a recognizer follows): a new one costs an allocation and hashing on
    /// every motion.
    private func touchSet(of recognizer: UIGestureRecognizer, in phase: UITouch.Phase, from changed: [UITouch]) -> Set<UITouch> {
        var count = 0, reusable = true
        for touch in changed where touch.phase == phase && Self.holds(recognizer.trackedTouches, touch) {
            if count >= lastTouches.count || lastTouches[count] !== touch { reusable = false }
            count += 1
        }
        if reusable, count == lastTouches.count { return lastTouchSet }
        var touches = Set<UITouch>(), list: [UITouch] = []
        for touch in changed where touch.phase == phase && Self.holds(recognizer.trackedTouches, touch) {
            touches.insert(touch)
            list.append(touch)
        }
        (lastTouches, lastTouchSet) = (list, touches)
        return touches
    }

    /// Whether a touch of `touches` is in `phase`.
    private static func holdsTouch(in phase: UITouch.Phase, _ touches: [UITouch]) -> Bool {
        for touch in touches where touch.phase == phase { return true }
        return false
    }

    /// Whether `list` holds `object` itself.
    private nonisolated static func holds<T: AnyObject>(_ list: [T], _ object: T) -> Bool {
        for element in list where element === object { return true }
        return false
    }

    private func deliverToViews(_ changed: [UITouch], event: UIEvent) {
        var groups: [(view: UIView, phase: UITouch.Phase, touches: [UITouch])] = []
        func add(_ touch: UITouch, _ phase: UITouch.Phase) {
            guard let view = touch.view else { return }
            if let index = groups.firstIndex(where: { $0.view === view && $0.phase == phase }) {
                groups[index].touches.append(touch)
            } else {
                groups.append((view, phase, [touch]))
            }
        }
        for touch in changed {
            switch (touch.phase, touch.viewDelivery) {
            case (.began, .pending):
                if let view = touch.view, !view.isMultipleTouchEnabled, hasOtherTouch(in: view, than: touch) {
                    touch.viewDelivery = .finished
                } else if isBeganHeld(touch) {
                    touch.viewDelivery = .heldBegan(ended: false)
                    heldTouches.append(touch)
                } else {
                    touch.viewDelivery = .delivered
                    add(touch, .began)
                }
            case (.moved, .delivered):
                add(touch, .moved)
            case (.ended, .delivered):
                if isEndedHeld(touch) {
                    touch.viewDelivery = .heldEnded
                    heldTouches.append(touch)
                } else {
                    touch.viewDelivery = .finished
                    add(touch, .ended)
                }
            case (.ended, .heldBegan):
                touch.viewDelivery = .heldBegan(ended: true)
            case (.cancelled, .delivered), (.cancelled, .heldEnded):
                touch.viewDelivery = .finished
                add(touch, .cancelled)
            case (.cancelled, .heldBegan), (.cancelled, .pending):
                touch.viewDelivery = .finished
            default:
                break
            }
        }
        heldTouches.removeAll { if case .finished = $0.viewDelivery { true } else { false } }
        for group in groups { send(group.phase, Set(group.touches), to: group.view, event: event) }
    }

    private func hasOtherTouch(in view: UIView, than touch: UITouch) -> Bool {
        event.touchList.contains { other in
            guard other !== touch, other.view === view else { return false }
            switch other.viewDelivery {
            case .delivered, .heldBegan, .heldEnded: return true
            case .pending, .finished: return false
            }
        }
    }

    /// Whether a recognizer still deciding holds the touch's beginning back from its view.
    private func isBeganHeld(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.state == .possible && $0.delaysTouchesBegan }
    }

    /// Whether a recognizer still deciding holds the touch's end back from its view.
    private func isEndedHeld(_ touch: UITouch) -> Bool {
        touch.recognizers.contains { $0.state == .possible && $0.delaysTouchesEnded }
    }

    private func send(_ phase: UITouch.Phase, _ touches: Set<UITouch>, to view: UIView, event: UIEvent) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        default: break
        }
    }

    // MARK: GestureViewDelivery

    func cancelViewDelivery(of touches: [UITouch]) {
        for touch in touches {
            switch touch.viewDelivery {
            case .delivered, .heldEnded:
                touch.viewDelivery = .finished
                cancellations.append(touch)
            case .pending, .heldBegan:
                touch.viewDelivery = .finished
            case .finished:
                break
            }
        }
        heldTouches.removeAll { if case .finished = $0.viewDelivery { true } else { false } }
    }

    func deliverCancellations() {
        while !cancellations.isEmpty {
            let touches = cancellations
            cancellations = []
            var views: [(UIView, [UITouch])] = []
            for touch in touches {
                guard let view = touch.view else { continue }
                if let index = views.firstIndex(where: { $0.0 === view }) { views[index].1.append(touch) } else { views.append((view, [touch])) }
            }
            for (view, touches) in views { view.touchesCancelled(Set(touches), with: event) }
        }
    }

    func releaseHeldTouches() {
        guard !isReleasing, !heldTouches.isEmpty else { return }
        isReleasing = true
        defer { isReleasing = false }
        for touch in heldTouches {
            guard let view = touch.view else { continue }
            if case .heldBegan(let ended) = touch.viewDelivery, !isBeganHeld(touch) {
                touch.viewDelivery = .delivered
                view.touchesBegan([touch], with: event)
                if ended, case .delivered = touch.viewDelivery { touch.viewDelivery = .heldEnded }
            }
            if case .heldEnded = touch.viewDelivery, !isEndedHeld(touch) {
                touch.viewDelivery = .finished
                view.touchesEnded([touch], with: event)
            }
        }
        heldTouches.removeAll { if case .finished = $0.viewDelivery { true } else { false } }
    }
}
