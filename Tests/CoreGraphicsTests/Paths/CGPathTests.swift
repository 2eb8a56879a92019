import CoreGraphics
import Foundation
import Testing

@Suite("CGPath building and queries")
struct CGPathTests {
    private func elementTypes(_ path: CGPath) -> [CGPathElementType] {
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        return types
    }

    @Test("a new path is empty with the current point at zero and a null bounding box")
    func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
    }

    @Test("a line with no current point is ignored")
    func lineWithoutCurrentPoint() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 1, y: 1))
        #expect(path.isEmpty)
    }

    @Test("NaN and infinite coordinates are ignored")
    func nonFiniteIgnored() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: .zero)
        path.addRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1))
        #expect(elementTypes(path) == [.moveToPoint])
    }

    @Test("addRect emits a move, three lines and a close, with an optional transform")
    func addRect() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4), transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(elementTypes(path) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(path.boundingBox == CGRect(x: 11, y: 2, width: 3, height: 4))
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 11, y: 2, width: 3, height: 4))
    }

    @Test("after closing a subpath the current point is its first point")
    func currentPointAfterClose() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    }

    @Test("boundingBox includes control points; boundingBoxOfPath only the curve")
    func boundingBoxes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        // A quadratic reaches half way to its control point at its apex.
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test("an arc with clockwise false runs towards increasing angles")
    func arcCounterclockwiseIncreasesAngle() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let end = path.currentPoint
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        // The short way round stays in the first quadrant.
        let box = path.boundingBoxOfPath
        #expect(box.minX > -1e-9 && box.minY > -1e-9)
    }

    @Test("an arc with clockwise true between the same angles takes the long way round")
    func arcClockwiseLongWay() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 1e-6 && abs(box.minY + 10) < 1e-6)
        #expect(abs(box.maxX - 10) < 1e-6 && abs(box.maxY - 10) < 1e-6)
    }

    @Test("an arc spanning a full turn or more is a full circle")
    func fullCircleArc() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(elementTypes(path) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4))
    }

    @Test(
        "two angles a whole number of turns apart give a full circle in either direction",
        arguments: [(0, 2 * .pi), (2 * .pi, 0), (-.pi / 2, 3 * .pi / 2), (0, 4 * .pi)] as [(CGFloat, CGFloat)],
        [false, true]
    )
    func fullTurnEitherWay(angles: (CGFloat, CGFloat), clockwise: Bool) {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: angles.0, endAngle: angles.1, clockwise: clockwise)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 1e-6 && abs(box.minY + 10) < 1e-6)
        #expect(abs(box.maxX - 10) < 1e-6 && abs(box.maxY - 10) < 1e-6)
    }

    @Test("an arc between equal angles turns through nothing")
    func arcBetweenEqualAngles() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 1, endAngle: 1, clockwise: true)
        #expect(path.boundingBoxOfPath.width < 1e-9)
    }

    @Test("an arc after a current point is joined to it with a line")
    func arcJoinsCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -5, y: 0))
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(elementTypes(path).prefix(2) == [.moveToPoint, .addLineToPoint])
    }

    @Test("addRelativeArc turns through delta from the start angle")
    func relativeArc() {
        let path = CGMutablePath()
        path.addRelativeArc(center: CGPoint(x: 1, y: 1), radius: 2, startAngle: .pi, delta: -.pi / 2)
        let end = path.currentPoint
        #expect(abs(end.x - 1) < 1e-9 && abs(end.y - 3) < 1e-9)
    }

    @Test("a tangent arc rounds a right-angle corner with its radius")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        #expect(elementTypes(path) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        var points: [CGPoint] = []
        path.applyWithBlock { element in
            if element.pointee.type == .addLineToPoint { points.append(element.pointee.points[0]) }
        }
        #expect(abs(points[0].x - 7) < 1e-9 && abs(points[0].y) < 1e-9)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 3) < 1e-9)
    }

    @Test("collinear tangent points give a straight line to the first")
    func tangentArcCollinear() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 10, y: 0), radius: 2)
        #expect(elementTypes(path) == [.moveToPoint, .addLineToPoint])
        #expect(path.currentPoint == CGPoint(x: 5, y: 0))
    }

    @Test("an ellipse is a move, four cubic curves and a close within its rectangle")
    func ellipse() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        #expect(elementTypes(path) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        let box = path.boundingBoxOfPath
        #expect(abs(box.width - 20) < 1e-9 && abs(box.height - 10) < 1e-9)
    }

    @Test("rounded-rect corners larger than half the side are rejected")
    func roundedRectRejectsLargeCorners() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 6, cornerHeight: 2)
        #expect(path.isEmpty)
    }

    @Test("a rounded rectangle's outline fills its rectangle but not the corners")
    func roundedRectShape() {
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 10, transform: nil)
        #expect(path.contains(CGPoint(x: 50, y: 25)))
        #expect(path.contains(CGPoint(x: 5, y: 25)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        let box = path.boundingBoxOfPath
        #expect(abs(box.width - 100) < 1e-9 && abs(box.height - 50) < 1e-9 && abs(box.minX) < 1e-9)
    }

    @Test("addPath appends another path's elements through a transform")
    func addPath() {
        let other = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let path = CGMutablePath()
        path.addPath(other, transform: CGAffineTransform(scaleX: 10, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("paths with the same elements are equal; copies are independent")
    func equalityAndCopies() {
        let a = CGMutablePath()
        a.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        let copy = a.mutableCopy()!
        #expect(copy == a)
        copy.addLine(to: CGPoint(x: 9, y: 9))
        #expect(copy != a)
        #expect(a.copy()! == a)
    }

    @Test("applyWithBlock hands out each element's points")
    func applyWithBlockPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addCurve(to: CGPoint(x: 7, y: 8), control1: CGPoint(x: 3, y: 4), control2: CGPoint(x: 5, y: 6))
        var seen: [[CGPoint]] = []
        path.applyWithBlock { element in
            let count = element.pointee.type == .addCurveToPoint ? 3 : 1
            seen.append((0..<count).map { element.pointee.points[$0] })
        }
        #expect(seen == [[CGPoint(x: 1, y: 2)], [CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)]])
    }
}
