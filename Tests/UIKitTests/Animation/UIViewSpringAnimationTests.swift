import Testing
import UIKit
import UIKitCore

@Suite("UIView spring animations")
@MainActor
struct UIViewSpringAnimationTests {
    /// The stage's view's shown centre x, sampled every frame for `seconds` after a spring from 10 to 110.
    private func samples(_ stage: AnimationStage, seconds: TimeInterval) -> [CGFloat] {
        stage.run(0)
        var xs: [CGFloat] = []
        for _ in 0..<Int(seconds * 60) {
            stage.app.clock.advance(by: 1 / 60)
            xs.append(stage.shownCenter.x)
        }
        return xs
    }

    @Test("A damping ratio below 1 overshoots the target, then settles by the end of the duration")
    func underdampedOvershoots() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [], animations: {
            stage.view.center.x = 110
        })
        let xs = samples(stage, seconds: 0.95)
        #expect((xs.max() ?? 0) > 120)
        stage.app.clock.advance(by: 0.049)
        #expect(abs(stage.shownCenter.x - 110) < 0.15, "settled: within about 0.1 % of the change")
    }

    @Test("A damping ratio of 1 reaches the target without overshoot")
    func criticallyDampedDoesNotOvershoot() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            stage.view.center.x = 110
        })
        let xs = samples(stage, seconds: 0.95)
        #expect(xs.allSatisfy { $0 <= 110 + 1e-9 })
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "it moves one way only")
        stage.app.clock.advance(by: 0.049)
        #expect(abs(stage.shownCenter.x - 110) < 0.15, "settled: within about 0.1 % of the change")
    }

    @Test("An initial velocity moves the view faster at the start")
    func initialVelocity() {
        let still = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            still.view.center.x = 110
        })
        let fast = AnimationStage()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 5, options: [], animations: {
            fast.view.center.x = 110
        })
        #expect(samples(fast, seconds: 0.05)[1] > samples(still, seconds: 0.05)[1] + 5)
    }

    @Test("A spring of perceptual duration and bounce lasts until it settles, then completes")
    func perceptualSpring() {
        let stage = AnimationStage()
        let log = CompletionLog()
        UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { stage.view.center.x = 110 }, completion: log.handler("spring"))
        let animation = stage.view.layer.animation(forKey: "position") as? CASpringAnimation
        let reference = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(animation?.duration == reference.settlingDuration)
        #expect(animation?.isAdditive == true)
        stage.run(reference.settlingDuration + 0.02)
        #expect(log.entries == ["spring true"])
    }
}
