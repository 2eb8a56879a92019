import CoreGraphics
import Foundation

/// The Gallery's first page: what CoreGraphics can draw, in one 960×720 picture.
///
/// The page is drawn in a top-left, y-down space (UIKit's), set up by flipping the bitmap
/// context's default space once. Images are flipped back locally so they appear upright.
public enum DrawingPage {
    public static let size = CGSize(width: 960, height: 720)

    /// Renders the page into a new image, or throws when an image resource cannot be read.
    public static func render() throws -> CGImage {
        let context = CGContext(
            data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        try draw(in: context)
        return context.makeImage()!
    }

    /// Draws the page into `context`, whose default space must be `size` points with y up.
    public static func draw(in context: CGContext) throws {
        context.translateBy(x: 0, y: size.height)
        context.scaleBy(x: 1, y: -1)
        context.setFillColor(gray: 0.97, alpha: 1)
        context.fill(CGRect(origin: .zero, size: size))

        text("Casement · CoreGraphics over Cairo and Pango", at: CGPoint(x: 24, y: 16), size: 24, weight: 700, in: context)
        fillRules(in: context, origin: CGPoint(x: 24, y: 70))
        capsAndJoins(in: context, origin: CGPoint(x: 340, y: 70))
        dashes(in: context, origin: CGPoint(x: 660, y: 70))
        gradients(in: context, origin: CGPoint(x: 24, y: 270))
        shadows(in: context, origin: CGPoint(x: 340, y: 270))
        try images(in: context, origin: CGPoint(x: 660, y: 270))
        blendModes(in: context, origin: CGPoint(x: 24, y: 470))
        typography(in: context, origin: CGPoint(x: 500, y: 470))
    }

    private static func caption(_ string: String, at point: CGPoint, in context: CGContext) {
        text(string, at: point, size: 13, weight: 700, color: CGColor(gray: 0.3, alpha: 1), in: context)
    }

    private static func text(
        _ string: String, at point: CGPoint, size: CGFloat, weight: Int = 400, italic: Bool = false,
        family: String = "sans-serif", color: CGColor = CGColor(gray: 0.1, alpha: 1), in context: CGContext
    ) {
        TextLayout(text: string, font: FontDescriptor(family: family, size: size, weight: weight, isItalic: italic))
            .draw(in: context, at: point, color: color)
    }

    private static func star(center: CGPoint, radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: (0..<5).map { i in
            let angle = CGFloat(i) * 4 * .pi / 5 - .pi / 2
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        })
        path.closeSubpath()
        return path
    }

    private static func fillRules(in context: CGContext, origin: CGPoint) {
        caption("Fill rules: winding, even-odd", at: origin, in: context)
        context.setFillColor(red: 0.15, green: 0.45, blue: 0.85, alpha: 1)
        for (index, rule) in [CGPathFillRule.winding, .evenOdd].enumerated() {
            context.addPath(star(center: CGPoint(x: origin.x + 70 + CGFloat(index) * 150, y: origin.y + 100), radius: 70))
            context.fillPath(using: rule)
        }
    }

    private static func capsAndJoins(in context: CGContext, origin: CGPoint) {
        caption("Caps and joins", at: origin, in: context)
        let styles: [(CGLineCap, CGLineJoin)] = [(.butt, .miter), (.round, .round), (.square, .bevel)]
        for (index, (cap, join)) in styles.enumerated() {
            let x = origin.x + 20 + CGFloat(index) * 95
            context.setLineWidth(14)
            context.setLineCap(cap)
            context.setLineJoin(join)
            context.setStrokeColor(red: 0.85, green: 0.35, blue: 0.1, alpha: 1)
            context.addLines(between: [CGPoint(x: x, y: origin.y + 160), CGPoint(x: x + 30, y: origin.y + 50), CGPoint(x: x + 60, y: origin.y + 160)])
            context.strokePath()
            // The path itself, thin, shows where the thick stroke sits.
            context.setLineWidth(1)
            context.setStrokeColor(gray: 0.1, alpha: 1)
            context.addLines(between: [CGPoint(x: x, y: origin.y + 160), CGPoint(x: x + 30, y: origin.y + 50), CGPoint(x: x + 60, y: origin.y + 160)])
            context.strokePath()
        }
        context.setLineCap(.butt)
        context.setLineJoin(.miter)
    }

