@_implementationOnly import CX11
@_implementationOnly import CXRandR
import CoreFoundation
public import CoreGraphics
import Foundation
public import Platform

/// The platform on a real X server: Xlib windows presented with MIT-SHM, screens from XRandR,
/// input translated from X events.
///
/// Xlib is used from the main actor only. Events are read when the connection's socket becomes
/// readable, from the main run loop's own wait (``X11ConnectionSource``), so an idle application
/// sleeps in the kernel and an event reaches the app without a thread hop.
@MainActor
public final class X11Platform: Platform {
    let connection: X11Connection
    /// What receives the platform's events.
    public var eventHandler: (@MainActor (PlatformEvent) -> Void)?
    /// The media clock and frame callbacks.
    public let frameClock: any FrameClock
    private(set) var stack: [X11Window] = []
    /// Whether a shown menu still has to take the pointer (a press of this client held it).
    var menuGrabPending = false
    private var byXWindow: [Window: X11Window] = [:]
    /// The window ``window(forX:)`` found last; forgotten when a window goes.
    private var lastFoundWindow: X11Window?
    /// XI 2 events translated for delivery, kept allocated.
    private var translatedEvents: [PlatformEvent] = []
    private var cachedScreens: [ScreenDescription]?
    private var connectionSource: X11ConnectionSource?
    private var queueCheck: CFRunLoopObserver?
    /// The run loop that delivers the connection's events.
    private let runLoop: CFRunLoop
    /// The pointers' smooth-scrolling axes (XInput 2.1).
    let scrollAxes: XIScrollAxes

    /// Connects to the X server named by `displayName`, or by `$DISPLAY` when `nil`; frames are
    /// paced by `frameClock` (when `nil`, by the server's refreshes through the Present extension,
    /// or by a timer on the system's monotonic clock where it has none; tests pass a manual one).
    ///
    /// - Throws: ``PlatformError`` when no display is named, the server refuses the connection,
    ///   or its screen is not 24-bit TrueColor.
    public convenience init(displayName: String? = nil, frameClock: (any FrameClock)? = nil) throws(PlatformError) {
        try self.init(displayName: displayName, frameClock: frameClock, runLoop: CFRunLoopGetMain())
    }

    /// Connects as ``init(displayName:frameClock:)`` does, with events delivered on `runLoop`
    /// (the main run loop in an app; a test's own where its main actor runs on another thread).
    package init(displayName: String?, frameClock: (any FrameClock)?, runLoop: CFRunLoop) throws(PlatformError) {
        connection = try X11Connection(displayName: displayName)
        connection.runLoop = runLoop
        // The server's refreshes pace frames where it reports them; a timer elsewhere.
        self.frameClock = frameClock ?? PresentFrameClock(connection: connection) ?? MonotonicFrameClock()
        self.runLoop = runLoop
        scrollAxes = XIScrollAxes(display: connection.xiOpcode == nil ? nil : connection.display)
        connectionSource = try X11ConnectionSource(fileDescriptor: connection.fileDescriptor, runLoop: runLoop) { [weak self] in
            self?.dispatchPendingEvents()
        }
        connection.deliverQueuedEvents = { [weak self] in self?.dispatchPendingEvents() }
        watchEventQueue()
        if let primary = screens.first { self.frameClock.framesPerSecond = primary.currentMode.refreshRate }
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
        connectionSource?.invalidate()
        connectionSource = nil
        if let queueCheck {
            CFRunLoopRemoveObserver(runLoop, queueCheck, kCFRunLoopCommonModes)
            CFRunLoopObserverInvalidate(queueCheck)
            self.queueCheck = nil
        }
        frameClock.stop()
        for window in stack { window.close() }
        connection.close()
    }

    /// The display name this platform is connected to, such as ":1".
    public var displayName: String { connection.name }

    /// Whether windows present through MIT-SHM; `false` on remote displays.
    public var usesSharedMemory: Bool { connection.hasSharedMemory }

    /// The connected monitors, the primary one first.
    public var screens: [ScreenDescription] {
        if let cachedScreens { return cachedScreens }
        let fresh = X11Screens.query(connection)
        cachedScreens = fresh
        return fresh
    }

    /// The windows made and not closed, back to front.
    public var windows: [any PlatformWindow] { stack }

    /// Switches a monitor to `mode`.
    public func setMode(_ mode: ScreenMode, forScreen id: String) throws(PlatformError) {
        try X11Screens.setMode(mode, forScreen: id, connection)
        cachedScreens = nil
    }

    /// Makes a hidden window.
    public func makeWindow(_ configuration: WindowConfiguration) throws(PlatformError) -> any PlatformWindow {
        let window = try X11Window(platform: self, configuration: configuration)
        stack.insert(window, at: 0)
        byXWindow[window.xWindow] = window
        return window
    }

