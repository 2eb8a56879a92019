import CoreGraphics
import Foundation
import Platform
import Testing
import UIKit
import UIKitCore
import UIKitTesting

@MainActor
@Suite("Debug overlays", .serialized)
struct DebugOverlaysTests {
    /// A shown 200×100 white window with an opaque white card at (20, 20, 60, 40) and a
    /// half-transparent one at (120, 20, 60, 40) holding a named sublayer.
    private func stage() -> (TestApplication, UIWindow) {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
        card.backgroundColor = .white
        card.accessibilityIdentifier = "card"
        let glass = UIView(frame: CGRect(x: 120, y: 20, width: 60, height: 40))
        glass.backgroundColor = UIColor(white: 1, alpha: 0.5)
        let badge = CALayer()
        badge.frame = CGRect(x: 10, y: 10, width: 20, height: 10)
        glass.layer.addSublayer(badge)
        window.addSubview(card)
        window.addSubview(glass)
        window.makeKeyAndVisible()
        app.runTurn()
        return (app, window)
    }

    private func pixels(_ window: UIWindow) -> RGBAImage {
        RGBAImage(window.platformWindow!.surface.makeImage()!)
    }

    @Test("CASEMENT_DEBUG_OVERLAYS names the overlays, all or a list; unknown names are left out")
    func environment() {
        #expect(DebugOverlayOptions(environmentValue: "view-borders, hit-test") == [.viewBorders, .hitTest])
        #expect(DebugOverlayOptions(environmentValue: "all") == .all && DebugOverlayOptions.all.contains(.damage))
        #expect(DebugOverlayOptions(environmentValue: "view-borders,sparkles") == [.viewBorders])
        #expect(DebugOverlayOptions(environmentValue: "").isEmpty)
    }

    @Test("View borders outline each view in blue over its edge pixels, and go when turned off")
    func viewBorders() {
        let (app, window) = stage()
        defer { UIApplication.shared.debugOverlays = [] }
        #expect(pixels(window)[20, 30] == [255, 255, 255, 255])
        UIApplication.shared.debugOverlays = [.viewBorders]
        app.runTurn()
        let outlined = pixels(window)
        #expect(outlined[20, 30][2] > 200 && outlined[20, 30][0] < 80)
        #expect(outlined[50, 40] == [255, 255, 255, 255])
        #expect(window.subviews.count == 2 && window.hitTest(CGPoint(x: 20, y: 30), with: nil) === window.subviews[0])
        UIApplication.shared.debugOverlays = []
        app.runTurn()
        #expect(pixels(window)[20, 30] == [255, 255, 255, 255])
    }

    @Test("Layer borders outline the layers that are not views' in orange")
    func layerBorders() {
        let (app, window) = stage()
        defer { UIApplication.shared.debugOverlays = [] }
        UIApplication.shared.debugOverlays = [.layerBorders]
        app.runTurn()
        let outlined = pixels(window)
        #expect(outlined[130, 35][0] > 200 && outlined[130, 35][2] < 120)
        #expect(outlined[20, 30] == [255, 255, 255, 255])
    }

    @Test("Blended layers: opaque views tinted green, views that blend tinted red")
    func blended() {
        let (app, window) = stage()
        defer { UIApplication.shared.debugOverlays = [] }
        UIApplication.shared.debugOverlays = [.blendedLayers]
        app.runTurn()
        let tinted = pixels(window)
        let opaque = tinted[50, 40], blended = tinted[150, 40]
        #expect(opaque[1] > opaque[0] && opaque[1] > opaque[2])
        #expect(blended[0] > blended[1] && blended[0] > blended[2])
    }

