import CasementTestSupport
import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKitTesting

@Suite("CAShapeLayer")
@MainActor
struct CAShapeLayerTests {
    private func shape(_ path: CGPath) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.path = path
        return layer
    }

    @Test("defaults: black fill, no stroke, width 1, full stroke range")
    func defaults() {
        let layer = CAShapeLayer()
        #expect(layer.fillColor == CGColor.black && layer.strokeColor == nil && layer.lineWidth == 1)
        #expect(layer.strokeStart == 0 && layer.strokeEnd == 1 && layer.miterLimit == 10 && layer.fillRule == .nonZero)
    }

    @Test("the path is filled with the fill colour and rule")
    func fill() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
        path.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let layer = shape(path)
        layer.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(renderPixels(layer, width: 40, height: 40)[20, 20] == [255, 0, 0, 255])
        layer.fillRule = .evenOdd
        #expect(renderPixels(layer, width: 40, height: 40)[20, 20][3] == 0)
        #expect(renderPixels(layer, width: 40, height: 40)[5, 5] == [255, 0, 0, 255])
    }

    @Test("strokeEnd draws only the first part of the stroke along the path")
    func strokeEnd() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 20))
        let layer = shape(path)
        layer.fillColor = nil
        layer.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        layer.lineWidth = 4
        layer.strokeEnd = 0.5
        let pixels = renderPixels(layer, width: 40, height: 40)
        #expect(pixels[10, 20] == [0, 0, 255, 255])
        #expect(pixels[30, 20][3] == 0)
    }

    @Test("strokeStart and strokeEnd measure along every subpath together")
    func trimAcrossSubpaths() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 10), CGPoint(x: 40, y: 10)])
        path.addLines(between: [CGPoint(x: 0, y: 30), CGPoint(x: 40, y: 30)])
        let layer = shape(path)
        layer.fillColor = nil
        layer.strokeColor = CGColor(gray: 0, alpha: 1)
        layer.lineWidth = 4
        layer.strokeStart = 0.25
        layer.strokeEnd = 0.75
        let pixels = renderPixels(layer, width: 40, height: 40)
        // A quarter of 80 is 20: the first line from x = 20 on, the second up to x = 20.
        #expect(pixels[10, 10][3] == 0 && pixels[30, 10][3] == 255)
        #expect(pixels[10, 30][3] == 255 && pixels[30, 30][3] == 0)
    }

    @Test("a dash pattern leaves gaps in the stroke")
    func dashes() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 20))
        let layer = shape(path)
        layer.fillColor = nil
        layer.strokeColor = CGColor(gray: 0, alpha: 1)
        layer.lineWidth = 4
        layer.lineDashPattern = [10, 10]
        let pixels = renderPixels(layer, width: 40, height: 40)
        #expect(pixels[5, 20][3] == 255 && pixels[15, 20][3] == 0 && pixels[25, 20][3] == 255)
    }

    @Test("the path draws outside the bounds unless masksToBounds")
    func outsideBounds() {
        let layer = shape(CGPath(rect: CGRect(x: 30, y: 30, width: 30, height: 30), transform: nil))
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(renderPixels(layer, width: 60, height: 60)[50, 50][3] == 255)
        layer.masksToBounds = true
        #expect(renderPixels(layer, width: 60, height: 60)[50, 50][3] == 0)
    }
}

@Suite("CAGradientLayer")
@MainActor
struct CAGradientLayerTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func gradient(_ type: CAGradientLayerType) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.colors = [red, blue]
        layer.type = type
        return layer
    }

    @Test("defaults: axial from top centre to bottom centre")
    func defaults() {
        let layer = CAGradientLayer()
        #expect(layer.startPoint == CGPoint(x: 0.5, y: 0) && layer.endPoint == CGPoint(x: 0.5, y: 1) && layer.type == .axial)
    }

    @Test("an axial gradient runs from the first colour at the top to the last at the bottom")
    func axial() {
        let pixels = renderPixels(gradient(.axial), width: 100, height: 100)
        #expect(pixels[50, 0][0] > 240 && pixels[50, 99][2] > 240)
        #expect(abs(Int(pixels[50, 50][0]) - 128) < 8)
    }

    @Test("locations move where the colours sit")
    func locations() {
        let layer = gradient(.axial)
        layer.locations = [0.8, 1]
        #expect(renderPixels(layer, width: 100, height: 100)[50, 50] == [255, 0, 0, 255])
    }

    @Test("a radial gradient is the first colour at the start point and the last beyond the end")
    func radial() {
        let layer = gradient(.radial)
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 1)
        let pixels = renderPixels(layer, width: 100, height: 100)
        #expect(pixels[50, 50][0] > 240)
        #expect(pixels[99, 50][2] > 240)
    }

    @Test("a conic gradient sweeps around the start point from the direction of the end point")
    func conic() {
        let layer = gradient(.conic)
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        let pixels = renderPixels(layer, width: 100, height: 100)
        // Just past the start direction (to the right) it is red; half way round (left) it is half way.
        #expect(pixels[90, 52][0] > 230)
        #expect(abs(Int(pixels[10, 50][0]) - 128) < 12 && abs(Int(pixels[10, 50][2]) - 128) < 12)
    }
}

@Suite("CATextLayer and CAScrollLayer")
@MainActor
struct TextAndScrollLayerTests {
    init() { PinnedFonts.install() }

