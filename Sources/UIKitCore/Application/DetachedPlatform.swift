import CoreGraphics
import Foundation
internal import Platform

/// The platform of a session no entry point chose: views, windows and screens used with no
/// application at all (a unit test of views, as on iOS without a host app).
///
/// It has one 1280×800 screen at 60 Hz and 96 pixels per inch (another size in pixels when
/// `CASEMENT_SCREEN` gives one, such as `1179x2556`, to run a library's tests on the screen its
/// reference images were made on, with `CASEMENT_SCALE` for its scale); its windows keep a surface the
/// compositor can draw into when asked, but show nowhere and report nothing; no event ever
/// arrives and its clock stands at 0, since nothing draws frames. `UIApplicationMain` installs
/// the X11 platform and the test kit its own, so an app never meets this one.
@MainActor
final class DetachedPlatform: Platform {
    /// The one screen.
    static let screen = ScreenDescription(
        id: "DETACHED-0", frame: CGRect(x: 0, y: 0, width: 1280, height: 800),
        modes: [ScreenMode(width: 1280, height: 800, refreshRate: 60)],
        currentMode: ScreenMode(width: 1280, height: 800, refreshRate: 60),
        physicalSize: CGSize(width: 338.7, height: 211.7), isPrimary: true)

    private(set) var screens: [ScreenDescription]

    /// A platform whose screen `environment` may size (``sizeVariable``).
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        screens = [Self.screen(environment: environment)]
    }

    /// The variable that sets the screen's size in pixels.
    static let sizeVariable = "CASEMENT_SCREEN"

    /// The one screen, of the size `CASEMENT_SCREEN` gives in `environment` when it gives one.
    static func screen(environment: [String: String]) -> ScreenDescription {
        guard let text = environment[sizeVariable] else { return screen }
        let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (1...32767).contains(parts[0]), (1...32767).contains(parts[1]) else {
            Diagnostics.report("Casement UIKit: \(sizeVariable)=\(text) is not a size in pixels such as 1179x2556; the screen is 1280×800.")
            return screen
        }
        let mode = ScreenMode(width: parts[0], height: parts[1], refreshRate: 60)
        return ScreenDescription(
            id: screen.id, frame: CGRect(x: 0, y: 0, width: parts[0], height: parts[1]), modes: [mode], currentMode: mode,
            physicalSize: nil, isPrimary: true)
    }
    var eventHandler: (@MainActor (PlatformEvent) -> Void)?
    let frameClock: any FrameClock = StillClock()
    private var windowList: [DetachedWindow] = []
    private var nextWindowNumber: UInt64 = 1

    var windows: [any PlatformWindow] { windowList }

    func makeWindow(_ configuration: WindowConfiguration) throws(PlatformError) -> any PlatformWindow {
        let window = try DetachedWindow(id: WindowID(rawValue: nextWindowNumber), configuration: configuration) { [weak self] closed in
            self?.windowList.removeAll { $0 === closed }
        }
        nextWindowNumber += 1
        windowList.append(window)
        return window
    }

    /// No event ever arrives.
    func dispatchPendingEvents() {}

    func setMode(_ mode: ScreenMode, forScreen id: String) throws(PlatformError) {
        guard let index = screens.firstIndex(where: { $0.id == id }), screens[index].modes.contains(mode) else {
            throw PlatformError("Screen \(id) has no mode \(mode); with no application there is one screen, \(Self.screen.id), of one mode.")
        }
        screens[index].currentMode = mode
    }
}

/// A window of the detached platform: a surface to draw into, shown nowhere.
@MainActor
private final class DetachedWindow: PlatformWindow {
    let id: WindowID
    var title: String
    private(set) var frame: CGRect
    private(set) var isVisible = false
    private(set) var surface: WindowSurface
    var stackingLayer = WindowStackingLayer.normal
    private let onClose: (DetachedWindow) -> Void

    init(id: WindowID, configuration: WindowConfiguration, onClose: @escaping (DetachedWindow) -> Void) throws(PlatformError) {
        self.id = id
        title = configuration.title
        frame = configuration.frame.standardized
        self.onClose = onClose
        surface = try WindowSurface.allocate(width: Self.pixels(frame.width), height: Self.pixels(frame.height))
    }

    private static func pixels(_ length: CGFloat) -> Int {
        length.isFinite ? min(max(Int(length.rounded()), 1), 32767) : 1
    }

    func show() { isVisible = true }
    func hide() { isVisible = false }
    func raise() {}
    func focus() {}
    func setSizeLimits(minimum: CGSize?, maximum: CGSize?) {}
    func present(damage: [CGRect]) {}

    func setFrame(_ newFrame: CGRect) {
        let standard = newFrame.standardized
        guard standard.origin.x.isFinite, standard.origin.y.isFinite, standard.width.isFinite, standard.height.isFinite else { return }
        frame = standard
        let (width, height) = (Self.pixels(standard.width), Self.pixels(standard.height))
        if width != surface.width || height != surface.height, let resized = try? WindowSurface.allocate(width: width, height: height) {
            surface = resized
        }
    }

    func close() {
        isVisible = false
        onClose(self)
    }
}

/// The clock of a session with no application: it stands at 0, and frames it is asked for never come.
@MainActor
private final class StillClock: FrameClock {
    nonisolated let now: TimeInterval = 0
    var framesPerSecond: Double = 60
    private(set) var isRunning = false

    func start(_ callback: @escaping @MainActor (TimeInterval) -> Void) { isRunning = true }
    func stop() { isRunning = false }
    func setWakeUp(at time: TimeInterval?, _ action: @escaping @MainActor () -> Void) {}
}
