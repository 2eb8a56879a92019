import CasementTestSupport
import CoreGraphics
import GalleryPages
import Platform
import PlatformHeadless
import Testing
import UIKitCore
import UIKitTesting

/// The gestures page in a window of an in-memory app, touched through injected pointer events.
/// Each test makes its own in its body: the session is the process's, and a suite's initializer
/// and test may not run back to back.
@MainActor
private final class Stage {
    let platform = HeadlessPlatform()
    let window: UIWindow
    let page: UIView

    init() {
        PlatformSession.install(platform)
        window = UIWindow(frame: CGRect(origin: .zero, size: GesturePage.size))
        page = GesturePage.makeView()
        window.addSubview(page)
        window.makeKeyAndVisible()
        turn()
    }

    var photo: UIView { page.subviews.first { $0.accessibilityIdentifier == "photo" }! }
    var status: String { (page.subviews.compactMap { $0 as? UILabel }.first?.text) ?? "" }

    func turn() {
        platform.dispatchPendingEvents()
        UIApplication.shared.session.updateScreens()
    }

    func pointer(_ event: (WindowID, TimeInterval) -> PlatformEvent) {
        platform.inject(event(window.platformWindow!.id, platform.clock.now))
        turn()
    }

    func drag(from start: CGPoint, to end: CGPoint, modifiers: KeyModifiers = [], steps: Int = 4) {
        pointer { .pointerDown(window: $0, button: .primary, location: start, modifiers: modifiers, timestamp: $1) }
        for step in 1...steps {
            platform.clock.advance(by: 0.02)
            let t = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            pointer { .pointerMoved(window: $0, location: point, modifiers: modifiers, timestamp: $1) }
        }
        pointer { .pointerUp(window: $0, button: .primary, location: end, modifiers: modifiers, timestamp: $1) }
    }

    func render() -> CGImage {
        UIGraphicsImageRenderer(bounds: window.bounds).image { window.layer.render(in: $0.cgContext) }.cgImage!
    }
}

@Suite("Gallery gestures page")
@MainActor
struct GesturePageTests {
    init() { PinnedFonts.install() }

    @Test("the page matches its golden image")
    func golden() {
        let stage = Stage()
        GoldenImage.expectMatch(stage.render(), named: "gesture-page", tolerance: 1)
    }

    @Test("after an Alt-drag that pinches and turns the photo, the page matches its golden image")
    func goldenTransformed() {
        let stage = Stage()
        stage.drag(from: CGPoint(x: 380, y: 360), to: CGPoint(x: 340, y: 300), modifiers: .alternate)
        GoldenImage.expectMatch(stage.render(), named: "gesture-page-transformed", tolerance: 1)
    }

    @Test("dragging the photo moves it by the drag")
    func dragMovesPhoto() {
        let stage = Stage()
        stage.drag(from: CGPoint(x: 480, y: 400), to: CGPoint(x: 580, y: 350))
        #expect(stage.photo.center == CGPoint(x: 580, y: 350))
        #expect(stage.status == "drag ended: at 580, 350")
    }

    @Test("an Alt-drag away from the centre pinches the photo larger; a double tap springs it back")
    func pinchThenReset() {
        let stage = Stage()
        stage.drag(from: CGPoint(x: 380, y: 360), to: CGPoint(x: 280, y: 360), modifiers: .alternate)
        #expect(abs(stage.photo.transform.a - 2) < 1e-6)
        stage.pointer { .pointerDown(window: $0, button: .primary, location: CGPoint(x: 480, y: 400), modifiers: [], timestamp: $1) }
        stage.pointer { .pointerUp(window: $0, button: .primary, location: CGPoint(x: 480, y: 400), modifiers: [], timestamp: $1) }
        stage.platform.clock.advance(by: 0.1)
        stage.pointer { .pointerDown(window: $0, button: .primary, location: CGPoint(x: 480, y: 400), modifiers: [], timestamp: $1) }
        stage.pointer { .pointerUp(window: $0, button: .primary, location: CGPoint(x: 480, y: 400), modifiers: [], timestamp: $1) }
        #expect(stage.status == "double tap ended: reset")
        #expect(stage.photo.transform == .identity)
    }

    @Test("a quick swipe left on the background shows the next photo")
    func swipeShowsNextPhoto() {
        let stage = Stage()
        let before = (stage.photo as? UIImageView)?.image
        stage.drag(from: CGPoint(x: 800, y: 600), to: CGPoint(x: 650, y: 600))
        #expect(stage.status == "swipe ended: next photo")
        #expect((stage.photo as? UIImageView)?.image !== before)
    }
}
