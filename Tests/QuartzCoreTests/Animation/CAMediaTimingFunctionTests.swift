import Foundation
@testable import QuartzCore
import Testing

@Suite("CAMediaTimingFunction")
@MainActor
struct CAMediaTimingFunctionTests {
    private func controlPoints(_ function: CAMediaTimingFunction) -> [Float] {
        var values: [Float] = []
        for index in 0..<4 {
            var point: [Float] = [0, 0]
            function.getControlPoint(at: index, values: &point)
            values += point
        }
        return values
    }

    @Test("the named functions have Apple's control points")
    func namedControlPoints() {
        #expect(controlPoints(CAMediaTimingFunction(name: .linear)) == [0, 0, 0, 0, 1, 1, 1, 1])
        #expect(controlPoints(CAMediaTimingFunction(name: .easeIn)) == [0, 0, 0.42, 0, 1, 1, 1, 1])
        #expect(controlPoints(CAMediaTimingFunction(name: .easeOut)) == [0, 0, 0, 0, 0.58, 1, 1, 1])
        #expect(controlPoints(CAMediaTimingFunction(name: .easeInEaseOut)) == [0, 0, 0.42, 0, 0.58, 1, 1, 1])
        #expect(controlPoints(CAMediaTimingFunction(name: .default)) == [0, 0, 0.25, 0.1, 0.25, 1, 1, 1])
    }

    @Test("curves pass through known values (the same curves as CSS's ease, ease-in and ease-out)")
    func knownValues() {
        // The control points are Floats, as in Apple's API, so 0.42 is 0.41999998…: values agree
        // with the double-precision references to about 1e-8.
        #expect(abs(CAMediaTimingFunction(name: .default).evaluate(at: 0.5) - 0.8024033877399112) < 1e-7)
        #expect(abs(CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5) - 0.3153568125725) < 1e-7)
        #expect(abs(CAMediaTimingFunction(name: .easeOut).evaluate(at: 0.5) - 0.6846431874275) < 1e-7)
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.5) - 0.5) < 1e-7)
        #expect(CAMediaTimingFunction(name: .linear).evaluate(at: 0.3) == 0.3)
    }

    @Test("the curve is solved exactly: it agrees with a plain bisection of the Bézier to double precision")
    func exactInversion() {
        for function in [CAMediaTimingFunction(controlPoints: 0.7, -0.4, 0.2, 1.6), CAMediaTimingFunction(name: .easeInEaseOut)] {
            let (x1, y1, x2, y2) = (Double(function.controlPoints.0), Double(function.controlPoints.1),
                                    Double(function.controlPoints.2), Double(function.controlPoints.3))
            func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
                3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
            }
            for step in 1..<100 {
                let x = Double(step) / 100
                var (low, high) = (0.0, 1.0)
                for _ in 0..<200 {
                    let mid = (low + high) / 2
                    if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
                }
                #expect(abs(function.evaluate(at: x) - bezier(low, y1, y2)) < 1e-13)
            }
        }
    }

    @Test("ends are fixed and control x coordinates are clamped to 0...1")
    func endsAndClamping() {
        let function = CAMediaTimingFunction(controlPoints: -1, 2, 3, -1)
        #expect(function.evaluate(at: 0) == 0 && function.evaluate(at: 1) == 1)
        #expect(function.controlPoints.0 == 0 && function.controlPoints.2 == 1)
        #expect(function.controlPoints.1 == 2 && function.controlPoints.3 == -1)
    }
}
