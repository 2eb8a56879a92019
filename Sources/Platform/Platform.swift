import CoreGraphics
public import Foundation

/// A failure of the windowing system: no display, a refused connection, a missing extension.
public struct PlatformError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed, why, and what to try.
    public let message: String

    /// Creates an error with an explanation the user can act on.
    public init(_ message: String) { self.message = message }

    /// The error message.
    public var description: String { message }
}

/// What a new window looks like and where it goes.
public struct WindowConfiguration: Sendable, Equatable {
    /// The title shown by the window manager.
    public var title: String
    /// The window's frame in global pixels. With no window manager, it appears exactly here.
    public var frame: CGRect
    /// The smallest size the user may resize the window to, if limited.
    public var minimumSize: CGSize?
    /// The largest size the user may resize the window to, if limited.
    public var maximumSize: CGSize?
    /// Whether the window manager should draw no title bar or border.
    public var isBorderless: Bool
    /// What the window is for: an application window, or a pop-up placed exactly where asked.
    public var role: WindowRole
    /// The window a pop-up belongs to, if any.
    public var parent: WindowID?

    /// Creates a configuration.
    public init(
        title: String = "", frame: CGRect, minimumSize: CGSize? = nil, maximumSize: CGSize? = nil, isBorderless: Bool = false,
        role: WindowRole = .normal, parent: WindowID? = nil
    ) {
        self.title = title
        self.frame = frame
        self.minimumSize = minimumSize
        self.maximumSize = maximumSize
        self.isBorderless = isBorderless
        self.role = role
        self.parent = parent
    }
}

/// What a window is for, which decides how the window manager treats it.
public enum WindowRole: Sendable, Equatable {
    /// An application window, which the window manager decorates, places and focuses.
    case normal
    /// A menu: shown exactly where asked, above other windows, undecorated, never focused by the
    /// window manager (an X override-redirect window of type `_NET_WM_WINDOW_TYPE_POPUP_MENU`),
    /// so it can extend past its application's windows.
    case popUpMenu
    /// A tooltip: placed like a menu, of type `_NET_WM_WINDOW_TYPE_TOOLTIP`.
    case toolTip
}

/// A windowing system: screens, windows with drawing surfaces, input events and a frame clock.
///
/// Implementations: `X11Platform` (a real X server) and `HeadlessPlatform` (in memory, for
/// tests). Both render into the same ARGB32 surfaces, so what tests see is what the screen shows.
@MainActor
public protocol Platform: AnyObject {
    /// The active screens, primary first.
    var screens: [ScreenDescription] { get }

    /// Creates a hidden window; call ``PlatformWindow/show()`` to map it.
    func makeWindow(_ configuration: WindowConfiguration) throws(PlatformError) -> any PlatformWindow

    /// The windows that exist, from back to front.
    var windows: [any PlatformWindow] { get }

    /// Receives every event, on the main actor, as it arrives.
    var eventHandler: (@MainActor (PlatformEvent) -> Void)? { get set }

    /// Delivers every event that has already arrived to ``eventHandler``, without waiting.
    func dispatchPendingEvents()

    /// The clock that paces frames and timestamps animations.
    var frameClock: any FrameClock { get }

    /// Switches the screen `id` to `mode`, one of its ``ScreenDescription/modes``; a
    /// ``PlatformEvent/screensChanged`` follows. Throws, changing nothing, when the screen or
    /// mode is unknown or the display refuses.
    func setMode(_ mode: ScreenMode, forScreen id: String) throws(PlatformError)
}

/// A band of the stacking order a window manager keeps windows in.
public enum WindowStackingLayer: Sendable, Equatable {
    /// Behind normal windows (a desktop-like window).
    case below
    /// With the other windows.
    case normal
    /// In front of normal windows (panels, alerts).
    case above
}

