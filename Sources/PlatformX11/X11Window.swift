@_implementationOnly import CX11
@_implementationOnly import CXInput2
public import CoreGraphics
public import Foundation
public import Platform

/// A top-level X window whose pixels live in the client and are presented by damage rectangles.
@MainActor
public final class X11Window: PlatformWindow {
    /// The window's identifier, which its events carry.
    public let id: WindowID
    /// Where the window is, in global screen pixels.
    public private(set) var frame: CGRect
    /// Whether the window is shown.
    public private(set) var isVisible = false
    /// The memory the window's picture is drawn into.
    public private(set) var surface: WindowSurface
    let xWindow: Window
    private let gc: GC
    private var image: X11Image
    private weak var platform: X11Platform?
    private let connection: X11Connection
    let inputContext: XIC?
    /// Keys held down, to tell auto-repeat presses from new ones.
    var pressedKeys: Set<UInt32> = []
    /// The rotation of the touchpad pinch in progress, summed from its steps, in radians.
    var pinchRotation = 0.0

    /// Whether presents go through MIT-SHM.
    public var usesSharedMemory: Bool { image.usesSharedMemory }

    init(platform: X11Platform, configuration: WindowConfiguration) throws(PlatformError) {
        self.platform = platform
        let connection = platform.connection
        self.connection = connection
        let display = connection.display
        let frame = Self.sanitized(configuration.frame)
        self.frame = frame
        var attributes = XSetWindowAttributes()
        attributes.background_pixel = 0
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = Int(
            ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | ButtonPressMask | ButtonReleaseMask
                | PointerMotionMask | EnterWindowMask | LeaveWindowMask | FocusChangeMask)
        // A pop-up is placed and stacked by the application alone: the window manager neither
        // decorates, moves nor focuses it.
        let isPopUp = configuration.role != .normal
        attributes.override_redirect = isPopUp ? 1 : 0
        attributes.save_under = isPopUp ? 1 : 0
        let xWindow = XCreateWindow(
            display, connection.root, Int32(frame.minX), Int32(frame.minY), UInt32(frame.width), UInt32(frame.height), 0,
            connection.depth, UInt32(InputOutput), connection.visual,
            UInt(CWBackPixel | CWBitGravity | CWEventMask | CWOverrideRedirect | CWSaveUnder), &attributes)
        self.xWindow = xWindow
        try XErrorTrap.check(display, "Creating a \(Int(frame.width))×\(Int(frame.height)) window")
        id = WindowID(rawValue: UInt64(xWindow))
        gc = XCreateGC(display, xWindow, 0, nil)
        var protocols = [connection.wmDeleteWindow]
        XSetWMProtocols(display, xWindow, &protocols, 1)
        inputContext = connection.inputMethod.flatMap { CX11_createInputContext($0, xWindow) }
        do {
            image = try X11Image(connection: connection, width: Int(frame.width), height: Int(frame.height))
            surface = try Self.surface(for: image)
        } catch {
            XFreeGC(display, gc)
            XDestroyWindow(display, xWindow)
            throw error
        }
        title = configuration.title
        applyTitle()
        applySizeHints(minimum: configuration.minimumSize, maximum: configuration.maximumSize, position: true)
        if configuration.isBorderless { applyBorderless() }
        role = configuration.role
        applyRole(parent: configuration.parent)
        selectInputExtensionEvents()
        connection.flush()
    }

