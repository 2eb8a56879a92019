public import Foundation

// Divergence: Swift on Linux has no Objective-C selectors, so target-action pairs are typed
// method references, as for gesture recognizers: `button.addTarget(self, action:
// #selector(pressed(_:)), for: .touchUpInside)` becomes `button.addTarget(self, action:
// Self.pressed, for: .touchUpInside)`. `removeTarget(_:for:)` removes all of a target's actions
// (functions cannot be compared), and `enumerateEventHandlers` gives a target-action handler
// as its target alone.

extension UIControl {
    /// One action added to the control, with the events it runs for.
    struct EventHandler {
        enum Kind {
            case action(UIAction)
            /// A typed target-action pair; the target is not retained, and a pair whose target
            /// went away does nothing.
            case target(weakTarget: WeakTarget, send: @MainActor (AnyObject, UIControl, UIEvent?) -> Void)
            /// A closure added with ``UIControl/addTarget(action:for:)``.
            case closure(@MainActor (UIControl, UIEvent?) -> Void)
        }

        let kind: Kind
        var events: Event
    }

    /// A weakly held target.
    final class WeakTarget {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    // MARK: UIAction

    func addEventHandler(_ action: UIAction, for controlEvents: Event) {
        if let index = eventHandlers.firstIndex(where: {
            if case .action(let existing) = $0.kind { existing.identifier == action.identifier } else { false }
        }) {
            if case .action(let existing) = eventHandlers[index].kind, existing === action {
                eventHandlers[index].events.formUnion(controlEvents)
                return
            }
            eventHandlers.remove(at: index)
        }
        eventHandlers.append(EventHandler(kind: .action(action), events: controlEvents))
    }

    func removeEventHandler(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeEvents(controlEvents) {
            if case .action(let action) = $0.kind { action.identifier == actionIdentifier } else { false }
        }
    }

    // MARK: Targets and closures

    /// Calls `action`, an argument-less method of `target`, for `controlEvents`; `target` is not retained.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void, for controlEvents: Event) {
        addHandler(target, events: controlEvents) { target, _, _ in
            if let target = target as? Target { action(target)() }
        }
    }

    /// Calls `action`, a method of `target` taking the control, for `controlEvents`; `target` is not retained.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void, for controlEvents: Event) {
        addHandler(target, events: controlEvents) { target, control, _ in
            if let target = target as? Target, let control = control as? Self { action(target)(control) }
        }
    }

    /// Calls `action`, a method of `target` taking the control and the event that caused the
    /// action (`nil` when the app sent it), for `controlEvents`; `target` is not retained.
    public final func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Self, UIEvent?) -> Void, for controlEvents: Event
    ) {
        addHandler(target, events: controlEvents) { target, control, event in
            if let target = target as? Target, let control = control as? Self { action(target)(control, event) }
        }
    }

    /// Calls `action` with the control for `controlEvents`.
    public final func addTarget(action: @escaping @MainActor (Self) -> Void, for controlEvents: Event) {
        eventHandlers.append(EventHandler(kind: .closure { control, _ in
            if let control = control as? Self { action(control) }
        }, events: controlEvents))
    }

    private func addHandler(_ target: AnyObject, events: Event, _ send: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void) {
        eventHandlers.append(EventHandler(kind: .target(weakTarget: WeakTarget(target), send: send), events: events))
    }

    func removeEventHandlers(of target: AnyObject?, for controlEvents: Event) {
        removeEvents(controlEvents) { handler in
            switch handler.kind {
            case .action: false
            case .closure: target == nil
            case .target(let weakTarget, _): target == nil || weakTarget.object === target || weakTarget.object == nil
            }
        }
    }

    private func removeEvents(_ controlEvents: Event, where matches: (EventHandler) -> Bool) {
        for index in eventHandlers.indices.reversed() where matches(eventHandlers[index]) {
            eventHandlers[index].events.subtract(controlEvents)
            if eventHandlers[index].events.isEmpty { eventHandlers.remove(at: index) }
        }
    }

    // MARK: Sending

    var eventsWithHandlers: Event {
        var events = Event()
        for handler in eventHandlers { events.formUnion(handler.events) }
        return events
    }

    func runEventHandlers(for controlEvents: Event) {
        let event = eventBeingSent
        for handler in eventHandlers where !handler.events.isDisjoint(with: controlEvents) {
            switch handler.kind {
            case .action(let action): sendAction(action)
            case .closure(let send): send(self, event)
            case .target(let weakTarget, let send):
                if let target = weakTarget.object { send(target, self, event) }
            }
        }
    }

    func enumerateHandlers(_ iterator: (UIAction?, AnyObject??, Event, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for handler in eventHandlers {
            switch handler.kind {
            case .action(let action): iterator(action, nil, handler.events, &stop)
            case .closure: iterator(nil, .some(nil), handler.events, &stop)
            case .target(let weakTarget, _): iterator(nil, .some(weakTarget.object), handler.events, &stop)
            }
            if stop.boolValue { return }
        }
    }
}
