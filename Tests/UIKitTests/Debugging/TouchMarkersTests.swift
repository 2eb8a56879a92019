import CasementTestSupport
import CoreGraphics
import Platform
import Testing
import UIKit
import UIKitCore

@MainActor
@Suite("Touch markers")
struct TouchMarkersTests {
    /// A stage over a black root view, with touch debugging set as asked.
    private func stage(showingTouches: Bool) -> TouchStage {
        let stage = TouchStage()
        stage.app.session.touchMarkers.isEnabled = showingTouches
        stage.root.backgroundColor = .black
        stage.app.runTurn()
        return stage
    }

    private func pixels(_ stage: TouchStage) -> RGBAPixels? {
        stage.app.platformWindow(of: stage.window)?.presentedImage().map(RGBAPixels.init)
    }

    private let black: [UInt8] = [0, 0, 0, 255]

    @Test("With touch debugging on, an Alt press shows a marker under each finger, following them, and none once released")
    func altPressShowsTwoMarkers() throws {
        let stage = stage(showingTouches: true)
        stage.press(CGPoint(x: 100, y: 100), modifiers: .alternate)
        var picture = try #require(pixels(stage))
        #expect(picture[100, 100] != black)
        #expect(picture[300, 200] != black)
        #expect(picture[200, 150] == black)
        stage.drag(CGPoint(x: 150, y: 100), modifiers: .alternate)
        picture = try #require(pixels(stage))
        #expect(picture[150, 100] != black && picture[250, 200] != black)
        #expect(picture[100, 100] == black && picture[300, 200] == black)
        stage.release(CGPoint(x: 150, y: 100), modifiers: .alternate)
        picture = try #require(pixels(stage))
        #expect(picture[150, 100] == black && picture[250, 200] == black)
    }

    @Test("Markers are drawn above the views, outside the window's layer tree, and hit tests never see them")
    func markersStayOutOfTheTree() {
        let stage = stage(showingTouches: true)
        let layersBefore = stage.window.layer.sublayers?.count
        stage.press(CGPoint(x: 100, y: 100))
        #expect(stage.window.layer.sublayers?.count == layersBefore)
        #expect(stage.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === stage.root)
        stage.release(CGPoint(x: 100, y: 100))
    }

    @Test("Without touch debugging a press draws nothing")
    func offDrawsNothing() throws {
        let stage = stage(showingTouches: false)
        stage.press(CGPoint(x: 100, y: 100))
        #expect(try #require(pixels(stage))[100, 100] == black)
        stage.release(CGPoint(x: 100, y: 100))
    }

    @Test("Turning touch debugging off mid-touch takes the markers away at the next frame")
    func turningOffClears() throws {
        let stage = stage(showingTouches: true)
        stage.press(CGPoint(x: 100, y: 100))
        #expect(try #require(pixels(stage))[100, 100] != black)
        stage.app.session.touchMarkers.isEnabled = false
        stage.app.runTurn()
        #expect(try #require(pixels(stage))[100, 100] == black)
        stage.release(CGPoint(x: 100, y: 100))
    }

    @Test("A two-finger pinch's markers look as recorded")
    func markersGolden() throws {
        let stage = stage(showingTouches: true)
        stage.root.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.8, alpha: 1)
        stage.press(CGPoint(x: 150, y: 120), modifiers: .alternate)
        let image = try #require(stage.app.platformWindow(of: stage.window)?.presentedImage())
        GoldenImage.expectMatch(image, named: "touch-markers", tolerance: 2, maximumFraction: 0.002)
        stage.release(CGPoint(x: 150, y: 120), modifiers: .alternate)
    }
}
