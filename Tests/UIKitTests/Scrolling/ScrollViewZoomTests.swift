import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

/// A scroll view delegate that zooms `view` and logs zoom callbacks.
@MainActor
private final class ZoomRecorder: NSObject, UIScrollViewDelegate {
    let view: UIView
    var entries: [String] = []

    init(view: UIView) { self.view = view }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { entries.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        if entries.last != "didZoom" { entries.append("didZoom") }
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        entries.append("didEndZooming(\(scale))")
    }
}

@MainActor
@Suite("UIScrollView zooming")
struct ScrollViewZoomTests {
    /// A 400×300 scroll view zooming a 400×300 view between 0.5 and 4. The recorder is its
    /// delegate, held weakly: tests keep it.
    private func stage() -> (TouchStage, UIScrollView, ZoomRecorder) {
        let (stage, scrollView, _) = TouchStage.scrolling(content: CGSize(width: 400, height: 300))
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.addSubview(photo)
        let recorder = ZoomRecorder(view: photo)
        scrollView.delegate = recorder
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        stage.app.runTurn()
        return (stage, scrollView, recorder)
    }

    private func pinch(_ stage: TouchStage, _ phase: TouchPhase, scale: Double, at point: CGPoint = CGPoint(x: 100, y: 75)) {
        stage.app.platform.inject(.touchpadPinch(
            window: stage.window.platformWindow!.id, phase: phase, scale: scale, rotation: 0, location: point, timestamp: stage.app.clock.now))
        stage.app.runTurn()
    }

    @Test("Zooming is off until the limits allow it: scale 1, no pinch recognizer")
    func defaults() {
        let scrollView = UIScrollView()
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.bouncesZoom && !scrollView.isZooming && !scrollView.isZoomBouncing)
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        #expect(scrollView.pinchGestureRecognizer != nil)
        #expect(scrollView.gestureRecognizers?.contains { $0 === scrollView.pinchGestureRecognizer } == true)
    }

    @Test("Without a view to zoom, the zoom scale stays 1")
    func noZoomView() {
        let (_, scrollView, _) = TouchStage.scrolling()
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)
    }

    @Test("Setting the zoom scale scales the view about the middle and sizes the content to it")
    func setZoomScale() {
        let (_, scrollView, recorder) = stage()
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 2)
        #expect(recorder.view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(recorder.view.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 150))
        #expect(recorder.entries == ["didZoom"])
    }

    @Test("Code's zoom scales are kept within the limits; bad ones are refused", arguments: [(10.0, 4.0), (0.1, 0.5), (3, 3)])
    func limits(requested: Double, shown: Double) {
        let (_, scrollView, recorder) = stage()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.zoomScale = CGFloat(requested)
        #expect(scrollView.zoomScale == CGFloat(shown))
        scrollView.zoomScale = 0
        scrollView.zoomScale = .nan
        #expect(scrollView.zoomScale == CGFloat(shown))
    }

    @Test("Limits the wrong way round turn zooming off until they are in order")
    func limitsReversed() {
        let (_, scrollView, recorder) = stage()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.minimumZoomScale = 5
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 8
        #expect(scrollView.pinchGestureRecognizer != nil)
    }

    @Test("zoom(to:) fills the view with the rectangle, centred")
    func zoomToRect() {
        let (_, scrollView, recorder) = stage()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.zoom(to: CGRect(x: 100, y: 75, width: 200, height: 150), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 150))
        scrollView.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.zoomScale == 2)
    }

    @Test("An animated zoom passes through the scales in between and ends exactly")
    func animatedZoom() {
        let (stage, scrollView, recorder) = stage()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.setZoomScale(3, animated: true)
        stage.advance(by: 0.15)
        #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 3)
        stage.advance(by: 0.3)
        #expect(scrollView.zoomScale == 3)
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 300))
    }

    @Test("A touchpad pinch zooms about the pointer, and the delegate hears it begin, change and end")
    func touchpadPinch() {
        let (stage, scrollView, recorder) = stage()
        pinch(stage, .began, scale: 1)
        pinch(stage, .moved, scale: 1.5)
        #expect(scrollView.isZooming)
        pinch(stage, .moved, scale: 2)
        pinch(stage, .ended, scale: 2)
        #expect(scrollView.zoomScale == 2 && !scrollView.isZooming)
        // The point under the pointer stays there: (100, 75) of the view shows at (100, 75).
        #expect(scrollView.contentOffset == CGPoint(x: 100, y: 75))
        #expect(recorder.entries == ["willBeginZooming", "didZoom", "didEndZooming(2.0)"])
    }

    @Test("A pinch past the limit overshoots with resistance and springs back to it")
    func bounceZoom() {
        let (stage, scrollView, recorder) = stage()
        pinch(stage, .began, scale: 1)
        pinch(stage, .moved, scale: 2)
        pinch(stage, .moved, scale: 9)
        // 4 × √(9 / 4).
        #expect(scrollView.zoomScale == 6)
        pinch(stage, .ended, scale: 9)
        #expect(scrollView.isZoomBouncing)
        stage.advance(by: 0.5)
        #expect(scrollView.zoomScale == 4 && !scrollView.isZoomBouncing)
        #expect(recorder.entries.last == "didEndZooming(4.0)")
    }

    @Test("Without zoom bouncing, a pinch stops at the limit")
    func noBounceZoom() {
        let (stage, scrollView, recorder) = stage()
        defer { withExtendedLifetime(recorder) {} }
        scrollView.bouncesZoom = false
        pinch(stage, .began, scale: 1)
        pinch(stage, .moved, scale: 2)
        pinch(stage, .moved, scale: 0.1)
        #expect(scrollView.zoomScale == 0.5)
        pinch(stage, .ended, scale: 0.1)
    }

    @Test("Control and the wheel zoom about the pointer, a tenth a click")
    func controlWheel() {
        let (stage, scrollView, recorder) = stage()
        stage.app.platform.inject(.scroll(
            window: stage.window.platformWindow!.id, deltaX: 0, deltaY: -2, location: CGPoint(x: 200, y: 150), modifiers: .control,
            timestamp: stage.app.clock.now))
        stage.app.runTurn()
        #expect(abs(scrollView.zoomScale - 1.21) < 0.0001)
        #expect(recorder.entries == ["willBeginZooming", "didZoom", "didEndZooming(\(scrollView.zoomScale))"])
    }
}
