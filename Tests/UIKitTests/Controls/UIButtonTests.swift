import CasementTestSupport
import Foundation
import Testing
import UIKit

/// A subclass made the way iOS code makes them, to check the initializers chain.
@MainActor
private final class RoundButton: UIButton {
    var madeByFrame = false
    override init(frame: CGRect) {
        madeByFrame = true
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { fatalError("not archived") }
}

@MainActor
@Suite("UIButton")
struct UIButtonTests {
    @Test("Button types have UIKit's raw values, and a button keeps the type it was made with")
    func types() {
        #expect(UIButton.ButtonType.system.rawValue == 1)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5)
        #expect(UIButton.ButtonType.plain.rawValue == 6)
        #expect(UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton.ButtonType.roundedRect == .system)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(frame: .zero).buttonType == .custom)
    }

    @Test("init(type:) on a subclass makes the subclass through its init(frame:)")
    func subclassType() {
        let button = RoundButton(type: .system)
        #expect(button.madeByFrame)
        #expect(button.buttonType == .system)
    }

    @Test("A state without its own title, colour or image shows the normal state's")
    func stateFallback() {
        let button = UIButton(type: .custom)
        let red = UIColor.red
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setTitleColor(red, for: .normal)
        #expect(button.title(for: .selected) == "Normal")
        #expect(button.title(for: .highlighted) == "Pressed")
        #expect(button.titleColor(for: .disabled) == red)
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed")
        #expect(button.titleLabel?.text == "Pressed")
        button.isHighlighted = false
        #expect(button.titleLabel?.text == "Normal")
        #expect(button.titleLabel?.textColor == red)
    }

    @Test("A system button's title is in the tint colour, follows it, and fades while pressed")
    func systemTitleColour() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        #expect(button.currentTitleColor == .systemBlue)
        button.tintColor = .systemPink
        #expect(button.titleLabel?.textColor == .systemPink)
        button.isHighlighted = true
        #expect(abs((button.titleLabel?.alpha ?? 1) - 0.2) < 1e-6)
        button.isHighlighted = false
        #expect(button.titleLabel?.alpha == 1)
    }

    @Test("A custom button's title is white unless set, and does not fade while pressed")
    func customTitleColour() {
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        #expect(button.currentTitleColor == .white)
        button.isHighlighted = true
        #expect(button.titleLabel?.alpha == 1)
    }

