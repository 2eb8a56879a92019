import CasementTestSupport
import CoreGraphics
import Foundation
import Platform
import PlatformX11
import Testing

@Suite("X11 screens under Xorg with the dummy driver", .serialized)
@MainActor
struct X11MultiScreenTests {
    private func pump(_ platform: X11Platform, until condition: () -> Bool) {
        for _ in 0..<500 where !condition() { platform.synchronize() }
    }

    @Test("enabling a second output adds a screen with real modes and a change notification; disabling removes it")
    func hotplug() throws {
        let server = try PrivateXServer.xorgDummy()
        let platform = try X11Platform(displayName: server.displayName)
        var changes = 0
        platform.eventHandler = { if $0 == .screensChanged { changes += 1 } }
        #expect(platform.screens.map(\.id) == ["DUMMY0"])
        let primary = try #require(platform.screens.first)
        #expect(primary.modes.count > 10)
        #expect(primary.modes.contains { $0.refreshRate == 75 })

        try server.run("xrandr", ["--addmode", "DUMMY1", "1280x720"])
        try server.run("xrandr", ["--output", "DUMMY1", "--mode", "1280x720", "--right-of", "DUMMY0"])
        pump(platform) { changes > 0 && platform.screens.count == 2 }

        #expect(changes >= 1)
        #expect(platform.screens.map(\.id) == ["DUMMY0", "DUMMY1"])
        let second = platform.screens[1]
        #expect(second.frame == CGRect(x: primary.frame.width, y: 0, width: 1280, height: 720))
        #expect(second.currentMode.width == 1280 && second.currentMode.height == 720)
        #expect(abs(second.currentMode.refreshRate - 60) < 1)

        changes = 0
        try server.run("xrandr", ["--output", "DUMMY1", "--off"])
        pump(platform) { changes > 0 && platform.screens.count == 1 }
        #expect(platform.screens.map(\.id) == ["DUMMY0"])
    }

    @Test("an output's physical size comes through in millimetres; an unknown size is nil")
    func physicalSize() throws {
        let server = try PrivateXServer.xorgDummy()
        let platform = try X11Platform(displayName: server.displayName)
        #expect(platform.screens.first?.physicalSize == nil)
        var changes = 0
        platform.eventHandler = { if $0 == .screensChanged { changes += 1 } }

        try server.run("xrandr", ["--output", "DUMMY0", "--set", "WIDTH_MM", "400", "--set", "HEIGHT_MM", "300"])
        // The server takes the new size when the outputs are probed, which a plain xrandr query does.
        try server.run("xrandr", [])
        pump(platform) { changes > 0 && platform.screens.first?.physicalSize != nil }

        let screen = try #require(platform.screens.first)
        #expect(screen.physicalSize == CGSize(width: 400, height: 300))
        #expect(abs((screen.pixelsPerInch ?? 0) - screen.frame.width / (400 / 25.4)) < 0.01)
    }
}
