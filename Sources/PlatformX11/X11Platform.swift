internal import CX11
internal import CXRandR
import Foundation
public import Platform

/// The platform on a real X server: Xlib windows presented with MIT-SHM, screens from XRandR,
/// input translated from X events.
///
/// Xlib is used from the main actor only. Events are read when the connection's socket becomes
/// readable (a dispatch source on the main queue), so an idle application sleeps in the kernel.
@MainActor
public final class X11Platform: Platform {
    let connection: X11Connection
    public var eventHandler: (@MainActor (PlatformEvent) -> Void)?
    public let frameClock: any FrameClock
    private var stack: [X11Window] = []
    private var byXWindow: [Window: X11Window] = [:]
    private var cachedScreens: [ScreenDescription]?
    private var readSource: (any DispatchSourceRead)?

    /// Connects to the X server named by `displayName`, or by `$DISPLAY` when `nil`.
    ///
    /// - Throws: ``PlatformError`` when no display is named, the server refuses the connection,
    ///   or its screen is not 24-bit TrueColor.
    public init(displayName: String? = nil) throws(PlatformError) {
        connection = try X11Connection(displayName: displayName)
        frameClock = MonotonicFrameClock()
        let source = DispatchSource.makeReadSource(fileDescriptor: connection.fileDescriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.dispatchPendingEvents() }
        }
        source.resume()
        readSource = source
        if let primary = screens.first { frameClock.framesPerSecond = primary.currentMode.refreshRate }
    }

    isolated deinit {
        disconnect()
    }

    /// Destroys every window and closes the connection; the platform must not be used afterwards.
    ///
    /// Call it before stopping an X server you started, so the server's exit is not mistaken
    /// for a lost connection (which ends the program).
    public func disconnect() {
        guard !connection.isClosed else { return }
        readSource?.cancel()
        readSource = nil
        frameClock.stop()
        for window in stack { window.close() }
        connection.close()
    }

    /// The display name this platform is connected to, such as ":1".
    public var displayName: String { connection.name }

    /// Whether windows present through MIT-SHM; `false` on remote displays.
    public var usesSharedMemory: Bool { connection.hasSharedMemory }

    public var screens: [ScreenDescription] {
        if let cachedScreens { return cachedScreens }
        let fresh = X11Screens.query(connection)
        cachedScreens = fresh
        return fresh
    }

    public var windows: [any PlatformWindow] { stack }

    public func setMode(_ mode: ScreenMode, forScreen id: String) throws(PlatformError) {
        try X11Screens.setMode(mode, forScreen: id, connection)
        cachedScreens = nil
    }

    public func makeWindow(_ configuration: WindowConfiguration) throws(PlatformError) -> any PlatformWindow {
        let window = try X11Window(platform: self, configuration: configuration)
        stack.insert(window, at: 0)
        byXWindow[window.xWindow] = window
        return window
    }

    /// Reads every event the server has sent and delivers each to ``eventHandler``.
    ///
    /// Screen changes that arrive together are reported once.
    public func dispatchPendingEvents() {
        let display = connection.display
        var screensChanged = false
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            if XFilterEvent(&event, 0) != 0 { continue }
            if isScreenChange(&event) {
                screensChanged = true
                continue
            }
            if event.type == GenericEvent {
                dispatchGenericEvent(&event)
                continue
            }
            guard let window = byXWindow[event.xany.window] else { continue }
            for translated in X11EventTranslator.translate(&event, window: window, connection: connection) {
                eventHandler?(translated)
            }
        }
        if screensChanged {
            cachedScreens = nil
            eventHandler?(.screensChanged)
        }
    }

    /// Delivers an XInput 2 event (touches, touchpad pinches); other extensions' are dropped.
    private func dispatchGenericEvent(_ event: inout XEvent) {
        guard let opcode = connection.xiOpcode, event.xcookie.extension == opcode,
              XGetEventData(connection.display, &event.xcookie) != 0
        else { return }
        defer { XFreeEventData(connection.display, &event.xcookie) }
        guard let data = event.xcookie.data else { return }
        deliverInputExtensionEvent(evtype: event.xcookie.evtype, data: UnsafeRawPointer(data))
    }

    /// Translates and delivers an XInput 2 event's data.
    func deliverInputExtensionEvent(evtype: Int32, data: UnsafeRawPointer) {
        for translated in XInput2Translator.translate(evtype: evtype, data: data, windows: { self.byXWindow[$0] }) {
            eventHandler?(translated)
        }
    }

    private func isScreenChange(_ event: inout XEvent) -> Bool {
        if let base = connection.randrEventBase {
            if event.type == base + RRScreenChangeNotify {
                XRRUpdateConfiguration(&event)
                return true
            }
            if event.type == base + RRNotify { return true }
        }
        return event.type == ConfigureNotify && event.xconfigure.window == connection.root
    }

    /// Waits until the server has processed every request, then delivers what it sent back.
    public func synchronize() {
        XSync(connection.display, 0)
        dispatchPendingEvents()
    }

    func bringToFront(_ window: X11Window) {
        stack.removeAll { $0 === window }
        stack.append(window)
    }

    func remove(_ window: X11Window) {
        stack.removeAll { $0 === window }
        byXWindow[window.xWindow] = nil
    }
}
