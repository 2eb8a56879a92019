import CoreGraphics
import Foundation
import Testing

@Suite("CGPath stroking and dashing")
struct CGPathStrokingTests {
    private func line(from a: CGPoint, to b: CGPoint) -> CGPath {
        let path = CGMutablePath()
        path.move(to: a)
        path.addLine(to: b)
        return path
    }

    private func expectRect(_ rect: CGRect, _ expected: CGRect, tolerance: CGFloat = 1e-6) {
        #expect(abs(rect.minX - expected.minX) < tolerance, "minX \(rect.minX) vs \(expected.minX)")
        #expect(abs(rect.minY - expected.minY) < tolerance, "minY \(rect.minY) vs \(expected.minY)")
        #expect(abs(rect.maxX - expected.maxX) < tolerance, "maxX \(rect.maxX) vs \(expected.maxX)")
        #expect(abs(rect.maxY - expected.maxY) < tolerance, "maxY \(rect.maxY) vs \(expected.maxY)")
    }

    @Test("a butt-capped line's stroke bounds extend half the width sideways only")
    func buttCapBounds() {
        let stroked = line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0))
            .copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        expectRect(stroked.boundingBoxOfPath, CGRect(x: 0, y: -5, width: 100, height: 10))
    }

    @Test("square and round caps extend half the width beyond the ends")
    func capsExtend() {
        for cap in [CGLineCap.square, .round] {
            let stroked = line(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0))
                .copy(strokingWithWidth: 10, lineCap: cap, lineJoin: .miter, miterLimit: 10)
            expectRect(stroked.boundingBoxOfPath, CGRect(x: -5, y: -5, width: 110, height: 10))
        }
    }

    @Test("a right-angle miter join reaches the outer corner")
    func miterJoin() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50)])
        let stroked = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroked.contains(CGPoint(x: 54.5, y: -4.5)))
        expectRect(stroked.boundingBoxOfPath, CGRect(x: 0, y: -5, width: 55, height: 55))
    }

    @Test("a bevel join cuts the outer corner off")
    func bevelJoin() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 0), CGPoint(x: 50, y: 50)])
        let stroked = path.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        #expect(!stroked.contains(CGPoint(x: 54.5, y: -4.5)))
        #expect(stroked.contains(CGPoint(x: 51, y: -1)))
    }

    @Test("a sharp miter beyond the limit falls back to a bevel")
    func miterLimit() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 10)])
        let limited = path.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 2)
        let unlimited = path.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 100)
        #expect(limited.boundingBoxOfPath.maxX < 103)
        #expect(unlimited.boundingBoxOfPath.maxX > 110)
    }

    @Test("the stroke of a closed square covers its edges but not its middle")
    func closedSquareStroke() {
        let stroked = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
            .copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroked.contains(CGPoint(x: 20, y: 1)))
        #expect(stroked.contains(CGPoint(x: -1.5, y: -1.5)))
        #expect(!stroked.contains(CGPoint(x: 20, y: 20)))
        expectRect(stroked.boundingBoxOfPath, CGRect(x: -2, y: -2, width: 44, height: 44))
    }

    @Test("a zero or NaN width gives an empty path")
    func degenerateWidth() {
        let path = line(from: .zero, to: CGPoint(x: 1, y: 0))
        #expect(path.copy(strokingWithWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
        #expect(path.copy(strokingWithWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10).isEmpty)
    }

    @Test("a zero-length line with round caps strokes to a dot")
    func zeroLengthRoundDot() {
        let dot = line(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 5, y: 5))
            .copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        expectRect(dot.boundingBoxOfPath, CGRect(x: 3, y: 3, width: 4, height: 4))
    }

    @Test("dashing a line keeps the painted lengths, starting at the phase")
    func dashLine() {
        let dashed = line(from: .zero, to: CGPoint(x: 100, y: 0)).copy(dashingWithPhase: 5, lengths: [10, 20])
        var starts: [CGFloat] = []
        var ends: [CGFloat] = []
        dashed.applyWithBlock { element in
            let p = element.pointee.points[0]
            if element.pointee.type == .moveToPoint { starts.append(p.x) } else { ends.append(p.x) }
        }
        // Phase 5 leaves 5 of the first dash, then gaps of 20 and dashes of 10.
        #expect(starts.map { ($0 * 1e6).rounded() / 1e6 } == [0, 25, 55, 85])
        #expect(ends.map { ($0 * 1e6).rounded() / 1e6 } == [5, 35, 65, 95])
    }

    @Test("dashing a curve keeps curve elements")
    func dashCurve() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 30, y: 50), control2: CGPoint(x: 70, y: 50))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [10, 10])
        var types = Set<CGPathElementType>()
        dashed.applyWithBlock { types.insert($0.pointee.type) }
        #expect(types == [.moveToPoint, .addCurveToPoint])
    }

    @Test("the closing line of a closed subpath is dashed too")
    func dashClosed() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let dashed = square.copy(dashingWithPhase: 0, lengths: [35, 100])
        // 35 units run along three sides and half of the fourth, the closing edge back up x = 0.
        #expect(abs(dashed.currentPoint.x) < 1e-9 && abs(dashed.currentPoint.y - 5) < 1e-9)
    }

    @Test("an empty or negative dash pattern returns the path unchanged")
    func invalidPattern() {
        let path = line(from: .zero, to: CGPoint(x: 10, y: 0))
        #expect(path.copy(dashingWithPhase: 0, lengths: []) == path)
        #expect(path.copy(dashingWithPhase: 0, lengths: [-1, 2]) == path)
    }
}
