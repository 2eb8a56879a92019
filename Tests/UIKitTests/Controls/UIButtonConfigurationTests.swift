import CasementTestSupport
import Foundation
import Testing
import UIKit

/// A button subclass that logs its configuration updates, as iOS subclasses override them.
@MainActor
private final class LoggingButton: UIButton {
    var log: [String] = []
    override func updateConfiguration() {
        super.updateConfiguration()
        log.append("update")
    }
}

/// A button that logs its updates and its layout passes.
@MainActor
private final class LayoutLoggingButton: UIButton {
    var log: [String] = []
    override func updateConfiguration() {
        super.updateConfiguration()
        log.append("update")
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layout")
    }
}

@MainActor
@Suite("UIButton.Configuration")
struct UIButtonConfigurationTests {
    private func pixels(_ stage: TouchStage) -> RGBAPixels? {
        stage.app.platformWindow(of: stage.window)?.presentedImage().map(RGBAPixels.init)
    }

    private func isClose(_ pixel: [UInt8]?, to expected: [Int], within tolerance: Int = 2) -> Bool {
        guard let pixel else { return false }
        return zip(pixel.prefix(3), expected).allSatisfy { abs(Int($0) - $1) <= tolerance }
    }

    @Test("A configured button shown for the first time updates and lays out once, placing the views it made")
    func firstLayoutIsOnePass() throws {
        let app = TestApplication()
        let window = app.shownWindow(size: CGSize(width: 300, height: 100))
        let button = LayoutLoggingButton(type: .plain)
        button.configuration = .filled()
        button.configuration?.title = "Once"
        button.frame = CGRect(x: 10, y: 10, width: 200, height: 44)
        window.addSubview(button)
        app.runTurn()
        #expect(button.log == ["update", "layout"])
        let title = try #require(button.titleLabel)
        #expect(title.frame.width > 0 && abs(title.frame.midX - 100) <= 1)
    }

    @Test("Sizes, corner styles and title alignments have UIKit's raw values")
    func rawValues() {
        #expect(UIButton.Configuration.Size.medium.rawValue == 0)
        #expect(UIButton.Configuration.Size.mini.rawValue == 2)
        #expect(UIButton.Configuration.Size.large.rawValue == 3)
        #expect(UIButton.Configuration.CornerStyle.fixed.rawValue == -1)
        #expect(UIButton.Configuration.CornerStyle.capsule.rawValue == 4)
        #expect(UIButton.Configuration.TitleAlignment.trailing.rawValue == 3)
        #expect(NSDirectionalRectEdge.trailing.rawValue == 8)
    }

    @Test("A configuration starts medium, with 7 and 12 point insets, a leading image, no padding and dynamic corners")
    func defaults() {
        let configuration = UIButton.Configuration.filled()
        #expect(configuration.buttonSize == .medium)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        #expect(configuration.imagePlacement == .leading)
        #expect(configuration.imagePadding == 0 && configuration.titlePadding == 0)
        #expect(configuration.cornerStyle == .dynamic)
        #expect(configuration.titleAlignment == .automatic)
        #expect(configuration.title == nil && configuration.image == nil)
    }

