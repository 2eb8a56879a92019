import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// Records the events a layer asks its actions for, and answers for some of them.
@MainActor
private final class ActionLog: @preconcurrency CALayerDelegate {
    var asked: [String] = []
    var answers: [String: any CAAction] = [:]

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        asked.append(event)
        return answers[event]
    }
}

/// An action that records that it ran.
@MainActor
private final class Marker: @preconcurrency CAAction {
    let name: String
    var runs: [String] = []
    init(_ name: String) { self.name = name }
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) { runs.append(event) }
}

@Suite("Layer actions and implicit animations", .serialized)
@MainActor
struct ActionTests {
    /// A root with one sublayer (and `extra` ones), drawn once so that the layers count as on screen.
    private func onScreen(adding extra: [CALayer] = []) -> (root: CALayer, layer: CALayer) {
        AnimationTestClock.start()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(layer)
        for other in extra { root.addSublayer(other) }
        let context = rgbaContext(width: 100, height: 100)
        _ = LayerCompositor(rootLayer: root).renderFrame(in: context, surfaceBounds: root.bounds)
        return (root, layer)
    }

    @Test("CAAction is for classes only, as Core Animation's Objective-C protocol is: an action is one reference")
    func actionsAreClasses() {
        #expect(MemoryLayout<any CAAction>.size == MemoryLayout<AnyObject>.size + MemoryLayout<UnsafeRawPointer>.size)
        let action: any CAAction = NSNull()
        #expect((action as AnyObject) is NSNull)
    }

