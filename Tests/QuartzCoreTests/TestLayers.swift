import CoreGraphics
import Foundation
import QuartzCore

/// A layer with `frame` filled with `color` (no background when `nil`).
@MainActor
func solidLayer(_ frame: CGRect, _ color: CGColor? = CGColor(gray: 1, alpha: 1)) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}
