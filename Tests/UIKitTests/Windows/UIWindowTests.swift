import CasementTestSupport
import Platform
import PlatformHeadless
import Testing
import UIKit
import UIKitCore

@Suite("UIWindow")
@MainActor
struct UIWindowTests {
    @Test("a pop-up window is made as one, belonging to its owner's platform window, and does not take the key")
    func popUpWindow() throws {
        let app = TestApplication()
        let owner = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        owner.makeKeyAndVisible()
        let tip = UIWindow(frame: CGRect(x: 280, y: 190, width: 80, height: 24))
        tip.platformRole = .toolTip
        tip.popUpOwner = owner
        tip.windowLevel = .alert
        tip.isHidden = false
        app.runTurn()
        let platformWindow = try #require(tip.platformWindow as? HeadlessWindow)
        #expect(platformWindow.role == .toolTip)
        #expect(platformWindow.parent == owner.platformWindow?.id)
        #expect(platformWindow.frame == CGRect(x: 280, y: 190, width: 80, height: 24))
        #expect(owner.isKeyWindow && !tip.isKeyWindow)
        #expect((owner.platformWindow as? HeadlessWindow)?.role == .normal)
    }

    @Test("a new window is hidden, on the main screen, at the normal level, and has no platform window yet")
    func newWindow() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(window.isHidden && !window.isKeyWindow)
        #expect(window.screen === UIScreen.main && window.windowLevel == .normal)
        #expect(window.platformWindow == nil && app.platform.windows.isEmpty)
        #expect(app.application.windows.contains { $0 === window })
    }

    @Test("makeKeyAndVisible maps a platform window at the window's frame, makes it key and posts visible then key")
    func makeKeyAndVisible() {
        let app = TestApplication()
        let log = NotificationLog([UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeKeyNotification])
        let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        window.makeKeyAndVisible()
        let platformWindow = app.platformWindow(of: window)
        #expect(platformWindow?.isVisible == true && platformWindow?.frame == CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(window.isKeyWindow && app.application.keyWindow === window)
        #expect(log.names == ["UIWindowDidBecomeVisible", "UIWindowDidBecomeKey"])
        app.runTurn()
        #expect(platformWindow?.isFocused == true)
    }

    @Test("a second key window takes the key status: the first resigns before the second becomes key")
    func keyMoves() {
        let app = TestApplication()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        first.makeKeyAndVisible()
        let log = NotificationLog([UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification])
        second.makeKeyAndVisible()
        #expect(log.names == ["UIWindowDidResignKey", "UIWindowDidBecomeKey"])
        #expect(log.entries[0].object === first && log.entries[1].object === second)
        #expect(!first.isKeyWindow && second.isKeyWindow && app.application.keyWindow === second)
    }

    @Test("hiding a window unmaps it, takes its key status and posts hidden")
    func hide() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let log = NotificationLog([UIWindow.didBecomeHiddenNotification, UIWindow.didResignKeyNotification])
        window.isHidden = true
        #expect(app.platformWindow(of: window)?.isVisible == false)
        #expect(!window.isKeyWindow && app.application.keyWindow == nil)
        #expect(log.names == ["UIWindowDidResignKey", "UIWindowDidBecomeHidden"])
        window.isHidden = true
        #expect(log.names.count == 2)
    }

    @Test("window levels keep higher windows in front, whatever order they are shown in; arithmetic on levels works")
    func levels() {
        let app = TestApplication()
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        alert.windowLevel = .alert
        let normal = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let status = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        status.windowLevel = .statusBar + 1
        alert.isHidden = false
        status.isHidden = false
        normal.makeKeyAndVisible()
        let stack = app.platform.windows.map(\.id)
        #expect(stack == [normal, status, alert].compactMap { $0.platformWindow?.id })
        #expect(app.application.windows.filter { $0 === normal || $0 === status || $0 === alert }.map(\.windowLevel) == [.normal, .statusBar + 1, .alert])
        #expect(UIWindow.Level.alert - 1 < .alert && UIWindow.Level.statusBar.rawValue == 1000 && UIWindow.Level.alert.rawValue == 2000)
        status.windowLevel = .normal - 1
        #expect(app.platform.windows.map(\.id) == [status, normal, alert].compactMap { $0.platformWindow?.id })
    }

    @Test("the run loop turn draws the window's views into its platform window and presents them")
    func drawsViews() throws {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 40, y: 30, width: 60, height: 40))
        window.backgroundColor = .red
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .blue
        window.addSubview(child)
        window.makeKeyAndVisible()
        app.runTurn()
        let image = try #require(app.platformWindow(of: window)?.presentedImage())
        #expect(RGBAPixels(image)[2, 2] == [255, 0, 0, 255])
        #expect(RGBAPixels(image)[15, 15] == [0, 0, 255, 255])
        #expect(RGBAPixels(image)[31, 31] == [255, 0, 0, 255])
    }

    @Test("on a scale 2 screen the window's pixels are twice its points, and its views draw at scale 2")
    func drawsAtScale() throws {
        let app = TestApplication(screens: [TestScreens.screen("HI", width: 2560, height: 1600, ppi: 192, primary: true)])
        let window = UIWindow(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        child.backgroundColor = .black
        window.addSubview(child)
        #expect(child.contentScaleFactor == 2 && window.contentScaleFactor == 2)
        window.makeKeyAndVisible()
        #expect(app.platformWindow(of: window)?.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        app.runTurn()
        let image = try #require(app.platformWindow(of: window)?.presentedImage())
        #expect(RGBAPixels(image)[19, 19] == [255, 255, 255, 255])
        #expect(RGBAPixels(image)[20, 20] == [0, 0, 0, 255])
        #expect(RGBAPixels(image)[39, 39] == [0, 0, 0, 255])
        #expect(RGBAPixels(image)[40, 40] == [255, 255, 255, 255])
    }

    @Test("after a turn with no change nothing is drawn or presented and the frame clock stays stopped")
    func idle() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .green
        window.makeKeyAndVisible()
        app.runTurn()
        let presents = app.platformWindow(of: window)?.presentCount
        app.runTurn()
        app.runTurn()
        #expect(app.platformWindow(of: window)?.presentCount == presents)
        #expect(!app.clock.isRunning)
    }

    @Test("only the changed view's area is presented")
    func presentsDamage() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 50, y: 60, width: 10, height: 20))
        window.addSubview(child)
        window.makeKeyAndVisible()
        app.runTurn()
        child.backgroundColor = .black
        app.runTurn()
        #expect(app.platformWindow(of: window)?.presentedDamage.last == [CGRect(x: 50, y: 60, width: 10, height: 20)])
    }

    @Test("an animation keeps the frame clock running until it ends, then the clock stops")
    func animationDrivesFrames() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .black
        window.addSubview(child)
        window.makeKeyAndVisible()
        app.runTurn()
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 5
        animation.toValue = 105
        animation.duration = 0.5
        child.layer.add(animation, forKey: "move")
        app.runTurn()
        #expect(app.clock.isRunning)
        let presents = app.platformWindow(of: window)?.presentCount ?? 0
        app.clock.advance(by: 0.25)
        #expect((app.platformWindow(of: window)?.presentCount ?? 0) > presents + 10)
        app.clock.advance(by: 0.5)
        #expect(!app.clock.isRunning)
    }

    @Test("a window resized by the user takes the new size and autoresizes its subviews")
    func userResize() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        bar.autoresizingMask = [.flexibleWidth]
        window.addSubview(bar)
        window.makeKeyAndVisible()
        app.runTurn()
        app.platformWindow(of: window)?.setFrame(CGRect(x: 0, y: 0, width: 300, height: 150))
        app.runTurn()
        #expect(window.bounds.size == CGSize(width: 300, height: 150))
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 300, height: 20))
        #expect(app.platformWindow(of: window)?.frame == CGRect(x: 0, y: 0, width: 300, height: 150))
    }

    @Test("a window moved by the window manager takes the new origin in its screen's points")
    func userMove() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        app.platformWindow(of: window)?.setFrame(CGRect(x: 300, y: 250, width: 200, height: 100))
        app.runTurn()
        #expect(window.frame.origin == CGPoint(x: 300, y: 250))
    }

    @Test("setting the frame moves and sizes the platform window, in pixels")
    func appSetsFrame() {
        let app = TestApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        window.frame = CGRect(x: 20, y: 30, width: 220, height: 120)
        #expect(app.platformWindow(of: window)?.frame == CGRect(x: 20, y: 30, width: 220, height: 120))
        window.center = CGPoint(x: 500, y: 400)
        #expect(app.platformWindow(of: window)?.frame == CGRect(x: 390, y: 340, width: 220, height: 120))
    }

    @Test("moving a window to another screen places it on that monitor and redraws its views at that screen's scale")
    func moveToScreen() {
        let app = TestApplication(screens: [
            TestScreens.screen("A", width: 1920, height: 1080, primary: true),
            TestScreens.screen("B", x: 1920, width: 3840, height: 2160, ppi: 192),
        ])
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(child)
        window.makeKeyAndVisible()
        #expect(child.contentScaleFactor == 1)
        window.screen = UIScreen.screens[1]
        #expect(app.platformWindow(of: window)?.frame == CGRect(x: 2120, y: 200, width: 400, height: 200))
        #expect(child.contentScaleFactor == 2 && child.layer.contentsScale == 2 && window.contentScaleFactor == 2)
    }

    @Test("a window dragged onto another monitor moves to that screen")
    func draggedToScreen() {
        let app = TestApplication(screens: [
            TestScreens.screen("A", width: 1920, height: 1080, primary: true),
            TestScreens.screen("B", x: 1920, width: 1920, height: 1080),
        ])
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        window.makeKeyAndVisible()
        app.platformWindow(of: window)?.setFrame(CGRect(x: 2000, y: 100, width: 200, height: 100))
        app.runTurn()
        #expect(window.screen === UIScreen.screens[1])
        #expect(window.frame.origin == CGPoint(x: 80, y: 100))
    }

    @Test("a window on a screen that disconnects moves to the main screen")
    func screenDisconnects() {
        let app = TestApplication(screens: [
            TestScreens.screen("A", width: 1920, height: 1080, primary: true),
            TestScreens.screen("B", x: 1920, width: 1920, height: 1080),
        ])
        let window = UIWindow(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        window.screen = UIScreen.screens[1]
        window.makeKeyAndVisible()
        app.platform.disconnectScreen(id: "B")
        app.runTurn()
        #expect(window.screen === UIScreen.main)
        #expect(app.platformWindow(of: window)?.frame == CGRect(x: 100, y: 100, width: 200, height: 100))
    }

    @Test("closing a window hides it; closing the last one ends the app after applicationWillTerminate")
    func closeLastWindow() {
        let delegate = RecordingDelegate()
        let app = TestApplication(delegate: delegate)
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        let log = NotificationLog([UIWindow.didBecomeHiddenNotification, UIApplication.willTerminateNotification])
        app.platform.inject(.closeRequested(window: second.platformWindow!.id))
        app.runTurn()
        #expect(second.isHidden && log.names == ["UIWindowDidBecomeHidden"] && app.terminations.isEmpty)
        app.platform.inject(.closeRequested(window: first.platformWindow!.id))
        app.runTurn()
        #expect(log.names == ["UIWindowDidBecomeHidden", "UIWindowDidBecomeHidden", "UIApplicationWillTerminate"])
        #expect(delegate.calls.last == "willTerminate" && app.terminations == [0])
    }

    @Test("converting to nil gives screen coordinates; between windows goes through the screen")
    func windowConversions() {
        _ = TestApplication()
        let a = UIWindow(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let b = UIWindow(frame: CGRect(x: 400, y: 150, width: 200, height: 200))
        #expect(a.convert(CGPoint(x: 10, y: 20), to: nil as UIWindow?) == CGPoint(x: 110, y: 120))
        #expect(a.convert(CGPoint(x: 110, y: 120), from: nil as UIWindow?) == CGPoint(x: 10, y: 20))
        #expect(a.convert(CGPoint(x: 310, y: 70), to: b) == CGPoint(x: 10, y: 20))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: a) == CGRect(x: 300, y: 50, width: 10, height: 10))
    }

    @Test("a window the app lets go closes its platform window")
    func releasedWindowCloses() {
        let app = TestApplication()
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window?.makeKeyAndVisible()
        #expect(app.platform.windows.count == 1)
        window = nil
        #expect(app.platform.windows.isEmpty)
        #expect(app.application.windows.isEmpty && app.application.keyWindow == nil)
    }

    @Test("Levels above normal ask the window manager to keep the window above normal ones; levels below, below")
    func levelsBecomeStackingHints() {
        let app = TestApplication()
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        alert.windowLevel = .alert
        alert.makeKeyAndVisible()
        app.runTurn()
        #expect(app.platformWindow(of: alert)?.stackingLayer == .above)
        alert.windowLevel = .normal
        #expect(app.platformWindow(of: alert)?.stackingLayer == .normal)
        alert.windowLevel = .normal - 1
        #expect(app.platformWindow(of: alert)?.stackingLayer == .below)
    }
}
