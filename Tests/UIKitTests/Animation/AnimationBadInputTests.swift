import Testing
import UIKit
import UIKitCore

@Suite("View animations with bad input")
@MainActor
struct AnimationBadInputTests {
    @Test("A NaN, infinite or negative duration changes at once and still completes")
    func badDurations() {
        for duration in [Double.nan, -1, .infinity] {
            let stage = AnimationStage()
            let log = CompletionLog()
            UIView.animate(withDuration: duration, delay: .nan, options: [], animations: { stage.view.alpha = 0.5 }, completion: log.handler("bad"))
            #expect(stage.view.layer.animationKeys() == nil)
            stage.run(0)
            #expect(log.entries == ["bad true"] && stage.shownAlpha == 0.5)
        }
    }

    @Test("A view never shown animates nothing: its changes take effect and the completion comes at the end of the turn")
    func viewNotShown() {
        let stage = AnimationStage()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: { loose.alpha = 0 }, completion: log.handler("loose"))
        #expect(loose.layer.animationKeys() == nil && loose.alpha == 0)
        stage.run(0)
        #expect(log.entries == ["loose true"])
    }

    @Test("NaN geometry set in an animation block is rejected and animates nothing")
    func nanGeometryInBlock() {
        let stage = AnimationStage()
        UIView.animate(withDuration: 1) { stage.view.center = CGPoint(x: CGFloat.nan, y: 5) }
        #expect(stage.view.center == CGPoint(x: 10, y: 10))
        #expect(stage.view.layer.animationKeys() == nil)
    }

    @Test("Scrubbing an animator to NaN or out of range is ignored or clamped")
    func animatorBadFractions() {
        let stage = AnimationStage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { stage.view.center.x = 110 }
        animator.fractionComplete = .nan
        #expect(animator.state == .inactive)
        animator.fractionComplete = 2
        #expect(animator.fractionComplete == 1)
        animator.fractionComplete = -1
        #expect(animator.fractionComplete == 0)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
    }
}
