@_implementationOnly import CPango
import Foundation

extension TextLayout {
    /// How far this layout's lines move sideways when the same text is laid out `width` points
    /// wide (`nil`: no width) instead, or `nil` when that layout would break, shorten or align
    /// its lines otherwise and must be made.
    ///
    /// A label measures its text with the width it may take, then draws it in the width it took:
    /// when every line fits both, the lines stay the same and only their alignment in the width
    /// differs, so the layout is reused, moved by the difference, rather than shaped again.
    package func horizontalOffset(forWidth width: CGFloat?) -> CGFloat? {
        let newUnits = !honoursWidth ? nil : width.flatMap { $0.isFinite && $0 > 0 ? Self.pangoUnits($0) : nil }
        if newUnits == widthUnits { return 0 }
        // Lines the old width broke or shortened are laid out afresh.
        guard pango_layout_is_wrapped(layout) == 0, pango_layout_is_ellipsized(layout) == 0 else { return nil }
        let count = Int(pango_layout_get_line_count(layout))
        // Without a width Pango keeps every paragraph; with one, a line limit cuts the rest.
        if maximumLines > 0, count > maximumLines { return nil }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        if let newUnits, newUnits < logical.width { return nil }
        let oldWidth = widthUnits ?? logical.width, newWidth = newUnits ?? logical.width
        var offset: Int32?
        for index in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { continue }
            var extents = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &extents)
            let direction = line.pointee.resolved_dir
            let rightToLeft = direction == PANGO_DIRECTION_RTL.rawValue || direction == PANGO_DIRECTION_WEAK_RTL.rawValue
            let move = Self.lineOffset(in: newWidth, of: extents.width, rightToLeft: rightToLeft, alignment: alignment)
                - Self.lineOffset(in: oldWidth, of: extents.width, rightToLeft: rightToLeft, alignment: alignment)
            // Lines moving apart (right-to-left lines among left-to-right ones) change the picture.
            if let offset, offset != move { return nil }
            offset = move
        }
        return CGFloat(offset ?? 0) / CGFloat(CPango_scale())
    }

    /// Where Pango puts a line `lineWidth` units wide in a layout `layoutWidth` wide, as its
    /// `get_x_offset` does: right-to-left lines flip left and right alignment, and a centred
    /// line between whole-point widths starts on a whole point.
    private static func lineOffset(in layoutWidth: Int32, of lineWidth: Int32, rightToLeft: Bool, alignment: Alignment) -> Int32 {
        let scale = Int32(CPango_scale())
        guard layoutWidth != 0 else { return 0 }
        switch alignment {
        case .center:
            let offset = (layoutWidth - lineWidth) / 2
            return (layoutWidth | lineWidth) & (scale - 1) == 0 ? (offset + scale / 2) & ~(scale - 1) : offset
        case .right:
            return rightToLeft ? 0 : layoutWidth - lineWidth
        case .left, .natural, .justified:
            return rightToLeft ? layoutWidth - lineWidth : 0
        }
    }
}
