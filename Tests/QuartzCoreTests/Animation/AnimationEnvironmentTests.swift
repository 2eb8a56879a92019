import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// What layers, animations and display links run on: the environment of the compositor that
/// shows them, or the current one.
@Suite("Animation environments", .serialized)
@MainActor
struct AnimationEnvironmentTests {
    private let saved = AnimationEnvironment.current

    private func fade(_ layer: CALayer) {
        let animation = CABasicAnimation(keyPath: "opacity")
        (animation.fromValue, animation.toValue, animation.duration) = (0, 1, 10)
        layer.add(animation, forKey: "fade")
    }

    @Test("CACurrentMediaTime reads the current environment's clock")
    func mediaTimeFollowsTheCurrentEnvironment() {
        defer { AnimationEnvironment.current = saved }
        let time = SettableMediaTime(42)
        AnimationEnvironment.current = AnimationEnvironment(time: time)
        #expect(CACurrentMediaTime() == 42)
        time.now = 43.5
        #expect(CACurrentMediaTime() == 43.5)
    }

    @Test("a layer in no compositor's tree starts its animations on the current environment's clock")
    func standAloneLayersRunOnTheCurrentEnvironment() {
        defer { AnimationEnvironment.current = saved }
        AnimationEnvironment.current = AnimationEnvironment(time: SettableMediaTime(7))
        let layer = CALayer()
        fade(layer)
        CATransaction.flush()
        #expect(layer.animation(forKey: "fade")?.beginTime == 7)
    }

    @Test("a tree a compositor shows starts its animations and draws its frames on the compositor's clock, whatever is current")
    func compositedTreesRunOnTheirCompositorsEnvironment() throws {
        defer { AnimationEnvironment.current = saved }
        let own = SettableMediaTime(100)
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let child = CALayer()
        root.addSublayer(child)
        let compositor = LayerCompositor(rootLayer: root, environment: AnimationEnvironment(time: own))
        AnimationEnvironment.current = AnimationEnvironment(time: SettableMediaTime(5))
        #expect(child.environment === compositor.environment)
        fade(child)
        CATransaction.flush()
        #expect(child.animation(forKey: "fade")?.beginTime == 100)
        own.now = 105
        let context = try #require(CGContext(
            data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        let report = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        #expect(report.isAnimating)
        #expect(abs(Double(child.presentation()?.opacity ?? -1) - 0.5) < 1e-6)
    }

    @Test("a layer taken out of a composited tree runs on the current environment again")
    func leavingATreeReturnsToTheCurrentEnvironment() {
        defer { AnimationEnvironment.current = saved }
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        let compositor = LayerCompositor(rootLayer: root, environment: AnimationEnvironment(time: SettableMediaTime(1)))
        #expect(child.environment === compositor.environment)
        child.removeFromSuperlayer()
        #expect(child.environment === AnimationEnvironment.current)
    }

    @Test("a display link stays with the environment that was current when it was added")
    func displayLinksStayWithTheirEnvironment() {
        defer { AnimationEnvironment.current = saved }
        let first = AnimationEnvironment(time: SettableMediaTime(0))
        first.displayLinks.refreshInterval = 1.0 / 120
        AnimationEnvironment.current = first
        let link = CADisplayLink { _ in }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        AnimationEnvironment.current = AnimationEnvironment(time: SettableMediaTime(0))
        #expect(first.displayLinks.hasActiveLinks && !AnimationEnvironment.current.displayLinks.hasActiveLinks)
        #expect(link.duration == 1.0 / 120)
    }
}
