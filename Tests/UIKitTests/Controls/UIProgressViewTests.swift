import CasementTestSupport
import Foundation
import Testing
import UIKit

@MainActor
@Suite("UIProgressView")
struct UIProgressViewTests {
    private func pixels(_ stage: TouchStage) -> RGBAPixels? {
        stage.app.platformWindow(of: stage.window)?.presentedImage().map(RGBAPixels.init)
    }

    private func isBlue(_ pixel: [UInt8]?) -> Bool {
        guard let pixel else { return false }
        return pixel[0] < 20 && pixel[2] > 240
    }

    /// A 200-point bar at (50, 100) on a white stage.
    private func stageWithBar() -> (TouchStage, UIProgressView) {
        let stage = TouchStage()
        stage.root.backgroundColor = .white
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 50, y: 100, width: 200, height: 4)
        stage.root.addSubview(bar)
        stage.app.runTurn()
        return (stage, bar)
    }

    @Test("Styles have UIKit's raw values; a bar is 4 points high (2.5 for the bar style) with no width of its own")
    func sizes() {
        #expect(UIProgressView.Style.bar.rawValue == 1)
        #expect(UIProgressView(progressViewStyle: .default).intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(UIProgressView(progressViewStyle: .bar).frame.height == 2.5)
        #expect(UIProgressView(frame: .zero).progressViewStyle == .default)
    }

    @Test("Progress stays between 0 and 1, and a value that is not a number is ignored")
    func clamping() {
        let bar = UIProgressView()
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -3
        #expect(bar.progress == 0)
        bar.progress = 0.4
        bar.progress = .nan
        #expect(bar.progress == 0.4)
        #expect(bar.accessibilityValue == "40%")
    }

    @Test("The filled part grows from the leading end with the progress, at least 8 points once started")
    func filling() {
        let (stage, bar) = stageWithBar()
        bar.progress = 0.5
        stage.advance(by: 0.02)
        #expect(isBlue(pixels(stage)?[140, 102]))
        #expect(!isBlue(pixels(stage)?[160, 102]))
        bar.progress = 0.001
        stage.advance(by: 0.02)
        #expect(isBlue(pixels(stage)?[55, 102]))
        bar.semanticContentAttribute = .forceRightToLeft
        bar.progress = 0.25
        stage.advance(by: 0.02)
        #expect(isBlue(pixels(stage)?[240, 102]))
        #expect(!isBlue(pixels(stage)?[60, 102]))
    }

    @Test("An animated change slides the bar there over a quarter of a second")
    func animated() {
        let (stage, bar) = stageWithBar()
        bar.setProgress(1, animated: true)
        stage.advance(by: 0.02)
        stage.advance(by: 0.05)
        #expect(!isBlue(pixels(stage)?[240, 102]))
        stage.advance(by: 0.3)
        #expect(isBlue(pixels(stage)?[240, 102]))
        #expect(bar.progress == 1)
    }

    @Test("An observed progress moves the bar as it completes, and stops being read once finished")
    func observedProgress() {
        let (stage, bar) = stageWithBar()
        let task = Progress(totalUnitCount: 10)
        task.completedUnitCount = 2
        bar.observedProgress = task
        #expect(abs(bar.progress - 0.2) < 1e-6)
        task.completedUnitCount = 7
        stage.advance(by: 0.05)
        #expect(abs(bar.progress - 0.7) < 1e-6)
        task.completedUnitCount = 10
        stage.advance(by: 0.05)
        #expect(bar.progress == 1)
        // Finished, it is no longer read.
        task.completedUnitCount = 5
        stage.advance(by: 0.1)
        #expect(bar.progress == 1)
        let next = Progress(totalUnitCount: 4)
        bar.observedProgress = next
        #expect(bar.progress == 0)
        next.completedUnitCount = 1
        bar.removeFromSuperview()
        stage.advance(by: 0.1)
        #expect(bar.progress == 0)
    }

    @Test("Default, tinted and bar-style bars render as expected", arguments: Appearance.both)
    func rendering(style: UIUserInterfaceStyle) throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 70))
        window.backgroundColor = .systemBackground
        window.overrideUserInterfaceStyle = style
        let plain = UIProgressView(progressViewStyle: .default)
        plain.frame = CGRect(x: 10, y: 10, width: 200, height: 4)
        plain.progress = 0.3
        let tinted = UIProgressView(progressViewStyle: .default)
        tinted.frame = CGRect(x: 10, y: 25, width: 200, height: 8)
        tinted.progress = 0.6
        tinted.progressTintColor = .systemGreen
        tinted.trackTintColor = .systemGray4
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 10, y: 45, width: 200, height: 2.5)
        bar.progress = 0.8
        for view in [plain, tinted, bar] { window.addSubview(view) }
        window.makeKeyAndVisible()
        app.runTurn()
        let presented = try #require(app.platformWindow(of: window)?.presentedImage())
        GoldenImage.expectMatch(presented, named: "progress" + style.goldenSuffix, tolerance: 2, maximumFraction: 0.001)
    }
}
