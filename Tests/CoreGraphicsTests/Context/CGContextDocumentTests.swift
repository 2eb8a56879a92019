import CoreGraphics
import Foundation
import Testing

@Suite("CGContext PDF and SVG documents")
struct CGContextDocumentTests {
    private func temporaryURL(_ ext: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("casement-\(UUID().uuidString).\(ext)")
    }

    @Test("a PDF context writes one page per beginPDFPage/endPDFPage pair")
    func pdfPages() throws {
        let url = temporaryURL("pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        var box = CGRect(x: 0, y: 0, width: 200, height: 100)
        let context = try #require(CGContext(url, mediaBox: &box, nil))
        for _ in 0..<3 {
            context.beginPDFPage(nil)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
            context.endPDFPage()
        }
        context.closePDF()

        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(text.hasPrefix("%PDF-"))
        #expect(text.contains("/Count 3"))
        #expect(text.contains("/MediaBox [ 0 0 200 100 ]"))
    }

    @Test("a PDF page's user space starts at the bottom-left corner in points")
    func pdfCoordinates() throws {
        let url = temporaryURL("pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let context = try #require(CGContext(url, mediaBox: nil, nil))
        context.beginPDFPage(nil)
        #expect(context.ctm.isIdentity)
        #expect(context.convertToDeviceSpace(CGPoint(x: 0, y: 0)) == CGPoint(x: 0, y: 792))
        context.closePDF()
    }

    @Test("a PDF context for an unwritable location is nil")
    func unwritable() {
        #expect(CGContext(URL(fileURLWithPath: "/nonexistent-dir/x.pdf"), mediaBox: nil, nil) == nil)
    }

    @Test("an SVG context writes vector shapes")
    func svg() throws {
        let url = temporaryURL("svg")
        defer { try? FileManager.default.removeItem(at: url) }
        let context = try #require(CGContext.svg(url: url, mediaBox: CGRect(x: 0, y: 0, width: 64, height: 32)))
        context.beginPDFPage(nil)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fillEllipse(in: CGRect(x: 4, y: 4, width: 24, height: 24))
        context.endPDFPage()
        context.closePDF()

        let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(text.contains("<svg"))
        #expect(text.contains("width=\"64pt\""))
        #expect(text.contains("rgb(0%,0%,100%)"))
    }
}
