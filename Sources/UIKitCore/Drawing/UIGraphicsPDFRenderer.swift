public import CoreGraphics
public import Foundation

/// The settings of a PDF renderer.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    /// Document information (title, author, ...); accepted, not written (Core Graphics' divergence).
    open var documentInfo: [String: Any] = [:]

    /// A format with no document information.
    public required init() { super.init() }
}

/// The context of a PDF renderer's drawing actions: draw each page after ``beginPage()``.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    /// The bounds of the pages, in the renderer's coordinates.
    open var pdfContextBounds: CGRect { format.bounds }
    private var pageStarted = false

    /// Ends the current page, if any, and starts a new one the size of the renderer's bounds.
    open func beginPage() {
        beginPage(withBounds: pdfContextBounds, pageInfo: [:])
    }

    /// Starts a new page. Pages keep the renderer's size; other bounds are reported and drawn at it.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        if bounds.size != pdfContextBounds.size {
            Diagnostics.report("Casement UIKit: UIGraphicsPDFRendererContext pages are all \(pdfContextBounds.size); a page of \(bounds.size) is drawn at that size.")
        }
        cgContext.beginPDFPage(pageInfo)
        pageStarted = true
        // UIKit's pages are y-down from the top-left corner of the bounds.
        cgContext.translateBy(x: 0, y: pdfContextBounds.height)
        cgContext.scaleBy(x: 1, y: -1)
        cgContext.translateBy(x: -pdfContextBounds.minX, y: -pdfContextBounds.minY)
    }

    func finish() {
        cgContext.closePDF()
    }

    var hasPage: Bool { pageStarted }
}

/// Draws PDF documents whose pages hold vector drawing.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    /// The renderer's format.
    open var format: UIGraphicsPDFRendererFormat { rendererFormat as! UIGraphicsPDFRendererFormat }

    /// A renderer of pages of `bounds`, with `format`.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of pages of `bounds`.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// Writes the document `actions` draw to `url`.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        var mediaBox = CGRect(origin: .zero, size: bounds.size)
        guard !bounds.isEmpty, let context = CGContext(url, mediaBox: &mediaBox, format.documentInfo) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let rendererContext = UIGraphicsPDFRendererContext(cgContext: context, format: format)
        run(rendererContext, actions)
        rendererContext.finish()
    }

    /// The document `actions` draw, as data.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("casement-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            try writePDF(to: url, withActions: actions)
            return try Data(contentsOf: url)
        } catch {
            Diagnostics.report("Casement UIKit: UIGraphicsPDFRenderer could not make the document: \(error)")
            return Data()
        }
    }
}
