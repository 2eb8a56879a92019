import Foundation
import Testing
import UIKit

@MainActor
@Suite("Key-value observing of layers and views")
struct KeyValueObservingTests {
    @Test func aLayersPropertyChangeCallsTheHandlerWithOldAndNewValues() {
        let layer = CALayer()
        var seen: [(CGPoint?, CGPoint?)] = []
        let observation = layer.observe(\.position, options: [.old, .new]) { _, change in
            seen.append((change.oldValue, change.newValue))
        }
        layer.position = CGPoint(x: 10, y: 20)
        layer.position = CGPoint(x: 30, y: 20)
        #expect(seen.count == 2)
        #expect(seen.first?.0 == .zero)
        #expect(seen.first?.1 == CGPoint(x: 10, y: 20))
        #expect(seen.last?.1 == CGPoint(x: 30, y: 20))
        observation.invalidate()
    }

    @Test func changesOfOtherPropertiesAreNotReported() {
        let layer = CALayer()
        var calls = 0
        let observation = layer.observe(\.opacity) { _, _ in calls += 1 }
        layer.position = CGPoint(x: 5, y: 5)
        layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
        layer.opacity = 0.5
        #expect(calls == 1)
        _ = observation
    }

    @Test func withoutNewOrOldTheChangeCarriesNoValues() {
        let layer = CALayer()
        var change: NSKeyValueObservedChange<CGRect>?
        let observation = layer.observe(\.bounds) { _, observed in change = observed }
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        #expect(change != nil)
        #expect(change?.newValue == nil && change?.oldValue == nil)
        #expect(change?.kind == .setting)
        _ = observation
    }

    @Test func initialCallsTheHandlerAtOnce() {
        let layer = CALayer()
        layer.cornerRadius = 3
        var values: [CGFloat?] = []
        let observation = layer.observe(\.cornerRadius, options: [.initial, .new]) { _, change in values.append(change.newValue) }
        #expect(values == [3])
        layer.cornerRadius = 6
        #expect(values == [3, 6])
        _ = observation
    }

    @Test func anInvalidatedOrReleasedObservationIsNotCalled() {
        let layer = CALayer()
        var calls = 0
        let kept = layer.observe(\.zPosition) { _, _ in calls += 1 }
        kept.invalidate()
        do {
            _ = layer.observe(\.zPosition) { _, _ in calls += 1 }
        }
        layer.zPosition = 4
        #expect(calls == 0)
    }

    @Test func aViewsFrameBoundsAndAlphaAreObserved() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames: [CGRect?] = []
        var alphas: [CGFloat?] = []
        let frameObservation = view.observe(\.frame, options: [.new]) { _, change in frames.append(change.newValue) }
        let alphaObservation = view.observe(\.alpha, options: [.new]) { _, change in alphas.append(change.newValue) }
        view.frame = CGRect(x: 5, y: 5, width: 20, height: 10)
        view.alpha = 0.5
        #expect(frames.last == CGRect(x: 5, y: 5, width: 20, height: 10))
        #expect(alphas == [0.5])
        _ = (frameObservation, alphaObservation)
    }

    @Test func theHandlerGetsTheObservedObjectAsItsOwnType() {
        final class Gauge: CAShapeLayer {}
        let gauge = Gauge()
        var ends: [CGFloat] = []
        let observation = gauge.observe(\.strokeEnd) { layer, _ in ends.append(layer.strokeEnd) }
        gauge.strokeEnd = 0.25
        #expect(ends == [0.25])
        _ = observation
    }
}
