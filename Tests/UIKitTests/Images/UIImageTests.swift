import CasementTestSupport
import Testing
import UIKit
import UIKitCore

@Suite("UIImage")
@MainActor
struct UIImageTests {
    /// What `body` draws on a white canvas.
    private func render(width: Int = 40, height: Int = 40, _ body: () -> Void) -> RGBAPixels {
        Canvas.render(width: width, height: height, body)
    }

    private let red: [UInt8] = [255, 0, 0, 255]
    private let blue: [UInt8] = [0, 0, 255, 255]
    private let green: [UInt8] = [0, 255, 0, 255]
    private let white: [UInt8] = [255, 255, 255, 255]

    @Test("An image's size is its pixels over its scale")
    func sizeAndScale() {
        let image = UIImage(cgImage: ImageFixtures.bitmap(width: 40, height: 20), scale: 2, orientation: .up)
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2)
        #expect(UIImage(cgImage: ImageFixtures.bitmap(width: 40, height: 20)).size == CGSize(width: 40, height: 20))
    }

    @Test("named picks the file for the display scale, then larger, then smaller; a missing name is nil")
    func namedByScale() throws {
        let bundle = try ImageFixtures.bundle([
            "icon.png": ImageFixtures.solid(width: 10, height: 10, red),
            "icon@2x.png": ImageFixtures.solid(width: 20, height: 20, blue),
            "badge@3x.png": ImageFixtures.solid(width: 30, height: 30, green),
        ])
        let two = UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))
        #expect(two?.scale == 2 && two?.size == CGSize(width: 10, height: 10))
        let one = UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))
        #expect(one?.scale == 1 && one?.size == CGSize(width: 10, height: 10))
        #expect(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 3))?.scale == 2)
        #expect(UIImage(named: "badge", in: bundle, compatibleWith: UITraitCollection(displayScale: 1))?.size == CGSize(width: 10, height: 10))
        #expect(UIImage(named: "icon.png", in: bundle, compatibleWith: UITraitCollection(displayScale: 2))?.scale == 2)
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test("contentsOfFile takes the scale from the file name; data decodes PNG at the scale given")
    func fileAndData() throws {
        let bundle = try ImageFixtures.bundle(["photo@2x.png": ImageFixtures.solid(width: 8, height: 8, red)])
        let path = try #require(bundle.path(forResource: "photo@2x", ofType: "png"))
        #expect(UIImage(contentsOfFile: path)?.scale == 2)
        let data = try #require(UIImage(contentsOfFile: path)?.pngData())
        #expect(UIImage(data: data, scale: 4)?.size == CGSize(width: 2, height: 2))
        #expect(UIImage(data: Data([1, 2, 3])) == nil && UIImage(contentsOfFile: "/no/such/file.png") == nil)
    }

    @Test("draw(in:) and draw(at:) put the image upright in a UIKit context")
    func drawing() {
        let image = UIImage(cgImage: ImageFixtures.bitmap(width: 20, height: 20, marker: [0, 255, 0, 255]))
        let pixels = render { image.draw(at: CGPoint(x: 10, y: 10)) }
        #expect(pixels[10, 10] == green, "the marker stays top-left")
        #expect(pixels[12, 20] == red && pixels[25, 20] == blue && pixels[5, 5] == white)
        let scaled = render { image.draw(in: CGRect(x: 0, y: 0, width: 40, height: 40)) }
        #expect(scaled[10, 30] == red && scaled[30, 30] == blue)
    }

    @Test("Orientations turn the image: right shows it turned clockwise, and swaps its size")
    func orientations() {
        let bitmap = ImageFixtures.bitmap(width: 20, height: 10, marker: [0, 255, 0, 255])
        let right = UIImage(cgImage: bitmap, scale: 1, orientation: .right)
        #expect(right.size == CGSize(width: 10, height: 20))
        let pixels = render { right.draw(at: .zero) }
        // Turned clockwise, the top-left marker goes to the top-right; the red (left) half goes on top.
        #expect(pixels[9, 0] == green && pixels[5, 5] == red && pixels[5, 15] == blue)
        let mirrored = render { UIImage(cgImage: bitmap, scale: 1, orientation: .upMirrored).draw(at: .zero) }
        #expect(mirrored[19, 0] == green && mirrored[2, 5] == blue)
        let down = UIImage(cgImage: bitmap, scale: 1, orientation: .down).pngData().flatMap { try? CGImage.decoded(from: $0) }
        #expect(down.map(RGBAPixels.init)?[19, 9] == green, "PNG data is written upright")
    }

    @Test("A resizable image keeps its caps' size and stretches or tiles its middle")
    func resizable() {
        // 10×10: a 3-pixel green frame around a red middle.
        var rgba: [UInt8] = []
        for y in 0..<10 { for x in 0..<10 { rgba += (x < 3 || x > 6 || y < 3 || y > 6) ? [0, 255, 0, 255] : [255, 0, 0, 255] } }
        let framed = UIImage(cgImage: RGBAPixels.image(width: 10, height: 10, rgba: rgba)!)
        let insets = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        let stretched = render { framed.resizableImage(withCapInsets: insets, resizingMode: .stretch).draw(in: CGRect(x: 0, y: 0, width: 40, height: 40)) }
        #expect(stretched[1, 20] == green && stretched[4, 20] == red && stretched[38, 20] == green && stretched[20, 36] == red)
        let tiled = framed.resizableImage(withCapInsets: insets)
        #expect(tiled.resizingMode == .tile && tiled.capInsets == insets)
        let tiledPixels = render { tiled.draw(in: CGRect(x: 0, y: 0, width: 40, height: 40)) }
        #expect(tiledPixels[1, 20] == green && tiledPixels[20, 20] == red && tiledPixels[38, 38] == green)
    }

    @Test("An animated image holds its frames and duration; rendering modes are kept by copies")
    func animatedAndRenderingModes() {
        let frames = [red, blue].map { UIImage(cgImage: ImageFixtures.solid(width: 4, height: 4, $0)) }
        let animated = UIImage.animatedImage(with: frames, duration: 0.5)
        #expect(animated?.images?.count == 2 && animated?.duration == 0.5 && animated?.size == CGSize(width: 4, height: 4))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        let template = frames[0].withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && frames[0].renderingMode == .automatic)
        #expect(template.resizableImage(withCapInsets: .zero).renderingMode == .alwaysTemplate)
    }
}

