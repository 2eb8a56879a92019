@_implementationOnly import CX11
@_implementationOnly import CXext
@_implementationOnly import CXRandR
@_implementationOnly import CXTest
@_implementationOnly import CXInput2
import CoreFoundation
import Foundation
import Platform

/// An open Xlib connection with the atoms and extensions the platform uses.
@MainActor
final class X11Connection {
    let display: OpaquePointer
    let screenNumber: Int32
    let root: Window
    let visual: UnsafeMutablePointer<Visual>
    let depth: Int32
    let name: String
    /// Whether MIT-SHM can be used (the extension exists and this is a local connection).
    var hasSharedMemory: Bool
    /// The first RandR event code, or `nil` without RandR.
    let randrEventBase: Int32?
    let hasXTest: Bool
    let inputMethod: XIM?
    /// The XInput extension's major opcode when the server speaks XI 2.2 or later (touch screens).
    let xiOpcode: Int32?
    /// The XI 2 minor version agreed with the server: 2 brings touches, 4 touchpad gestures.
    let xiMinorVersion: Int32

    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    let netWMName: Atom
    let utf8String: Atom
    let motifWMHints: Atom
    let netWMState: Atom
    let netWMStateAbove: Atom
    let netWMStateBelow: Atom
    let netWMWindowType: Atom
    let netWMWindowTypePopupMenu: Atom
    let netWMWindowTypeTooltip: Atom

    init(displayName: String?) throws(PlatformError) {
        let requested = displayName ?? ProcessInfo.processInfo.environment["DISPLAY"]
        guard let requested, !requested.isEmpty else {
            throw PlatformError(
                "No X display: DISPLAY is not set. Run inside an X session, or start a virtual one with "
                    + "`Xvfb :99 -screen 0 1920x1080x24 &` and set DISPLAY=:99.")
        }
        XErrorTrap.install()
        guard let display = XOpenDisplay(requested) else {
            throw PlatformError(
                "Could not connect to the X server at DISPLAY=\(requested): no server is listening there, "
                    + "or it refused the connection (check that the server runs and that XAUTHORITY allows you).")
        }
        self.display = display
        self.name = requested
        screenNumber = CX11_defaultScreen(display)
        root = CX11_rootWindow(display, screenNumber)
        visual = CX11_defaultVisual(display, screenNumber)
        depth = CX11_defaultDepth(display, screenNumber)
        guard depth == 24 || depth == 32, visual.pointee.red_mask == 0xFF0000, visual.pointee.blue_mask == 0xFF else {
            XCloseDisplay(display)
            throw PlatformError(
                "The X screen at \(requested) has depth \(depth); Casement needs a 24-bit TrueColor visual (start Xvfb with -screen 0 WxHx24).")
        }

        var major: Int32 = 0
        var minor: Int32 = 0
        var pixmaps: Int32 = 0
        hasSharedMemory = XShmQueryVersion(display, &major, &minor, &pixmaps) != 0
            && Self.isLocal(requested)

        var eventBase: Int32 = 0
        var errorBase: Int32 = 0
        if XRRQueryExtension(display, &eventBase, &errorBase) != 0 {
            randrEventBase = eventBase
            XRRSelectInput(
                display, root,
                Int32(RRScreenChangeNotifyMask | RRCrtcChangeNotifyMask | RROutputChangeNotifyMask | RROutputPropertyNotifyMask))
        } else {
            randrEventBase = nil
        }
        XSelectInput(display, root, StructureNotifyMask)
        var xtestEvent: Int32 = 0
        var xtestError: Int32 = 0
        hasXTest = XTestQueryExtension(display, &xtestEvent, &xtestError, &major, &minor) != 0

        var xiOpcode: Int32 = 0
        if XQueryExtension(display, "XInputExtension", &xiOpcode, &xtestEvent, &xtestError) != 0 {
            var xiMajor: Int32 = 2
            var xiMinor: Int32 = 4
            if XIQueryVersion(display, &xiMajor, &xiMinor) == Success, xiMajor == 2, xiMinor >= 2 {
                self.xiOpcode = xiOpcode
                xiMinorVersion = xiMinor
            } else {
                self.xiOpcode = nil
                xiMinorVersion = 0
            }
        } else {
            self.xiOpcode = nil
            xiMinorVersion = 0
        }

        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, 1, &supported)
        setlocale(LC_CTYPE, "")
        XSetLocaleModifiers("")
        inputMethod = XOpenIM(display, nil, nil, nil)

        func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        wmProtocols = atom("WM_PROTOCOLS")
        wmDeleteWindow = atom("WM_DELETE_WINDOW")
        netWMName = atom("_NET_WM_NAME")
        utf8String = atom("UTF8_STRING")
        motifWMHints = atom("_MOTIF_WM_HINTS")
        netWMState = atom("_NET_WM_STATE")
        netWMStateAbove = atom("_NET_WM_STATE_ABOVE")
        netWMStateBelow = atom("_NET_WM_STATE_BELOW")
        netWMWindowType = atom("_NET_WM_WINDOW_TYPE")
        netWMWindowTypePopupMenu = atom("_NET_WM_WINDOW_TYPE_POPUP_MENU")
        netWMWindowTypeTooltip = atom("_NET_WM_WINDOW_TYPE_TOOLTIP")
    }

    /// MIT-SHM needs the server on this machine: a Unix-socket display such as ":1" or "unix:1".
    private static func isLocal(_ name: String) -> Bool {
        let host = name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return host.isEmpty || host == "unix" || host.hasPrefix("/")
    }

    /// Whether ``close()`` has run; resources outliving the connection then skip their X requests.
    private(set) var isClosed = false

    /// Delivers the events in Xlib's queue; the platform sets it.
    var deliverQueuedEvents: (@MainActor () -> Void)?
    /// The run loop that delivers events (the platform's).
    var runLoop = CFRunLoopGetMain()!
    /// Whether a delivery of queued events waits for the run loop's next turn.
    private var deliveryScheduled = false

    /// Sends the requests made so far (`XFlush`).
    func flush() {
        XFlush(display)
        deliverQueuedEventsLater()
    }

    /// Sends the requests made so far and waits until the server has processed them (`XSync`).
    func sync() {
        XSync(display, 0)
        deliverQueuedEventsLater()
    }

    /// Hands the events Xlib has read into its queue to the next turn of ``runLoop`` (the main
    /// run loop in an app).
    ///
    /// Xlib reads what the server has sent whenever it talks to it (a flush may read as it
    /// writes, a round trip reads until its reply), into a queue the socket's readiness no
    /// longer shows: an event read by a call made after the run loop's last check (from an
    /// observer that runs later, or a timer's) would otherwise wait for an unrelated wake-up,
    /// seconds later in an idle app. The delivery runs as a run-loop block, and the loop is woken
    /// so it does not sleep first.
    func deliverQueuedEventsLater() {
        guard !deliveryScheduled, !isClosed, XQLength(display) > 0, deliverQueuedEvents != nil else { return }
        deliveryScheduled = true
        CFRunLoopPerformBlock(runLoop, kCFRunLoopCommonModes) { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.deliveryScheduled = false
                if !self.isClosed { self.deliverQueuedEvents?() }
            }
        }
        CFRunLoopWakeUp(runLoop)
    }

    var fileDescriptor: Int32 { CX11_connectionNumber(display) }

    func close() {
        guard !isClosed else { return }
        isClosed = true
        if let inputMethod { XCloseIM(inputMethod) }
        XCloseDisplay(display)
    }
}
