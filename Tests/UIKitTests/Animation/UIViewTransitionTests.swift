import CasementTestSupport
import Testing
import UIKit
import UIKitCore

/// A 100-point container in the middle of the stage's window, showing a red page; a blue page
/// waits hidden behind it.
@MainActor
struct TransitionStage {
    let stage = AnimationStage()
    let container = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    let red = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let blue = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init() {
        red.backgroundColor = .red
        blue.backgroundColor = .blue
        blue.isHidden = true
        container.addSubview(blue)
        container.addSubview(red)
        stage.view.removeFromSuperview()
        stage.window.addSubview(container)
        stage.app.runTurn()
    }

    /// Swaps the pages: the seed's Listing 4-6 with plain views for its text views.
    func swapPages() {
        red.isHidden = true
        blue.isHidden = false
    }

    var pixels: RGBAPixels? {
        stage.app.platformWindow(of: stage.window)?.presentedImage().map(RGBAPixels.init)
    }

    var image: CGImage? { stage.app.platformWindow(of: stage.window)?.presentedImage() }

    /// The rows in column `x` of the window's picture whose colour is `colour`.
    func rows(in x: Int, of colour: [UInt8]) -> Int {
        guard let pixels else { return 0 }
        return (0..<200).filter { pixels[x, $0] == colour }.count
    }
}

@Suite("UIView transitions")
@MainActor
struct UIViewTransitionTests {
    private let redPixel: [UInt8] = [255, 0, 0, 255]
    private let bluePixel: [UInt8] = [0, 0, 255, 255]

    @Test("The changes in a transition take effect at once; the completion comes when it ends")
    func changesAreImmediate() {
        let scene = TransitionStage()
        let log = CompletionLog()
        UIView.transition(with: scene.container, duration: 1, options: .transitionCrossDissolve, animations: scene.swapPages, completion: log.handler("swap"))
        #expect(scene.red.isHidden && !scene.blue.isHidden)
        #expect(scene.red.layer.animationKeys() == nil && scene.container.layer.animationKeys() == ["transition"])
        scene.stage.run(0.9)
        #expect(log.entries.isEmpty)
        scene.stage.app.clock.advance(by: 0.2)
        #expect(log.entries == ["swap true"])
    }

    @Test("A cross-dissolve mixes the old picture into the new")
    func crossDissolve() {
        let scene = TransitionStage()
        UIView.transition(with: scene.container, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: scene.swapPages)
        scene.stage.run(0.5)
        let mixed = scene.pixels?[100, 100] ?? []
        #expect(mixed.count == 4 && abs(Int(mixed[0]) - 128) <= 2 && abs(Int(mixed[2]) - 128) <= 2 && mixed[3] == 255)
    }

    @Test("Flipping from the left, the left edge comes forwards in the first half, then the new picture turns in")
    func flipFromLeft() {
        let scene = TransitionStage()
        UIView.transition(with: scene.container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: scene.swapPages)
        scene.stage.run(0.25)
        // At 45°, the near (left) edge of the red page is taller than the far (right) edge.
        let columns = (0..<200).filter { x in scene.rows(in: x, of: redPixel) > 0 }
        guard let left = columns.first, let right = columns.last else {
            Issue.record("no red page shown")
            return
        }
        #expect(scene.rows(in: left + 1, of: redPixel) > scene.rows(in: right - 1, of: redPixel) + 4)
        #expect(right - left < 80, "the page is turned, so narrower")
        if let image = scene.image { GoldenImage.expectMatch(image, named: "flip-from-left-quarter", tolerance: 2, maximumFraction: 0.002) }
        scene.stage.app.clock.advance(by: 0.5)
        #expect(scene.rows(in: 100, of: bluePixel) > 0 && scene.rows(in: 100, of: redPixel) == 0)
    }

