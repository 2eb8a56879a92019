import CoreGraphics
import Foundation

/// A colour well's look: a ring of every hue, and inside it the chosen colour (over a
/// checkerboard, which shows through a colour that is not opaque).
final class ColorWellFaceView: ControlPartView {
    var selectedColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// How many arcs make the ring: enough that neighbours differ by less than a step of 8 bits.
    static let ringSegments = 90
    static let ringWidth: CGFloat = 3
    /// The clear space between the ring and the colour inside it.
    static let gap: CGFloat = 2

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = min(bounds.width, bounds.height) / 2
        guard outer > Self.ringWidth else { return }
        let radius = outer - Self.ringWidth / 2
        context.setLineWidth(Self.ringWidth)
        let step = 2 * CGFloat.pi / CGFloat(Self.ringSegments)
        for index in 0..<Self.ringSegments {
            // From the top, clockwise on the screen; each arc overlaps the next a little so no
            // seam shows between them.
            let start = -CGFloat.pi / 2 + CGFloat(index) * step
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: start + step * 1.2, clockwise: false)
            context.setStrokeColor(UIColor(hue: CGFloat(index) / CGFloat(Self.ringSegments), saturation: 1, brightness: 1, alpha: 1).cgColor)
            context.strokePath()
        }
        guard let selectedColor else { return }
        let inner = outer - Self.ringWidth - Self.gap
        guard inner > 0 else { return }
        let disc = CGRect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner)
        context.saveGState()
        context.addEllipse(in: disc)
        context.clip()
        if selectedColor.cgColor.alpha < 1 { Self.drawCheckerboard(in: disc, context: context) }
        context.setFillColor(resolvedCGColor(selectedColor))
        context.fill(disc)
        context.restoreGState()
    }

    /// White and light gray squares of 4 points, under colours that are not opaque.
    static func drawCheckerboard(in rect: CGRect, context: CGContext) {
        let size: CGFloat = 4
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(rect)
        context.setFillColor(CGColor(gray: 0.8, alpha: 1))
        var row = 0
        var y = rect.minY
        while y < rect.maxY {
            var x = rect.minX + (row % 2 == 0 ? 0 : size)
            while x < rect.maxX {
                context.fill(CGRect(x: x, y: y, width: size, height: size))
                x += 2 * size
            }
            y += size
            row += 1
        }
    }
}
