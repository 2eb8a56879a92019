public import CoreGraphics
public import Foundation

/// Recognizes a pan that starts at an edge of the window and moves away from it.
///
/// Divergence: on iOS the edges are the screen's; a desktop app's screen is its window, so the
/// touch must start within 20 points of one of the window's ``edges``.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to an edge the touch must start, in points.
    static let edgeWidth: CGFloat = 20

    /// The edges the pan may start from. Default none, as in UIKit: set them.
    open var edges: UIRectEdge = []

    /// The edge the current pan started from.
    private var startEdge: UIRectEdge = []
    private var start: CGPoint?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if start == nil, let touch = touches.first, let window = touch.window {
            let point = touch.windowLocation
            let bounds = window.bounds
            let near: [(UIRectEdge, CGFloat)] = [
                (.left, point.x - bounds.minX), (.right, bounds.maxX - point.x),
                (.top, point.y - bounds.minY), (.bottom, bounds.maxY - point.y),
            ]
            startEdge = near.filter { edges.contains($0.0) && $0.1 <= Self.edgeWidth }.min { $0.1 < $1.1 }?.0 ?? []
            start = point
            if startEdge.isEmpty { return state = .failed }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let start, let point = touches.first?.windowLocation,
           GestureGeometry.distance(start, point) >= Self.hysteresis {
            let (dx, dy) = (point.x - start.x, point.y - start.y)
            let inward: CGFloat = switch startEdge {
            case .left: dx
            case .right: -dx
            case .top: dy
            default: -dy
            }
            let sideways = startEdge == .left || startEdge == .right ? abs(dy) : abs(dx)
            guard inward > sideways else { return state = .failed }
        }
        super.touchesMoved(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = []
        start = nil
    }
}
