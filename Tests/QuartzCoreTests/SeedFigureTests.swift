import CasementTestSupport
import CoreGraphics
import Foundation
import QuartzCore
import Testing

/// Golden images of the Core Animation guide's figures that show rendering, one small scene each.
@Suite("Seed figures")
@MainActor
struct SeedFigureTests {
    private static let size = CGSize(width: 240, height: 160)

    /// A 64×48 picture with transparent corners: a blue disc on an orange panel.
    private static let picture: CGImage = {
        let context = CGContext(
            data: nil, width: 64, height: 48, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.setFillColor(red: 0.95, green: 0.6, blue: 0.1, alpha: 1)
        context.addPath(CGPath(roundedRect: CGRect(x: 4, y: 4, width: 56, height: 40), cornerWidth: 10, cornerHeight: 10, transform: nil))
        context.fillPath()
        context.setFillColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
        context.fillEllipse(in: CGRect(x: 20, y: 12, width: 24, height: 24))
        return context.makeImage()!
    }()

    /// An opaque 48×48 picture: a diagonal gradient with a white bar.
    private static let opaquePicture: CGImage = {
        let context = CGContext(
            data: nil, width: 48, height: 48, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let gradient = CGGradient(colorsSpace: nil, colors: [green, blue], locations: nil)!
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 48, y: 48), options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 20, width: 48, height: 8))
        return context.makeImage()!
    }()

    private static func layer(_ frame: CGRect, _ color: CGColor? = nil) -> CALayer {
        solidLayer(frame, color)
    }

    private static let blue = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
    private static let red = CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    private static let green = CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1)

    /// Each figure: its name and the layers it shows, in a 240×160 root.
    nonisolated static let figures: [String] = [
        "A-2-background", "A-3-bitmap-contents", "A-4-sublayers", "A-5-border", "A-7-shadow", "A-8-opacity", "A-9-mask",
        "gravity-comparison", "anchor-point-and-position", "corner-radius-masks-to-bounds", "shadow-path",
        "nine-part-contents-center", "replicator", "gradient-types", "rotated-3d-card",
    ]

    static func scene(_ name: String) -> CALayer {
        let root = layer(CGRect(origin: .zero, size: size), CGColor(gray: 0.97, alpha: 1))
        switch name {
        case "A-2-background":
            root.addSublayer(layer(CGRect(x: 60, y: 30, width: 120, height: 100), blue))
        case "A-3-bitmap-contents":
            let l = layer(CGRect(x: 40, y: 20, width: 160, height: 120))
            l.contents = picture
            l.contentsGravity = .bottomRight
            root.addSublayer(l)
        case "A-4-sublayers":
            for (x, background) in [(20.0, blue), (130.0, nil)] {
                let l = layer(CGRect(x: x, y: 30, width: 90, height: 100), background)
                l.addSublayer(layer(CGRect(x: 10, y: 10, width: 40, height: 40), red))
                l.addSublayer(layer(CGRect(x: 40, y: 50, width: 40, height: 40), green))
                root.addSublayer(l)
            }
        case "A-5-border":
            let l = layer(CGRect(x: 60, y: 30, width: 120, height: 100), blue)
            l.cornerRadius = 20
            l.borderWidth = 8
            l.borderColor = green
            root.addSublayer(l)
        case "A-7-shadow":
            for (x, background) in [(20.0, blue), (130.0, nil)] {
                let l = layer(CGRect(x: x, y: 30, width: 90, height: 90), background)
                l.shadowColor = red
                l.shadowOpacity = 1
                l.shadowOffset = CGSize(width: 5, height: 5)
                l.shadowRadius = 4
                if background == nil {
                    l.contents = picture
                    l.contentsGravity = .center
                    l.borderWidth = 3
                    l.borderColor = green
                }
                root.addSublayer(l)
            }
        case "A-8-opacity":
            for row in 0..<8 { for column in 0..<12 where (row + column) % 2 == 0 {
                root.addSublayer(layer(CGRect(x: column * 20, y: row * 20, width: 20, height: 20), CGColor(gray: 0.7, alpha: 1)))
            } }
            for (x, opacity) in [(20.0, Float(1)), (130.0, 0.5)] {
                let l = layer(CGRect(x: x, y: 30, width: 90, height: 100), blue)
                l.opacity = opacity
                root.addSublayer(l)
            }
        case "A-9-mask":
            for (x, opacity) in [(20.0, Float(1)), (130.0, 0.5)] {
                let l = layer(CGRect(x: x, y: 30, width: 90, height: 100), red)
                l.contents = picture
                l.opacity = opacity
                let mask = layer(CGRect(x: 10, y: 15, width: 70, height: 70), CGColor.black)
                mask.cornerRadius = 35
                l.mask = mask
                root.addSublayer(l)
            }
        case "gravity-comparison":
            for (index, gravity) in [CALayerContentsGravity.top, .bottom, .left, .right, .center, .resizeAspect].enumerated() {
                let l = layer(CGRect(x: 10 + CGFloat(index % 3) * 77, y: 10 + CGFloat(index / 3) * 75, width: 70, height: 68), CGColor(gray: 0.85, alpha: 1))
                l.contents = picture
                l.contentsScale = 2
                l.contentsGravity = gravity
                root.addSublayer(l)
            }
        case "anchor-point-and-position":
            for (index, anchor) in [CGPoint(x: 0.5, y: 0.5), CGPoint(x: 0, y: 0)].enumerated() {
                let l = layer(.zero, blue)
                l.bounds = CGRect(x: 0, y: 0, width: 80, height: 50)
                l.anchorPoint = anchor
                l.position = CGPoint(x: 70 + index * 110, y: 80)
                l.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
                root.addSublayer(l)
                root.addSublayer(layer(CGRect(x: l.position.x - 3, y: l.position.y - 3, width: 6, height: 6), red))
            }
        case "corner-radius-masks-to-bounds":
            for (x, masks) in [(20.0, false), (130.0, true)] {
                let l = layer(CGRect(x: x, y: 30, width: 90, height: 90), red)
                l.cornerRadius = 30
                l.contents = opaquePicture
                l.masksToBounds = masks
                root.addSublayer(l)
            }
        case "shadow-path":
            for (x, path) in [(20.0, false), (130.0, true)] {
                let l = layer(CGRect(x: x, y: 30, width: 90, height: 90), CGColor(gray: 1, alpha: 1))
                l.shadowOpacity = 0.8
                l.shadowRadius = 5
                l.shadowOffset = CGSize(width: 0, height: 6)
                if path { l.shadowPath = CGPath(ellipseIn: CGRect(x: 5, y: 70, width: 80, height: 24), transform: nil) }
                root.addSublayer(l)
            }
        case "nine-part-contents-center":
            let l = layer(CGRect(x: 20, y: 20, width: 200, height: 120))
            l.contents = picture
            l.contentsCenter = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
            root.addSublayer(l)
        case "replicator":
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 70, y: 30, width: 100, height: 100)
            let dot = layer(CGRect(x: 45, y: 0, width: 10, height: 10), CGColor(gray: 1, alpha: 1))
            dot.cornerRadius = 5
            replicator.addSublayer(dot)
            replicator.instanceCount = 10
            replicator.instanceTransform = CATransform3DMakeRotation(.pi / 5, 0, 0, 1)
            replicator.instanceColor = red
            replicator.instanceGreenOffset = 0.08
            replicator.instanceAlphaOffset = -0.08
            root.addSublayer(replicator)
        case "gradient-types":
            for (index, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
                let g = CAGradientLayer()
                g.frame = CGRect(x: 10 + CGFloat(index) * 77, y: 40, width: 70, height: 70)
                g.colors = [red, CGColor(red: 0.95, green: 0.85, blue: 0.2, alpha: 1), blue]
                g.type = type
                if type != .axial {
                    g.startPoint = CGPoint(x: 0.5, y: 0.5)
                    g.endPoint = CGPoint(x: 1, y: 1)
                }
                root.addSublayer(g)
            }
        default:
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 400
            root.sublayerTransform = perspective
            let card = layer(CGRect(x: 70, y: 20, width: 100, height: 120), blue)
            card.cornerRadius = 10
            card.borderWidth = 4
            card.borderColor = CGColor(gray: 1, alpha: 1)
            card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
            root.addSublayer(card)
        }
        return root
    }

    @Test("each figure matches its golden image", arguments: figures)
    func figure(name: String) {
        let root = Self.scene(name)
        GoldenImage.expectMatch(renderPixelsImage(root), named: name, tolerance: 1)
    }

    private func renderPixelsImage(_ root: CALayer) -> CGImage {
        let context = CGContext(
            data: nil, width: Int(Self.size.width), height: Int(Self.size.height), bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: Self.size.height)
        context.scaleBy(x: 1, y: -1)
        root.render(in: context)
        return context.makeImage()!
    }
}
