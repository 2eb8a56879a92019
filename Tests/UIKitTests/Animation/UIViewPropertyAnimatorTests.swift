import Testing
import UIKit
import UIKitCore

@Suite("UIViewPropertyAnimator")
@MainActor
struct UIViewPropertyAnimatorTests {
    /// A linear animator moving the stage's view from x 10 to 110 over one second.
    private func slide(_ stage: AnimationStage, curve: UIView.AnimationCurve = .linear) -> UIViewPropertyAnimator {
        UIViewPropertyAnimator(duration: 1, curve: curve) { stage.view.center.x = 110 }
    }

    private func positions(_ log: [UIViewAnimatingPosition]) -> [String] {
        log.map { switch $0 { case .end: "end"; case .start: "start"; case .current: "current" } }
    }

    @Test("Started, it runs along its curve, then completes at the end and becomes inactive")
    func runsToTheEnd() {
        let stage = AnimationStage()
        let animator = slide(stage)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        #expect(animator.state == .inactive && stage.view.center.x == 10, "nothing changes before it starts")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && stage.view.center.x == 110)
        stage.run(0.25)
        #expect(abs(stage.shownCenter.x - 35) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-6)
        stage.app.clock.advance(by: 0.8)
        #expect(positions(ended) == ["end"])
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(stage.view.layer.animationKeys() == nil && stage.shownCenter.x == 110)
    }

    @Test("Paused, it holds where it is; resumed, it goes on from there for the rest of the time")
    func pauseAndResume() {
        let stage = AnimationStage()
        let animator = slide(stage)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        stage.run(0.4)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        stage.run(5)
        #expect(abs(stage.shownCenter.x - 50) < 1e-6 && abs(animator.fractionComplete - 0.4) < 1e-6)
        animator.startAnimation()
        stage.run(0.3)
        #expect(abs(stage.shownCenter.x - 80) < 1e-6)
        stage.app.clock.advance(by: 0.35)
        #expect(positions(ended) == ["end"])
    }

    @Test("Setting fractionComplete on an inactive animator pauses it there, at an even pace whatever the curve")
    func scrubbing() {
        let stage = AnimationStage()
        let animator = slide(stage, curve: .easeIn)
        animator.fractionComplete = 0.25
        #expect(animator.state == .active && !animator.isRunning)
        stage.run(0)
        #expect(abs(stage.shownCenter.x - 35) < 1e-6)
        animator.fractionComplete = 0.5
        stage.run(0)
        #expect(abs(stage.shownCenter.x - 60) < 1e-6)
        #expect(animator.fractionComplete == 0.5)
    }

