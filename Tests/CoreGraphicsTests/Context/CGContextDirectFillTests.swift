import CasementTestSupport
@testable import CoreGraphics
import Foundation
import Testing

/// Opaque rectangles on whole pixels are written without Cairo; these tests hold that writing
/// to Cairo's own pixels, byte for byte, and check it is taken where it should be.
@Suite struct CGContextDirectFillTests {
    /// Bitmap layouts whose pixels Cairo draws in place (and so may be written directly).
    enum Layout: String, CaseIterable, CustomTestStringConvertible {
        case premultipliedBGRA, premultipliedRGBA, opaqueBGRX

        var testDescription: String { rawValue }

        var bitmapInfo: UInt32 {
            switch self {
            case .premultipliedBGRA: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            case .premultipliedRGBA: CGImageAlphaInfo.premultipliedLast.rawValue
            case .opaqueBGRX: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            }
        }
    }

    static let width = 40, height = 30

    static func makeContext(_ layout: Layout, direct: Bool) -> CGContext {
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: layout.bitmapInfo)!
        context.writesRectanglesDirectly = direct
        return context
    }

    static func bytes(of context: CGContext) -> [UInt8] {
        let count = context.bytesPerRow * context.height
        return Array(UnsafeRawBufferPointer(start: context.data, count: count))
    }

    /// One random drawing step, applied the same way to both contexts.
    static func step(_ random: inout SplitMix64, _ contexts: [CGContext], depth: inout Int, layers: inout Int) {
        func coordinate() -> CGFloat {
            // Mostly whole pixels (under the transforms below, often still whole), some halves and odd fractions.
            switch random.below(6) {
            case 0: CGFloat(random.below(80)) / 2 - 5
            case 1: CGFloat(random.below(4000)) / 100 - 5
            default: CGFloat(random.below(50)) - 5
            }
        }
        func rect() -> CGRect {
            CGRect(x: coordinate(), y: coordinate(), width: coordinate() + 5, height: coordinate() + 5)
        }
        func color() -> CGColor {
            let opaque = random.below(4) != 0
            return CGColor(
                red: CGFloat(random.below(1001)) / 1000, green: CGFloat(random.below(256)) / 255,
                blue: CGFloat(random.below(7)) / 6, alpha: opaque ? 1 : CGFloat(random.below(100)) / 100)
        }
        switch random.below(16) {
        case 0:
            contexts.forEach { $0.saveGState() }
            depth += 1
        case 1 where depth > 0:
            contexts.forEach { $0.restoreGState() }
            depth -= 1
        case 2:
            let (x, y) = (coordinate() / 4, coordinate() / 4)
            contexts.forEach { $0.translateBy(x: x, y: y) }
        case 3:
            let scales: [CGFloat] = [1, 2, 0.5, -1, 3]
            let (sx, sy) = (scales[random.below(scales.count)], scales[random.below(scales.count)])
            contexts.forEach { $0.scaleBy(x: sx, y: sy) }
        case 4:
            let angles: [CGFloat] = [.pi / 2, -.pi / 2, .pi, 0.3]
            let angle = angles[random.below(angles.count)]
            contexts.forEach { $0.rotate(by: angle) }
        case 5:
            let r = rect()
            contexts.forEach { $0.clip(to: r) }
        case 6:
            let rs = [rect(), rect(), rect()]
            contexts.forEach { $0.clip(to: rs) }
        case 7:
            let r = rect()
            contexts.forEach {
                $0.addEllipse(in: r)
                $0.clip()
            }
        case 8:
            contexts.forEach { $0.resetClip() }
        case 9:
            let alpha: CGFloat = random.below(3) == 0 ? 0.5 : 1
            contexts.forEach { $0.setAlpha(alpha) }
        case 10:
            let mode: CGBlendMode = random.below(3) == 0 ? .multiply : .normal
            contexts.forEach { $0.setBlendMode(mode) }
        case 11:
            let r = rect()
            contexts.forEach { $0.clear(r) }
        case 12 where layers < 2:
            contexts.forEach { $0.beginTransparencyLayer(auxiliaryInfo: nil) }
            layers += 1
        case 13 where layers > 0:
            contexts.forEach { $0.endTransparencyLayer() }
            layers -= 1
        case 14:
            let rs = [rect(), rect()]
            let c = color()
            contexts.forEach {
                $0.setFillColor(c)
                $0.fill(rs)
            }
        default:
            let r = rect()
            let c = color()
            contexts.forEach {
                $0.setFillColor(c)
                $0.fill(r)
            }
        }
    }

    @Test(arguments: Layout.allCases)
    func randomDrawingWritesCairosPixels(_ layout: Layout) {
        var direct = 0
        for seed in 0..<300 as Range<UInt64> {
            var random = SplitMix64(seed: seed)
            let contexts = [Self.makeContext(layout, direct: true), Self.makeContext(layout, direct: false)]
            var depth = 0, layers = 0
            for _ in 0..<40 { Self.step(&random, contexts, depth: &depth, layers: &layers) }
            // Transparency layers end before they are compared; their states are balanced apart.
            while layers > 0 {
                contexts.forEach { $0.endTransparencyLayer() }
                layers -= 1
            }
            let (fast, cairo) = (Self.bytes(of: contexts[0]), Self.bytes(of: contexts[1]))
            let differing = zip(fast, cairo).filter { $0 != $1 }.count
            #expect(differing == 0, "seed \(seed): \(differing) of \(fast.count) bytes differ")
            direct += contexts[0].directRectangleWrites
            #expect(contexts[1].directRectangleWrites == 0)
        }
        // The programs must exercise the direct path, or the comparison proves nothing.
        #expect(direct > 300)
    }

    @Test func wholePixelFillInRectangleClipIsWrittenDirectly() {
        let context = Self.makeContext(.premultipliedBGRA, direct: true)
        context.clip(to: CGRect(x: 2, y: 2, width: 20, height: 10))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.directRectangleWrites == 1)
    }

    @Test func aListOfFillsWritesWhatLaterFillsCoverOnce() {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        // The second covers the first's right side, the third its bottom, the last the whole
        // of the second and a middle part of the third (which stays whole: it would split).
        let fills: [(rect: CGRect, color: CGColor?)] = [
            (CGRect(x: 0, y: 0, width: 20, height: 10), red), (CGRect(x: 12, y: 0, width: 8, height: 12), blue),
            (CGRect(x: 0, y: 6, width: 30, height: 8), nil), (CGRect(x: 10, y: 0, width: 12, height: 14), red),
            (CGRect(x: 30, y: 20, width: 4, height: 4), nil),
        ]
        let direct = Self.makeContext(.premultipliedBGRA, direct: true)
        #expect(direct.fillsDirectly(fills))
        let cairo = Self.makeContext(.premultipliedBGRA, direct: false)
        for fill in fills {
            if let color = fill.color {
                cairo.setFillColor(color)
                cairo.fill(fill.rect)
            } else {
                cairo.clear(fill.rect)
            }
        }
        #expect(Self.bytes(of: direct) == Self.bytes(of: cairo))
        // First 10×6 left of the last, second nothing, the band 30×8, last 12×14, lone clear 4×4.
        #expect(direct.directlyWrittenPixels == 60 + 0 + 240 + 168 + 16)
    }

    @Test func aLongListOfFillsIsWrittenWithoutComparingThem() {
        // One fill more than are compared for cover: the first, covered by the last, is written too.
        let count = CGContext.fillsComparedForCover + 1
        var fills: [(rect: CGRect, color: CGColor?)] = (0..<count - 1).map { index in
            (CGRect(x: index % 40, y: 0, width: 1, height: 1), CGColor(gray: Double(index) / Double(count), alpha: 1))
        }
        fills.append((CGRect(x: 0, y: 0, width: 40, height: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        let direct = Self.makeContext(.premultipliedBGRA, direct: true)
        #expect(direct.fillsDirectly(fills))
        #expect(direct.directlyWrittenPixels == count - 1 + 40)
        let cairo = Self.makeContext(.premultipliedBGRA, direct: false)
        for fill in fills {
            cairo.setFillColor(fill.color!)
            cairo.fill(fill.rect)
        }
        #expect(Self.bytes(of: direct) == Self.bytes(of: cairo))
    }

    @Test func fillOffThePixelGridGoesToCairo() {
        let context = Self.makeContext(.premultipliedBGRA, direct: true)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0.5, y: 0, width: 10, height: 10))
        #expect(context.directRectangleWrites == 0)
    }

    @Test func fillInsideAPathClipGoesToCairo() {
        let context = Self.makeContext(.premultipliedBGRA, direct: true)
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clip()
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.directRectangleWrites == 0)
    }

    @Test func restoringTheStateRestoresTheKnownClip() {
        let context = Self.makeContext(.premultipliedBGRA, direct: true)
        context.saveGState()
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        context.clip()
        context.restoreGState()
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        #expect(context.directRectangleWrites == 1)
        // The whole rectangle was filled: the ellipse clip went with the restored state.
        #expect(RGBAPixels(context.makeImage()!)[29, 29] == [0, 0, 255, 255])
    }

    @Test func imageMadeBeforeADirectFillKeepsItsPixels() {
        let context = Self.makeContext(.premultipliedBGRA, direct: true)
        let before = context.makeImage()!
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        #expect(context.directRectangleWrites == 1)
        #expect(RGBAPixels(before)[10, 10] == [0, 0, 0, 0])
        #expect(RGBAPixels(context.makeImage()!)[10, 10] == [0, 255, 0, 255])
    }
}
