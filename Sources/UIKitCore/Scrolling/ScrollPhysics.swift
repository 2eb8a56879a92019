import CoreGraphics
import Foundation

/// iOS's scrolling motion as closed forms of time, one axis at a time.
///
/// The formulas are the community reconstruction of UIScrollView measured on devices (see
/// `uikit-wave2-facts.md` §1.2-1.4): free flight loses a fixed fraction of its speed every
/// millisecond, dragging past an edge follows the finger less and less, and content past an
/// edge returns on a critically damped spring. Being closed forms, every offset depends only on
/// the time asked for, never on how often frames came: a test reads exact values at set instants.
package enum ScrollPhysics {
    /// How much of a drag past an edge the content follows at first (iOS 6 and later).
    static let rubberBandCoefficient: CGFloat = 0.55
    /// How close to its resting point (points) free flight counts as stopped.
    static let restingDistance: CGFloat = 0.5

    /// How far the content shows past an edge when the finger has gone `overshoot` points past
    /// it, on an axis `dimension` points long: 0.55 of the finger's movement at first, never
    /// reaching `dimension`. Negative overshoots mirror positive ones.
    package static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
        let c = rubberBandCoefficient
        let distance = abs(overshoot)
        let shown = (1 - 1 / (distance * c / dimension + 1)) * dimension
        return overshoot < 0 ? -shown : shown
    }

    /// The finger's overshoot that shows `shown` points past an edge: the inverse of
    /// ``rubberBand(_:dimension:)``, to pick up a drag where a bounce caught the content.
    package static func overshoot(showing shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard shown.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
        let c = rubberBandCoefficient
        // Shown distances approach the dimension without reaching it; nearer than a hair stays finite.
        let distance = min(abs(shown), dimension * 0.999)
        let finger = distance * dimension / (c * (dimension - distance))
        return shown < 0 ? -finger : finger
    }

    /// Where the offset `offset` shows when dragged to it: itself inside `range`, rubber-banded
    /// past either end (or held at the end when `bounces` is off). `dimension` is the visible
    /// length of the axis.
    package static func dragged(_ offset: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat, bounces: Bool) -> CGFloat {
        if offset < range.lowerBound {
            return bounces ? range.lowerBound + rubberBand(offset - range.lowerBound, dimension: dimension) : range.lowerBound
        }
        if offset > range.upperBound {
            return bounces ? range.upperBound + rubberBand(offset - range.upperBound, dimension: dimension) : range.upperBound
        }
        return offset
    }

    /// The offset a finger position maps to, given what the content shows: the inverse of
    /// ``dragged(_:range:dimension:bounces:)``, so a drag that starts past an edge goes on smoothly.
    package static func undragged(_ shown: CGFloat, range: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if shown < range.lowerBound { return range.lowerBound + overshoot(showing: shown - range.lowerBound, dimension: dimension) }
        if shown > range.upperBound { return range.upperBound + overshoot(showing: shown - range.upperBound, dimension: dimension) }
        return shown
    }

    /// How fast a release must be (points a second) to turn the page it started on.
    static let pageFlickSpeed: CGFloat = 300

    /// The page a paging drag settles on: the one beside the page it started on (`dragOrigin`)
    /// in the direction of a quick release, otherwise the page nearest `offset`; one page at most
    /// either way, as a flick turns one page on iOS.
    package static func page(from offset: CGFloat, velocity: CGFloat, pageLength: CGFloat, dragOrigin: CGFloat) -> CGFloat {
        guard pageLength > 0, pageLength.isFinite, offset.isFinite else { return offset }
        let startPage = (dragOrigin / pageLength).rounded()
        var page: CGFloat
        if abs(velocity) >= pageFlickSpeed {
            page = (offset / pageLength).rounded(velocity > 0 ? .up : .down)
        } else {
            page = (offset / pageLength).rounded()
        }
        page = min(max(page, startPage - 1), startPage + 1)
        return page * pageLength
    }

    /// Where free flight from `offset` at `velocity` (points a second) comes to rest under `rate`
    /// (the fraction of speed kept each millisecond): the projection UIKit proposes as the target
    /// of a drag.
    package static func restingOffset(from offset: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
        Deceleration(start: offset, velocity: velocity, rate: rate).restingOffset
    }
}