    @Test("Without scrubsLinearly, scrubbing follows the curve")
    func scrubbingAlongTheCurve() {
        let stage = AnimationStage()
        let animator = slide(stage, curve: .easeIn)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        stage.run(0)
        let eased = CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5)
        #expect(abs(stage.shownCenter.x - (10 + 100 * eased)) < 1e-6)
    }

    @Test("Resumed after scrubbing at an even pace, it continues along its curve without a jump")
    func resumeAfterScrubbing() {
        let stage = AnimationStage()
        let animator = slide(stage, curve: .easeInOut)
        animator.fractionComplete = 0.3
        stage.run(0)
        animator.startAnimation()
        stage.run(0)
        #expect(abs(stage.shownCenter.x - 40) < 1e-6)
        stage.app.clock.advance(by: 1 / 60)
        #expect(stage.shownCenter.x > 40)
    }

    @Test("Reversed mid-flight, it runs back and completes at the start, putting the model back")
    func reversing() {
        let stage = AnimationStage()
        let animator = slide(stage)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        stage.run(0.6)
        animator.isReversed = true
        stage.run(0.2)
        #expect(abs(stage.shownCenter.x - 50) < 1e-6)
        #expect(abs(animator.fractionComplete - 0.4) < 1e-6)
        stage.app.clock.advance(by: 0.45)
        #expect(positions(ended) == ["start"])
        #expect(stage.view.center.x == 10 && stage.shownCenter.x == 10)
    }

    @Test("Stopped without finishing, the views stay where they were shown, with no completion")
    func stopWithoutFinishing() {
        let stage = AnimationStage()
        let animator = slide(stage)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        stage.run(0.3)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(abs(stage.view.center.x - 40) < 1e-6)
        stage.run(1)
        #expect(ended.isEmpty && stage.view.layer.animationKeys() == nil)
    }

    @Test("Stopped to be finished, it waits for finishAnimation(at:), which places the views and completes")
    func stopThenFinish() {
        let stage = AnimationStage()
        let animator = slide(stage)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        stage.run(0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.startAnimation()
        #expect(Diagnostics.hasReported("startAnimation() on a stopped UIViewPropertyAnimator ignored"))
        animator.finishAnimation(at: .start)
        #expect(positions(ended) == ["start"] && animator.state == .inactive)
        #expect(stage.view.center.x == 10)
    }

    @Test("With pausesOnCompletion it stays active and paused at the end, without completing")
    func pausesOnCompletion() {
        let stage = AnimationStage()
        let animator = slide(stage)
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.pausesOnCompletion = true
        animator.startAnimation()
        stage.run(1.2)
        #expect(ended.isEmpty && animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1 && stage.shownCenter.x == 110)
        animator.isReversed = true
        animator.startAnimation()
        stage.run(0.5)
        #expect(abs(stage.shownCenter.x - 60) < 1e-6)
    }

    @Test("Animations added with a delay factor start after that fraction of the duration")
    func delayFactor() {
        let stage = AnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations({ stage.view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        stage.run(0.4)
        #expect(stage.shownAlpha == 1)
        stage.app.clock.advance(by: 0.35)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
    }

    @Test("Animations added while it runs move over the time that remains")
    func addWhileRunning() {
        let stage = AnimationStage()
        let animator = slide(stage)
        animator.startAnimation()
        stage.run(0.5)
        animator.addAnimations { stage.view.alpha = 0 }
        stage.run(0.25)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
        #expect(abs(stage.shownCenter.x - 85) < 1e-6)
    }

    @Test("runningPropertyAnimator starts after its delay and calls its completion at the end")
    func runningPropertyAnimator() {
        let stage = AnimationStage()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { stage.view.alpha = 0 }, completion: { ended.append($0) })
        #expect(animator.state == .active && animator.isRunning && animator.delay == 0.5)
        stage.run(0.4)
        #expect(stage.shownAlpha == 1)
        stage.app.clock.advance(by: 0.6)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
        stage.app.clock.advance(by: 0.6)
        #expect(positions(ended) == ["end"])
    }

    @Test("continueAnimation resumes a paused animator with new timing over a scaled remaining time")
    func continueAnimation() {
        let stage = AnimationStage()
        let animator = slide(stage)
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 2)
        #expect(animator.duration == 2)
        stage.run(0.5)
        #expect(abs(stage.shownCenter.x - 85) < 1e-6)
    }

    @Test("A spring animator by damping ratio settles by the end of its duration")
    func springAnimator() {
        let stage = AnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.4) { stage.view.center.x = 110 }
        var ended: [UIViewAnimatingPosition] = []
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        var peak: CGFloat = 0
        stage.run(0)
        for _ in 0..<57 {
            stage.app.clock.advance(by: 1 / 60)
            peak = max(peak, stage.shownCenter.x)
        }
        #expect(peak > 115)
        stage.app.clock.advance(by: 0.1)
        #expect(positions(ended) == ["end"])
    }

    @Test("An animator that changes nothing completes at the end of the turn it starts in")
    func emptyAnimator() {
        let stage = AnimationStage()
        var ended: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.tag = 1 }
        animator.addCompletion { ended.append($0) }
        animator.startAnimation()
        #expect(ended.isEmpty)
        stage.app.runTurn()
        #expect(positions(ended) == ["end"])
    }

    @Test("A started animator the app does not keep runs to its end and completes")
    func keptAliveWhileRunning() {
        let stage = AnimationStage()
        var ended: [UIViewAnimatingPosition] = []
        weak var weakAnimator: UIViewPropertyAnimator?
        do {
            let animator = slide(stage)
            animator.addCompletion { ended.append($0) }
            animator.startAnimation()
            weakAnimator = animator
        }
        #expect(weakAnimator != nil)
        stage.run(1.1)
        #expect(positions(ended) == ["end"] && weakAnimator == nil)
    }

    @Test("A block animation inside an animator's closure keeps its own duration")
    func blockInsideAnimator() {
        let stage = AnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            stage.view.center.x = 110
            UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { stage.view.alpha = 0 })
        }
        animator.startAnimation()
        stage.run(1)
        #expect(abs(stage.shownAlpha - 0.5) < 1e-6)
    }

    @Test("A stopped animator's time stands still until it is finished")
    func stoppedTimeStandsStill() {
        let stage = AnimationStage()
        let animator = slide(stage)
        animator.startAnimation()
        stage.run(0.3)
        animator.stopAnimation(false)
        let fraction = animator.fractionComplete
        stage.run(0.4)
        #expect(animator.state == .stopped && !animator.isRunning && animator.fractionComplete == fraction)
    }
}
