import Testing
import UIKit
import UIKitCore

/// A view whose touch area reaches 10 points beyond its bounds.
@MainActor
final class GenerousView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -10).contains(point)
    }
}

@Suite("Hit testing")
@MainActor
struct HitTestTests {
    private func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)) }

    @Test("The frontmost subview containing the point is hit; empty space hits the view itself")
    func frontmostWins() {
        let root = root()
        let back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil)
    }

    @Test("Hidden, nearly transparent and non-interactive views and their subviews are skipped")
    func skippedViews() {
        let root = root()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addSubview(child)
        root.addSubview(view)
        let point = CGPoint(x: 10, y: 10)
        #expect(root.hitTest(point, with: nil) === child)
        view.isHidden = true
        #expect(root.hitTest(point, with: nil) === root)
        (view.isHidden, view.alpha) = (false, 0.005)
        #expect(root.hitTest(point, with: nil) === root)
        (view.alpha, view.isUserInteractionEnabled) = (0.01, false)
        #expect(root.hitTest(point, with: nil) === root)
        view.isUserInteractionEnabled = true
        #expect(root.hitTest(point, with: nil) === child)
    }

    @Test("A point outside a view never reaches its subviews, even ones that stick out")
    func outsideSuperviewBounds() {
        let root = root()
        let small = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let sticksOut = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        small.addSubview(sticksOut)
        root.addSubview(small)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === sticksOut)
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === root)
    }

    @Test("Hit testing follows transforms, bounds origins and point(inside:with:) overrides")
    func transformsAndOverrides() {
        let root = root()
        let turned = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 20))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(turned)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === turned)
        #expect(root.hitTest(CGPoint(x: 100, y: 105), with: nil) === turned, "turned upright about its centre (100, 60), it spans y 10...110")
        #expect(root.hitTest(CGPoint(x: 140, y: 60), with: nil) === root && root.hitTest(CGPoint(x: 100, y: 115), with: nil) === root)
        let scrolled = UIView(frame: CGRect(x: 0, y: 150, width: 40, height: 40))
        scrolled.bounds.origin = CGPoint(x: 100, y: 0)
        let content = UIView(frame: CGRect(x: 100, y: 0, width: 10, height: 10))
        scrolled.addSubview(content)
        root.addSubview(scrolled)
        #expect(root.hitTest(CGPoint(x: 5, y: 155), with: nil) === content)
        let generous = GenerousView(frame: CGRect(x: 160, y: 0, width: 20, height: 20))
        root.addSubview(generous)
        #expect(root.hitTest(CGPoint(x: 185, y: 5), with: nil) === generous)
    }

    @Test("Subclasses' overrides of hitTest, point(inside:) and isUserInteractionEnabled are honoured among plain views")
    func subclassOverridesAmongPlainViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let deaf = Deaf(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(plain)
        root.addSubview(deaf)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === plain)
        let redirect = Redirecting(frame: CGRect(x: 60, y: 60, width: 20, height: 20))
        redirect.target = plain
        root.addSubview(redirect)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === plain)
        let container = UIView(frame: CGRect(x: 0, y: 60, width: 40, height: 40))
        let wide = GenerousView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        container.addSubview(wide)
        root.addSubview(container)
        #expect(root.hitTest(CGPoint(x: 15, y: 75), with: nil) === wide)
    }

    @Test("A view animating without allowUserInteraction takes no touches until it ends; with it, at its destination")
    func animatingViews() {
        let stage = AnimationStage()
        let view = stage.view
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 100, y: 100) })
        #expect(stage.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === stage.window)
        stage.run(1.1)
        #expect(stage.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === view)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.center = CGPoint(x: 150, y: 150) })
        stage.run(0.5)
        #expect(stage.window.hitTest(CGPoint(x: 150, y: 150), with: nil) === view, "the model frame, where the view is going")
    }
}

/// A view whose getter says it takes no touches, whatever was set.
private final class Deaf: UIView {
    override var isUserInteractionEnabled: Bool {
        get { false }
        set {}
    }
}

/// A view that sends its touches to another view.
private final class Redirecting: UIView {
    weak var target: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event) == nil ? nil : target
    }
}
