import CasementTestSupport
import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("CALayer.render(in:) of views never displayed")
struct LayerRenderInContextTests {
    /// Whether any pixel of `image` is dark.
    private func hasDarkPixels(_ image: UIImage) throws -> Bool {
        let pixels = RGBAPixels(try #require(image.cgImage))
        for y in 0..<pixels.height {
            for x in 0..<pixels.width where pixels[x, y][0] < 100 && pixels[x, y][3] > 200 { return true }
        }
        return false
    }

    @Test func aLabelMadeAndRenderedInTheSameTurnShowsItsText() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "Hello"
        label.backgroundColor = .white
        label.textColor = .black
        let image = UIGraphicsImageRenderer(bounds: label.bounds).image { label.layer.render(in: $0.cgContext) }
        #expect(try hasDarkPixels(image))
    }

    @Test func aViewThatDrawsItselfIsDrawnForItsPresentationLayer() throws {
        final class Mark: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.black.setFill()
                UIRectFill(CGRect(x: 10, y: 10, width: 20, height: 20))
            }
        }
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.backgroundColor = .white
        host.addSubview(Mark(frame: host.bounds))
        let window = UIWindow(frame: host.bounds)
        window.isHidden = false
        window.addSubview(host)
        CATransaction.flush()
        let shown = try #require(host.layer.presentation())
        let image = UIGraphicsImageRenderer(bounds: host.bounds).image { shown.render(in: $0.cgContext) }
        #expect(try hasDarkPixels(image))
    }
}
