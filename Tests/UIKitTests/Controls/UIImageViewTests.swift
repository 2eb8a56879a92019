import CasementTestSupport
import Testing
import UIKit
import UIKitCore

@Suite("UIImageView")
@MainActor
struct UIImageViewTests {
    private let red: [UInt8] = [255, 0, 0, 255]
    private let blue: [UInt8] = [0, 0, 255, 255]
    private let white: [UInt8] = [255, 255, 255, 255]

    /// A shown 100×100 white window holding `view`, after one turn.
    private func show(_ view: UIView, in app: TestApplication) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
        return window
    }

    private func pixels(_ window: UIWindow, _ app: TestApplication) -> RGBAPixels? {
        app.platformWindow(of: window)?.presentedImage().map(RGBAPixels.init)
    }

    @Test("An image view is sized to its image, takes no touches, and reports the image's size")
    func sizing() {
        let image = UIImage(cgImage: ImageFixtures.bitmap(width: 40, height: 20), scale: 2, orientation: .up)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(!view.isUserInteractionEnabled && view.intrinsicContentSize == CGSize(width: 20, height: 10))
        #expect(UIImageView(frame: .zero).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(view.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 20, height: 10))
    }

    @Test("The image shows scaled to fill by default, and placed by other content modes")
    func contentModes() {
        let app = TestApplication()
        let view = UIImageView(image: UIImage(cgImage: ImageFixtures.bitmap(width: 20, height: 20)))
        view.frame = CGRect(x: 0, y: 0, width: 80, height: 40)
        let window = show(view, in: app)
        #expect(pixels(window, app)?[5, 20] == red && pixels(window, app)?[75, 20] == blue)
        view.contentMode = .center
        app.runTurn()
        let centred = pixels(window, app)
        #expect(centred?[25, 20] == white && centred?[35, 20] == red && centred?[45, 20] == blue && centred?[55, 20] == white)
        view.contentMode = .topLeft
        app.runTurn()
        #expect(pixels(window, app)?[5, 5] == red && pixels(window, app)?[5, 25] == white)
    }

    @Test("The highlighted image shows while highlighted")
    func highlighted() {
        let app = TestApplication()
        let view = UIImageView(
            image: UIImage(cgImage: ImageFixtures.solid(width: 10, height: 10, red)),
            highlightedImage: UIImage(cgImage: ImageFixtures.solid(width: 10, height: 10, blue)))
        let window = show(view, in: app)
        #expect(pixels(window, app)?[5, 5] == red)
        view.isHighlighted = true
        app.runTurn()
        #expect(pixels(window, app)?[5, 5] == blue)
    }

    @Test("A template image is drawn in the tint colour, and follows it")
    func templateTint() {
        let app = TestApplication()
        let view = UIImageView(image: UIImage(cgImage: ImageFixtures.solid(width: 10, height: 10, red)).withRenderingMode(.alwaysTemplate))
        view.tintColor = .green
        let window = show(view, in: app)
        #expect(pixels(window, app)?[5, 5] == [0, 255, 0, 255])
        view.tintColor = .blue
        app.runTurn()
        #expect(pixels(window, app)?[5, 5] == blue)
    }

    @Test("A stretchable image keeps its caps in the view")
    func stretchable() {
        let app = TestApplication()
        var rgba: [UInt8] = []
        for y in 0..<10 { for x in 0..<10 { rgba += (x < 3 || x > 6 || y < 3 || y > 6) ? blue : red } }
        let image = UIImage(cgImage: RGBAPixels.image(width: 10, height: 10, rgba: rgba)!)
            .resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        let window = show(view, in: app)
        let shown = pixels(window, app)
        #expect(shown?[1, 30] == blue && shown?[5, 30] == red && shown?[58, 30] == blue)
    }

    @Test("Animation images play in turn, at one thirtieth of a second each unless a duration is set")
    func animationImages() {
        let app = TestApplication()
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.animationImages = [red, blue].map { UIImage(cgImage: ImageFixtures.solid(width: 10, height: 10, $0)) }
        view.animationDuration = 1
        let window = show(view, in: app)
        view.startAnimating()
        #expect(view.isAnimating)
        app.runTurn()
        app.clock.advance(by: 0.25)
        #expect(pixels(window, app)?[5, 5] == red)
        app.clock.advance(by: 0.5)
        #expect(pixels(window, app)?[5, 5] == blue)
        view.stopAnimating()
        #expect(!view.isAnimating)
    }
}
