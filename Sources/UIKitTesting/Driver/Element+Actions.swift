public import CoreGraphics
public import Foundation
import Platform
public import Testing
public import UIKitCore

// Gestures and typing, sent as real input (XTest on X11, platform events in memory) at the
// element's centre, with the media clock moved between steps as a finger would take time.
// Each action first waits for the app to be idle and waits again after it, as XCUITest does;
// an action on an element that does not exist, or cannot be hit, is recorded as a test issue.
extension Element {
    /// Taps the element.
    public func tap(sourceLocation: SourceLocation = #_sourceLocation) {
        perform("tap", sourceLocation) { window, point in
            try press(at: point, in: window)
            try release(at: point, in: window)
        }
    }

    /// Clicks the element with the secondary (right) button, as a context menu is asked for.
    public func rightClick(sourceLocation: SourceLocation = #_sourceLocation) {
        perform("right-click", sourceLocation) { window, point in
            try app.injector.pointer(.move, at: point, in: window)
            try app.injector.pointer(.secondaryPress, at: point, in: window)
            app.runTurn()
            try app.injector.pointer(.secondaryRelease, at: point, in: window)
            app.runTurn()
        }
    }

    /// Taps the element twice in quick succession (0.1 s apart).
    public func doubleTap(sourceLocation: SourceLocation = #_sourceLocation) {
        perform("double-tap", sourceLocation) { window, point in
            try press(at: point, in: window)
            try release(at: point, in: window)
            app.advance(by: 0.1)
            try press(at: point, in: window)
            try release(at: point, in: window)
        }
    }

    /// Presses the element for `duration` seconds.
    public func press(forDuration duration: TimeInterval, sourceLocation: SourceLocation = #_sourceLocation) {
        perform("press", sourceLocation) { window, point in
            try press(at: point, in: window)
            app.advance(by: duration)
            try release(at: point, in: window)
        }
    }

