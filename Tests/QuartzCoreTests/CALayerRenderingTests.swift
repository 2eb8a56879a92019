import CasementTestSupport
import CoreGraphics
import Foundation
import QuartzCore
import Testing

/// Renders a layer into a y-down RGBA bitmap of `size` points and reads its pixels.
@MainActor
func renderPixels(_ layer: CALayer, width: Int, height: Int) -> RGBAPixels {
    let context = CGContext(
        data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    context.translateBy(x: 0, y: CGFloat(height))
    context.scaleBy(x: 1, y: -1)
    layer.render(in: context)
    return RGBAPixels(context.makeImage()!)
}

@Suite("CALayer rendering")
@MainActor
struct CALayerRenderingTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    private func layer(_ frame: CGRect, _ color: CGColor? = nil) -> CALayer {
        solidLayer(frame, color)
    }

    @Test("the background fills the bounds; sublayers draw on top in order")
    func backgroundAndSublayers() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        root.addSublayer(layer(CGRect(x: 10, y: 10, width: 10, height: 10), blue))
        let pixels = renderPixels(root, width: 40, height: 40)
        #expect(pixels[2, 2] == [255, 0, 0, 255])
        #expect(pixels[15, 15] == [0, 0, 255, 255])
    }

    @Test("zPosition draws a layer in front of later siblings")
    func zOrder() {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        let front = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        front.zPosition = 1
        root.addSublayer(front)
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 20), blue))
        #expect(renderPixels(root, width: 20, height: 20)[10, 10] == [255, 0, 0, 255])
    }

    @Test("changing a zPosition or the sublayers after a render changes the order of the next one")
    func zOrderFollowsChanges() {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        let first = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        root.addSublayer(first)
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 20, height: 20), blue))
        #expect(renderPixels(root, width: 20, height: 20)[10, 10] == [0, 0, 255, 255])
        first.zPosition = 1
        #expect(renderPixels(root, width: 20, height: 20)[10, 10] == [255, 0, 0, 255])
        let green = layer(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        green.zPosition = 2
        root.insertSublayer(green, at: 0)
        #expect(renderPixels(root, width: 20, height: 20)[10, 10] == [0, 255, 0, 255])
    }

    @Test("text inside its bounds and text overflowing them are both cut at the bounds")
    func textClipping() {
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 30))
        let text = CATextLayer()
        text.string = "WWWWWWWW"
        text.fontSize = 20
        text.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        text.frame = CGRect(x: 5, y: 5, width: 30, height: 20)
        root.addSublayer(text)
        let overflowing = renderPixels(root, width: 60, height: 30)
        #expect((0..<30).allSatisfy { overflowing[40, $0][3] == 0 }, "nothing drawn right of the bounds")
        #expect((5..<25).contains { overflowing[20, $0][3] > 0 }, "glyphs inside the bounds")
        text.string = "W"
        let inside = renderPixels(root, width: 60, height: 30)
        #expect((5..<25).contains { inside[10, $0][3] > 0 })
    }

    @Test("masksToBounds clips sublayers to the rounded bounds")
    func masksToBounds() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        root.cornerRadius = 20
        root.addSublayer(layer(CGRect(x: -10, y: -10, width: 60, height: 60), blue))
        let unclipped = renderPixels(root, width: 40, height: 40)
        root.masksToBounds = true
        let clipped = renderPixels(root, width: 40, height: 40)
        #expect(unclipped[1, 1] == [0, 0, 255, 255])
        #expect(clipped[1, 1][3] == 0)
        #expect(clipped[20, 20] == [0, 0, 255, 255])
    }

    @Test("maskedCorners rounds only the chosen corners")
    func maskedCorners() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        root.cornerRadius = 15
        root.maskedCorners = [.layerMaxXMaxYCorner]
        let pixels = renderPixels(root, width: 40, height: 40)
        #expect(pixels[0, 0] == [255, 0, 0, 255])
        #expect(pixels[39, 39][3] == 0)
    }

    @Test("the border lies inside the bounds, on top of sublayers")
    func border() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 40, height: 40), blue))
        root.borderWidth = 4
        root.borderColor = red
        let pixels = renderPixels(root, width: 40, height: 40)
        #expect(pixels[1, 20] == [255, 0, 0, 255])
        #expect(pixels[3, 20] == [255, 0, 0, 255])
        #expect(pixels[5, 20] == [0, 0, 255, 255])
    }

    @Test("opacity fades the layer and its sublayers as one group")
    func groupOpacity() {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        root.addSublayer(layer(CGRect(x: 0, y: 0, width: 10, height: 20), red))
        root.opacity = 0.5
        let pixels = renderPixels(root, width: 20, height: 20)
        // Overlapping red inside the group does not add up.
        #expect(pixels[5, 5] == pixels[15, 5])
        #expect(abs(Int(pixels[5, 5][3]) - 128) <= 1)
    }

    @Test("hidden layers and zero opacity draw nothing")
    func hidden() {
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
        root.addSublayer(child)
        child.isHidden = true
        #expect(renderPixels(root, width: 10, height: 10)[5, 5][3] == 0)
        child.isHidden = false
        child.opacity = 0
        #expect(renderPixels(root, width: 10, height: 10)[5, 5][3] == 0)
    }

    @Test("a mask layer's alpha masks the layer")
    func mask() {
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        root.mask = layer(CGRect(x: 0, y: 0, width: 10, height: 20), blue)
        let pixels = renderPixels(root, width: 20, height: 20)
        #expect(pixels[5, 5] == [255, 0, 0, 255])
        #expect(pixels[15, 5][3] == 0)
    }

    @Test("a shadow is cast below the layer's shape, offset and blurred")
    func shadow() {
        let root = layer(CGRect(x: 0, y: 0, width: 60, height: 60))
        let card = layer(CGRect(x: 10, y: 10, width: 20, height: 20), red)
        card.shadowOpacity = 1
        card.shadowOffset = CGSize(width: 10, height: 10)
        card.shadowRadius = 0
        root.addSublayer(card)
        let pixels = renderPixels(root, width: 60, height: 60)
        #expect(pixels[35, 35] == [0, 0, 0, 255])
        #expect(pixels[15, 15] == [255, 0, 0, 255])
        card.masksToBounds = true
        #expect(renderPixels(root, width: 60, height: 60)[35, 35][3] == 0)
    }

    @Test("a shadow path casts the path's shadow even without a background")
    func shadowPath() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let card = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = .zero
        card.shadowPath = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
        root.addSublayer(card)
        let pixels = renderPixels(root, width: 40, height: 40)
        #expect(pixels[10, 10] == [0, 0, 0, 255])
        #expect(pixels[30, 30][3] == 0)
    }

    @Test("image contents appear upright; gravity top is the maximum-y edge")
    func gravityTopIsMaxY() throws {
        // 10×2 image: top row red, bottom row blue.
        let red: [UInt8] = [255, 0, 0, 255]
        let blue: [UInt8] = [0, 0, 255, 255]
        let rows: [UInt8] = (0..<10).flatMap { _ in red } + (0..<10).flatMap { _ in blue }
        let image = try #require(RGBAPixels.image(width: 10, height: 2, rgba: rows))
        let root = layer(CGRect(x: 0, y: 0, width: 10, height: 20))
        root.contents = image
        root.magnificationFilter = .nearest
        let stretched = renderPixels(root, width: 10, height: 20)
        #expect(stretched[5, 2] == [255, 0, 0, 255] && stretched[5, 17] == [0, 0, 255, 255])

        root.contentsGravity = .top
        let top = renderPixels(root, width: 10, height: 20)
        #expect(top[5, 18] == [255, 0, 0, 255] && top[5, 19] == [0, 0, 255, 255] && top[5, 2][3] == 0)
        root.contentsGravity = .bottom
        let bottom = renderPixels(root, width: 10, height: 20)
        #expect(bottom[5, 0] == [255, 0, 0, 255] && bottom[5, 5][3] == 0)
    }

    @Test("resizeAspect fits and resizeAspectFill covers, centred")
    func aspectGravity() throws {
        let image = try #require(RGBAPixels.image(width: 2, height: 1, rgba: [255, 0, 0, 255, 255, 0, 0, 255]))
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        root.contents = image
        root.contentsGravity = .resizeAspect
        let fit = renderPixels(root, width: 20, height: 20)
        #expect(fit[10, 2][3] == 0 && fit[10, 10] == [255, 0, 0, 255])
        root.contentsGravity = .resizeAspectFill
        #expect(renderPixels(root, width: 20, height: 20)[10, 2] == [255, 0, 0, 255])
    }

    @Test("contentsCenter keeps the corners unstretched")
    func nineParts() throws {
        // 3×3 image: a red centre pixel ringed with blue.
        var bytes: [UInt8] = []
        for i in 0..<9 { bytes += i == 4 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        let image = try #require(RGBAPixels.image(width: 3, height: 3, rgba: bytes))
        let root = layer(CGRect(x: 0, y: 0, width: 30, height: 30))
        root.contents = image
        root.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        root.magnificationFilter = .nearest
        let pixels = renderPixels(root, width: 30, height: 30)
        #expect(pixels[0, 0] == [0, 0, 255, 255])
        #expect(pixels[1, 15] == [255, 0, 0, 255] || pixels[1, 15] == [0, 0, 255, 255])
        #expect(pixels[2, 15] == [255, 0, 0, 255])
        #expect(pixels[15, 15] == [255, 0, 0, 255])
    }

    @Test("drawn contents from draw(in:) are composited at their position")
    func drawnContents() {
        final class Painter: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
                ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
        }
        let root = layer(CGRect(x: 0, y: 0, width: 20, height: 20))
        let painter = Painter()
        painter.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        painter.setNeedsDisplay()
        painter.displayIfNeeded()
        root.addSublayer(painter)
        let pixels = renderPixels(root, width: 20, height: 20)
        #expect(pixels[12, 12] == [0, 255, 0, 255])
        #expect(pixels[17, 17][3] == 0)
    }

    @Test("rotated sublayers are drawn rotated about their anchor point")
    func rotation() {
        let root = layer(CGRect(x: 0, y: 0, width: 40, height: 40))
        let bar = layer(CGRect(x: 0, y: 15, width: 40, height: 10), red)
        bar.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        root.addSublayer(bar)
        let pixels = renderPixels(root, width: 40, height: 40)
        #expect(pixels[20, 2] == [255, 0, 0, 255])
        #expect(pixels[2, 20][3] == 0)
    }
}

