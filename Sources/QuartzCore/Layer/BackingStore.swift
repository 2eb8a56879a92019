import CoreGraphics
import Foundation

/// The bitmap a layer draws into with ``CALayer/draw(in:)``, kept between displays.
///
/// It is what ``CALayer/contents`` holds after ``CALayer/display()``, as Core Animation's own
/// backing store object is. The context keeps its state between draws; its CTM starts flipped so
/// layer drawing is y-down.
final class BackingStore {
    /// Backing stores larger than this in either dimension are clipped; CATiledLayer handles larger content.
    static let maximumDimension = 8192
    /// A contents scale that would need more pixels than this (64 MB) is lowered to fit.
    static let maximumPixelCount = 1 << 24

    let width: Int
    let height: Int
    let isOpaque: Bool
    let context: CGContext
    private var snapshot: CGImage?

    init?(width: Int, height: Int, isOpaque: Bool) {
        // Layer drawing uses y-down coordinates from the top-left corner.
        guard let context = CGContext.offscreenBitmap(width: width, height: height, opaque: isOpaque) else { return nil }
        self.width = width
        self.height = height
        self.isOpaque = isOpaque
        self.context = context
    }

    func didDraw() { snapshot = nil }

    /// The current pixels as an image, made once per drawing.
    var image: CGImage? {
        if let snapshot { return snapshot }
        snapshot = context.makeImage()
        return snapshot
    }
}
