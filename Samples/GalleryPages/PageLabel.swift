import CoreGraphics
import Foundation
import QuartzCore

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
