import CoreGraphics
import Foundation
@testable import QuartzCore
import Testing

/// A compositor over a y-down bitmap in Cairo's channel order, as window surfaces are.
@MainActor
private final class BandScreen {
    let context: CGContext
    let compositor: LayerCompositor
    let bounds: CGRect

    init(root: CALayer, parallel: Bool, share: Double = 0.6, scale: CGFloat = 1, layout: CGImageAlphaInfo = .premultipliedFirst) {
        bounds = root.frame
        let (width, height) = (Int(bounds.width * scale), Int(bounds.height * scale))
        let info = layout == .premultipliedFirst
            ? CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue : layout.rawValue
        context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: info)!
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        compositor = LayerCompositor(rootLayer: root)
        compositor.paintsBandsInParallel = parallel
        compositor.parallelPixelThreshold = 1
        compositor.bandShare = share
        // Splitting stays the cheaper way, whatever this machine's timings say.
        compositor.largeRepaintCost.whole = (.infinity, .max)
    }

    @discardableResult
    func frame() -> FrameReport { compositor.renderFrame(in: context, surfaceBounds: bounds, at: 0) }

    var bytes: [UInt8] {
        let count = context.bytesPerRow * context.height
        return Array(UnsafeRawBufferPointer(start: context.data, count: count))
    }

    /// How this screen's pixels differ from `other`'s: the pixels that differ, the largest channel
    /// difference, and the rows and columns they span ("same" when none differ).
    func difference(from other: BandScreen) -> String {
        let (mine, theirs, stride) = (bytes, other.bytes, context.bytesPerRow)
        var count = 0, largest = 0
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        for y in 0..<context.height {
            for x in 0..<context.width {
                let offset = y * stride + x * 4
                let delta = (0..<4).map { abs(Int(mine[offset + $0]) - Int(theirs[offset + $0])) }.max()!
                guard delta > 0 else { continue }
                count += 1
                largest = max(largest, delta)
                (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
            }
        }
        return count == 0 ? "same" : "\(count) pixels differ by up to \(largest), in x \(minX)...\(maxX), y \(minY)...\(maxY)"
    }
}

/// A scene with what the renderer draws in different ways: rounded cards with borders and cached
/// shadows, a faded group, a mask, text, an image, a turned layer, a shadow cast from alpha, a
/// gradient and a stroked shape; several of them straddle the middle rows.
@MainActor
private func richScene() -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 240, height: 180)
    root.backgroundColor = CGColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    for index in 0..<6 {
        let card = CALayer()
        card.frame = CGRect(x: 10 + CGFloat(index % 3) * 75, y: 10 + CGFloat(index / 3) * 70, width: 64, height: 60)
        card.backgroundColor = CGColor(red: 0.2 + 0.1 * CGFloat(index), green: 0.5, blue: 0.8, alpha: 1)
        card.cornerRadius = 9
        card.borderWidth = 1.5
        card.borderColor = CGColor(gray: 0.2, alpha: 0.8)
        card.shadowOpacity = 0.4
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 0, height: 3)
        let label = CATextLayer()
        label.string = "Card \(index)"
        label.fontSize = 13
        label.foregroundColor = CGColor(gray: 0, alpha: 1)
        label.frame = CGRect(x: 6, y: 20, width: 56, height: 20)
        card.addSublayer(label)
        root.addSublayer(card)
    }
    let faded = CALayer()
    faded.frame = CGRect(x: 150, y: 60, width: 70, height: 70)
    faded.opacity = 0.5
    faded.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
    faded.addSublayer(solidLayer(CGRect(x: 20, y: 20, width: 40, height: 40), CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)))
    root.addSublayer(faded)
    let masked = solidLayer(CGRect(x: 30, y: 70, width: 60, height: 50), CGColor(red: 0.9, green: 0.6, blue: 0.1, alpha: 1))
    let mask = CAShapeLayer()
    mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 60, height: 50), transform: nil)
    masked.mask = mask
    root.addSublayer(masked)
    let turned = solidLayer(CGRect(x: 100, y: 75, width: 40, height: 30), CGColor(red: 0.3, green: 0.2, blue: 0.7, alpha: 0.8))
    turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.4))
    root.addSublayer(turned)
    let picture = CALayer()
    picture.frame = CGRect(x: 180, y: 120, width: 40, height: 40)
    picture.contents = checkerboard()
    picture.shadowOpacity = 0.6
    picture.shadowRadius = 3
    root.addSublayer(picture)
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 10, y: 140, width: 120, height: 30)
    gradient.colors = [CGColor(red: 1, green: 0.8, blue: 0, alpha: 1), CGColor(red: 0, green: 0.4, blue: 1, alpha: 0.5)]
    root.addSublayer(gradient)
    let stroke = CAShapeLayer()
    stroke.frame = root.bounds
    stroke.path = CGPath(roundedRect: CGRect(x: 5, y: 85, width: 230, height: 20), cornerWidth: 8, cornerHeight: 8, transform: nil)
    stroke.fillColor = nil
    stroke.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.7)
    stroke.lineWidth = 2.5
    root.addSublayer(stroke)
    return root
}