    @Test("A styled title takes the place of the plain one")
    func attributedTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
        #expect(button.titleLabel?.attributedText?.string == "Styled")
        #expect(button.currentAttributedTitle?.string == "Styled")
    }

    @Test("The natural size is the title's with 6 points above and below, plus the content insets")
    func intrinsicSize() {
        let button = UIButton(type: .system)
        button.setTitle("Hello World", for: .normal)
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.text = "Hello World"
        let title = label.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 6, height: title.height + 16))
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
    }

    @Test("Image and title sit side by side, centred as a pair, or against an edge by the alignment")
    func layout() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        let image = try #require(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in })
        button.setImage(image, for: .normal)
        button.setTitle("Title", for: .normal)
        button.layoutIfNeeded()
        let imageFrame = try #require(button.imageView?.frame)
        let titleFrame = try #require(button.titleLabel?.frame)
        #expect(imageFrame.size == CGSize(width: 20, height: 20))
        #expect(titleFrame.minX == imageFrame.maxX)
        #expect(abs((imageFrame.minX + titleFrame.maxX) / 2 - 100) <= 0.5)
        #expect(abs(titleFrame.midY - 22) <= 0.5 && imageFrame.midY == 22)
        button.contentHorizontalAlignment = .leading
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minX == 10)
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.maxX == 200)
    }

    @Test("Vertical alignment, edge insets and the background image place the parts as asked")
    func verticalAlignmentInsetsAndBackground() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let background = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        button.setImage(image, for: .normal)
        button.setBackgroundImage(background, for: .normal)
        #expect(button.currentBackgroundImage === background)
        button.contentVerticalAlignment = .top
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.minY == 5)
        button.contentVerticalAlignment = .bottom
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 3, right: 0)
        button.layoutIfNeeded()
        // At the bottom, then moved in by the image insets (its rectangle loses 3 points below).
        #expect(button.imageView?.frame.maxY == 57)
        let backgroundView = try #require(button.subviews.first as? UIImageView)
        #expect(backgroundView.image === background)
        #expect(backgroundView.frame == button.bounds)
        button.contentVerticalAlignment = .fill
        button.imageEdgeInsets = .zero
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.height == 55)
    }

    @Test("A long title gives up width so it stays inside the button")
    func longTitleFits() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        button.setTitle(String(repeating: "wide ", count: 20_000), for: .normal)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel?.frame)
        #expect(title.minX >= 0 && title.maxX <= 80)
    }

    @Test("Pressing a button sends touch up inside and the primary action, each action once")
    func primaryAction() {
        let stage = TouchStage()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        stage.root.addSubview(button)
        var log: [String] = []
        button.addAction(UIAction { _ in log.append("primary") }, for: .primaryActionTriggered)
        button.addAction(UIAction { _ in log.append("both") }, for: [.touchUpInside, .primaryActionTriggered])
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(log == ["primary", "both"])
        stage.press(CGPoint(x: 60, y: 60))
        stage.drag(CGPoint(x: 390, y: 60))
        stage.release(CGPoint(x: 390, y: 60))
        #expect(log == ["primary", "both"])
    }

    @Test("A tap recognizer on the button's superview leaves a tap on the button to the button, unless it is disabled")
    func tapOverlap() {
        let stage = TouchStage()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        stage.root.addSubview(button)
        var log: [String] = []
        let tap = UITapGestureRecognizer { _ in log.append("tap") }
        stage.root.addGestureRecognizer(tap)
        button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(log == ["button"])
        stage.advance(by: 1)
        stage.tap(CGPoint(x: 300, y: 200))
        #expect(log == ["button", "tap"])
        stage.advance(by: 1)
        button.isEnabled = false
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(log == ["button", "tap", "tap"])
    }

    @Test("A double-tap recognizer on the superview is not held back by a button")
    func doubleTapNotOverlapping() {
        let stage = TouchStage()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        stage.root.addSubview(button)
        var log: [String] = []
        let doubleTap = UITapGestureRecognizer { _ in log.append("double") }
        doubleTap.numberOfTapsRequired = 2
        stage.root.addGestureRecognizer(doubleTap)
        stage.tap(CGPoint(x: 60, y: 60))
        stage.advance(by: 0.1)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(log == ["double"])
    }

    @Test("A button made with a primary action shows its title and image and runs it when pressed")
    func primaryActionInit() throws {
        let stage = TouchStage()
        var runs = 0
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }
        let button = UIButton(primaryAction: UIAction(title: "Save", image: image) { _ in runs += 1 })
        #expect(button.buttonType == .system)
        #expect(button.currentTitle == "Save")
        #expect(button.currentImage === image)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        stage.root.addSubview(button)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(runs == 1)
        let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: UIAction(title: "Open") { _ in })
        #expect(framed.buttonType == .custom)
        #expect(framed.currentTitle == "Open")
        #expect(framed.allControlEvents == .primaryActionTriggered)
    }

    @Test("A disabled system button shows a dimmed tint")
    func disabledColour() {
        let button = UIButton(type: .system)
        button.setTitle("Off", for: .normal)
        button.isEnabled = false
        #expect(button.titleLabel?.textColor != .systemBlue)
        #expect(button.state == .disabled)
        button.setTitleColor(.red, for: .disabled)
        #expect(button.titleLabel?.textColor == .red)
    }

    @Test("Info, add and close buttons show their images, 22 and 30 points, the info and add ones as templates")
    func typeImages() throws {
        for type in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
            let button = UIButton(type: type)
            let image = try #require(button.currentImage)
            #expect(image.size == CGSize(width: 22, height: 22))
            #expect(image.renderingMode == .alwaysTemplate)
            #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22))
            #expect(button.frame.size == CGSize(width: 22, height: 22))
        }
        let close = UIButton(type: .close)
        #expect(close.currentImage?.size == CGSize(width: 30, height: 30))
        #expect(close.currentImage?.renderingMode == .alwaysOriginal)
        #expect(UIButton(type: .system).currentImage == nil)
        let info = UIButton(type: .infoLight)
        info.setImage(nil, for: .normal)
        #expect(info.currentImage == nil)
    }

    @Test("Info, add and close buttons render as expected, tinted, pressed and disabled", arguments: Appearance.both)
    func typeRendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let info = UIButton(type: .detailDisclosure)
        info.frame.origin = CGPoint(x: 10, y: 14)
        let add = UIButton(type: .contactAdd)
        add.frame.origin = CGPoint(x: 45, y: 14)
        add.tintColor = .systemGreen
        let pressed = UIButton(type: .contactAdd)
        pressed.frame.origin = CGPoint(x: 80, y: 14)
        pressed.isHighlighted = true
        let disabled = UIButton(type: .infoDark)
        disabled.frame.origin = CGPoint(x: 115, y: 14)
        disabled.isEnabled = false
        let close = UIButton(type: .close)
        close.frame.origin = CGPoint(x: 150, y: 10)
        for button in [info, add, pressed, disabled, close] { window.addSubview(button) }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "type-buttons" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }

    @Test("System, custom, pressed, disabled and image buttons render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 170))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let system = UIButton(type: .system)
        system.setTitle("System", for: .normal)
        system.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
        let pressed = UIButton(type: .system)
        pressed.setTitle("Pressed", for: .normal)
        pressed.frame = CGRect(x: 10, y: 40, width: 200, height: 30)
        pressed.isHighlighted = true
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.frame = CGRect(x: 10, y: 70, width: 200, height: 30)
        disabled.isEnabled = false
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.backgroundColor = .systemGreen
        custom.frame = CGRect(x: 10, y: 100, width: 200, height: 30)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
        }
        let withImage = UIButton(type: .custom)
        withImage.setImage(image, for: .normal)
        withImage.setTitle("Image", for: .normal)
        withImage.setTitleColor(.black, for: .normal)
        withImage.contentHorizontalAlignment = .leading
        withImage.frame = CGRect(x: 10, y: 130, width: 200, height: 30)
        for button in [system, pressed, disabled, custom, withImage] { window.addSubview(button) }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "buttons" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
