public import CoreGraphics
public import Foundation
public import Platform

/// A window that exists only in memory.
@MainActor
public final class HeadlessWindow: PlatformWindow {
    /// The window's identifier, which its events carry.
    public let id: WindowID
    /// The title the window shows.
    public var title: String
    /// Where the window is, in global screen pixels.
    public private(set) var frame: CGRect
    /// Whether the window is shown.
    public private(set) var isVisible = false
    /// Whether the window is minimized (by ``minimize()``), as a window manager iconifies it.
    public private(set) var isMinimized = false
    /// The memory the window's picture is drawn into.
    public private(set) var surface: WindowSurface
    /// The size limits last set.
    public private(set) var sizeLimits: (minimum: CGSize?, maximum: CGSize?)
    /// Whether the window asked for no decorations.
    public let isBorderless: Bool
    /// What the window is for: an application window or a pop-up.
    public let role: WindowRole
    /// The window a pop-up belongs to, if any.
    public let parent: WindowID?
    /// The band the window asked the (absent) window manager to keep it in.
    public var stackingLayer = WindowStackingLayer.normal
    /// The damage rectangles of the most recent presents (at most ``recordedPresents``), oldest first.
    public private(set) var presentedDamage: [[CGRect]] = []
    /// How many presents ``presentedDamage`` keeps: a window presenting for hours must not grow.
    public static let recordedPresents = 64
    /// How many times the window has presented.
    public private(set) var presentCount = 0
    private weak var platform: HeadlessPlatform?
    /// What the screen shows: the surface pixels as of each present, inside its damage.
    private var screen: WindowSurface

    init(platform: HeadlessPlatform, id: WindowID, configuration: WindowConfiguration) throws(PlatformError) {
        self.platform = platform
        self.id = id
        self.title = configuration.title
        self.frame = configuration.frame.standardized
        self.isBorderless = configuration.isBorderless
        self.role = configuration.role
        self.parent = configuration.parent
        self.sizeLimits = (configuration.minimumSize, configuration.maximumSize)
        let size = Self.pixelSize(of: frame)
        surface = try WindowSurface.allocate(width: size.width, height: size.height)
        screen = try WindowSurface.allocate(width: size.width, height: size.height)
    }

    private static func pixelSize(of frame: CGRect) -> (width: Int, height: Int) {
        let width = frame.width.isFinite ? Int(frame.width.rounded()) : 1
        let height = frame.height.isFinite ? Int(frame.height.rounded()) : 1
        return (max(width, 1), max(height, 1))
    }

    /// Shows the window.
    public func show() {
        if isMinimized {
            // Mapping an iconified window restores it, as ICCCM has window managers do.
            isMinimized = false
            platform?.bringToFront(self)
            platform?.inject(.mapped(window: id, isVisible: true))
            return
        }
        guard !isVisible else { return raise() }
        isVisible = true
        platform?.bringToFront(self)
        platform?.inject(.mapped(window: id, isVisible: true))
        platform?.inject(.exposed(window: id, rect: CGRect(x: 0, y: 0, width: surface.width, height: surface.height)))
    }

    /// Hides the window.
    public func hide() {
        guard isVisible else { return }
        isVisible = false
        isMinimized = false
        platform?.inject(.mapped(window: id, isVisible: false))
    }

    /// Minimizes the shown window as a user would through the window manager: it is unmapped
    /// by someone other than the app and loses the keyboard focus.
    public func minimize() {
        guard isVisible, !isMinimized else { return }
        isMinimized = true
        platform?.loseFocus(self)
        platform?.inject(.mapped(window: id, isVisible: false))
    }

    /// Puts the window in front of the others of its stacking layer.
    public func raise() {
        platform?.bringToFront(self)
    }

    /// Gives the window the keyboard focus.
    public func focus() {
        guard isVisible, !isMinimized else { return }
        platform?.moveFocus(to: self)
    }

    /// Moves and resizes the window.
    public func setFrame(_ newFrame: CGRect) {
        let standard = newFrame.standardized
        guard standard.origin.x.isFinite, standard.origin.y.isFinite, standard.width.isFinite, standard.height.isFinite else {
            return
        }
        let old = frame
        frame = standard
        if old.origin != standard.origin { platform?.inject(.moved(window: id, origin: standard.origin)) }
        let size = Self.pixelSize(of: standard)
        if size.width != surface.width || size.height != surface.height,
            let newSurface = try? WindowSurface.allocate(width: size.width, height: size.height),
            let newScreen = try? WindowSurface.allocate(width: size.width, height: size.height)
        {
            surface = newSurface
            screen = newScreen
            platform?.inject(.resized(window: id, size: CGSize(width: size.width, height: size.height)))
        }
    }

    /// Sets the limits of user resizing.
    public func setSizeLimits(minimum: CGSize?, maximum: CGSize?) {
        sizeLimits = (minimum, maximum)
    }

    /// `true`: moves are made on the screen, from what it shows.
    public var movesPixelsOnScreen: Bool { true }

    /// Moves the screen's pixels as each move says, then shows the surface's pixels inside
    /// `damage`, as a window system that copies on the screen does.
    public func present(damage: [CGRect], moves: [SurfaceMove]) {
        presentedMoves.append(moves)
        if presentedMoves.count > Self.recordedPresents { presentedMoves.removeFirst() }
        for move in moves { _ = screen.context.moveDevicePixels(in: move.rect, by: move.offset) }
        put(damage)
    }

    /// The moves of the most recent presents (at most ``recordedPresents``, none for a present
    /// without moves), oldest first, in step with ``presentedDamage``.
    public private(set) var presentedMoves: [[SurfaceMove]] = []

    /// Shows the surface's pixels inside `damage`.
    public func present(damage: [CGRect]) {
        present(damage: damage, moves: [])
    }

    private func put(_ damage: [CGRect]) {
        let bounds = CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
        let clipped = damage.map { $0.integral.intersection(bounds) }.filter { !$0.isNull && !$0.isEmpty }
        if presentedDamage.count >= Self.recordedPresents { presentedDamage.removeFirst(presentedDamage.count - Self.recordedPresents + 1) }
        presentedDamage.append(clipped)
        presentCount += 1
        surface.context.flush()
        for rect in clipped {
            for y in Int(rect.minY)..<Int(rect.maxY) {
                let offset = y * surface.bytesPerRow + Int(rect.minX) * 4
                memcpy(screen.bytes + offset, surface.bytes + offset, Int(rect.width) * 4)
            }
        }
    }

    /// The pixels the presents so far have put on screen.
    public func presentedImage() -> CGImage? {
        screen.makeImage()
    }

    /// Destroys the window.
    public func close() {
        isVisible = false
        platform?.remove(self)
    }

    /// Whether the window has the keyboard focus.
    public internal(set) var isFocused = false
}
