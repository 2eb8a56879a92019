public import Foundation
public import Platform
public import PlatformHeadless
public import PlatformX11
public import UIKitCore

/// An app under test: a platform (in memory, or a private X server), a manual media clock that
/// moves only when the test says, and the app's UIKit session on them.
///
/// Make one at the start of a test and keep it for the test's length; the X server it started
/// stops when it is released, even when the test fails. Only one app runs at a time in a
/// process (UIKit has one `UIApplication`), so tests that use one run on the main actor.
///
/// ```swift
/// let app = try TestApp(display: .xvfb())
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
/// window.makeKeyAndVisible()
/// try app.waitForIdle()
/// ```
@MainActor
public final class TestApp {
    /// Where the app's windows appear.
    public enum Display {
        /// In memory, with these screens (one 1280×800 screen when `nil`): no X server, input injected in process.
        case headless(screens: [ScreenDescription]? = nil)
        /// A private Xvfb of one screen of `width`×`height` pixels at `depth` bits (windows need
        /// 24; other depths are refused with an error saying so), whose core screen reports `dpi`
        /// to X clients (100 by default). Xvfb's RandR output has no physical size, so `UIScreen`'s
        /// scale there comes from `CASEMENT_SCALE` (1 by default).
        case xvfb(width: Int = 1280, height: Int = 800, depth: Int = 24, dpi: Int? = nil)
        /// A private Xorg with the dummy video driver: several screens with real modes and hot-plug.
        case xorgDummy
    }

    /// The media clock animations, display links and timed input follow; it stands still
    /// unless the test advances it (``advance(by:)``, `waitForIdle(timeout:includingRepeatingAnimations:)`).
    public let clock: ManualClock
    /// The platform the app's windows live on.
    public let platform: any Platform
    /// The private X server, for the X11 displays.
    public let server: PrivateXServer?
    /// The session joining UIKit to the platform (for the framework's own tests).
    package let session: PlatformSession
    var idlingResources: [any IdlingResource] = []
    /// Where the driver's input goes.
    private(set) lazy var injector: any InputInjector = {
        if let x11 = platform as? X11Platform { return X11Injector(platform: x11) }
        return HeadlessInjector(platform: platform as! HeadlessPlatform)
    }()
    /// The driver's last actions, newest last, for failure bundles.
    private(set) var recentActions: [String] = []
    /// The exit statuses the app asked for; a test app never exits the process.
    public private(set) var terminations: [Int32] = []

    /// Starts a platform on `display`, installs the pinned fonts, runs `beforeLaunch` (to plug in
    /// monitors the app should find at launch, say) and launches the app with `delegate` (its
    /// `application(_:didFinishLaunchingWithOptions:)` runs before this returns).
    ///
    /// The app keeps its interface state (state restoration) in `stateDirectory`, and keeps none
    /// when it is `nil`: to test a relaunch, end one app (``quit()``) and launch the next with
    /// the same folder.
    ///
    /// - Throws: `PlatformError` when the X server cannot be started or reached, or what
    ///   `beforeLaunch` throws.
    public init(
        display: Display = .headless(), delegate: (any UIApplicationDelegate)? = nil, stateDirectory: URL? = nil,
        beforeLaunch: ((TestApp) throws -> Void)? = nil
    ) throws {
        PinnedFonts.install()
        switch display {
        case .headless(let screens):
            let headless = HeadlessPlatform(screens: screens ?? [HeadlessPlatform.defaultScreen])
            (platform, clock, server) = (headless, headless.clock, nil)
        case .xvfb(let width, let height, let depth, let dpi):
            let server = try PrivateXServer.xvfb(width: width, height: height, depth: depth, dpi: dpi)
            let clock = ManualClock()
            (platform, self.clock, self.server) = (try X11Platform(displayName: server.displayName, frameClock: clock), clock, server)
        case .xorgDummy:
            let server = try PrivateXServer.xorgDummy()
            let clock = ManualClock()
            (platform, self.clock, self.server) = (try X11Platform(displayName: server.displayName, frameClock: clock), clock, server)
        }
        if let primary = platform.screens.first { clock.framesPerSecond = primary.currentMode.refreshRate }
        session = PlatformSession.install(platform)
        session.terminate = { [weak self] status in self?.terminations.append(status) }
        session.eventTimesFollowClock = platform is X11Platform
        session.application.stateRestoration.directory = stateDirectory
        try beforeLaunch?(self)
        session.launch(delegate: delegate)
        FailureBundle.addSource { [self] folder in writeBundle(into: folder) }
    }