    @Test("changing a property of a layer on screen animates it implicitly from the old value over 0.25 s")
    func implicitAnimation() {
        let (_, layer) = onScreen()
        layer.opacity = 0
        #expect(layer.opacity == 0)
        let animation = layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.fromValue as? Float == 1 && animation?.toValue == nil)
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.125)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        AnimationTestClock.advance(to: 0.25)
        #expect(layer.presentation()!.opacity == 0 && layer.animationKeys() == nil)
    }

    @Test("a layer that has never been drawn, or a change with actions disabled, does not animate")
    func noAnimationOffScreenOrDisabled() {
        AnimationTestClock.start()
        let fresh = CALayer()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
        let (_, layer) = onScreen()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
    }

    @Test("the search runs delegate, actions, style, then the class default; NSNull stops it with no action")
    func searchOrder() {
        let (_, layer) = onScreen()
        let log = ActionLog()
        layer.delegate = log
        let fromDelegate = Marker("delegate"), fromActions = Marker("actions"), fromStyle = Marker("style")
        log.answers["opacity"] = fromDelegate
        layer.actions = ["opacity": fromActions, "cornerRadius": fromActions, "borderWidth": NSNull()]
        layer.style = ["actions": ["opacity": fromStyle, "cornerRadius": fromStyle, "shadowRadius": fromStyle]]
        layer.opacity = 0.5
        layer.cornerRadius = 4
        layer.shadowRadius = 2
        layer.borderWidth = 3
        #expect(fromDelegate.runs == ["opacity"] && fromActions.runs == ["cornerRadius"] && fromStyle.runs == ["shadowRadius"])
        #expect(layer.animationKeys() == nil)
        log.answers["zPosition"] = NSNull()
        layer.zPosition = 3
        #expect(layer.action(forKey: "zPosition") == nil && layer.animationKeys() == nil)
        #expect(layer.action(forKey: "anchorPointZ") is CABasicAnimation)
        #expect(layer.action(forKey: "doubleSided") == nil && layer.action(forKey: "frame") == nil)
    }

    @Test("a subclass's defaultAction(forKey:) is asked after style and before the implied animation")
    func classDefault() {
        final class Quiet: CALayer {
            override class func defaultAction(forKey event: String) -> (any CAAction)? { event == "opacity" ? NSNull() : nil }
        }
        let layer = Quiet()
        #expect(layer.action(forKey: "opacity") == nil)
        #expect(layer.action(forKey: "position") is CABasicAnimation)
    }

    @Test("adding to, removing from and hiding in a tree on screen run onOrderIn and onOrderOut; replacing runs transition")
    func specialEvents() {
        let (root, layer) = onScreen()
        let marker = Marker("order")
        let newcomer = CALayer()
        newcomer.actions = [kCAOnOrderIn: marker, kCAOnOrderOut: marker]
        layer.actions = [kCAOnOrderOut: marker, kCAOnOrderIn: marker, "hidden": NSNull()]
        root.actions = [kCATransition: marker]
        root.addSublayer(newcomer)
        layer.isHidden = true
        layer.isHidden = false
        newcomer.removeFromSuperlayer()
        root.replaceSublayer(layer, with: CALayer())
        #expect(marker.runs == [kCAOnOrderIn, kCAOnOrderOut, kCAOnOrderIn, kCAOnOrderOut, kCAOnOrderOut, kCATransition])
    }

    @Test("replacing a layer's contents runs the transition action after the contents one; redrawing in place runs neither")
    func contentsRunTransition() {
        let (_, layer) = onScreen()
        let marker = Marker("transition")
        layer.actions = ["contents": marker, kCATransition: marker]
        layer.contents = rgbaContext(width: 2, height: 2).makeImage()
        #expect(marker.runs == ["contents", kCATransition])
        // A layer that draws: Core Animation's own classes without a delegate get no backing store.
        final class Painter: CALayer {
            override func draw(in ctx: CGContext) { ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) }
        }
        let drawn = Painter()
        drawn.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        drawn.setNeedsDisplay()
        _ = onScreen(adding: [drawn])
        #expect(drawn.contents != nil)
        drawn.actions = ["contents": marker, kCATransition: marker]
        drawn.setNeedsDisplay()
        drawn.displayIfNeeded()
        drawn.setNeedsDisplay()
        drawn.displayIfNeeded()
        #expect(marker.runs.count == 2)
    }

    @Test("subclass properties imply animations too: a text layer's font size, a shape layer's stroke end")
    func subclassProperties() {
        let text = CATextLayer()
        let shape = CAShapeLayer()
        _ = onScreen(adding: [text, shape])
        text.fontSize = 20
        shape.strokeEnd = 0.5
        #expect(text.animationKeys() == ["fontSize"] && shape.animationKeys() == ["strokeEnd"])
        #expect(shape.action(forKey: "lineCap") == nil)
    }

    @Test("setting the frame animates bounds and position, never frame itself")
    func frameAnimatesBoundsAndPosition() {
        let (_, layer) = onScreen()
        layer.frame = CGRect(x: 40, y: 40, width: 40, height: 40)
        #expect(Set(layer.animationKeys() ?? []) == ["bounds", "position"])
    }

    @Test("the transaction's duration and timing function apply to the animations its changes imply")
    func transactionSettings() {
        let (_, layer) = onScreen()
        CATransaction.begin()
        CATransaction.setAnimationDuration(10)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.opacity = 0
        CATransaction.commit()
        AnimationTestClock.advance(to: 5)
        let expected = 1 - CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
        #expect(abs(Double(layer.presentation()!.opacity) - expected) < 1e-6)
    }

    @Test("a change during an implicit animation starts the new one from what is shown")
    func retargeting() {
        let (_, layer) = onScreen()
        layer.position = CGPoint(x: 120, y: 20)
        CATransaction.flush()
        AnimationTestClock.advance(to: 0.125)
        layer.position = CGPoint(x: 20, y: 20)
        let from = (layer.animation(forKey: "position") as? CABasicAnimation)?.fromValue as? CGPoint
        #expect(from.map { abs($0.x - 70) < 1e-6 } == true)
    }

    @Test("nested transactions (the guide's listing): the outer change lasts 2 s, the inner ones 5 s, all starting at the outer commit")
    func nestedTransactionDurations() {
        let (_, layer) = onScreen()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        layer.position = CGPoint(x: 0, y: 0)
        CATransaction.begin()
        CATransaction.setAnimationDuration(5)
        layer.zPosition = 200
        layer.opacity = 0
        CATransaction.commit()
        CATransaction.commit()
        AnimationTestClock.advance(to: 3)
        let shown = layer.presentation()!
        #expect(shown.position == .zero)
        #expect(abs(shown.opacity - 0.4) < 1e-6 && abs(shown.zPosition - 120) < 1e-6)
    }
}
