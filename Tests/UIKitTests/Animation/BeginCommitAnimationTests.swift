import Testing
import UIKit
import UIKitCore

/// An animation delegate of the begin/commit API, recording its calls.
@MainActor
final class LegacyAnimationDelegate {
    var calls: [String] = []

    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        calls.append("will start \(animationID ?? "-") \(context.map { String(Int(bitPattern: $0)) } ?? "nil")")
    }

    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        calls.append("did stop \(animationID ?? "-") \(finished)")
    }
}

@Suite("UIView begin/commit animations")
@MainActor
struct BeginCommitAnimationTests {
    @Test("A begin/commit block with only a change animates over 0.2 s, easing in and out")
    @available(*, deprecated)
    func defaults() {
        let stage = AnimationStage()
        UIView.beginAnimations(nil, context: nil)
        stage.view.alpha = 0
        UIView.commitAnimations()
        let animation = stage.view.layer.animation(forKey: "opacity")
        #expect(animation?.duration == 0.2)
        #expect(animation?.timingFunction?.description == CAMediaTimingFunction(name: .easeInEaseOut).description)
        stage.run(0.1)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
        stage.app.clock.advance(by: 0.15)
        #expect(stage.view.layer.animationKeys() == nil)
    }

    @Test("Settings made after the changes, before commit, apply to them")
    @available(*, deprecated)
    func settingsApplyToEarlierChanges() {
        let stage = AnimationStage()
        UIView.beginAnimations("slide", context: nil)
        stage.view.center.x = 110
        UIView.setAnimationDuration(2)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelay(1)
        UIView.commitAnimations()
        stage.run(1.5)
        #expect(abs(stage.shownCenter.x - 35) < 1e-6)
    }

    @Test("A start date in the past starts the animation at once")
    @available(*, deprecated)
    func pastStartDate() {
        let stage = AnimationStage()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationStartDate(Date(timeIntervalSinceNow: -60))
        UIView.setAnimationCurve(.linear)
        stage.view.alpha = 0
        UIView.commitAnimations()
        stage.run(0.1)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
    }

    @Test("The delegate's will-start and did-stop methods get the block's ID, context and finished flag")
    @available(*, deprecated)
    func delegateCallbacks() {
        let stage = AnimationStage()
        let delegate = LegacyAnimationDelegate()
        let context = UnsafeMutableRawPointer(bitPattern: 42)
        UIView.beginAnimations("fade", context: context)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationWillStart(LegacyAnimationDelegate.animationWillStart)
        UIView.setAnimationDidStop(LegacyAnimationDelegate.animationDidStop)
        stage.view.alpha = 0
        UIView.commitAnimations()
        #expect(delegate.calls.isEmpty)
        stage.run(0.1)
        #expect(delegate.calls == ["will start fade 42"])
        stage.app.clock.advance(by: 0.2)
        #expect(delegate.calls == ["will start fade 42", "did stop fade true"])
    }

    @Test("setAnimationBeginsFromCurrentState(true) cuts off the animation in flight and continues from what is shown")
    @available(*, deprecated)
    func beginsFromCurrentState() {
        let stage = AnimationStage()
        let delegate = LegacyAnimationDelegate()
        UIView.beginAnimations("first", context: nil)
        UIView.setAnimationDelegate(delegate)
        UIView.setAnimationDidStop(LegacyAnimationDelegate.animationDidStop)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        stage.view.center.x = 110
        UIView.commitAnimations()
        stage.run(0.5)
        UIView.beginAnimations("second", context: nil)
        UIView.setAnimationBeginsFromCurrentState(true)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        stage.view.center.x = 10
        UIView.commitAnimations()
        stage.run(0)
        #expect(delegate.calls == ["did stop first false"])
        #expect(abs(stage.shownCenter.x - 60) < 1e-6)
        stage.app.clock.advance(by: 0.5)
        #expect(abs(stage.shownCenter.x - 35) < 1e-6)
    }

    @Test("A fractional repeat count set inside a block-based animation applies to it")
    @available(*, deprecated)
    func repeatCountInsideBlock() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            UIView.setAnimationRepeatCount(2.5)
            UIView.setAnimationRepeatAutoreverses(true)
            stage.view.alpha = 0
        }
        let animation = stage.view.layer.animation(forKey: "opacity")
        #expect(animation?.repeatCount == 2.5 && animation?.autoreverses == true)
    }

    @Test("The setters do nothing outside an animation block; commit without begin is reported")
    @available(*, deprecated)
    func outsideBlocks() {
        let stage = AnimationStage()
        UIView.setAnimationDuration(5)
        UIView.commitAnimations()
        #expect(Diagnostics.hasReported("commitAnimations() without a matching beginAnimations"))
        stage.view.alpha = 0
        stage.app.runTurn()
        #expect(stage.view.layer.animationKeys() == nil)
    }
}
