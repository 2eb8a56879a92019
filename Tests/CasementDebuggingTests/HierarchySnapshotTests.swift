import CasementDebugging
import CoreGraphics
import Foundation
import Testing
import UIKit
import UIKitTesting
import UIKitCore

/// A view that draws, so its layer has a backing store.
@MainActor
private final class Drawn: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(bounds)
    }
}

@MainActor
@Suite("Hierarchy snapshots: the dump and the JSON model")
struct HierarchySnapshotTests {
    /// A shown 300×200 window at (40, 30) on a 1280×800 screen: a card with a label, a drawn
    /// square with a tap recognizer, and a hidden view.
    private func stage() -> (TestApp, UIWindow) {
        let app = inMemoryApp()
        let window = UIWindow(frame: CGRect(x: 40, y: 30, width: 300, height: 200))
        window.title = "Stage"
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 120, height: 80))
        card.accessibilityIdentifier = "card"
        card.alpha = 0.5
        card.clipsToBounds = true
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 100, height: 20))
        label.text = "Hello"
        card.addSubview(label)
        let square = Drawn(frame: CGRect(x: 150, y: 10, width: 50, height: 50))
        square.addGestureRecognizer(UITapGestureRecognizer())
        let hidden = UIView(frame: CGRect(x: 0, y: 150, width: 10, height: 10))
        hidden.isHidden = true
        for view in [card, square, hidden] { window.addSubview(view) }
        window.makeKeyAndVisible()
        app.runTurn()
        return (app, window)
    }

    @Test("The dump lists screens, windows and every view with its frames in superview, window and screen, flags, identifiers and recognizers")
    func textDump() throws {
        let (_, window) = stage()
        let text = HierarchySnapshot().text()
        let id = try #require(window.windowSystemID)
        #expect(text == """
            screen HEADLESS-0 bounds (0, 0, 1280, 800) scale 1 at 60 Hz
            window 0x\(String(id, radix: 16)) on HEADLESS-0 level 0 key title "Stage"
              UIWindow frame (40, 30, 300, 200) on screen (40, 30, 300, 200)
                UIView frame (10, 10, 120, 80) in window (10, 10, 120, 80) on screen (50, 40, 120, 80) alpha 0.5 clips id "card"
                  UILabel frame (5, 5, 100, 20) in window (15, 15, 100, 20) on screen (55, 45, 100, 20) no interaction text "Hello"
                Drawn frame (150, 10, 50, 50) in window (150, 10, 50, 50) on screen (190, 40, 50, 50) recognizers UITapGestureRecognizer(possible)
                UIView frame (0, 150, 10, 10) in window (0, 150, 10, 10) on screen (40, 180, 10, 10) hidden
            """)
    }

    @Test("The dump is the same on a second run: no addresses, numbers rounded")
    func deterministic() {
        let first = { () -> String in
            let (_, window) = stage()
            window.subviews[0].frame.origin.x = 10.0000001
            return HierarchySnapshot().text(includingLayers: true)
        }()
        let second = { () -> String in
            let kept = stage()
            defer { _ = kept }
            return HierarchySnapshot().text(includingLayers: true)
        }()
        #expect(first.replacingOccurrences(of: #"window 0x[0-9a-f]+"#, with: "", options: .regularExpression)
            == second.replacingOccurrences(of: #"window 0x[0-9a-f]+"#, with: "", options: .regularExpression))
    }

    @Test("The JSON model round-trips, carries its version, and reports backing stores, redraws, animations and recognizer states")
    func jsonModel() throws {
        let (app, window) = stage()
        let square = window.subviews[1]
        UIView.animate(withDuration: 1) { square.alpha = 0 }
        app.runTurn()
        let snapshot = HierarchySnapshot()
        let data = try snapshot.jsonData()
        let decoded = try HierarchySnapshot(jsonData: data)
        #expect(decoded == snapshot && decoded.version == HierarchySnapshot.formatVersion)
        let root = try #require(decoded.windows.first?.root)
        let drawn = root.subviews[1]
        #expect(drawn.path == "0.1" && drawn.className == "Drawn")
        #expect(drawn.layer.backingStoreBytes == 50 * 50 * 4 && drawn.layer.redrawCount == 1)
        #expect(drawn.layer.animations.map(\.keyPath) == ["opacity"])
        #expect(drawn.gestureRecognizers.map(\.state) == ["possible"])
        #expect(decoded.screens.map(\.id) == ["HEADLESS-0"])
        #expect(String(decoding: data, as: UTF8.self).contains("\"version\" : 1"))
    }

    @Test("Another format version is refused with a clear error")
    func versionChecked() throws {
        let kept = stage()
        defer { _ = kept }
        var snapshot = HierarchySnapshot()
        snapshot.version = 99
        let data = try snapshot.jsonData()
        #expect { try HierarchySnapshot(jsonData: data) } throws: { String(describing: $0).contains("format 99") }
    }

    @Test("Layers that are not views' are listed on request, with their animations")
    func layersOnRequest() {
        let (_, window) = stage()
        let badge = CALayer()
        badge.name = "badge"
        badge.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        window.subviews[0].layer.addSublayer(badge)
        let text = HierarchySnapshot().text(includingLayers: true)
        #expect(text.contains("    layer CALayer frame (1, 2, 3, 4) name \"badge\""))
        #expect(!HierarchySnapshot().text().contains("badge"))
    }
}
