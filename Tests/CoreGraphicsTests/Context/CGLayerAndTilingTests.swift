import CasementTestSupport
import CoreGraphics
import Foundation
import Testing

/// A `width`×`height` RGBA context, y up, and its pixels read with row 0 at the top.
private func canvas(_ width: Int, _ height: Int) -> CGContext {
    CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}

private func pixels(_ context: CGContext) -> RGBAPixels { RGBAPixels(context.makeImage()!) }

@Suite("CGLayer and tiled images")
struct CGLayerAndTilingTests {
    @Test func aLayerIsDrawnOnceAndStampedManyTimes() throws {
        let target = canvas(40, 10)
        let layer = try #require(CGLayer(target, size: CGSize(width: 10, height: 10), auxiliaryInfo: nil))
        let stamp = try #require(layer.context)
        stamp.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        stamp.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
        target.draw(layer, at: .zero)
        target.draw(layer, at: CGPoint(x: 20, y: 0))
        let drawn = pixels(target)
        // The layer's lower half is red, y up, as its context starts in Core Graphics' space.
        #expect(drawn[5, 8] == [255, 0, 0, 255])
        #expect(drawn[25, 8] == [255, 0, 0, 255])
        #expect(drawn[5, 2] == [0, 0, 0, 0])
        #expect(drawn[15, 8] == [0, 0, 0, 0])
    }

    @Test func aLayerHasTheResolutionOfItsContext() throws {
        let target = canvas(40, 40)
        target.scaleBy(x: 2, y: 2)
        let layer = try #require(CGLayer(target, size: CGSize(width: 10, height: 5), auxiliaryInfo: nil))
        #expect(layer.size == CGSize(width: 10, height: 5))
        #expect((layer.context?.width, layer.context?.height) == (20, 10))
    }

    @Test func aLayerOfAnImpossibleSizeIsNil() {
        let target = canvas(4, 4)
        for size in [CGSize.zero, CGSize(width: -3, height: 4), CGSize(width: CGFloat.nan, height: 4), CGSize(width: 1e12, height: 4)] {
            #expect(CGLayer(target, size: size, auxiliaryInfo: nil) == nil, "\(size)")
        }
    }

    @Test func aLayerDrawnIntoARectangleIsScaledToIt() throws {
        let target = canvas(20, 20)
        let layer = try #require(CGLayer(target, size: CGSize(width: 2, height: 2), auxiliaryInfo: nil))
        layer.context?.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.context?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        target.draw(layer, in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(pixels(target)[19, 19] == [0, 0, 255, 255])
        #expect(pixels(target)[19, 5] == [0, 0, 0, 0])
    }

    @Test func aTiledImageCoversTheClipFromTheRectanglesPhase() throws {
        // Two pixels wide: red then green.
        let image = try #require(RGBAPixels.image(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 255, 0, 255]))
        let target = canvas(12, 4)
        target.interpolationQuality = .none
        target.clip(to: CGRect(x: 0, y: 0, width: 10, height: 4))
        target.draw(image, in: CGRect(x: 1, y: 0, width: 2, height: 1), byTiling: true)
        let drawn = pixels(target)
        // Tiles start at x = 1, so odd columns are red and even ones green, on every row.
        for y in 0..<4 {
            #expect(drawn[1, y] == [255, 0, 0, 255])
            #expect(drawn[2, y] == [0, 255, 0, 255])
            #expect(drawn[9, y] == [255, 0, 0, 255])
            #expect(drawn[0, y] == [0, 255, 0, 255])
        }
        // Nothing outside the clip.
        #expect(drawn[10, 0] == [0, 0, 0, 0])
        #expect(drawn[11, 3] == [0, 0, 0, 0])
    }

    @Test func withoutTilingTheImageIsDrawnOnce() throws {
        let image = try #require(RGBAPixels.image(width: 1, height: 1, rgba: [255, 0, 0, 255]))
        let target = canvas(6, 6)
        target.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: false)
        #expect(pixels(target)[1, 5] == [255, 0, 0, 255])
        #expect(pixels(target)[4, 5] == [0, 0, 0, 0])
    }
}
