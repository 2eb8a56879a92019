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
            /// A typed target-action pair, sent to ``EventHandler/target`` while it lives.
            case target(send: @MainActor (AnyObject, UIControl, UIEvent?) -> Void)
            /// A closure added with ``UIControl/addTarget(action:for:)``.
            case closure(@MainActor (UIControl, UIEvent?) -> Void)
        }

        let kind: Kind
        /// The target of a target-action pair, not retained: a pair whose target went away does nothing.
        weak var target: AnyObject?
        var events: Event

        init(kind: Kind, target: AnyObject? = nil, events: Event) {
            self.kind = kind
            self.target = target
            self.events = events
        }

        /// The handler's action, for one added as a ``UIAction``.
        var action: UIAction? {
            if case .action(let action) = kind { action } else { nil }
        }
    }

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
        eventHandlers.append(EventHandler(kind: .target(send: send), target: target, events: events))
    }

    /// Takes `controlEvents` from the handlers that `matches`, dropping those left with none.
    func removeEvents(_ controlEvents: Event, where matches: (EventHandler) -> Bool) {
        for index in eventHandlers.indices.reversed() where matches(eventHandlers[index]) {
            eventHandlers[index].events.subtract(controlEvents)
            if eventHandlers[index].events.isEmpty { eventHandlers.remove(at: index) }
        }
    }
}
