import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// The same tree twice, each on its own y-down surface: one compositor writes plain damage as
/// fills, the other always walks the renderer, so every frame's pixels can be compared.
@MainActor
private final class TwinSurfaces {
    private(set) var roots: [CALayer] = []
    private var contexts: [CGContext] = []
    private(set) var compositors: [LayerCompositor] = []
    let bounds: CGRect

    init(size: CGFloat = 120, scale: CGFloat = 1, build: (CALayer) -> Void) {
        bounds = CGRect(x: 0, y: 0, width: size, height: size)
        let pixels = Int((size * scale).rounded(.up))
        for paintsFills in [true, false] {
            let root = CALayer()
            root.frame = bounds
            root.delegate = WithoutActions.shared
            build(root)
            let context = CGContext(
                data: nil, width: pixels, height: pixels, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            context.translateBy(x: 0, y: CGFloat(pixels))
            context.scaleBy(x: scale, y: -scale)
            let compositor = LayerCompositor(rootLayer: root)
            compositor.paintsSolidFillsDirectly = paintsFills
            roots.append(root)
            contexts.append(context)
            compositors.append(compositor)
        }
    }

    /// Runs a frame on both surfaces.
    func frame() {
        for (compositor, context) in zip(compositors, contexts) { compositor.renderFrame(in: context, surfaceBounds: bounds) }
    }

    /// Runs the first frame and expects it written as fills, with the renderer's pixels.
    func expectFirstFrameFilled(sourceLocation: SourceLocation = #_sourceLocation) {
        frame()
        #expect(solidFillFrames == 1, sourceLocation: sourceLocation)
        #expect(differingPixels == 0, sourceLocation: sourceLocation)
    }

    /// Runs a frame, makes `change` to both trees, and expects the next frame written as fills,
    /// with the renderer's pixels.
    func expectFilledFrame(after change: (CALayer) -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        frame()
        let before = solidFillFrames
        self.change(change)
        frame()
        #expect(solidFillFrames == before + 1, sourceLocation: sourceLocation)
        #expect(differingPixels == 0, sourceLocation: sourceLocation)
    }

    /// Changes both trees alike.
    func change(_ body: (CALayer) -> Void) {
        for root in roots { body(root) }
    }

    /// How many of the surface's paints were written as fills.
    var solidFillFrames: Int { compositors[0].solidFillFrames }

    var fillsPixels: RGBAPixels { RGBAPixels(contexts[0].makeImage()!) }

    /// How many pixels of the two surfaces differ (a count, so a failure does not print them all).
    var differingPixels: Int {
        let fills = fillsPixels.bytes, renderer = RGBAPixels(contexts[1].makeImage()!).bytes
        return stride(from: 0, to: fills.count, by: 4).count { fills[$0..<$0 + 4] != renderer[$0..<$0 + 4] }
    }
}

private let background = CGColor(gray: 0.95, alpha: 1)
private let blue = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
private let red = CGColor(red: 1, green: 0.2, blue: 0.1, alpha: 1)

/// A window-like tree: an opaque background and a square on it.
@MainActor
private func squareOnBackground(_ root: CALayer) {
    root.backgroundColor = background
    root.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 32, height: 32), blue))
}

/// What makes a layer draw more than a plain rectangle, or draw one off the pixel grid.
enum NotPlain: String, CaseIterable, CustomTestStringConvertible {
    case roundedCorners, border, shadow, halfOpacity, rotation, sublayerTransform, flippedGeometry, shapeLayer, contents, mask,
        rasterized, compositingFilter, fractionalPosition, translucentBackground, animation, fadingOut

    var testDescription: String { rawValue }

    /// Gives `layer` the feature.
    @MainActor
    func apply(to layer: CALayer) {
        switch self {
        case .roundedCorners: layer.cornerRadius = 6
        case .border:
            layer.borderWidth = 3
            layer.borderColor = red
        case .shadow:
            layer.shadowOpacity = 0.5
            layer.shadowRadius = 2
        case .halfOpacity: layer.opacity = 0.5
        case .rotation: layer.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        case .sublayerTransform:
            layer.sublayerTransform = CATransform3DMakeScale(1.5, 1.5, 1)
            layer.addSublayer(solidLayer(CGRect(x: 2, y: 2, width: 8, height: 8), red))
        case .flippedGeometry:
            layer.isGeometryFlipped = true
            layer.addSublayer(solidLayer(CGRect(x: 2, y: 2, width: 8, height: 8), red))
        case .shapeLayer:
            let shape = CAShapeLayer()
            shape.delegate = WithoutActions.shared
            shape.frame = layer.bounds
            shape.path = CGPath(ellipseIn: layer.bounds, transform: nil)
            shape.fillColor = red
            layer.addSublayer(shape)
        case .contents:
            let image = rgbaContext(width: 4, height: 4)
            image.setFillColor(red)
            image.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
            layer.contents = image.makeImage()
        case .mask:
            let mask = CALayer()
            mask.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
            mask.backgroundColor = CGColor(gray: 0, alpha: 1)
            layer.mask = mask
        case .rasterized: layer.shouldRasterize = true
        case .compositingFilter: layer.compositingFilter = "multiplyBlendMode"
        case .fractionalPosition: layer.position.x += 0.5
        case .translucentBackground: layer.backgroundColor = red.copy(alpha: 0.5)
        case .animation:
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.fromValue = 1
            animation.toValue = 1
            animation.duration = 1000
            layer.add(animation, forKey: "held")
        case .fadingOut:
            // The model is transparent already; the presentation is not.
            let animation = CABasicAnimation(keyPath: "opacity")
            (animation.fromValue, animation.toValue, animation.duration) = (1, 0, 1000)
            layer.add(animation, forKey: "fade")
            layer.opacity = 0
        }
    }
}

