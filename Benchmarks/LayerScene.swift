import CoreGraphics
import Foundation
import QuartzCore

/// The P2/P3 scene: 1000 cards of 120×72 points with rounded corners, a 1-point border, a
/// shadow of radius 4 and a "Label N" text, spread over a 1920×1080 surface with about 4× overdraw.
@MainActor
struct LayerScene {
    static let count = 1000
    static let size = CGSize(width: 1920, height: 1080)
    let root = CALayer()
    var cards: [CALayer] = []

    init() {
        root.frame = CGRect(origin: .zero, size: Self.size)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        for index in 0..<Self.count {
            let card = CALayer()
            card.frame = Self.frame(of: index)
            card.backgroundColor = CGColor(red: 0.3 + 0.4 * CGFloat(index % 7) / 7, green: 0.5, blue: 0.8, alpha: 1)
            card.cornerRadius = 10
            card.borderWidth = 1
            card.borderColor = CGColor(gray: 0.2, alpha: 1)
            card.shadowOpacity = 0.5
            card.shadowRadius = 4
            card.shadowOffset = CGSize(width: 0, height: 3)
            let label = CATextLayer()
            label.string = "Label \(index)"
            label.fontSize = 14
            label.foregroundColor = CGColor(gray: 0, alpha: 1)
            label.frame = CGRect(x: 10, y: 26, width: 100, height: 20)
            card.addSublayer(label)
            root.addSublayer(card)
            cards.append(card)
        }
    }

    /// A scene with its compositor and target, every cache built: the compositor admits stable
    /// cards into its raster cache a few dozen a frame, so a few dozen full frames fill it.
    static func warmed() -> (LayerScene, LayerCompositor, SceneTarget) {
        let scene = LayerScene()
        let compositor = LayerCompositor(rootLayer: scene.root)
        let target = SceneTarget()
        for _ in 0..<30 {
            compositor.setNeedsFullRepaint()
            _ = compositor.renderFrame(in: target.context, surfaceBounds: target.bounds)
        }
        return (scene, compositor, target)
    }

    /// A deterministic spread of cards over the surface.
    static func frame(of index: Int) -> CGRect {
        let x = CGFloat((index * 137) % Int(size.width - 130))
        let y = CGFloat((index * 89) % Int(size.height - 80))
        return CGRect(x: x, y: y, width: 120, height: 72)
    }
}
