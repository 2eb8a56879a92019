import ExternalDisplaySample
import SnapshotTesting
import Testing
import UIKit
import UIKitTesting

/// The seed's external-display listings (2-1 to 2-3), run by the sample's delegate on Xorg with
/// the dummy driver, whose outputs are plugged in and out through RandR.
@Suite("External-display listings", .serialized, .failureBundle)
@MainActor
struct ExternalDisplayListingTests {
    @Test("Listing 2-1: connecting a monitor posts one connect notification with the new screen; unplugging it posts one disconnect")
    func notifications() throws {
        let app = try TestApp(display: .xorgDummy, delegate: ExternalDisplayDelegate())
        let log = NotificationLog([UIScreen.didConnectNotification, UIScreen.didDisconnectNotification])
        try app.connectScreen("DUMMY1", width: 1280, height: 720)
        try app.waitForIdle()
        #expect(log.names == ["UIScreenDidConnect"])
        #expect(log.objects(UIScreen.didConnectNotification).first! === UIScreen.screens[1])
        try app.disconnectScreen("DUMMY1")
        try app.waitForIdle()
        #expect(log.names == ["UIScreenDidConnect", "UIScreenDidDisconnect"])
    }

    @Test("Listing 2-2: a monitor plugged in gets a window covering it, a second one gets none, and unplugging hides it")
    func windowFollowsMonitor() throws {
        let delegate = ExternalDisplayDelegate()
        let app = try TestApp(display: .xorgDummy, delegate: delegate)
        let mainFrame = try #require(delegate.window?.platformWindow?.frame)
        try app.connectScreen("DUMMY1", width: 1280, height: 720)
        try app.waitForIdle()
        let second = try #require(delegate.secondWindow)
        let output = UIScreen.screens[1].platformScreen.frame
        #expect(second.platformWindow?.frame == output)
        #expect(second.screen === UIScreen.screens[1] && !second.isKeyWindow && delegate.window?.isKeyWindow == true)

        try app.connectScreen("DUMMY2", width: 800, height: 600, rightOf: "DUMMY1")
        try app.waitForIdle()
        #expect(delegate.secondWindow === second)

        let hidden = NotificationLog([UIWindow.didBecomeHiddenNotification])
        try app.disconnectScreen("DUMMY2")
        try app.disconnectScreen("DUMMY1")
        try app.waitForIdle()
        #expect(delegate.secondWindow == nil)
        #expect(hidden.objects(UIWindow.didBecomeHiddenNotification).count == 1)
        #expect(hidden.objects(UIWindow.didBecomeHiddenNotification).first! === second)
        #expect(second.platformWindow?.isVisible != true)
        #expect(delegate.window?.platformWindow?.frame == mainFrame && delegate.window?.isHidden == false)
    }

    @Test("Listing 2-3: a monitor present at launch shows a white field with '<no content>' centred, in the mode asked for, not key")
    func configuredAtLaunch() throws {
        let delegate = ExternalDisplayDelegate()
        delegate.preferredModeSize = CGSize(width: 640, height: 480)
        let visible = NotificationLog([UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeKeyNotification])
        let app = try TestApp(display: .xorgDummy, delegate: delegate) { app in
            try app.addScreenMode("DUMMY1", width: 640, height: 480)
            try app.connectScreen("DUMMY1", width: 1024, height: 768)
        }
        try app.waitForIdle()
        let second = try #require(delegate.secondWindow)
        #expect(UIScreen.screens[1].bounds.size == CGSize(width: 640, height: 480))
        #expect(second.bounds.size == CGSize(width: 640, height: 480))
        #expect(visible.objects(UIWindow.didBecomeVisibleNotification).filter { $0 === second }.count == 1)
        #expect(!visible.objects(UIWindow.didBecomeKeyNotification).contains { $0 === second })
        let output = UIScreen.screens[1].platformScreen.frame
        assertSnapshot(of: app, as: .screen(area: output), named: "second-screen")
    }

    @Test("Listing 2-3 with one screen: no second window is made")
    func oneScreen() throws {
        let delegate = ExternalDisplayDelegate()
        let app = try TestApp(display: .xorgDummy, delegate: delegate)
        try app.waitForIdle()
        #expect(delegate.secondWindow == nil && app.windows.count == 1)
    }
}