    @Test("text layer defaults: 36 pt white Helvetica, not wrapped")
    func textDefaults() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && layer.foregroundColor == CGColor.white && !layer.isWrapped)
        #expect(layer.font as? String == "Helvetica" && layer.truncationMode == .none && layer.alignmentMode == .natural)
    }

    @Test("the string is drawn in the foreground colour from the top of the bounds")
    func drawsText() {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        layer.string = "███"
        layer.fontSize = 20
        layer.foregroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let pixels = renderPixels(layer, width: 200, height: 60)
        #expect(pixels[10, 10] == [0, 0, 255, 255])
        #expect(pixels[10, 50][3] == 0)
    }

    @Test("a single unwrapped line is aligned in the bounds: centred, right or left")
    func unwrappedAlignment() {
        func inkColumns(_ mode: CATextLayerAlignmentMode) -> ClosedRange<Int>? {
            let layer = CATextLayer()
            layer.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
            (layer.string, layer.fontSize, layer.alignmentMode) = ("███", 20, mode)
            let pixels = renderPixels(layer, width: 200, height: 30)
            let inked = (0..<200).filter { x in pixels[x, 12][3] > 128 }
            return inked.first.flatMap { first in inked.last.map { first...$0 } }
        }
        guard let left = inkColumns(.left), let center = inkColumns(.center), let right = inkColumns(.right) else {
            Issue.record("no text drawn")
            return
        }
        #expect(left.lowerBound < 5)
        #expect(abs((center.lowerBound + center.upperBound) / 2 - 100) <= 2)
        #expect(right.upperBound > 194)
        #expect(inkColumns(.natural) == left)
    }

    @Test("preferredFrameSize grows with the text and wraps to the width when wrapping")
    func preferredSize() {
        let layer = CATextLayer()
        layer.fontSize = 16
        layer.string = "The quick brown fox jumps over the lazy dog"
        let single = layer.preferredFrameSize()
        layer.isWrapped = true
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 10)
        let wrapped = layer.preferredFrameSize()
        #expect(single.width > 200)
        #expect(wrapped.width <= 100 && wrapped.height > single.height)
    }

    @Test("an attributed string shows its text")
    func attributed() {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.string = NSAttributedString(string: "██")
        #expect(renderPixels(layer, width: 100, height: 40)[5, 10][3] == 255)
    }

    @Test("a coloured range of an attributed string is drawn in its colour, the rest in black whatever foregroundColor says")
    func attributedColour() {
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let text = NSMutableAttributedString(string: "██")
        text.addAttribute(NSAttributedString.Key("CTForegroundColor"), value: CGColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 1, length: 1))
        text.addAttribute(NSAttributedString.Key("NSFont"), value: "DejaVu Sans 20", range: NSRange(location: 0, length: 2))
        layer.string = text
        layer.foregroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let pixels = renderPixels(layer, width: 100, height: 40)
        let width = Int(layer.preferredFrameSize().width)
        #expect(pixels[width / 4, 12] == [0, 0, 0, 255])
        #expect(pixels[3 * width / 4, 12] == [255, 0, 0, 255])
    }

    @Test("an attributed string's font attribute sets its ranges' size; fontSize applies only to plain strings")
    func attributedFonts() {
        let layer = CATextLayer()
        layer.fontSize = 40
        layer.string = NSAttributedString(string: "Wide")
        let coreTextDefault = layer.preferredFrameSize()
        let text = NSMutableAttributedString(string: "Wide")
        text.addAttribute(NSAttributedString.Key("NSFont"), value: "DejaVu Sans 24", range: NSRange(location: 0, length: 2))
        layer.string = text
        let mixed = layer.preferredFrameSize()
        layer.string = "Wide"
        let plain = layer.preferredFrameSize()
        #expect(coreTextDefault.height < 20, "12-point text: \(coreTextDefault)")
        #expect(mixed.height > 24 && mixed.width > coreTextDefault.width, "24-point start: \(mixed)")
        #expect(plain.height > 40, "40-point plain text: \(plain)")
    }

    @Test("a text layer keeps a copy of a mutable attributed string")
    func attributedCopy() {
        let layer = CATextLayer()
        let text = NSMutableAttributedString(string: "One")
        layer.string = text
        text.mutableString.setString("Two, changed later")
        #expect((layer.string as? NSAttributedString)?.string == "One")
    }

    @Test("scrolling moves the bounds origin in the allowed directions only")
    func scrollToPoint() {
        let layer = CAScrollLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(layer.masksToBounds)
        layer.scroll(to: CGPoint(x: 30, y: 40))
        #expect(layer.bounds.origin == CGPoint(x: 30, y: 40))
        layer.scrollMode = .vertically
        layer.scroll(to: CGPoint(x: 0, y: 0))
        #expect(layer.bounds.origin == CGPoint(x: 30, y: 0))
    }

    @Test("scrolling to a rectangle moves as little as needed")
    func scrollToRect() {
        let layer = CAScrollLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        layer.scroll(to: CGRect(x: 150, y: 20, width: 20, height: 20))
        #expect(layer.bounds.origin == CGPoint(x: 70, y: 0))
        layer.scroll(to: CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(layer.bounds.origin == CGPoint(x: 10, y: 0))
    }
}
