import CoreGraphics
import QuartzCore
import SnapshotTesting
import Testing
import UIKit
@testable import UIKitTesting

@Suite("Snapshot strategies", .serialized)
@MainActor
struct SnapshotStrategyTests {
    /// A 60×40 view: a blue card with a rounded orange badge and a label.
    private func card() -> UIView {
        PinnedFonts.install()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        card.backgroundColor = .systemBlue
        card.accessibilityIdentifier = "card"
        let badge = UIView(frame: CGRect(x: 40, y: 4, width: 16, height: 16))
        badge.backgroundColor = .orange
        badge.layer.cornerRadius = 8
        card.addSubview(badge)
        let label = UILabel(frame: CGRect(x: 4, y: 20, width: 52, height: 16))
        label.text = "Card"
        label.font = UIFont.systemFont(ofSize: 12)
        label.textColor = .white
        card.addSubview(label)
        return card
    }

    @Test("a view's image snapshot matches its recorded reference")
    func viewImage() {
        assertSnapshot(of: card(), as: .image, named: "card")
    }

    @Test("a view renders at the scale asked for")
    func viewImageScale() {
        assertSnapshot(of: card(), as: .image(scale: 2), named: "card-2x")
    }

    @Test("a layer's image snapshot matches its recorded reference")
    func layerImage() {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 32, height: 32), transform: nil)
        layer.fillColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        assertSnapshot(of: layer as CALayer, as: .image, named: "circle")
    }

    @Test("a failed comparison reports its numbers and the stack the reference was made with")
    func failureMessage() throws {
        let reference = RenderedImage(RGBAImage(width: 2, height: 2, bytes: [UInt8](repeating: 255, count: 16)).cgImage,
                                      renderingStack: RenderingStack(description: "cairo 0.9.0, pixman 0.1.0, pango 1.0.0, fonts 0"))
        var bytes = [UInt8](repeating: 255, count: 16)
        bytes[0] = 0
        let actual = RenderedImage(RGBAImage(width: 2, height: 2, bytes: bytes).cgImage)
        let (message, attachments) = try #require(Diffing<RenderedImage>.image().diffV2(reference, actual))
        #expect(message.contains("1 of 4 pixels differ (25.0000 %)"))
        #expect(message.contains("cairo 0.9.0 → "))
        #expect(attachments.count == 3)
        #expect(Diffing<RenderedImage>.image().diffV2(actual, actual) == nil)
    }

    @Test("a reference keeps the rendering stack through its PNG data")
    func referenceData() throws {
        let image = RenderedImage(RGBAImage(width: 1, height: 1, bytes: [1, 2, 3, 255]).cgImage)
        let diffing = Diffing<RenderedImage>.image()
        let decoded = diffing.fromData(diffing.toData(image))
        #expect(decoded.renderingStack == RenderingStack.current)
        #expect(RGBAImage(decoded.image) == RGBAImage(image.image))
    }

    @Test("rendering that differs between two renders is reported as non-determinism")
    func nondeterminism() {
        var shade: UInt8 = 0
        withKnownIssue {
            _ = SnapshotRenderer.twice(what: "layer") {
                shade += 100
                return RGBAImage(width: 1, height: 1, bytes: [shade, shade, shade, 255]).cgImage
            }
        } matching: { issue in
            issue.description.contains("not deterministic")
        }
    }

    @Test("the hierarchy snapshot strategy matches its recorded reference")
    func hierarchySnapshot() {
        assertSnapshot(of: card(), as: .hierarchy(includesLayers: true), named: "card")
    }

    /// What `strategy` makes of `view`.
    private func snapshot(_ view: UIView, _ strategy: Snapshotting<UIView, RenderedImage>) throws -> RGBAImage {
        var made: RenderedImage?
        strategy.snapshot(view).run { made = $0 }
        return RGBAImage(try #require(made).image)
    }

    @Test("SnapshotTesting's iOS parameters: size lays the view out, traits give its scale and interface style")
    func iOSSizeAndTraits() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        let light = try snapshot(view, .image(size: CGSize(width: 30, height: 20), traits: UITraitCollection(displayScale: 2)))
        #expect(light.width == 60 && light.height == 40)
        #expect(Array(light.bytes.prefix(3)) == [255, 255, 255])
        let dark = try snapshot(view, .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(Array(dark.bytes.prefix(3)) == [0, 0, 0])
        #expect(view.overrideUserInterfaceStyle == .unspecified)
    }

    @Test("SnapshotTesting's precision lets that fraction of pixels differ; perceptual precision forgives close colours")
    func iOSPrecisions() throws {
        let white = [UInt8](repeating: 255, count: 16)
        var oneBlack = white
        oneBlack[0...2] = [0, 0, 0]
        var oneNearWhite = white
        oneNearWhite[0...2] = [250, 250, 250]
        let reference = RenderedImage(RGBAImage(width: 2, height: 2, bytes: white).cgImage)
        let black = RenderedImage(RGBAImage(width: 2, height: 2, bytes: oneBlack).cgImage)
        let nearWhite = RenderedImage(RGBAImage(width: 2, height: 2, bytes: oneNearWhite).cgImage)
        #expect(Snapshotting<UIView, RenderedImage>.image(precision: 0.75).diffing.diffV2(reference, black) == nil)
        #expect(Snapshotting<UIView, RenderedImage>.image(precision: 0.8).diffing.diffV2(reference, black) != nil)
        #expect(Snapshotting<UIView, RenderedImage>.image(perceptualPrecision: 0.98).diffing.diffV2(reference, nearWhite) == nil)
        #expect(Snapshotting<UIView, RenderedImage>.image().diffing.diffV2(reference, nearWhite) != nil)
    }

    @Test("SnapshotTesting's image strategy for UIImage, pulled back as iOS suites do, matches its recorded reference")
    func uiImagePullback() {
        // As lottie-ios's tests make their strategy: the base image strategy pulled back to views.
        let strategy: Snapshotting<UIView, UIImage> = SimplySnapshotting.image(precision: 1, perceptualPrecision: 0.98, scale: 1)
            .pullback { view in UIGraphicsImageRenderer(bounds: view.bounds).image { view.layer.render(in: $0.cgContext) } }
        assertSnapshot(of: card(), as: strategy, named: "card-uiimage")
    }

    @Test("the UIImage strategy compares by SnapshotTesting's precision and perceptual precision")
    func uiImagePrecisions() throws {
        func image(_ corner: [UInt8]) -> UIImage {
            var bytes = [UInt8](repeating: 255, count: 16)
            bytes[0...2] = corner[0...2]
            return UIImage(cgImage: RGBAImage(width: 2, height: 2, bytes: bytes).cgImage)
        }
        let reference = image([255, 255, 255]), black = image([0, 0, 0]), nearWhite = image([250, 250, 250])
        #expect(Snapshotting<UIImage, UIImage>.image(precision: 0.75).diffing.diffV2(reference, black) == nil)
        #expect(Snapshotting<UIImage, UIImage>.image(precision: 0.8).diffing.diffV2(reference, black) != nil)
        #expect(Snapshotting<UIImage, UIImage>.image(perceptualPrecision: 0.98).diffing.diffV2(reference, nearWhite) == nil)
        #expect(Snapshotting<UIImage, UIImage>.image.diffing.diffV2(reference, nearWhite) != nil)
        let stored = Snapshotting<UIImage, UIImage>.image(scale: 2).diffing
        #expect(stored.fromData(stored.toData(black)).scale == 2)
    }
}
