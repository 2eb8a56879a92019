import CasementTestSupport
@testable import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// A 40×40 premultiplied RGBA bitmap context, row 0 at the top of the picture.
private func bitmap() -> CGContext {
    CGContext(
        data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

/// A 2×1 gray image, white then black, for clip(to:mask:).
private func grayMask() -> CGImage {
    CGImage(
        width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, space: CGColorSpaceCreateDeviceGray(),
        bitmapInfo: CGBitmapInfo(alphaInfo: .none), provider: CGDataProvider(data: Data([255, 0]))!, decode: nil,
        shouldInterpolate: false, intent: .defaultIntent)!
}

/// Whether filling a red square now still reaches the bitmap.
private func stillDraws(_ context: CGContext) -> Bool {
    context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
    return RGBAPixels(context.makeImage()!)[20, 20] == [255, 0, 0, 255]
}

@Suite("Hostile drawing values neither trap nor hang")
struct HostileDrawingValueTests {
    // Text is laid out here: fontconfig must read the pinned set before anything else starts it.
    init() { PinnedFonts.install() }

    @Test("a bitmap context three billion pixels wide is refused with nil and a reason")
    func hugeBitmapContext() {
        let context = CGContext(
            data: nil, width: 3_000_000_000, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(context == nil)
        #expect(Diagnostics.hasReported("a 3000000000×10 bitmap is outside 1...32767 pixels"))
    }

    @Test("a bitmap context with a bytesPerRow that overflows the size is refused")
    func overflowingStride() {
        let context = CGContext(
            data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: Int.max / 4, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        #expect(context == nil)
    }

    @Test("the outline of a long curve stroked a million units wide stays small enough to fill at once", .timeLimit(.minutes(1)))
    func wideStrokeOutlineStaysSmall() throws {
        let context = bitmap()
        context.move(to: CGPoint(x: 0, y: 100))
        context.addQuadCurve(to: CGPoint(x: 4_000_000, y: -3_000_000), control: CGPoint(x: -4_000_000, y: 4_000_000))
        context.setLineWidth(1e6)
        context.replacePathWithStrokedPath()
        // Flattened to 0.01 units, the curve was 4,096 pieces a million units wide (66,000
        // elements), whose fill took Cairo minutes.
        #expect(try #require(context.path).elements.count < 2000)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fillPath()
        #expect(RGBAPixels(context.makeImage()!)[20, 20] == [255, 0, 0, 255])
    }

    @Test("a linear gradient under a shear pixman cannot invert is drawn from device space and keeps the context drawing")
    func linearGradientUnderHugeShear() throws {
        let context = bitmap()
        let gradient = try #require(CGGradient(
            colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
            locations: nil))
        context.concatenate(CGAffineTransform(a: 1, b: 0, c: 1e12, d: 17.3, tx: 17.3, ty: 0))
        context.drawLinearGradient(gradient, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 1, y: 0), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        try context.checkStatus()
        // Seen on the device the gradient runs along y within a sliver of a pixel: one end's colour fills the rest.
        let pixel = RGBAPixels(context.makeImage()!)[20, 20]
        #expect(pixel == [255, 0, 0, 255] || pixel == [0, 0, 255, 255])
    }

    @Test("a radial gradient under a transform pixman cannot invert is refused, and the context keeps drawing")
    func radialGradientUnderHugeShear() throws {
        let context = bitmap()
        let gradient = try #require(CGGradient(
            colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
            locations: nil))
        context.saveGState()
        context.concatenate(CGAffineTransform(a: 1, b: 0, c: 1e12, d: 17.3, tx: 17.3, ty: 0))
        context.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: [])
        context.restoreGState()
        try context.checkStatus()
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(RGBAPixels(context.makeImage()!)[20, 20] == [0, 255, 0, 255])
    }

    @Test("scaling by 1e300 twice suppresses drawing until the state is restored")
    func overflowingScale() {
        let context = bitmap()
        context.saveGState()
        context.scaleBy(x: 1e300, y: 1e300)
        context.scaleBy(x: 1e300, y: 1e300)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(RGBAPixels(context.makeImage()!)[20, 20] == [0, 0, 0, 0])
        context.restoreGState()
        #expect(context.ctm == .identity)
        #expect(stillDraws(context))
    }

    @Test("an overflowing transform inside a transparency layer is undone when the layer ends")
    func overflowInTransparencyLayer() {
        let context = bitmap()
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.concatenate(CGAffineTransform(scaleX: 1e200, y: 1e200))
        context.concatenate(CGAffineTransform(scaleX: 1e200, y: 1e200))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.endTransparencyLayer()
        #expect(stillDraws(context))
    }

    @Test("stroking a dashed line 1e12 long finishes and draws the visible dashes")
    func longDashedLine() {
        let context = bitmap()
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setLineWidth(4)
        context.setLineDash(phase: 0, lengths: [2, 2])
        context.move(to: CGPoint(x: -1e12, y: 20))
        context.addLine(to: CGPoint(x: 1e12, y: 20))
        context.strokePath()
        let pixels = RGBAPixels(context.makeImage()!)
        let blue = (0..<40).filter { pixels[$0, 20] == [0, 0, 255, 255] }.count
        #expect(blue >= 16 && blue <= 24)
    }

    @Test("a solid line and a rectangle reaching 1e12 points away draw where they cross the bitmap")
    func farCoordinates() {
        let context = bitmap()
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 1e12 + 10))
        context.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setLineWidth(4)
        context.move(to: CGPoint(x: -1e12, y: 30))
        context.addLine(to: CGPoint(x: 1e12, y: 30))
        context.strokePath()
        let pixels = RGBAPixels(context.makeImage()!)
        // Row 0 of the picture is the top: y 30 is row 10, y 5 row 35.
        #expect((0..<40).allSatisfy { pixels[$0, 10] == [0, 0, 255, 255] })
        #expect((0..<40).allSatisfy { pixels[$0, 35] == [0, 255, 0, 255] })
    }

    @Test("dashing a path 1e12 long keeps at most the documented number of dashes")
    func longDashedCopy() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 1e12, y: 0))
        let dashed = line.copy(dashingWithPhase: 0, lengths: [1, 1])
        let moves = dashed.elements.filter { if case .move = $0 { true } else { false } }.count
        #expect(moves == CGPath.maximumDashCount)
    }

    @Test("a transparency layer in a NaN rectangle draws nothing and leaves the context working")
    func nanTransparencyLayer() {
        let context = bitmap()
        context.beginTransparencyLayer(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), auxiliaryInfo: nil)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        context.endTransparencyLayer()
        #expect(stillDraws(context))
    }

    @Test("text wider than Pango's coordinate range is measured and laid out without trapping")
    func textWiderThanPangoRange() {
        let font = FontDescriptor(size: 12)
        let layout = TextLayout(text: "wide", font: font, width: 3e6)
        #expect(layout.size.width > 0)
        var run = TextLayout.Run(range: "wide".startIndex..<"wide".endIndex)
        run.kern = 1e300
        let kerned = TextLayout(text: "wide", font: font, runs: [run])
        #expect(kerned.size.width.isFinite)
        let spaced = TextLayout(text: "a\nb", font: font, lineSpacing: 1e300)
        #expect(spaced.size.height.isFinite)
        let lines = TextLayout(text: "a b c", font: font, width: 1, maximumLines: Int.max)
        #expect(lines.lineCount >= 1)
    }

    @Test("an image drawn fifty thousand times smaller than its pixels leaves the context drawing")
    func imageShrunkBeyondFixedPoint() {
        let context = bitmap()
        let image = CGContext(
            data: nil, width: 4096, height: 4096, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!.makeImage()!
        context.scaleBy(x: 0.005, y: 0.005)
        context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
        context.draw(image, in: CGRect(x: 0, y: 0, width: 1e-9, height: 16))
        #expect((try? context.checkStatus()) != nil)
        context.scaleBy(x: 200, y: 200)
        #expect(stillDraws(context))
    }

    @Test("an image shrunk past what Cairo maps in one step still shows its colour")
    func imageShrunkStillShows() {
        let context = bitmap()
        let red = CGContext(
            data: nil, width: 4096, height: 4096, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        red.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        red.fill(CGRect(x: 0, y: 0, width: 4096, height: 4096))
        // 4096 pixels onto 40 device pixels wide and 0.1 tall: 40,960 times smaller vertically.
        context.draw(red.makeImage()!, in: CGRect(x: 0, y: 20, width: 40, height: 0.1))
        let row = RGBAPixels(context.makeImage()!)
        #expect((0..<40).contains { y in row[20, y][0] > 0 })
    }

    @Test("an image stretched past what Cairo maps in one step shows its pixels' colours")
    func imageStretchedBeyondFixedPoint() {
        let context = bitmap()
        // Two pixels, red then blue, each stretched a trillion times: the red one covers the bitmap.
        let image = CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast), provider: CGDataProvider(data: Data([255, 0, 0, 255, 0, 0, 255, 255]))!,
            decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
        context.draw(image, in: CGRect(x: -1e12 + 20, y: 0, width: 2e12, height: 40))
        #expect((try? context.checkStatus()) != nil)
        let pixels = RGBAPixels(context.makeImage()!)
        #expect(pixels[10, 20] == [255, 0, 0, 255] && pixels[30, 20] == [0, 0, 255, 255])
    }

    @Test("clip(to:mask:) with a rectangle 1e300 away clips everything and leaves the context drawing")
    func maskFarAway() {
        let context = bitmap()
        let mask = grayMask()
        context.saveGState()
        context.clip(to: CGRect(x: 1e300, y: 0, width: 2, height: 1), mask: mask)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(RGBAPixels(context.makeImage()!)[20, 20] == [0, 0, 0, 0])
        context.restoreGState()
        #expect(stillDraws(context))
    }

    @Test("a linear gradient whose ends are a trillion pixels away draws the part that shows")
    func gradientFarAway() {
        let context = bitmap()
        let gradient = CGGradient(
            colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)], locations: nil)!
        // From 1e12 to the left to 1e12 to the right: the bitmap sits at the middle, half way.
        context.drawLinearGradient(gradient, start: CGPoint(x: -1e12, y: 0), end: CGPoint(x: 1e12, y: 0), options: [])
        #expect((try? context.checkStatus()) != nil)
        let pixel = RGBAPixels(context.makeImage()!)[20, 20]
        #expect(abs(Int(pixel[0]) - 128) <= 2 && abs(Int(pixel[2]) - 128) <= 2 && pixel[3] == 255)
        #expect(stillDraws(context))
    }

    @Test("restoring a state saved before an open transparency layer is refused with a reason")
    func restoreAcrossTransparencyLayer() {
        let context = bitmap()
        context.saveGState()
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.restoreGState()
        #expect(Diagnostics.hasReported("the state was saved before the open transparency layer began"))
        context.endTransparencyLayer()
        context.restoreGState()
        #expect((try? context.checkStatus()) != nil)
        #expect(stillDraws(context))
    }

    @Test("a dashed line a hundred trillion device pixels wide is not drawn, with a reason, and the context keeps drawing")
    func strokeTooWide() {
        let context = bitmap()
        context.saveGState()
        context.scaleBy(x: 2, y: 1e12)
        context.setLineDash(phase: 1e12, lengths: [1e300])
        context.stroke(CGRect(x: 1e12, y: -1, width: -1e300, height: 1e12), width: 100)
        #expect((try? context.checkStatus()) != nil)
        #expect(Diagnostics.hasReported("device pixels wide, more than 16777216"))
        context.restoreGState()
        #expect(stillDraws(context))
    }

    @Test("a masked fill under a scale of 1e300 and a turn leaves the context drawing")
    func maskedFillUnderHugeScale() {
        let context = bitmap()
        let mask = grayMask()
        context.saveGState()
        context.scaleBy(x: 1, y: 1e300)
        context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 40), mask: mask)
        context.rotate(by: 0.357)
        context.fill(CGRect(x: 100, y: 1, width: -1e300, height: -1e12))
        #expect((try? context.checkStatus()) != nil)
        context.restoreGState()
        #expect(stillDraws(context))
    }

    @Test("a scale whose inverse is infinite (5e-324 by 1e300) suppresses drawing until restoreGState instead of killing the context")
    func scaleWithInfiniteInverse() {
        let context = bitmap()
        context.saveGState()
        context.scaleBy(x: 1e6, y: 1e300)
        context.scaleBy(x: 5e-324, y: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect((try? context.checkStatus()) != nil)
        #expect(RGBAPixels(context.makeImage()!)[20, 20] == [0, 0, 0, 0])
        context.restoreGState()
        #expect(stillDraws(context))
    }

    @Test("a dashed stroke under axes 300 orders of magnitude apart is refused as too wide instead of killing the context")
    func dashedStrokeUnderLopsidedTransform() {
        let context = bitmap()
        context.saveGState()
        context.concatenate(CGAffineTransform(a: 0.5, b: 0, c: 0, d: 1e300, tx: 1e300, ty: 1e12))
        context.setLineDash(phase: 0, lengths: [1, 2])
        context.stroke(CGRect(x: 0.5, y: -1, width: 1e300, height: 2), width: 40)
        #expect((try? context.checkStatus()) != nil)
        context.restoreGState()
        #expect(stillDraws(context))
    }

    @Test("tiling an image from a first tile 1e300 away, or with NaN corners, leaves the context drawing")
    func tilesFromFarAway() {
        let context = bitmap()
        let image = RGBAPixels.image(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])!
        for tile in [
            CGRect(x: 1, y: 1e300, width: 0.5, height: -1), CGRect(x: 2, y: -1e300, width: 2, height: 2),
            CGRect(x: CGFloat.nan, y: .infinity, width: 1e6, height: -1e300), CGRect(x: 0, y: 0, width: 1e-300, height: 1e-300),
        ] {
            context.saveGState()
            context.translateBy(x: 0, y: -1e12)
            context.draw(image, in: tile, byTiling: true)
            #expect((try? context.checkStatus()) != nil, "\(tile)")
            context.restoreGState()
        }
        #expect(stillDraws(context))
    }

    @Test("dashing a line 1e15 long into dots stops at the dash limit instead of walking the rest of it")
    func dotsStopAtTheLimit() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1e15, y: 0))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [0, 1])
        #expect(dashed.elements.filter { if case .moveToPoint = $0.type { true } else { false } }.count == CGPath.maximumDashCount)
    }

    @Test("linear gradients turned and moved hundreds of thousands of pixels away leave the context drawing")
    func turnedGradientFarAway() {
        let gradient = CGGradient(
            colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)], locations: nil)!
        let ends: [CGFloat] = [-1e6, -1e12, -1, 0, 1, 17.3, 100, 1e6, 1e12]
        for x in ends {
            for y in ends {
                let context = bitmap()
                context.rotate(by: 40)
                context.translateBy(x: 1, y: 1e6)
                context.drawLinearGradient(gradient, start: CGPoint(x: x, y: y), end: CGPoint(x: y, y: -x), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
                #expect((try? context.checkStatus()) != nil, "from (\(x), \(y))")
            }
        }
    }
}
