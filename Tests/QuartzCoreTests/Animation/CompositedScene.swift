import CasementTestSupport
import CoreGraphics
import Foundation
@testable import QuartzCore

/// A window-like scene for animation tests: a root of `size` holding `layers`, drawn once through
/// a compositor at the test clock's start, whose frames are read back as pixels.
@MainActor
final class CompositedScene {
    let root = CALayer()
    let compositor: LayerCompositor
    let context: CGContext

    init(size: CGSize = CGSize(width: 40, height: 20), layers: [CALayer]) {
        AnimationTestClock.start()
        // The root was made before the clock's flush, so it is committed: its actions go first.
        root.delegate = WithoutActions.shared
        root.frame = CGRect(origin: .zero, size: size)
        for layer in layers { root.addSublayer(layer) }
        context = rgbaContext(width: Int(size.width), height: Int(size.height))
        // Root space is y-down, as a window's is.
        context.translateBy(x: 0, y: size.height)
        context.scaleBy(x: 1, y: -1)
        compositor = LayerCompositor(rootLayer: root)
        frame()
    }

    /// Draws a frame at `seconds` after the start and returns the window's pixels.
    @discardableResult
    func frame(at seconds: Double = 0) -> RGBAPixels {
        AnimationTestClock.now = 1000 + seconds
        _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        return RGBAPixels(context.makeImage()!)
    }
}
