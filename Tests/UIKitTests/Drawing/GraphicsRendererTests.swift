import CasementTestSupport
import Testing
import UIKit
import UIKitCore

/// A view that draws a red square in its top-left quarter and counts its print drawing.
@MainActor
final class QuarterView: UIView {
    var printCalls = 0

    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height / 2))
    }

    override func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) {
        printCalls += 1
        super.draw(rect, for: formatter)
    }
}

@Suite("Graphics renderers, snapshots and printing")
@MainActor
struct GraphicsRendererTests {
    private let red: [UInt8] = [255, 0, 0, 255]
    private let clear: [UInt8] = [0, 0, 0, 0]

    private func pixels(_ image: UIImage) -> RGBAPixels { RGBAPixels(image.cgImage!) }

    @Test("An image renderer draws y-down at its scale into an image of its size")
    func imageRenderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
        }
        #expect(image.size == CGSize(width: 20, height: 10) && image.scale == 2 && image.cgImage?.width == 40)
        #expect(pixels(image)[2, 2] == red && pixels(image)[30, 2] == clear && pixels(image)[2, 15] == clear)
    }

    @Test("A renderer's bounds origin is the image's top-left; an opaque format leaves black")
    func boundsAndOpaque() {
        let format = UIGraphicsImageRendererFormat()
        (format.scale, format.opaque) = (1, true)
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 20, height: 20), format: format).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 5, height: 5))
        }
        #expect(pixels(image)[1, 1] == red && pixels(image)[10, 10] == [0, 0, 0, 255])
    }

    @Test("currentImage shows the drawing so far; stroke and clip work in renderer coordinates")
    func rendererContext() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var halfway: UIImage?
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            halfway = context.currentImage
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(halfway.map(pixels)?[15, 5] == red)
        #expect(pixels(image)[5, 5] == [0, 0, 255, 255] && pixels(image)[15, 5] == red)
    }

    @Test("The iOS 4 image context functions make an image of what is drawn")
    func legacyImageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 3)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.scale == 3 && image?.size == CGSize(width: 10, height: 10) && image.map(pixels)?[2, 2] == red)
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsEndImageContext()
        #expect(Diagnostics.hasReported("UIGraphicsEndImageContext() ignored"))
    }

    @Test("A PDF renderer writes a page per beginPage, as vectors")
    func pdfRenderer() throws {
        let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100)).pdfData { context in
            for _ in 0..<2 {
                context.beginPage()
                UIColor.red.setFill()
                UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 50, height: 30)).fill()
            }
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF"))
        #expect(text.components(separatedBy: "/Type /Page\n").count - 1 == 2 || text.components(separatedBy: "/Type /Page ").count - 1 == 2)
        #expect(!text.contains("/Subtype /Image"), "drawn as vectors, not as a bitmap")
    }

    @Test("drawHierarchy draws the view and its subviews scaled into the rectangle")
    func drawHierarchy() {
        let app = TestApplication()
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
        child.backgroundColor = .blue
        view.addSubview(child)
        _ = app
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            #expect(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true))
        }
        #expect(pixels(image)[3, 3] == red && pixels(image)[15, 15] == [0, 0, 255, 255])
        #expect(!view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: true), "no current context")
    }

    @Test("A snapshot view keeps the picture when the view changes; a resizable one keeps its caps")
    func snapshots() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
        guard let snapshot = view.snapshotView(afterScreenUpdates: false) else {
            Issue.record("no snapshot")
            return
        }
        #expect(snapshot.bounds.size == CGSize(width: 40, height: 40))
        view.isHidden = true
        snapshot.frame.origin = CGPoint(x: 50, y: 50)
        window.addSubview(snapshot)
        app.runTurn()
        let shown = app.platformWindow(of: window)?.presentedImage().map(RGBAPixels.init)
        #expect(shown?[55, 55] == red && shown?[5, 5] == [255, 255, 255, 255])
        let resizable = view.resizableSnapshotView(from: CGRect(x: 0, y: 0, width: 20, height: 20), afterScreenUpdates: false, withCapInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(resizable?.bounds.size == CGSize(width: 20, height: 20))
        #expect(resizable?.layer.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        #expect(view.snapshotView(afterScreenUpdates: false) != nil && view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
    }

    @Test("A view print formatter draws the view through draw(_:for:), as vectors in a PDF")
    func printFormatter() {
        let view = QuarterView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let formatter = view.viewPrintFormatter()
        formatter.perPageContentInsets = UIEdgeInsets(top: 36, left: 36, bottom: 36, right: 36)
        #expect(formatter.view === view && formatter.pageCount == 1)
        let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792)).pdfData { context in
            context.beginPage()
            formatter.draw(in: context.pdfContextBounds, forPageAt: 0)
        }
        #expect(view.printCalls == 1)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("%PDF") && !text.contains("/Subtype /Image"))
    }

    @Test("An image renderer too large for a bitmap reports it and gives an empty image without running its actions")
    func oversizedImageRenderer() {
        var ran = false
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40_000, height: 10), format: format).image { _ in ran = true }
        #expect(!ran && image.cgImage == nil)
        #expect(Diagnostics.hasReported("UIGraphicsImageRenderer cannot make a 40000×10-pixel bitmap"))
    }
}
