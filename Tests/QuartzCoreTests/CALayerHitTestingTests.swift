import CoreGraphics
import Foundation
import QuartzCore
import Testing

@Suite("CALayer hit testing")
@MainActor
struct CALayerHitTestingTests {
    private func tree() -> (root: CALayer, back: CALayer, front: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let back = CALayer()
        back.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let front = CALayer()
        front.frame = CGRect(x: 100, y: 100, width: 150, height: 150)
        root.addSublayer(back)
        root.addSublayer(front)
        return (root, back, front)
    }

    @Test("the frontmost layer containing the point wins")
    func frontmost() {
        let (root, back, front) = tree()
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === back)
        #expect(root.hitTest(CGPoint(x: 290, y: 10)) === root)
        #expect(root.hitTest(CGPoint(x: 400, y: 10)) == nil)
    }

    @Test("a higher zPosition puts a layer in front regardless of order")
    func zPosition() {
        let (root, back, _) = tree()
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === back)
    }

    @Test("hidden layers are skipped")
    func hidden() {
        let (root, back, front) = tree()
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 150, y: 150)) === back)
    }

    @Test("a sublayer outside the bounds is hit unless masksToBounds clips it")
    func outsideBounds() {
        let (_, back, _) = tree()
        let outside = CALayer()
        outside.frame = CGRect(x: 190, y: 0, width: 50, height: 50)
        back.addSublayer(outside)
        #expect(back.hitTest(CGPoint(x: 220, y: 10)) === outside)
        back.masksToBounds = true
        #expect(back.hitTest(CGPoint(x: 220, y: 10)) == nil)
    }

    @Test("hit testing follows transforms")
    func transformed() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 200, height: 20)
        bar.position = CGPoint(x: 200, y: 200)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        root.addSublayer(bar)
        #expect(root.hitTest(CGPoint(x: 200, y: 280)) === bar)
        #expect(root.hitTest(CGPoint(x: 280, y: 200)) === root)
    }

    @Test("contains uses the bounds in the layer's own coordinates")
    func contains() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 10, y: 10, width: 5, height: 5)
        #expect(layer.contains(CGPoint(x: 12, y: 12)))
        #expect(!layer.contains(CGPoint(x: 2, y: 2)))
    }
}
