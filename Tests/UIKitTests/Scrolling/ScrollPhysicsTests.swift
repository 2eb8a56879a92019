import Foundation
import Testing
import UIKitCore

@Suite("Scroll physics")
struct ScrollPhysicsTests {
    @Test("Rubber banding shows iOS's fraction of an overshoot on a 960-point axis", arguments: [
        (5.0, 2.74), (10, 5.47), (50, 26.73), (100, 52.02), (400, 178.98), (960, 340.65), (2000, 512.62),
    ])
    func rubberBand(overshoot: Double, shown: Double) {
        #expect(abs(ScrollPhysics.rubberBand(CGFloat(overshoot), dimension: 960) - CGFloat(shown)) < 0.01)
        #expect(abs(ScrollPhysics.rubberBand(CGFloat(-overshoot), dimension: 960) + CGFloat(shown)) < 0.01)
    }

    @Test("Rubber banding starts at 0.55 of the finger's movement and never reaches the axis's length")
    func rubberBandShape() {
        #expect(abs(ScrollPhysics.rubberBand(0.01, dimension: 500) / 0.01 - 0.55) < 0.001)
        #expect(ScrollPhysics.rubberBand(1e9, dimension: 500) < 500)
        #expect(ScrollPhysics.rubberBand(100, dimension: 0) == 0)
        #expect(ScrollPhysics.rubberBand(.nan, dimension: 500) == 0)
    }

    @Test("The overshoot that shows a distance undoes the rubber band")
    func overshootInverse() {
        for finger in [1.0, 37, 300, 2500] as [CGFloat] {
            let shown = ScrollPhysics.rubberBand(finger, dimension: 600)
            #expect(abs(ScrollPhysics.overshoot(showing: shown, dimension: 600) - finger) < 0.001)
        }
    }

    @Test("A drag's offset is itself in range, rubber-banded past it, and held at the edge without bouncing")
    func dragged() {
        let range: ClosedRange<CGFloat> = 0...1000
        #expect(ScrollPhysics.dragged(400, range: range, dimension: 300, bounces: true) == 400)
        #expect(ScrollPhysics.dragged(-100, range: range, dimension: 300, bounces: true) == ScrollPhysics.rubberBand(-100, dimension: 300))
        #expect(ScrollPhysics.dragged(1100, range: range, dimension: 300, bounces: true) == 1000 + ScrollPhysics.rubberBand(100, dimension: 300))
        #expect(ScrollPhysics.dragged(-100, range: range, dimension: 300, bounces: false) == 0)
        #expect(ScrollPhysics.undragged(ScrollPhysics.dragged(1100, range: range, dimension: 300, bounces: true), range: range, dimension: 300) - 1100 < 0.001)
    }

    @Test("A fling comes to rest where iOS's deceleration takes it", arguments: [
        (0.998, 500.0, 249.7), (0.998, 1000, 499.5), (0.998, 3000, 1498.5), (0.99, 500, 49.7), (0.99, 1000, 99.5), (0.99, 3000, 298.5),
    ])
    func restingDistance(rate: Double, velocity: Double, distance: Double) {
        let flight = Deceleration(start: 0, velocity: CGFloat(velocity), rate: CGFloat(rate))
        #expect(abs(flight.restingOffset - CGFloat(distance)) < 0.1)
    }

    @Test("A fling ends within half a point of its resting point when iOS's stops", arguments: [
        (0.998, 500.0, 3.10), (0.998, 1000, 3.45), (0.998, 3000, 4.00), (0.99, 500, 0.46), (0.99, 1000, 0.53), (0.99, 3000, 0.64),
    ])
    func stoppingTime(rate: Double, velocity: Double, seconds: Double) {
        #expect(abs(Deceleration(start: 0, velocity: CGFloat(velocity), rate: CGFloat(rate)).duration - seconds) < 0.01)
    }