    /// Asks for the pointer's motion and buttons with their scroll valuators, touch-screen touches
    /// (XI 2.2) and touchpad pinches (XI 2.4) where the server has them; a touch screen then sends
    /// touches instead of emulating the pointer, and the core pointer events stop.
    private func selectInputExtensionEvents() {
        guard connection.xiOpcode != nil else { return }
        var events = [XI_Motion, XI_ButtonPress, XI_ButtonRelease, XI_DeviceChanged, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd]
        if connection.xiMinorVersion >= 4 { events += [XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd] }
        let length = CXInput2_maskLength(XI_LASTEVENT)
        var bits = [UInt8](repeating: 0, count: Int(length))
        bits.withUnsafeMutableBufferPointer { buffer in
            for event in events { CXInput2_setMask(buffer.baseAddress, event) }
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: length, mask: buffer.baseAddress)
            XISelectEvents(display, xWindow, &mask, 1)
        }
        // A server that refuses touch selection still gives pointer events; the error is not fatal.
        connection.sync()
        _ = XErrorTrap.take(display)
    }

    private static func sanitized(_ frame: CGRect) -> CGRect {
        let f = frame.standardized
        guard f.origin.x.isFinite, f.origin.y.isFinite, f.width.isFinite, f.height.isFinite else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        // X carries positions as 16-bit signed and sizes as 16-bit unsigned numbers (at most 32767 pixels for a window).
        func position(_ v: CGFloat) -> CGFloat { min(max(v.rounded(), -32768), 32767) }
        return CGRect(x: position(f.minX), y: position(f.minY), width: min(max(f.width.rounded(), 1), 32767), height: min(max(f.height.rounded(), 1), 32767))
    }

    private static func surface(for image: X11Image) throws(PlatformError) -> WindowSurface {
        try WindowSurface(
            bytes: image.bytes, width: Int(image.image.pointee.width), height: Int(image.image.pointee.height),
            bytesPerRow: image.bytesPerRow) { image.destroy() }
    }

    private var display: OpaquePointer { connection.display }

    /// What the window is for: an application window or a pop-up.
    public private(set) var role = WindowRole.normal

    /// The title the window manager shows.
    public var title: String {
        didSet { applyTitle() }
    }

    private func applyTitle() {
        guard !connection.isClosed else { return }
        XStoreName(connection.display, xWindow, title)
        let bytes = Array(title.utf8)
        XChangeProperty(connection.display, xWindow, connection.netWMName, connection.utf8String, 8, PropModeReplace, bytes, Int32(bytes.count))
        connection.flush()
    }

    private func applySizeHints(minimum: CGSize?, maximum: CGSize?, position: Bool) {
        guard let hints = XAllocSizeHints() else { return }
        defer { XFree(hints) }
        if position {
            hints.pointee.flags |= PPosition | USPosition
            hints.pointee.x = Int32(frame.minX)
            hints.pointee.y = Int32(frame.minY)
        }
        if let minimum, minimum.width.isFinite, minimum.height.isFinite {
            hints.pointee.flags |= PMinSize
            hints.pointee.min_width = Int32(min(max(minimum.width, 1), 32767))
            hints.pointee.min_height = Int32(min(max(minimum.height, 1), 32767))
        }
        if let maximum, maximum.width.isFinite, maximum.height.isFinite {
            hints.pointee.flags |= PMaxSize
            hints.pointee.max_width = Int32(min(max(maximum.width, 1), 32767))
            hints.pointee.max_height = Int32(min(max(maximum.height, 1), 32767))
        }
        XSetWMNormalHints(display, xWindow, hints)
    }

    /// Names a pop-up's type for compositors and tools, and the window it belongs to.
    private func applyRole(parent: WindowID?) {
        let type: Atom
        switch role {
        case .normal: return
        case .popUpMenu: type = connection.netWMWindowTypePopupMenu
        case .toolTip: type = connection.netWMWindowTypeTooltip
        }
        var types = [UInt(type)]
        _ = types.withUnsafeMutableBytes { raw in
            XChangeProperty(display, xWindow, connection.netWMWindowType, XA_ATOM, 32, PropModeReplace,
                            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        if let parent { XSetTransientForHint(display, xWindow, Window(parent.rawValue)) }
    }

    private func applyBorderless() {
        // Motif hints: flags = decorations present, decorations = none.
        var hints: [UInt] = [2, 0, 0, 0, 0]
        _ = hints.withUnsafeMutableBytes { raw in
            XChangeProperty(display, xWindow, connection.motifWMHints, connection.motifWMHints, 32, PropModeReplace,
                            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 5)
        }
    }

    /// Shows the window.
    public func show() {
        guard isUsable else { return }
        XMapRaised(display, xWindow)
        connection.flush()
        isVisible = true
        platform?.bringToFront(self)
        if role == .popUpMenu { platform?.updateMenuGrab() }
    }

    /// Hides the window.
    public func hide() {
        guard isUsable else { return }
        XUnmapWindow(display, xWindow)
        connection.flush()
        isVisible = false
        if role == .popUpMenu { platform?.updateMenuGrab() }
    }

    /// Asked of the window manager through EWMH's `_NET_WM_STATE_ABOVE` and `_BELOW`: in the
    /// window's property before it is mapped, by a message to the root window after.
    public var stackingLayer = WindowStackingLayer.normal {
        didSet { if stackingLayer != oldValue { applyStackingLayer(from: oldValue) } }
    }

    private func applyStackingLayer(from old: WindowStackingLayer) {
        guard isUsable else { return }
        func atom(_ layer: WindowStackingLayer) -> Atom? {
            switch layer {
            case .above: connection.netWMStateAbove
            case .below: connection.netWMStateBelow
            case .normal: nil
            }
        }
        if !isVisible {
            var states: [Atom] = atom(stackingLayer).map { [$0] } ?? []
            let count = Int32(states.count)
            _ = states.withUnsafeMutableBytes { raw in
                XChangeProperty(display, xWindow, connection.netWMState, XA_ATOM, 32, PropModeReplace,
                                raw.baseAddress?.assumingMemoryBound(to: UInt8.self), count)
            }
        } else {
            // _NET_WM_STATE_REMOVE is 0, _NET_WM_STATE_ADD 1; the source indication 1 is an application.
            for (action, layer) in [(0, old), (1, stackingLayer)] {
                guard let state = atom(layer) else { continue }
                var message = XEvent()
                message.xclient.type = ClientMessage
                message.xclient.window = xWindow
                message.xclient.message_type = connection.netWMState
                message.xclient.format = 32
                message.xclient.data.l = (action, Int(state), 0, 1, 0)
                XSendEvent(display, connection.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &message)
            }
        }
        connection.flush()
    }

    /// Puts the window in front of the others of its stacking layer.
    public func raise() {
        guard isUsable else { return }
        XRaiseWindow(display, xWindow)
        connection.flush()
        platform?.bringToFront(self)
    }

    /// Gives the window the keyboard focus.
    public func focus() {
        guard isUsable, isVisible else { return }
        XSetInputFocus(display, xWindow, RevertToParent, 0)
        connection.flush()
    }

    /// Moves and resizes the window.
    public func setFrame(_ newFrame: CGRect) {
        guard isUsable else { return }
        let frame = Self.sanitized(newFrame)
        XMoveResizeWindow(display, xWindow, Int32(frame.minX), Int32(frame.minY), UInt32(frame.width), UInt32(frame.height))
        connection.flush()
        updateGeometry(frame)
    }

    /// Sets the limits of user resizing.
    public func setSizeLimits(minimum: CGSize?, maximum: CGSize?) {
        guard isUsable else { return }
        applySizeHints(minimum: minimum, maximum: maximum, position: false)
        connection.flush()
    }

    /// How many presents have put pixels on the screen, for tools that check idle windows stay idle.
    public private(set) var presentCount = 0

    /// When the last present had put its pixels on the server (its put or sync returned), for
    /// tools that measure how long input takes to reach the screen.
    public private(set) var lastPresentInstant: ContinuousClock.Instant?

    /// Shows the surface's pixels inside `damage`.
    public func present(damage: [CGRect]) {
        present(damage: damage, moves: [])
    }

    /// `true`: moves are made on the screen, from what it shows.
    public var movesPixelsOnScreen: Bool { true }

    /// Copies each move's pixels on the server (the window onto itself, as toolkits scroll),
    /// then puts the damage. Parts of a copy's source that are covered come back as exposures,
    /// which present them again from the surface.
    public func present(damage: [CGRect], moves: [SurfaceMove]) {
        guard isUsable else { return }
        let bounds = CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
        // A loop, not map and filter: their main-actor closures check the executor on each call.
        var rects: [CGRect] = []
        rects.reserveCapacity(damage.count)
        for rect in damage {
            let pixels = rect.integral.intersection(bounds)
            if !pixels.isNull, !pixels.isEmpty { rects.append(pixels) }
        }
        var copied = false
        for move in moves {
            let area = move.rect.integral.intersection(bounds)
            let source = area.intersection(area.offsetBy(dx: -move.offset.x, dy: -move.offset.y))
            guard !source.isNull, !source.isEmpty else { continue }
            XCopyArea(
                display, xWindow, xWindow, gc, Int32(source.minX), Int32(source.minY), UInt32(source.width), UInt32(source.height),
                Int32(source.minX + move.offset.x), Int32(source.minY + move.offset.y))
            copied = true
        }
        guard !rects.isEmpty || copied else { return }
        surface.context.flush()
        if rects.isEmpty {
            connection.sync()
        } else {
            image.put(on: xWindow, gc: gc, rects: rects)
        }
        presentCount += 1
        lastPresentInstant = .now
    }

    /// Destroys the window.
    public func close() {
        guard !connection.isClosed, isOpen else { return }
        isOpen = false
        if let inputContext { XDestroyIC(inputContext) }
        XFreeGC(display, gc)
        XDestroyWindow(display, xWindow)
        connection.flush()
        isVisible = false
        platform?.remove(self)
        if role == .popUpMenu { platform?.updateMenuGrab() }
    }

    private var isOpen = true

    /// Whether the window and its connection still exist; calls on a closed window do nothing.
    private var isUsable: Bool { isOpen && !connection.isClosed }

    /// Records a new frame; a new size gets a new image and surface. Returns whether the size changed.
    @discardableResult
    func updateGeometry(_ newFrame: CGRect) -> Bool {
        let sizeChanged = Int(newFrame.width) != surface.width || Int(newFrame.height) != surface.height
        frame = newFrame
        guard sizeChanged, !connection.isClosed,
            let newImage = try? X11Image(connection: connection, width: Int(newFrame.width), height: Int(newFrame.height)),
            let newSurface = try? Self.surface(for: newImage)
        else { return false }
        image = newImage
        surface = newSurface
        return true
    }

    func markVisible(_ visible: Bool) { isVisible = visible }
}

extension X11Window {
    /// Reads the window's pixels back from the X server, as other clients and screenshots see them.
    ///
    /// - Throws: ``PlatformError`` when the window is not viewable or the server refuses.
    public func capture() throws(PlatformError) -> CGImage {
        guard isOpen, !connection.isClosed else { throw PlatformError("The window was closed.") }
        return try connection.capture(xWindow, CGRect(origin: .zero, size: frame.size), what: "the window must be mapped and on screen")
    }
}

extension X11Connection {
    /// Reads `area` (pixels) of `drawable` back from the server as a 32-bit image.
    func capture(_ drawable: Drawable, _ area: CGRect, what: String) throws(PlatformError) -> CGImage {
        sync()
        let (width, height) = (UInt32(saturating: area.width), UInt32(saturating: area.height))
        guard width > 0, height > 0,
            let image = XGetImage(display, drawable, Int32(saturating: area.minX), Int32(saturating: area.minY), width, height, UInt.max, ZPixmap)
        else {
            _ = XErrorTrap.take(display)
            throw PlatformError("XGetImage failed: \(what) to be read back.")
        }
        defer { CX11_destroyImage(image) }
        let stride = Int(image.pointee.bytes_per_line)
        let data = Data(bytes: image.pointee.data, count: stride * Int(height))
        guard let provider = CGDataProvider(data: data),
            let result = CGImage(
                width: Int(width), height: Int(height), bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: stride,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGBitmapInfo(alphaInfo: .noneSkipFirst).union(.byteOrder32Little), provider: provider,
                decode: nil, shouldInterpolate: false, intent: .defaultIntent)
        else { throw PlatformError("The server's image format is not 32-bit BGRX.") }
        return result
    }
}