@Suite("Rasterization, group opacity and display keys")
@MainActor
struct RasterizationTests {
    @Test("shouldRasterize draws the subtree once at rasterizationScale and reuses it until it changes")
    func rasterize() {
        final class Counting: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) { draws += 1 }
        }
        let root = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        root.shouldRasterize = true
        root.rasterizationScale = 0.25
        root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 40), CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        let coarse = renderPixels(root, width: 40, height: 40)
        // At a quarter of the resolution the sharp edge at x = 20 is blurred by the enlargement.
        #expect(coarse[5, 20][2] > 200 && coarse[35, 20][0] > 200)
        #expect(coarse[19, 20] != [0, 0, 255, 255] || coarse[21, 20] != [255, 0, 0, 255])
        root.rasterizationScale = 1
        let sharp = renderPixels(root, width: 40, height: 40)
        #expect(sharp[19, 20] == [0, 0, 255, 255] && sharp[21, 20] == [255, 0, 0, 255])
        root.sublayers![0].backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(renderPixels(root, width: 40, height: 40)[5, 20] == [0, 255, 0, 255])
    }

    @Test("without group opacity, overlapping parts each fade and show through one another")
    func ungroupedOpacity() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 20), CGColor(red: 0, green: 0, blue: 1, alpha: 1)))
        root.opacity = 0.5
        let grouped = renderPixels(root, width: 20, height: 20)
        root.allowsGroupOpacity = false
        let separate = renderPixels(root, width: 20, height: 20)
        #expect(grouped[5, 5][0] == 0)
        #expect(separate[5, 5][0] > 40 && separate[5, 5][2] > 40)
        #expect(abs(Int(separate[15, 5][3]) - 128) <= 1)
    }

    @Test("a key a subclass names in needsDisplay(forKey:) marks the layer for display when it changes")
    func displayKeys() {
        final class Dial: CALayer {
            override class func needsDisplay(forKey key: String) -> Bool { key == "progress" || super.needsDisplay(forKey: key) }
        }
        let dial = Dial()
        dial.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        dial.displayIfNeeded()
        dial.setValue(0.5, forKey: "progress")
        #expect(dial.needsDisplay())
        dial.displayIfNeeded()
        dial.setValue(2, forKey: "unrelated")
        #expect(!dial.needsDisplay())
    }
}

