import CoreGraphics

extension CGContext {
    /// A premultiplied ARGB bitmap of `width`×`height` pixels whose user space is UIKit's: y down
    /// from the top-left corner, `scale` pixels to a point. An opaque bitmap starts black.
    static func uikitBitmap(width: Int, height: Int, scale: CGFloat = 1, opaque: Bool = false) -> CGContext? {
        guard let context = offscreenBitmap(width: width, height: height, opaque: opaque) else { return nil }
        if opaque {
            context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
        context.scaleBy(x: scale, y: scale)
        return context
    }
}
