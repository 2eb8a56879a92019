import CoreGraphics
import Foundation
import QuartzCore
import UIKitCore

/// A text layer sized to its string, as the layer pages label their exhibits.
@MainActor
func pageLabel(_ string: String, at point: CGPoint, size: CGFloat, bold: Bool) -> CALayer {
    let layer = CATextLayer()
    layer.string = string
    layer.fontSize = size
    layer.font = bold ? "DejaVu Sans Bold" : "sans-serif"
    layer.foregroundColor = CGColor(gray: 0.25, alpha: 1)
    layer.frame = CGRect(origin: point, size: layer.preferredFrameSize())
    return layer
}

/// A page's root layer of `size` on the Gallery's light background, titled `title`.
@MainActor
func pageRoot(_ title: String, size: CGSize) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(origin: .zero, size: size)
    root.backgroundColor = CGColor(gray: 0.97, alpha: 1)
    root.addSublayer(pageLabel(title, at: CGPoint(x: 24, y: 16), size: 24, bold: true))
    return root
}

/// A bitmap of `size` whose user space is y-down from the top-left corner, as a window's is.
func pageContext(size: CGSize) -> CGContext {
    let context = CGContext(
        data: nil, width: Int(size.width), height: Int(size.height), bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    context.translateBy(x: 0, y: size.height)
    context.scaleBy(x: 1, y: -1)
    return context
}

/// A page's picture `seconds` into its animations, on a manual media clock: the tree drawn once,
/// the animations started and committed, then the frame at that instant drawn, after every 60 Hz
/// frame on the way when `everyFrame` (for animations that start others when they end).
@MainActor
func renderAnimated(size: CGSize, at seconds: Double, everyFrame: Bool = false, makeTree: () -> CALayer, start: (CALayer) -> Void) -> CGImage {
    let context = pageContext(size: size)
    // The application's session starts first: starting later, when a view animation first asks
    // for it, it would put its own clock in place of the manual one.
    _ = UIApplication.shared
    let savedEnvironment = AnimationEnvironment.current
    defer { AnimationEnvironment.current = savedEnvironment }
    let time = SettableMediaTime(100)
    AnimationEnvironment.current = AnimationEnvironment(time: time)
    let root = makeTree()
    let compositor = LayerCompositor(rootLayer: root)
    _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
    start(root)
    CATransaction.flush()
    if everyFrame {
        // Frame times counted from the start, so a one-second animation ends on the 60th.
        for frame in 1..<max(Int((seconds * 60).rounded(.up)), 1) {
            time.now = 100 + Double(frame) / 60
            _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        }
    }
    time.now = 100 + seconds
    _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
    return context.makeImage()!
}
