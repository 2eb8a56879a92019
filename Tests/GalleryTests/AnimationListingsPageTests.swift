import CasementTestSupport
import CoreGraphics
import Foundation
import GalleryPages
import QuartzCore
import Testing
import UIKitCore
import UIKitTesting

/// Draws the listings page on a manual media clock, a frame at the instants a test asks for.
@MainActor
private final class PageFilm {
    private let time = SettableMediaTime(100)
    private var now: CFTimeInterval {
        get { time.now }
        set { time.now = newValue }
    }
    private let saved = AnimationEnvironment.current
    let root: CALayer
    private let compositor: LayerCompositor
    private let context: CGContext

    init() {
        PinnedFonts.install()
        // The application's session starts first, so it cannot replace the manual clock later.
        _ = UIApplication.shared
        AnimationEnvironment.current = AnimationEnvironment(time: time)
        root = AnimationListingsPage.makeLayerTree()
        compositor = LayerCompositor(rootLayer: root)
        context = CGContext(
            data: nil, width: 960, height: 720, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        AnimationListingsPage.startAnimations(in: root)
        CATransaction.flush()
    }

    private var frame = 0

    /// Moves the clock to `seconds` after the animations started, a 60 Hz frame at a time (frame
    /// times counted exactly, so a one-second animation ends on the 60th frame).
    func show(at seconds: Double) {
        while now < 100 + seconds - 1e-9 {
            frame += 1
            now = min(100 + Double(frame) / 60, 100 + seconds)
            _ = compositor.renderFrame(in: context, surfaceBounds: root.bounds)
        }
    }

    func alpha(_ tag: AnimationListingsPage.Tag) -> Double {
        Double(AnimationListingsPage.view(tag)?.layer.presentation()?.opacity ?? -1)
    }

    /// The on-screen angle, in degrees, of a presentation transform's rotation.
    static func degrees(_ transform: CATransform3D) -> Double {
        atan2(Double(transform.m12), Double(transform.m11)) * 180 / .pi
    }

    func restore() { AnimationEnvironment.current = saved }
}

@Suite("Gallery animation listings page", .serialized)
@MainActor
struct AnimationListingsPageTests {
    @Test("the page 0.5 s and 1.5 s into its animations matches its golden images", arguments: [0.5, 1.5])
    func golden(at seconds: Double) {
        PinnedFonts.install()
        GoldenImage.expectMatch(AnimationListingsPage.render(at: seconds), named: "animation-listings-page-\(seconds)", tolerance: 1)
    }

    @Test("Listing 4-2: easing out of view in a second, a second hidden, then easing back in")
    func fadeOutThenIn() {
        let film = PageFilm()
        defer { film.restore() }
        let easeIn = Double(CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5))
        let easeOut = Double(CAMediaTimingFunction(name: .easeOut).evaluate(at: 0.5))
        film.show(at: 0.5)
        #expect(abs(film.alpha(.thirdView) - (1 - easeIn)) < 0.01)
        film.show(at: 1.5)
        #expect(film.alpha(.thirdView) == 0)
        film.show(at: 2.5)
        #expect(abs(film.alpha(.thirdView) - easeOut) < 0.01)
        film.show(at: 3.2)
        #expect(film.alpha(.thirdView) == 1)
    }

    @Test("Listing 4-5: both views wait a second; the nested one goes back and forth 2.5 times in a second and ends transparent")
    func nestedTiming() {
        let film = PageFilm()
        defer { film.restore() }
        film.show(at: 0.9)
        #expect(film.alpha(.aView) == 1 && film.alpha(.anotherView) == 1)
        film.show(at: 1.1)
        #expect(abs(film.alpha(.anotherView) - 0.5) < 0.02)
        film.show(at: 1.3)
        #expect(abs(film.alpha(.anotherView) - 0.5) < 0.02)
        film.show(at: 1.5)
        #expect(abs(film.alpha(.aView) - (1 - Double(CAMediaTimingFunction(name: .easeOut).evaluate(at: 0.5)))) < 0.02)
        film.show(at: 2.05)
        #expect(film.alpha(.aView) == 0 && film.alpha(.anotherView) == 0)
    }

    @Test("Listing 4-9: the view turns anticlockwise a full turn while the figure inside it stays upright on screen")
    func figureStaysUpright() throws {
        let film = PageFilm()
        defer { film.restore() }
        let backing = try #require(AnimationListingsPage.view(.backingView))
        let figure = try #require(backing.layer.sublayers?.first { $0.name == AnimationListingsPage.manLayerName })
        for (time, viewAngle) in [(0.5, -90.0), (1.5, 90.5)] {
            film.show(at: time)
            let view = PageFilm.degrees(try #require(backing.layer.presentation()).transform)
            let layer = PageFilm.degrees(try #require(figure.presentation()).transform)
            #expect(abs(view - viewAngle) < 1, "the view at \(time) s")
            let onScreen = (view + layer).truncatingRemainder(dividingBy: 360)
            #expect(abs(onScreen) < 2 || abs(abs(onScreen) - 360) < 2, "the figure at \(time) s turned \(onScreen)°")
        }
        film.show(at: 2.1)
        #expect(CATransform3DIsIdentity(backing.layer.transform) && figure.animation(forKey: "layerAnimation") == nil)
    }
    @Test("begin/commit: the cross-fade reaches half way at half time, its delegate told of its start and its finished stop")
    func beginCommitCrossFade() throws {
        let film = PageFilm()
        defer { film.restore() }
        let status = try #require(film.root.sublayers?.first { $0.name == AnimationListingsPage.statusLayerName } as? CATextLayer)
        film.show(at: 0.5)
        #expect(abs(film.alpha(.firstView) - 0.5) < 0.01 && abs(film.alpha(.secondView) - 0.5) < 0.01)
        #expect(status.string as? String == "delegate: ToggleViews will start")
        film.show(at: 1.1)
        #expect(film.alpha(.firstView) == 0 && film.alpha(.secondView) == 1)
        #expect(status.string as? String == "delegate: ToggleViews did stop, finished true")
    }

    @Test("begin/commit: setAnimationTransition curls the container from one sibling to the other, then back")
    func beginCommitCurl() throws {
        let film = PageFilm()
        defer { film.restore() }
        let container = try #require(AnimationListingsPage.view(.siblings))
        film.show(at: 0.5)
        #expect(container.layer.animationKeys()?.isEmpty == false)
        film.show(at: 1.1)
        #expect(AnimationListingsPage.view(.frontSibling)?.isHidden == true && AnimationListingsPage.view(.backSibling)?.isHidden == false)
        film.show(at: 2.7)
        #expect(AnimationListingsPage.view(.frontSibling)?.isHidden == false && AnimationListingsPage.view(.backSibling)?.isHidden == true)
    }
}