/// A 240×180 scene in rows 10 points apart: eight small text layers in each of `textRows`, and
/// forty coloured squares in each of `plainRows`.
@MainActor
private func textScene(textRows: ClosedRange<Int>, plainRows: Range<Int>) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 240, height: 180)
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    for row in plainRows {
        for column in 0..<40 {
            root.addSublayer(solidLayer(CGRect(x: CGFloat(column) * 6, y: CGFloat(row) * 10, width: 5, height: 5), CGColor(red: 0, green: 0.5, blue: 1, alpha: 1)))
        }
    }
    for row in textRows {
        for column in 0..<8 {
            let label = CATextLayer()
            label.string = "T\(row).\(column)"
            label.fontSize = 8
            label.foregroundColor = CGColor(gray: 0, alpha: 1)
            label.frame = CGRect(x: CGFloat(column) * 30, y: CGFloat(row) * 10, width: 28, height: 9)
            root.addSublayer(label)
        }
    }
    return root
}

/// A 16×16 image of four coloured squares with a transparent corner.
private func checkerboard() -> CGImage {
    let context = CGContext(
        data: nil, width: 16, height: 16, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
        bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
    context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
    context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    context.fill(CGRect(x: 8, y: 8, width: 8, height: 8))
    context.setFillColor(CGColor(red: 0, green: 0.7, blue: 0, alpha: 1))
    context.fill(CGRect(x: 8, y: 0, width: 8, height: 8))
    return context.makeImage()!
}

@Suite("Parallel compositing")
@MainActor
struct ParallelBandTests {
    @Test("a repaint split between two threads has exactly the pixels of one painted on one", arguments: [0.25, 0.5, 0.8])
    func splitFrameMatchesSerialFrame(share: Double) {
        let root = richScene()
        let serial = BandScreen(root: richScene(), parallel: false)
        let parallel = BandScreen(root: root, parallel: true, share: share)
        #expect(serial.frame().pixelsPaintedElsewhere == 0)
        let report = parallel.frame()
        #expect(report.pixelsPaintedElsewhere > 0)
        #expect(parallel.difference(from: serial) == "same")
    }

    @Test("a split repaint at two pixels a point matches one painted on one thread")
    func splitFrameAtScaleTwo() {
        let serial = BandScreen(root: richScene(), parallel: false, scale: 2)
        let parallel = BandScreen(root: richScene(), parallel: true, scale: 2)
        serial.frame()
        #expect(parallel.frame().pixelsPaintedElsewhere > 0)
        #expect(parallel.difference(from: serial) == "same")
    }

    @Test("later frames that change layers in both bands match too")
    func laterSplitFramesMatch() {
        let serialRoot = richScene(), parallelRoot = richScene()
        let serial = BandScreen(root: serialRoot, parallel: false)
        let parallel = BandScreen(root: parallelRoot, parallel: true)
        serial.frame()
        parallel.frame()
        for root in [serialRoot, parallelRoot] {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            root.sublayers?[0].position.y += 90
            root.sublayers?[5].backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            CATransaction.commit()
        }
        serial.frame()
        #expect(parallel.frame().pixelsPaintedElsewhere > 0)
        #expect(parallel.difference(from: serial) == "same")
    }

    @Test("a band holding a layer in perspective is painted on the drawing thread, with the same pixels")
    func perspectiveKeepsTheBandHome() {
        func scene() -> CALayer {
            let root = richScene()
            let tilted = solidLayer(CGRect(x: 60, y: 120, width: 60, height: 40), CGColor(red: 0.8, green: 0.1, blue: 0.5, alpha: 1))
            var transform = CATransform3DIdentity
            transform.m34 = -1 / 200
            tilted.transform = CATransform3DRotate(transform, 0.6, 0, 1, 0)
            root.addSublayer(tilted)
            return root
        }
        let serial = BandScreen(root: scene(), parallel: false)
        let parallel = BandScreen(root: scene(), parallel: true, share: 0.5)
        let serialReport = serial.frame()
        let report = parallel.frame()
        #expect(report.pixelsPaintedElsewhere == 0)
        #expect(parallel.difference(from: serial) == "same")
        // The abandoned recording's layers are not counted twice.
        #expect(report.offscreenPasses == serialReport.offscreenPasses)
    }

    @Test("a small repaint stays on the drawing thread")
    func smallDamageIsNotSplit() {
        let root = richScene()
        let screen = BandScreen(root: root, parallel: true)
        screen.compositor.parallelPixelThreshold = 256 * 1024
        #expect(screen.frame().pixelsPaintedElsewhere == 0)
        screen.compositor.parallelPixelThreshold = 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.sublayers?[1].backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        CATransaction.commit()
        let report = screen.frame()
        #expect(report.damage.count == 1)
        #expect(report.pixelsPaintedElsewhere > 0)
    }

    @Test("the first large repaints are split, whole and split again, to learn what each way costs")
    func firstRepaintsTakeTurns() {
        let screen = BandScreen(root: richScene(), parallel: true)
        screen.compositor.largeRepaintCost = (nil, nil)
        var ways: [Bool] = []
        for _ in 0..<3 {
            screen.compositor.setNeedsFullRepaint()
            ways.append(screen.frame().pixelsPaintedElsewhere > 0)
        }
        #expect(ways == [true, false, true])
        #expect(screen.compositor.largeRepaintCost.split?.repaint == 3 && screen.compositor.largeRepaintCost.whole?.repaint == 2)
    }

    @Test("large repaints are split while that was a tenth cheaper, and the staler way is measured again after 30 repaints")
    func cheaperWayWins() {
        let screen = BandScreen(root: richScene(), parallel: true)
        screen.compositor.largeRepaints = 10
        screen.compositor.largeRepaintCost = (split: (2, 10), whole: (1, 10))
        screen.compositor.setNeedsFullRepaint()
        #expect(screen.frame().pixelsPaintedElsewhere == 0)
        screen.compositor.largeRepaintCost = (split: (0.95, 11), whole: (1, 11))
        screen.compositor.setNeedsFullRepaint()
        #expect(screen.frame().pixelsPaintedElsewhere == 0, "5 % cheaper is not enough")
        screen.compositor.largeRepaintCost = (split: (0.85, 12), whole: (1, 12))
        screen.compositor.setNeedsFullRepaint()
        #expect(screen.frame().pixelsPaintedElsewhere > 0)
        screen.compositor.largeRepaints = 50
        screen.compositor.largeRepaintCost = (split: (2, 20), whole: (1, 50))
        screen.compositor.setNeedsFullRepaint()
        #expect(screen.frame().pixelsPaintedElsewhere > 0)
    }

    @Test("a bitmap in RGBA byte order is painted on one thread")
    func exchangedChannelsAreNotSplit() {
        let screen = BandScreen(root: richScene(), parallel: true, layout: .premultipliedLast)
        #expect(screen.frame().pixelsPaintedElsewhere == 0)
    }

    @Test("the split row leaves the asked share of the pixels below it")
    func splitRow() {
        let rects = [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 200, y: 50, width: 100, height: 100)]
        let row = LayerCompositor.row(splitting: rects, share: 0.5)
        #expect(row == 75)
        #expect(LayerCompositor.rows(of: rects[0], from: row, to: .infinity) == CGRect(x: 0, y: 75, width: 100, height: 25))
        #expect(LayerCompositor.rows(of: rects[1], from: -.infinity, to: row) == CGRect(x: 200, y: 50, width: 100, height: 25))
        #expect(LayerCompositor.rows(of: rects[0], from: 100, to: .infinity) == nil)
    }

    @Test("each split frame moves the share towards the side that finished first, within bounds")
    func shareStaysBalancedWithinBounds() {
        let screen = BandScreen(root: richScene(), parallel: true, share: 0.6)
        for _ in 0..<4 {
            screen.compositor.setNeedsFullRepaint()
            #expect(screen.frame().pixelsPaintedElsewhere > 0)
            #expect((0.2...0.85).contains(screen.compositor.bandShare))
        }
    }

    @Test("a large repaint of plain rectangles is written as fills on the drawing thread, not split")
    func plainRepaintIsFilledNotSplit() {
        func plainScene() -> CALayer {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
            for index in 0..<40 {
                let square = CALayer()
                square.frame = CGRect(x: (index % 8) * 48 + 8, y: (index / 8) * 56 + 8, width: 40, height: 40)
                square.backgroundColor = CGColor(red: CGFloat(index) / 40, green: 0.4, blue: 0.8, alpha: 1)
                root.addSublayer(square)
            }
            return root
        }
        let screen = BandScreen(root: plainScene(), parallel: true)
        let serial = BandScreen(root: plainScene(), parallel: false)
        serial.compositor.paintsSolidFillsDirectly = false
        #expect(screen.frame().pixelsPaintedElsewhere == 0)
        serial.frame()
        #expect(screen.compositor.solidFillFrames == 1)
        #expect(screen.difference(from: serial) == "same")
    }

    @Test("a first frame of mostly text is painted on one thread")
    func textFirstFrameIsNotSplit() {
        // Text layers are 96 of the 97 layers walked.
        let screen = BandScreen(root: textScene(textRows: 0...11, plainRows: 0..<0), parallel: true)
        screen.compositor.largeRepaintCost = (nil, nil)
        let serial = BandScreen(root: textScene(textRows: 0...11, plainRows: 0..<0), parallel: false)
        #expect(screen.frame().pixelsPaintedElsewhere == 0)
        serial.frame()
        #expect(screen.compositor.largeRepaintCost.split?.seconds == .infinity)
        #expect(screen.difference(from: serial) == "same")
    }

    @Test("a band that records mostly text is painted on the drawing thread")
    func mostlyTextBandStaysHome() {
        // The walk is mostly squares (360 above the text), the lower band all text.
        let screen = BandScreen(root: textScene(textRows: 10...17, plainRows: 0..<9), parallel: true, share: 0.5)
        screen.compositor.largeRepaintCost = (nil, nil)
        #expect(screen.frame().pixelsPaintedElsewhere == 0)
        #expect(screen.compositor.largeRepaintCost.split?.seconds == .infinity)
    }

    @Test("a frame whose text is a small part of its drawing is still split")
    func someTextIsSplit() {
        // The lower band draws 64 text layers among 320 squares.
        let screen = BandScreen(root: textScene(textRows: 10...17, plainRows: 10..<18), parallel: true, share: 0.5)
        screen.compositor.largeRepaintCost = (nil, nil)
        #expect(screen.frame().pixelsPaintedElsewhere > 0)
    }
}
