internal import CX11
internal import CXRandR
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
