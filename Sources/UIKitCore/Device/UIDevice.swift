public import Foundation

/// The machine the app runs on: its names, its system, how its screen is turned and its battery.
///
/// Names come from the machine: ``name`` is its host name, ``systemName`` and ``systemVersion``
/// come from os-release ("Debian GNU/Linux", "12"), ``model`` from the firmware's case type
/// ("Laptop", "Desktop" or "Computer"). ``orientation`` follows the main screen's shape once
/// orientation notifications are generated; the battery is read from the kernel's power
/// supplies while monitoring is on, and a machine without one reports an unknown state and a
/// level of −1, as UIKit does when it cannot tell.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// Posted when ``orientation`` changes while orientation notifications are generated.
    nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when ``batteryState`` changes while battery monitoring is on.
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when ``batteryLevel`` changes while battery monitoring is on, at most once a minute.
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when ``proximityState`` changes; never here, as desktops have no proximity sensor.
    nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// The idiom a Linux desktop reports (see ``UIUserInterfaceIdiom``).
    nonisolated static let desktopIdiom = UIUserInterfaceIdiom.pad
    /// How often the battery is read while monitored: UIKit posts level changes at most once a minute.
    static let batteryInterval: TimeInterval = 60

    private let facts: DeviceFacts
    private weak var session: PlatformSession?
    private var orientationRequests = 0
    private var reportedOrientation = UIDeviceOrientation.unknown
    private var battery: (state: BatteryState, level: Float) = (.unknown, -1)
    private var batteryTimer: Int?

    /// A device whose facts are read from `facts`, posting through `session`.
    package init(facts: DeviceFacts, session: PlatformSession?) {
        self.facts = facts
        self.session = session
        super.init()
    }

    /// The device the app runs on.
    open class var current: UIDevice { UIApplication.shared.session.device }

    // MARK: Names

    /// The machine's name: its host name.
    open var name: String { facts.hostName }
    /// The kind of machine: "Laptop", "Desktop" or "Computer".
    open var model: String { facts.model }
    /// ``model`` in the user's language.
    open var localizedModel: String { facts.model }
    /// The operating system's name, such as "Debian GNU/Linux".
    open var systemName: String { facts.systemName }
    /// The operating system's version, such as "12".
    open var systemVersion: String { facts.systemVersion }
    /// The interface idiom of the app's screens; ``UIUserInterfaceIdiom/pad`` on a desktop, as
    /// their trait collections say.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { Self.desktopIdiom }
    /// Whether the app may run work in the background; always on a desktop.
    open var isMultitaskingSupported: Bool { true }

    /// An identifier the same for every app of one vendor on this machine, and different on
    /// another machine: made from the machine's identity and the vendor part of the app's
    /// identifier. `nil` when the machine has no identity (`/etc/machine-id`).
    open var identifierForVendor: UUID? {
        guard let machine = facts.machineID else { return nil }
        let vendor = ApplicationIdentity.vendor(of: ApplicationIdentity.identifier)
        // Two FNV-1a hashes of the vendor, mixed into the machine's bytes: stable across runs
        // and releases, unlike Swift's seeded hashing.
        var bytes = machine
        for (half, seed) in [(0, UInt64(0xcbf2_9ce4_8422_2325)), (8, UInt64(0x6c62_272e_07bb_0142))] {
            var hash = seed
            for byte in vendor.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            for index in 0..<8 { bytes[half + index] ^= UInt8(truncatingIfNeeded: hash >> (8 * UInt64(index))) }
        }
        // A name-based UUID's version and variant bits.
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    // MARK: Orientation

    /// How the device is held: ``UIDeviceOrientation/unknown`` until orientation notifications
    /// are generated; then portrait when the main screen is taller than wide, upside down when
    /// its monitor is turned over, and landscape otherwise.
    open var orientation: UIDeviceOrientation { reportedOrientation }

    /// Whether orientation notifications are being generated.
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationRequests > 0 }

    /// Starts reporting the orientation and posting its changes; calls nest, each balanced by an end.
    open func beginGeneratingDeviceOrientationNotifications() {
        orientationRequests += 1
        if orientationRequests == 1 { screensDidChange() }
    }

    /// Balances one begin; the last one stops reporting, and the orientation becomes unknown.
    open func endGeneratingDeviceOrientationNotifications() {
        guard orientationRequests > 0 else { return }
        orientationRequests -= 1
        if orientationRequests == 0 { reportedOrientation = .unknown }
    }

    /// Works out the orientation again after the screens changed, posting a change.
    package func screensDidChange() {
        guard orientationRequests > 0, let screen = session?.mainScreen else { return }
        let size = screen.bounds.size
        let turnedOver = screen.platformScreen.rotation == .inverted
        let found: UIDeviceOrientation =
            size.height > size.width ? (turnedOver ? .portraitUpsideDown : .portrait) : (turnedOver ? .landscapeRight : .landscapeLeft)
        guard found != reportedOrientation else { return }
        reportedOrientation = found
        NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
    }

    // MARK: Battery

    /// Whether the battery is read; off by default, when its state is unknown and its level −1.
    open var isBatteryMonitoringEnabled = false {
        didSet {
            guard isBatteryMonitoringEnabled != oldValue else { return }
            if isBatteryMonitoringEnabled {
                battery = facts.battery ?? (.unknown, -1)
                scheduleBatteryCheck()
            } else {
                if let batteryTimer { session?.timers.cancel(batteryTimer) }
                batteryTimer = nil
                battery = (.unknown, -1)
            }
        }
    }

    /// Whether the battery is charging, full or running the machine; unknown while not monitored
    /// or on a machine without one.
    open var batteryState: BatteryState { battery.state }

    /// How charged the battery is, 0 to 1; −1 while not monitored or on a machine without one.
    open var batteryLevel: Float { battery.level }

    private func scheduleBatteryCheck() {
        batteryTimer = session?.timers.schedule(after: Self.batteryInterval) { [weak self] in self?.checkBattery() }
    }

    private func checkBattery() {
        guard isBatteryMonitoringEnabled else { return }
        let old = battery
        battery = facts.battery ?? (.unknown, -1)
        let center = NotificationCenter.default
        if battery.state != old.state { center.post(name: Self.batteryStateDidChangeNotification, object: self) }
        if battery.level != old.level { center.post(name: Self.batteryLevelDidChangeNotification, object: self) }
        scheduleBatteryCheck()
    }

    // MARK: Proximity

    /// Whether the proximity sensor is watched; stays `false`, as a desktop has no such sensor
    /// (UIKit's behaviour on a device without one).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }

    /// Whether something is close to the proximity sensor; always `false` here.
    open var proximityState: Bool { false }
}

extension UIDevice {
    /// Whether a battery is charging, full or running the machine.
    public enum BatteryState: Int, Sendable {
        /// Not known: monitoring is off, or the machine has no battery.
        case unknown = 0
        /// Running the machine, not plugged in.
        case unplugged = 1
        /// Plugged in and charging.
        case charging = 2
        /// Plugged in and charged.
        case full = 3
    }
}