    @Test("The hit-test overlay outlines the view the last touch landed on")
    func hitTest() throws {
        let (app, window) = stage()
        defer { UIApplication.shared.debugOverlays = [] }
        UIApplication.shared.debugOverlays = [.hitTest]
        let id = try #require(window.platformWindow?.id)
        app.platform.inject(.pointerDown(window: id, button: .primary, location: CGPoint(x: 50, y: 40), modifiers: [], timestamp: 0))
        app.platform.inject(.pointerUp(window: id, button: .primary, location: CGPoint(x: 50, y: 40), modifiers: [], timestamp: 0.05))
        app.runTurn()
        let outlined = pixels(window)
        #expect(outlined[21, 40][0] > 200 && outlined[21, 40][1] < 60 && outlined[21, 40][2] > 150)
        #expect(outlined[121, 40] != outlined[21, 40])
    }

    @Test("Autoresizing shows struts (solid) for fixed margins and sizes and springs (dashed) for flexible ones")
    func autoresizing() {
        let (app, window) = stage()
        defer { UIApplication.shared.debugOverlays = [] }
        let card = window.subviews[0]
        card.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        UIApplication.shared.debugOverlays = [.autoresizing]
        app.runTurn()
        let drawn = pixels(window)
        // The left margin (fixed): a solid teal line from the window's edge to the card at y 40.
        #expect((2..<18).allSatisfy { x in
            let pixel = drawn[x, 40].map(Int.init)
            return pixel[1] > pixel[0] + 40 && pixel[2] > pixel[0] + 40
        })
        // The bottom margin (flexible): purple dashes from the card down to the window's edge at x 50.
        let column = (62..<98).map { drawn[50, $0].map(Int.init) }
        let purple = column.filter { $0[2] > $0[1] + 60 && $0[0] > $0[1] + 20 }.count
        #expect(purple > 8 && purple < column.count)
    }

    @Test("Rasterization tints a rasterized layer red when it is redrawn, green when its bitmap is reused, and offscreen passes yellow")
    func rasterization() {
        let (app, window) = stage()
        defer { UIApplication.shared.debugOverlays = [] }
        let card = window.subviews[0]
        card.layer.shouldRasterize = true
        card.addSubview(UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10)))
        let glass = window.subviews[1]
        glass.alpha = 0.5
        UIApplication.shared.debugOverlays = [.rasterization]
        app.runTurn()
        #expect(card.layer.renderOutcome == .cacheMiss)
        #expect(glass.layer.renderOutcome == .offscreen)
        window.setNeedsFullRepaint()
        app.runTurn()
        #expect(card.layer.renderOutcome == .cacheHit)
        window.setNeedsFullRepaint()
        app.runTurn()
        let tinted = pixels(window)[50, 40].map(Int.init)
        #expect(tinted[1] > tinted[0] + 40 && tinted[1] > tinted[2] + 40)
    }

    @Test("The damage overlay turns the compositor's damage flashing on and off at run time")
    func damageFlashing() {
        let (app, window) = stage()
        defer { UIApplication.shared.debugOverlays = [] }
        UIApplication.shared.debugOverlays = [.damage]
        app.runTurn()
        #expect(window.compositor?.flashesDamage == true)
        UIApplication.shared.debugOverlays = []
        app.runTurn()
        #expect(window.compositor?.flashesDamage == false)
    }

    @Test("With the overlays on (damage flashing aside) and nothing changing, a turn presents nothing")
    func staysIdle() throws {
        let (app, window) = stage()
        defer { UIApplication.shared.debugOverlays = [] }
        // Damage flashing repaints what it flashed at every frame, by design; the others must stay still.
        UIApplication.shared.debugOverlays = DebugOverlayOptions.all.subtracting(.damage)
        app.runTurn()
        if let keep = ProcessInfo.processInfo.environment["CASEMENT_KEEP_OVERLAYS"] {
            try window.platformWindow?.surface.makeImage()?.pngData().write(to: URL(fileURLWithPath: keep))
        }
        let headless = try #require(app.platformWindow(of: window))
        let presents = headless.presentCount
        app.runTurn()
        app.runTurn()
        #expect(headless.presentCount == presents)
    }
}
