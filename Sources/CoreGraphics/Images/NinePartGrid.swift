/// The nine parts of a stretched image (a resizable `UIImage`, a layer's `contentsCenter`):
/// the corners keep their size, the edges stretch or tile along one axis, the middle along both.
package enum NinePartGrid {
    /// One part: where it comes from in the image (pixels) and where it goes (points), with its
    /// row and column (1 is the middle).
    package struct Cell {
        package let source: CGRect
        package let destination: CGRect
        package let row: Int
        package let column: Int
        /// Whether the part is a corner, drawn at its size.
        package var isCorner: Bool { row != 1 && column != 1 }
    }

    /// The non-empty parts of an image of `width`×`height` pixels cut at the pixel boundaries
    /// `xs` and `ys` (four each, from 0 to the side), drawn over `rect` at `scale` pixels a point.
    /// Fixed edges wider or taller than `rect` shrink in proportion to fit it.
    package static func cells(width: CGFloat, height: CGFloat, xs: [CGFloat], ys: [CGFloat], scale: CGFloat, in rect: CGRect) -> [Cell] {
        guard xs.count == 4, ys.count == 4, scale > 0 else { return [] }
        let fitX = min(1, rect.width / max((xs[1] + width - xs[2]) / scale, 1e-9))
        let fitY = min(1, rect.height / max((ys[1] + height - ys[2]) / scale, 1e-9))
        let dx = [rect.minX, rect.minX + xs[1] / scale * fitX, rect.maxX - (width - xs[2]) / scale * fitX, rect.maxX]
        let dy = [rect.minY, rect.minY + ys[1] / scale * fitY, rect.maxY - (height - ys[2]) / scale * fitY, rect.maxY]
        var cells: [Cell] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                let destination = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { continue }
                cells.append(Cell(source: source, destination: destination, row: row, column: column))
            }
        }
        return cells
    }
}
