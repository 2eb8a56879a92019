import CasementTestSupport
import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// A 10×10 orange layer holding a 10×10 `colour` sublayer composited with `filter`.
private func blended(_ colour: CGColor, filter: Any?) -> CALayer {
    let background = CALayer()
    background.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    background.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    let top = CALayer()
    top.frame = background.bounds
    top.backgroundColor = colour
    top.compositingFilter = filter
    background.addSublayer(top)
    return background
}

private func centre(of layer: CALayer) -> [UInt8] {
    let context = rgbaContext(width: 10, height: 10)
    layer.render(in: context)
    return RGBAPixels(context.makeImage()!)[5, 5]
}

private func near(_ pixel: [UInt8], _ expected: [Int]) -> Bool {
    zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= 2 }
}

@Suite("Compositing filters and filters")
struct CompositingFilterTests {
    @Test func multiplyBlendModeMultipliesWithWhatIsBehind() {
        let pixel = centre(of: blended(CGColor(red: 0.5, green: 1, blue: 1, alpha: 1), filter: "multiplyBlendMode"))
        #expect(near(pixel, [128, 128, 0, 255]), "\(pixel)")
    }

    @Test func screenBlendModeScreensWithWhatIsBehind() {
        let pixel = centre(of: blended(CGColor(red: 0, green: 0, blue: 1, alpha: 1), filter: "screenBlendMode"))
        #expect(near(pixel, [255, 128, 255, 255]), "\(pixel)")
    }

    @Test func differenceBlendModeTakesTheDifference() {
        let pixel = centre(of: blended(CGColor(red: 1, green: 1, blue: 1, alpha: 1), filter: "differenceBlendMode"))
        #expect(near(pixel, [0, 127, 255, 255]), "\(pixel)")
    }

    @Test func anUnknownFilterIsKeptAndCompositesNormally() {
        let layer = blended(CGColor(red: 0, green: 0, blue: 1, alpha: 1), filter: "someCustomFilter")
        #expect(near(centre(of: layer), [0, 0, 255, 255]))
        #expect(layer.sublayers?.first?.compositingFilter as? String == "someCustomFilter")
    }

    @Test func filtersAndBackgroundFiltersAreKeptAndReadByKey() {
        let layer = CALayer()
        layer.filters = ["gaussianBlur"]
        layer.backgroundFilters = ["colorMonochrome"]
        #expect(layer.filters?.first as? String == "gaussianBlur")
        #expect((layer.value(forKey: "backgroundFilters") as? [Any])?.first as? String == "colorMonochrome")
        layer.setValue("screenBlendMode", forKey: "compositingFilter")
        #expect(layer.compositingFilter as? String == "screenBlendMode")
        layer.filters = nil
        #expect(layer.filters == nil)
    }

    @MainActor
    @Test func changingTheCompositingFilterRedrawsTheLayer() {
        let top = CALayer()
        top.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        top.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        top.delegate = WithoutActions.shared
        let scene = CompositedScene(size: CGSize(width: 20, height: 20), layers: [solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 1)), top])
        #expect(near(scene.frame(at: 0)[10, 10], [0, 0, 255, 255]))
        top.compositingFilter = "screenBlendMode"
        #expect(near(scene.frame(at: 0.1)[10, 10], [255, 0, 255, 255]))
    }
}
