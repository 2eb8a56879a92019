import CasementTestSupport
import Testing
import UIKit
import UIKitCore

/// Hit tests after changes made since the last one: each view keeps a table of what hit testing
/// reads of its subviews, which every kind of change must bring up to date.
@Suite("Hit testing after changes")
@MainActor
struct HitTestTableTests {
    /// A root with two plain subviews side by side, hit tested once so their table exists.
    private func warmedScene() -> (root: UIView, left: UIView, right: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        root.addSubview(left)
        root.addSubview(right)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === left)
        return (root, left, right)
    }

    @Test("a view moved after a hit test is hit at its new place and not at its old")
    func movedView() {
        let (root, left, _) = warmedScene()
        left.frame.origin = CGPoint(x: 0, y: 50)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 10, y: 60), with: nil) === left)
    }

    @Test("a view moved through its layer after a hit test is hit at its new place")
    func movedThroughLayer() {
        let (root, left, _) = warmedScene()
        left.layer.position = CGPoint(x: 25, y: 75)
        left.layer.bounds.size = CGSize(width: 10, height: 10)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 25, y: 75), with: nil) === left)
        #expect(root.hitTest(CGPoint(x: 35, y: 75), with: nil) === root)
    }

    @Test("a view whose bounds origin changes after a hit test still takes points in its frame")
    func boundsOriginChanged() {
        let (root, left, _) = warmedScene()
        left.bounds.origin = CGPoint(x: 500, y: 500)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === left)
    }

    @Test("hiding, fading out or disabling a view after a hit test takes it out; undoing each brings it back")
    func visibilityChanges() {
        let (root, left, _) = warmedScene()
        let point = CGPoint(x: 10, y: 10)
        left.isHidden = true
        #expect(root.hitTest(point, with: nil) === root)
        left.isHidden = false
        #expect(root.hitTest(point, with: nil) === left)
        left.alpha = 0.005
        #expect(root.hitTest(point, with: nil) === root)
        left.alpha = 1
        #expect(root.hitTest(point, with: nil) === left)
        left.isUserInteractionEnabled = false
        #expect(root.hitTest(point, with: nil) === root)
        left.isUserInteractionEnabled = true
        #expect(root.hitTest(point, with: nil) === left)
    }

    @Test("views added, removed and reordered after a hit test are hit in their new order")
    func hierarchyChanges() {
        let (root, left, right) = warmedScene()
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        root.addSubview(cover)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === cover)
        root.sendSubviewToBack(cover)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === left)
        left.removeFromSuperview()
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === cover)
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        right.frame.origin.x = 0
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === cover)
    }

    @Test("a view transformed after a hit test is hit where its transform puts it")
    func transformedView() {
        let (root, left, _) = warmedScene()
        left.transform = CGAffineTransform(translationX: 60, y: 40)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 70, y: 50), with: nil) === left)
        left.transform = .identity
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === left)
    }

    @Test("a view moving in an animation that blocks interaction after a hit test is passed over until it ends")
    func blockingAnimation() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
        UIView.animate(withDuration: 0.5) { view.frame.origin.x = 5 }
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
        app.kit.advance(by: 1)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
    }

    @Test("a view whose layer was put under another layer by hand is asked on every hit test")
    func layerMovedByHand() {
        let (root, left, _) = warmedScene()
        let holder = CALayer()
        root.layer.addSublayer(holder)
        holder.addSublayer(left.layer)
        left.layer.position = CGPoint(x: 25, y: 75)
        // UIKit converts through the layers' actual geometry: the view now lies where its layer went.
        #expect(root.hitTest(CGPoint(x: 25, y: 75), with: nil) === left)
    }

    @Test("after random changes between hit tests, every hit test answers as a tree never hit tested before does")
    func randomChanges() {
        var random = SplitMix64(seed: 24)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var views = [root]
        for _ in 0..<60 {
            let parent = views[Int(random.next() % UInt64(views.count))]
            let view = UIView(frame: Self.randomFrame(&random))
            parent.addSubview(view)
            views.append(view)
        }
        for _ in 0..<300 {
            let view = views[1 + Int(random.next() % UInt64(views.count - 1))]
            switch random.next() % 7 {
            case 0: view.frame = Self.randomFrame(&random)
            case 1: view.isHidden.toggle()
            case 2: view.alpha = random.next() % 2 == 0 ? 0 : 1
            case 3: view.isUserInteractionEnabled.toggle()
            case 4: view.superview?.bringSubviewToFront(view)
            case 5: view.layer.position = CGPoint(x: Double(random.next() % 300), y: Double(random.next() % 300))
            default: view.transform = random.next() % 3 == 0 ? CGAffineTransform(rotationAngle: 0.3) : .identity
            }
            let point = CGPoint(x: Double(random.next() % 300), y: Double(random.next() % 300))
            #expect(root.hitTest(point, with: nil) === Self.referenceHit(root, point))
        }
    }

    private static func randomFrame(_ random: inout SplitMix64) -> CGRect {
        CGRect(x: Double(random.next() % 200), y: Double(random.next() % 200), width: Double(10 + random.next() % 100), height: Double(10 + random.next() % 100))
    }

    /// UIKit's rule through public API alone, with nothing kept between calls.
    private static func referenceHit(_ view: UIView, _ point: CGPoint) -> UIView? {
        guard view.isUserInteractionEnabled, !view.isHidden, view.alpha >= 0.01, view.point(inside: point, with: nil) else { return nil }
        for subview in view.subviews.reversed() {
            if let hit = referenceHit(subview, subview.convert(point, from: view)) { return hit }
        }
        return view
    }
}
