import CasementTestSupport
import Foundation
import Testing
import UIKit

@MainActor
@Suite("UIActivityIndicatorView")
struct UIActivityIndicatorViewTests {
    private func pixels(_ stage: TouchStage) -> RGBAPixels? {
        stage.app.platformWindow(of: stage.window)?.presentedImage().map(RGBAPixels.init)
    }

    /// The pixels of the square at (`x`, `y`) `size` points wide.
    private func square(_ pixels: RGBAPixels?, x: Int, y: Int, size: Int) -> [[UInt8]] {
        guard let pixels else { return [] }
        return (y..<(y + size)).flatMap { row in (x..<(x + size)).map { pixels[$0, row] } }
    }

    @Test("Styles have UIKit's raw values and sizes: 20 points, 37 for the large ones")
    func styles() {
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
        #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
        #expect(UIActivityIndicatorView.Style.gray.rawValue == 2)
        #expect(UIActivityIndicatorView(style: .medium).frame.size == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: .whiteLarge).sizeThatFits(.zero) == CGSize(width: 37, height: 37))
        let framed = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(framed.style == .medium)
        #expect(framed.frame.size == CGSize(width: 100, height: 50))
    }

    @Test("An indicator is hidden until it starts, and hides again when it stops")
    func hiding() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isHidden)
        #expect(!indicator.isAnimating)
        indicator.startAnimating()
        #expect(!indicator.isHidden)
        #expect(indicator.isAnimating)
        indicator.stopAnimating()
        #expect(indicator.isHidden)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
    }

    @Test("The colour is the style's until set, and nil goes back to the style's")
    func colour() {
        let indicator = UIActivityIndicatorView(style: .white)
        #expect(indicator.color == .white)
        indicator.style = .medium
        #expect(indicator.color == .systemGray)
        indicator.color = .systemRed
        indicator.style = .large
        #expect(indicator.color == .systemRed)
        indicator.color = nil
        #expect(indicator.color == .systemGray)
    }

    @Test("The wheel turns a spoke at a time and comes round once a second")
    func spinning() {
        let stage = TouchStage()
        stage.root.backgroundColor = .white
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.center = CGPoint(x: 100, y: 100)
        stage.root.addSubview(indicator)
        indicator.startAnimating()
        stage.app.runTurn()
        let start = square(pixels(stage), x: 80, y: 80, size: 40)
        let drawn = start.contains { $0[0] < 200 }
        #expect(drawn)
        stage.advance(by: 0.05)
        let stillAtStart = square(pixels(stage), x: 80, y: 80, size: 40) == start
        #expect(stillAtStart)
        stage.advance(by: 0.1)
        let turned = square(pixels(stage), x: 80, y: 80, size: 40)
        let moved = turned != start
        #expect(moved)
        stage.advance(by: 1)
        let roundAgain = square(pixels(stage), x: 80, y: 80, size: 40) == turned
        #expect(roundAgain)
        indicator.stopAnimating()
        // The next frame comes at the next refresh.
        stage.advance(by: 0.02)
        let gone = !square(pixels(stage), x: 80, y: 80, size: 40).contains { $0[0] < 250 }
        #expect(gone)
    }

    @Test("A spinning indicator taken out of its window and put back spins again")
    func backInWindow() {
        let stage = TouchStage()
        stage.root.backgroundColor = .white
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.center = CGPoint(x: 100, y: 100)
        stage.root.addSubview(indicator)
        indicator.startAnimating()
        stage.app.runTurn()
        indicator.removeFromSuperview()
        stage.app.runTurn()
        stage.root.addSubview(indicator)
        stage.app.runTurn()
        let start = square(pixels(stage), x: 80, y: 80, size: 40)
        stage.advance(by: 0.15)
        let moved = square(pixels(stage), x: 80, y: 80, size: 40) != start
        #expect(moved)
    }

    @Test("VoiceOver hears 'In progress' while it spins and 'Progress halted' when stopped")
    func accessibility() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.isAccessibilityElement)
        #expect(indicator.accessibilityLabel == "Progress halted")
        indicator.startAnimating()
        #expect(indicator.accessibilityLabel == "In progress")
        indicator.accessibilityLabel = "Loading"
        #expect(indicator.accessibilityLabel == "Loading")
    }

    @Test("Medium, large, white and coloured wheels render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let dark = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 60))
        dark.backgroundColor = .darkGray
        window.addSubview(dark)
        let medium = UIActivityIndicatorView(style: .medium)
        medium.center = CGPoint(x: 25, y: 30)
        let large = UIActivityIndicatorView(style: .large)
        large.center = CGPoint(x: 70, y: 30)
        let white = UIActivityIndicatorView(style: .whiteLarge)
        white.center = CGPoint(x: 130, y: 30)
        let coloured = UIActivityIndicatorView(style: .medium)
        coloured.color = .systemOrange
        coloured.center = CGPoint(x: 175, y: 30)
        for indicator in [medium, large, white, coloured] {
            window.addSubview(indicator)
            indicator.startAnimating()
        }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "indicators" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
