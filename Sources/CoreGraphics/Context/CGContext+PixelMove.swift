@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// Moves the device pixels inside `rect` by `offset` (whole device pixels), within the part of
    /// `rect` they land in, as a scroll moves already drawn content; the pixels `rect` uncovers are
    /// left as they were, for the caller to repaint. Returns whether it moved anything: a context
    /// without pixels of its own, or an offset that is not whole, moves nothing.
    package func moveDevicePixels(in rect: CGRect, by offset: CGPoint) -> Bool {
        guard let target, target.format != .a8, offset.x == offset.x.rounded(), offset.y == offset.y.rounded(),
              rect.isFiniteGeometry else { return false }
        let bounds = CGRect(x: 0, y: 0, width: target.width, height: target.height)
        let area = rect.integral.intersection(bounds)
        // Where the pixels come from: what of the area stays inside it once moved.
        let source = area.intersection(area.offsetBy(dx: -offset.x, dy: -offset.y))
        guard !source.isNull, !source.isEmpty else { return false }
        cairo_surface_flush(target.surface)
        let (dx, dy) = (Int(offset.x), Int(offset.y))
        let (x0, width) = (Int(source.minX), Int(source.width) * 4)
        let rows = Int(source.minY)..<Int(source.maxY)
        // Rows in the order that never reads a row already overwritten.
        for y in dy > 0 ? Array(rows.reversed()) : Array(rows) {
            let from = target.bytes + y * target.bytesPerRow + x0 * 4
            let to = target.bytes + (y + dy) * target.bytesPerRow + (x0 + dx) * 4
            memmove(to, from, width)
        }
        let moved = source.offsetBy(dx: offset.x, dy: offset.y)
        cairo_surface_mark_dirty_rectangle(target.surface, Int32(moved.minX), Int32(moved.minY), Int32(moved.width), Int32(moved.height))
        return true
    }
}
