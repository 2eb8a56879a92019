import CoreGraphics
import Foundation
import QuartzCore

/// The Gallery's layer page: Core Animation's style properties in rendering order (Appendix A of
/// the Core Animation guide), drawn by the layer renderer.
@MainActor
public enum LayerStylesPage {
    public static let size = CGSize(width: 960, height: 720)

    /// Builds the page's layer tree; its root is `size` with the origin at the top-left.
    public static func makeLayerTree() throws -> CALayer {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = CGColor(gray: 0.97, alpha: 1)
        let ring = try CGImage.decoded(contentsOf: resource("ring.png"))
        let photo = try CGImage.decoded(contentsOf: resource("landscape.jpg"))

        title("Casement · CALayer styles in rendering order", in: root)
        caption("background, contents, sublayers, border", at: CGPoint(x: 24, y: 64), in: root)
        root.addSublayer(renderOrder(ring: ring, at: CGPoint(x: 24, y: 90)))

        caption("cornerRadius, ± masksToBounds", at: CGPoint(x: 340, y: 64), in: root)
        for (index, masks) in [false, true].enumerated() {
            let layer = box(CGRect(x: 340 + CGFloat(index) * 120, y: 90, width: 100, height: 100), color: CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1))
            layer.cornerRadius = 30
            layer.contents = photo
            layer.contentsRect = CGRect(x: 0.2, y: 0, width: 0.625, height: 1)
            layer.masksToBounds = masks
            root.addSublayer(layer)
        }

        caption("shadows: outline, path, silhouette", at: CGPoint(x: 600, y: 64), in: root)
        root.addSublayer(shadows(ring: ring, at: CGPoint(x: 600, y: 90)))

        caption("opacity 1 and 0.5", at: CGPoint(x: 24, y: 300), in: root)
        caption("mask, opacity 1 and 0.5", at: CGPoint(x: 300, y: 300), in: root)
        for (index, opacity) in [Float(1), 0.5].enumerated() {
            let x = 24 + CGFloat(index) * 130
            root.addSublayer(checkerboard(CGRect(x: x, y: 326, width: 110, height: 110)))
            let faded = box(CGRect(x: x + 15, y: 341, width: 80, height: 80), color: CGColor(red: 0.15, green: 0.45, blue: 0.85, alpha: 1))
            faded.opacity = opacity
            faded.addSublayer(box(CGRect(x: 30, y: 30, width: 70, height: 30), color: CGColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1)))
            root.addSublayer(faded)

