import Foundation
import Platform
import Testing
import UIKit
import UIKitCore

/// Views, windows and screens used with no application at all, as a unit test of views on iOS
/// uses them without a host app: UIKitCore picks no platform of its own beyond the detached one.
@MainActor
@Suite("With no application: the detached platform", .serialized)
struct DetachedPlatformTests {
    @Test func theMainScreenIsTheDetachedOne() {
        PlatformSession.uninstall()
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(UIScreen.main.scale == 1)
        #expect(UIScreen.main.platformScreen.id == "DETACHED-0")
    }

    @Test func casementScreenSizesTheScreenInPixels() {
        PlatformSession.installDetached(environment: ["CASEMENT_SCREEN": "1179x2556"])
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        PlatformSession.installDetached(environment: ["CASEMENT_SCREEN": "huge"])
        #expect(UIScreen.main.bounds.size == CGSize(width: 1280, height: 800))
        PlatformSession.uninstall()
    }

    @Test func aWindowShowsNowhereButLaysOutItsViews() {
        PlatformSession.uninstall()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.autoresizingMask = [.flexibleWidth]
        window.addSubview(child)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.platformWindow?.isVisible == true)
        window.frame.size.width = 300
        window.layoutIfNeeded()
        #expect(child.frame.width == 110)
        window.isHidden = true
        #expect(window.platformWindow?.isVisible == false)
    }

    @Test func timeStandsStillWithNoApplication() {
        PlatformSession.uninstall()
        _ = UIScreen.main
        #expect(CACurrentMediaTime() == 0)
    }

    @Test func anUnknownScreenModeIsRefused() {
        PlatformSession.uninstall()
        let session = UIApplication.shared.session
        #expect(throws: PlatformError.self) {
            try session.platform.setMode(ScreenMode(width: 640, height: 480, refreshRate: 30), forScreen: "DETACHED-0")
        }
    }
}
