import CoreGraphics
import Foundation

/// The dots of a page control, with the platter behind them when it shows.
///
/// When there are more pages than fit, a window of dots around the current page shows, the two
/// dots at an end with more pages beyond it drawn smaller.
final class PageDotsView: ControlPartView {
    /// What to draw.
    struct Look {
        var count = 0
        var current = 0
        var showsPlatter = false
        var dotColor = UIColor.tertiaryLabel
        var currentColor = UIColor.label
        var image: (Int) -> UIImage? = { _ in nil }
        var currentImage: (Int) -> UIImage? = { _ in nil }
        var enabled = true
    }

    private(set) var look = Look()
    var isRightToLeft = false {
        didSet { setNeedsDisplay() }
    }

    private static var pitch: CGFloat { UIPageControl.dotDiameter + UIPageControl.dotSpacing }

    func show(_ look: Look) {
        self.look = look
        alpha = look.enabled ? 1 : 0.5
        setNeedsDisplay()
    }

    /// The pages whose dots show: all that fit, around the current one.
    var visiblePages: Range<Int> {
        let capacity = max(1, Int((bounds.width - 2 * UIPageControl.padding + UIPageControl.dotSpacing) / Self.pitch))
        guard look.count > capacity else { return 0..<look.count }
        let first = min(max(look.current - capacity / 2, 0), look.count - capacity)
        return first..<(first + capacity)
    }

    /// The centre of `page`'s dot along the row (the nearest end of the window for pages not shown).
    func centre(ofPage page: Int) -> CGFloat {
        let pages = visiblePages
        guard !pages.isEmpty else { return bounds.midX }
        let position = CGFloat(min(max(page, pages.lowerBound), pages.upperBound - 1) - pages.lowerBound)
        let rowWidth = CGFloat(pages.count) * Self.pitch - UIPageControl.dotSpacing
        let offset = position * Self.pitch + UIPageControl.dotDiameter / 2
        let start = bounds.midX - rowWidth / 2
        return isRightToLeft ? start + rowWidth - offset : start + offset
    }

    /// The page whose dot is nearest `x`; at an end of the window with pages beyond, the next of them.
    func page(nearestTo x: CGFloat) -> Int? {
        let pages = visiblePages
        guard let nearest = pages.min(by: { abs(centre(ofPage: $0) - x) < abs(centre(ofPage: $1) - x) }) else { return nil }
        if nearest == pages.upperBound - 1, nearest + 1 < look.count { return nearest + 1 }
        if nearest == pages.lowerBound, nearest > 0 { return nearest - 1 }
        return nearest
    }

    /// How large `page`'s dot is drawn: smaller at an end of the window with more pages beyond.
    private func scale(ofPage page: Int, in pages: Range<Int>) -> CGFloat {
        let fromStart = page - pages.lowerBound, fromEnd = pages.upperBound - 1 - page
        if pages.lowerBound > 0, fromStart < 2 { return fromStart == 0 ? 0.5 : 0.75 }
        if pages.upperBound < look.count, fromEnd < 2 { return fromEnd == 0 ? 0.5 : 0.75 }
        return 1
    }

    override func draw(_ rect: CGRect) {
        guard look.count > 0, let context = UIGraphicsGetCurrentContext() else { return }
        let pages = visiblePages
        if look.showsPlatter {
            let width = CGFloat(pages.count) * Self.pitch - UIPageControl.dotSpacing + 2 * UIPageControl.padding
            let platter = CGRect(x: bounds.midX - width / 2, y: bounds.midY - UIPageControl.naturalHeight / 2, width: width, height: UIPageControl.naturalHeight)
            UIColor.systemFill.setFill()
            UIBezierPath(roundedRect: platter, cornerRadius: platter.height / 2).fill()
        }
        for page in pages {
            let isCurrent = page == look.current
            let color = isCurrent ? look.currentColor : look.dotColor
            let center = CGPoint(x: centre(ofPage: page), y: bounds.midY)
            let scale = scale(ofPage: page, in: pages)
            if let image = (isCurrent ? look.currentImage(page) : nil) ?? look.image(page) {
                let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
                let frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
                guard image.renderingMode != .alwaysOriginal else {
                    image.draw(in: frame)
                    continue
                }
                // A template: the image's shape in the dot's colour.
                context.beginTransparencyLayer(in: frame, auxiliaryInfo: nil)
                image.draw(in: frame)
                context.setBlendMode(.sourceIn)
                context.setFillColor(color.cgColor)
                context.fill(frame)
                context.endTransparencyLayer()
                continue
            }
            let diameter = UIPageControl.dotDiameter * scale
            context.setFillColor(color.cgColor)
            context.fillEllipse(in: CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
        }
    }
}
