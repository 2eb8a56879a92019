public import CoreGraphics
public import Foundation

/// Lays out content for printed pages and draws it page by page, as vectors when the context
/// is a PDF context.
@preconcurrency @MainActor
open class UIPrintFormatter: NSObject {
    /// The margins kept free on each page, in points.
    open var perPageContentInsets = UIEdgeInsets.zero
    /// The tallest the content may be on a page, in points; 0 for no limit.
    open var maximumContentHeight: CGFloat = 0
    /// The widest the content may be on a page, in points; 0 for no limit.
    open var maximumContentWidth: CGFloat = 0
    /// The page the content starts on.
    open var startPage = 0

    /// The number of pages the content takes.
    open var pageCount: Int { 1 }

    /// Draws the content of page `pageIndex` (counted from ``startPage``) in `rect` of the current context.
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {}
}

/// Prints a view by its ``UIView/draw(_:for:)``: its drawing, as vectors in a PDF context.
@preconcurrency @MainActor
open class UIViewPrintFormatter: UIPrintFormatter {
    /// The view printed.
    public let view: UIView

    init(view: UIView) {
        self.view = view
    }

    /// Draws the view's content within `rect` less the insets, at its size or smaller to fit the
    /// width (and `maximumContentWidth`).
    open override func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        guard pageIndex - startPage == 0, let context = UIGraphicsGetCurrentContext() else { return }
        let content = rect.inset(by: perPageContentInsets)
        let bounds = view.bounds
        guard content.width > 0, content.height > 0, bounds.width > 0, bounds.height > 0 else { return }
        let width = maximumContentWidth > 0 ? min(content.width, maximumContentWidth) : content.width
        let scale = min(1, width / bounds.width)
        context.saveGState()
        context.clip(to: content)
        context.translateBy(x: content.minX, y: content.minY)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        view.draw(bounds, for: self)
        context.restoreGState()
    }
}
