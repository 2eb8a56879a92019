internal import CCairo
import CoreGraphics
import Foundation

/// A 1920×1080 y-down bitmap context the framework renders the scene into.
@MainActor
final class SceneTarget {
    let context: CGContext
    let bounds = CGRect(x: 0, y: 0, width: 1920, height: 1080)

    init() {
        context = CGContext(
            data: nil, width: 1920, height: 1080, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.translateBy(x: 0, y: 1080)
        context.scaleBy(x: 1, y: -1)
    }

    /// Gives the context an empty shadow mask cache, so the next frame blurs every shadow anew.
    func forgetShadows() {
        context.shadowCache = ShadowMaskCache()
    }
}

/// A raw Cairo image surface and context of the same size, for baselines.
final class RawSurface {
    let surface: OpaquePointer
    let cairo: OpaquePointer

    init(width: Int32, height: Int32) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        cairo = cairo_create(surface)!
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }
}
