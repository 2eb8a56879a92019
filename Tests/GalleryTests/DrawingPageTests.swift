import CasementTestSupport
import CoreGraphics
import GalleryPages
import Testing
import UIKitTesting

@Suite("Gallery drawing page")
struct DrawingPageTests {
    init() { PinnedFonts.install() }

    @Test("the CoreGraphics drawing page matches its golden image")
    func drawingPage() throws {
        let image = try DrawingPage.render()
        #expect(image.width == 960 && image.height == 720)
        GoldenImage.expectMatch(image, named: "drawing-page", tolerance: 1)
    }

    @Test("rendering the page twice gives identical pixels")
    func deterministic() throws {
        #expect(RGBAPixels(try DrawingPage.render()) == RGBAPixels(try DrawingPage.render()))
    }
}

@Suite("Gallery layer styles page")
@MainActor
struct LayerStylesPageTests {
    init() { PinnedFonts.install() }

    @Test("the CALayer styles page matches its golden image")
    func layerStylesPage() throws {
        let image = try LayerStylesPage.render()
        GoldenImage.expectMatch(image, named: "layer-styles-page", tolerance: 1)
    }
}

@Suite("Gallery layer kinds page")
@MainActor
struct LayerKindsPageTests {
    init() { PinnedFonts.install() }

    @Test("the layer kinds and perspective page matches its golden image")
    func layerKindsPage() {
        GoldenImage.expectMatch(LayerKindsPage.render(), named: "layer-kinds-page", tolerance: 1)
    }
}

@Suite("Gallery animation page")
@MainActor
struct AnimationPageTests {
    init() { PinnedFonts.install() }

    @Test("the animation page 0.6 s into its animations matches its golden image")
    func animationPage() {
        GoldenImage.expectMatch(AnimationPage.render(at: 0.6), named: "animation-page", tolerance: 1)
    }

    @Test("the animation page is a function of media time: drawing the same instant twice gives the same pixels")
    func deterministic() {
        #expect(RGBAPixels(AnimationPage.render(at: 1.3)) == RGBAPixels(AnimationPage.render(at: 1.3)))
    }
}

@Suite("Gallery view animation page")
@MainActor
struct ViewAnimationPageTests {
    init() { PinnedFonts.install() }

    @Test("the UIView animation page 0.4 s into its animations matches its golden image")
    func viewAnimationPage() {
        GoldenImage.expectMatch(ViewAnimationPage.render(at: 0.4), named: "view-animation-page", tolerance: 1)
    }

    @Test("the UIView animation page is a function of media time: the same instant twice gives the same pixels")
    func deterministic() {
        #expect(RGBAPixels(ViewAnimationPage.render(at: 0.7)) == RGBAPixels(ViewAnimationPage.render(at: 0.7)))
    }
}

@Suite("Gallery view listings page")
@MainActor
struct ViewListingsPageTests {
    init() { PinnedFonts.install() }

    @Test("the page of the seed's view listings matches its golden image")
    func viewListingsPage() {
        GoldenImage.expectMatch(ViewListingsPage.render(), named: "view-listings-page", tolerance: 1)
    }
}
