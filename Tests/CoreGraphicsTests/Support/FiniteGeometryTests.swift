import Foundation
import Testing
@testable import CoreGraphics

@Suite("Saturating conversions")
struct FiniteGeometryTests {
    @Test("a Double or CGFloat becomes the nearest Int: NaN is zero, values past the range are its bounds")
    func saturatingInt() {
        let cases: [(Double, Int)] = [
            (.nan, 0), (.infinity, .max), (-.infinity, .min), (1e300, .max), (-1e300, .min),
            (9_223_372_036_854_775_808.0, .max), (-9_223_372_036_854_775_808.0, .min),
            (9_223_372_036_854_774_784.0, 9_223_372_036_854_774_784), (3.7, 3), (-3.7, -3), (0, 0),
        ]
        for (value, expected) in cases {
            #expect(Int(saturating: value) == expected, "\(value)")
            #expect(Int(saturating: CGFloat(value)) == expected, "\(value) as CGFloat")
            // The generic conversion gives the same.
            #expect(Int(saturating: Float80(value)) == expected, "\(value) as Float80")
        }
    }
}
