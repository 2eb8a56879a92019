@_implementationOnly import CCairo
@_implementationOnly import CPixman
import Foundation

// Opaque rectangles on whole pixels (backgrounds, cleared damage) are most of what a compositor
// draws, and Cairo takes each one through its whole fill machinery: path, clip, compositor, boxes,
// and only then pixman's fill. A frame that follows one pointer motion after an idle wait runs
// that machinery from cold caches, where its code costs far more than its instructions. When the
// context knows its clip as device rectangles (it keeps track of rectangle clips under transforms
// that keep rectangles upright) and the rectangle lands on whole pixels, the pixels are written
// with pixman directly, exactly as Cairo would have written them; any other case goes to Cairo.

extension CGContext {
    /// What the context knows of its clip, in device pixels.
    enum DeviceClip {
        /// Nothing clips: the whole destination shows.
        case whole
        /// The union of these device rectangles shows.
        case rects([CGRect])
        /// A path, a mask, or a rectangle under a turning transform clips: only Cairo knows.
        case unknown
    }

    /// The most rectangles a known clip keeps before it is left to Cairo alone.
    static let mostKnownClipRects = 32

    /// Narrows the known clip to `rects` (user space) under the current transform; call it with
    /// every rectangle clip handed to Cairo.
    func noteClip(to rects: some Collection<CGRect>) {
        let current: [CGRect]?
        switch state.deviceClip {
        case .unknown: return
        case .whole: current = nil
        case .rects(let known): current = known
        }
        guard let device = deviceRects(of: rects) else {
            state.deviceClip = .unknown
            return
        }
        guard let current else {
            state.deviceClip = device.count <= Self.mostKnownClipRects ? .rects(device) : .unknown
            return
        }
        var narrowed: [CGRect] = []
        for old in current {
            for new in device {
                let piece = old.intersection(new)
                if !piece.isNull && !piece.isEmpty { narrowed.append(piece) }
            }
        }
        state.deviceClip = narrowed.count <= Self.mostKnownClipRects ? .rects(narrowed) : .unknown
    }

    /// `rects` in device space, or `nil` when the transform turns or skews them or a corner is
    /// beyond where Cairo's fixed-point coordinates are exact.
    private func deviceRects(of rects: some Collection<CGRect>) -> [CGRect]? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        guard m.xy == 0, m.yx == 0, !state.transformOverflowed else { return nil }
        let near = Self.farthestDevicePoint / 64
        var device: [CGRect] = []
        device.reserveCapacity(rects.count)
        for rect in rects {
            // Computed as Cairo maps a path's points: scale, then offset.
            let x1 = m.xx * rect.minX + m.x0, x2 = m.xx * rect.maxX + m.x0
            let y1 = m.yy * rect.minY + m.y0, y2 = m.yy * rect.maxY + m.y0
            // One by one, so a NaN fails (max would pass it over).
            guard abs(x1) <= near, abs(x2) <= near, abs(y1) <= near, abs(y2) <= near else { return nil }
            let box = CGRect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
            if !box.isEmpty { device.append(box) }
        }
        return device
    }

    /// Fills `rects` with the fill colour by writing pixels when Cairo would write exactly those;
    /// returns whether it did (otherwise nothing was drawn and Cairo must fill).
    func fillsDirectly(_ rects: some Collection<CGRect>) -> Bool {
        let color = state.fillColor
        guard color.pattern == nil, state.alpha >= 1, state.blendMode == .normal, state.shadow == nil else { return false }
        let (r, g, b, a) = sourceComponents(color)
        guard a >= 1, r.isFinite, g.isFinite, b.isFinite else { return false }
        return writesDirectly(rects, pixel: 0xFF00_0000 | Self.channel(r) << 16 | Self.channel(g) << 8 | Self.channel(b))
    }

    /// Clears `rect` by writing zeros when Cairo would clear exactly those pixels.
    func clearsDirectly(_ rect: CGRect) -> Bool {
        writesDirectly(CollectionOfOne(rect), pixel: 0)
    }

    /// A colour component as Cairo stores it in a pixel: to 16 bits, rounded, then the top 8.
    private static func channel(_ value: Double) -> UInt32 {
        UInt32(min(max(value, 0), 1) * 65535 + 0.5) >> 8
    }

    /// Writes `pixel` over `rects` (user space) where the clip lets them show, if every part lands
    /// on whole pixels of this context's own bitmap; returns whether it wrote.
    private func writesDirectly(_ rects: some Collection<CGRect>, pixel: UInt32) -> Bool {
        guard writesRectanglesDirectly, let target, target.format != .a8, mirror == nil, document == nil, transparencyLayers.isEmpty,
            state.mask == nil, cairo_status(cairo) == CAIRO_STATUS_SUCCESS, cairo_get_group_target(cairo) == target.surface
        else { return false }
        let clip: [CGRect]
        switch state.deviceClip {
        case .unknown: return false
        case .whole: clip = [CGRect(x: 0, y: 0, width: target.width, height: target.height)]
        case .rects(let known): clip = known
        }
        guard let device = deviceRects(of: rects) else { return false }
        let bounds = CGRect(x: 0, y: 0, width: target.width, height: target.height)
        // Every part is checked before any is written: a part off the pixel grid sends the whole
        // fill to Cairo.
        var boxes: [(x: Int32, y: Int32, width: Int32, height: Int32)] = []
        for rect in device {
            for shown in clip {
                let piece = rect.intersection(shown)
                guard !piece.isNull, !piece.isEmpty else { continue }
                guard let x1 = Self.pixelEdge(piece.minX), let x2 = Self.pixelEdge(piece.maxX),
                    let y1 = Self.pixelEdge(piece.minY), let y2 = Self.pixelEdge(piece.maxY)
                else { return false }
                let box = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1).intersection(bounds)
                guard !box.isNull, !box.isEmpty else { continue }
                boxes.append((Int32(box.minX), Int32(box.minY), Int32(box.width), Int32(box.height)))
            }
        }
        directRectangleWrites += 1
        guard !boxes.isEmpty else { return true }
        // Cairo's contract for writing a surface's memory: flush before, mark dirty after.
        cairo_surface_flush(target.surface)
        let words = target.bytes.assumingMemoryBound(to: UInt32.self)
        let stride = Int32(target.bytesPerRow / 4)
        for box in boxes {
            if pixman_fill(words, stride, 32, box.x, box.y, box.width, box.height, pixel) == 0 {
                for row in Int(box.y)..<Int(box.y + box.height) {
                    let start = words.advanced(by: row * Int(stride) + Int(box.x))
                    start.update(repeating: pixel, count: Int(box.width))
                }
            }
            cairo_surface_mark_dirty_rectangle(target.surface, box.x, box.y, box.width, box.height)
        }
        return true
    }

    /// The pixel edge `value` (device space) stands for, if Cairo's 24.8 fixed point, which it
    /// rounds coordinates to, puts it on one; `nil` for an edge inside a pixel.
    private static func pixelEdge(_ value: Double) -> Int? {
        let fixed = (value * 256).rounded(.toNearestOrEven)
        guard fixed.truncatingRemainder(dividingBy: 256) == 0 else { return nil }
        return Int(fixed / 256)
    }
}
