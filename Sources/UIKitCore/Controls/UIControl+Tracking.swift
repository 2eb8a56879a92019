public import CoreGraphics
public import Foundation

extension UIControl {
    func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard isEnabled else { return false }
        guard trackedTouch == nil, let touch = touches.first else { return true }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        send(touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
        return true
    }

    func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard let touch = trackedTouch, touches.contains(touch) else { return isEnabled }
        let wasInside = isTouchInside
        isTouchInside = isInsideWithTolerance(touch.location(in: self))
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        send(events, event: event)
        return true
    }

    func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard let touch = trackedTouch, touches.contains(touch) else { return isEnabled }
        let inside = isInsideWithTolerance(touch.location(in: self))
        trackedTouch = nil
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        isTouchInside = inside
        let pressed: Event = sendsPrimaryActionWhenPressed ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside
        if inside, sendsPrimaryActionWhenPressed { primaryActionWillTrigger() }
        send(inside ? pressed : .touchUpOutside, event: event)
        isTouchInside = false
        return true
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard let touch = trackedTouch, touches.contains(touch) else { return isEnabled }
        stopTracking(with: event)
        return true
    }

    /// Ends tracking without a press: the touch was cancelled or the control left its window.
    func stopTracking(with event: UIEvent?) {
        guard trackedTouch != nil else { return }
        trackedTouch = nil
        isHighlighted = false
        cancelTracking(with: event)
        isTracking = false
        isTouchInside = false
        send(.touchCancel, event: event)
    }

    /// Whether `point` (bounds coordinates) is inside the bounds grown by ``trackingTolerance``.
    func isInsideWithTolerance(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -Self.trackingTolerance, dy: -Self.trackingTolerance).contains(point)
    }

    /// Sends `events` with the touch event `event` available to actions that take it.
    func send(_ events: Event, event: UIEvent?) {
        let previous = eventBeingSent
        eventBeingSent = event
        defer { eventBeingSent = previous }
        sendActions(for: events)
    }
}
