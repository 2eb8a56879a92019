@_implementationOnly import CCairo
import Foundation

// Opaque rectangles on whole pixels (backgrounds, cleared damage) are most of what a compositor
// draws, and Cairo takes each one through its whole fill machinery: path, clip, compositor, boxes,
// and only then pixman's fill. A frame that follows one pointer motion after an idle wait runs
// that machinery from cold caches, where its code costs far more than its instructions. When the
// context knows its clip as device rectangles (it keeps track of rectangle clips under transforms
// that keep rectangles upright) and the rectangle lands on whole pixels, the pixels are written
// directly, exactly as Cairo would have written them; any other case goes to Cairo.

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
        guard let m = uprightMatrix else { return nil }
        var device: [CGRect] = []
        device.reserveCapacity(rects.count)
        for rect in rects {
            guard let box = Self.deviceRect(of: rect, through: m) else { return nil }
            if !box.isEmpty { device.append(box) }
        }
        return device
    }

    /// The CTM when it keeps rectangles upright (no turn or skew) and is usable.
    private var uprightMatrix: cairo_matrix_t? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        guard m.xy == 0, m.yx == 0, !state.transformOverflowed else { return nil }
        return m
    }

    /// `rect` through the upright `m`, or `nil` when a corner is beyond where Cairo's
    /// fixed-point coordinates are exact.
    private static func deviceRect(of rect: CGRect, through m: cairo_matrix_t) -> CGRect? {
        let near = farthestDevicePoint / 64
        // Computed as Cairo maps a path's points: scale, then offset.
        let x1 = m.xx * rect.minX + m.x0, x2 = m.xx * rect.maxX + m.x0
        let y1 = m.yy * rect.minY + m.y0, y2 = m.yy * rect.maxY + m.y0
        // One by one, so a NaN fails (max would pass it over).
        guard abs(x1) <= near, abs(x2) <= near, abs(y1) <= near, abs(y2) <= near else { return nil }
        return CGRect(x: min(x1, x2), y: min(y1, y2), width: abs(x2 - x1), height: abs(y2 - y1))
    }

    /// Fills `rects` with the fill colour by writing pixels when Cairo would write exactly those;
    /// returns whether it did (otherwise nothing was drawn and Cairo must fill).
    func fillsDirectly(_ rects: some Collection<CGRect>) -> Bool {
        guard drawsPlainly, let pixel = opaquePixel(of: state.fillColor) else { return false }
        return writesDirectly(rects.lazy.map { ($0, pixel) })
    }

    /// Clears `rect` by writing zeros when Cairo would clear exactly those pixels.
    func clearsDirectly(_ rect: CGRect) -> Bool {
        writesDirectly(CollectionOfOne((rect, 0)))
    }

    /// Paints `fills` in order, each rectangle (user space) filled with its opaque colour, or
    /// cleared where the colour is `nil`, by writing pixels, when Cairo would write exactly those
    /// for every one of them; returns whether it did (otherwise nothing was written).
    ///
    /// A compositor paints a frame of plain opaque rectangles with it in one call.
    package func fillsDirectly(_ fills: [(rect: CGRect, color: CGColor?)]) -> Bool {
        guard drawsPlainly else { return false }
        var pixels: [(CGRect, UInt32)] = []
        pixels.reserveCapacity(fills.count)
        // Each fill is compared with every later one: worth it for the few fills of a frame input
        // makes, not for the first frame of a tree of hundreds.
        let skipsCovered = fills.count <= Self.fillsComparedForCover
        for (index, fill) in fills.enumerated() {
            let pixel: UInt32
            if let color = fill.color {
                guard let opaque = opaquePixel(of: color) else { return false }
                pixel = opaque
            } else {
                pixel = 0
            }
            // Every fill replaces what it covers: what later fills cover of this one is not
            // written (a moved square over its background writes each pixel once).
            var rect = fill.rect
            for later in fills[(index + 1)...] where skipsCovered && !rect.isEmpty { rect = Self.remainder(of: rect, besides: later.rect) }
            if !rect.isEmpty { pixels.append((rect, pixel)) }
        }
        return writesDirectly(pixels)
    }

    /// The most fills a list may hold for what later fills cover to be left unwritten.
    static let fillsComparedForCover = 32

    /// What of `rect` is left beside `cover`, as one rectangle: nothing when `cover` holds all of
    /// it, a narrower or shorter rectangle when it holds a whole side, otherwise all of it.
    static func remainder(of rect: CGRect, besides cover: CGRect) -> CGRect {
        let spansWidth = cover.minX <= rect.minX && cover.maxX >= rect.maxX
        let spansHeight = cover.minY <= rect.minY && cover.maxY >= rect.maxY
        if spansHeight, cover.minX < rect.maxX, cover.maxX > rect.minX {
            if spansWidth { return .zero }
            if cover.minX <= rect.minX { return CGRect(x: cover.maxX, y: rect.minY, width: rect.maxX - cover.maxX, height: rect.height) }
            if cover.maxX >= rect.maxX { return CGRect(x: rect.minX, y: rect.minY, width: cover.minX - rect.minX, height: rect.height) }
        } else if spansWidth, cover.minY < rect.maxY, cover.maxY > rect.minY {
            if cover.minY <= rect.minY { return CGRect(x: rect.minX, y: cover.maxY, width: rect.width, height: rect.maxY - cover.maxY) }
            if cover.maxY >= rect.maxY { return CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: cover.minY - rect.minY) }
        }
        return rect
    }

    /// `color` as this context's pixel, or `nil` unless it is opaque, plain and finite.
    private func opaquePixel(of color: CGColor) -> UInt32? {
        guard color.pattern == nil else { return nil }
        let (r, g, b, a) = sourceComponents(color)
        guard a >= 1, r.isFinite, g.isFinite, b.isFinite else { return nil }
        return 0xFF00_0000 | Self.channel(r) << 16 | Self.channel(g) << 8 | Self.channel(b)
    }

    /// A colour component as Cairo stores it in a pixel: to 16 bits, rounded, then the top 8.
    private static func channel(_ value: Double) -> UInt32 {
        UInt32(min(max(value, 0), 1) * 65535 + 0.5) >> 8
    }

    /// Writes each pixel over its rectangle (user space), in order, where the clip lets them show,
    /// if every part lands on whole pixels of this context's own bitmap; returns whether it wrote.
    private func writesDirectly(_ fills: some Collection<(CGRect, UInt32)>) -> Bool {
        guard writesRectanglesDirectly, let target, target.format != .a8, mirror == nil, document == nil,
            transparencyLayers.isEmpty, state.mask == nil, cairo_status(cairo) == CAIRO_STATUS_SUCCESS,
            cairo_get_group_target(cairo) == target.surface, let m = uprightMatrix
        else { return false }
        let bounds = CGRect(x: 0, y: 0, width: target.width, height: target.height)
        // `nil`: nothing clips.
        let clip: [CGRect]?
        switch state.deviceClip {
        case .unknown: return false
        case .whole: clip = nil
        case .rects(let known): clip = known
        }
        // Calls `body` with each part of the fill on the pixel grid, inside the bitmap; returns
        // false, having stopped, at a part off the grid. Two passes, so no part is written
        // before every part is known to be whole pixels, and nothing is allocated per fill.
        func forEachBox(_ body: (_ x: Int32, _ y: Int32, _ width: Int32, _ height: Int32, _ pixel: UInt32) -> Void) -> Bool {
            for (rect, pixel) in fills {
                guard let device = Self.deviceRect(of: rect, through: m) else { return false }
                guard !device.isEmpty else { continue }
                for index in 0..<(clip?.count ?? 1) {
                    // Edges beyond the bitmap's (which are whole pixels) touch no pixel.
                    let piece = (clip.map { device.intersection($0[index]) } ?? device).intersection(bounds)
                    guard !piece.isNull, !piece.isEmpty else { continue }
                    guard let x1 = Self.pixelEdge(piece.minX), let x2 = Self.pixelEdge(piece.maxX),
                        let y1 = Self.pixelEdge(piece.minY), let y2 = Self.pixelEdge(piece.maxY)
                    else { return false }
                    guard x2 > x1, y2 > y1 else { continue }
                    body(Int32(x1), Int32(y1), Int32(x2 - x1), Int32(y2 - y1), pixel)
                }
            }
            return true
        }
        guard forEachBox({ _, _, _, _, _ in }) else { return false }
        directRectangleWrites += 1
        // Cairo's contract for writing a surface's memory: flush before, mark dirty after.
        cairo_surface_flush(target.surface)
        let words = target.bytes.assumingMemoryBound(to: UInt32.self)
        let stride = Int32(target.bytesPerRow / 4)
        _ = forEachBox { x, y, width, height, pixel in
            // The first row pixel by pixel, the others copied from it with glibc's vector copy:
            // pixman's fill takes a per-pixel loop for 32 bits a pixel, for every row (a third
            // fewer instructions for P8's two squares, 2 µs of their 9).
            let first = words.advanced(by: Int(y) * Int(stride) + Int(x))
            first.update(repeating: pixel, count: Int(width))
            for row in 1..<max(Int(height), 1) {
                memcpy(first.advanced(by: row * Int(stride)), first, Int(width) * 4)
            }
            cairo_surface_mark_dirty_rectangle(target.surface, x, y, width, height)
            directlyWrittenPixels &+= Int(width) * Int(height)
        }
        return true
    }

    /// The pixel edge `value` (device space) stands for, if Cairo's 24.8 fixed point, which it
    /// rounds coordinates to, puts it on one; `nil` for an edge inside a pixel.
    private static func pixelEdge(_ value: Double) -> Int? {
        // Dividing by 256 is exact, so the quotient is whole exactly when the fixed value is a
        // multiple of 256.
        let pixels = (value * 256).rounded(.toNearestOrEven) / 256
        guard pixels == pixels.rounded(.towardZero) else { return nil }
        return Int(pixels)
    }
}
