import CoreGraphics
import Foundation
import QuartzCore

/// A layer with `frame` filled with `color` (no background when `nil`), whose changes take
/// effect at once, as a view's layer's do.
@MainActor
func solidLayer(_ frame: CGRect, _ color: CGColor? = CGColor(gray: 1, alpha: 1)) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    layer.delegate = WithoutActions.shared
    return layer
}

/// A layer delegate that turns every action off, the way UIKit's views do for their layers
/// outside animation blocks.
@MainActor
final class WithoutActions: @preconcurrency CALayerDelegate {
    static let shared = WithoutActions()

    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
}

/// An RGBA bitmap context of `width` × `height` pixels, row 0 at the bottom (as CGContext makes them).
func rgbaContext(width: Int, height: Int) -> CGContext {
    CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
}
