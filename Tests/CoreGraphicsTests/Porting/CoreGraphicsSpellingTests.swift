import CoreGraphics
import Testing

// Methods of Foundation's geometry types that iOS code still calls: they compile and answer.
extension CGFloat {
    /// Written as iOS code writes it: `abs` inside an extension of `CGFloat`.
    fileprivate func distance(to other: CGFloat) -> CGFloat { abs(other - self) }
}

@Suite("Core Graphics spellings iOS code uses")
struct CoreGraphicsSpellingTests {
    @Test("equalTo compares points, sizes and rectangles")
    func equalTo() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(.zero))
        #expect(CGRect(x: 0, y: 0, width: 5, height: 5).equalTo(CGRect(x: 0, y: 0, width: 5, height: 5)))
        #expect(CGRect.null.equalTo(.null))
        #expect(!CGRect.zero.equalTo(.null))
    }

    @Test("abs inside an extension of CGFloat is the absolute value")
    func absInsideExtension() {
        #expect(CGFloat(5).distance(to: 2) == 3)
        #expect(CGFloat(-1).distance(to: -4) == 3)
    }

    @Test("an array of colours passes to a gradient as a CFArray, and its count is CFArrayGetCount")
    func colorsAsCFArray() {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let array = colors as CFArray
        #expect(CFArrayGetCount(array) == 2)
        #expect(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: array, locations: nil) != nil)
    }

    @Test("a gradient whose colours hold something else is nil")
    func strayValueInColors() {
        let mixed: CFArray = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), "red"]
        #expect(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: mixed, locations: nil) == nil)
    }
}
