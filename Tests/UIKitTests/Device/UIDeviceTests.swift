import Foundation
import Platform
import PlatformHeadless
import Testing
import UIKit
import UIKitCore

/// A folder laid out like the root of a Linux machine, holding only the files given.
private func machine(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("casement-machine-\(UUID().uuidString)")
    for (path, text) in files {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root.path
}

/// The power supply files of a battery at `capacity` percent with `status`, and a mains adapter.
private func battery(_ name: String = "BAT0", capacity: Int, status: String) -> [String: String] {
    [
        "sys/class/power_supply/\(name)/type": "Battery\n", "sys/class/power_supply/\(name)/capacity": "\(capacity)\n",
        "sys/class/power_supply/\(name)/status": "\(status)\n", "sys/class/power_supply/AC/type": "Mains\n",
    ]
}

@Suite("UIDevice")
@MainActor
struct UIDeviceTests {
    /// A device of a fresh app reading `files` as its machine.
    private func device(_ files: [String: String], app: TestApplication = TestApplication()) throws -> UIDevice {
        let device = UIDevice(facts: DeviceFacts(root: try machine(files)), session: app.session)
        app.session.device = device
        return device
    }

    @Test("the names come from os-release, the host name and the firmware's case type")
    func namesFromTheMachine() throws {
        let device = try device([
            "etc/os-release": "PRETTY_NAME=\"Debian GNU/Linux 12 (bookworm)\"\nNAME=\"Debian GNU/Linux\"\nVERSION_ID=\"12\"\n",
            "proc/sys/kernel/hostname": "workbench\n", "sys/class/dmi/id/chassis_type": "10\n",
        ])
        #expect(device === UIDevice.current)
        #expect(device.systemName == "Debian GNU/Linux" && device.systemVersion == "12")
        #expect(device.name == "workbench")
        #expect(device.model == "Laptop" && device.localizedModel == "Laptop")
    }

    @Test("without os-release the system is Linux at the kernel's release; an unknown case is a computer")
    func fallbacks() throws {
        let device = try device(["proc/sys/kernel/osrelease": "6.1.0-18-amd64\n", "etc/hostname": "box\n", "sys/class/dmi/id/chassis_type": "1\n"])
        #expect(device.systemName == "Linux" && device.systemVersion == "6.1.0-18-amd64")
        #expect(device.name == "box" && device.model == "Computer")
        let tower = try self.device(["sys/class/dmi/id/chassis_type": "3"])
        #expect(tower.model == "Desktop" && tower.name == "localhost")
    }

    @Test("the idiom is the one the screens' and views' traits carry")
    func idiomMatchesTraits() throws {
        let app = TestApplication()
        let device = try device([:], app: app)
        let window = app.shownWindow()
        let view = UIView()
        window.addSubview(view)
        #expect(device.userInterfaceIdiom == .pad)
        #expect(UIScreen.main.traitCollection.userInterfaceIdiom == device.userInterfaceIdiom)
        #expect(view.traitCollection.userInterfaceIdiom == device.userInterfaceIdiom)
        #expect(UITraitCollection().userInterfaceIdiom == .unspecified)
        #expect(UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceIdiom: .phone), UITraitCollection(displayScale: 2)]).userInterfaceIdiom == .phone)
        #expect(view.traitCollection.containsTraits(in: UITraitCollection(userInterfaceIdiom: .pad)))
        #expect(!view.traitCollection.containsTraits(in: UITraitCollection(userInterfaceIdiom: .phone)))
    }

    @Test("the orientation is unknown until notifications are generated, then follows the main screen's shape")
    func orientationFollowsTheScreen() throws {
        let app = TestApplication()
        let device = try device([:], app: app)
        let log = NotificationLog([UIDevice.orientationDidChangeNotification])
        #expect(device.orientation == .unknown && !device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.orientation == .landscapeLeft && device.orientation.isLandscape)
        #expect(log.entries.count == 1 && log.entries[0].object === device)

        var portrait = HeadlessPlatform.defaultScreen
        portrait.frame.size = CGSize(width: 800, height: 1280)
        app.platform.connectScreen(portrait)
        app.runTurn()
        #expect(device.orientation == .portrait && device.orientation.isValidInterfaceOrientation)
        #expect(log.entries.count == 2)

        portrait.rotation = .inverted
        app.platform.connectScreen(portrait)
        app.runTurn()
        #expect(device.orientation == .portraitUpsideDown)
    }

    @Test("begin and end nest; the last end makes the orientation unknown and stops the notifications")
    func beginAndEndNest() throws {
        let app = TestApplication()
        let device = try device([:], app: app)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications && device.orientation == .landscapeLeft)
        device.endGeneratingDeviceOrientationNotifications()
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications && device.orientation == .unknown)
        let log = NotificationLog([UIDevice.orientationDidChangeNotification])
        var portrait = HeadlessPlatform.defaultScreen
        portrait.frame.size = CGSize(width: 800, height: 1280)
        app.platform.connectScreen(portrait)
        app.runTurn()
        #expect(log.entries.isEmpty && device.orientation == .unknown)
    }

    @Test("the battery is unknown at −1 until monitored, then read from the kernel's power supplies")
    func batteryWhenMonitored() throws {
        let device = try device(battery(capacity: 57, status: "Charging"))
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryState == .charging && device.batteryLevel == 0.57)
        device.isBatteryMonitoringEnabled = false
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
    }

    @Test("a change is noticed within a minute and posted once for the state and once for the level")
    func batteryChangesArePosted() throws {
        let app = TestApplication()
        let root = try machine(battery(capacity: 80, status: "Discharging"))
        let device = UIDevice(facts: DeviceFacts(root: root), session: app.session)
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryState == .unplugged)
        let log = NotificationLog([UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification])
        try "Charging".write(toFile: root + "/sys/class/power_supply/BAT0/status", atomically: true, encoding: .utf8)
        try "81".write(toFile: root + "/sys/class/power_supply/BAT0/capacity", atomically: true, encoding: .utf8)
        app.kit.advance(by: 59)
        #expect(log.entries.isEmpty)
        app.kit.advance(by: 1)
        #expect(log.entries.map(\.name) == [UIDevice.batteryStateDidChangeNotification, UIDevice.batteryLevelDidChangeNotification])
        #expect(device.batteryState == .charging && device.batteryLevel == 0.81)
        app.kit.advance(by: 60)
        #expect(log.entries.count == 2)
        device.isBatteryMonitoringEnabled = false
        try "Full".write(toFile: root + "/sys/class/power_supply/BAT0/status", atomically: true, encoding: .utf8)
        app.kit.advance(by: 120)
        #expect(log.entries.count == 2)
    }

    @Test("a machine without a battery reports an unknown state at −1 even when monitored")
    func noBattery() throws {
        let device = try device(["sys/class/power_supply/AC/type": "Mains\n"])
        device.isBatteryMonitoringEnabled = true
        #expect(device.isBatteryMonitoringEnabled)
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
    }

    @Test("two batteries: their mean charge; unplugged when either runs the machine")
    func twoBatteries() throws {
        let device = try device(battery("BAT0", capacity: 40, status: "Discharging").merging(battery("BAT1", capacity: 100, status: "Full")) { a, _ in a })
        device.isBatteryMonitoringEnabled = true
        #expect(device.batteryState == .unplugged && device.batteryLevel == 0.7)
    }

    @Test("the vendor identifier is stable for the machine and changes with it; none without a machine identity")
    func identifierForVendor() throws {
        let first = try device(["etc/machine-id": "0123456789abcdef0123456789abcdef\n"])
        let again = try device(["etc/machine-id": "0123456789abcdef0123456789abcdef\n"])
        let other = try device(["etc/machine-id": "fedcba9876543210fedcba9876543210\n"])
        let id = try #require(first.identifierForVendor)
        #expect(id == again.identifierForVendor && id != other.identifierForVendor)
        #expect(id.uuidString.dropFirst(14).first == "5")
        #expect(try device([:]).identifierForVendor == nil)
        #expect(ApplicationIdentity.vendor(of: "com.example.notes") == "com.example")
        #expect(ApplicationIdentity.vendor(of: "notes") == "notes")
    }

    @Test("proximity monitoring stays off, as on a device without the sensor")
    func proximity() throws {
        let device = try device([:])
        device.isProximityMonitoringEnabled = true
        #expect(!device.isProximityMonitoringEnabled && !device.proximityState)
        #expect(device.isMultitaskingSupported)
    }

    @Test("orientations say whether they are portrait, landscape, flat and valid for an interface")
    func orientationPredicates() {
        #expect(UIDeviceOrientation.portraitUpsideDown.isPortrait && !UIDeviceOrientation.portraitUpsideDown.isLandscape)
        #expect(UIDeviceOrientation.landscapeRight.isLandscape)
        #expect(UIDeviceOrientation.faceDown.isFlat && !UIDeviceOrientation.faceDown.isValidInterfaceOrientation)
        #expect(!UIDeviceOrientation.unknown.isValidInterfaceOrientation)
    }
}
