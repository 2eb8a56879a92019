import CasementTestSupport
import CoreGraphics
import Dispatch
import Foundation
import Testing
@testable import QuartzCore

/// Builds what an activity indicator builds, in a nonisolated function as iOS code does: a red
/// disc whose opacity animates from 0 to 1 over a second.
private func makeFadingDisc() -> CAShapeLayer {
    let disc = CAShapeLayer()
    disc.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    disc.path = CGPath(ellipseIn: disc.bounds, transform: nil)
    disc.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = NSNumber(value: 0.0)
    fade.toValue = NSNumber(value: 1.0)
    fade.duration = 1
    fade.timingFunction = CAMediaTimingFunction(name: .linear)
    disc.add(fade, forKey: "fade")
    return disc
}

/// The pixels of a rounded, bordered square drawn with `render(in:)` on the calling thread.
private func renderedBadge() -> [UInt8] {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
    layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    layer.cornerRadius = 5
    layer.borderWidth = 2
    layer.borderColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
    let context = rgbaContext(width: 16, height: 16)
    layer.render(in: context)
    let pixels = RGBAPixels(context.makeImage()!)
    return (0..<16).flatMap { y in (0..<16).flatMap { x in pixels[x, y] } }
}

/// Holds what a thread made until the thread that waits for it takes it.
private final class Handoff<Value>: @unchecked Sendable {
    var value: Value?
}

/// Runs `body` on a new thread and returns what it made once the thread is done, or `nil` when
/// it has not finished within `seconds` (so a deadlock fails the test instead of hanging it).
private func onAnotherThread<Value>(within seconds: Double = 60, _ body: @escaping @Sendable () -> Value) -> Value? {
    let handoff = Handoff<Value>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        handoff.value = body()
        done.signal()
    }
    thread.start()
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return handoff.value
}

@Suite("QuartzCore off the main actor")
struct NonisolatedQuartzCoreTests {
    @Test func nonisolatedCodeBuildsLayersAndAnimations() {
        let disc = makeFadingDisc()
        #expect(disc.animation(forKey: "fade")?.duration == 1)
        #expect(disc.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(CACurrentMediaTime().isFinite)
    }

    @MainActor
    @Test func anotherThreadsTransactionsLeaveTheMainThreadsAlone() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        let seen = onAnotherThread { () -> (Double, Bool) in
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let seen = (CATransaction.animationDuration(), CATransaction.disableActions())
            CATransaction.commit()
            return seen
        }
        #expect(seen?.0 == 0.25)
        #expect(seen?.1 == true)
        #expect(CATransaction.animationDuration() == 3)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
    }

    @MainActor
    @Test func anAnimationAddedOnAnotherThreadStartsOnceTheLayerIsShown() throws {
        let disc = try #require(onAnotherThread { UncheckedLayer(makeFadingDisc()) }).layer
        let scene = CompositedScene(size: CGSize(width: 20, height: 20), layers: [disc])
        // The first frame shows the layer and hands its animation to the main thread's
        // transaction, which the next frame commits at its own time.
        scene.frame(at: 0)
        let halfway = scene.frame(at: 0.5)
        #expect(abs(Int(halfway[10, 10][3]) - 128) <= 2)
        #expect(disc.animation(forKey: "fade") != nil)
    }

    @MainActor
    @Test func aTreeReleasedOnAnotherThreadNeedsNotTheMainThread() {
        // The main actor waits here, so a release that asked the main queue for its cleanup
        // would never finish.
        let finished = onAnotherThread(within: 30) { () -> Bool in
            var parent = CALayer()
            let root = parent
            for _ in 0..<1000 {
                let child = CALayer()
                child.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
                parent.addSublayer(child)
                child.setNeedsLayout()
                parent = child
            }
            root.layoutIfNeeded()
            return true
        }
        #expect(finished == true)
    }

    @MainActor
    @Test func aLayerRendersTheSameOnAnotherThread() throws {
        let elsewhere = try #require(onAnotherThread { renderedBadge() })
        #expect(elsewhere == renderedBadge())
    }

    @Test func threadsBuildAndRenderTreesAtOnce() async {
        let counts = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    var drawn = 0
                    for tree in 0..<50 {
                        CATransaction.begin()
                        CATransaction.setAnimationDuration(Double(worker + 1))
                        var completions = 0
                        CATransaction.setCompletionBlock { completions += 1 }
                        let root = CALayer()
                        root.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
                        for index in 0..<10 {
                            let sublayer = CAShapeLayer()
                            sublayer.frame = CGRect(x: index % 4, y: index / 4, width: 2, height: 2)
                            sublayer.fillColor = CGColor(gray: 1, alpha: 1)
                            sublayer.path = CGPath(rect: sublayer.bounds, transform: nil)
                            sublayer.cornerRadius = CGFloat(tree % 3)
                            root.addSublayer(sublayer)
                        }
                        root.setNeedsLayout()
                        root.layoutIfNeeded()
                        CATransaction.commit()
                        let context = rgbaContext(width: 8, height: 8)
                        root.render(in: context)
                        if RGBAPixels(context.makeImage()!)[0, 7][3] == 255, completions == 1 { drawn += 1 }
                    }
                    return drawn
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }.sorted()
        }
        #expect(counts == [50, 50, 50, 50])
    }

    @MainActor
    @Test func theTransactionLockIsRecursiveAndCommitsMayTakeItAgain() {
        let layer = CALayer()
        CATransaction.lock()
        CATransaction.lock()
        layer.opacity = 0.5
        CATransaction.flush()
        CATransaction.unlock()
        CATransaction.unlock()
        #expect(layer.opacity == 0.5)
        #expect(!CATransaction.hasOpenImplicitTransaction)
    }
}

/// A layer handed from the thread that made it to the one that waits for it.
private struct UncheckedLayer<Layer: CALayer>: @unchecked Sendable {
    let layer: Layer
    init(_ layer: Layer) { self.layer = layer }
}
