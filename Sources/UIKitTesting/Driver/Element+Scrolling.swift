public import CoreGraphics
public import Foundation
import Platform
public import Testing
public import UIKitCore

// Scrolling as a user does it: the wheel, a touchpad, a drag that stops, a fling that glides,
// and the keys that page. Each waits for the app to be idle after it, which includes a scroll
// view's glide, bounce and animated scroll coming to rest.
extension Element {
    /// Turns the mouse wheel over the element so the content moves by `deltaX` and `deltaY`
    /// points (positive `deltaY` scrolls the content down, as the wheel towards the user does), in
    /// clicks of 10 points (a pan's wheel step); the content stops where the wheel leaves it.
    public func scroll(byDeltaX deltaX: CGFloat, deltaY: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        perform("scroll", sourceLocation) { window, point in
            try app.injector.scroll(lines: CGPoint(x: deltaX / 10, y: deltaY / 10), smooth: false, at: point, in: window)
            app.runTurn()
        }
    }

    /// Scrolls with a touchpad's two fingers over the element: `deltaY` points down (or up, when
    /// negative) spread over `seconds`, then the fingers leave the pad moving, so the content
    /// glides on as after a finger's fling.
    public func touchpadScroll(byDeltaX deltaX: CGFloat, deltaY: CGFloat, seconds: TimeInterval = 0.1, sourceLocation: SourceLocation = #_sourceLocation) {
        perform("touchpad scroll", sourceLocation) { window, point in
            let frames = max(Int((seconds * app.clock.framesPerSecond).rounded()), 1)
            for _ in 0..<frames {
                try app.injector.scroll(lines: CGPoint(x: deltaX / 10 / CGFloat(frames), y: deltaY / 10 / CGFloat(frames)), smooth: true, at: point, in: window)
                app.runTurn()
                app.advance(by: 1 / app.clock.framesPerSecond)
            }
        }
    }

    /// Drags the element's content by `dx`, `dy` points with the pointer (as a finger would),
    /// holds still, and lifts: a drag that ends at rest, so the content stays where it was dragged.
    public func drag(byX dx: CGFloat, y dy: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        perform("drag", sourceLocation) { window, point in
            let end = CGPoint(x: point.x + dx, y: point.y + dy)
            try pointerDrag(from: point, to: end, frames: 18, in: window)
            app.advance(by: 0.2)
            try app.injector.pointer(.release, at: end, in: window)
            app.runTurn()
        }
    }

    /// Flicks across the element at `velocity` (points a second, the finger's direction) for a
    /// tenth of a second and lifts without stopping, so a scroll view glides on.
    public func fling(velocity: CGVector, sourceLocation: SourceLocation = #_sourceLocation) {
        perform("fling", sourceLocation) { window, point in
            let end = CGPoint(x: point.x + velocity.dx / 10, y: point.y + velocity.dy / 10)
            try pointerDrag(from: point, to: end, frames: 6, in: window)
            try app.injector.pointer(.release, at: end, in: window)
            app.runTurn()
        }
    }

    /// Presses Page Down, or Page Up when `up`, with the keyboard: the window's scroll view (or
    /// the one holding the keyboard focus) scrolls a page.
    public func pressPageKey(up: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        perform(up ? "Page Up" : "Page Down", sourceLocation, needsHit: false) { window, _ in
            try app.injector.namedKey(keysym: up ? 0xFF55 : 0xFF56, usage: up ? 0x4B : 0x4E, modifiers: [], in: window)
            app.runTurn()
        }
    }

    /// Presses, then moves the pressed pointer from `start` to `end` in `frames` steps, one a frame.
    private func pointerDrag(from start: CGPoint, to end: CGPoint, frames: Int, in window: UIWindow) throws {
        try app.injector.pointer(.move, at: start, in: window)
        try app.injector.pointer(.press, at: start, in: window)
        app.runTurn()
        for step in 1...max(frames, 1) {
            let t = CGFloat(step) / CGFloat(max(frames, 1))
            app.advance(by: 1 / app.clock.framesPerSecond)
            try app.injector.pointer(.move, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), in: window)
            app.runTurn()
        }
    }
}
