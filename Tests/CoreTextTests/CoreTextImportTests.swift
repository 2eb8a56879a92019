// This file imports CoreText alone on purpose: that it compiles is the test that Core Text brings
// Core Graphics with it, as Apple's does (font providers declare `size: CGFloat` with it alone).
import CoreText
import Testing

@Suite("import CoreText alone")
struct CoreTextImportTests {
    @Test("brings CGFloat and the Core Graphics types")
    func bringsCoreGraphics() {
        let size: CGFloat = 14
        let font = CTFontCreateWithName("DejaVu Sans" as CFString, size, nil)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(CTFontGetSize(font) == size)
        #expect(path.boundingBox.width == 10)
    }
}
