import CasementDebugging
import CasementTestSupport
import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit
import UIKitCore

/// A view that counts its layouts.
@MainActor
private final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@MainActor
@Suite("Ten thousand nested views")
struct DeepTreeTests {
    static let depth = 10_000

    /// A shown window holding a chain of `depth` views, each inside the previous; returns the deepest.
    private func chain(_ app: TestApplication) -> (UIWindow, [CountingView]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var views: [CountingView] = []
        var parent: UIView = window
        for index in 0..<Self.depth {
            let view = CountingView(frame: CGRect(x: index == 0 ? 10 : 0, y: 0, width: 50, height: 50))
            parent.addSubview(view)
            views.append(view)
            parent = view
        }
        views.last!.backgroundColor = .red
        window.makeKeyAndVisible()
        app.runTurn()
        return (window, views)
    }

    @Test("are laid out and rendered")
    func layoutAndRender() throws {
        let app = TestApplication()
        let (window, views) = chain(app)
        #expect(views.allSatisfy { $0.layouts == 1 })
        let pixels = try #require(app.platformWindow(of: window)?.presentedImage())
        #expect(RGBAPixels(pixels)[20, 20] == [255, 0, 0, 255])
    }

    @Test("are hit-tested down to the deepest")
    func hitTest() {
        let app = TestApplication()
        let (window, views) = chain(app)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === views.last)
    }

    @Test("are dumped")
    func dump() {
        let app = TestApplication()
        let (window, _) = chain(app)
        defer { withExtendedLifetime(window) {} }
        let text = HierarchySnapshot().text()
        // One line a view, each indented one step further: the last is the deepest.
        let deepest = String(repeating: "  ", count: Self.depth + 1) + "CountingView frame (0, 0, 50, 50) in window (10, 0, 50, 50)"
        #expect(text.hasSuffix(deepest + " on screen (10, 0, 50, 50)"))
    }

    @Test("animate at the deepest level")
    func animate() {
        let app = TestApplication()
        let (window, views) = chain(app)
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 0.5) { views.last!.alpha = 0 }
        app.runTurn()
        app.clock.advance(by: 0.25)
        #expect(abs((views.last!.layer.presentation()?.opacity ?? 0) - 0.5) < 0.1)
        app.clock.advance(by: 0.5)
        #expect(views.last!.layer.animationKeys() == nil)
    }

    @Test("are torn down without recursing through the chain")
    func release() {
        weak var deepest: UIView?
        do {
            let app = TestApplication()
            let (window, views) = chain(app)
            deepest = views.last
            window.isHidden = true
            views.first!.removeFromSuperview()
        }
        #expect(deepest == nil)
    }
}
