import CasementTestSupport
import Testing
import UIKit
import UIKitCore

@Suite("UIBezierPath")
@MainActor
struct UIBezierPathTests {
    /// What `body` draws on a white 40×40 canvas.
    private func render(_ body: () -> Void) -> RGBAPixels {
        Canvas.render(width: 40, height: 40, body)
    }

    private let red: [UInt8] = [255, 0, 0, 255]
    private let white: [UInt8] = [255, 255, 255, 255]

    @Test("The shape initializers give their shapes' bounds and insides")
    func shapes() {
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(oval.contains(CGPoint(x: 10, y: 5)) && !oval.contains(CGPoint(x: 1, y: 1)))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 8)
        #expect(!rounded.contains(CGPoint(x: 0.5, y: 0.5)) && rounded.contains(CGPoint(x: 10, y: 0.5)))
        let oneCorner = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: .topRight, cornerRadii: CGSize(width: 8, height: 8))
        #expect(oneCorner.contains(CGPoint(x: 0.5, y: 0.5)) && !oneCorner.contains(CGPoint(x: 19.5, y: 0.5)) && oneCorner.contains(CGPoint(x: 19.5, y: 19.5)))
    }

    @Test("An arc drawn clockwise turns clockwise on screen, from +x down through +y")
    func arcDirection() {
        let clockwise = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(clockwise.currentPoint.y - 10) < 1e-9 && clockwise.bounds.maxY > 9 && clockwise.bounds.minY > -1)
        let anticlockwise = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(anticlockwise.bounds.minY < -9, "the long way round, through −y")
    }

    @Test("Building, appending, transforming and reversing keep the points")
    func building() {
        let path = UIBezierPath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 12), controlPoint2: CGPoint(x: 2, y: 12))
        path.close()
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 15, height: 12))
        let reversed = path.reversing()
        #expect(reversed.bounds == path.bounds)
        #expect(reversed.cgPath.description != path.cgPath.description)
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        #expect(path.bounds.origin == CGPoint(x: 5, y: 5))
        path.append(UIBezierPath(rect: CGRect(x: 30, y: 30, width: 5, height: 5)))
        #expect(path.bounds.maxX == 35)
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test("fill, stroke with the line settings, and addClip draw in the current context")
    func drawing() {
        let filled = render {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)).fill()
        }
        #expect(filled[15, 15] == red && filled[25, 15] == white)
        let stroked = render {
            UIColor.red.setStroke()
            let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20))
            path.lineWidth = 4
            path.stroke()
        }
        #expect(stroked[10, 20] == red && stroked[20, 20] == white && stroked[7, 20] == white)
        let clipped = render {
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40)).addClip()
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(clipped[10, 10] == red && clipped[30, 10] == white)
    }

    @Test("The even-odd rule leaves a hole; dashes read back as set")
    func fillRuleAndDashes() {
        let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        ring.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(ring.contains(CGPoint(x: 15, y: 15)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 15, y: 15)) && ring.contains(CGPoint(x: 5, y: 5)))
        let dashes: [CGFloat] = [4, 2]
        ring.setLineDash(dashes, count: 2, phase: 1)
        var read = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        ring.getLineDash(&read, count: &count, phase: &phase)
        #expect(read == dashes && count == 2 && phase == 1)
    }
}
