import CoreGraphics
import Foundation
import QuartzCore
import Testing

@Suite("CALayer geometry")
@MainActor
struct CALayerGeometryTests {
    private func expectClose(_ a: CGRect, _ b: CGRect, _ comment: Comment? = nil) {
        #expect(abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9, "\(a) vs \(b)")
    }

    @Test("defaults: zero bounds and position, centred anchor point, identity transforms")
    func defaults() {
        let layer = CALayer()
        #expect(layer.bounds == .zero && layer.position == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CATransform3DIsIdentity(layer.transform) && CATransform3DIsIdentity(layer.sublayerTransform))
        #expect(layer.opacity == 1 && !layer.isHidden && layer.cornerRadius == 0)
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.borderColor == CGColor.black && layer.contentsGravity == .resize && layer.sublayers == nil)
    }

    @Test("frame is derived from position, anchor point and bounds size")
    func frameFromPosition() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 80, width: 100, height: 40))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 40))
    }

    @Test("setting frame sets position and bounds size, keeping the bounds origin")
    func setFrame() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 5, y: 5, width: 1, height: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 25, y: 40))
        #expect(layer.bounds == CGRect(x: 5, y: 5, width: 30, height: 40))
    }

    @Test("with a rotation the frame is the bounding box of the rotated bounds")
    func rotatedFrame() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 200)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        expectClose(layer.frame, CGRect(x: 175, y: 150, width: 50, height: 100))
        #expect(layer.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test("setting the frame of a scaled layer maps the size back through the scale")
    func setFrameScaled() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(layer.bounds.size == CGSize(width: 100, height: 50))
        #expect(layer.position == CGPoint(x: 100, y: 50))
        expectClose(layer.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test("NaN geometry is rejected and the previous value kept")
    func nanRejected() {
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        layer.frame = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(layer.position == CGPoint(x: 3, y: 4))
        #expect(layer.bounds == .zero)
    }

    @Test("affineTransform round-trips through setAffineTransform")
    func affineTransform() {
        let layer = CALayer()
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        layer.setAffineTransform(t)
        #expect(layer.affineTransform() == t)
        #expect(CATransform3DIsAffine(layer.transform))
    }

    @Test("points convert between sibling layers through the common superlayer")
    func convertSiblings() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        let a = CALayer()
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        let b = CALayer()
        b.frame = CGRect(x: 200, y: 50, width: 100, height: 100)
        b.bounds.origin = CGPoint(x: 5, y: 5)
        root.addSublayer(a)
        root.addSublayer(b)
        #expect(a.convert(CGPoint(x: 0, y: 0), to: b) == CGPoint(x: -185, y: -25))
        #expect(b.convert(CGPoint(x: -185, y: -25), to: a) == .zero)
        #expect(a.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 11, y: 21))
    }

    @Test("conversion follows a rotation about the anchor point")
    func convertThroughRotation() {
        let root = CALayer()
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        child.position = CGPoint(x: 200, y: 200)
        child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        root.addSublayer(child)
        // The top-left corner of the bounds turns a quarter turn about the centre (50, 25).
        let corner = child.convert(CGPoint.zero, to: root)
        #expect(abs(corner.x - 225) < 1e-9 && abs(corner.y - 150) < 1e-9)
        let back = root.convert(corner, to: child)
        #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    }

    @Test("a point converted from a layer's own space is the same point, even under a rotation")
    func convertFromItself() {
        let child = CALayer()
        child.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        child.position = CGPoint(x: 65, y: 65)
        let root = CALayer()
        root.addSublayer(child)
        let points = [CGPoint(x: 0.1, y: 0.7), CGPoint(x: 13.3, y: -7.9), CGPoint(x: 1e6 / 3, y: 2.0 / 3)]
        for point in points {
            #expect(child.convert(point, from: child) == point)
            #expect(child.convert(point, to: child) == point)
        }
    }

    @Test("rects convert as the bounding box of their corners")
    func convertRect() {
        let root = CALayer()
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        child.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        root.addSublayer(child)
        let r = child.convert(child.bounds, to: root)
        expectClose(r, child.frame)
    }

    @Test("a perspective sublayer transform projects points and unprojects them back")
    func perspectiveConversion() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        root.position = CGPoint(x: 100, y: 100)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(card)
        let p = card.convert(CGPoint(x: 10, y: 20), to: root)
        let q = card.convert(p, from: root)
        #expect(abs(q.x - 10) < 1e-9 && abs(q.y - 20) < 1e-9)
        // The near edge of the turned card is larger than the far edge.
        let near = card.convert(CGRect(x: 0, y: 0, width: 1, height: 100), to: root)
        let far = card.convert(CGRect(x: 99, y: 0, width: 1, height: 100), to: root)
        #expect(near.height != far.height)
    }

    @Test("geometry flipping turns sublayer placement upside down within the bounds")
    func geometryFlipped() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.isGeometryFlipped = true
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(child)
        let r = child.convert(child.bounds, to: root)
        expectClose(r, CGRect(x: 0, y: 90, width: 10, height: 10))
    }

    @Test("preferredFrameSize is the bounds size through the transform")
    func preferredFrameSize() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 10)
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let size = layer.preferredFrameSize()
        #expect(abs(size.width - 10) < 1e-9 && abs(size.height - 30) < 1e-9)
    }
}
