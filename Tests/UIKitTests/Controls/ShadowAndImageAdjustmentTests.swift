import CasementTestSupport
import Foundation
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("Label shadows, button title shadows and image adjustment")
struct ShadowAndImageAdjustmentTests {
    /// The label's text drawn on white.
    private func render(_ label: UILabel) -> RGBAPixels {
        let image = UIGraphicsImageRenderer(bounds: label.bounds).image { renderer in
            UIColor.white.setFill()
            renderer.fill(label.bounds)
            label.drawText(in: label.bounds)
        }
        return RGBAPixels(image.cgImage!)
    }

    /// Whether some pixel of `pixels` is strongly red.
    private func hasRed(_ pixels: RGBAPixels) -> Bool {
        (0..<pixels.height).contains { y in (0..<pixels.width).contains { x in
            let p = pixels[x, y]
            return p[0] > 180 && p[1] < 90 && p[2] < 90
        } }
    }

    @Test("A label's shadow defaults to none, offset a point up, and is drawn in its colour when set")
    func labelShadow() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        label.text = "Shadow"
        label.font = .boldSystemFont(ofSize: 20)
        #expect(label.shadowColor == nil)
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        let plainHasRed = hasRed(render(label))
        #expect(!plainHasRed)
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 3, height: 3)
        let shadowedHasRed = hasRed(render(label))
        #expect(shadowedHasRed)
    }

    @Test("A button's title shadow colour is kept per state and falls back to the normal state's")
    func titleShadowColorPerState() {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        button.setTitleShadowColor(.red, for: .normal)
        button.setTitleShadowColor(.blue, for: .highlighted)
        #expect(button.titleShadowColor(for: .selected) == .red)
        #expect(button.currentTitleShadowColor == .red)
        #expect(button.titleLabel?.shadowColor == .red)
        button.isHighlighted = true
        #expect(button.currentTitleShadowColor == .blue)
        #expect(button.titleLabel?.shadowColor == .blue)
    }

    @Test("A reversing title shadow falls the other way while pressed, and back after")
    func reversesShadow() {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 1, height: 2)
        button.reversesTitleShadowWhenHighlighted = true
        button.isHighlighted = true
        #expect(button.titleLabel?.shadowOffset == CGSize(width: -1, height: -2))
        button.isHighlighted = false
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 1, height: 2))
    }

    private func redSquare() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { renderer in
            UIColor.red.setFill()
            renderer.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    private func centre(_ image: UIImage?) -> [UInt8] {
        guard let cgImage = image?.cgImage else { return [] }
        let pixels = RGBAPixels(cgImage)
        return pixels[pixels.width / 2, pixels.height / 2]
    }

    @Test("A custom button's image darkens while pressed and lightens while disabled, unless turned off or set for the state")
    func imageAdjustment() {
        let button = UIButton(type: .custom)
        let image = redSquare()
        button.setImage(image, for: .normal)
        #expect(button.imageView?.image === image)
        button.isHighlighted = true
        let pressed = centre(button.imageView?.image)
        #expect(pressed.count == 4 && pressed[0] < 160 && pressed[0] > 110)
        button.isHighlighted = false
        #expect(button.imageView?.image === image)
        button.isEnabled = false
        let disabled = centre(button.imageView?.image)
        #expect(disabled.count == 4 && disabled[1] > 100)
        button.adjustsImageWhenDisabled = false
        #expect(button.imageView?.image === image)
        button.isEnabled = true
        let own = redSquare()
        button.setImage(own, for: .highlighted)
        button.isHighlighted = true
        #expect(button.imageView?.image === own)
    }
}