    /// Presses the element for `duration` seconds, then drags to `other`'s centre and lifts.
    public func press(forDuration duration: TimeInterval, thenDragTo other: Element, sourceLocation: SourceLocation = #_sourceLocation) {
        perform("press and drag", sourceLocation) { window, point in
            guard let target = other.view else { throw DriverError("the drag's target (\(other)) does not exist") }
            let end = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: window)
            try press(at: point, in: window)
            app.advance(by: duration)
            try drag(from: point, to: end, seconds: 0.3, in: window)
            try release(at: end, in: window)
        }
    }

    /// Swipes left across the element.
    public func swipeLeft(sourceLocation: SourceLocation = #_sourceLocation) { swipe(dx: -1, dy: 0, sourceLocation) }
    /// Swipes right across the element.
    public func swipeRight(sourceLocation: SourceLocation = #_sourceLocation) { swipe(dx: 1, dy: 0, sourceLocation) }
    /// Swipes up across the element.
    public func swipeUp(sourceLocation: SourceLocation = #_sourceLocation) { swipe(dx: 0, dy: -1, sourceLocation) }
    /// Swipes down across the element.
    public func swipeDown(sourceLocation: SourceLocation = #_sourceLocation) { swipe(dx: 0, dy: 1, sourceLocation) }

    /// Pinches on the element until the fingers' spread is `scale` times the start, at
    /// `velocity` scale units a second (negative or zero: as fast as one frame allows).
    public func pinch(withScale scale: CGFloat, velocity: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        transform("pinch", sourceLocation, amount: Double(abs(scale - 1)), rate: Double(abs(velocity))) { progress in
            (1 + (Double(scale) - 1) * progress, 0)
        }
    }

    /// Turns two fingers on the element by `rotation` radians (clockwise positive) at `velocity` radians a second.
    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        transform("rotate", sourceLocation, amount: Double(abs(rotation)), rate: Double(abs(velocity))) { progress in
            (1, Double(rotation) * progress)
        }
    }

    /// Types `text` into the element, giving it keyboard focus first when it can take it.
    public func typeText(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        perform("type", sourceLocation, needsHit: false) { window, _ in
            focus(window)
            try app.injector.type(text, in: window)
        }
    }

    /// Presses `key` with `modifierFlags` held, as a key command.
    public func typeKey(_ key: String, modifierFlags: UIKeyModifierFlags, sourceLocation: SourceLocation = #_sourceLocation) {
        perform("type a key", sourceLocation, needsHit: false) { window, _ in
            guard key.count == 1, let character = key.first else { throw DriverError("typeKey takes one character, not \"\(key)\"") }
            focus(window)
            var modifiers: KeyModifiers = []
            if modifierFlags.contains(.shift) { modifiers.insert(.shift) }
            if modifierFlags.contains(.control) { modifiers.insert(.control) }
            if modifierFlags.contains(.alternate) { modifiers.insert(.alternate) }
            if modifierFlags.contains(.command) { modifiers.insert(.command) }
            try app.injector.chord(character, modifiers: modifiers, in: window)
        }
    }

    /// Raises an adjustable element's value as an assistive technology does (a VoiceOver swipe
    /// up): calls its `accessibilityIncrement()`.
    public func increment(sourceLocation: SourceLocation = #_sourceLocation) {
        perform("increment", sourceLocation, needsHit: false) { _, _ in try adjustable().accessibilityIncrement() }
    }

    /// Lowers an adjustable element's value as an assistive technology does: calls its `accessibilityDecrement()`.
    public func decrement(sourceLocation: SourceLocation = #_sourceLocation) {
        perform("decrement", sourceLocation, needsHit: false) { _, _ in try adjustable().accessibilityDecrement() }
    }

    /// The names of the custom actions the element offers assistive technologies, in order.
    public var customActionNames: [String] {
        view?.accessibilityCustomActions?.map(\.name) ?? []
    }

    /// Runs the element's custom action named `name` as an assistive technology does when the
    /// user picks it from the element's actions; records an issue when it has no such action or
    /// the action reports failure.
    public func performCustomAction(named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        perform("perform \"\(name)\" on", sourceLocation, needsHit: false) { _, _ in
            let actions = view?.accessibilityCustomActions ?? []
            guard let action = actions.first(where: { $0.name == name }) else {
                throw DriverError("\(self) has no custom action named \"\(name)\"; it has \(actions.map(\.name))")
            }
            guard action.perform() else { throw DriverError("the custom action \"\(name)\" of \(self) reported failure") }
        }
    }

    /// The element's view, which must have the `.adjustable` trait, as assistive technologies require.
    private func adjustable() throws -> UIView {
        guard let view, view.accessibilityTraits.contains(.adjustable) else {
            throw DriverError("\(self) is not adjustable: give it the .adjustable accessibility trait")
        }
        return view
    }

    // MARK: Steps

    private func press(at point: CGPoint, in window: UIWindow) throws {
        try app.injector.pointer(.move, at: point, in: window)
        try app.injector.pointer(.press, at: point, in: window)
        app.runTurn()
    }

    private func release(at point: CGPoint, in window: UIWindow) throws {
        try app.injector.pointer(.release, at: point, in: window)
        app.runTurn()
    }

    /// Moves the pressed pointer from `start` to `end` a frame at a time over `seconds`.
    private func drag(from start: CGPoint, to end: CGPoint, seconds: TimeInterval, in window: UIWindow) throws {
        let frames = max(Int((seconds * app.clock.framesPerSecond).rounded()), 1)
        for step in 1...frames {
            let t = CGFloat(step) / CGFloat(frames)
            app.advance(by: 1 / app.clock.framesPerSecond)
            try app.injector.pointer(.move, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), in: window)
            app.runTurn()
        }
    }

    /// A quick flick of 120 points in the direction (`dx`, `dy`) over a tenth of a second.
    private func swipe(dx: CGFloat, dy: CGFloat, _ sourceLocation: SourceLocation) {
        perform("swipe", sourceLocation) { window, point in
            let end = CGPoint(x: point.x + 120 * dx, y: point.y + 120 * dy)
            try press(at: point, in: window)
            try drag(from: point, to: end, seconds: 0.1, in: window)
            try release(at: end, in: window)
        }
    }

    /// A two-finger gesture: `step` gives scale and rotation at a progress from 0 to 1.
    private func transform(
        _ name: String, _ sourceLocation: SourceLocation, amount: Double, rate: Double, step: (Double) -> (scale: Double, rotation: Double)
    ) {
        perform(name, sourceLocation) { window, point in
            let seconds = rate > 0 ? amount / rate : 0
            let frames = max(Int((seconds * app.clock.framesPerSecond).rounded()), 1)
            try app.injector.pinch(.began, at: point, scale: 1, rotation: 0, in: window)
            app.runTurn()
            for frame in 1...frames {
                app.advance(by: 1 / app.clock.framesPerSecond)
                let (scale, rotation) = step(Double(frame) / Double(frames))
                try app.injector.pinch(frame == frames ? .ended : .moved, at: point, scale: scale, rotation: rotation, in: window)
                app.runTurn()
            }
        }
    }

    /// Gives the element's view the keyboard focus when it can become first responder.
    private func focus(_ window: UIWindow) {
        if !window.isKeyWindow { window.makeKey() }
        if let view, view.canBecomeFirstResponder, !view.isFirstResponder { _ = view.becomeFirstResponder() }
        app.runTurn()
    }

    /// Waits for idle, finds the element and its centre in its window, runs `body`, and waits again.
    func perform(
        _ action: String, _ sourceLocation: SourceLocation, needsHit: Bool = true, _ body: (UIWindow, CGPoint) throws -> Void
    ) {
        do {
            try app.waitForIdle()
            guard let view, let window = view.window else {
                throw DriverError("no element matches \(self) (\(query.count) match the query)")
            }
            if needsHit, !isHittable {
                throw DriverError("\(self) exists but is not hittable: a tap at its centre would reach another view")
            }
            try body(window, view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
            try app.waitForIdle()
            app.recordAction("\(action) \(self)")
        } catch {
            app.recordAction("\(action) \(self) failed: \(error)")
            Issue.record("Could not \(action) \(self): \(error)", sourceLocation: sourceLocation)
        }
    }
}
