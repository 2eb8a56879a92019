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

    @Test("narrower and unsigned integers saturate at their own bounds, from a Double or CGFloat as from any floating point")
    func saturatingNarrowTypes() {
        let cases: [(Double, Int32, UInt32, UInt16, UInt64)] = [
            (.nan, 0, 0, 0, 0), (.infinity, .max, .max, .max, .max), (-.infinity, .min, 0, 0, 0),
            (3e9, .max, 3_000_000_000, .max, 3_000_000_000), (-3e9, .min, 0, 0, 0),
            (2_147_483_647.9, .max, 2_147_483_647, .max, 2_147_483_647), (-2_147_483_648.9, .min, 0, 0, 0),
            (65_535.5, 65_535, 65_535, .max, 65_535), (-0.5, 0, 0, 0, 0), (-1, -1, 0, 0, 0), (1e20, .max, .max, .max, .max),
            (18_446_744_073_709_549_568.0, .max, .max, .max, 18_446_744_073_709_549_568),
        ]
        for (value, int32, uint32, uint16, uint64) in cases {
            #expect(Int32(saturating: value) == int32, "\(value)")
            #expect(Int32(saturating: CGFloat(value)) == int32, "\(value) as CGFloat")
            #expect(Int32(saturating: Float80(value)) == int32, "\(value) as Float80")
            #expect(UInt32(saturating: value) == uint32, "\(value)")
            #expect(UInt32(saturating: Float80(value)) == uint32, "\(value) as Float80")
            #expect(UInt16(saturating: CGFloat(value)) == uint16, "\(value) as CGFloat")
            #expect(UInt64(saturating: value) == uint64, "\(value)")
            #expect(UInt64(saturating: Float80(value)) == uint64, "\(value) as Float80")
        }
    }
}
