import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// The Gallery's page of the seed's view listings, each with its errata corrected: a view made
/// in code (L1-07), a view turned 45° (L1-06), a custom view set up in `init(frame:)` whose
/// subviews autoresize (L1-11), `draw(_:)` framing the view in red (L1-12), a stand-alone layer
/// showing an image in a view (L1-10), a view backed by a tiled layer (L1-09) and an image view
/// in a container (L1-08). Captions are labels.
@MainActor
public enum ViewListingsPage {
    public static let size = CGSize(width: 960, height: 720)

    /// The page's views: a layer does not keep its view alive, so the page does.
    private static var root: UIView?

    /// The page as a layer tree, its views kept alive until the page is made again.
    public static func makeLayerTree() -> CALayer {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(white: 0.97, alpha: 1)
        let title = UILabel(frame: CGRect(x: 24, y: 12, width: 900, height: 36))
        (title.text, title.font, title.textColor) = ("Casement · UIView listings", .boldSystemFont(ofSize: 24), UIColor(white: 0.25, alpha: 1))
        root.addSubview(title)

        // L1-07: a generic view made in code, 100×100 at the origin of its cell.
        caption("L1-07 UIView(frame:)", at: CGPoint(x: 24, y: 64), in: root)
        let cell = UIView(frame: CGRect(x: 24, y: 92, width: 200, height: 130))
        let myView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        myView.backgroundColor = .systemBlue
        cell.addSubview(myView)
        root.addSubview(cell)

        // L1-06: turned 45° about its centre, clockwise on screen.
        caption("L1-06 transform = rotation(π/4)", at: CGPoint(x: 260, y: 64), in: root)
        let turned = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        turned.center = CGPoint(x: 360, y: 160)
        turned.backgroundColor = .systemOrange
        turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
        root.addSubview(turned)

        // L1-11: set up in init(frame:), with an autoresizing subview, then made wider.
        caption("L1-11 init(frame:) setup, autoresized", at: CGPoint(x: 500, y: 64), in: root)
        let custom = SetUpView(frame: CGRect(x: 500, y: 92, width: 160, height: 100))
        custom.frame.size.width = 220
        root.addSubview(custom)

        // L1-12, corrected: the inset frame stroked 10 points wide.
        caption("L1-12 draw(_:) red frame", at: CGPoint(x: 24, y: 260), in: root)
        let framed = RedFrameView(frame: CGRect(x: 24, y: 288, width: 100, height: 100))
        framed.backgroundColor = .white
        root.addSubview(framed)

        // L1-10, corrected: a stand-alone layer showing an image, centred in its view.
        caption("L1-10 a stand-alone CALayer", at: CGPoint(x: 260, y: 260), in: root)
        let host = UIView(frame: CGRect(x: 260, y: 288, width: 200, height: 150))
        host.backgroundColor = UIColor(white: 0.85, alpha: 1)
        if let image = image("ring.png") {
            let myLayer = CALayer()
            myLayer.bounds = CGRect(x: 0, y: 0, width: image.size.width, height: image.size.height)
            myLayer.contents = image.cgImage
            host.layer.addSublayer(myLayer)
            myLayer.position = CGPoint(x: host.bounds.midX, y: host.bounds.midY)
        }
        root.addSubview(host)

        // L1-09: a view whose layer class is CATiledLayer, drawing a checkerboard tile by tile.
        caption("L1-09 layerClass CATiledLayer", at: CGPoint(x: 500, y: 260), in: root)
        let tiled = CheckerView(frame: CGRect(x: 500, y: 288, width: 200, height: 150))
        (tiled.layer as? CATiledLayer)?.tileSize = CGSize(width: 50, height: 50)
        root.addSubview(tiled)

        // L1-08: an image view in a container, not taking touches.
        caption("L1-08 UIImageView in a container", at: CGPoint(x: 24, y: 470), in: root)
        let container = UIView(frame: CGRect(x: 24, y: 498, width: 200, height: 150))
        container.isAccessibilityElement = true
        container.accessibilityLabel = "ImagesTitle"
        let mainView = UIImageView(frame: container.bounds)
        mainView.image = image("landscape.jpg")
        mainView.contentMode = .scaleAspectFill
        container.clipsToBounds = true
        container.addSubview(mainView)
        root.addSubview(container)

        self.root = root
        return root.layer
    }

    /// The page drawn once.
    public static func render() -> CGImage {
        let context = pageContext(size: size)
        let root = makeLayerTree()
        _ = LayerCompositor(rootLayer: root).renderFrame(in: context, surfaceBounds: root.bounds)
        return context.makeImage()!
    }

    private static func caption(_ text: String, at point: CGPoint, in parent: UIView) {
        let label = UILabel(frame: CGRect(origin: point, size: .zero))
        (label.text, label.font, label.textColor) = (text, .boldSystemFont(ofSize: 13), UIColor(white: 0.25, alpha: 1))
        label.sizeToFit()
        parent.addSubview(label)
    }

    private static func image(_ name: String) -> UIImage? {
        Bundle.module.url(forResource: "Resources/\(name)", withExtension: nil).flatMap { UIImage(contentsOfFile: $0.path) }
    }
}

/// L1-11: a view whose `init(frame:)` sets its background and makes subviews that autoresize.
@MainActor
final class SetUpView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.85, alpha: 1)
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: frame.width - 20, height: 20))
        bar.backgroundColor = .systemGreen
        bar.autoresizingMask = [.flexibleWidth]
        let corner = UIView(frame: CGRect(x: frame.width - 40, y: frame.height - 40, width: 30, height: 30))
        corner.backgroundColor = .systemPurple
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        addSubview(bar)
        addSubview(corner)
    }

    required init?(coder: NSCoder) { nil }
}

/// L1-12 with its erratum corrected: the inset rectangle is kept and stroked 10 points wide.
@MainActor
final class RedFrameView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let myFrame = bounds.insetBy(dx: 5, dy: 5)
        UIColor.red.set()
        context.setLineWidth(10)
        context.stroke(myFrame)
    }
}

/// L1-09: a view backed by a tiled layer; each tile is one square of a checkerboard.
@MainActor
final class CheckerView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }

    override func draw(_ rect: CGRect) {
        let column = Int(rect.minX / 50), row = Int(rect.minY / 50)
        ((column + row) % 2 == 0 ? UIColor.systemTeal : UIColor.white).setFill()
        UIRectFill(rect)
    }
}
