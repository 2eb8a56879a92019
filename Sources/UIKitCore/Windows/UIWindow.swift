import CoreGraphics
public import Foundation
package import Platform
import QuartzCore

/// The root of a view hierarchy shown on a screen: one top-level X window.
///
/// A window's frame is in its screen's coordinates (points). A new window is hidden; showing it
/// (``makeKeyAndVisible()`` or `isHidden = false`) maps its platform window, whose pixels the
/// app's run loop draws from the window's layer tree before it sleeps. Windows are stacked by
/// ``windowLevel``. The app does not keep windows alive: keep a reference, as on iOS.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// Posted when a window is shown; the object is the window.
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden (by the app, or closed by the user); not when it is minimized.
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted when a window becomes the key window.
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window stops being the key window.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    /// A window's place in the stacking order: windows of a higher level are always in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The value as a number.
        public var rawValue: CGFloat
        /// A level with the given value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level with the given value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ordinary windows: 0.
        public static let normal = Level(rawValue: 0)
        /// Above ordinary windows: 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// Above everything else: 2000.
        public static let alert = Level(rawValue: 2000)

        /// Whether `lhs` is below `rhs`.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// The level `rhs` above `lhs`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
        /// The level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
    }

    /// The platform window showing this one, made when it is first shown.
    package internal(set) var platformWindow: (any PlatformWindow)?
    /// What the platform window is made as: an application window, or a pop-up (a menu, a
    /// tooltip) placed exactly where asked, above the others, never focused. Set before showing.
    package var platformRole = WindowRole.normal
    /// The window a pop-up belongs to, named to the platform as its parent.
    package weak var popUpOwner: UIWindow?
    /// Orders windows of one level: the most recently raised has the highest.
    var stackOrder = 0
    /// Whether the platform reports the keyboard focus in this window.
    var hasPlatformFocus = false
    /// Whether the user or the window manager has minimized the shown window.
    var isMinimized = false
    /// Unmaps the app asked for whose notices have not arrived yet, so they are not taken for minimizing.
    var expectedUnmaps = 0
    /// Set while the window takes geometry from its platform window, so it is not sent back.
    var isApplyingPlatformGeometry = false
    var pendingExposures: [CGRect] = []
    /// When the window may composite next: once in each refresh interval of its screen.
    var framePacer = FramePacer()
    /// Draws the window's layer tree into its platform window's surface, frame after frame.
    package internal(set) var compositor: LayerCompositor?
    private var screenStorage: UIScreen

    /// The scene the window belongs to; setting it moves the window to that scene.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }
    /// The size limits its scene sets, in points; zero for none.
    var sceneSizeLimits: (minimum: CGSize, maximum: CGSize) = (.zero, .zero)

    /// The responder with the window's keyboard focus.
    weak var firstResponderStorage: UIResponder?
    /// The window's focus system, once one was asked for.
    var focusSystemStorage: UIFocusSystem?
    var titleStorage = ""
    /// The session the window was made in, which shows it and delivers its events.
    weak var owningSession: PlatformSession?
    /// The window's session; the current one for a window whose session has ended.
    package var session: PlatformSession { owningSession ?? UIApplication.shared.session }

    /// Creates a hidden window with `frame` in its screen's coordinates, on the main screen.
    public override init(frame: CGRect) {
        let session = UIApplication.shared.session
        screenStorage = session.mainScreen
        super.init(frame: frame)
        finishInit(session)
    }

    /// Creates a hidden window from an archive, on the main screen.
    public required init?(coder: NSCoder) {
        let session = UIApplication.shared.session
        screenStorage = session.mainScreen
        super.init(coder: coder)
        finishInit(session)
    }

    private func finishInit(_ session: PlatformSession) {
        owningSession = session
        super.isHidden = true
        layer.contentsScale = screenStorage.scale
        session.register(self)
    }

    // A plain deinit, as Apple's classes have, so subclasses may declare a plain `deinit` too.
    deinit {
        cleanUpOnMainThread {
            detachPlatformWindow()
        }
    }

    // MARK: Screen and level

    /// The screen the window is shown on. Setting it moves the window's platform window to that
    /// monitor, at the same place in its coordinates, and redraws the hierarchy at its scale.
    ///
    /// A screen of another session (a second application in the process, which only the
    /// framework's own tests make) hands the window to that session, which shows it from then on.
    open var screen: UIScreen {
        get { screenStorage }
        set {
            guard newValue !== screenStorage else { return }
            guard let other = newValue.owningSession, other !== owningSession else {
                screenStorage = newValue
                return screenDidChange()
            }
            let wasShown = leaveSession()
            screenStorage = newValue
            join(other, show: wasShown)
            screenDidChange()
        }
    }

    /// Where the window sits in the stacking order; ``Level/normal`` by default.
    open var windowLevel: Level = .normal {
        didSet {
            guard windowLevel != oldValue else { return }
            platformWindow?.stackingLayer = stackingLayer
            session.restack()
        }
    }

    // MARK: Root view controller

    private var rootViewControllerStorage: UIViewController?
    /// Child controllers whose views joined the window since the last frame: they have appeared
    /// once it is presented.
    var appearingControllers: [UIViewController] = []

    /// The controller whose view fills the window.
    ///
    /// Setting it adds the controller's view (loading it) as a subview that covers the window
    /// and resizes with it, and removes the previous controller's view. On a shown window the
    /// previous controller disappears and the new one appears, its ``UIViewController/viewDidAppear(_:)``
    /// once the frame that shows it has been presented.
    ///
    /// Divergence: the view's `autoresizingMask` becomes flexible width and height, so it follows
    /// the window's size at once; UIKit leaves the mask and sizes the view in the window's layout.
    open var rootViewController: UIViewController? {
        get { rootViewControllerStorage }
        set {
            guard newValue !== rootViewControllerStorage else { return }
            let old = rootViewControllerStorage
            if !isHidden { old?.beginDisappearance() }
            if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            rootViewControllerStorage = newValue
            if let newValue {
                let rootView: UIView = newValue.view
                if !isHidden { newValue.beginAppearance() }
                rootView.frame = bounds
                rootView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(rootView)
            }
            if !isHidden { old?.endDisappearance() }
        }
    }

    /// Tells the root view controller, and child controllers whose views joined the window,
    /// that they have appeared, once a frame showing them is presented.
    func finishAppearance() {
        rootViewControllerStorage?.endAppearance()
        let appearing = appearingControllers
        appearingControllers = []
        for controller in appearing { controller.endAppearance() }
    }

    // MARK: Visibility and key status

    /// Whether the window is hidden; a new window is. Showing it maps its platform window in
    /// front of the windows of its level.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            guard newValue != super.isHidden else { return }
            super.isHidden = newValue
            if newValue {
                rootViewControllerStorage?.beginDisappearance()
                // A hidden window's touches end as cancelled, as when iOS takes a window away.
                session.touchInput.cancelTouches(in: self)
                platformHide()
                rootViewControllerStorage?.endDisappearance()
            } else {
                // A window is the root of its hierarchy: proxies style it as it is shown.
                if !session.appearanceProxies.isEmpty { session.appearanceProxies.apply(to: self) }
                // It appears once the frame that shows it has been presented.
                rootViewControllerStorage?.beginAppearance()
                platformShow()
            }
        }
    }

    /// Whether the window is the key window, the one keyboard events go to.
    open var isKeyWindow: Bool { session.keyWindow === self }

    /// Whether the window may become the key window; `true` by default.
    open var canBecomeKey: Bool { true }

    /// Shows the window in front of its level and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// The application: a window's events climb to it.
    open override var next: UIResponder? { session.application }

    /// Delivers an event the application passes to the window: the touches that began in it
    /// go to their gesture recognizers and views, presses to its first responder (or itself). Override to watch every event; call `super`.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches: session.touchDispatcher.deliver(event, in: self)
        case .presses: if let event = event as? UIPressesEvent { session.keyInput.deliver(event, in: self) }
        default: break
        }
    }

    /// Makes the window the key window and gives its platform window the keyboard focus.
    open func makeKey() {
        session.makeKey(self)
        if !isHidden { platformWindow?.focus() }
    }

    /// Called when the window has become the key window; posts ``didBecomeKeyNotification``.
    /// Overrides must call `super`.
    open func becomeKey() {
        NotificationCenter.default.post(name: Self.didBecomeKeyNotification, object: self)
    }

    /// Called when the window has stopped being the key window; posts ``didResignKeyNotification``.
    /// Overrides must call `super`.
    open func resignKey() {
        NotificationCenter.default.post(name: Self.didResignKeyNotification, object: self)
    }

    // MARK: Geometry kept in step with the platform window

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            placePlatformWindow()
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            placePlatformWindow()
        }
    }

    /// The window itself: a window is its own.
    open override var window: UIWindow? { self }

    open override var center: CGPoint {
        get { super.center }
        set {
            super.center = newValue
            placePlatformWindow()
        }
    }

    // MARK: Converting between windows and the screen

    /// Converts `point` from this window's coordinates to `window`'s, or to the screen's when `nil`.
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let onScreen = pointOnScreen(point)
        return window?.pointFromScreen(onScreen) ?? onScreen
    }

    /// Converts `point` from `window`'s coordinates, or the screen's when `nil`, to this window's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        pointFromScreen(window?.pointOnScreen(point) ?? point)
    }

    /// Converts `rect` from this window's coordinates to `window`'s, or to the screen's when `nil`.
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        CGRect.boundingBox(of: rect) { convert($0, to: window) }
    }

    /// Converts `rect` from `window`'s coordinates, or the screen's when `nil`, to this window's.
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        CGRect.boundingBox(of: rect) { convert($0, from: window) }
    }
}
