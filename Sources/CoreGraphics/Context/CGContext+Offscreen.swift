/// The one way the framework makes a bitmap to draw into off screen.
extension CGContext {
    /// A bitmap of `width`×`height` pixels in Cairo's native format (premultiplied BGRA, or
    /// without alpha when `opaque`), cleared, whose user space is y-down as layers and
    /// UIKit draw: `origin` lands on the top-left pixel and a unit is `scale` pixels along each
    /// axis. `nil` when either side is not positive or the bitmap cannot be made.
    package static func offscreenBitmap(
        width: Int, height: Int, origin: CGPoint = .zero, scale: (x: CGFloat, y: CGFloat) = (1, 1), opaque: Bool = false
    ) -> CGContext? {
        let alpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
        guard width > 0, height > 0,
            let context = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale.x, y: -scale.y)
        if origin != .zero { context.translateBy(x: -origin.x, y: -origin.y) }
        return context
    }
}