@Suite("Opaque backing stores and edge antialiasing")
@MainActor
struct OpaqueAndEdgeTests {
    @Test("an opaque layer draws into a backing store without alpha; an image keeps its alpha")
    func opaqueBackingStore() throws {
        final class Painter: CALayer {
            override func draw(in ctx: CGContext) {}
        }
        let opaque = Painter()
        opaque.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        opaque.isOpaque = true
        opaque.displayIfNeeded()
        opaque.setNeedsDisplay()
        opaque.displayIfNeeded()
        #expect(try #require(opaque.contentsImage).alphaInfo == .noneSkipFirst)
        let transparent = Painter()
        transparent.bounds = opaque.bounds
        transparent.setNeedsDisplay()
        transparent.displayIfNeeded()
        #expect(try #require(transparent.contentsImage).alphaInfo == .premultipliedFirst)
    }

    @Test("an opaque layer of Core Animation's own classes without a delegate gets no backing store, so it shows no black")
    func opaqueLayerThatDrawsNothing() {
        let root = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), CGColor(gray: 1, alpha: 1))
        let container = CALayer()
        container.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        container.isOpaque = true
        let star = CAShapeLayer()
        star.frame = container.bounds
        star.isOpaque = true
        star.path = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
        star.fillColor = CGColor(red: 1, green: 0.6, blue: 0, alpha: 1)
        container.addSublayer(star)
        root.addSublayer(container)
        container.displayIfNeeded()
        star.displayIfNeeded()
        #expect(container.contents == nil && star.contents == nil)
        let pixels = renderPixels(root, width: 20, height: 20)
        // A corner shows the white root; the middle the shape's fill.
        #expect(Array(pixels.bytes[0..<4]) == [255, 255, 255, 255])
        let middle = (10 * 20 + 10) * 4
        #expect(pixels.bytes[middle] == 255 && pixels.bytes[middle + 2] == 0)
    }

    @Test("a turned layer's edges are antialiased only when allowsEdgeAntialiasing is on")
    func edgeAntialiasing() {
        func edgeAlphas(_ allowed: Bool) -> Set<UInt8> {
            let root = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 60), nil)
            let square = solidLayer(CGRect(x: 15, y: 15, width: 30, height: 30), CGColor(gray: 0, alpha: 1))
            square.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
            square.allowsEdgeAntialiasing = allowed
            root.addSublayer(square)
            return Set(renderPixels(root, width: 60, height: 60).bytes.enumerated().filter { $0.offset % 4 == 3 }.map(\.element))
        }
        #expect(edgeAlphas(false) == [0, 255])
        #expect(edgeAlphas(true).count > 2)
    }
}
