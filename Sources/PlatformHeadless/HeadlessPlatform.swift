import CoreGraphics
import Foundation
public import Platform

/// A complete platform in memory: scripted screens, image-surface windows, injected events and
/// a manual clock.
///
/// Windows render into the same ARGB32 surfaces as on X11. ``HeadlessWindow/presentedImage()``
/// shows what the last presents put on the "screen", so a missing present is visible to tests.
@MainActor
public final class HeadlessPlatform: Platform {
    /// The connected monitors, the primary one first.
    public private(set) var screens: [ScreenDescription]
    /// What receives the platform's events.
    public var eventHandler: (@MainActor (PlatformEvent) -> Void)?
    /// The clock, for advancing time in tests.
    public let clock = ManualClock()
    /// The media clock and frame callbacks.
    public var frameClock: any FrameClock { clock }
    private var queue: [PlatformEvent] = []
    private var stack: [HeadlessWindow] = []
    private var nextWindowNumber: UInt64 = 1

    /// One 1280×800 screen at 60 Hz, 96 pixels per inch.
    public static let defaultScreen = ScreenDescription(
        id: "HEADLESS-0", frame: CGRect(x: 0, y: 0, width: 1280, height: 800),
        modes: [ScreenMode(width: 1280, height: 800, refreshRate: 60)],
        currentMode: ScreenMode(width: 1280, height: 800, refreshRate: 60),
        physicalSize: CGSize(width: 338.7, height: 211.7), isPrimary: true)

    /// Creates a platform with the given screens (the primary one is moved first).
    public init(screens: [ScreenDescription] = [HeadlessPlatform.defaultScreen]) {
        self.screens = Self.ordered(screens)
    }

    /// The windows made and not closed, back to front.
    public var windows: [any PlatformWindow] { stack }

    /// Makes a hidden window.
    public func makeWindow(_ configuration: WindowConfiguration) throws(PlatformError) -> any PlatformWindow {
        let window = try HeadlessWindow(platform: self, id: WindowID(rawValue: nextWindowNumber), configuration: configuration)
        nextWindowNumber += 1
        stack.append(window)
        return window
    }

    // MARK: Events

    /// Queues `event` as if the windowing system had produced it; ``dispatchPendingEvents()`` delivers it.
    public func inject(_ event: PlatformEvent) {
        queue.append(event)
    }

    /// Hands the events waiting in the queue to ``eventHandler``.
    public func dispatchPendingEvents() {
        while !queue.isEmpty {
            let event = queue.removeFirst()
            eventHandler?(event)
        }
    }

    /// The events queued and not yet delivered.
    public var pendingEvents: [PlatformEvent] { queue }

    // MARK: Scripted screens

    /// Adds a screen, as when a monitor is plugged in, and posts ``PlatformEvent/screensChanged``.
    public func connectScreen(_ screen: ScreenDescription) {
        screens = Self.ordered(screens.filter { $0.id != screen.id } + [screen])
        inject(.screensChanged)
    }

    /// Removes the screen with `id`, as when a monitor is unplugged; does nothing for an unknown id.
    public func disconnectScreen(id: String) {
        guard screens.contains(where: { $0.id == id }) else { return }
        screens.removeAll { $0.id == id }
        inject(.screensChanged)
    }

    /// Switches a screen to one of its modes; the screen's frame keeps its origin and takes the mode's size.
    ///
    /// - Throws: ``PlatformError`` when the screen does not exist or does not offer `mode`.
    public func setMode(_ mode: ScreenMode, forScreen id: String) throws(PlatformError) {
        guard let index = screens.firstIndex(where: { $0.id == id }) else {
            throw PlatformError("There is no screen named \(id); screens are \(screens.map(\.id)).")
        }
        guard screens[index].modes.contains(mode) else {
            throw PlatformError("Screen \(id) has no mode \(mode); its modes are \(screens[index].modes).")
        }
        screens[index].currentMode = mode
        screens[index].frame.size = CGSize(width: mode.width, height: mode.height)
        inject(.screensChanged)
    }

    private static func ordered(_ screens: [ScreenDescription]) -> [ScreenDescription] {
        screens.filter(\.isPrimary) + screens.filter { !$0.isPrimary }
    }

    // MARK: Window bookkeeping

    func bringToFront(_ window: HeadlessWindow) {
        stack.removeAll { $0 === window }
        stack.append(window)
    }

    func remove(_ window: HeadlessWindow) {
        stack.removeAll { $0 === window }
        if window.isFocused { window.isFocused = false }
    }

    /// Takes the focus from `window` if it has it, posting the change.
    func loseFocus(_ window: HeadlessWindow) {
        guard window.isFocused else { return }
        window.isFocused = false
        inject(.focusChanged(window: window.id, isFocused: false))
    }

    /// Takes the focus from the focused window, if another, and gives it to `window`, posting both changes.
    func moveFocus(to window: HeadlessWindow) {
        guard !window.isFocused else { return }
        for other in stack where other.isFocused {
            other.isFocused = false
            inject(.focusChanged(window: other.id, isFocused: false))
        }
        window.isFocused = true
        inject(.focusChanged(window: window.id, isFocused: true))
    }
}