    /// Sends what the turn asked of the server, and delivers events that Xlib has already read,
    /// before the main run loop sleeps.
    ///
    /// Any round trip (the `XSync` after a present, a property query) reads what the server sent
    /// meanwhile into Xlib's queue, where the socket's readiness cannot show it: without this
    /// check a pointer motion read during a present would wait for the next unrelated event.
    /// The observer runs after every other one, so it sees what the frame's present queued; it
    /// delivers the events and wakes the loop for one more turn, whose frame shows them.
    private func watchEventQueue() {
        let check: (CFRunLoopObserver?, CFRunLoopActivity) -> Void = { [weak self] _, _ in
            MainActor.assumeIsolated {
                guard let self, !self.connection.isClosed else { return }
                // What this turn asked of the server goes out before the loop sleeps.
                XFlush(self.connection.display)
                guard XQLength(self.connection.display) > 0 else { return }
                self.dispatchPendingEvents()
                CFRunLoopWakeUp(self.runLoop)
            }
        }
        guard let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, CFIndex.max - 1, check)
        else { return }
        CFRunLoopAddObserver(runLoop, observer, kCFRunLoopCommonModes)
        queueCheck = observer
    }

    /// When the last event was taken from Xlib's queue to be delivered, for tools that split the
    /// time input takes to reach the screen into the server's part and the app's.
    public private(set) var lastEventReadInstant: ContinuousClock.Instant?

    /// Reads every event the server has sent and delivers each to ``eventHandler``.
    ///
    /// Screen changes that arrive together are reported once.
    public func dispatchPendingEvents() {
        let display = connection.display
        var screensChanged = false
        // One read of the socket, then what Xlib holds: asking the socket again after each event
        // costs a system call that finds nothing, and anything arriving later wakes the run loop
        // through the socket's readiness anyway.
        var queued = XPending(display)
        while queued > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            lastEventReadInstant = .now
            dispatch(&event, screensChanged: &screensChanged)
            // A handler may have disconnected (a test ending its app): the display is gone.
            guard !connection.isClosed else { return }
            queued = XEventsQueued(display, QueuedAlready)
        }
        // A menu opened while a button was held could not take the pointer; once the press is
        // over it can.
        if menuGrabPending { updateMenuGrab() }
        // What the handlers asked of the server goes out before the run loop sleeps, from the
        // queue check (a flush also reads the socket: a system call a motion's frame need not
        // wait for, as its present sends everything before it).
        if screensChanged {
            cachedScreens = nil
            eventHandler?(.screensChanged)
        }
    }

    /// Delivers one event read from the server; a screen change is only noted, to be reported once.
    private func dispatch(_ event: inout XEvent, screensChanged: inout Bool) {
        // An input method filters core events (keys, its own protocol's messages); an extension's
        // event carries no window to match a filter by, and asking costs a pass through Xlib's
        // filter list from cold caches on every pointer motion.
        if event.type != GenericEvent, XFilterEvent(&event, 0) != 0 { return }
        if isScreenChange(&event) {
            screensChanged = true
            return
        }
        // Scroll valuators may have moved while the pointer was elsewhere.
        if event.type == EnterNotify { scrollAxes.forgetPositions() }
        if event.type == GenericEvent { return dispatchGenericEvent(&event) }
        guard let window = byXWindow[event.xany.window] else { return }
        for translated in X11EventTranslator.translate(&event, window: window, connection: connection) {
            eventHandler?(translated)
        }
    }

    /// Delivers an XInput 2 event (pointer, touches, touchpad pinches) or hands a Present event
    /// to the frame clock; other extensions' are dropped.
    private func dispatchGenericEvent(_ event: inout XEvent) {
        let presentClock = frameClock as? PresentFrameClock
        let extensionOpcode = event.xcookie.extension
        let isPresent = extensionOpcode == presentClock?.opcode
        guard isPresent || extensionOpcode == connection.xiOpcode, XGetEventData(connection.display, &event.xcookie) != 0 else { return }
        defer { XFreeEventData(connection.display, &event.xcookie) }
        guard let data = event.xcookie.data else { return }
        if isPresent {
            presentClock?.handleEvent(evtype: event.xcookie.evtype, data: UnsafeRawPointer(data))
        } else {
            deliverInputExtensionEvent(evtype: event.xcookie.evtype, data: UnsafeRawPointer(data))
        }
    }

    /// Translates and delivers an XInput 2 event's data.
    func deliverInputExtensionEvent(evtype: Int32, data: UnsafeRawPointer) {
        translatedEvents.removeAll(keepingCapacity: true)
        XInput2Translator.translate(evtype: evtype, data: data, windows: window(forX:), scrollAxes: scrollAxes, into: &translatedEvents)
        // The list as it is now: a handler may deliver further events, which refill it.
        for translated in translatedEvents { eventHandler?(translated) }
    }

    /// The window with X id `id`; the last one found is checked first (motions come in runs
    /// over one window, and a dictionary hashes its key every time).
    private func window(forX id: Window) -> X11Window? {
        if let last = lastFoundWindow, last.xWindow == id { return last }
        let found = byXWindow[id]
        lastFoundWindow = found
        return found
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

    /// Reads what the X server shows in `area` (global pixels; the whole root window when
    /// `nil`), every client's windows included, as a screenshot does.
    ///
    /// - Throws: ``PlatformError`` when the area is empty or outside the screen.
    public func captureScreen(_ area: CGRect? = nil) throws(PlatformError) -> CGImage {
        let root = CGRect(
            x: 0, y: 0, width: Int(CX11_displayWidth(connection.display, CX11_defaultScreen(connection.display))),
            height: Int(CX11_displayHeight(connection.display, CX11_defaultScreen(connection.display))))
        let wanted = (area ?? root).integral
        guard root.contains(wanted) else { throw PlatformError("The area \(wanted) is not inside the screen \(root).") }
        return try connection.capture(connection.root, wanted, what: "the area must be on the screen")
    }

    /// How many events have arrived from the server and wait to be dispatched.
    public var pendingEventCount: Int {
        Int(XPending(connection.display))
    }

    func bringToFront(_ window: X11Window) {
        stack.removeAll { $0 === window }
        stack.append(window)
    }

    func remove(_ window: X11Window) {
        stack.removeAll { $0 === window }
        byXWindow[window.xWindow] = nil
        if lastFoundWindow === window { lastFoundWindow = nil }
    }
}