/// A top-level window and the pixels shown in it.
@MainActor
public protocol PlatformWindow: AnyObject {
    /// The platform's identifier for the window.
    var id: WindowID { get }
    /// The title shown by the window manager.
    var title: String { get set }
    /// The window's frame in global pixels.
    var frame: CGRect { get }
    /// Whether the window is mapped.
    var isVisible: Bool { get }
    /// The surface drawn into; it is replaced when the window's size changes.
    var surface: WindowSurface { get }

    /// Maps the window and brings it to the front.
    func show()
    /// Unmaps the window.
    func hide()
    /// Moves the window in front of the others.
    func raise()
    /// The band the window manager keeps the window in: above or below normal windows.
    var stackingLayer: WindowStackingLayer { get set }
    /// Gives the window the keyboard focus; it must be visible.
    func focus()
    /// Moves and resizes the window.
    func setFrame(_ frame: CGRect)
    /// Sets the limits of user resizing.
    func setSizeLimits(minimum: CGSize?, maximum: CGSize?)
    /// Shows the surface's pixels inside `damage` (surface pixels) on the screen.
    func present(damage: [CGRect])
    /// Moves what the screen shows of each move's rectangle by its offset (a scroll), then shows
    /// the surface's pixels inside `damage`.
    func present(damage: [CGRect], moves: [SurfaceMove])
    /// Whether ``present(damage:moves:)`` moves the pixels on the screen itself: the surface's
    /// own pixels then need not move (only what is painted is presented from it), and parts of
    /// the screen it could not move come back as exposures to paint again.
    var movesPixelsOnScreen: Bool { get }
    /// Destroys the window; the object must not be used afterwards.
    func close()
}

/// Pixels of a window's surface moved within a rectangle by whole pixels (a scrolled area).
public struct SurfaceMove: Sendable, Equatable {
    /// The rectangle, in surface pixels, whose pixels moved within it.
    public var rect: CGRect
    /// How far they moved, in whole surface pixels.
    public var offset: CGPoint

    /// A move of the pixels in `rect` by `offset`.
    public init(rect: CGRect, offset: CGPoint) {
        self.rect = rect
        self.offset = offset
    }

    /// Where the moved pixels landed: the part of `rect` they still cover.
    public var destination: CGRect {
        rect.intersection(rect.offsetBy(dx: offset.x, dy: offset.y))
    }
}

extension PlatformWindow {
    /// `false`: the moves are presented from the surface, whose pixels must have moved.
    public var movesPixelsOnScreen: Bool { false }

    /// Shows the moved rectangles' pixels as well as the damage: a window system that cannot
    /// move what it shows gets the moved pixels again.
    public func present(damage: [CGRect], moves: [SurfaceMove]) {
        present(damage: damage + moves.map(\.destination).filter { !$0.isNull && !$0.isEmpty })
    }
}

/// A source of frame times: the media clock and a per-frame callback at the screen's rate.
@MainActor
public protocol FrameClock: AnyObject {
    /// The current media time in seconds (monotonic, arbitrary origin); read on any thread, as
    /// `CACurrentMediaTime()` is.
    nonisolated var now: TimeInterval { get }
    /// The frame rate the callbacks are paced at.
    var framesPerSecond: Double { get set }
    /// Calls `callback` with the frame's time before each frame until ``stop()``; replaces an earlier callback.
    func start(_ callback: @escaping @MainActor (TimeInterval) -> Void)
    /// Stops the callbacks; the clock then costs nothing.
    func stop()
    /// Whether callbacks are being delivered.
    var isRunning: Bool { get }
    /// Calls `action` once when the clock reaches `time`, replacing an earlier wake-up; `nil` cancels it.
    ///
    /// Things that wait on the media clock (a long press, a double tap's window) use one wake-up
    /// for their earliest deadline, so a waiting app holds one timer and a test's clock fires it
    /// when advanced past it.
    func setWakeUp(at time: TimeInterval?, _ action: @escaping @MainActor () -> Void)
    /// Whether time moves only when a test moves it, standing still between run-loop turns.
    var movesOnlyWhenTold: Bool { get }
}

extension FrameClock {
    /// Clocks of real time move by themselves.
    public var movesOnlyWhenTold: Bool { false }
}