@Suite("UIColor pattern images")
@MainActor
struct UIColorPatternTests {
    @Test("A pattern colour as a view's background repeats the image from the view's top-left corner")
    func patternBackground() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.backgroundColor = .white
        // A 10×10 tile: red left half, blue right half.
        let tile = UIImage(cgImage: ImageFixtures.bitmap(width: 10, height: 10))
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
        view.backgroundColor = UIColor(patternImage: tile)
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
        let pixels = app.platformWindow(of: window)?.presentedImage().map(RGBAPixels.init)
        #expect(pixels?[6, 10] == [255, 0, 0, 255] && pixels?[12, 10] == [0, 0, 255, 255])
        #expect(pixels?[16, 30] == [255, 0, 0, 255] && pixels?[22, 30] == [0, 0, 255, 255], "repeated")
        #expect(pixels?[50, 10] == [255, 255, 255, 255])
    }

    @Test("A background changing to a pattern colour in an animation switches halfway instead of blending")
    func patternColourAnimates() {
        let stage = AnimationStage()
        let pattern = UIColor(patternImage: UIImage(cgImage: ImageFixtures.bitmap(width: 10, height: 10)))
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { stage.view.backgroundColor = pattern })
        stage.run(0.25)
        #expect(stage.shown(stage.view).backgroundColor == UIColor.red.cgColor)
        stage.app.clock.advance(by: 0.5)
        #expect(stage.shown(stage.view).backgroundColor == pattern.cgColor)
    }
}
