import CasementTestSupport
import UIKit
import UIKitCore

/// A white bitmap made UIKit's current context (y down from the top-left corner) while a test draws.
@MainActor
enum Canvas {
    /// What `body` draws on a white `width`×`height` bitmap.
    static func render(width: Int, height: Int, _ body: () -> Void) -> RGBAPixels {
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: 1, y: -1)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        UIGraphicsPushContext(context)
        body()
        UIGraphicsPopContext()
        return RGBAPixels(context.makeImage()!)
    }
}