    @Test("Flipping from the top, the top edge comes forwards")
    func flipFromTop() {
        let scene = TransitionStage()
        UIView.transition(with: scene.container, duration: 1, options: [.transitionFlipFromTop, .curveLinear], animations: scene.swapPages)
        scene.stage.run(0.25)
        guard let pixels = scene.pixels else { return }
        let rowsShown = (0..<200).filter { y in (0..<200).contains { pixels[$0, y] == redPixel } }
        guard let top = rowsShown.first, let bottom = rowsShown.last else {
            Issue.record("no red page shown")
            return
        }
        let width = { (y: Int) in (0..<200).filter { pixels[$0, y] == redPixel }.count }
        #expect(width(top + 1) > width(bottom - 1) + 4)
    }

    @Test("A curl up peels the old page from the bottom-right corner, uncovering the new one")
    func curlUp() {
        let scene = TransitionStage()
        UIView.transition(with: scene.container, duration: 1, options: [.transitionCurlUp, .curveLinear], animations: scene.swapPages)
        scene.stage.run(0.4)
        #expect(scene.pixels?[145, 145] == bluePixel, "the bottom-right corner has lifted")
        #expect(scene.pixels?[55, 55] == redPixel, "the top-left corner is still down")
        if let image = scene.image { GoldenImage.expectMatch(image, named: "curl-up-forty-percent", tolerance: 2, maximumFraction: 0.002) }
        scene.stage.app.clock.advance(by: 0.7)
        #expect(scene.pixels?[55, 55] == bluePixel)
    }

    @Test("A curl down lays the new page down from the top")
    func curlDown() {
        let scene = TransitionStage()
        UIView.transition(with: scene.container, duration: 1, options: [.transitionCurlDown, .curveLinear], animations: scene.swapPages)
        scene.stage.run(0.4)
        let top = scene.pixels?[55, 55] ?? []
        #expect(top.count == 4 && Int(top[2]) > Int(top[0]) + 40, "the new page (face or folded back) covers the top first")
        #expect(scene.pixels?[145, 145] == redPixel, "the old page still shows at the bottom")
    }

    @Test("transition(from:to:) puts toView in fromView's place and removes fromView")
    func transitionFromTo() {
        let scene = TransitionStage()
        let green = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = CompletionLog()
        UIView.transition(from: scene.red, to: green, duration: 0.5, options: .transitionFlipFromRight, completion: log.handler("replace"))
        #expect(scene.red.superview == nil)
        #expect(scene.container.subviews.map { $0 === green } == [false, true])
        #expect(scene.container.layer.animationKeys() == ["transition"])
        scene.stage.run(0.6)
        #expect(log.entries == ["replace true"])
    }

    @Test("With showHideTransitionViews, transition(from:to:) hides fromView and shows toView")
    func transitionFromToShowHide() {
        let scene = TransitionStage()
        UIView.transition(from: scene.red, to: scene.blue, duration: 0.5, options: [.transitionCurlUp, .showHideTransitionViews])
        #expect(scene.red.isHidden && !scene.blue.isHidden)
        #expect(scene.container.subviews.count == 2)
    }

    @Test("With allowAnimatedContent, the changes in a transition also animate")
    func allowAnimatedContent() {
        let scene = TransitionStage()
        UIView.transition(with: scene.container, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent], animations: {
            scene.blue.frame.origin.x = 50
        })
        #expect(scene.blue.layer.animation(forKey: "position") != nil)
    }

    @Test("setAnimationTransition in a begin/commit block runs over the block's duration")
    @available(*, deprecated)
    func beginCommitTransition() {
        let scene = TransitionStage()
        UIView.beginAnimations("page", context: nil)
        UIView.setAnimationDuration(0.8)
        UIView.setAnimationTransition(.curlUp, for: scene.container, cache: true)
        scene.swapPages()
        UIView.commitAnimations()
        let transition = scene.container.layer.animation(forKey: "transition") as? CATransition
        #expect(transition?.type.rawValue == "pageCurl" && transition?.duration == 0.8)
    }
}
