public import CoreGraphics
public import Foundation

/// Recognizes one or more taps of one or more fingers: a discrete gesture, recognized when the
/// fingers of the last tap lift.
///
/// A tap fails when a finger moves more than 10 points, when more fingers touch than required,
/// or, for several taps, when the next tap does not start within 0.4 seconds (the desktop's
/// double-click time) or starts more than 45 points away.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture. Default 1.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap takes. Default 1.
    open var numberOfTouchesRequired = 1

    /// How far a finger may move during a tap, in points.
    static let allowableMovement: CGFloat = 10
    /// How far apart the taps of one gesture may be, in points.
    static let allowableTapDistance: CGFloat = 45

    private var tapsCompleted = 0
    /// The most fingers down at once in the current tap.
    private var touchesInTap = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            startLocations[ObjectIdentifier(touch)] = touch.windowLocation
            if let first = firstTapLocation, GestureGeometry.distance(first, touch.windowLocation) > Self.allowableTapDistance {
                state = .failed
                return
            }
        }
        let down = GestureGeometry.downCount(of: trackedTouches)
        touchesInTap = max(touchesInTap, down)
        if touchesInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            if GestureGeometry.distance(start, touch.windowLocation) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.allSatisfy({ $0.phase == .ended }) else { return }
        guard touchesInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = GestureGeometry.centroid(of: trackedTouches) }
        touchesInTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            let taps = tapsCompleted
            schedule(after: TouchInput.multiTapInterval) { [weak self] in
                guard let self, self.state == .possible, self.tapsCompleted == taps, self.trackedTouches.isEmpty else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        touchesInTap = 0
        startLocations = [:]
        firstTapLocation = nil
    }
}
