public import CoreGraphics
public import Foundation

/// Recognizes fingers held still: a continuous gesture that begins once they have been down for
/// ``minimumPressDuration`` without moving more than ``allowableMovement``, changes as they then
/// move, and ends when they lift.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far the fingers may move before the press begins, in points. Default 10.
    open var allowableMovement: CGFloat = 10
    /// How many fingers press. Default 1.
    open var numberOfTouchesRequired = 1
    /// How many taps come before the press (a tap then a hold is 1). Default 0.
    open var numberOfTapsRequired = 0

    private var tapsCompleted = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var pressStarted = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { startLocations[ObjectIdentifier(touch)] = touch.windowLocation }
        let down = GestureGeometry.downCount(of: trackedTouches)
        guard down <= numberOfTouchesRequired else {
            if state == .possible { state = .failed }
            return
        }
        guard down == numberOfTouchesRequired, tapsCompleted == numberOfTapsRequired, !pressStarted else { return }
        pressStarted = true
        schedule(after: minimumPressDuration) { [weak self] in
            guard let self, self.state == .possible, self.pressStarted else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                if GestureGeometry.distance(start, touch.windowLocation) > allowableMovement {
                    state = .failed
                    return
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed:
            state = .ended
        case .possible:
            guard !pressStarted, trackedTouches.allSatisfy({ $0.phase == .ended }) else {
                // Lifted before the press lasted long enough.
                state = .failed
                return
            }
            tapsCompleted += 1
            startLocations = [:]
            guard tapsCompleted <= numberOfTapsRequired else { return state = .failed }
            let taps = tapsCompleted
            schedule(after: TouchInput.multiTapInterval) { [weak self] in
                guard let self, self.state == .possible, self.tapsCompleted == taps, self.trackedTouches.isEmpty else { return }
                self.state = .failed
            }
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        startLocations = [:]
        pressStarted = false
    }
}
