import Testing
import UIKit
import UIKitCore

@Suite("UIView keyframe animations")
@MainActor
struct UIViewKeyframeAnimationTests {
    /// The whole animation at an even pace, as the curve bits of the block options allow.
    private let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test("Each keyframe moves its properties over its part of the duration")
    func keyframesRunInTurn() {
        let stage = AnimationStage()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { stage.view.center.x = 60 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { stage.view.center.x = 110 }
        })
        #expect(stage.view.center.x == 110)
        stage.run(0.25)
        #expect(abs(stage.shownCenter.x - 35) < 1e-6)
        stage.app.clock.advance(by: 0.5)
        #expect(abs(stage.shownCenter.x - 85) < 1e-6)
    }

    @Test("Between keyframes a property holds the value the last one ended on")
    func valuesHoldBetweenKeyframes() {
        let stage = AnimationStage()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { stage.view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { stage.view.alpha = 0 }
        })
        stage.run(0.5)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
        stage.app.clock.advance(by: 0.375)
        #expect(abs(stage.shownAlpha - 0.25) < 1e-6)
    }

    @Test("The whole animation eases in and out unless the options give another curve")
    func defaultPaceEasesInAndOut() {
        let stage = AnimationStage()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.alpha = 0 }
        })
        let animation = stage.view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        #expect(animation?.timingFunction?.description == CAMediaTimingFunction(name: .easeInEaseOut).description)
        #expect(animation?.calculationMode == .linear)
    }

    @Test("The discrete calculation mode jumps from value to value")
    func discreteMode() {
        let stage = AnimationStage()
        let options: UIView.KeyframeAnimationOptions = [linear, .calculationModeDiscrete]
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { stage.view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { stage.view.alpha = 0 }
        })
        #expect((stage.view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.calculationMode == .discrete)
        stage.run(0.25)
        #expect(stage.shownAlpha == 1)
        stage.app.clock.advance(by: 0.5)
        #expect(stage.shownAlpha == 0.5)
    }

    @Test("A change outside any keyframe runs over the whole duration; the completion follows")
    func changeOutsideKeyframes() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            stage.view.alpha = 0
        }, completion: log.handler("keys"))
        stage.run(0.5)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
        stage.app.clock.advance(by: 0.6)
        #expect(log.entries == ["keys true"])
    }

    @Test("addKeyframe outside animateKeyframes makes its changes and is reported")
    func keyframeOutsideBlock() {
        let stage = AnimationStage()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { stage.view.alpha = 0.3 }
        #expect(Diagnostics.hasReported("addKeyframe(withRelativeStartTime:relativeDuration:animations:) outside animateKeyframes"))
        stage.run(0)
        #expect(stage.view.layer.animationKeys() == nil && abs(stage.shownAlpha - 0.3) < 1e-6)
    }
}
