import CoreGraphics
import Foundation

/// Draws one level of a shown menu, as desktop menus look: rows of 13-point text with a
/// checkmark column, images, shortcuts and submenu arrows, the highlighted row in the tint
/// colour; separators and section titles between inline menus; scroll arrows when the rows do
/// not fit on the screen.
///
/// The rows are drawn, not views, so a menu of thousands of items costs only the rows in sight.
final class MenuView: UIView {
    /// Sizes of the desktop menu look, in points.
    enum Metrics {
        static let verticalPadding: CGFloat = 5
        static let rowHeight: CGFloat = 22
        static let subtitleHeight: CGFloat = 14
        static let headerHeight: CGFloat = 20
        static let separatorHeight: CGFloat = 11
        static let checkmarkX: CGFloat = 9
        static let titleX: CGFloat = 26
        static let imageSide: CGFloat = 16
        static let imageGap: CGFloat = 6
        static let shortcutGap: CGFloat = 24
        static let arrowWidth: CGFloat = 18
        static let trailingPadding: CGFloat = 12
        static let highlightInset: CGFloat = 5
        static let minimumWidth: CGFloat = 120
        static let maximumTitleWidth: CGFloat = 400
        static let scrollArrowHeight: CGFloat = 16
        static let titleFont = UIFont.systemFont(ofSize: 13)
        static let subtitleFont = UIFont.systemFont(ofSize: 11)
        static let headerFont = UIFont.systemFont(ofSize: 11, weight: .semibold)
    }

    private(set) var rows: [MenuRow] = []
    /// Each row's top, in content coordinates (without scrolling), and the total height after them.
    private var tops: [CGFloat] = []
    private(set) var contentHeight: CGFloat = 0
    /// The width the rows need.
    private(set) var contentWidth: CGFloat = Metrics.minimumWidth
    private var hasImages = false

    /// The highlighted row, if any.
    var highlightedRow: Int? {
        didSet { if highlightedRow != oldValue { setNeedsDisplay() } }
    }

    /// How far the rows are scrolled up, when they do not all fit.
    private(set) var scrollOffset: CGFloat = 0

