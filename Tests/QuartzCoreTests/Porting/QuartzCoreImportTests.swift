// This file imports QuartzCore alone on purpose: that it compiles is the test that QuartzCore
// brings CoreGraphics and the geometry types with it, as Apple's module does.
import QuartzCore
import Testing

@Suite("import QuartzCore alone")
struct QuartzCoreImportTests {
    @Test("brings CoreGraphics and the geometry types")
    @MainActor
    func bringsCoreGraphicsAndGeometry() {
        let layer = CALayer()
        layer.frame = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
        let path = CGMutablePath()
        path.addRect(layer.frame)
        let width: CGFloat = path.boundingBoxOfPath.width
        #expect(width == 3)
    }
}
