import Platform
import PlatformHeadless
import Testing
import UIKit
import UIKitCore

@Suite("UIScreen")
@MainActor
struct UIScreenTests {
    @Test("main is the primary screen and the first of screens, whatever order the platform lists them in")
    func mainIsPrimary() {
        let app = TestApplication(screens: [
            TestScreens.screen("SIDE", x: 1920, width: 1280, height: 1024),
            TestScreens.screen("DESK", width: 1920, height: 1080, primary: true),
        ])
        #expect(UIScreen.screens.count == 2)
        #expect(UIScreen.main === UIScreen.screens[0])
        #expect(UIScreen.main.platformScreen.id == "DESK")
        _ = app
    }

    @Test("a 96 ppi monitor has scale 1 and its pixel size as bounds")
    func standardDensity() {
        _ = TestApplication(screens: [TestScreens.screen("A", width: 1920, height: 1080, primary: true)])
        let screen = UIScreen.main
        #expect(screen.scale == 1 && screen.nativeScale == 1)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1920, height: 1080))
    }

    @Test("a 192 ppi monitor draws at scale 2 and measures half its pixels in points")
    func doubleDensity() {
        _ = TestApplication(screens: [TestScreens.screen("A", width: 3840, height: 2160, ppi: 192, primary: true)])
        #expect(UIScreen.main.scale == 2 && UIScreen.main.nativeScale == 2)
        #expect(UIScreen.main.bounds.size == CGSize(width: 1920, height: 1080))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 3840, height: 2160))
    }

    @Test("a 144 ppi monitor has native scale 1.5 and draws at the whole scale above it")
    func fractionalDensity() {
        _ = TestApplication(screens: [TestScreens.screen("A", width: 2880, height: 1620, ppi: 144, primary: true)])
        #expect(UIScreen.main.nativeScale == 1.5)
        #expect(UIScreen.main.scale == 2)
        #expect(UIScreen.main.bounds.size == CGSize(width: 1920, height: 1080))
    }

    @Test("a monitor that reports no size (Xvfb), or a density a little above 96 ppi, has scale 1")
    func unknownOrRoughDensity() {
        let unknown = TestScreens.screen("X", width: 1280, height: 800, ppi: nil, primary: true)
        let rough = TestScreens.screen("R", width: 1920, height: 1080, ppi: 110, primary: true)
        #expect(UIScreen.scales(for: unknown, environment: [:]) == (1, 1))
        #expect(UIScreen.scales(for: rough, environment: [:]) == (1, 1))
    }

    @Test("CASEMENT_SCALE overrides the density; a value that is not a scale is reported and ignored")
    func scaleOverride() {
        let screen = TestScreens.screen("A", width: 1920, height: 1080, primary: true)
        #expect(UIScreen.scales(for: screen, environment: ["CASEMENT_SCALE": "2"]) == (2, 2))
        #expect(UIScreen.scales(for: screen, environment: ["CASEMENT_SCALE": "1.5"]) == (2, 1.5))
        #expect(UIScreen.scales(for: screen, environment: ["CASEMENT_SCALE": "big"]) == (1, 1))
        #expect(Diagnostics.hasReported("CASEMENT_SCALE=big is not a scale"))
    }