            let maskX = 300 + CGFloat(index) * 130
            root.addSublayer(checkerboard(CGRect(x: maskX, y: 326, width: 110, height: 110)))
            let masked = box(CGRect(x: maskX + 5, y: 331, width: 100, height: 100), color: nil)
            masked.contents = photo
            masked.contentsGravity = .resizeAspectFill
            masked.opacity = opacity
            let mask = CALayer()
            mask.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
            mask.cornerRadius = 40
            mask.backgroundColor = CGColor(gray: 0, alpha: 1)
            masked.mask = mask
            root.addSublayer(masked)
        }

        caption("contentsGravity (top is max-y)", at: CGPoint(x: 560, y: 300), in: root)
        let gravities: [CALayerContentsGravity] = [.resize, .resizeAspect, .resizeAspectFill, .center, .top, .bottomRight]
        for (index, gravity) in gravities.enumerated() {
            let frame = CGRect(x: 560 + CGFloat(index % 3) * 130, y: 326 + CGFloat(index / 3) * 95, width: 110, height: 80)
            let layer = box(frame, color: CGColor(gray: 0.85, alpha: 1))
            layer.contents = index < 3 ? photo : ring
            layer.contentsGravity = gravity
            layer.borderWidth = 1
            layer.borderColor = CGColor(gray: 0.5, alpha: 1)
            root.addSublayer(layer)
        }

        caption("nine-part contentsCenter, anchor points, transforms", at: CGPoint(x: 24, y: 520), in: root)
        let stretched = box(CGRect(x: 24, y: 546, width: 200, height: 120), color: nil)
        stretched.contents = ring
        stretched.contentsCenter = CGRect(x: 0.45, y: 0.45, width: 0.1, height: 0.1)
        root.addSublayer(stretched)
        for (index, anchor) in [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)].enumerated() {
            let origin = CGPoint(x: 300 + CGFloat(index) * 130, y: 600)
            let marker = box(CGRect(x: origin.x - 3, y: origin.y - 3, width: 6, height: 6), color: CGColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1))
            let layer = box(.zero, color: CGColor(red: 0.2, green: 0.55, blue: 0.3, alpha: 0.8))
            layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 50)
            layer.anchorPoint = anchor
            layer.position = origin
            layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 8))
            root.addSublayer(layer)
            root.addSublayer(marker)
        }
        let replicated = box(CGRect(x: 720, y: 546, width: 200, height: 120), color: nil)
        for i in 0..<8 {
            let petal = box(.zero, color: CGColor(red: 0.2 + 0.1 * CGFloat(i), green: 0.3, blue: 0.9 - 0.08 * CGFloat(i), alpha: 0.85))
            petal.bounds = CGRect(x: 0, y: 0, width: 14, height: 50)
            petal.cornerRadius = 7
            petal.anchorPoint = CGPoint(x: 0.5, y: 1)
            petal.position = CGPoint(x: 100, y: 60)
            petal.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(i) * .pi / 4))
            replicated.addSublayer(petal)
        }
        root.addSublayer(replicated)
        return root
    }

    /// Renders the page into a new image.
    public static func render() throws -> CGImage {
        let root = try makeLayerTree()
        let context = pageContext(size: size)
        root.render(in: context)
        return context.makeImage()!
    }

    private static func renderOrder(ring: CGImage, at origin: CGPoint) -> CALayer {
        let layer = box(CGRect(x: origin.x + 20, y: origin.y + 10, width: 200, height: 180), color: CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1))
        layer.contents = ring
        layer.contentsGravity = .center
        layer.cornerRadius = 20
        layer.borderWidth = 10
        layer.borderColor = CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)
        layer.addSublayer(box(CGRect(x: 140, y: 110, width: 90, height: 50), color: CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)))
        return layer
    }

    private static func shadows(ring: CGImage, at origin: CGPoint) -> CALayer {
        let group = CALayer()
        group.frame = CGRect(x: origin.x, y: origin.y, width: 340, height: 200)
        let red = CGColor(red: 0.9, green: 0, blue: 0, alpha: 1)
        let outline = box(CGRect(x: 10, y: 20, width: 90, height: 90), color: CGColor(gray: 1, alpha: 1))
        outline.cornerRadius = 12
        let pathed = box(CGRect(x: 120, y: 20, width: 90, height: 90), color: CGColor(gray: 1, alpha: 1))
        pathed.shadowPath = CGPath(ellipseIn: CGRect(x: 10, y: 60, width: 70, height: 40), transform: nil)
        let silhouette = box(CGRect(x: 230, y: 20, width: 90, height: 90), color: nil)
        silhouette.contents = ring
        silhouette.contentsGravity = .center
        for layer in [outline, pathed, silhouette] {
            layer.shadowColor = red
            layer.shadowOpacity = 1
            layer.shadowOffset = CGSize(width: 5, height: 5)
            layer.shadowRadius = 4
            group.addSublayer(layer)
        }
        return group
    }

    private static func checkerboard(_ frame: CGRect) -> CALayer {
        let board = box(frame, color: CGColor(gray: 1, alpha: 1))
        let cell: CGFloat = 11
        for row in 0..<10 {
            for column in 0..<10 where (row + column) % 2 == 0 {
                board.addSublayer(box(CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell), color: CGColor(gray: 0.75, alpha: 1)))
            }
        }
        return board
    }

    private static func box(_ frame: CGRect, color: CGColor?) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }

    private static func title(_ text: String, in root: CALayer) {
        root.addSublayer(TextImage.layer(text, at: CGPoint(x: 24, y: 16), size: 24, weight: 700))
    }

    private static func caption(_ text: String, at point: CGPoint, in root: CALayer) {
        root.addSublayer(TextImage.layer(text, at: point, size: 13, weight: 700))
    }

    private static func resource(_ name: String) -> URL {
        Bundle.module.url(forResource: "Resources/\(name)", withExtension: nil)!
    }
}

/// Text for the layer page, drawn by a layer until CATextLayer exists.
@MainActor
enum TextImage {
    static func layer(_ text: String, at point: CGPoint, size: CGFloat, weight: Int) -> CALayer {
        let layout = TextLayout(text: text, font: FontDescriptor(size: size, weight: weight))
        let layer = TextDrawingLayer(layout: layout)
        layer.frame = CGRect(origin: point, size: CGSize(width: layout.size.width.rounded(.up), height: layout.size.height.rounded(.up)))
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        return layer
    }
}

private final class TextDrawingLayer: CALayer {
    private let layout: TextLayout

    init(layout: TextLayout) {
        self.layout = layout
        super.init()
    }

    override init() {
        layout = TextLayout(text: "", font: FontDescriptor(size: 12))
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override init(layer: Any) {
        layout = (layer as? TextDrawingLayer)?.layout ?? TextLayout(text: "", font: FontDescriptor(size: 12))
        super.init(layer: layer)
    }

    override func draw(in ctx: CGContext) {
        layout.draw(in: ctx, at: .zero, color: CGColor(gray: 0.25, alpha: 1))
    }
}
