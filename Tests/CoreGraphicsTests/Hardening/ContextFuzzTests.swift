import CasementTestSupport
@testable import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Hostile values for drawing calls, from a seeded generator.
private struct DrawingRandom {
    var generator: SplitMix64

    mutating func below(_ n: Int) -> Int { generator.below(n) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func number() -> CGFloat {
        generator.pick([.nan, .infinity, -.infinity, 1e300, -1e300, 1e12, -1e12, 0, -1, 1, 0.5, 5e-324, 2, 17.3, 100, 1e6, 40])
    }
    mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }
    mutating func size() -> CGSize { CGSize(width: number(), height: number()) }
    mutating func rect() -> CGRect { CGRect(origin: point(), size: size()) }
    mutating func color() -> CGColor { CGColor(red: number(), green: number(), blue: number(), alpha: number()) }
    mutating func transform() -> CGAffineTransform {
        CGAffineTransform(a: number(), b: chance(70) ? 0 : number(), c: chance(70) ? 0 : number(), d: number(), tx: number(), ty: number())
    }
    mutating func lengths() -> [CGFloat] { (0..<generator.pick([0, 1, 2, 3, 50])).map { _ in number() } }
}

/// One random drawing call with hostile arguments; `image`, `mask` and `gradient` are ordinary,
/// and no state saved below `floor` is restored.
private func fuzzCall(_ context: CGContext, _ random: inout DrawingRandom, image: CGImage, mask: CGImage, gradient: CGGradient, floor: Int) {
    let call = random.below(42)
    FuzzRun.trace("call \(call), CTM \(context.ctm), drawing \((try? context.checkStatus()) != nil)")
    switch call {
    case 0: context.translateBy(x: random.number(), y: random.number())
    case 1: context.scaleBy(x: random.number(), y: random.number())
    case 2: context.rotate(by: random.number())
    case 3: context.concatenate(random.transform())
    case 4: context.setLineWidth(random.number())
    case 5: context.setLineDash(phase: random.number(), lengths: random.lengths())
    case 6: context.setMiterLimit(random.number()); context.setLineJoin(.miter)
    case 7: context.setAlpha(random.number())
    case 8: context.setBlendMode(CGBlendMode(rawValue: Int32(random.below(28))) ?? .normal)
    case 9: context.setShadow(offset: random.size(), blur: random.number(), color: random.chance(20) ? nil : random.color())
    case 10: context.setFillColor(random.color())
    case 11: context.setStrokeColor(random.color())
    case 12: context.move(to: random.point())
    case 13: context.addLine(to: random.point())
    case 14: context.addCurve(to: random.point(), control1: random.point(), control2: random.point())
    case 15: context.addQuadCurve(to: random.point(), control: random.point())
    case 16: context.addArc(center: random.point(), radius: random.number(), startAngle: random.number(), endAngle: random.number(), clockwise: random.chance(50))
    case 17: context.addArc(tangent1End: random.point(), tangent2End: random.point(), radius: random.number())
    case 18: context.addRect(random.rect())
    case 19: context.addEllipse(in: random.rect())
    case 20: context.fillPath(using: random.chance(50) ? .winding : .evenOdd)
    case 21: context.strokePath()
    case 22: context.fill(random.rect())
    case 23:
        let (rect, width) = (random.rect(), random.number())
        FuzzRun.trace("stroke \(rect) width \(width)")
        context.stroke(rect, width: width)
    case 24: context.clear(random.rect())
    case 25: context.clip(to: random.rect())
    case 26: context.clip(to: random.rect(), mask: mask)
    case 27: context.draw(image, in: random.rect())
    case 28:
        context.drawLinearGradient(gradient, start: random.point(), end: random.point(), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    case 29:
        context.drawRadialGradient(
            gradient, startCenter: random.point(), startRadius: random.number(), endCenter: random.point(), endRadius: random.number(), options: [])
    case 30: context.beginTransparencyLayer(in: random.rect(), auxiliaryInfo: nil)
    case 31: context.endTransparencyLayer()
    case 32: context.saveGState()
    // Unbalanced restores are tried by the other hardening tests; here one would undo the case's own save.
    case 33: if context.savedStates.count > floor { context.restoreGState() }
    case 34: context.replacePathWithStrokedPath()
    case 35: context.strokeLineSegments(between: (0..<random.below(6)).map { _ in random.point() })
    case 36: context.setFlatness(random.number())
    case 37: context.interpolationQuality = CGInterpolationQuality(rawValue: Int32(random.below(5))) ?? .default
    case 38:
        TextLayout(
            text: random.chance(50) ? "Hostile\nlines" : String(repeating: "w", count: 200), font: FontDescriptor(size: random.number()),
            minimumLineHeight: random.chance(20) ? random.number() : 0, maximumLineHeight: random.chance(20) ? random.number() : 0
        ).draw(in: context, at: random.point(), color: random.color())
    case 39:
        let tile = random.rect()
        FuzzRun.trace("tile \(tile) over clip \(context.boundingBoxOfClipPath)")
        context.draw(image, in: tile, byTiling: true)
    case 40:
        if let layer = CGLayer(context, size: random.size(), auxiliaryInfo: nil) {
            layer.context?.fill(CGRect(origin: .zero, size: layer.size))
            context.draw(layer, in: random.rect())
        }
    default:
        _ = context.pathContains(random.point(), mode: .fillStroke)
        _ = context.boundingBoxOfPath
        _ = context.convertToDeviceSpace(random.rect())
    }
}

@Suite("Drawing call fuzzing")
struct ContextFuzzTests {
    init() { PinnedFonts.install() }

    static let seed = ProcessInfo.processInfo.environment["CASEMENT_FUZZ_SEED"].flatMap(UInt64.init) ?? 0xC6_C0_47E7
    static let cases = ProcessInfo.processInfo.environment["CASEMENT_FUZZ_CASES"].flatMap(Int.init) ?? 10_000

    @Test("ten thousand sequences of drawing calls with hostile values leave the context drawing")
    func hostileDrawingCalls() async {
        await Diagnostics.quietly { runCases(seed: Self.seed, cases: Self.cases) }
    }

    private func runCases(seed: UInt64, cases: Int) {
        let bitmap = { (width: Int, height: Int) in
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        }
        let image = bitmap(8, 8).makeImage()!
        let mask = CGImage(
            width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, space: CGColorSpaceCreateDeviceGray(),
            bitmapInfo: CGBitmapInfo(alphaInfo: .none), provider: CGDataProvider(data: Data([255, 0]))!, decode: nil,
            shouldInterpolate: false, intent: .defaultIntent)!
        let gradient = CGGradient(
            colorsSpace: nil, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)], locations: nil)!
        var context = bitmap(40, 40)
        for index in FuzzRun.first..<(FuzzRun.first + cases) {
            var random = DrawingRandom(generator: SplitMix64(seed: FuzzRun.seed(seed, case: index)))
            let depth = context.savedStates.count
            context.saveGState()
            for _ in 0..<(1 + random.below(12)) { fuzzCall(context, &random, image: image, mask: mask, gradient: gradient, floor: depth + 1) }
            while !context.transparencyLayers.isEmpty { context.endTransparencyLayer() }
            while context.savedStates.count > depth { context.restoreGState() }
            context.beginPath()
            // What a case leaves behind must not keep the next from drawing.
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            if (try? context.checkStatus()) == nil || RGBAPixels(context.makeImage()!)[20, 20] != [255, 0, 0, 255] {
                Issue.record("case \(index) of seed \(seed) left the context unable to draw")
                context = bitmap(40, 40)
            }
        }
    }
}
