import CasementTestSupport
import CoreGraphics
import Foundation
import QuartzCore
import Testing

@Suite("Perspective rendering")
@MainActor
struct PerspectiveRenderingTests {
    private func scene(angle: CGFloat, perspective: Bool, doubleSided: Bool = true) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        if perspective {
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 300
            root.sublayerTransform = t
        }
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        card.isDoubleSided = doubleSided
        root.addSublayer(card)
        return root
    }

    /// The number of painted rows in column `x`.
    private func columnHeight(_ pixels: RGBAPixels, _ x: Int) -> Int {
        (0..<pixels.height).filter { pixels[x, $0][3] > 128 }.count
    }

    @Test("without perspective a turn about y only narrows the card")
    func flatTurn() {
        let pixels = renderPixels(scene(angle: .pi / 3, perspective: false), width: 200, height: 200)
        // cos 60° halves the width about the centre: 75...125.
        #expect(pixels[80, 100][3] == 255 && pixels[70, 100][3] == 0)
        #expect(columnHeight(pixels, 80) == columnHeight(pixels, 120))
    }

    @Test("with perspective the near edge is taller than the far edge")
    func perspectiveTurn() {
        let pixels = renderPixels(scene(angle: .pi / 4, perspective: true), width: 200, height: 200)
        let painted = (0..<200).filter { columnHeight(pixels, $0) > 0 }
        let left = columnHeight(pixels, painted.first! + 2)
        let right = columnHeight(pixels, painted.last! - 2)
        #expect(left != right)
        #expect(abs(left - right) > 10)
        #expect(pixels[100, 100] == [255, 0, 0, 255])
    }

    @Test("a card turned half way round is hidden when not double-sided")
    func backFace() {
        let shown = renderPixels(scene(angle: .pi, perspective: true), width: 200, height: 200)
        let hidden = renderPixels(scene(angle: .pi, perspective: true, doubleSided: false), width: 200, height: 200)
        #expect(shown[100, 100][3] == 255)
        #expect(hidden[100, 100][3] == 0)
    }
}
