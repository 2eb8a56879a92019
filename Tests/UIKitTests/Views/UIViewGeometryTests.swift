import Testing
import UIKit

@MainActor
@Suite("UIView geometry")
struct UIViewGeometryTests {
    @Test("init(frame:) sets frame, bounds at the origin with the frame's size, and center")
    func initialGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.transform == .identity)
    }

    @Test("moving the center moves the frame; changing bounds' size keeps the center")
    func centerAndBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 200, y: 200)
        #expect(view.frame == CGRect(x: 150, y: 175, width: 100, height: 50))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.center == CGPoint(x: 200, y: 200))
        #expect(view.frame == CGRect(x: 180, y: 180, width: 40, height: 40))
    }

    @Test("the bounds' origin shifts what subviews show, not where the view is")
    func boundsOrigin() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 20, y: 30)
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 30, y: 20))
    }

    @Test("a transform applies about the center; frame becomes the bounding box and center stays")
    func transformAboutCenter() {
        let view = UIView(frame: CGRect(x: 150, y: 175, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.center == CGPoint(x: 200, y: 200))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        let frame = view.frame
        #expect(abs(frame.minX - 175) < 1e-9 && abs(frame.minY - 150) < 1e-9 && abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9)
    }

    @Test("transforms compose in the order written (S0-15)")
    func transformOrder() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let view = UIView(frame: CGRect(x: 150, y: 175, width: 100, height: 50))
        parent.addSubview(view)
        let middle = CGPoint(x: 50, y: 25)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 100, y: 0)
        let first = view.convert(middle, to: parent)
        #expect(abs(first.x - 200) < 1e-9 && abs(first.y - 300) < 1e-9)
        view.transform = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi / 2)
        let second = view.convert(middle, to: parent)
        #expect(abs(second.x - 300) < 1e-9 && abs(second.y - 200) < 1e-9)
        #expect(view.center == CGPoint(x: 200, y: 200))
    }

    @Test("transform3D is the layer's transform and transform its plane part")
    func transform3D() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform3D = CATransform3DMakeScale(2, 3, 4)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CATransform3DEqualToTransform(view.layer.transform, CATransform3DMakeScale(2, 3, 4)))
    }

    @Test("NaN or infinite geometry is refused and the old value kept")
    func nonFiniteGeometry() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.center = CGPoint(x: CGFloat.infinity, y: 0)
        view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("a negative frame size is standardized")
    func negativeFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: -10, height: -20))
        #expect(view.frame == CGRect(x: 0, y: -10, width: 10, height: 20))
    }
}
