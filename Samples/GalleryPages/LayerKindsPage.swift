import CoreGraphics
import Foundation
import QuartzCore

/// The Gallery's page of layer subclasses: shapes, gradients, text, and cards turned in perspective.
@MainActor
public enum LayerKindsPage {
    public static let size = CGSize(width: 960, height: 720)

    public static func makeLayerTree() -> CALayer {
        let root = pageRoot("Casement · layer kinds and 3D", size: size)

        root.addSublayer(pageLabel("CAShapeLayer: fill rules, stroke ends, dashes", at: CGPoint(x: 24, y: 64), size: 13, bold: true))
        let star = CGMutablePath()
        star.addLines(between: (0..<5).map { i in
            let angle = CGFloat(i) * 4 * .pi / 5 - .pi / 2
            return CGPoint(x: 55 + 50 * cos(angle), y: 55 + 50 * sin(angle))
        })
        star.closeSubpath()
        for (index, rule) in [CAShapeLayerFillRule.nonZero, .evenOdd].enumerated() {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 24 + CGFloat(index) * 120, y: 90, width: 110, height: 110)
            shape.path = star
            shape.fillRule = rule
            shape.fillColor = CGColor(red: 0.15, green: 0.45, blue: 0.85, alpha: 1)
            shape.strokeColor = CGColor(red: 0.1, green: 0.2, blue: 0.4, alpha: 1)
            shape.lineWidth = 3
            shape.lineJoin = .round
            root.addSublayer(shape)
        }
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 270, y: 90, width: 110, height: 110)
        ring.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 90, height: 90), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = CGColor(red: 0.85, green: 0.35, blue: 0.1, alpha: 1)
        ring.lineWidth = 12
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        root.addSublayer(ring)
        let dashed = CAShapeLayer()
        dashed.frame = CGRect(x: 400, y: 90, width: 110, height: 110)
        dashed.path = CGPath(roundedRect: CGRect(x: 5, y: 5, width: 100, height: 100), cornerWidth: 20, cornerHeight: 20, transform: nil)
        dashed.fillColor = CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 0.2)
        dashed.strokeColor = CGColor(red: 0.2, green: 0.55, blue: 0.3, alpha: 1)
        dashed.lineWidth = 4
        dashed.lineDashPattern = [12, 6]
        root.addSublayer(dashed)

        root.addSublayer(pageLabel("CAGradientLayer: axial, radial, conic", at: CGPoint(x: 560, y: 64), size: 13, bold: true))
        let colors = [CGColor(red: 0.95, green: 0.3, blue: 0.2, alpha: 1), CGColor(red: 0.95, green: 0.8, blue: 0.2, alpha: 1), CGColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)]
        for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let gradient = CAGradientLayer()
            gradient.frame = CGRect(x: 560 + CGFloat(index) * 125, y: 90, width: 110, height: 110)
            gradient.colors = colors
            gradient.type = type
            gradient.cornerRadius = 14
            gradient.masksToBounds = true
            if type != .axial {
                gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
                gradient.endPoint = CGPoint(x: 1, y: 1)
            }
            root.addSublayer(gradient)
        }

        root.addSublayer(pageLabel("CATextLayer: sizes, wrapping, truncation, alignment", at: CGPoint(x: 24, y: 240), size: 13, bold: true))
        let paragraph = "Casement lays text out with Pango and draws it with Cairo, in layers that behave like Core Animation's. 你好，世界。"
        let configurations: [(CATextLayerAlignmentMode, CATextLayerTruncationMode, Bool)] = [
            (.left, .none, true), (.center, .none, true), (.right, .end, false),
        ]
        for (index, (alignment, truncation, wrapped)) in configurations.enumerated() {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 24 + CGFloat(index) * 310, y: 266, width: 290, height: 110)
            layer.string = paragraph
            layer.fontSize = 16
            layer.foregroundColor = CGColor(gray: 0.15, alpha: 1)
            layer.backgroundColor = CGColor(gray: 1, alpha: 1)
            layer.borderColor = CGColor(gray: 0.8, alpha: 1)
            layer.borderWidth = 1
            layer.alignmentMode = alignment
            layer.truncationMode = truncation
            layer.isWrapped = wrapped
            root.addSublayer(layer)
        }

        root.addSublayer(pageLabel("Perspective: cards turned about y (m34 = −1/500), back faces hidden", at: CGPoint(x: 24, y: 410), size: 13, bold: true))
        let stage = CALayer()
        stage.frame = CGRect(x: 24, y: 436, width: 912, height: 260)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        stage.sublayerTransform = perspective
        for (index, degrees) in [0.0, 30, 60, 100, 150, 180].enumerated() {
            let card = CAGradientLayer()
            card.bounds = CGRect(x: 0, y: 0, width: 120, height: 170)
            card.position = CGPoint(x: 80 + CGFloat(index) * 150, y: 130)
            card.colors = [CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1), CGColor(red: 0.6, green: 0.2, blue: 0.8, alpha: 1)]
            card.cornerRadius = 12
            card.masksToBounds = true
            card.borderWidth = 3
            card.borderColor = CGColor(gray: 1, alpha: 0.8)
            card.isDoubleSided = degrees < 170
            card.transform = CATransform3DMakeRotation(CGFloat(degrees) * .pi / 180, 0, 1, 0)
            stage.addSublayer(card)
        }
        root.addSublayer(stage)

        // A replicator: twelve copies of one bar turned about the centre, fading as they go round.
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 800, y: 500, width: 120, height: 120)
        let bar = CALayer()
        bar.frame = CGRect(x: 55, y: 6, width: 10, height: 30)
        bar.cornerRadius = 5
        bar.backgroundColor = CGColor(gray: 1, alpha: 1)
        spinner.addSublayer(bar)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        spinner.instanceColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        spinner.instanceAlphaOffset = -1.0 / 12
        root.addSublayer(spinner)
        root.addSublayer(pageLabel("CAReplicatorLayer", at: CGPoint(x: 800, y: 630), size: 13, bold: true))
        return root
    }

    public static func render() -> CGImage {
        let context = pageContext(size: size)
        makeLayerTree().render(in: context)
        return context.makeImage()!
    }
}