    /// Whether releasing the app tears it down; the framework's unit tests keep an in-memory
    /// session after dropping its app.
    package var tearsDownWhenReleased = true

    isolated deinit {
        if tearsDownWhenReleased { tearDown() }
    }

    /// Ends the app: its windows close, an in-memory platform takes its place (unless another
    /// app under test already has), and its X server stops. Later calls do nothing.
    public func tearDown() {
        if session.isCurrent { PlatformSession.install(HeadlessPlatform()) }
        // The connection goes first, so the server's exit is not taken for a lost display.
        (platform as? X11Platform)?.disconnect()
        server?.stop()
    }

    /// The app object.
    public var application: UIApplication { session.application }

    /// The app's shown windows, back to front.
    public var windows: [UIWindow] { session.shownWindows }

    /// Ends the app as quitting it from the desktop does (SIGTERM): it saves its interface
    /// state, its delegate hears `applicationWillTerminate(_:)`, its windows close. The process
    /// goes on; ``terminations`` records the exit status.
    public func quit() {
        session.end(status: 0)
    }

    /// Gives the app a memory warning, as the iOS Simulator's "Simulate Memory Warning" does.
    public func simulateMemoryWarning() {
        session.performMemoryWarning()
    }

    /// The interface style the desktop asks for, light unless the environment says otherwise
    /// (`CASEMENT_APPEARANCE`, `GTK_THEME`). Setting it restyles every window and view without an
    /// override of its own, as switching the desktop to dark does.
    public var systemUserInterfaceStyle: UIUserInterfaceStyle {
        get { session.systemInterfaceStyle }
        set { session.systemInterfaceStyle = newValue == .unspecified ? .light : newValue }
    }

    /// Whether the desktop asks the app to reduce motion (`UIAccessibility.isReduceMotionEnabled`),
    /// as the environment says at launch (`CASEMENT_REDUCE_MOTION`, GTK's setting). Setting it
    /// posts `UIAccessibility.reduceMotionStatusDidChangeNotification` when it changes, as
    /// turning the desktop's animations off does on iOS.
    public var isReduceMotionEnabled: Bool {
        get { session.accessibility.isReduceMotionEnabled }
        set { session.accessibility.setReduceMotionEnabled(newValue) }
    }

    /// The accessibility notifications the app posted (`UIAccessibility.post`), oldest first; the last 256.
    public var postedAccessibilityNotifications: [(notification: UIAccessibility.Notification, argument: Any?)] {
        session.accessibility.postedNotifications
    }

    /// Registers `resource`, which `waitForIdle(timeout:includingRepeatingAnimations:)` then waits for.
    public func register(_ resource: any IdlingResource) {
        idlingResources.append(resource)
    }

    /// Removes a registered resource.
    public func unregister(_ resource: any IdlingResource) {
        idlingResources.removeAll { $0 === resource }
    }

    /// One turn of the app's main run loop: events that arrived are handled, due timers fire,
    /// then the screens are brought up to date, as before the loop sleeps.
    ///
    /// Each turn presents what changed, standing for a refresh of the screen: the manual clock
    /// stands still between turns, where a real app presents at most once per refresh and
    /// leaves later changes to the next one.
    public func runTurn() {
        (platform as? X11Platform)?.synchronize()
        platform.dispatchPendingEvents()
        _ = RunLoop.current.run(mode: .default, before: Date.distantPast)
        session.updateScreens()
    }

    /// Keeps the last 50 driver actions.
    func recordAction(_ text: String) {
        recentActions.append(String(format: "%.3f s: ", clock.now) + text)
        if recentActions.count > 50 { recentActions.removeFirst() }
    }

    /// Moves the media clock forward by `seconds`, rendering every frame that falls due on the
    /// way (at the main screen's refresh rate) and firing timed input, then takes a turn.
    public func advance(by seconds: TimeInterval) {
        runTurn()
        clock.advance(by: seconds)
        runTurn()
    }
}
