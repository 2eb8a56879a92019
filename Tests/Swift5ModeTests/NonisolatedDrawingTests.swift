import Foundation
import Testing
import UIKit

// A chart library's renderer, as DGCharts writes it: a class without isolation that draws
// labels, images and shapes into the context it is handed, and posts accessibility changes.
// On iOS this drawing is thread-safe and none of it belongs to the main actor.
final class LabelRenderer {
    func render(in context: CGContext, icon: UIImage) {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        UIColor.white.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 120, height: 60))
        UIColor.black.set()
        UIRectFrame(CGRect(x: 0, y: 0, width: 120, height: 60))
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.blue]
        ("Jan" as NSString).draw(at: CGPoint(x: 4, y: 4), withAttributes: attributes)
        "Feb".draw(in: CGRect(x: 40, y: 4, width: 40, height: 20), withAttributes: attributes)
        "Mar".draw(with: CGRect(x: 80, y: 4, width: 40, height: 20), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        NSAttributedString(string: "Apr", attributes: attributes).draw(with: CGRect(x: 4, y: 30, width: 40, height: 20), options: .usesLineFragmentOrigin, context: nil)
        _ = "May".size(withAttributes: attributes)
        icon.draw(in: CGRect(x: 60, y: 30, width: 10, height: 10))
        icon.draw(at: CGPoint(x: 80, y: 30))
        let path = UIBezierPath(rect: CGRect(x: 100, y: 30, width: 10, height: 10))
        UIColor.red.setFill()
        path.fill()
        path.stroke()
        if UIGraphicsGetCurrentContext() !== context { Issue.record("the pushed context is not current") }
    }

    func announce(_ element: Any?) {
        UIAccessibility.post(notification: .layoutChanged, argument: element)
    }

    func snapshot(_ size: CGSize) -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(size, false, 1)
        defer { UIGraphicsEndImageContext() }
        UIColor.green.setFill()
        UIRectFill(CGRect(origin: .zero, size: size))
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    func rendered(_ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            UIColor.purple.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}

@Suite("Swift 5 mode code drawing without isolation")
struct NonisolatedDrawingTests {
    @Test func aRendererWithoutIsolationDrawsOnAnotherThread() async throws {
        let image = await Task.detached { () -> UIImage? in
            let renderer = LabelRenderer()
            renderer.announce(nil)
            let icon = renderer.rendered(CGSize(width: 10, height: 10))
            return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60)).image { context in
                renderer.render(in: context.cgContext, icon: icon)
            }
        }.value
        let cgImage = try #require(image?.cgImage)
        #expect(cgImage.width == 120 * Int(image!.scale))
    }

    @Test func imageContextsWorkOnAnotherThread() async {
        let image = await Task.detached { LabelRenderer().snapshot(CGSize(width: 4, height: 4)) }.value
        #expect(image?.size == CGSize(width: 4, height: 4))
    }
}

@Suite("Swift 5 mode literals")
struct LiteralsInSwift5Mode {
    @Test func colourAndImageLiteralsCompileAndMakeUIKitValues() {
        let swatch = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        let thumbnail = #imageLiteral(resourceName: "absent")
        #expect(swatch.cgColor.components == [0, 0, 1, 1])
        #expect(thumbnail.size == .zero)
    }
}
