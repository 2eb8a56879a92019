import CoreGraphics
import Foundation
import Testing

@Suite("CGPath.contains fill rules")
struct CGPathContainsTests {
    /// Two nested squares traced the same way: the inner one is inside under winding, a hole under even-odd.
    private func nestedSquares(innerReversed: Bool) -> CGPath {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        if innerReversed {
            path.addLines(between: [CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 75), CGPoint(x: 75, y: 75), CGPoint(x: 75, y: 25)])
            path.closeSubpath()
        } else {
            path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        }
        return path
    }

    @Test("same-direction nested squares: winding fills the centre, even-odd leaves a hole")
    func sameDirection() {
        let path = nestedSquares(innerReversed: false)
        let centre = CGPoint(x: 50, y: 50)
        #expect(path.contains(centre, using: .winding))
        #expect(!path.contains(centre, using: .evenOdd))
    }

    @Test("opposite-direction nested squares leave a hole under both rules")
    func oppositeDirection() {
        let path = nestedSquares(innerReversed: true)
        let centre = CGPoint(x: 50, y: 50)
        #expect(!path.contains(centre, using: .winding))
        #expect(!path.contains(centre, using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .winding))
    }

    @Test("a point outside every subpath is not contained")
    func outside() {
        #expect(!nestedSquares(innerReversed: false).contains(CGPoint(x: 150, y: 50)))
    }

    @Test("an open subpath counts as closed by a straight line")
    func openSubpathImplicitlyClosed() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        #expect(path.contains(CGPoint(x: 8, y: 2)))
        #expect(!path.contains(CGPoint(x: 2, y: 8)))
    }

    @Test("the transform maps the path before testing")
    func transformApplied() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(!path.contains(CGPoint(x: 25, y: 5)))
        #expect(path.contains(CGPoint(x: 25, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
    }

    @Test("a circle contains points nearer its centre than its radius, with curves followed closely")
    func circleFollowsCurve() {
        let path = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil)
        let justInside = 99.9 / CGFloat(2).squareRoot()
        let justOutside = 100.1 / CGFloat(2).squareRoot()
        #expect(path.contains(CGPoint(x: justInside, y: justInside)))
        #expect(!path.contains(CGPoint(x: justOutside, y: justOutside)))
    }

    @Test("a five-pointed star has a hole at its centre under even-odd only")
    func star() {
        let path = CGMutablePath()
        let points = (0..<5).map { i -> CGPoint in
            let angle = CGFloat(i) * 4 * .pi / 5 - .pi / 2
            return CGPoint(x: 50 * cos(angle), y: 50 * sin(angle))
        }
        path.addLines(between: points)
        path.closeSubpath()
        #expect(path.contains(.zero, using: .winding))
        #expect(!path.contains(.zero, using: .evenOdd))
    }
}
