import CoreGraphics
import Foundation

/// What one axis of a released scroll view does until it rests: free flight, then, if the flight
/// crosses an edge, a spring back to that edge (or a stop at it when bouncing is off); content
/// released past an edge springs back at once.
package struct ScrollAxisMotion: Equatable {
    private enum Stage: Equatable {
        /// Free flight that ends inside the range.
        case flight(Deceleration)
        /// Free flight until `crossing`, then a spring to the edge it crossed.
        case flightThenSpring(Deceleration, crossing: TimeInterval, BounceSpring)
        /// Free flight until `crossing`, then stopped at `edge` (bouncing off).
        case flightThenStop(Deceleration, crossing: TimeInterval, edge: CGFloat)
        /// A spring from past an edge.
        case spring(BounceSpring)
        /// Nothing moves.
        case still(CGFloat)
    }

    private let stage: Stage

    /// The motion of an axis released at `offset` with `velocity` (points a second, in offset
    /// terms), inside `range` under deceleration `rate`.
    package init(offset: CGFloat, velocity: CGFloat, range: ClosedRange<CGFloat>, rate: CGFloat, bounces: Bool) {
        let velocity = velocity.isFinite ? velocity : 0
        if offset < range.lowerBound || offset > range.upperBound {
            let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
            stage = bounces ? .spring(BounceSpring(rest: edge, from: offset, velocity: velocity)) : .still(edge)
            return
        }
        let flight = Deceleration(start: offset, velocity: velocity, rate: rate)
        guard flight.moves else {
            stage = .still(offset)
            return
        }
        let rest = flight.restingOffset
        let edge: CGFloat? = rest < range.lowerBound ? range.lowerBound : rest > range.upperBound ? range.upperBound : nil
        guard let edge, let crossing = flight.time(reaching: edge) else {
            stage = .flight(flight)
            return
        }
        if bounces {
            stage = .flightThenSpring(flight, crossing: crossing, BounceSpring(rest: edge, from: edge, velocity: flight.velocity(at: crossing)))
        } else {
            stage = .flightThenStop(flight, crossing: crossing, edge: edge)
        }
    }

    /// A motion that lands exactly on `target`: free flight with the velocity that rests there.
    package init(offset: CGFloat, landingOn target: CGFloat, rate: CGFloat) {
        let flight = Deceleration(start: offset, velocity: Deceleration.velocity(from: offset, restingAt: target, rate: rate), rate: rate)
        stage = flight.moves ? .flight(flight) : .still(target)
        landing = target
    }

    /// A motion that snaps to `target` on the bounce spring, starting at `velocity`: how a page
    /// settles.
    package init(offset: CGFloat, velocity: CGFloat, springingTo target: CGFloat) {
        let spring = BounceSpring(rest: target, from: offset, velocity: velocity)
        stage = spring.isSettled(at: 0) ? .still(target) : .spring(spring)
        landing = target
    }

    /// The offset the motion ends on exactly, when it was made to land there.
    private var landing: CGFloat?

    /// The offset `time` seconds after release.
    package func offset(at time: TimeInterval) -> CGFloat {
        switch stage {
        case .flight(let flight): flight.offset(at: time)
        case .flightThenSpring(let flight, let crossing, let spring): time < crossing ? flight.offset(at: time) : spring.offset(at: time - crossing)
        case .flightThenStop(let flight, let crossing, let edge): time < crossing ? flight.offset(at: time) : edge
        case .spring(let spring): spring.offset(at: time)
        case .still(let offset): offset
        }
    }

    /// How long the motion lasts, in seconds.
    package var duration: TimeInterval {
        switch stage {
        case .flight(let flight): flight.duration
        case .flightThenSpring(_, let crossing, let spring): crossing + spring.duration
        case .flightThenStop(_, let crossing, _): crossing
        case .spring(let spring): spring.duration
        case .still: 0
        }
    }

    /// Where the motion ends: the resting point of its flight, or the edge it returns to.
    package var finalOffset: CGFloat {
        if let landing { return landing }
        return switch stage {
        case .flight(let flight): flight.restingOffset
        case .flightThenSpring(_, _, let spring): spring.rest
        case .flightThenStop(_, _, let edge): edge
        case .spring(let spring): spring.rest
        case .still(let offset): offset
        }
    }

    /// Whether the motion passes an edge and springs back (the scroll view bounces).
    package var bounces: Bool {
        switch stage {
        case .flightThenSpring, .spring: true
        default: false
        }
    }
}
