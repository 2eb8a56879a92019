import CoreGraphics
import Foundation
import Testing

@Suite("CGColor, CGColorSpace and CGGradient")
struct CGColorTests {
    @Test("an sRGB colour has four components, alpha last")
    func rgbComponents() {
        let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(color.numberOfComponents == 4)
        #expect(color.components == [0.2, 0.4, 0.6, 0.8])
        #expect(color.alpha == 0.8)
        #expect(color.colorSpace?.model == .rgb)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
    }

    @Test("a gray colour has two components")
    func grayComponents() {
        let color = CGColor(gray: 0.5, alpha: 1)
        #expect(color.components == [0.5, 1])
        #expect(color.colorSpace?.model == .monochrome)
        #expect(CGColor.black.components == [0, 1] && CGColor.clear.alpha == 0)
    }

    @Test("copy(alpha:) replaces only alpha")
    func copyAlpha() {
        let color = CGColor(red: 1, green: 0, blue: 0, alpha: 1).copy(alpha: 0.25)
        #expect(color?.components == [1, 0, 0, 0.25])
    }

    @Test("components are clamped to 0...1 and NaN becomes 0")
    func clamping() {
        let color = CGColor(red: 2, green: -1, blue: .nan, alpha: 1)
        #expect(color.components == [1, 0, 0, 1])
    }

    @Test("colours with equal spaces and components are equal")
    func equality() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(gray: 1, alpha: 1) != CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    }

    @Test("conversion to gray uses luminance; to linear sRGB undoes the transfer curve")
    func conversion() throws {
        let gray = try #require(CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)
            .converted(to: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)!, intent: .defaultIntent, options: nil))
        #expect(abs(gray.components![0] - 1) < 1e-9 && gray.alpha == 0.5)
        let linear = try #require(CGColor(red: 0.5, green: 0, blue: 1, alpha: 1)
            .converted(to: CGColorSpace(name: CGColorSpace.linearSRGB)!, intent: .defaultIntent, options: nil))
        #expect(abs(linear.components![0] - 0.214) < 0.001)
    }

    @Test("components in a colour space take one value per channel plus alpha")
    func componentsInitializer() throws {
        let values: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
        let color = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: values))
        #expect(color.components == values)
        #expect(CGColorSpace(name: "no such space") == nil)
    }

    @Test("a gradient needs at least one colour")
    func gradientNeedsColours() {
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let locations: [CGFloat] = [0, 1]
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: locations, count: 2) != nil)
    }
}
