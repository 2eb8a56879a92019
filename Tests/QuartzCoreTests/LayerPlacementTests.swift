import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// The inline bounds test hit testing uses answers as `CGRect.contains` does.
@Suite("Layer placement")
struct LayerPlacementTests {
    @Test("the inline bounds test agrees with CGRect.contains on edges, negative sizes, empty and null rectangles", arguments: [
        CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: -5, width: -10, height: 20), CGRect(x: 3, y: 3, width: 0, height: 5),
        CGRect.null, CGRect(x: -2.5, y: 1.25, width: 0.5, height: 0.25),
    ])
    func boundsTestMatchesFoundation(bounds: CGRect) {
        var placement = LayerPlacement()
        placement.bounds = bounds
        let coordinates: [CGFloat] = [-10, -5, -2.5, -2, 0, 1.25, 1.5, 3, 5, 9.999, 10, 15]
        for x in coordinates {
            for y in coordinates {
                let point = CGPoint(x: x, y: y)
                #expect(placement.boundsContain(point) == bounds.contains(point), "\(bounds) \(point)")
            }
        }
    }

    @Test("a NaN point or bounds is outside, and infinite bounds hold every finite point")
    func hostileValuesAreAnswered() {
        var placement = LayerPlacement()
        placement.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!placement.boundsContain(CGPoint(x: CGFloat.nan, y: 5)))
        placement.bounds = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(!placement.boundsContain(CGPoint(x: 5, y: 5)))
        placement.bounds = CGRect(x: -CGFloat.infinity, y: -CGFloat.infinity, width: CGFloat.infinity, height: CGFloat.infinity)
        #expect(!placement.boundsContain(CGPoint(x: 5, y: 5)))
        placement.bounds = CGRect.infinite
        #expect(placement.boundsContain(CGPoint(x: 1e300, y: -1e300)))
    }
}
