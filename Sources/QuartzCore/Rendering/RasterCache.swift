import CoreGraphics
import Synchronization
import Foundation

/// Bitmaps of layer subtrees that have not changed for a few frames, composited instead of redrawn.
///
/// A subtree is admitted after ``admissionFrames`` frames without change, at most
/// ``admissionsPerFrame`` per frame, and only while the cache stays under its pixel budget (eight
/// 1080p screens, 64 MB: enough for a screen of overlapping shadowed cards); the least recently
/// drawn bitmaps leave first. A cached bitmap is
/// reused while the subtree is unchanged and its placement on the surface differs only by whole
/// pixels, so it is composited unscaled and exactly.
final class RasterCache {
    static let admissionFrames = 2
    /// Making a bitmap costs more than drawing the subtree once, so a frame that first touches
    /// many cached-to-be subtrees spreads the cost over the next frames rather than stalling.
    static let admissionsPerFrame = 48
    static let pixelBudget = 1920 * 1080 * 8
    /// Subtrees smaller than this many pixels draw as fast as they composite.
    static let minimumPixels = 32 * 32

    /// One cached bitmap; the layer holds it, so drawing finds it without hashing.
    final class Entry {
        /// `nil` once the cache has let the entry go.
        fileprivate(set) var image: CGImage?
        let signature: Int
        /// The device transform of the layer's bounds space when the bitmap was made.
        let transform: CGAffineTransform
        /// Where the bitmap's top-left pixel went under that transform.
        let origin: CGPoint
        fileprivate var lastUsed: Int
        /// The ``RasterCache/serial`` of the cache that made it: a layer moved to another tree keeps its entry.
        fileprivate let cache: Int

        fileprivate init(image: CGImage, signature: Int, transform: CGAffineTransform, origin: CGPoint, lastUsed: Int, cache: Int) {
            (self.image, self.signature, self.transform, self.origin, self.lastUsed, self.cache) = (image, signature, transform, origin, lastUsed, cache)
        }
    }

    /// Every live entry, for eviction; the key is the layer's identity, so a freed layer's bitmap
    /// stays only until the budget needs its room.
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Numbers the caches; atomic, since renderers may be made on any thread.
    private static let caches = Atomic<Int>(0)
    /// Tells this cache's entries from another compositor's.
    private let serial: Int
    private var pixels = 0
    private(set) var frame = 0
    private var admissions = 0

    init() {
        serial = Self.caches.add(1, ordering: .relaxed).newValue
    }

    func beginFrame() {
        frame += 1
        admissions = 0
    }

    var count: Int { entries.count }

    /// The cached bitmap for `layer` and where to put it under `transform`, if it can be reused.
    ///
    /// The bitmap is reused where the layer moved by whole device pixels; by any amount when
    /// `allowingFractionalShift` (a layer in motion, drawn resampled between pixels as Core
    /// Animation's compositor draws moving layers).
    func reusable(for layer: CALayer, transform: CGAffineTransform, allowingFractionalShift: Bool = false) -> (image: CGImage, origin: CGPoint)? {
        guard let entry = layer.rasterCacheEntry, entry.cache == serial, let image = entry.image else { return nil }
        let dx = transform.tx - entry.transform.tx
        let dy = transform.ty - entry.transform.ty
        let shiftFits = allowingFractionalShift ? dx.isFinite && dy.isFinite : dx == dx.rounded() && dy == dy.rounded()
        guard entry.signature == layer.compositedSignature, transform.a == entry.transform.a, transform.b == entry.transform.b,
            transform.c == entry.transform.c, transform.d == entry.transform.d, shiftFits
        else {
            remove(ObjectIdentifier(layer))
            layer.rasterCacheEntry = nil
            return nil
        }
        entry.lastUsed = frame
        return (image, CGPoint(x: entry.origin.x + dx, y: entry.origin.y + dy))
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
        let entry = Entry(image: image, signature: layer.compositedSignature, transform: transform, origin: origin, lastUsed: frame, cache: serial)
        entries[id] = entry
        layer.rasterCacheEntry = entry
        pixels += size
        admissions += 1
    }

    private func remove(_ id: ObjectIdentifier) {
        guard let entry = entries.removeValue(forKey: id), let image = entry.image else { return }
        pixels -= image.width * image.height
        entry.image = nil
    }
}
