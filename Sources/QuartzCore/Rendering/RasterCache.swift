import CoreGraphics
import Foundation

/// Bitmaps of layer subtrees that have not changed for a few frames, composited instead of redrawn.
///
/// A subtree is admitted after ``admissionFrames`` frames without change, at most
/// ``admissionsPerFrame`` per frame, and only while the cache stays under its pixel budget (eight
/// 1080p screens, 64 MB: enough for a screen of overlapping shadowed cards); the least recently
/// drawn bitmaps leave first. A cached bitmap is
/// reused while the subtree is unchanged and its placement on the surface differs only by whole
/// pixels, so it is composited unscaled and exactly.
@MainActor
final class RasterCache {
    static let admissionFrames = 2
    static let admissionsPerFrame = 256
    static let pixelBudget = 1920 * 1080 * 8
    /// Subtrees smaller than this many pixels draw as fast as they composite.
    static let minimumPixels = 32 * 32

    struct Entry {
        let image: CGImage
        let signature: Int
        /// The device transform of the layer's bounds space when the bitmap was made.
        let transform: CGAffineTransform
        /// Where the bitmap's top-left pixel went under that transform.
        let origin: CGPoint
        var lastUsed: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pixels = 0
    private(set) var frame = 0
    private var admissions = 0

    func beginFrame() {
        frame += 1
        admissions = 0
    }

    var count: Int { entries.count }

    /// The cached bitmap for `layer` and where to put it under `transform`, if it can be reused.
    func reusable(for layer: CALayer, transform: CGAffineTransform) -> (image: CGImage, origin: CGPoint)? {
        let id = ObjectIdentifier(layer)
        guard var entry = entries[id] else { return nil }
        let dx = transform.tx - entry.transform.tx
        let dy = transform.ty - entry.transform.ty
        guard entry.signature == layer.compositedSignature, transform.a == entry.transform.a, transform.b == entry.transform.b,
            transform.c == entry.transform.c, transform.d == entry.transform.d, dx == dx.rounded(), dy == dy.rounded()
        else {
            remove(id)
            return nil
        }
        entry.lastUsed = frame
        entries[id] = entry
        return (entry.image, CGPoint(x: entry.origin.x + dx, y: entry.origin.y + dy))
    }

    /// Whether `layer` has been stable long enough to be rasterized this frame, before its size is known.
    func mayAdmit(_ layer: CALayer) -> Bool {
        frame - layer.signatureChangedFrame >= Self.admissionFrames && admissions < Self.admissionsPerFrame
    }

    /// Whether a layer that ``mayAdmit(_:)`` is worth its bitmap, given its size in device pixels.
    func admits(pixelCount: Int) -> Bool {
        pixelCount >= Self.minimumPixels && pixelCount <= Self.pixelBudget / 16
    }

    func store(_ image: CGImage, for layer: CALayer, transform: CGAffineTransform, origin: CGPoint) {
        let id = ObjectIdentifier(layer)
        remove(id)
        let size = image.width * image.height
        while pixels + size > Self.pixelBudget, let oldest = entries.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key {
            remove(oldest)
        }
        entries[id] = Entry(image: image, signature: layer.compositedSignature, transform: transform, origin: origin, lastUsed: frame)
        pixels += size
        admissions += 1
    }

    private func remove(_ id: ObjectIdentifier) {
        guard let entry = entries.removeValue(forKey: id) else { return }
        pixels -= entry.image.width * entry.image.height
    }
}
