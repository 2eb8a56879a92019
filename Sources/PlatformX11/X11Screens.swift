@_implementationOnly import CX11
@_implementationOnly import CXRandR
import Foundation
import Platform

/// Reads the active monitors and their modes through XRandR.
@MainActor
enum X11Screens {
    static func query(_ connection: X11Connection) -> [ScreenDescription] {
        let display = connection.display
        guard connection.randrEventBase != nil else { return [rootScreen(connection)] }
        var count: Int32 = 0
        guard let monitors = XRRGetMonitors(display, connection.root, 1, &count), count > 0 else {
            return [rootScreen(connection)]
        }
        defer { XRRFreeMonitors(monitors) }
        let resources = XRRGetScreenResourcesCurrent(display, connection.root)
        defer { if let resources { XRRFreeScreenResources(resources) } }
        let modeTable = resources.map { modes(of: $0) } ?? [:]

        var screens: [ScreenDescription] = []
        for index in 0..<Int(count) {
            let monitor = monitors[index]
            let name = atomName(display, monitor.name) ?? "monitor-\(index)"
            let frame = CGRect(x: Int(monitor.x), y: Int(monitor.y), width: Int(monitor.width), height: Int(monitor.height))
            var current = ScreenMode(width: Int(monitor.width), height: Int(monitor.height), refreshRate: 60)
            var available: [ScreenMode] = []
            var rotation = ScreenRotation.normal
            // A monitor built from an output reports the output's size; when the output says 0 mm the
            // server makes one up from its DPI, so the output's own figure is the one to trust.
            var millimetres = CGSize(width: Int(monitor.mwidth), height: Int(monitor.mheight))
            if let resources, monitor.noutput > 0, let output = monitor.outputs?[0],
                let info = XRRGetOutputInfo(display, resources, output)
            {
                available = (0..<Int(info.pointee.nmode)).compactMap { modeTable[info.pointee.modes[$0]] }
                millimetres = CGSize(width: Int(info.pointee.mm_width), height: Int(info.pointee.mm_height))
                if info.pointee.crtc != 0, let crtc = XRRGetCrtcInfo(display, resources, info.pointee.crtc) {
                    if let mode = modeTable[crtc.pointee.mode] { current = mode }
                    rotation = Self.rotation(crtc.pointee.rotation)
                    XRRFreeCrtcInfo(crtc)
                }
                XRRFreeOutputInfo(info)
            }
            var unique: [ScreenMode] = []
            for mode in available where !unique.contains(mode) { unique.append(mode) }
            screens.append(
                ScreenDescription(
                    id: name, frame: frame, modes: unique, currentMode: current, physicalSize: millimetres,
                    rotation: rotation, isPrimary: monitor.primary != 0))
        }
        if !screens.contains(where: \.isPrimary), !screens.isEmpty { screens[0].isPrimary = true }
        return screens.filter(\.isPrimary) + screens.filter { !$0.isPrimary }
    }

