import CasementTestSupport
import CoreGraphics
import Foundation
import Testing

/// A 20×20 RGBA context and a reader of its pixels with row 0 at the top.
private final class Canvas {
    var storage: [UInt8]
    let context: CGContext
    let size: Int

    init(size: Int = 20) {
        self.size = size
        storage = [UInt8](repeating: 0, count: size * size * 4)
        context = CGContext(
            data: nil, width: size, height: size, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    /// RGBA at column x and row y counted from the top of the bitmap.
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
        let base = context.data!.assumingMemoryBound(to: UInt8.self)
        let i = y * context.bytesPerRow + x * 4
        return (0..<4).map { base[i + $0] }
    }
}

@Suite("CGContext bitmap drawing")
struct CGContextTests {
    @Test("a bitmap context's origin is the bottom-left corner and its CTM starts as identity")
    func bottomLeftOrigin() {
        let canvas = Canvas()
        #expect(canvas.context.ctm.isIdentity)

        canvas.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))

        #expect(canvas.pixel(2, 17) == [255, 0, 0, 255])
        #expect(canvas.pixel(2, 2) == [0, 0, 0, 0])
    }

    @Test("unsupported bitmap layouts give nil")
    func unsupportedLayouts() {
        let float = CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 32, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.floatComponents.rawValue)
        let straight = CGContext(
            data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.last.rawValue)
        let empty = CGContext(
            data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(float == nil && straight == nil && empty == nil)
    }

    @Test("a huge bitmap is refused rather than crashing")
    func hugeBitmap() {
        let context = CGContext(
            data: nil, width: 100_000, height: 100_000, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(context == nil)
    }

    @Test("drawing goes into caller memory in the caller's byte order")
    func callerMemory() {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        memory.withUnsafeMutableBytes { raw in
            let context = CGContext(
                data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        // Little-endian ARGB is stored B, G, R, A.
        #expect(Array(memory[0..<4]) == [255, 0, 0, 255])
    }

    @Test("translateBy, scaleBy and rotate compose into the CTM in order")
    func ctmComposition() {
        let context = Canvas().context
        context.translateBy(x: 10, y: 0)
        context.scaleBy(x: 2, y: 2)
        context.rotate(by: .pi / 2)
        let expected = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 1, y: 1)
            .concatenating(CGAffineTransform(scaleX: 2, y: 2)).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(context.ctm == expected)
        #expect(CGPoint(x: 1, y: 0).applying(context.ctm) == CGPoint(x: 10, y: 2))
    }

    @Test("restoreGState returns the CTM, colours and line width to their saved values")
    func gstate() {
        let canvas = Canvas()
        let context = canvas.context
        context.saveGState()
        context.translateBy(x: 5, y: 5)
        context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        context.restoreGState()
        #expect(context.ctm.isIdentity)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(canvas.pixel(0, 19) == [0, 0, 0, 255])
    }

    @Test("an unbalanced restoreGState is ignored")
    func unbalancedRestore() {
        let context = Canvas().context
        context.translateBy(x: 3, y: 0)
        context.restoreGState()
        #expect(context.ctm == CGAffineTransform(translationX: 3, y: 0))
    }

    @Test("NaN geometry is ignored without drawing")
    func nanIgnored() {
        let canvas = Canvas()
        canvas.context.fill(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5))
        canvas.context.translateBy(x: .nan, y: 0)
        canvas.context.scaleBy(x: 0, y: 1)
        #expect(canvas.context.ctm.isIdentity)
        #expect(canvas.pixel(2, 17) == [0, 0, 0, 0])
    }

    @Test("even-odd filling leaves the inner square of two nested squares empty")
    func evenOddFill() {
        let canvas = Canvas()
        canvas.context.addRect(CGRect(x: 0, y: 0, width: 20, height: 20))
        canvas.context.addRect(CGRect(x: 5, y: 5, width: 10, height: 10))
        canvas.context.setFillColor(gray: 1, alpha: 1)
        canvas.context.fillPath(using: .evenOdd)
        #expect(canvas.pixel(10, 10) == [0, 0, 0, 0])
        #expect(canvas.pixel(2, 2) == [255, 255, 255, 255])
    }

    @Test("the path is kept in device space: changing the CTM later does not move it")
    func pathInDeviceSpace() {
        let canvas = Canvas()
        canvas.context.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        canvas.context.translateBy(x: 10, y: 10)
        canvas.context.setFillColor(gray: 1, alpha: 1)
        canvas.context.fillPath()
        #expect(canvas.pixel(1, 18) == [255, 255, 255, 255])
        #expect(canvas.pixel(11, 8) == [0, 0, 0, 0])
    }

    @Test("the current path reads back with its elements and bounds")
    func pathReadBack() throws {
        let context = Canvas().context
        #expect(context.isPathEmpty)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 5, y: 1))
        context.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 9, y: 3))
        context.closePath()
        let path = try #require(context.path)
        #expect(path.boundingBox.minX == 1 && path.boundingBox.maxY == 5)
        #expect(context.currentPointOfPath == CGPoint(x: 1, y: 1))
        #expect(context.pathContains(CGPoint(x: 4, y: 2), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 0, y: 0), mode: .fill))
    }

    @Test("a stroke is centred on the path with the line width")
    func strokeWidth() {
        let canvas = Canvas()
        canvas.context.setStrokeColor(gray: 1, alpha: 1)
        canvas.context.setLineWidth(4)
        canvas.context.strokeLineSegments(between: [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 10)])
        #expect(canvas.pixel(10, 8) == [255, 255, 255, 255])
        #expect(canvas.pixel(10, 11) == [255, 255, 255, 255])
        #expect(canvas.pixel(10, 12) == [0, 0, 0, 0])
        #expect(canvas.pixel(10, 7) == [0, 0, 0, 0])
    }

    @Test("clip(to:) limits drawing to the rectangle until the state is restored")
    func clipRect() {
        let canvas = Canvas()
        canvas.context.setFillColor(gray: 1, alpha: 1)
        canvas.context.saveGState()
        canvas.context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
        canvas.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.pixel(15, 5) == [0, 0, 0, 0])
        canvas.context.restoreGState()
        canvas.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.pixel(15, 5) == [255, 255, 255, 255])
    }

    @Test("setAlpha scales everything drawn afterwards")
    func globalAlpha() {
        let canvas = Canvas()
        canvas.context.setAlpha(0.5)
        canvas.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let p = canvas.pixel(5, 5)
        #expect(abs(Int(p[0]) - 128) <= 1 && p[1] == 0 && abs(Int(p[3]) - 128) <= 1)
    }

    @Test("the multiply blend mode multiplies colours")
    func multiplyBlend() {
        let canvas = Canvas()
        canvas.context.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        canvas.context.setBlendMode(.multiply)
        canvas.context.setFillColor(red: 1, green: 0, blue: 1, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.pixel(5, 5) == [255, 0, 0, 255])
    }

    @Test("the copy blend mode replaces pixels, alpha included")
    func copyBlend() {
        let canvas = Canvas()
        canvas.context.setFillColor(gray: 1, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        canvas.context.setBlendMode(.copy)
        canvas.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        let p = canvas.pixel(5, 5)
        #expect(p[0] == 0 && abs(Int(p[2]) - 128) <= 1 && abs(Int(p[3]) - 128) <= 1)
        #expect(canvas.pixel(15, 5) == [255, 255, 255, 255])
    }

    @Test("clear(_:) makes pixels transparent")
    func clearRect() {
        let canvas = Canvas()
        canvas.context.setFillColor(gray: 1, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        canvas.context.clear(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(canvas.pixel(5, 15) == [0, 0, 0, 0])
        #expect(canvas.pixel(15, 5) == [255, 255, 255, 255])
    }

    @Test("a shadow falls offset upwards in a bitmap context, blurred, outside the shape")
    func shadowOffsetAndBlur() {
        let canvas = Canvas(size: 60)
        canvas.context.setShadow(offset: CGSize(width: 10, height: 10), blur: 4, color: CGColor(gray: 0, alpha: 1))
        canvas.context.setFillColor(gray: 1, alpha: 1)
        canvas.context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        // The square covers rows 30..<50 from the top; its shadow is 10 right and 10 up.
        #expect(canvas.pixel(20, 40) == [255, 255, 255, 255])
        let insideShadow = canvas.pixel(35, 25)
        #expect(insideShadow[0] == 0 && insideShadow[3] > 240)
        let shadowEdge = canvas.pixel(40, 25)
        #expect(shadowEdge[3] > 60 && shadowEdge[3] < 200, "half-way alpha at the shadow's edge: \(shadowEdge)")
        #expect(canvas.pixel(55, 5)[3] == 0)
    }

    @Test("a shadow with no blur is a sharp copy")
    func sharpShadow() {
        let canvas = Canvas(size: 40)
        canvas.context.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        canvas.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(canvas.pixel(12, 35) == [0, 0, 255, 255])
        #expect(canvas.pixel(16, 35) == [0, 0, 0, 0])
    }

    @Test("a linear gradient without options draws only between its end points")
    func linearGradient() throws {
        let canvas = Canvas()
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)], locations: nil))
        canvas.context.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: [])
        #expect(canvas.pixel(2, 10)[3] == 0)
        #expect(canvas.pixel(18, 10)[3] == 0)
        let middle = canvas.pixel(10, 10)
        #expect(abs(Int(middle[0]) - 128) <= 16 && middle[3] == 255)
    }

    @Test("gradient options extend the end colours")
    func gradientOptions() throws {
        let canvas = Canvas()
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1)], locations: nil))
        canvas.context.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: .drawsAfterEndLocation)
        #expect(canvas.pixel(2, 10)[3] == 0)
        #expect(canvas.pixel(18, 10) == [255, 255, 255, 255])
    }

    @Test("a radial gradient is centred on its circles")
    func radialGradient() throws {
        let canvas = Canvas()
        let gradient = try #require(CGGradient(colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)], locations: nil))
        canvas.context.drawRadialGradient(gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0, endCenter: CGPoint(x: 10, y: 10), endRadius: 8, options: [])
        #expect(canvas.pixel(10, 10)[0] > 200)
        #expect(canvas.pixel(0, 0)[3] == 0)
    }

    @Test("an image drawn in the default space appears upright")
    func imageUpright() throws {
        // Top row red, bottom row blue.
        let image = try #require(RGBAPixels.image(width: 1, height: 2, rgba: [255, 0, 0, 255, 0, 0, 255, 255]))
        let canvas = Canvas()
        canvas.context.interpolationQuality = .none
        canvas.context.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.pixel(10, 2) == [255, 0, 0, 255])
        #expect(canvas.pixel(10, 17) == [0, 0, 255, 255])
    }

    @Test("an image drawn in a flipped space appears upside down, as in Core Graphics")
    func imageFlipped() throws {
        let image = try #require(RGBAPixels.image(width: 1, height: 2, rgba: [255, 0, 0, 255, 0, 0, 255, 255]))
        let canvas = Canvas()
        canvas.context.translateBy(x: 0, y: 20)
        canvas.context.scaleBy(x: 1, y: -1)
        canvas.context.interpolationQuality = .none
        canvas.context.draw(image, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.pixel(10, 2) == [0, 0, 255, 255])
    }

    @Test("clip(to:mask:) shows drawing only where a gray mask is white")
    func grayMaskClip() throws {
        let mask = try #require(CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, space: CGColorSpaceCreateDeviceGray(),
            bitmapInfo: CGBitmapInfo(alphaInfo: .none), provider: CGDataProvider(data: Data([255, 0]))!, decode: nil,
            shouldInterpolate: false, intent: .defaultIntent))
        let canvas = Canvas()
        canvas.context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: mask)
        canvas.context.setFillColor(gray: 1, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(canvas.pixel(3, 10) == [255, 255, 255, 255])
        #expect(canvas.pixel(16, 10) == [0, 0, 0, 0])
    }

    @Test("makeImage copies the current pixels; later drawing does not change it")
    func makeImage() throws {
        let canvas = Canvas()
        canvas.context.setFillColor(gray: 1, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try #require(canvas.context.makeImage())
        canvas.context.clear(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(image.width == 20 && image.height == 20)
        #expect(RGBAPixels(image)[5, 5] == [255, 255, 255, 255])
    }

    @Test("replacePathWithStrokedPath turns the path into its stroke outline")
    func strokedPath() {
        let context = Canvas().context
        context.setLineWidth(4)
        context.move(to: CGPoint(x: 2, y: 10))
        context.addLine(to: CGPoint(x: 18, y: 10))
        context.replacePathWithStrokedPath()
        let box = context.boundingBoxOfPath
        #expect(abs(box.minY - 8) < 1e-6 && abs(box.maxY - 12) < 1e-6)
    }

    @Test("turning antialiasing off leaves only fully covered or empty pixels on a slanted edge")
    func antialiasing() {
        func alphas(antialias: Bool) -> Set<UInt8> {
            let canvas = Canvas()
            canvas.context.setShouldAntialias(antialias)
            canvas.context.setFillColor(gray: 1, alpha: 1)
            canvas.context.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 7), CGPoint(x: 0, y: 20)])
            canvas.context.fillPath()
            return Set((0..<20).flatMap { y in (0..<20).map { x in canvas.pixel(x, y)[3] } })
        }
        #expect(alphas(antialias: false) == [0, 255])
        #expect(alphas(antialias: true).count > 2)
    }

    @Test("antialiasing stays off when it is not allowed, whatever shouldAntialias says")
    func antialiasingNotAllowed() {
        let canvas = Canvas()
        canvas.context.setAllowsAntialiasing(false)
        canvas.context.setShouldAntialias(true)
        canvas.context.setFillColor(gray: 1, alpha: 1)
        canvas.context.fillEllipse(in: CGRect(x: 1, y: 1, width: 17, height: 17))
        let values = Set((0..<20).flatMap { y in (0..<20).map { x in canvas.pixel(x, y)[3] } })
        #expect(values == [0, 255])
    }

    @Test("a transparency layer composites its contents once with the alpha set before it")
    func transparencyLayer() {
        let canvas = Canvas()
        canvas.context.setAlpha(0.5)
        canvas.context.beginTransparencyLayer(auxiliaryInfo: nil)
        canvas.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        canvas.context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        // Overlapping fills inside the layer do not add up: the layer is faded as a whole.
        canvas.context.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
        canvas.context.endTransparencyLayer()
        let overlapped = canvas.pixel(5, 5)
        let single = canvas.pixel(15, 5)
        #expect(overlapped == single)
        #expect(abs(Int(single[3]) - 128) <= 1)
    }
}
