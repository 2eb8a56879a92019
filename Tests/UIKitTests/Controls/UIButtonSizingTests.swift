import Foundation
import Testing
import UIKit

/// The classic button's measurements as iOS makes them, from the UIKit-cross-platform test suite
/// (run on iOS): an empty button, a title, an image, both, and where the title goes.
@MainActor
@Suite("UIButton sizing without a configuration")
struct UIButtonSizingTests {
    private func image(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in }
    }

    /// The natural size of `text` in the button's title font.
    private func titleSize(_ text: String, in button: UIButton) -> CGSize {
        let label = UILabel()
        label.font = button.titleLabel?.font
        label.text = text
        return label.intrinsicContentSize
    }

    @Test(arguments: [UIButton.ButtonType.custom, .system])
    func anEmptyButtonSizesToThirtyByThirtyFour(type: UIButton.ButtonType) {
        let button = UIButton(type: type)
        button.sizeToFit()
        #expect(button.frame.size == CGSize(width: 30, height: 34))
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
    }

    @Test func aTitledButtonSizesToItsTitleWithSixPointsAboveAndBelow() {
        let button = UIButton(frame: .zero)
        button.setTitle("MediumButtonText", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 16)
        button.sizeToFit()
        let title = titleSize("MediumButtonText", in: button)
        #expect(button.frame.size == CGSize(width: title.width, height: title.height + 12))
    }

    @Test func anImageButtonSizesToItsImage() {
        let button = UIButton(frame: .zero)
        button.setImage(image(80), for: .normal)
        button.sizeToFit()
        #expect(button.frame.size == CGSize(width: 80, height: 80))
    }

    @Test func aButtonWithBothIsTheirWidthsAndTheTallerHeight() {
        let button = UIButton(frame: .zero)
        button.setImage(image(80), for: .normal)
        button.setTitle("MediumButtonText", for: .normal)
        button.sizeToFit()
        let title = titleSize("MediumButtonText", in: button)
        #expect(button.frame.size == CGSize(width: 80 + title.width, height: max(80, title.height + 12)))
    }

    @Test func aTitleAlonePlacedTopLeftSitsInTheCornerAndBottomRightInTheOther() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        button.setTitle("Short", for: .normal)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.origin == .zero)
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel?.frame)
        #expect(title.maxX == 200 && title.maxY == 100)
    }

    @Test func withAnImageTheTitleFollowsItAtTheLeftAndEndsTheButtonAtTheRight() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        button.setTitle("Short", for: .normal)
        button.setImage(image(40), for: .normal)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.origin == .zero)
        #expect(button.titleLabel?.frame.origin == CGPoint(x: 40, y: 0))
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel?.frame), picture = try #require(button.imageView?.frame)
        #expect(title.maxX == 200 && title.maxY == 100)
        #expect(picture.maxX == title.minX && picture.maxY == 100)
    }

    @Test func centredTheImageAndTitleShareTheMiddle() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        button.setTitle("Short", for: .normal)
        button.setImage(image(40), for: .normal)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel?.frame), picture = try #require(button.imageView?.frame)
        #expect(abs(picture.minX - (200 - (40 + title.width)) / 2) <= 0.5)
        #expect(picture.minY == 30 && abs(title.midY - 50) <= 0.5)
    }
}
