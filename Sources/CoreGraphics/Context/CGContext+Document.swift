@_implementationOnly import CCairo
public import Foundation

/// The state of a PDF or SVG context.
final class VectorDocument {
    enum Kind { case pdf, svg }
    let kind: Kind
    let mediaBox: CGRect
    var pageOpen = false
    var closed = false

    init(kind: Kind, mediaBox: CGRect) {
        self.kind = kind
        self.mediaBox = mediaBox
    }
}

extension CGContext {
    /// Creates a context that writes a PDF document to `url`, or returns `nil` when the file cannot be created.
    ///
    /// Pages are `mediaBox` in size (US Letter, 612×792 points, when `nil`); each starts with
    /// ``beginPDFPage(_:)`` and ends with ``endPDFPage()``. User space is Core Graphics' default:
    /// origin at the page's bottom-left corner, in points.
    ///
    /// - Note: Divergence: takes a `URL` and a Swift dictionary, since Linux has no `CFURL` or
    ///   `CFDictionary`. Auxiliary information is accepted but not written into the file.
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        self.init(vector: .pdf, url: url, mediaBox: mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792))
    }

    /// Creates a context that writes an SVG image of `mediaBox`'s size to `url`.
    ///
    /// Draw between ``beginPDFPage(_:)`` and ``endPDFPage()``, then call ``closePDF()``; an SVG
    /// document holds one page.
    public static func svg(url: URL, mediaBox: CGRect) -> CGContext? {
        CGContext(vector: .svg, url: url, mediaBox: mediaBox)
    }

    private convenience init?(vector kind: VectorDocument.Kind, url: URL, mediaBox: CGRect) {
        let box = mediaBox.standardized
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return nil }
        let surface: OpaquePointer? =
            switch kind {
            case .pdf: cairo_pdf_surface_create(url.path, box.width, box.height)
            case .svg: cairo_svg_surface_create(url.path, box.width, box.height)
            }
        guard let checked = try? CairoStatus.checkSurface(surface, "Creating \(url.path)") else { return nil }
        let cairo = cairo_create(checked)!
        cairo_surface_destroy(checked)
        // Points in a y-up page map to Cairo's y-down page of the same size.
        let base = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
        self.init(cairo: cairo, target: nil, base: base, deviceSize: (Int(box.width.rounded(.up)), Int(box.height.rounded(.up))))
        document = VectorDocument(kind: kind, mediaBox: box)
    }

    /// Starts a new page with a fresh graphics state; an open page is ended first.
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        guard let document, !document.closed else { return }
        if document.pageOpen { endPDFPage() }
        document.pageOpen = true
        cairo_set_matrix(cairo, [baseTransform.cairoMatrix])
    }

    /// Ends the current page.
    public func endPDFPage() {
        guard let document, document.pageOpen else { return }
        while !savedStates.isEmpty { restoreGState() }
        state = GState()
        cairo_reset_clip(cairo)
        cairo_new_path(cairo)
        cairo_show_page(cairo)
        document.pageOpen = false
    }

    /// Ends any open page and finishes writing the document; later drawing is ignored.
    public func closePDF() {
        guard let document, !document.closed else { return }
        if document.pageOpen { endPDFPage() }
        cairo_surface_finish(cairo_get_target(cairo))
        document.closed = true
    }
}
