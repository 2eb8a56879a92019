import CasementTestSupport
import CoreGraphics
import Testing
import UIKit
import UIKitCore
import UIKitTesting

/// Shaping text is the dearest part of showing a control: a title is laid out once, whoever
/// measures and draws it.
@Suite("Laid-out text reused by controls")
@MainActor
struct TextLayoutReuseTests {
    init() { PinnedFonts.install() }

    /// The layouts made while `body` runs.
    private func layoutsMade(_ body: () -> Void) -> Int {
        let before = TextLayout.layoutsMadeOnThisThread
        body()
        return TextLayout.layoutsMadeOnThisThread - before
    }

    @Test("A configured button's title is laid out once for its layout and its first frame")
    func buttonTitleLaidOutOnce() {
        let app = TestApplication()
        let window = app.shownWindow(size: CGSize(width: 300, height: 100))
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Laid out once \(#line)"
        let made = layoutsMade {
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10, y: 10, width: 240, height: 40)
            window.addSubview(button)
            app.runTurn()
        }
        #expect(made == 1)
    }

    @Test("Setting a label's alignment, lines or font to what they are keeps its laid-out text")
    func unchangedSettingsKeepTheLayout() {
        let app = TestApplication()
        let window = app.shownWindow(size: CGSize(width: 300, height: 100))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        label.text = "Kept \(#line)"
        window.addSubview(label)
        app.runTurn()
        let made = layoutsMade {
            label.textAlignment = label.textAlignment
            label.numberOfLines = label.numberOfLines
            label.lineBreakMode = label.lineBreakMode
            label.font = label.font
            label.setNeedsDisplay()
            app.runTurn()
        }
        #expect(made == 0)
        label.textAlignment = .center
        #expect(layoutsMade { app.runTurn() } == 1)
    }

    @Test("A centred label measured unlimited and drawn in a wider frame draws the text a fresh layout draws")
    func refittedLabelDrawsTheSame() throws {
        func render(measuringFirst: Bool) -> RGBAPixels {
            Canvas.render(width: 200, height: 30) {
                let label = UILabel(frame: CGRect(x: 0, y: 0, width: 180, height: 30))
                (label.text, label.textAlignment) = ("Centred \(#line)", .center)
                if measuringFirst { _ = label.sizeThatFits(CGSize(width: 1000, height: 100)) }
                label.drawText(in: label.bounds)
            }
        }
        let difference = render(measuringFirst: true).difference(from: render(measuringFirst: false))
        #expect(difference.differingPixels == 0, "\(difference)")
    }

    @Test("Segmented controls with the same titles shape them once between them")
    func segmentTitlesShared() {
        let app = TestApplication()
        let window = app.shownWindow(size: CGSize(width: 400, height: 200))
        func addControl(at y: CGFloat) {
            let control = UISegmentedControl(items: ["Shared \(#line)", "Titles", "Here"])
            control.frame = CGRect(x: 10, y: y, width: 300, height: 32)
            control.selectedSegmentIndex = 0
            window.addSubview(control)
            app.runTurn()
        }
        #expect(layoutsMade { addControl(at: 10) } > 0)
        #expect(layoutsMade { addControl(at: 60) } == 0)
    }
}
