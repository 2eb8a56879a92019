import CasementDebugging
import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitCore
import UIKitTesting

@MainActor
@Suite("Hostile view values: dumps, renderers and windows survive them")
struct HostileViewValueTests {
    @Test("a view at x = -1e19 is dumped with its whole-number coordinates")
    func farViewInDump() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let far = UIView(frame: CGRect(x: -1e19, y: 0, width: 10, height: 1e300))
        far.accessibilityIdentifier = "far"
        window.addSubview(far)
        window.makeKeyAndVisible()
        app.runTurn()
        let text = HierarchySnapshot().text()
        // At -1e19 a Double cannot tell 10 points of width apart: the frame comes back 0 wide, as on iOS.
        #expect(text.contains("UIView frame (-1e+19, 0, 0, 1e+300)"))
        #expect(text.contains("id \"far\""))
    }

    @Test("an image renderer with NaN bounds returns an empty image without running its actions")
    func nanRenderer() {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10))
        var ran = false
        let image = renderer.image { _ in ran = true }
        #expect(!ran)
        #expect(image.cgImage == nil)
        #expect(Diagnostics.hasReported("UIGraphicsImageRenderer bounds"))
    }

    @Test("an image renderer with a negative size draws the standardized rectangle")
    func negativeRenderer() {
        // At scale 1 whatever screen a session running beside this test installed.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: -10, height: -4), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: -10, y: -4, width: 10, height: 4))
        }
        #expect(image.cgImage?.width == 10)
        #expect(image.cgImage?.height == 4)
    }

    @Test("an image renderer 1e300 points wide reports instead of trapping")
    func hugeRenderer() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1e300, height: 1)).image { _ in }
        #expect(image.cgImage == nil)
    }

    @Test("an image context opened with a NaN size is refused and nothing is current")
    func nanImageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: CGFloat.nan, height: 1), false, 1)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("a window and a view with huge and infinite geometry are laid out, drawn and hit-tested")
    func hugeGeometryWindow() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 1e10, y: -1e10, width: 1e9, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 1e300, height: 1e300))
        view.backgroundColor = .red
        view.transform = CGAffineTransform(scaleX: 1e300, y: 1e300)
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.runTurn()
        _ = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
        view.transform = .identity
        view.center = CGPoint(x: CGFloat.infinity, y: 0)
        app.runTurn()
        #expect(view.center == CGPoint(x: 5e299, y: 5e299) || view.center.x.isFinite)
    }
}

@MainActor
@Suite("Images that cannot be decoded")
struct HostileImageDataTests {
    @Test("UIImage(data:) of a JPEG declaring 30000×30000 pixels is nil, and says why")
    func hugeJPEG() throws {
        // A minimal baseline JPEG header (SOI, SOF0 of 30000×30000, three components) and nothing else.
        let header: [UInt8] = [
            0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x75, 0x30, 0x75, 0x30, 0x03,
            0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
        ]
        #expect(UIImage(data: Data(header)) == nil)
        #expect(Diagnostics.hasReported("UIImage(data:) returned nil"))
    }

    @Test("UIImage(contentsOfFile:) of a truncated file is nil and the message names the file")
    func truncatedFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cut-\(UUID().uuidString.prefix(6)).png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(UIImage(contentsOfFile: url.path) == nil)
        #expect(Diagnostics.hasReported("UIImage(contentsOfFile:) returned nil: \(url.lastPathComponent): The PNG data is truncated"))
    }

    @Test("a window whose context Cairo put into its error state gets a new one and is repainted in the same frame")
    func brokenSurfaceContextRecovers() throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .blue
        window.makeKeyAndVisible()
        app.runTurn()
        let surface = try #require(window.platformWindow?.surface)
        surface.context.breakForTesting()
        window.backgroundColor = .red
        app.runTurn()
        #expect((try? surface.context.checkStatus()) != nil)
        #expect(RGBAImage(surface.makeImage()!)[20, 20] == [255, 0, 0, 255])
        #expect(Diagnostics.hasReported("the compositor's surface stopped drawing"))
    }
}
