import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitCore

/// A view that draws a square and lays out its one subview.
@MainActor
private final class Panel: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
        draws += 1
        UIColor.blue.setFill()
        UIRectFill(bounds)
    }
    override func layoutSubviews() {
        subviews.first?.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

@MainActor
@Suite("Frame counters and the frame-rate overlay", .serialized)
struct FrameCountersTests {
    private func stage() -> (TestApplication, UIWindow, Panel) {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let panel = Panel(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        panel.addSubview(UIView())
        window.addSubview(panel)
        window.makeKeyAndVisible()
        app.runTurn()
        return (app, window, panel)
    }

    @Test("A frame records the layers it laid out and drew, its time and the pixels it presented; an idle turn records none")
    func counters() throws {
        let (app, window, panel) = stage()
        let before = UIApplication.shared.frameCounters.count
        panel.setNeedsDisplay()
        panel.setNeedsLayout()
        app.runTurn()
        let frame = try #require(UIApplication.shared.frameCounters.last)
        #expect(UIApplication.shared.frameCounters.count == before + 1)
        #expect(frame.window == "0x" + String(try #require(window.windowSystemID), radix: 16))
        #expect(frame.layoutPasses >= 1 && frame.redraws == 1 && panel.draws == 2)
        #expect(frame.presentedPixels == 100 * 50 && frame.compositeTime > 0)
        app.runTurn()
        #expect(UIApplication.shared.frameCounters.count == before + 1)
        #expect(frame.description.hasPrefix("frame at "))
    }

    @Test("The frame-rate overlay shows the frames of the last second against the screen's rate")
    func frameRate() throws {
        let (app, window, panel) = stage()
        defer { UIApplication.shared.debugOverlays = [] }
        UIApplication.shared.debugOverlays = [.frameRate]
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) { panel.center.x += 80 }
        app.runTurn()
        app.clock.advance(by: 1.5)
        app.runTurn()
        let part = try #require(window.compositor?.overlayLayer?.sublayers?.first { $0.name == "debug overlays" })
        let label = try #require(part.sublayers?.first { $0.name == "frame rate" } as? CATextLayer)
        let text = try #require(label.string as? String)
        #expect(text.hasSuffix("fps / 60 Hz"))
        let fps = Int(text.split(separator: " ")[0]) ?? 0
        #expect(fps >= 58 && fps <= 61)
    }
}
