import Testing
import UIKit

@MainActor
@Suite("UIView coordinate conversion")
struct CoordinateConversionTests {
    @Test("points convert between siblings and to the window, and nil means the window")
    func siblings() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -185, y: -75))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -185, y: -75))
        #expect(a.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 15, y: 25))
        #expect(a.convert(CGPoint(x: 15, y: 25), from: nil) == CGPoint(x: 5, y: 5))
    }

    @Test("a rect through a rotated view converts to the bounding box of its corners")
    func rotatedRect() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        parent.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let rect = view.convert(view.bounds, to: parent)
        let half = 50 * 2.0.squareRoot()
        #expect(abs(rect.minX - (150 - half)) < 1e-9 && abs(rect.width - 2 * half) < 1e-9)
    }

    @Test("a rotated view converting a point from itself returns that point exactly")
    func convertFromItself() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        let point = CGPoint(x: 0.1, y: 0.7)
        #expect(view.convert(point, from: view) == point)
        #expect(view.convert(point, to: view) == point)
    }

    @Test("converting there and back returns the point, through scales and rotations")
    func roundTrip() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        a.transform = CGAffineTransform(scaleX: 2, y: 0.5).rotated(by: 0.3)
        b.transform = CGAffineTransform(rotationAngle: -1.1)
        let p = CGPoint(x: 7, y: 11)
        let back = b.convert(b.convert(p, to: root), from: root)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    }

    @Test("views in different windows convert through the screen")
    func acrossWindows() {
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let right = UIWindow(frame: CGRect(x: 500, y: 100, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
        left.addSubview(a)
        right.addSubview(b)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -510, y: -120))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: a) == CGRect(x: 510, y: 120, width: 5, height: 5))
        #expect(right.convert(CGPoint(x: 1, y: 1), to: left) == CGPoint(x: 501, y: 101))
    }
}