    private static func dashes(in context: CGContext, origin: CGPoint) {
        caption("Dashes", at: origin, in: context)
        let patterns: [(CGFloat, [CGFloat])] = [(0, [12, 6]), (0, [2, 4]), (6, [20, 5, 5, 5]), (0, [0, 10])]
        context.setStrokeColor(red: 0.2, green: 0.55, blue: 0.3, alpha: 1)
        for (index, (phase, lengths)) in patterns.enumerated() {
            let y = origin.y + 40 + CGFloat(index) * 30
            context.setLineWidth(index == 3 ? 8 : 4)
            context.setLineCap(index == 3 ? .round : .butt)
            context.setLineDash(phase: phase, lengths: lengths)
            context.strokeLineSegments(between: [CGPoint(x: origin.x, y: y), CGPoint(x: origin.x + 260, y: y)])
        }
        context.setLineDash(phase: 0, lengths: [10, 6])
        context.setLineWidth(3)
        context.addArc(center: CGPoint(x: origin.x + 130, y: origin.y + 170), radius: 22, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.strokePath()
        context.setLineDash(phase: 0, lengths: [])
        context.setLineCap(.butt)
    }

    private static func gradients(in context: CGContext, origin: CGPoint) {
        caption("Gradients", at: origin, in: context)
        let colors = [CGColor(red: 0.95, green: 0.3, blue: 0.2, alpha: 1), CGColor(red: 0.95, green: 0.8, blue: 0.2, alpha: 1), CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)]
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 0.5, 1])!
        context.saveGState()
        context.clip(to: CGRect(x: origin.x, y: origin.y + 30, width: 130, height: 150))
        context.drawLinearGradient(gradient, start: CGPoint(x: origin.x, y: origin.y + 30), end: CGPoint(x: origin.x + 130, y: origin.y + 180), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.restoreGState()
        context.saveGState()
        context.clip(to: CGRect(x: origin.x + 150, y: origin.y + 30, width: 150, height: 150))
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: origin.x + 205, y: origin.y + 85), startRadius: 0, endCenter: CGPoint(x: origin.x + 225, y: origin.y + 105), endRadius: 75, options: [.drawsAfterEndLocation])
        context.restoreGState()
    }

    private static func shadows(in context: CGContext, origin: CGPoint) {
        caption("Blurred shadows", at: origin, in: context)
        let blurs: [CGFloat] = [0, 6, 16]
        for (index, blur) in blurs.enumerated() {
            let rect = CGRect(x: origin.x + 10 + CGFloat(index) * 95, y: origin.y + 50, width: 70, height: 100)
            context.saveGState()
            // The page space is flipped, so a negative height moves the shadow down the page.
            context.setShadow(offset: CGSize(width: 6, height: -8), blur: blur, color: CGColor(red: 0, green: 0, blue: 0.2, alpha: 0.6))
            context.setFillColor(gray: 1, alpha: 1)
            context.addPath(CGPath(roundedRect: rect, cornerWidth: 12, cornerHeight: 12, transform: nil))
            context.fillPath()
            context.restoreGState()
            text("blur \(Int(blur))", at: CGPoint(x: rect.minX + 12, y: rect.midY - 8), size: 13, in: context)
        }
    }

    private static func images(in context: CGContext, origin: CGPoint) throws {
        caption("PNG and JPEG images", at: origin, in: context)
        let photo = try CGImage.decoded(contentsOf: resource("landscape.jpg"))
        let ring = try CGImage.decoded(contentsOf: resource("ring.png"))
        drawUpright(photo, in: CGRect(x: origin.x, y: origin.y + 30, width: 160, height: 100), context: context)
        drawUpright(ring, in: CGRect(x: origin.x + 175, y: origin.y + 30, width: 64, height: 64), context: context)
        context.interpolationQuality = .none
        drawUpright(ring, in: CGRect(x: origin.x + 175, y: origin.y + 100, width: 96, height: 96), context: context)
        context.interpolationQuality = .default
        if let crop = photo.cropping(to: CGRect(x: 100, y: 0, width: 60, height: 50)) {
            drawUpright(crop, in: CGRect(x: origin.x, y: origin.y + 140, width: 72, height: 60), context: context)
        }
    }

    private static func drawUpright(_ image: CGImage, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: 0, y: rect.minY + rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: rect)
        context.restoreGState()
    }

    private static func blendModes(in context: CGContext, origin: CGPoint) {
        caption("Blend modes", at: origin, in: context)
        let modes: [(String, CGBlendMode)] = [
            ("normal", .normal), ("multiply", .multiply), ("screen", .screen), ("overlay", .overlay),
            ("difference", .difference), ("hue", .hue), ("xor", .xor), ("plusLighter", .plusLighter),
        ]
        for (index, (name, mode)) in modes.enumerated() {
            let x = origin.x + CGFloat(index % 4) * 112
            let y = origin.y + 30 + CGFloat(index / 4) * 105
            context.saveGState()
            context.beginTransparencyLayer(in: CGRect(x: x, y: y, width: 100, height: 80), auxiliaryInfo: nil)
            context.setFillColor(red: 0.1, green: 0.4, blue: 0.9, alpha: 1)
            context.fill(CGRect(x: x, y: y, width: 60, height: 60))
            context.setBlendMode(mode)
            context.setFillColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 0.9)
            context.fillEllipse(in: CGRect(x: x + 25, y: y + 20, width: 60, height: 60))
            context.endTransparencyLayer()
            context.restoreGState()
            text(name, at: CGPoint(x: x, y: y + 82), size: 11, in: context)
        }
    }

    private static func typography(in context: CGContext, origin: CGPoint) {
        caption("Text", at: origin, in: context)
        var y = origin.y + 26
        for size: CGFloat in [10, 14, 20, 28] {
            text("Sans \(Int(size)) pt", at: CGPoint(x: origin.x, y: y), size: size, in: context)
            y += size * 1.35
        }
        text("Bold, italic and mono", at: CGPoint(x: origin.x + 200, y: origin.y + 26), size: 16, weight: 700, in: context)
        text("Italic serif", at: CGPoint(x: origin.x + 200, y: origin.y + 50), size: 16, italic: true, family: "serif", in: context)
        text("let x = 42", at: CGPoint(x: origin.x + 200, y: origin.y + 74), size: 16, family: "monospace", in: context)
        text("你好，世界 · こんにちは · 안녕하세요", at: CGPoint(x: origin.x, y: y + 4), size: 22, in: context)
    }

    private static func resource(_ name: String) -> URL {
        Bundle.module.url(forResource: "Resources/\(name)", withExtension: nil)!
    }
}