    /// Drives the CRTC of monitor `id` with `mode`, growing the screen first when the monitor
    /// would reach past it; the server then sends RandR notifications.
    static func setMode(_ mode: ScreenMode, forScreen id: String, _ connection: X11Connection) throws(PlatformError) {
        let display = connection.display, root = connection.root
        guard connection.randrEventBase != nil else {
            throw PlatformError("The X server has no RandR extension, so screen \(id) cannot change mode.")
        }
        var count: Int32 = 0
        guard let monitors = XRRGetMonitors(display, root, 1, &count) else { throw PlatformError("The X server listed no monitors.") }
        defer { XRRFreeMonitors(monitors) }
        guard let monitor = (0..<Int(count)).map({ monitors[$0] }).first(where: { atomName(display, $0.name) == id }) else {
            throw PlatformError("There is no screen named \(id).")
        }
        guard monitor.noutput > 0, let output = monitor.outputs?[0], let resources = XRRGetScreenResources(display, root) else {
            throw PlatformError("Screen \(id) has no output whose mode can be set.")
        }
        defer { XRRFreeScreenResources(resources) }
        guard let info = XRRGetOutputInfo(display, resources, output) else { throw PlatformError("Screen \(id)'s output cannot be read.") }
        defer { XRRFreeOutputInfo(info) }
        let table = modes(of: resources)
        let modeIDs = (0..<Int(info.pointee.nmode)).map { info.pointee.modes[$0] }
        guard let modeID = modeIDs.first(where: { table[$0] == mode }) else {
            throw PlatformError("Screen \(id) has no mode \(mode); its modes are \(modeIDs.compactMap { table[$0] }).")
        }
        let crtc = info.pointee.crtc
        guard crtc != 0, let crtcInfo = XRRGetCrtcInfo(display, resources, crtc) else {
            throw PlatformError("Screen \(id) is not driven by a CRTC, so its mode cannot be set.")
        }
        defer { XRRFreeCrtcInfo(crtcInfo) }
        let sideways = [RR_Rotate_90, RR_Rotate_270].contains(Int32(crtcInfo.pointee.rotation) & 0xF)
        let (width, height) = sideways ? (mode.height, mode.width) : (mode.width, mode.height)
        let screenNumber = connection.screenNumber
        let (screenWidth, screenHeight) = (Int(CX11_displayWidth(display, screenNumber)), Int(CX11_displayHeight(display, screenNumber)))
        let needed = (max(screenWidth, Int(crtcInfo.pointee.x) + width), max(screenHeight, Int(crtcInfo.pointee.y) + height))
        XGrabServer(display)
        defer {
            XUngrabServer(display)
            connection.flush()
        }
        if needed != (screenWidth, screenHeight) {
            // Keep the screen's density while it grows.
            let mmWidth = Double(CX11_displayWidthMM(display, screenNumber)) / Double(max(screenWidth, 1))
            let mmHeight = Double(CX11_displayHeightMM(display, screenNumber)) / Double(max(screenHeight, 1))
            XRRSetScreenSize(
                display, root, Int32(needed.0), Int32(needed.1),
                Int32((Double(needed.0) * mmWidth).rounded()), Int32((Double(needed.1) * mmHeight).rounded()))
            try XErrorTrap.check(display, "Growing the X screen to \(needed.0)×\(needed.1) for screen \(id)")
        }
        let status = XRRSetCrtcConfig(
            display, resources, crtc, Time(CurrentTime), crtcInfo.pointee.x, crtcInfo.pointee.y, modeID, crtcInfo.pointee.rotation,
            crtcInfo.pointee.outputs, crtcInfo.pointee.noutput)
        try XErrorTrap.check(display, "Setting screen \(id) to \(mode)")
        guard status == RRSetConfigSuccess else {
            throw PlatformError("The X server refused to set screen \(id) to \(mode) (RandR status \(status)).")
        }
    }

    /// The whole root window as one screen, for servers without RandR.
    private static func rootScreen(_ connection: X11Connection) -> ScreenDescription {
        let width = Int(CX11_displayWidth(connection.display, connection.screenNumber))
        let height = Int(CX11_displayHeight(connection.display, connection.screenNumber))
        let mode = ScreenMode(width: width, height: height, refreshRate: 60)
        return ScreenDescription(
            id: "screen", frame: CGRect(x: 0, y: 0, width: width, height: height), modes: [mode], currentMode: mode,
            physicalSize: nil, isPrimary: true)
    }

    private static func modes(of resources: UnsafeMutablePointer<XRRScreenResources>) -> [RRMode: ScreenMode] {
        var table: [RRMode: ScreenMode] = [:]
        for i in 0..<Int(resources.pointee.nmode) {
            let info = resources.pointee.modes[i]
            var verticalTotal = Double(info.vTotal)
            if info.modeFlags & UInt(RR_DoubleScan) != 0 { verticalTotal *= 2 }
            if info.modeFlags & UInt(RR_Interlace) != 0 { verticalTotal /= 2 }
            let pixelsPerFrame = Double(info.hTotal) * verticalTotal
            let refresh = pixelsPerFrame > 0 ? Double(info.dotClock) / pixelsPerFrame : 0
            // Rounded to hundredths, as xrandr prints them, so equal modes compare equal.
            table[info.id] = ScreenMode(
                width: Int(info.width), height: Int(info.height), refreshRate: (refresh * 100).rounded() / 100)
        }
        return table
    }

    private static func rotation(_ value: Rotation) -> ScreenRotation {
        switch Int32(value) & 0xF {
        case RR_Rotate_90: .left
        case RR_Rotate_180: .inverted
        case RR_Rotate_270: .right
        default: .normal
        }
    }

    private static func atomName(_ display: OpaquePointer, _ atom: Atom) -> String? {
        guard let raw = XGetAtomName(display, atom) else { return nil }
        defer { XFree(raw) }
        return String(cString: raw)
    }
}
