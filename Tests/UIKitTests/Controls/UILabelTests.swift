import CasementTestSupport
import CoreGraphics
import Testing
import UIKit
import UIKitCore
import UIKitTesting

@Suite("UILabel")
@MainActor
struct UILabelTests {
    init() { PinnedFonts.install() }

    @Test("A label's defaults are UIKit's")
    func defaults() {
        let label = UILabel(frame: .zero)
        #expect(label.font == UIFont.systemFont(ofSize: 17) && label.textColor == UIColor.label)
        #expect(label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail && label.textAlignment == .natural)
        #expect(!label.isUserInteractionEnabled && !label.isOpaque && label.contentMode == .redraw)
        #expect(label.text == nil && label.intrinsicContentSize == .zero)
        label.text = "Title"
        #expect(label.isAccessibilityElement && label.accessibilityTraits.contains(.staticText) && label.accessibilityLabel == "Title")
    }

    @Test("The intrinsic size is the text's, rounded up; sizeToFit takes it")
    func intrinsicSize() {
        let label = UILabel(frame: .zero)
        label.text = "Hello, world"
        let size = "Hello, world".size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(label.intrinsicContentSize == CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)))
        label.sizeToFit()
        #expect(label.bounds.size == label.intrinsicContentSize)
    }

    @Test("With numberOfLines 0, sizeThatFits wraps to the width given; with 1, it stays one line")
    func multiline() {
        let label = UILabel(frame: .zero)
        label.text = "A label with enough words to wrap onto several lines"
        let oneLine = label.sizeThatFits(CGSize(width: 100, height: 1000))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 100, height: 1000))
        #expect(oneLine.width > 100 && wrapped.width <= 100 && wrapped.height > 3 * oneLine.height)
    }

    @Test("Setting text replaces attributed text, and attributed text keeps its own attributes")
    func textAndAttributedText() {
        let label = UILabel(frame: .zero)
        label.attributedText = NSAttributedString(string: "Red", attributes: [.foregroundColor: UIColor.red])
        #expect(label.text == "Red")
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        label.text = "Plain"
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.label)
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == label.font)
    }

    @Test("Labels draw their text centred vertically, aligned, truncated and attributed")
    func rendering() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 200))
        window.backgroundColor = .white
        let centred = UILabel(frame: CGRect(x: 10, y: 10, width: 220, height: 40))
        (centred.text, centred.textAlignment) = ("Centred", .center)
        centred.backgroundColor = UIColor(white: 0.9, alpha: 1)
        let right = UILabel(frame: CGRect(x: 10, y: 55, width: 220, height: 30))
        (right.text, right.textAlignment, right.textColor) = ("Right", .right, .systemBlue)
        let truncated = UILabel(frame: CGRect(x: 10, y: 90, width: 120, height: 24))
        truncated.text = "Truncated at the tail of a long line"
        let wrapped = UILabel(frame: CGRect(x: 10, y: 120, width: 220, height: 70))
        wrapped.numberOfLines = 0
        let styled = NSMutableAttributedString(string: "Bold red, underlined and kerned text")
        styled.addAttributes([.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red], range: NSRange(location: 0, length: 8))
        styled.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 10, length: 10))
        styled.addAttribute(.kern, value: 3, range: NSRange(location: 25, length: 6))
        wrapped.attributedText = styled
        for label in [centred, right, truncated, wrapped] { window.addSubview(label) }
        window.makeKeyAndVisible()
        app.runTurn()
        guard let image = app.platformWindow(of: window)?.presentedImage() else {
            Issue.record("nothing presented")
            return
        }
        GoldenImage.expectMatch(image, named: "labels", tolerance: 2, maximumFraction: 0.001)
        let pixels = RGBAPixels(image)
        let inkRows = (10..<50).filter { y in (10..<230).contains { pixels[$0, y][0] < 100 } }
        if let top = inkRows.first, let bottom = inkRows.last {
            #expect(abs((top + bottom) / 2 - 30) <= 3, "centred vertically in the 40-point label")
        }
        let blueColumns = (10..<230).filter { x in (55..<85).contains { pixels[x, $0][2] > 200 && pixels[x, $0][0] < 100 } }
        #expect((blueColumns.last ?? 0) >= 222, "right-aligned")
    }

    /// A window `width` points wide, white, showing a label of three red blocks across it, drawn.
    private func shownBlocks(width: CGFloat) -> (TestApplication, UIWindow, UILabel) {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 40))
        window.backgroundColor = .white
        let label = UILabel(frame: window.bounds)
        (label.text, label.font, label.textColor) = ("███", .boldSystemFont(ofSize: 30), .red)
        window.addSubview(label)
        window.makeKeyAndVisible()
        app.runTurn()
        return (app, window, label)
    }

    @Test("Changing the text colour after the label was drawn redraws it in the new colour")
    func recolouring() {
        let (app, window, label) = shownBlocks(width: 100)
        func inked(_ colour: (UInt8, UInt8, UInt8)) -> Bool {
            guard let pixels = app.platformWindow(of: window)?.presentedImage().map(RGBAPixels.init) else { return false }
            return (0..<100).contains { x in (0..<40).contains { y in pixels[x, y] == [colour.0, colour.1, colour.2, 255] } }
        }
        #expect(inked((255, 0, 0)))
        label.textColor = .blue
        app.runTurn()
        #expect(inked((0, 0, 255)) && !inked((255, 0, 0)))
    }

    @Test("A recoloured label drawn again after its text, size or enabled state changed shows the change")
    func recolouredLabelFollowsLaterChanges() {
        let (app, window, label) = shownBlocks(width: 200)
        /// The columns holding pixels of `colour`.
        func columns(_ colour: [UInt8]) -> Int {
            guard let pixels = app.platformWindow(of: window)?.presentedImage().map(RGBAPixels.init) else { return 0 }
            return (0..<200).filter { x in (0..<40).contains { y in pixels[x, y] == colour } }.count
        }
        label.textColor = .blue
        app.runTurn()
        let three = columns([0, 0, 255, 255])
        #expect(three > 0)
        label.text = "█"
        app.runTurn()
        let one = columns([0, 0, 255, 255])
        #expect(one > 0 && one < three / 2)
        label.frame.size.width = 10
        app.runTurn()
        #expect(columns([0, 0, 255, 255]) <= 10)
        label.frame.size.width = 200
        label.isEnabled = false
        app.runTurn()
        #expect(columns([0, 0, 255, 255]) == 0)
    }

    @Test("Recolouring or disabling a drawn label redraws it without laying its text out again")
    func recolouringKeepsLayout() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let label = UILabel(frame: window.bounds)
        (label.text, label.numberOfLines) = ("A label of a few words", 2)
        window.addSubview(label)
        window.makeKeyAndVisible()
        app.runTurn()
        let made = TextLayout.layoutsMadeOnThisThread
        let presents = app.platformWindow(of: window)?.presentCount ?? 0
        label.textColor = .blue
        app.runTurn()
        label.isEnabled = false
        app.runTurn()
        #expect(TextLayout.layoutsMadeOnThisThread == made)
        #expect(app.platformWindow(of: window)?.presentCount == presents + 2)
        label.text = "Other words"
        app.runTurn()
        #expect(TextLayout.layoutsMadeOnThisThread > made)
    }

    @Test("A plain label keeps no backing store and shows what a label subclass drawing into one shows")
    func drawnIntoTheFrame() throws {
        final class BackedLabel: UILabel {}
        let app = TestApplication()
        func present(_ make: () -> UILabel) throws -> (RGBAPixels, [UILabel]) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
            window.backgroundColor = .white
            let frames = [
                CGRect(x: 10, y: 10, width: 220, height: 40), CGRect(x: 10, y: 55, width: 100, height: 12),
                CGRect(x: 120, y: 55, width: 110, height: 60), CGRect(x: 10, y: 120, width: 220, height: 30),
            ]
            let labels = frames.map { frame in
                let label = make()
                label.frame = frame
                window.addSubview(label)
                return label
            }
            (labels[0].text, labels[0].textAlignment, labels[0].textColor) = ("Centred and blue", .center, .systemBlue)
            // Taller glyphs than the label: clipped at its edges.
            (labels[1].text, labels[1].font) = ("Clipped", .boldSystemFont(ofSize: 20))
            (labels[2].text, labels[2].numberOfLines, labels[2].isEnabled) = ("Disabled, wrapped over several lines", 0, false)
            let styled = NSMutableAttributedString(string: "Underlined, shadowed")
            styled.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 10))
            let shadow = NSShadow()
            (shadow.shadowOffset, shadow.shadowBlurRadius) = (CGSize(width: 2, height: 3), 2)
            styled.addAttribute(.shadow, value: shadow, range: NSRange(location: 12, length: 8))
            labels[3].attributedText = styled
            window.makeKeyAndVisible()
            app.runTurn()
            let image = try #require(app.platformWindow(of: window)?.presentedImage())
            window.isHidden = true
            return (RGBAPixels(image), labels)
        }
        let (plain, plainLabels) = try present { UILabel(frame: .zero) }
        let (backed, backedLabels) = try present { BackedLabel(frame: .zero) }
        // Shadowed text draws into a backing store (shadows are cast in base space).
        #expect(plainLabels.prefix(3).allSatisfy { $0.layer.backingStoreByteCount == 0 })
        #expect(backedLabels.allSatisfy { $0.layer.backingStoreByteCount > 0 })
        var largest = 0
        for y in 0..<160 {
            for x in 0..<240 { largest = max(largest, (0..<3).map { abs(Int(plain[x, y][$0]) - Int(backed[x, y][$0])) }.max() ?? 0) }
        }
        // Compositing a bitmap of translucent text rounds once more than drawing it straight.
        #expect(largest <= 1)
    }
}
