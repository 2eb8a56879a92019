import CasementTestSupport
import Testing
import UIKit
import UIKitCore

@Suite("UIView block animations")
@MainActor
struct UIViewAnimationTests {
    @Test("Listing 4-1: a one-second block fades one view out and another in, easing in and out")
    func listing4_1() {
        let stage = AnimationStage()
        let firstView = stage.view
        let secondView = UIView(frame: CGRect(x: 50, y: 0, width: 20, height: 20))
        secondView.alpha = 0
        stage.window.addSubview(secondView)
        stage.app.runTurn()
        UIView.animate(withDuration: 1.0) {
            firstView.alpha = 0.0
            secondView.alpha = 1.0
        }
        #expect(firstView.alpha == 0 && secondView.alpha == 1, "the model takes the new values at once")
        stage.run(0.25)
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.25)
        #expect(abs(stage.shownAlpha - (1 - eased)) < 1e-3)
        #expect(abs(Double(stage.shown(secondView).opacity) - eased) < 1e-3)
        stage.app.clock.advance(by: 0.25)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-3)
        stage.app.clock.advance(by: 0.5)
        #expect(firstView.layer.animationKeys() == nil && secondView.layer.animationKeys() == nil, "it runs once")
        #expect(stage.shownAlpha == 0)
    }

    @Test("Outside an animation block a change shows at once, with no animation")
    func outsideBlockIsImmediate() {
        let stage = AnimationStage()
        stage.view.alpha = 0.5
        stage.view.center = CGPoint(x: 100, y: 100)
        stage.app.runTurn()
        #expect(stage.view.layer.animationKeys() == nil)
        #expect(stage.shownAlpha == 0.5 && stage.shownCenter == CGPoint(x: 100, y: 100))
    }

    @Test("Setting isHidden in a block takes effect at once; alpha fades")
    func hiddenIsNotAnimated() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1) {
            stage.view.isHidden = true
        }
        stage.run(0.1)
        #expect(stage.view.layer.animationKeys() == nil)
        #expect(stage.shown(stage.view).isHidden)
    }

    @Test("frame animates as bounds and position; the presentation passes through the middle")
    func frameAnimatesThroughBoundsAndPosition() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            stage.view.frame = CGRect(x: 100, y: 100, width: 60, height: 40)
        }
        #expect(Set(stage.view.layer.animationKeys() ?? []) == ["bounds", "position"])
        stage.run(0.5)
        let shown = stage.shown(stage.view)
        #expect(abs(shown.frame.minX - 50) < 1e-6 && abs(shown.frame.width - 40) < 1e-6 && abs(shown.frame.height - 30) < 1e-6)
    }

    @Test("The window's picture shows the view part way during the animation")
    func renderedFramesShowTheMovingView() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            stage.view.center.x = 110
        }
        stage.run(0.5)
        guard let image = stage.app.platformWindow(of: stage.window)?.presentedImage() else {
            Issue.record("no picture presented")
            return
        }
        let pixels = RGBAPixels(image)
        // Half way, the 20-point view spans x 50...70 (centre 60).
        #expect(pixels[60, 10] == [255, 0, 0, 255])
        #expect(pixels[5, 10] == [255, 255, 255, 255])
        #expect(pixels[105, 10] == [255, 255, 255, 255])
    }

    @Test("The completion handler runs once, when the animation ends, with finished true")
    func completionRunsAtTheEnd() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: { stage.view.alpha = 0 }, completion: log.handler("fade"))
        stage.run(0.9)
        #expect(log.entries.isEmpty)
        stage.app.clock.advance(by: 0.2)
        #expect(log.entries == ["fade true"])
        stage.run(1)
        #expect(log.entries == ["fade true"])
    }

    @Test("A block that changes nothing animatable completes at the end of the turn, not at once")
    func emptyBlockCompletesAtTheEndOfTheTurn() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: { stage.view.tag = 3 }, completion: log.handler("empty"))
        #expect(log.entries.isEmpty)
        stage.app.runTurn()
        #expect(log.entries == ["empty true"])
    }

    @Test("Completion chaining: the second animation starts when the first finishes; the time is their sum")
    func completionChaining() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: { stage.view.center.x = 100 }) { finished in
            log.append("first \(finished)")
            UIView.animate(withDuration: 0.5, animations: { stage.view.center.y = 100 }, completion: log.handler("second"))
        }
        stage.run(1.1)
        #expect(log.entries == ["first true"])
        stage.app.clock.advance(by: 0.3)
        #expect(stage.shownCenter.y > 10 && stage.shownCenter.y < 100, "the second animation runs after the first")
        stage.app.clock.advance(by: 0.2)
        #expect(log.entries == ["first true", "second true"])
        #expect(stage.shownCenter == CGPoint(x: 100, y: 100))
    }

    @Test("Retargeting: assigning a new value mid-flight continues from what is shown, with no jump")
    func retargetingContinuesFromThePresentation() {
        let stage = AnimationStage()
        stage.view.center.x = 0
        stage.app.runTurn()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.center.x = 100 }, completion: log.handler("first"))
        stage.run(0.5)
        #expect(abs(stage.shownCenter.x - 50) < 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.center.x = 300 }, completion: log.handler("second"))
        #expect(abs(stage.shownCenter.x - 50) < 1e-6, "no jump back to 0 nor on to 100")
        stage.run(1 / 60)
        #expect(stage.shownCenter.x > 50)
        stage.app.clock.advance(by: 1)
        #expect(stage.shownCenter.x == 300)
        #expect(log.entries == ["first true", "second true"], "the first animation is not stopped")
    }

    @Test("beginFromCurrentState starts a property from what is shown and cuts off the animation in flight")
    func beginFromCurrentStateStartsFromThePresentation() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.alpha = 0 }, completion: log.handler("first"))
        stage.run(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { stage.view.alpha = 1 }, completion: log.handler("second"))
        stage.run(0)
        #expect(log.entries == ["first false"])
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
        stage.app.clock.advance(by: 0.5)
        #expect(abs(stage.shownAlpha - 0.75) < 1e-6)
    }

    @Test("Without beginFromCurrentState a property starts from the value the animation in flight was going to")
    func withoutBeginFromCurrentStateStartsFromTheOldTarget() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.alpha = 0 }, completion: log.handler("first"))
        stage.run(0.5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.alpha = 1 }, completion: log.handler("second"))
        stage.run(0)
        #expect(log.entries == ["first false"])
        #expect(abs(stage.shownAlpha) < 1e-6)
        stage.app.clock.advance(by: 0.5)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
    }

    @Test("A nested block inherits the enclosing duration and curve, and starts with it")
    func nestedBlockInheritsDurationAndCurve() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            stage.view.center.x = 200
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn) {
                stage.view.alpha = 0
            }
        }
        let inner = stage.view.layer.animation(forKey: "opacity")
        #expect(inner?.duration == 2)
        #expect(inner?.timingFunction?.description == CAMediaTimingFunction(name: .linear).description)
        stage.run(1)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
    }

    @Test("A nested block with overrideInheritedDuration and overrideInheritedCurve keeps its own")
    func nestedBlockOverridesDurationAndCurve() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            stage.view.center.x = 200
            UIView.animate(withDuration: 1, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn]) {
                stage.view.alpha = 0
            }
        }
        let inner = stage.view.layer.animation(forKey: "opacity")
        #expect(inner?.duration == 1)
        #expect(inner?.timingFunction?.description == CAMediaTimingFunction(name: .easeIn).description)
        stage.run(1.01)
        #expect(stage.view.layer.animation(forKey: "opacity") == nil)
        #expect(stage.view.layer.animationKeys() == ["position"])
    }

    @Test("The enclosing block's completion waits for its nested blocks' animations")
    func outerCompletionWaitsForNested() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: [], animations: {
            UIView.animate(withDuration: 2, delay: 0, options: .overrideInheritedDuration, animations: { stage.view.alpha = 0 }, completion: log.handler("inner"))
        }, completion: log.handler("outer"))
        stage.run(1.5)
        #expect(log.entries.isEmpty)
        stage.app.clock.advance(by: 0.6)
        #expect(log.entries == ["inner true", "outer true"])
    }

    @Test("inheritedAnimationDuration is the open block's duration, 0 outside one")
    func inheritedAnimationDuration() {
        var inside: TimeInterval = -1
        UIView.animate(withDuration: 0.7) { inside = UIView.inheritedAnimationDuration }
        #expect(inside == 0.7)
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test("A delay shows the old value until the animation starts")
    func delayHoldsTheOldValue() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { stage.view.alpha = 0 })
        stage.run(0.4)
        #expect(stage.shownAlpha == 1)
        stage.app.clock.advance(by: 0.6)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
    }

    @Test("Autoreverse with a repeat count ending in .5 finishes on the new value, without a jump")
    func fractionalRepeatEndsOnTheNewValue() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse]) {
            UIView.modifyAnimations(withRepeatCount: 1.5, autoreverses: true) {
                stage.view.alpha = 0
            }
        }
        let animation = stage.view.layer.animation(forKey: "opacity")
        #expect(animation?.repeatCount == 1.5 && animation?.autoreverses == true)
        stage.run(1.5)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6, "going back towards 1 in the first cycle's second half")
        stage.app.clock.advance(by: 1.4)
        #expect(abs(stage.shownAlpha - 0.1) < 1e-6, "the added half cycle runs towards the new value")
        stage.app.clock.advance(by: 0.2)
        #expect(stage.view.layer.animationKeys() == nil && stage.shownAlpha == 0)
    }

    @Test("Autoreverse without repeating goes to the new value and back, then jumps to the new value")
    func autoreverseJumpsToTheNewValue() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { stage.view.alpha = 0 })
        stage.run(1.5)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
        stage.app.clock.advance(by: 0.6)
        #expect(stage.shownAlpha == 0)
    }

    @Test("The repeat option runs forever; removing the animation completes with finished false")
    func repeatRunsUntilRemoved() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { stage.view.alpha = 0 }, completion: log.handler("pulse"))
        #expect(stage.view.layer.animation(forKey: "opacity")?.repeatCount == .infinity)
        stage.run(10.25)
        #expect(abs(stage.shownAlpha - 0.75) < 1e-6)
        #expect(log.entries.isEmpty)
        stage.view.layer.removeAllAnimations()
        #expect(log.entries == ["pulse false"])
    }

    @Test("performWithoutAnimation inside a block changes at once")
    func performWithoutAnimation() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1) {
            stage.view.alpha = 0.5
            UIView.performWithoutAnimation { stage.view.center.x = 150 }
        }
        #expect(stage.view.layer.animationKeys() == ["opacity"])
        stage.run(0.1)
        #expect(stage.shownCenter.x == 150)
    }

    @Test("With animations disabled, blocks change at once and still complete with finished true")
    func animationsDisabled() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        #expect(!UIView.areAnimationsEnabled)
        UIView.animate(withDuration: 1, animations: { stage.view.alpha = 0 }, completion: log.handler("off"))
        #expect(stage.view.layer.animationKeys() == nil)
        stage.run(0)
        #expect(log.entries == ["off true"])
        #expect(stage.shownAlpha == 0)
    }

    @Test("A zero duration changes at once and completes at the end of the turn")
    func zeroDuration() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.animate(withDuration: 0, animations: { stage.view.alpha = 0 }, completion: log.handler("instant"))
        #expect(stage.view.layer.animationKeys() == nil)
        stage.run(0)
        #expect(log.entries == ["instant true"])
    }

    @Test("A layer that is not a view's keeps Core Animation's own implied animation in a block")
    func plainLayersKeepCoreAnimationActions() {
        let stage = AnimationStage()
        let sublayer = CALayer()
        stage.view.layer.addSublayer(sublayer)
        stage.app.runTurn()
        UIView.animate(withDuration: 3) { sublayer.opacity = 0 }
        stage.run(0.3)
        #expect(sublayer.animationKeys() == nil, "the layer's own 0.25 s animation, not the block's 3 s, has ended")
    }

    @Test("The layoutSubviews option lays out the changed views inside the block, so their subviews animate")
    func layoutSubviewsOption() {
        let stage = AnimationStage()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        child.autoresizingMask = [.flexibleWidth]
        let container = LayoutRecordingView(frame: CGRect(x: 0, y: 40, width: 40, height: 40))
        container.addSubview(child)
        stage.window.addSubview(container)
        stage.app.runTurn()
        container.layoutCount = 0
        UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
            container.bounds.size.width = 80
        }
        #expect(container.layoutCount == 1, "laid out while the block was open")
        #expect(container.placed.layer.animation(forKey: "position") != nil)
        #expect(child.layer.animation(forKey: "bounds") != nil, "autoresized in the block")
    }

    @Test("A view freed mid-animation completes its block with finished false")
    func freedViewCompletesUnfinished() {
        let stage = AnimationStage()
        let log = CompletionLog()
        var doomed: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(doomed!)
        stage.app.runTurn()
        UIView.animate(withDuration: 1, animations: { doomed?.alpha = 0 }, completion: log.handler("doomed"))
        stage.run(0.2)
        doomed?.removeFromSuperview()
        doomed = nil
        stage.run(0.1)
        #expect(log.entries == ["doomed false"])
    }

    @Test("Rotating to 180 degrees turns clockwise (positive angles); to 270 it takes the short way back")
    func rotationDirection() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            stage.view.transform = CGAffineTransform(rotationAngle: .pi)
        }
        stage.run(0.5)
        let half = stage.shown(stage.view).affineTransform()
        #expect(abs(atan2(half.b, half.a) - .pi / 2) < 1e-6)
        stage.app.clock.advance(by: 1)
        stage.view.transform = .identity
        stage.app.runTurn()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            stage.view.transform = CGAffineTransform(rotationAngle: 3 * .pi / 2)
        }
        stage.run(0.5)
        let back = stage.shown(stage.view).affineTransform()
        #expect(abs(atan2(back.b, back.a) + .pi / 4) < 1e-6)
    }
}

/// A view that places one subview at its right edge in layoutSubviews and counts its layouts.
@MainActor
final class LayoutRecordingView: UIView {
    let placed = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
    var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(placed)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        layoutCount += 1
        placed.center = CGPoint(x: bounds.maxX - 5, y: 5)
    }
}
