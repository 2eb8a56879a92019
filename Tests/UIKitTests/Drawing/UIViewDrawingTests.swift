import CasementTestSupport
import Testing
import UIKit
import UIKitCore

/// A view that fills its bounds with a colour, outlines them, and records each call of draw(_:).
@MainActor
final class PaintingView: UIView {
    var rects: [CGRect] = []
    var fill = UIColor.red
    var fillsOnlyLeftHalf = false

    override func draw(_ rect: CGRect) {
        rects.append(rect)
        fill.setFill()
        UIRectFill(fillsOnlyLeftHalf ? CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height) : bounds)
    }
}

/// A view whose draw(_:) calls UIView's, then draws.
@MainActor
final class SuperCallingView: UIView {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor.blue.setFill()
        UIRectFill(bounds)
    }
}

@Suite("UIView drawing")
@MainActor
struct UIViewDrawingTests {
    /// A shown window with `view` in it, after one turn.
    private func show(_ view: UIView, in app: TestApplication, background: UIColor = .white) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = background
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
        return window
    }

    private func pixel(_ window: UIWindow, _ app: TestApplication, _ x: Int, _ y: Int) -> [UInt8] {
        guard let image = app.platformWindow(of: window)?.presentedImage() else { return [] }
        return RGBAPixels(image)[x, y]
    }

    @Test("draw(_:) runs once when the view is first shown, with its bounds, and its picture is kept")
    func drawsOnceLazily() {
        let app = TestApplication()
        let view = PaintingView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        #expect(view.rects.isEmpty)
        let window = show(view, in: app)
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 40, height: 30)])
        #expect(pixel(window, app, 20, 20) == [255, 0, 0, 255])
        view.center.x += 10
        app.runTurn()
        app.runTurn()
        #expect(view.rects.count == 1)
        #expect(pixel(window, app, 55, 20) == [255, 0, 0, 255])
    }

    @Test("setNeedsDisplay draws again once, however often it is called in a turn")
    func setNeedsDisplayRedraws() {
        let app = TestApplication()
        let view = PaintingView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        let window = show(view, in: app)
        view.fill = .green
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        app.runTurn()
        #expect(view.rects.count == 2)
        #expect(pixel(window, app, 20, 20) == [0, 255, 0, 255])
    }

    @Test("setNeedsDisplay(_:) redraws only that rectangle and keeps the rest")
    func partialRedraw() {
        let app = TestApplication()
        let view = PaintingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let window = show(view, in: app)
        view.fill = .blue
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        app.runTurn()
        #expect(view.rects.last == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(window, app, 5, 5) == [0, 0, 255, 255])
        #expect(pixel(window, app, 20, 20) == [255, 0, 0, 255])
    }

    @Test("a view that does not override draw(_:) gets no backing store; one whose override calls super draws")
    func plainViewsHaveNoContents() {
        let app = TestApplication()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let calling = SuperCallingView(frame: CGRect(x: 30, y: 0, width: 20, height: 20))
        let window = show(plain, in: app)
        window.addSubview(calling)
        app.runTurn()
        #expect(plain.layer.contents == nil && window.layer.contents == nil)
        #expect(calling.layer.contents != nil)
        #expect(pixel(window, app, 40, 10) == [0, 0, 255, 255])
    }

    @Test("what draw(_:) leaves unpainted is black in an opaque view (iOS's default) and shows through when isOpaque is false")
    func opaqueBackingStore() {
        let app = TestApplication()
        let opaque = PaintingView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        opaque.fillsOnlyLeftHalf = true
        let clear = PaintingView(frame: CGRect(x: 0, y: 40, width: 40, height: 20))
        clear.fillsOnlyLeftHalf = true
        clear.isOpaque = false
        #expect(opaque.isOpaque && opaque.layer.isOpaque && !clear.layer.isOpaque)
        let window = show(opaque, in: app)
        window.addSubview(clear)
        app.runTurn()
        #expect(pixel(window, app, 30, 10) == [0, 0, 0, 255])
        #expect(pixel(window, app, 30, 50) == [255, 255, 255, 255])
        #expect(pixel(window, app, 5, 50) == [255, 0, 0, 255])
    }

    @Test("an opaque view with a translucent background shows what is behind where draw(_:) leaves it unpainted, as iOS draws it")
    func translucentBackgroundShowsThrough() {
        let app = TestApplication()
        let clear = PaintingView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        clear.fillsOnlyLeftHalf = true
        clear.backgroundColor = .clear
        let tinted = PaintingView(frame: CGRect(x: 0, y: 40, width: 40, height: 20))
        tinted.fillsOnlyLeftHalf = true
        tinted.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(clear.isOpaque && clear.layer.isOpaque)
        let window = show(clear, in: app)
        window.addSubview(tinted)
        app.runTurn()
        #expect(pixel(window, app, 30, 10) == [255, 255, 255, 255])
        #expect(pixel(window, app, 5, 10) == [255, 0, 0, 255])
        #expect(pixel(window, app, 30, 50) == [127, 127, 255, 255] || pixel(window, app, 30, 50) == [128, 128, 255, 255])
        // Made opaque again, the background is drawn into an opaque backing store once more.
        clear.backgroundColor = .green
        app.runTurn()
        #expect(pixel(window, app, 30, 10) == [0, 255, 0, 255])
    }

    @Test("the current context is the view's while it draws and none outside; push and pop nest; a lone pop is reported")
    func contextStack() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        UIGraphicsPushContext(context)
        #expect(UIGraphicsGetCurrentContext() === context)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()
        #expect(Diagnostics.hasReported("UIGraphicsPopContext() ignored"))
    }

    @Test("UIRectFrame paints a one-point frame inside the rectangle with the fill colour")
    func rectFrame() throws {
        let context = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        UIGraphicsPushContext(context)
        UIColor.red.set()
        UIRectFrame(CGRect(x: 2, y: 2, width: 6, height: 6))
        UIGraphicsPopContext()
        let pixels = RGBAPixels(try #require(context.makeImage()))
        #expect(pixels[2, 2] == [255, 0, 0, 255] && pixels[7, 5] == [255, 0, 0, 255])
        #expect(pixels[4, 4] == [0, 0, 0, 0] && pixels[1, 1] == [0, 0, 0, 0])
    }

    @Test("content modes set the layer's gravity (UIKit's top is Core Animation's bottom on a y-down screen); redraw redraws on resize")
    func contentModes() {
        let app = TestApplication()
        let view = PaintingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(view.contentMode == .scaleToFill && view.layer.contentsGravity == .resize)
        view.contentMode = .top
        #expect(view.layer.contentsGravity == .bottom)
        view.contentMode = .bottomRight
        #expect(view.layer.contentsGravity == .topRight)
        view.contentMode = .scaleAspectFit
        #expect(view.layer.contentsGravity == .resizeAspect)
        let window = show(view, in: app)
        view.bounds.size = CGSize(width: 50, height: 50)
        app.runTurn()
        #expect(view.rects.count == 1)
        view.contentMode = .redraw
        view.bounds.size = CGSize(width: 60, height: 60)
        app.runTurn()
        #expect(view.rects == [CGRect(x: 0, y: 0, width: 40, height: 40), CGRect(x: 0, y: 0, width: 60, height: 60)])
        #expect(window.isKeyWindow)
    }

    @Test("on a scale 2 screen a view draws at two pixels per point")
    func drawsAtScreenScale() {
        let app = TestApplication(screens: [TestScreens.screen("HI", width: 2560, height: 1600, ppi: 192, primary: true)])
        let view = PaintingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let window = show(view, in: app)
        let store = view.layer.contentsImage
        #expect(store?.width == 40 && store?.height == 40 && window.screen.scale == 2)
    }

    @Test("With clearsContextBeforeDrawing off, what a redraw leaves unpainted keeps the earlier drawing")
    func clearsContextBeforeDrawing() {
        for clears in [true, false] {
            let app = TestApplication()
            let view = PaintingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.isOpaque = false
            view.clearsContextBeforeDrawing = clears
            let window = show(view, in: app)
            view.fill = .blue
            view.fillsOnlyLeftHalf = true
            view.setNeedsDisplay()
            app.runTurn()
            #expect(pixel(window, app, 10, 20) == [0, 0, 255, 255])
            #expect(pixel(window, app, 30, 20) == (clears ? [255, 255, 255, 255] : [255, 0, 0, 255]))
        }
    }

    @Test("An image the app sets as a plain view's layer contents stays through display")
    func appSetContentsStay() {
        let app = TestApplication()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        view.layer.contents = red.cgImage
        let window = show(view, in: app)
        view.setNeedsDisplay()
        app.runTurn()
        #expect(view.layer.contents != nil)
        #expect(pixel(window, app, 10, 10) == [255, 0, 0, 255])
    }

    @Test("What an opaque view's draw(_:) leaves unpainted shows its background colour (black without one)")
    func opaqueViewShowsItsBackground() {
        let app = TestApplication()
        let view = PaintingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.fillsOnlyLeftHalf = true
        view.backgroundColor = .green
        let window = show(view, in: app)
        #expect(pixel(window, app, 10, 20) == [255, 0, 0, 255] && pixel(window, app, 30, 20) == [0, 255, 0, 255])
        let bare = PaintingView(frame: CGRect(x: 50, y: 0, width: 40, height: 40))
        bare.fillsOnlyLeftHalf = true
        window.addSubview(bare)
        app.runTurn()
        #expect(pixel(window, app, 80, 20) == [0, 0, 0, 255])
    }
}
