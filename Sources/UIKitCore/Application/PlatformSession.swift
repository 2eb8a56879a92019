package import CoreFoundation
import CoreGraphics
import Foundation
package import Platform
import QuartzCore

/// The app's connection to its windowing system: its screens, its windows' platform twins, the
/// events that arrive and the frames that go out.
///
/// Choosing the platform is the entry point's job: `UIApplicationMain` installs the X11 platform,
/// the test kit a headless one or a private X server. Code that uses screens or shows windows
/// before either (a unit test of views) gets the detached platform, which shows nothing.
@MainActor
package final class PlatformSession {
    private static var installed: PlatformSession?

    /// The session in use, made on an in-memory platform if none has been installed.
    ///
    /// Divergence: iOS code always runs inside an app; here views and windows can be used
    /// outside one, on a 1280×800 in-memory screen.
    package static var current: PlatformSession {
        if let installed { return installed }
        return installDetached()
    }

    /// Installs a session on the in-memory platform of code with no application, its screen
    /// sized by `environment`'s `CASEMENT_SCREEN` when it gives a size in pixels.
    @discardableResult
    package static func installDetached(environment: [String: String] = ProcessInfo.processInfo.environment) -> PlatformSession {
        install(DetachedPlatform(environment: environment))
    }

    /// Whether this is the installed session, which `UIApplication.shared` and `UIScreen.main` reach.
    package var isCurrent: Bool { Self.installed === self }

    /// Ends the installed session, if any, so the next use of screens or windows meets the
    /// detached platform again, as code with no application does; for tests of that case.
    package static func uninstall() {
        installed?.end()
        installed = nil
        AnimationEnvironment.current = .system
        AccessibilityState.current = AccessibilityState()
    }

    /// Makes `platform` the one screens and windows use, ending the previous session: its windows'
    /// platform twins are closed and its application forgotten.
    @discardableResult
    package static func install(_ platform: any Platform, applicationType: UIApplication.Type = UIApplication.self) -> PlatformSession {
        installed?.end()
        let session = PlatformSession(platform: platform, applicationType: applicationType)
        installed = session
        // `CACurrentMediaTime()`, new display links and layers in no window follow the session now.
        AnimationEnvironment.current = session.animationEnvironment
        session.publishMainScreenScale()
        UITraitCollection.screenInterfaceStyle = session.systemInterfaceStyle
        AccessibilityState.current = session.accessibility
        return session
    }

    /// Starts a session on `platform` beside the current one, which stays current: a second
    /// application in the process, with its own screens, windows, clock and animations.
    ///
    /// Divergence: UIKit has one application per process, and `UIApplication.shared` stays the
    /// current session's. The framework's tests use a second session to prove sessions share
    /// nothing; ``close()`` ends it.
    package static func open(_ platform: any Platform, applicationType: UIApplication.Type = UIApplication.self) -> PlatformSession {
        PlatformSession(platform: platform, applicationType: applicationType)
    }

    /// Ends a session that ``open(_:applicationType:)`` started: its windows' platform twins close.
    package func close() {
        guard !isCurrent else { return Self.uninstall() }
        end()
    }

    /// Makes the main screen's scale the one images and renderers default to, which they read on
    /// any thread.
    private func publishMainScreenScale() {
        let scale = screens.first?.scale ?? 1
        UIImage.mainScreenScale.withLock { $0 = scale }
    }

    package let platform: any Platform
    /// The media clock (the platform's frame clock), the animation engine and the display-link
    /// scheduler of the session's windows.
    package let animationEnvironment: AnimationEnvironment
    package let application: UIApplication
    /// Timers on the media clock for input handling.
    let timers: MediaTimers
    /// Carries touches to gesture recognizers and views.
    let touchDispatcher = TouchDispatcher()
    /// Turns pointer and touch-screen input into touches.
    let touchInput: TouchInput
    /// Turns key events into presses, key commands and text.
    let keyInput = KeyInput()
    /// The menu shown, if any, which takes the pointer and keyboard while it is open.
    package let menus = MenuPresenter()
    /// Today's date and the time of day, as controls that mark today read it (a calendar); tests
    /// pin it, as they pin the media clock.
    package var currentDate: () -> Date = { Date() }
    /// The popover shown for one of the session's controls, if any.
    package let popovers = PopoverPresenter()
    /// The appearance proxies made in this session and what they recorded.
    let appearanceProxies = AppearanceProxies()
    /// Shows where fingers touch, when touch debugging is on (`CASEMENT_SHOW_TOUCHES=1`).
    package let touchMarkers = TouchMarkers()
    /// Draws the debugging overlays that are on (`CASEMENT_DEBUG_OVERLAYS`).
    package let debugOverlays = DebugOverlays()
    /// Records hit testing and recognizer changes, touch by touch (`CASEMENT_TRACE_TOUCHES`).
    package let touchTrace = TouchTrace()
    /// Events no responder handled (`CASEMENT_LOG_UNHANDLED`).
    package let unhandledEvents = UnhandledEventLog()
    /// The counters of the last frames (`CASEMENT_FRAME_COUNTERS`).
    package let frameCounters = FrameCounterLog()
    /// The view animation blocks open now and the settings around them.
    package let viewAnimations = ViewAnimationState()
    /// Debugging tools attached to the session by the debugging module (the inspector's
    /// server), by name; each is told when the session ends.
    package var tools: [String: any SessionTool] = [:]
    /// Runs once the app has launched: UIKit's entry point sets it so the debugging module can
    /// start what the environment asks for (`CASEMENT_INSPECT=1`), without UIKitCore knowing it.
    package var launchHook: (@MainActor (PlatformSession) -> Void)?
    /// The desktop's accessibility preferences and the notifications the app posted.
    package let accessibility = AccessibilityState()
    /// The machine as ``UIDevice/current`` reports it; made when first asked for (tests set one
    /// reading prepared files).
    package var device: UIDevice {
        get {
            if let madeDevice { return madeDevice }
            let made = UIDevice(facts: DeviceFacts(), session: self)
            madeDevice = made
            return made
        }
        set { madeDevice = newValue }
    }
    private var madeDevice: UIDevice?
    package private(set) var screens: [UIScreen] = [] {
        didSet { if isCurrent { publishMainScreenScale() } }
    }
    private var lastMainScreen: UIScreen
    /// Every window made while this session is current, weakly: an app keeps its windows alive.
    private var windowList: [WeakWindow] = []
    private var nextStackOrder = 0
    package private(set) weak var keyWindow: UIWindow?
    /// A focus change to settle once the current batch of events has been handled.
    private var focusMayHaveLeft = false
    /// Whether input events are stamped with the frame clock's time when handled instead of
    /// the platform's own times: for a test that drives a real server on a manual clock.
    package var eventTimesFollowClock = false
    /// What the app does when it ends; the process exits unless a test replaces it.
    package var terminate: @MainActor (Int32) -> Void = { status in exit(status) }
    private var displayLinkTick: (@MainActor (CFTimeInterval) -> Void)?
    /// Whether a display link is active, which keeps frames coming until it is paused or invalidated.
    package var hasActiveDisplayLink: Bool { displayLinkTick != nil }

    /// Whether a window drew something that changes with time in the last update.
    private var windowsAnimate = false
    /// Whether each pass before the run loop sleeps presents what changed even if a frame was
    /// presented in the same refresh interval. On a clock that moves only when a test moves it,
    /// turns do by default, each standing for a refresh: time standing still would otherwise
    /// hold a second change in a turn back until the test advances the clock.
    package var presentsEveryTurn: Bool
    private var runLoopObserver: (CFRunLoopObserver, CFRunLoop)?
    private var isEnded = false
    /// The delegate the launch made, kept for the app's life (the application holds it weakly).
    private var launchedDelegate: (any UIApplicationDelegate)?
    /// Whether the desktop asks for a light or dark interface: the interface style of every
    /// screen's traits, and so of every view without an override. Setting it updates them all.
    package var systemInterfaceStyle: UIUserInterfaceStyle = PlatformSession.desktopInterfaceStyle() {
        didSet { if systemInterfaceStyle != oldValue { systemInterfaceStyleChanged(from: oldValue) } }
    }

    private init(platform: any Platform, applicationType: UIApplication.Type) {
        self.platform = platform
        // A frame clock's time may be read on any thread, and the clock lives as long as the
        // platform, which the session keeps.
        nonisolated(unsafe) let clock = platform.frameClock
        animationEnvironment = AnimationEnvironment { clock.now }
        timers = MediaTimers(clock: platform.frameClock)
        presentsEveryTurn = platform.frameClock.movesOnlyWhenTold
        touchInput = TouchInput(dispatcher: touchDispatcher)
        application = applicationType.init()
        // Before anything else of the session: the app reaches its windows and input through it.
        let descriptions = platform.screens
        screens = []
        lastMainScreen = UIScreen(DetachedPlatform.screen)
        screens = descriptions.map { UIScreen($0, session: self) }
        lastMainScreen = screens.first ?? lastMainScreen
        platform.eventHandler = { [weak self] event in self?.handle(event) }
        application.owningSession = self
        touchInput.session = self
        touchDispatcher.session = self
        keyInput.session = self
        menus.session = self
        popovers.session = self
        adoptRefreshRate()
        animationEnvironment.displayLinks.driver = SessionDisplayLinkDriver(session: self)
    }

    private func end() {
        isEnded = true
        touchInput.cancelTouches(in: nil)
        timers.cancelAll()
        stopRunLoopObserver()
        platform.frameClock.stop()
        platform.eventHandler = nil
        for window in livingWindows { window.detachPlatformWindow() }
        windowList = []
        for tool in tools.values { tool.sessionWillEnd() }
        tools = [:]
    }

    /// Launches the app: `delegate` becomes the application's delegate and is told the launch
    /// has finished, where it shows its first window.
    package func launch(delegate: (any UIApplicationDelegate)?, options: [UIApplication.LaunchOptionsKey: Any]? = nil) {
        launchedDelegate = delegate
        application.delegate = delegate
        application.finishLaunching(options: options)
        application.connectInitialScene()
        application.stateRestoration.finishLaunch(of: application)
        launchHook?(self)
    }

    /// The primary screen; the last one known when every monitor is gone.
    package var mainScreen: UIScreen { screens.first ?? lastMainScreen }

    // MARK: Windows

    func register(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil }
        windowList.append(WeakWindow(window: window))
    }

    /// Forgets `window`, which has moved to another session.
    func unregister(_ window: UIWindow) {
        windowList.removeAll { $0.window == nil || $0.window === window }
    }

    /// A number that orders windows of the same level: later is further forward.
    func takeStackOrder() -> Int {
        nextStackOrder += 1
        return nextStackOrder
    }

    /// The windows the app still holds, in the order they were made.
    var livingWindows: [UIWindow] { windowList.compactMap(\.window) }

    /// The living windows that are not hidden (minimized ones included), back to front.
    package var shownWindows: [UIWindow] {
        var shown: [UIWindow] = []
        for window in orderedWindows where !window.isHidden { shown.append(window) }
        return shown
    }

    /// The living windows, back to front.
    ///
    /// Loops rather than `compactMap` and `sorted(by:)`: every pass before the run loop sleeps
    /// asks, and a main-actor closure checks its executor on each call.
    var orderedWindows: [UIWindow] {
        var windows: [UIWindow] = []
        windows.reserveCapacity(windowList.count)
        for entry in windowList {
            guard let window = entry.window else { continue }
            // Insertion by level, then stack order: an app has a handful of windows.
            var index = windows.count
            while index > 0, Self.isBehind(window, windows[index - 1]) { index -= 1 }
            windows.insert(window, at: index)
        }
        return windows
    }

    private static func isBehind(_ a: UIWindow, _ b: UIWindow) -> Bool {
        (a.windowLevel.rawValue, a.stackOrder) < (b.windowLevel.rawValue, b.stackOrder)
    }

    private func window(for id: WindowID) -> UIWindow? {
        // A loop, not lazy closures: this runs for every event, and a main-actor closure checks
        // its executor on each call.
        for entry in windowList {
            if let window = entry.window, window.platformWindow?.id == id { return window }
        }
        return nil
    }

    /// Makes `window` the key window, telling the previous one first.
    func makeKey(_ window: UIWindow) {
        guard keyWindow !== window else { return }
        let previous = keyWindow
        keyWindow = window
        previous?.resignKey()
        window.becomeKey()
    }

    /// Takes the key status from `window`, if it has it.
    func resignKey(_ window: UIWindow) {
        guard keyWindow === window else { return }
        keyWindow = nil
        window.resignKey()
    }

    /// Restacks the shown windows so that a higher level is always in front, whatever the
    /// window manager or a click did; within a level, the most recently raised is in front.
    func restack() {
        for window in orderedWindows where !window.isHidden {
            window.platformWindow?.raise()
        }
    }

    // MARK: Events

    package func handle(_ event: PlatformEvent) {
        if case .pointerMoved = event {} else { touchInput.flushMoves() }
        if case .screensChanged = event { return updateScreensFromPlatform() }
        // Events for windows that are gone (or were never the app's) are dropped.
        guard let id = event.window, let window = window(for: id) else { return }
        if menus.isOpen, menus.handle(event, in: window) { return }
        if popovers.isOpen, popovers.handle(event, in: window) { return }
        switch event {
        case .pointerDown(_, let button, let location, let modifiers, let time):
            touchInput.pointerDown(in: window, button: button, at: location, modifiers: modifiers, timestamp: time)
        case .pointerMoved(_, let location, let modifiers, let time):
            touchInput.pointerMoved(in: window, to: location, modifiers: modifiers, timestamp: time)
        case .pointerEntered(_, let location, _):
            touchInput.hover(in: window, at: location)
        case .pointerExited:
            touchInput.endHover()
        case .scroll(_, let dx, let dy, let location, let modifiers, let time):
            touchInput.scroll(in: window, lines: CGPoint(x: dx, y: dy), kind: .discrete, at: location, modifiers: modifiers, timestamp: time)
        case .smoothScroll(_, let dx, let dy, let location, let modifiers, let time):
            touchInput.scroll(in: window, lines: CGPoint(x: dx, y: dy), kind: .continuous, at: location, modifiers: modifiers, timestamp: time)
        case .pointerUp(_, let button, let location, let modifiers, let time):
            touchInput.pointerUp(in: window, button: button, at: location, modifiers: modifiers, timestamp: time)
        case .touch(_, let id, let phase, let location, let time):
            touchInput.touch(in: window, id: id, phase: phase, at: location, timestamp: time)
        case .touchpadPinch(_, let phase, let scale, let rotation, let location, let time):
            touchInput.touchpadPinch(in: window, phase: phase, scale: scale, rotation: rotation, at: location, timestamp: time)
        case .pointerCancelled:
            touchInput.cancelTouches(in: window)
        case .resized(_, let size): window.platformDidResize(to: size)
        case .moved(_, let origin): window.platformDidMove(to: origin)
        case .exposed(_, let rect): window.platformDidExpose(rect)
        case .closeRequested: closeRequested(window)
        case .mapped(_, let isVisible):
            if !isVisible { touchInput.cancelTouches(in: window) }
            window.platformDidMap(isVisible)
        case .key(_, let isDown, let keysym, let usage, let text, let isRepeat, let modifiers, let time):
            keyInput.key(
                in: window, isDown: isDown, keysym: keysym, hidUsage: usage, text: text, isRepeat: isRepeat, modifiers: modifiers,
                timestamp: time)
        case .focusChanged(_, let isFocused):
            if !isFocused {
                touchInput.cancelTouches(in: window)
                keyInput.cancelPresses(in: window)
            }
            focusChanged(window, isFocused: isFocused)
        case .screensChanged:
            break
        }
    }

    private func focusChanged(_ window: UIWindow, isFocused: Bool) {
        window.hasPlatformFocus = isFocused
        if isFocused {
            focusMayHaveLeft = false
            if window.canBecomeKey, !window.isHidden { makeKey(window) }
            if application.applicationState != .background { application.transition(to: .active) }
        } else {
            // Focus moving between two of the app's windows arrives as an out then an in; decide
            // once the batch of events is handled, so the app does not resign and return.
            focusMayHaveLeft = true
        }
    }

    private func closeRequested(_ window: UIWindow) {
        window.isHidden = true
        // A scene whose last shown window closed is disconnected, and its session discarded,
        // as closing a window does on Mac Catalyst.
        if let scene = window.windowScene, !scene.windows.contains(where: { !$0.isHidden }) {
            application.disconnect(scene)
        }
        endIfNoWindowIsShown()
    }

    /// Ends the app once its last shown window has closed, as a desktop app does.
    func endIfNoWindowIsShown() {
        if shownWindows.isEmpty { end(status: 0) }
    }

    /// Ends the app: the delegate is told, windows close, the process exits with `status`.
    package func end(status: Int32) {
        guard !isEnded else { return }
        application.prepareToTerminate()
        end()
        terminate(status)
    }

    /// Enters the background when every shown window is minimized, and leaves it when one is
    /// restored or shown, once the turn's events are handled (after a focus-out is settled).
    private func settleBackgroundState() {
        var anyShown = false, allMinimized = true, anyFocused = false
        for entry in windowList {
            guard let window = entry.window, !window.isHidden else { continue }
            anyShown = true
            if !window.isMinimized { allMinimized = false }
            if window.hasPlatformFocus { anyFocused = true }
        }
        allMinimized = anyShown && allMinimized
        if allMinimized, application.applicationState != .background {
            application.transition(to: .background)
        } else if !allMinimized, application.applicationState == .background {
            application.transition(to: anyFocused ? .active : .inactive)
        }
    }

    private func settleFocus() {
        guard focusMayHaveLeft else { return }
        focusMayHaveLeft = false
        let focused = windowList.contains { $0.window?.hasPlatformFocus == true }
        if !focused, application.applicationState == .active { application.transition(to: .inactive) }
    }

    // MARK: Screens

    private func updateScreensFromPlatform() {
        let descriptions = platform.screens
        var updated: [UIScreen] = []
        var connected: [UIScreen] = [], changed: [UIScreen] = []
        for description in descriptions {
            if let screen = screens.first(where: { $0.platformScreen.id == description.id }) {
                if screen.update(description) { changed.append(screen) }
                updated.append(screen)
            } else {
                let screen = UIScreen(description, session: self)
                connected.append(screen)
                updated.append(screen)
            }
        }
        let disconnected = screens.filter { old in !updated.contains { $0 === old } }
        if let main = updated.first { lastMainScreen = main }
        screens = updated
        adoptRefreshRate()
        let center = NotificationCenter.default
        for screen in disconnected {
            // A window left on a screen that is gone moves to the main screen, as on iOS.
            for window in livingWindows where window.screen === screen { window.screen = mainScreen }
            center.post(name: UIScreen.didDisconnectNotification, object: screen)
        }
        for screen in connected { center.post(name: UIScreen.didConnectNotification, object: screen) }
        for screen in changed {
            for window in livingWindows where window.screen === screen { window.screenDidChange() }
            center.post(name: UIScreen.modeDidChangeNotification, object: screen)
        }
        madeDevice?.screensDidChange()
    }

    private func adoptRefreshRate() {
        let rate = mainScreen.platformScreen.currentMode.refreshRate
        platform.frameClock.framesPerSecond = rate
        animationEnvironment.displayLinks.refreshInterval = 1 / rate
    }

    // MARK: Frames

    /// Brings the screens up to date: settles focus and the background state, commits the transaction, lays out, draws and
    /// presents every shown window's changes, and runs the frame clock only while something moves.
    ///
    /// The main run loop calls it before it sleeps, and the frame clock on every frame (with the
    /// tick's target time); each window presents at most once in a refresh interval of its
    /// screen (``UIWindow/renderFrame(tick:)``).
    package func updateScreens() {
        updateScreens(tick: nil)
    }

    private func updateScreens(tick: CFTimeInterval?) {
        guard !isEnded else { return }
        application.performSceneRequests()
        guard !isEnded else { return }
        touchInput.flushMoves()
        settleFocus()
        settleBackgroundState()
        application.settleSceneStates()
        CATransaction.flush()
        let windows = orderedWindows
        for window in windows where !window.isHidden { window.focusSystemStorage?.updateHalo(in: window) }
        debugOverlays.update(windows, lastHit: touchDispatcher.lastHitView)
        touchMarkers.update(windows, touches: touchDispatcher.activeTouches)
        var animating = false
        for window in windows where !window.isHidden {
            if window.renderFrame(tick: tick) { animating = true }
        }
        windowsAnimate = animating
        updateFrameClock()
    }

    private func updateFrameClock() {
        let clock = platform.frameClock
        if windowsAnimate || displayLinkTick != nil {
            if !clock.isRunning { clock.start { [weak self] time in self?.frame(at: time) } }
        } else if clock.isRunning {
            clock.stop()
        }
    }

    private func frame(at time: CFTimeInterval) {
        displayLinkTick?(time)
        updateScreens(tick: time)
    }

    fileprivate func setDisplayLinkTick(_ tick: (@MainActor (CFTimeInterval) -> Void)?) {
        displayLinkTick = tick
        updateFrameClock()
    }

    // MARK: The main run loop

    /// Makes the main run loop update the screens each time it is about to sleep.
    ///
    /// `loop` is the main run loop's CFRunLoop unless a test runs the main actor on another thread.
    package func startRunLoopObserver(_ loop: CFRunLoop = CFRunLoopGetMain()) {
        guard runLoopObserver == nil else { return }
        let update: (CFRunLoopObserver?, CFRunLoopActivity) -> Void = { [weak self] _, _ in
            MainActor.assumeIsolated { self?.updateScreens() }
        }
        guard let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, 0, update)
        else { return }
        CFRunLoopAddObserver(loop, observer, kCFRunLoopCommonModes)
        runLoopObserver = (observer, loop)
    }

    private func stopRunLoopObserver() {
        guard let (observer, loop) = runLoopObserver else { return }
        CFRunLoopRemoveObserver(loop, observer, kCFRunLoopCommonModes)
        CFRunLoopObserverInvalidate(observer)
        self.runLoopObserver = nil
    }
}

/// A window held without keeping it alive.
private struct WeakWindow {
    weak var window: UIWindow?
}

/// Drives display links from the session's frame clock, so links and window frames share one tick.
@MainActor
private final class SessionDisplayLinkDriver: DisplayLinkDriver {
    private weak var session: PlatformSession?

    init(session: PlatformSession) {
        self.session = session
    }

    func start(interval: CFTimeInterval, tick: @escaping @MainActor (CFTimeInterval) -> Void) {
        session?.setDisplayLinkTick(tick)
    }

    func stop() {
        session?.setDisplayLinkTick(nil)
    }
}