    @Test("A fling's offset and velocity follow the exponential decay at any instant")
    func flightAtInstants() {
        let flight = Deceleration(start: 100, velocity: 1000, rate: 0.998)
        // k = 1000 ln 0.998 = -2.002; x(0.1) = 100 + 1000 (e^(-0.2002) - 1) / -2.002.
        #expect(abs(flight.offset(at: 0.1) - 190.63) < 0.01)
        #expect(abs(flight.velocity(at: 0.1) - 818.57) < 0.01)
        #expect(abs(flight.offset(at: 0) - 100) < 1e-9)
        let reach = try! #require(flight.time(reaching: 300))
        #expect(abs(flight.offset(at: reach) - 300) < 1e-6)
        #expect(flight.time(reaching: 1000) == nil)
        #expect(flight.time(reaching: 50) == nil)
    }

    @Test("A velocity made to rest on a target rests exactly there")
    func velocityForTarget() {
        let velocity = Deceleration.velocity(from: 40, restingAt: 640, rate: 0.998)
        #expect(abs(Deceleration(start: 40, velocity: velocity, rate: 0.998).restingOffset - 640) < 1e-6)
    }

    @Test("A rate outside (0, 1) still decelerates instead of flying for ever")
    func badRates() {
        for rate in [1.0, 2, 0, -1, .nan, .infinity] as [CGFloat] {
            let flight = Deceleration(start: 0, velocity: 1000, rate: rate)
            #expect(flight.restingOffset.isFinite && flight.duration.isFinite && flight.duration > 0)
        }
    }

    @Test("The bounce spring is critically damped: it returns without crossing the edge and settles within a second")
    func spring() {
        let spring = BounceSpring(rest: 0, from: 100, velocity: 0)
        // x(t) = e^(-10t) (100 + 1000 t): at 0.1 s, 200/e.
        #expect(abs(spring.offset(at: 0.1) - 73.58) < 0.01)
        var time = 0.0
        while time < 2 {
            #expect(spring.offset(at: time) >= 0)
            time += 1.0 / 60
        }
        #expect(spring.duration > 0.5 && spring.duration < 1.2)
        #expect(spring.isSettled(at: spring.duration))
    }

    @Test("A fling into an edge glides to it, overshoots on the spring and comes back to the edge")
    func flingIntoEdge() {
        let motion = ScrollAxisMotion(offset: 900, velocity: 2000, range: 0...1000, rate: 0.998, bounces: true)
        #expect(motion.bounces)
        #expect(motion.finalOffset == 1000)
        let peak = stride(from: 0.0, through: motion.duration, by: 1.0 / 120).map { motion.offset(at: $0) }.max()!
        #expect(peak > 1000)
        #expect(abs(motion.offset(at: motion.duration) - 1000) < 0.2)
    }

    @Test("Without bouncing, a fling into an edge stops at the edge when it reaches it")
    func flingWithoutBounce() {
        let motion = ScrollAxisMotion(offset: 900, velocity: 2000, range: 0...1000, rate: 0.998, bounces: false)
        let crossing = Deceleration(start: 900, velocity: 2000, rate: 0.998).time(reaching: 1000)!
        #expect(abs(motion.duration - crossing) < 1e-9)
        #expect(motion.offset(at: crossing + 0.5) == 1000)
        #expect(!motion.bounces)
    }

    @Test("Content released past an edge springs back to it")
    func releasedPastEdge() {
        let motion = ScrollAxisMotion(offset: -80, velocity: 0, range: 0...1000, rate: 0.998, bounces: true)
        #expect(motion.finalOffset == 0)
        #expect(motion.offset(at: 0) == -80)
        #expect(motion.offset(at: 0.2) > -80 && motion.offset(at: 0.2) < 0)
    }

    @Test("A slow release inside the range does not move")
    func stillRelease() {
        let motion = ScrollAxisMotion(offset: 300, velocity: 0.9, range: 0...1000, rate: 0.998, bounces: true)
        #expect(motion.duration == 0 && motion.finalOffset == 300)
    }
}
