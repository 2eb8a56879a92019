import CasementTestSupport
import CoreGraphics
import Foundation
import Testing

/// The 32-bit layouts a bitmap context accepts, each over caller memory.
enum CallerLayout: String, CaseIterable, CustomTestStringConvertible {
    /// BGRA bytes: Cairo's own order.
    case bgra
    /// RGBA bytes: drawn into in place with red and blue exchanged in the sources.
    case rgba
    /// ARGB bytes: drawn into a private bitmap and converted.
    case argb
    /// ABGR bytes: drawn into a private bitmap and converted.
    case abgr

    var testDescription: String { rawValue.uppercased() + " bytes" }

    var bitmapInfo: UInt32 {
        switch self {
        case .bgra: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        case .rgba: CGImageAlphaInfo.premultipliedLast.rawValue
        case .argb: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Big.rawValue
        case .abgr: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        }
    }

    /// Where red, green, blue and alpha sit in a pixel's four bytes.
    var offsets: (red: Int, green: Int, blue: Int, alpha: Int) {
        switch self {
        case .bgra: (2, 1, 0, 3)
        case .rgba: (0, 1, 2, 3)
        case .argb: (1, 2, 3, 0)
        case .abgr: (3, 2, 1, 0)
        }
    }
}

/// A bitmap over memory the test owns, so it can write into that memory between drawing calls.
private final class CallerBitmap {
    let layout: CallerLayout
    let size: Int
    let memory: UnsafeMutableRawPointer
    let context: CGContext

    init(_ layout: CallerLayout, size: Int = 16) {
        self.layout = layout
        self.size = size
        memory = .allocate(byteCount: size * size * 4, alignment: 16)
        memset(memory, 0, size * size * 4)
        context = CGContext(
            data: memory, width: size, height: size, bitsPerComponent: 8, bytesPerRow: size * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: layout.bitmapInfo)!
    }

    deinit { memory.deallocate() }

    /// Red, green, blue and alpha of the pixel at column `x`, row `y` from the top, read from caller memory.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let pixel = memory + (y * size + x) * 4
        let o = layout.offsets
        return [o.red, o.green, o.blue, o.alpha].map { pixel.load(fromByteOffset: $0, as: UInt8.self) }
    }

    /// Every pixel as red, green, blue, alpha.
    var allPixels: [[UInt8]] { (0..<size * size).map { rgba($0 % size, $0 / size) } }

    /// Fills caller memory with one colour, as code outside Core Graphics might.
    func write(_ color: [UInt8]) {
        let o = layout.offsets
        for index in 0..<size * size {
            let pixel = memory + index * 4
            for (offset, value) in zip([o.red, o.green, o.blue, o.alpha], color) { pixel.storeBytes(of: value, toByteOffset: offset, as: UInt8.self) }
        }
    }
}

/// Drawing operations whose pixels must not depend on the bitmap's byte order.
enum ChannelSensitiveDrawing: String, CaseIterable, CustomTestStringConvertible {
    case solidFill, halfTransparentFill, linearGradient, image, patternColor, shadow, coloredText, luminosityBlend, hueBlend, tint
    case transparencyLayer, conicGradient, recording

    var testDescription: String { rawValue }

    /// How far a channel may differ from Cairo's order: the non-separable blends composite from
    /// an 8-bit group in RGBA memory, where Cairo's order blends the solid colour at 16 bits.
    var tolerance: Int { self == .luminosityBlend || self == .hueBlend ? 1 : 0 }

    func draw(in context: CGContext, size: Int) {
        let all = CGRect(x: 0, y: 0, width: size, height: size)
        context.setFillColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1)
        context.fill(all)
        switch self {
        case .solidFill:
            context.setFillColor(red: 1, green: 0.2, blue: 0, alpha: 1)
            context.fill(CGRect(x: 2, y: 2, width: 8, height: 8))
        case .halfTransparentFill:
            context.setFillColor(red: 0, green: 0.3, blue: 1, alpha: 0.5)
            context.fill(CGRect(x: 2, y: 2, width: 8, height: 8))
        case .linearGradient:
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)],
                locations: nil)!
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: size, y: 0), options: [])
        case .conicGradient:
            let gradient = CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                locations: nil)!
            context.drawConicGradient(gradient, center: CGPoint(x: size / 2, y: size / 2), startAngle: 0)
        case .image:
            context.draw(Self.quadrants, in: CGRect(x: 0, y: 0, width: size, height: size))
        case .patternColor:
            context.setFillColor(CGColor(patternImage: Self.quadrants, scale: 1))
            context.fill(all)
        case .shadow:
            context.setShadow(offset: CGSize(width: 2, height: -2), blur: 2, color: CGColor(red: 0, green: 0, blue: 1, alpha: 0.8))
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 3, y: 6, width: 6, height: 6))
        case .coloredText:
            let text = "Wi"
            let layout = TextLayout(
                text: text, font: FontDescriptor(size: 12),
                runs: [TextLayout.Run(range: text.startIndex..<text.index(after: text.startIndex), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))])
            context.translateBy(x: 0, y: CGFloat(size))
            context.scaleBy(x: 1, y: -1)
            layout.draw(in: context, at: CGPoint(x: 1, y: 1), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        case .luminosityBlend, .hueBlend:
            context.setBlendMode(self == .luminosityBlend ? .luminosity : .hue)
            context.setFillColor(red: 0.1, green: 0.3, blue: 0.95, alpha: 1)
            context.fill(CGRect(x: 2, y: 2, width: 10, height: 10))
        case .tint:
            context.multiplyComponents(by: (red: 1, green: 0.5, blue: 0.25, alpha: 1))
        case .recording:
            let probe = CGContext.makeRecordingProbe(width: size, height: size)!
            probe.setFillColor(red: 1, green: 0, blue: 0.2, alpha: 1)
            probe.fill(CGRect(x: 2, y: 2, width: 5, height: 5))
            context.drawRecording(probe, at: CGPoint(x: 1, y: 0))
        case .transparencyLayer:
            context.setAlpha(0.5)
            context.setBlendMode(.multiply)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(red: 0.2, green: 0.4, blue: 1, alpha: 1)
            context.fill(CGRect(x: 1, y: 1, width: 9, height: 9))
            context.endTransparencyLayer()
        }
    }

    /// A 2×2 image: red, green, blue and half-transparent white quadrants.
    static var quadrants: CGImage {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 128, 128, 128, 128]
        return CGImage(
            width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
            provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
    }
}