@Suite("Layer compositor solid fills")
@MainActor
struct LayerCompositorSolidFillTests {
    @Test("a plain square moved over an opaque background is painted as fills, with the renderer's pixels")
    func movedSquare() {
        let twins = TwinSurfaces(build: squareOnBackground)
        twins.expectFilledFrame { $0.sublayers![0].position.x += 3 }
    }

    @Test("the first frame of a tree of plain rectangles is painted as fills")
    func firstFrame() {
        let twins = TwinSurfaces(build: squareOnBackground)
        twins.expectFirstFrameFilled()
    }

    @Test("without an opaque background the damage is cleared first, as the renderer clears it")
    func clearsWithoutBackground() {
        let twins = TwinSurfaces { root in root.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 32, height: 32), blue)) }
        twins.frame()
        twins.change { $0.sublayers![0].position.y += 5 }
        twins.frame()
        #expect(twins.solidFillFrames == 2)
        #expect(twins.differingPixels == 0)
        #expect(twins.fillsPixels[36, 22] == [0, 0, 0, 0])
    }

    @Test("a layer that masks to its bounds clips its sublayers' fills")
    func masksToBounds() {
        let twins = TwinSurfaces { root in
            root.backgroundColor = background
            let parent = solidLayer(CGRect(x: 10, y: 10, width: 40, height: 40), blue)
            parent.masksToBounds = true
            parent.addSublayer(solidLayer(CGRect(x: 30, y: 30, width: 40, height: 40), red))
            root.addSublayer(parent)
        }
        twins.expectFirstFrameFilled()
        #expect(twins.fillsPixels[55, 55] == [243, 243, 243, 255])
    }

    @Test("hidden, transparent and empty layers and their sublayers draw nothing")
    func skippedLayers() {
        let twins = TwinSurfaces { root in
            root.backgroundColor = background
            for (index, frame) in [CGRect(x: 5, y: 5, width: 20, height: 20), CGRect(x: 40, y: 5, width: 20, height: 20), CGRect(x: 70, y: 5, width: 0, height: 20)].enumerated() {
                let layer = solidLayer(frame, blue)
                layer.addSublayer(solidLayer(CGRect(x: 2, y: 2, width: 8, height: 8), red))
                if index == 0 { layer.isHidden = true }
                if index == 1 { layer.opacity = 0 }
                root.addSublayer(layer)
            }
        }
        twins.expectFirstFrameFilled()
    }

    @Test("sublayers are filled in zPosition order")
    func zOrder() {
        let twins = TwinSurfaces { root in
            root.backgroundColor = background
            let front = solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30), red)
            front.zPosition = 1
            root.addSublayer(front)
            root.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 30, height: 30), blue))
        }
        twins.frame()
        #expect(twins.solidFillFrames == 1)
        #expect(twins.fillsPixels[30, 30] == [255, 51, 25, 255])
        #expect(twins.differingPixels == 0)
    }

    @Test("a surface at twice the scale is filled on its whole pixels")
    func doubleScale() {
        let twins = TwinSurfaces(scale: 2, build: squareOnBackground)
        twins.frame()
        twins.change { $0.sublayers![0].position.x += 0.5 }
        twins.frame()
        #expect(twins.solidFillFrames == 2)
        #expect(twins.differingPixels == 0)
    }

    @Test("a layer that draws more than a plain rectangle leaves the frame to the renderer", arguments: NotPlain.allCases)
    func notPlain(_ feature: NotPlain) {
        let twins = TwinSurfaces(build: squareOnBackground)
        twins.frame()
        let before = twins.solidFillFrames
        twins.change { feature.apply(to: $0.sublayers![0]) }
        twins.frame()
        #expect(twins.solidFillFrames == before)
        #expect(twins.differingPixels == 0)
    }

    @Test("a layer whose background colour changes is filled with the new colour")
    func newBackgroundColour() {
        let twins = TwinSurfaces(build: squareOnBackground)
        twins.expectFilledFrame { $0.sublayers![0].backgroundColor = red }
    }

    @Test("a layer that goes back to a plain rectangle is filled again")
    func plainAgain() {
        let twins = TwinSurfaces(build: squareOnBackground)
        twins.frame()
        twins.change { $0.sublayers![0].cornerRadius = 6 }
        twins.frame()
        let before = twins.solidFillFrames
        twins.change { $0.sublayers![0].cornerRadius = 0 }
        twins.frame()
        #expect(twins.solidFillFrames == before + 1)
        #expect(twins.differingPixels == 0)
    }

    @Test("a layer outside the damage does not stop the damage being filled")
    func culledLayerOutsideDamage() {
        let twins = TwinSurfaces { root in
            squareOnBackground(root)
            let shape = CAShapeLayer()
            shape.delegate = WithoutActions.shared
            shape.frame = CGRect(x: 80, y: 80, width: 30, height: 30)
            shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
            shape.fillColor = red
            root.addSublayer(shape)
        }
        twins.expectFilledFrame { $0.sublayers![0].position.x += 3 }
    }
}