    init(rows: [MenuRow], minimumWidth: CGFloat) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        isOpaque = true
        contentMode = .redraw
        setRows(rows, minimumWidth: minimumWidth)
    }

    required init?(coder: NSCoder) { nil }

    /// Replaces the rows (a deferred element delivered its elements) and measures them again.
    func setRows(_ newRows: [MenuRow], minimumWidth: CGFloat) {
        rows = newRows
        hasImages = rows.contains { $0.image != nil }
        var y = Metrics.verticalPadding
        var tops: [CGFloat] = []
        tops.reserveCapacity(rows.count)
        var widest: CGFloat = 0
        var hasArrows = false, widestShortcut: CGFloat = 0
        for row in rows {
            tops.append(y)
            y += Self.height(of: row)
            if let title = row.title {
                let font = row.isFurniture ? Metrics.headerFont : Metrics.titleFont
                widest = max(widest, min(Self.measure(title, font: font), Metrics.maximumTitleWidth))
            }
            if let subtitle = row.subtitle { widest = max(widest, min(Self.measure(subtitle, font: Metrics.subtitleFont), Metrics.maximumTitleWidth)) }
            if let shortcut = row.shortcut { widestShortcut = max(widestShortcut, Self.measure(shortcut, font: Metrics.titleFont)) }
            if case .submenu = row.kind { hasArrows = true }
        }
        if rows.isEmpty { y += Metrics.rowHeight }
        self.tops = tops
        contentHeight = y + Metrics.verticalPadding
        var width = titleX + widest + Metrics.trailingPadding
        if widestShortcut > 0 { width += Metrics.shortcutGap + widestShortcut }
        if hasArrows { width += Metrics.arrowWidth }
        contentWidth = max(ceil(width), Metrics.minimumWidth, minimumWidth)
        if let highlightedRow, highlightedRow >= rows.count { self.highlightedRow = nil }
        setNeedsDisplay()
    }

    private var titleX: CGFloat { Metrics.titleX + (hasImages ? Metrics.imageSide + Metrics.imageGap : 0) }

    static func height(of row: MenuRow) -> CGFloat {
        switch row.kind {
        case .separator: Metrics.separatorHeight
        case .header: Metrics.headerHeight
        default: Metrics.rowHeight + (row.subtitle == nil ? 0 : Metrics.subtitleHeight)
        }
    }

    private static func measure(_ text: String, font: UIFont) -> CGFloat {
        // Only the start of a very long title can show; measuring it all would cost for nothing.
        let shown = text.count > 200 ? String(text.prefix(200)) : text
        return ceil(TextDrawing(AttributedText(string: shown, attributes: nil), width: nil, maximumLines: 1, font: font).layout.size.width)
    }

    // MARK: Geometry

    /// Whether the rows are taller than the view, so they scroll.
    var scrolls: Bool { contentHeight > bounds.height + 0.5 }

    /// The rectangle of row `index` in the view's coordinates, after scrolling.
    func rectOfRow(_ index: Int) -> CGRect {
        CGRect(x: 0, y: tops[index] - scrollOffset, width: bounds.width, height: Self.height(of: rows[index]))
    }

    /// The row at `point` (view coordinates), if any; none under the scroll arrows.
    func row(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        if scrolls {
            if point.y < Metrics.scrollArrowHeight && scrollOffset > 0 { return nil }
            if point.y > bounds.height - Metrics.scrollArrowHeight && scrollOffset < maximumScrollOffset { return nil }
        }
        let y = point.y + scrollOffset
        guard let found = row(atContentY: y), y >= tops[found], y < tops[found] + Self.height(of: rows[found]) else { return nil }
        return found
    }

    private var maximumScrollOffset: CGFloat { max(0, contentHeight - bounds.height) }

    /// Scrolls by `delta` points (positive shows rows further down), kept within the rows.
    func scroll(by delta: CGFloat) {
        let offset = min(max(scrollOffset + delta, 0), maximumScrollOffset)
        guard offset != scrollOffset else { return }
        scrollOffset = offset
        setNeedsDisplay()
    }

    /// Scrolls just enough to show row `index` whole, clear of the scroll arrows.
    func scrollToShow(_ index: Int) {
        guard scrolls, rows.indices.contains(index) else { return }
        let top = tops[index], bottom = top + Self.height(of: rows[index])
        let arrows = Metrics.scrollArrowHeight
        if top - arrows < scrollOffset {
            scroll(by: top - arrows - scrollOffset)
        } else if bottom + arrows > scrollOffset + bounds.height {
            scroll(by: bottom + arrows - scrollOffset - bounds.height)
        }
    }

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(UIColor.opaqueSeparator.cgColor)
        context.stroke(bounds.insetBy(dx: 0.5, dy: 0.5), width: 1)
        if rows.isEmpty {
            drawText("No Items", font: Metrics.titleFont, color: .tertiaryLabel,
                     in: CGRect(x: titleX, y: Metrics.verticalPadding, width: bounds.width - titleX, height: Metrics.rowHeight))
        }
        let visible = rect.intersection(bounds.insetBy(dx: 1, dy: 1))
        if let first = row(atContentY: visible.minY + scrollOffset) {
            var index = first
            while index < rows.count, tops[index] - scrollOffset < visible.maxY {
                drawRow(index, in: context)
                index += 1
            }
        }
        if scrolls { drawScrollArrows(in: context) }
    }

    /// The last row whose top is at or above `y` (content coordinates), or the first row.
    private func row(atContentY y: CGFloat) -> Int? {
        guard !tops.isEmpty else { return nil }
        var low = 0, high = tops.count - 1, found = 0
        while low <= high {
            let mid = (low + high) / 2
            if tops[mid] <= y { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        return found
    }

    private func drawRow(_ index: Int, in context: CGContext) {
        let row = rows[index]
        let frame = rectOfRow(index)
        switch row.kind {
        case .separator:
            context.setFillColor(UIColor.separator.cgColor)
            context.fill(CGRect(x: Metrics.highlightInset + 5, y: frame.midY - 0.5, width: frame.width - 2 * (Metrics.highlightInset + 5), height: 1))
            return
        case .header(let title):
            drawText(title, font: Metrics.headerFont, color: .secondaryLabel,
                     in: CGRect(x: Metrics.titleX - 12, y: frame.minY, width: frame.width - Metrics.titleX, height: frame.height))
            return
        case .loading:
            drawText("Loading…", font: Metrics.titleFont, color: .tertiaryLabel,
                     in: CGRect(x: titleX, y: frame.minY, width: frame.width - titleX, height: Metrics.rowHeight))
            return
        case .leaf, .submenu:
            break
        }
        let highlighted = index == highlightedRow && row.isEnabled
        if highlighted {
            let area = frame.insetBy(dx: Metrics.highlightInset, dy: 0)
            context.setFillColor((row.isDestructive ? UIColor.systemRed : tintColor).cgColor)
            context.addPath(UIBezierPath(roundedRect: area, cornerRadius: 4).cgPath)
            context.fillPath()
        }
        let color: UIColor = highlighted ? .white : !row.isEnabled ? .tertiaryLabel : row.isDestructive ? .systemRed : .label
        let lineTop = frame.minY
        switch row.state {
        case .on: drawCheckmark(in: context, midY: lineTop + Metrics.rowHeight / 2, color: color)
        case .mixed: drawDash(in: context, midY: lineTop + Metrics.rowHeight / 2, color: color)
        case .off: break
        }
        if let image = row.image {
            let side = Metrics.imageSide
            drawTemplate(image, in: CGRect(x: Metrics.titleX, y: lineTop + (Metrics.rowHeight - side) / 2, width: side, height: side), color: color, context: context)
        }
        var trailing = frame.maxX - Metrics.trailingPadding
        if case .submenu = row.kind {
            drawArrow(in: context, maxX: trailing, midY: lineTop + Metrics.rowHeight / 2, color: color)
            trailing -= Metrics.arrowWidth
        }
        if let shortcut = row.shortcut {
            let width = Self.measure(shortcut, font: Metrics.titleFont)
            drawText(shortcut, font: Metrics.titleFont, color: highlighted ? .white : row.isEnabled ? .secondaryLabel : .tertiaryLabel,
                     in: CGRect(x: trailing - width, y: lineTop, width: width, height: Metrics.rowHeight))
            trailing -= width + Metrics.shortcutGap
        }
        let textWidth = max(0, trailing - titleX)
        drawText(row.title ?? "", font: Metrics.titleFont, color: color, in: CGRect(x: titleX, y: lineTop, width: textWidth, height: Metrics.rowHeight))
        if let subtitle = row.subtitle {
            drawText(subtitle, font: Metrics.subtitleFont, color: highlighted ? .white : .secondaryLabel,
                     in: CGRect(x: titleX, y: lineTop + Metrics.rowHeight - 4, width: textWidth, height: Metrics.subtitleHeight))
        }
    }

    /// Draws one line of `text` vertically centred in `area`, truncated at its end to its width.
    private func drawText(_ text: String, font: UIFont, color: UIColor, in area: CGRect) {
        let shown = text.count > 200 ? String(text.prefix(200)) : text
        let drawing = TextDrawing(
            AttributedText(string: shown, attributes: nil), width: area.width, maximumLines: 1, font: font, color: color,
            lineBreakMode: .byTruncatingTail)
        let size = drawing.layout.size
        drawing.draw(at: CGPoint(x: area.minX, y: area.minY + (area.height - size.height) / 2), clippedTo: area)
    }

    /// Draws `image`'s shape filled with `color`, as menus show symbols.
    private func drawTemplate(_ image: UIImage, in rect: CGRect, color: UIColor, context: CGContext) {
        context.saveGState()
        context.beginTransparencyLayer(in: rect, auxiliaryInfo: nil)
        image.draw(in: rect)
        context.setBlendMode(.sourceIn)
        context.setFillColor(color.cgColor)
        context.fill(rect)
        context.endTransparencyLayer()
        context.restoreGState()
    }

    private func drawCheckmark(in context: CGContext, midY: CGFloat, color: UIColor) {
        let x = Metrics.checkmarkX
        context.saveGState()
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(1.6)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.move(to: CGPoint(x: x, y: midY))
        context.addLine(to: CGPoint(x: x + 3.5, y: midY + 3.5))
        context.addLine(to: CGPoint(x: x + 10, y: midY - 4))
        context.strokePath()
        context.restoreGState()
    }

    private func drawDash(in context: CGContext, midY: CGFloat, color: UIColor) {
        context.setFillColor(color.cgColor)
        context.fill(CGRect(x: Metrics.checkmarkX, y: midY - 0.75, width: 10, height: 1.5))
    }

    private func drawArrow(in context: CGContext, maxX: CGFloat, midY: CGFloat, color: UIColor) {
        context.saveGState()
        context.setStrokeColor(color.cgColor)
        context.setLineWidth(1.5)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.move(to: CGPoint(x: maxX - 4, y: midY - 4))
        context.addLine(to: CGPoint(x: maxX, y: midY))
        context.addLine(to: CGPoint(x: maxX - 4, y: midY + 4))
        context.strokePath()
        context.restoreGState()
    }

    /// Arrows over the first and last rows when more rows lie that way.
    private func drawScrollArrows(in context: CGContext) {
        let height = Metrics.scrollArrowHeight
        for (isTop, shows) in [(true, scrollOffset > 0), (false, scrollOffset < maximumScrollOffset)] where shows {
            let band = CGRect(x: 1, y: isTop ? 1 : bounds.height - height - 1, width: bounds.width - 2, height: height)
            context.setFillColor(UIColor.systemBackground.cgColor)
            context.fill(band)
            context.setFillColor(UIColor.secondaryLabel.cgColor)
            let tip: CGFloat = isTop ? band.minY + 5 : band.maxY - 5
            let base: CGFloat = isTop ? band.minY + 11 : band.maxY - 11
            context.move(to: CGPoint(x: band.midX, y: tip))
            context.addLine(to: CGPoint(x: band.midX - 5, y: base))
            context.addLine(to: CGPoint(x: band.midX + 5, y: base))
            context.closePath()
            context.fillPath()
        }
    }
}