@Suite("CGContext over caller memory in every byte order")
struct CGContextChannelOrderTests {
    @Test("drawing gives the same colours in every 32-bit layout", arguments: ChannelSensitiveDrawing.allCases, [CallerLayout.rgba, .argb, .abgr])
    func sameColoursInEveryLayout(drawing: ChannelSensitiveDrawing, layout: CallerLayout) {
        let reference = CallerBitmap(.bgra)
        drawing.draw(in: reference.context, size: reference.size)
        let bitmap = CallerBitmap(layout)
        drawing.draw(in: bitmap.context, size: bitmap.size)
        let difference = zip(bitmap.allPixels.joined(), reference.allPixels.joined()).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(difference <= drawing.tolerance)
    }

    @Test("drawing lands on what the caller wrote into its memory since the last call", arguments: CallerLayout.allCases)
    func drawingSeesCallerWrites(layout: CallerLayout) {
        let bitmap = CallerBitmap(layout)
        bitmap.context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        // The caller clears to white behind the context's back, as `memset` between frames does.
        bitmap.write([255, 255, 255, 255])
        bitmap.context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 8, height: 16))
        // Half-transparent blue over white on the left; the right keeps the caller's white.
        #expect(bitmap.rgba(2, 5) == [127, 127, 255, 255])
        #expect(bitmap.rgba(12, 5) == [255, 255, 255, 255])
    }

    @Test("an image made from the context shows what the caller wrote into its memory", arguments: CallerLayout.allCases)
    func makeImageSeesCallerWrites(layout: CallerLayout) throws {
        let bitmap = CallerBitmap(layout)
        bitmap.context.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        bitmap.write([200, 10, 20, 255])
        let image = try #require(bitmap.context.makeImage())
        let copy = CallerBitmap(.rgba)
        copy.context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(copy.rgba(3, 3) == [200, 10, 20, 255])
    }

    @Test("a context over RGBA memory draws into that memory itself, with no private copy")
    func rgbaDrawsInPlace() {
        let bitmap = CallerBitmap(.rgba)
        #expect(bitmap.context.data == bitmap.memory)
        bitmap.context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 1, height: 16))
        // Read straight from memory, without asking the context for its data first.
        #expect(bitmap.rgba(0, 0) == [255, 128, 0, 255])
    }

    @Test("an opaque RGBX bitmap keeps red and blue apart and writes 255 into the padding of what it draws")
    func rgbxDrawsOpaque() {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 4 * 4 * 4, alignment: 16)
        defer { memory.deallocate() }
        memset(memory, 0, 64)
        let context = CGContext(
            data: memory, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)!
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect((0..<3).map { memory.load(fromByteOffset: $0, as: UInt8.self) } == [255, 128, 0])
    }

    @Test("an image drawn into an RGBA bitmap again reuses its exchanged copy and keeps its colours")
    func imageDrawnTwiceKeepsColours() {
        let bitmap = CallerBitmap(.rgba)
        let image = ChannelSensitiveDrawing.quadrants
        bitmap.context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
        bitmap.context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
        // Row 0 from the top is the image's first row: red, then green.
        #expect(bitmap.rgba(2, 2) == [255, 0, 0, 255])
        #expect(bitmap.rgba(13, 2) == [0, 255, 0, 255])
        // The image drawn into Cairo's own order afterwards is unchanged.
        let native = CallerBitmap(.bgra)
        native.context.draw(image, in: CGRect(x: 0, y: 0, width: 16, height: 16))
        #expect(native.rgba(2, 2) == [255, 0, 0, 255])
    }
}