/// Free flight along one axis: the velocity keeps `rate` of itself every millisecond.
package struct Deceleration: Equatable {
    /// The offset at time 0.
    package var start: CGFloat
    /// The velocity at time 0, points a second.
    package var velocity: CGFloat
    /// The fraction of speed kept each millisecond, in (0, 1).
    package var rate: CGFloat

    package init(start: CGFloat, velocity: CGFloat, rate: CGFloat) {
        self.start = start
        self.velocity = velocity.isFinite ? velocity : 0
        // A rate of 1 or more never stops and one of 0 or less is not a rate: both fall back to
        // the nearest that still decelerates.
        self.rate = rate.isFinite ? min(max(rate, 0.5), 0.9999) : 0.998
    }

    /// The exponent of the decay per second (negative): `1000 ln(rate)`.
    var decay: CGFloat { 1000 * log(rate) }

    /// The offset `time` seconds in.
    package func offset(at time: TimeInterval) -> CGFloat {
        start + velocity * (exp(decay * CGFloat(time)) - 1) / decay
    }

    /// The velocity `time` seconds in, points a second.
    package func velocity(at time: TimeInterval) -> CGFloat {
        velocity * exp(decay * CGFloat(time))
    }

    /// Where the flight tends to.
    package var restingOffset: CGFloat { start - velocity / decay }

    /// Whether the flight goes anywhere: its resting point is more than
    /// ``ScrollPhysics/restingDistance`` away.
    package var moves: Bool { abs(velocity / decay) > ScrollPhysics.restingDistance }

    /// When the flight comes within ``ScrollPhysics/restingDistance`` of its resting point (its
    /// speed is then that distance times the decay): its length in seconds.
    package var duration: TimeInterval {
        guard moves else { return 0 }
        return TimeInterval(log(-decay * ScrollPhysics.restingDistance / abs(velocity)) / decay)
    }

    /// When the flight passes `offset`, or `nil` if it never does.
    package func time(reaching offset: CGFloat) -> TimeInterval? {
        let distance = offset - start
        guard distance != 0 else { return 0 }
        guard velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
        // offset(t) = start + v (e^(kt) - 1) / k  =>  e^(kt) = 1 + k d / v.
        let fraction = 1 + decay * distance / velocity
        guard fraction > 0 else { return nil }
        return TimeInterval(log(fraction) / decay)
    }

    /// The velocity that comes to rest exactly at `target` under `rate`.
    package static func velocity(from start: CGFloat, restingAt target: CGFloat, rate: CGFloat) -> CGFloat {
        -(target - start) * Deceleration(start: start, velocity: 0, rate: rate).decay
    }
}

/// A critically damped spring pulling the offset back to `rest` (mass 1, stiffness 100): how
/// content past an edge returns.
package struct BounceSpring: Equatable {
    /// The angular frequency: √(stiffness / mass).
    static let frequency: CGFloat = 10
    /// Closer than this to rest, and slower than ten times it a second, the spring has stopped.
    static let restingDistance: CGFloat = 0.1

    /// Where the spring pulls to.
    package var rest: CGFloat
    /// The displacement from `rest` at time 0.
    package var displacement: CGFloat
    /// The velocity at time 0, points a second.
    package var velocity: CGFloat

    package init(rest: CGFloat, from offset: CGFloat, velocity: CGFloat) {
        self.rest = rest
        displacement = offset - rest
        self.velocity = velocity.isFinite ? velocity : 0
    }

    /// The offset `time` seconds in.
    package func offset(at time: TimeInterval) -> CGFloat {
        let t = CGFloat(time), w = Self.frequency
        return rest + exp(-w * t) * (displacement + (velocity + w * displacement) * t)
    }

    /// The velocity `time` seconds in, points a second.
    package func velocity(at time: TimeInterval) -> CGFloat {
        let t = CGFloat(time), w = Self.frequency
        let b = velocity + w * displacement
        return exp(-w * t) * (b - w * (displacement + b * t))
    }

    /// Whether the spring has settled by `time`.
    package func isSettled(at time: TimeInterval) -> Bool {
        abs(offset(at: time) - rest) < Self.restingDistance && abs(velocity(at: time)) < Self.restingDistance * 10
    }

    /// When the spring settles, found by stepping a frame at a time (the closed form has no inverse).
    package var duration: TimeInterval {
        var time: TimeInterval = 0
        while !isSettled(at: time), time < 10 { time += 1.0 / 240 }
        return time
    }
}
