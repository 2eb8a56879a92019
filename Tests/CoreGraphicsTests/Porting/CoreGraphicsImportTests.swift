// This file imports CoreGraphics alone on purpose: that it compiles is the test that
// CoreGraphics brings the geometry types with it, as Apple's module does.
import CoreGraphics
import Testing

@Suite("import CoreGraphics alone")
struct CoreGraphicsImportTests {
    @Test("brings CGFloat, CGPoint, CGSize and CGRect")
    func bringsGeometry() {
        let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
        let height: CGFloat = rect.height
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 2)).height == height * 2)
    }
}