    @Test("Content insets follow the button size until set, and setDefaultContentInsets goes back to the size's")
    func contentInsets() {
        var configuration = UIButton.Configuration.plain()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20))
        configuration.contentInsets = .zero
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == .zero)
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
    }

    @Test("The plain title and the attributed title are one value")
    func titleAndAttributedTitle() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Save"
        #expect(configuration.attributedTitle == AttributedString("Save"))
        var styled = AttributedString("Bold")
        styled.font = .boldSystemFont(ofSize: 20)
        configuration.attributedTitle = styled
        #expect(configuration.title == "Bold")
        configuration.subtitle = "Now"
        #expect(configuration.attributedSubtitle.map { String($0.characters) } == "Now")
    }

    @Test("Plain, gray and tinted configurations update for selection; filled and bordered ones do not")
    func selectionDefaults() {
        #expect(UIButton.Configuration.plain().automaticallyUpdateForSelection)
        #expect(UIButton.Configuration.gray().automaticallyUpdateForSelection)
        #expect(UIButton.Configuration.tinted().automaticallyUpdateForSelection)
        #expect(!UIButton.Configuration.filled().automaticallyUpdateForSelection)
        #expect(!UIButton.Configuration.bordered().automaticallyUpdateForSelection)
        #expect(!UIButton.Configuration.borderedProminent().automaticallyUpdateForSelection)
    }

    @Test("Copies are equal; configurations of different styles or transformers are not")
    func equality() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "A"
        var copy = configuration
        #expect(copy == configuration)
        #expect(configuration != UIButton.Configuration.gray())
        let transformer = UIConfigurationColorTransformer { $0 }
        configuration.imageColorTransformer = transformer
        copy.imageColorTransformer = transformer
        #expect(copy == configuration)
        copy.imageColorTransformer = UIConfigurationColorTransformer { $0 }
        #expect(copy != configuration)
    }

    @Test("A configured button's natural size is its title's plus the content insets")
    func naturalSize() {
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Continue"
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.text = "Continue"
        let title = label.intrinsicContentSize
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
        button.configuration?.buttonSize = .large
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 40, height: title.height + 30))
        #expect(UIButton(configuration: .plain()).intrinsicContentSize == CGSize(width: 24, height: 14))
    }

    @Test("A configured button wraps its title to the width it is offered")
    func wrapping() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "A title long enough to wrap onto more lines"
        let button = UIButton(configuration: configuration)
        let natural = button.intrinsicContentSize
        let fitted = button.sizeThatFits(CGSize(width: 150, height: 0))
        #expect(fitted.width <= 150)
        #expect(fitted.height > natural.height)
        button.configuration?.titleLineBreakMode = .byTruncatingTail
        button.frame = CGRect(x: 0, y: 0, width: 150, height: natural.height)
        button.layoutIfNeeded()
        #expect((button.titleLabel?.frame.maxX ?? 999) <= 150 - 12)
    }

    @Test("The image goes on the placement edge, the image padding between it and the title")
    func imagePlacement() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        configuration.image = image
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        button.layoutIfNeeded()
        let imageFrame = try #require(button.imageView?.frame)
        let titleFrame = try #require(button.titleLabel?.frame)
        #expect(imageFrame.size == CGSize(width: 20, height: 20))
        #expect(titleFrame.minX - imageFrame.maxX == 8)
        #expect(abs((imageFrame.minX + titleFrame.maxX) / 2 - 100) <= 1)
        button.configuration?.imagePlacement = .top
        button.layoutIfNeeded()
        let top = try #require(button.imageView?.frame)
        let below = try #require(button.titleLabel?.frame)
        #expect(below.minY - top.maxY == 8)
        #expect(abs(top.midX - 100) <= 0.5)
        button.configuration?.imagePlacement = .trailing
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        // Trailing in right-to-left is the left side.
        let leftImage = try #require(button.imageView?.frame)
        let rightTitle = try #require(button.titleLabel?.frame)
        #expect(leftImage.maxX < rightTitle.minX)
    }

    @Test("Title and subtitle stack with the title padding between them, the subtitle in a smaller font")
    func subtitle() throws {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Download"
        configuration.subtitle = "12 MB"
        configuration.titlePadding = 4
        configuration.titleAlignment = .leading
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 240, height: 80)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel?.frame)
        let subtitle = try #require(button.subtitleLabel?.frame)
        #expect(subtitle.minY - title.maxY == 4)
        #expect(title.minX == subtitle.minX)
        #expect(button.subtitleLabel?.font.pointSize ?? 0 < button.titleLabel?.font.pointSize ?? 0 || subtitle.height < title.height)
        #expect(UIButton(configuration: .plain()).subtitleLabel == nil)
    }

    @Test("A filled button shows its tint, lighter while pressed, and the tertiary fill when disabled")
    func filledColours() throws {
        let stage = TouchStage()
        stage.root.backgroundColor = .white
        var configuration = UIButton.Configuration.filled()
        configuration.title = "OK"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 50, y: 50, width: 120, height: 40)
        stage.root.addSubview(button)
        stage.app.runTurn()
        #expect(isClose(pixels(stage)?[55, 70], to: [0, 122, 255]))
        stage.press(CGPoint(x: 60, y: 60))
        #expect(isClose(pixels(stage)?[55, 70], to: [64, 155, 255]))
        stage.release(CGPoint(x: 60, y: 60))
        button.isEnabled = false
        stage.app.runTurn()
        #expect(isClose(pixels(stage)?[55, 70], to: [239, 239, 240]))
        button.isEnabled = true
        button.configuration?.baseBackgroundColor = .systemGreen
        stage.app.runTurn()
        #expect(isClose(pixels(stage)?[55, 70], to: [52, 199, 89]))
    }

    @Test("Setting a configuration runs updateConfiguration, then the handler, once for several requests")
    func updateOrder() {
        let button = LoggingButton(type: .plain)
        button.configurationUpdateHandler = { button in
            (button as? LoggingButton)?.log.append("handler")
        }
        button.configuration = .gray()
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        #expect(button.log.isEmpty)
        button.layoutIfNeeded()
        #expect(button.log == ["update", "handler"])
        button.layoutIfNeeded()
        #expect(button.log == ["update", "handler"])
    }

    @Test("The handler runs when the state changes and can change the configuration for the state")
    func handlerFollowsState() {
        let stage = TouchStage()
        let button = UIButton(configuration: .filled())
        button.configurationUpdateHandler = { button in
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Pressed" : "Press me"
            button.configuration = configuration
        }
        button.frame = CGRect(x: 50, y: 50, width: 150, height: 40)
        stage.root.addSubview(button)
        stage.app.runTurn()
        #expect(button.titleLabel?.text == "Press me")
        stage.press(CGPoint(x: 60, y: 60))
        #expect(button.titleLabel?.text == "Pressed")
        stage.release(CGPoint(x: 60, y: 60))
        #expect(button.titleLabel?.text == "Press me")
    }

    @Test("updated(for:) keeps the values set; with automatic updates off the button shows the configuration as set")
    func updatedForButton() {
        let button = UIButton(configuration: .filled())
        button.isHighlighted = true
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Kept"
        let updated = configuration.updated(for: button)
        #expect(updated.title == "Kept")
        #expect(updated.baseBackgroundColor == nil)
        #expect(updated != configuration)
        button.automaticallyUpdatesConfiguration = false
        button.configuration = configuration
        #expect(button.configuration == configuration)
    }

    @Test("A toggle button changes its selection before its actions run")
    func toggle() {
        let stage = TouchStage()
        let button = UIButton(configuration: .plain())
        button.changesSelectionAsPrimaryAction = true
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        stage.root.addSubview(button)
        var seen: [Bool] = []
        button.addAction(UIAction { _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
        stage.tap(CGPoint(x: 60, y: 60))
        stage.advance(by: 1)
        stage.tap(CGPoint(x: 60, y: 60))
        #expect(seen == [true, false])
        stage.advance(by: 1)
        stage.press(CGPoint(x: 60, y: 60))
        stage.drag(CGPoint(x: 390, y: 290))
        stage.release(CGPoint(x: 390, y: 290))
        #expect(!button.isSelected)
    }

    @Test("A title set per state takes the configuration's place, and removing the configuration shows the per-state look")
    func perStateValues() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Configured"
        let button = UIButton(configuration: configuration)
        #expect(button.currentTitle == "Configured")
        #expect(button.titleLabel?.text == "Configured")
        button.setTitle("Per state", for: .normal)
        #expect(button.titleLabel?.text == "Per state")
        button.configuration = nil
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "Per state")
        #expect(button.titleLabel?.font.pointSize == 15)
        #expect(button.subviews.count == 1)
    }

    @Test("A button made with a configuration and an action shows the action's title when the configuration has none")
    func configurationAndAction() {
        let button = UIButton(configuration: .bordered(), primaryAction: UIAction(title: "Share") { _ in })
        #expect(button.buttonType == .plain)
        #expect(button.configuration?.title == "Share")
        #expect(button.allControlEvents == .primaryActionTriggered)
    }

    @Test("A background's colours resolve nil to the tint and apply the transformers")
    func backgroundResolution() {
        var background = UIBackgroundConfiguration.clear()
        #expect(background.resolvedBackgroundColor(for: .systemRed) == .clear)
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .systemRed) == .systemRed)
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(background.resolvedBackgroundColor(for: .systemRed) == UIColor.systemRed.withAlphaComponent(0.5))
        #expect(background.resolvedStrokeColor(for: .systemBlue) == .systemBlue)
        #expect(UIConfigurationColorTransformer.grayscale(.white) == UIColor(white: 1, alpha: 1))
    }

    @Test("An AttributedString with UIKit attributes converts to NSAttributedString and back")
    func attributedStringConversion() throws {
        var string = AttributedString("Hello ")
        string.font = .boldSystemFont(ofSize: 18)
        var world = AttributedString("world")
        world.foregroundColor = .systemRed
        world.underlineStyle = .single
        string.append(world)
        let converted = try NSAttributedString(string, including: \.uiKit)
        #expect(converted.string == "Hello world")
        #expect(converted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 18))
        #expect(converted.attribute(.foregroundColor, at: 7, effectiveRange: nil) as? UIColor == .systemRed)
        #expect(converted.attribute(.underlineStyle, at: 7, effectiveRange: nil) as? Int == 1)
        let back = try AttributedString(converted, including: \.uiKit)
        #expect(back == string)
    }

    @Test("iOS code styling a button with a configuration, transformers and an update handler works unchanged")
    func iosStyleCode() {
        var config = UIButton.Configuration.filled()
        config.title = "Sign In"
        config.attributedSubtitle = AttributedString(
            "Secure", attributes: AttributeContainer([.font: UIFont.systemFont(ofSize: 11)]))
        config.cornerStyle = .capsule
        config.buttonSize = .large
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 20)
            return outgoing
        }
        config.imageColorTransformer = .grayscale
        let button = UIButton(configuration: config, primaryAction: UIAction { _ in })
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.baseBackgroundColor = button.isHighlighted ? .systemIndigo : .systemBlue
            button.configuration = updated
        }
        let titleFont = button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        let subtitleFont = button.subtitleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(titleFont == UIFont.boldSystemFont(ofSize: 20))
        #expect(subtitleFont?.pointSize == 11)
        #expect(button.configuration?.baseBackgroundColor == .systemBlue)
        #expect(config.imageColorTransformer.map { _ in true } == true)
        var again = config
        again.imageColorTransformer = .grayscale
        #expect(again == config)
    }

    @Test("An activity indicator spins in the image's place in the foreground colour, and goes when turned off")
    func activityIndicator() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Loading"
        configuration.image = image
        configuration.imagePadding = 4
        configuration.showsActivityIndicator = true
        configuration.activityIndicatorColorTransformer = UIConfigurationColorTransformer { _ in .systemYellow }
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let indicator = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(indicator.isAnimating)
        #expect(indicator.color == .systemYellow)
        #expect(indicator.frame.size == CGSize(width: 20, height: 20))
        let title = try #require(button.titleLabel?.frame)
        #expect(title.minX - indicator.frame.maxX == 4)
        #expect(button.imageView?.isHidden ?? true)
        button.configuration?.showsActivityIndicator = false
        button.layoutIfNeeded()
        #expect(!indicator.isAnimating && indicator.isHidden)
        #expect(button.imageView?.frame.size == CGSize(width: 30, height: 30))
    }

    @Test("A button is a button to accessibility, labelled by its title, not enabled or selected as its state is")
    func accessibility() {
        let button = UIButton(configuration: .filled())
        button.configuration?.title = "Send"
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
        button.accessibilityLabel = "Send message"
        #expect(button.accessibilityLabel == "Send message")
    }

    @Test("Filled, tinted, gray, plain, bordered, capsule, subtitle and image buttons render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 330))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 2, y: 2, width: 12, height: 12))
        }
        func add(_ configuration: UIButton.Configuration, y: CGFloat, change: (UIButton) -> Void = { _ in }) {
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10, y: y, width: 280, height: 36)
            change(button)
            window.addSubview(button)
        }
        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        add(filled, y: 10)
        var pressed = filled
        pressed.title = "Pressed"
        add(pressed, y: 50) { $0.isHighlighted = true }
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        tinted.image = image
        tinted.imagePadding = 6
        add(tinted, y: 90)
        var gray = UIButton.Configuration.gray()
        gray.title = "Gray, disabled"
        add(gray, y: 130) { $0.isEnabled = false }
        var plain = UIButton.Configuration.plain()
        plain.title = "Plain, selected"
        add(plain, y: 170) { $0.isSelected = true }
        var capsule = UIButton.Configuration.borderedProminent()
        capsule.title = "Capsule"
        capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemGreen
        add(capsule, y: 210)
        var outlined = UIButton.Configuration.plain()
        outlined.title = "Stroked"
        outlined.background.strokeColor = .systemRed
        outlined.background.strokeWidth = 2
        add(outlined, y: 250)
        var subtitled = UIButton.Configuration.gray()
        subtitled.title = "Title"
        subtitled.subtitle = "Subtitle"
        subtitled.titleAlignment = .center
        add(subtitled, y: 285) { $0.frame.size.height = 40 }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "configurations" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