    @Test("a monitor turned a quarter swaps its bounds but not its native bounds")
    func rotation() {
        _ = TestApplication(screens: [TestScreens.screen("A", width: 1080, height: 1920, primary: true, rotation: .left)])
        #expect(UIScreen.main.bounds.size == CGSize(width: 1080, height: 1920))
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1920, height: 1080))
    }

    @Test("modes: every available mode, the current one, the preferred (largest, fastest) and the frame rate")
    func modes() {
        let extra = [ScreenMode(width: 2560, height: 1440, refreshRate: 59.95), ScreenMode(width: 2560, height: 1440, refreshRate: 144)]
        _ = TestApplication(screens: [TestScreens.screen("A", width: 1920, height: 1080, primary: true, modes: extra, refreshRate: 75)])
        let screen = UIScreen.main
        #expect(screen.availableModes.map(\.size) == [CGSize(width: 1920, height: 1080), CGSize(width: 2560, height: 1440), CGSize(width: 2560, height: 1440)])
        #expect(screen.currentMode == UIScreenMode(ScreenMode(width: 1920, height: 1080, refreshRate: 75)))
        #expect(screen.currentMode?.pixelAspectRatio == 1)
        #expect(screen.preferredMode?.platformMode == ScreenMode(width: 2560, height: 1440, refreshRate: 144))
        #expect(screen.maximumFramesPerSecond == 75)
    }

    @Test("a second monitor showing the main one's area mirrors it")
    func mirroring() {
        _ = TestApplication(screens: [
            TestScreens.screen("A", width: 1920, height: 1080, primary: true),
            TestScreens.screen("B", width: 1920, height: 1080),
            TestScreens.screen("C", x: 1920, width: 1280, height: 1024),
        ])
        #expect(UIScreen.screens[0].mirrored == nil)
        #expect(UIScreen.screens[1].mirrored === UIScreen.main)
        #expect(UIScreen.screens[2].mirrored == nil)
    }

    @Test("connecting, changing the mode of and disconnecting a monitor post the three notifications with the screen")
    func connectModeDisconnect() {
        let app = TestApplication()
        let log = NotificationLog([UIScreen.didConnectNotification, UIScreen.modeDidChangeNotification, UIScreen.didDisconnectNotification])
        let big = ScreenMode(width: 1920, height: 1200, refreshRate: 60)
        app.platform.connectScreen(TestScreens.screen("EXT", x: 1280, width: 1280, height: 1024, ppi: nil, modes: [big]))
        app.runTurn()
        #expect(UIScreen.screens.count == 2)
        let external = UIScreen.screens[1]
        #expect(log.names == ["UIScreenDidConnect"] && log.objects(UIScreen.didConnectNotification).first! === external)

        try? app.platform.setMode(big, forScreen: "EXT")
        app.runTurn()
        #expect(log.names.last == "UIScreenModeDidChange" && log.objects(UIScreen.modeDidChangeNotification).first! === external)
        #expect(external.bounds.size == CGSize(width: 1920, height: 1200))
        #expect(external === UIScreen.screens[1])

        app.platform.disconnectScreen(id: "EXT")
        app.runTurn()
        #expect(log.names.last == "UIScreenDidDisconnect" && log.objects(UIScreen.didDisconnectNotification).first! === external)
        #expect(UIScreen.screens.count == 1)
    }

    @Test("assigning currentMode switches an external screen to one of its modes and posts the change")
    func assignCurrentMode() {
        let app = TestApplication()
        let big = ScreenMode(width: 1920, height: 1200, refreshRate: 60)
        app.platform.connectScreen(TestScreens.screen("EXT", x: 1280, width: 1280, height: 1024, ppi: nil, modes: [big]))
        app.runTurn()
        let external = UIScreen.screens[1]
        let log = NotificationLog([UIScreen.modeDidChangeNotification])
        let mode = try? #require(external.availableModes.first { $0.size == CGSize(width: 1920, height: 1200) })
        external.currentMode = mode
        #expect(log.names.isEmpty, "posted once the display has changed")
        app.runTurn()
        #expect(log.names == ["UIScreenModeDidChange"] && external.currentMode == mode)
        #expect(external.bounds.size == CGSize(width: 1920, height: 1200))
    }

    @Test("the main screen keeps its mode, and a mode a screen does not have changes nothing; both are reported")
    func refusedModes() {
        let app = TestApplication()
        let other = ScreenMode(width: 800, height: 600, refreshRate: 60)
        app.platform.connectScreen(TestScreens.screen("EXT", x: 1280, width: 1280, height: 1024, ppi: nil, modes: [other]))
        app.runTurn()
        let log = NotificationLog([UIScreen.modeDidChangeNotification])
        let main = UIScreen.main
        let before = main.currentMode
        main.currentMode = UIScreen.screens[1].availableModes.last
        #expect(Diagnostics.hasReported("the main screen's currentMode cannot be assigned"))
        let external = UIScreen.screens[1]
        external.currentMode = main.availableModes.first { !external.availableModes.contains($0) }
        #expect(Diagnostics.hasReported("screen EXT stays in"))
        app.runTurn()
        #expect(log.names.isEmpty && main.currentMode == before && external.bounds.size == CGSize(width: 1280, height: 1024))
    }

    @Test("a screen's coordinate space is where its windows are placed")
    func coordinateSpace() {
        _ = TestApplication()
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 400, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(view)
        let space = UIScreen.main.coordinateSpace
        #expect(space.bounds == UIScreen.main.bounds)
        #expect(view.convert(CGPoint(x: 5, y: 5), to: space) == CGPoint(x: 115, y: 75))
        #expect(view.convert(CGPoint(x: 115, y: 75), from: space) == CGPoint(x: 5, y: 5))
        #expect(space.convert(CGRect(x: 110, y: 70, width: 10, height: 10), to: view) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("the fixed coordinate space of a turned monitor is the panel's: its corners map to the turned space's corners")
    func fixedCoordinateSpace() {
        _ = TestApplication(screens: [TestScreens.screen("A", width: 1080, height: 1920, primary: true, rotation: .left)])
        let fixed = UIScreen.main.fixedCoordinateSpace, turned = UIScreen.main.coordinateSpace
        #expect(fixed.bounds.size == CGSize(width: 1920, height: 1080))
        #expect(fixed.convert(CGPoint(x: 0, y: 0), to: turned) == CGPoint(x: 0, y: 1920))
        #expect(fixed.convert(CGPoint(x: 1920, y: 1080), to: turned) == CGPoint(x: 1080, y: 0))
        let point = CGPoint(x: 300, y: 200)
        #expect(turned.convert(fixed.convert(point, to: turned), to: fixed) == point)
    }

    @Test("a screen's display link is called on each frame of the platform's clock, which stops when the link goes")
    func displayLink() {
        let app = TestApplication()
        let counter = Counter()
        let link = UIScreen.main.displayLink(withTarget: counter, selector: Counter.step)!
        link.add(to: .main, forMode: .common)
        #expect(app.clock.isRunning)
        app.clock.advance(frames: 3)
        #expect(counter.times.count == 3)
        link.invalidate()
        app.runTurn()
        #expect(!app.clock.isRunning)
    }
}

@MainActor
private final class Counter {
    var times: [CFTimeInterval] = []
    func step(_ link: CADisplayLink) { times.append(link.timestamp) }
}
