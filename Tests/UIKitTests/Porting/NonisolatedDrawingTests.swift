import CasementTestSupport
import Foundation
import Synchronization
import Testing
import UIKit

// UIKit's drawing is thread-safe and belongs to no actor, as Apple's SDK declares it: this file
// is in Swift 6 mode, where calling main-actor API from these nonisolated functions would not
// compile; the tests run them on another thread and check what they drew.

/// Draws with every kind of UIKit drawing into `context`, made current for it.
nonisolated func drawSampler(in context: CGContext, icon: UIImage) {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    UIColor.white.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 20))
    UIColor.blue.set()
    UIRectFrameUsingBlendMode(CGRect(x: 0, y: 0, width: 40, height: 20), .normal)
    UIRectFillUsingBlendMode(CGRect(x: 20, y: 10, width: 2, height: 2), .normal)
    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 8)]
    ("a" as NSString).draw(at: .zero, withAttributes: attributes)
    ("b" as NSString).draw(in: CGRect(x: 2, y: 2, width: 8, height: 8), withAttributes: attributes)
    "c".draw(at: .zero, withAttributes: attributes)
    "d".draw(in: .zero, withAttributes: attributes)
    "e".draw(with: .zero, options: [], attributes: attributes, context: nil)
    NSAttributedString(string: "f").draw(at: .zero)
    NSAttributedString(string: "g").draw(in: .zero)
    NSAttributedString(string: "h").draw(with: .zero, options: [], context: nil)
    icon.draw(at: CGPoint(x: 30, y: 2))
    icon.draw(at: CGPoint(x: 30, y: 2), blendMode: .normal, alpha: 1)
    icon.draw(in: CGRect(x: 30, y: 2, width: 4, height: 4))
    icon.draw(in: CGRect(x: 30, y: 2, width: 4, height: 4), blendMode: .normal, alpha: 1)
    icon.drawAsPattern(in: CGRect(x: 30, y: 2, width: 4, height: 4))
    let path = UIBezierPath(rect: CGRect(x: 10, y: 14, width: 4, height: 4))
    UIColor.red.setStroke()
    path.fill()
    path.stroke()
    path.fill(with: .normal, alpha: 1)
    path.stroke(with: .normal, alpha: 1)
    path.addClip()
}

/// An image made by a renderer, with an image context inside it.
nonisolated func renderedSampler() -> UIImage {
    UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
    UIColor.green.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
    let icon = UIGraphicsGetImageFromCurrentImageContext() ?? UIImage()
    UIGraphicsEndImageContext()
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
        drawSampler(in: context.cgContext, icon: icon)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        _ = UITraitCollection.current
    }
}

@Suite("UIKit drawing without isolation")
struct NonisolatedDrawingTests {
    @Test("drawing on another thread draws, each thread with its own current context")
    func drawsOnAnotherThread() async throws {
        let image = await Task.detached { renderedSampler() }.value
        let pixels = RGBAPixels(try #require(image.cgImage))
        #expect(pixels[20, 10] == [0, 0, 255, 255])
        #expect(pixels[31, 3] == [0, 255, 0, 255])
        #expect(pixels[5, 15] == [255, 255, 255, 255])
    }

    @Test("a context pushed on one thread is not current on another")
    func contextsArePerThread() {
        let context = CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let elsewhere = Mutex(true)
        onAnotherThread { elsewhere.withLock { $0 = UIGraphicsGetCurrentContext() != nil } }
        #expect(!elsewhere.withLock { $0 })
        #expect(UIGraphicsGetCurrentContext() === context)
    }
}
