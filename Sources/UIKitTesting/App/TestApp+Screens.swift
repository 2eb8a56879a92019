public import CoreGraphics
import Foundation
import PlatformX11

// Screens on Xorg with the dummy driver: its outputs DUMMY0 (connected, primary) to DUMMY15
// stand for monitors that can be plugged in, switched between modes, measured and unplugged.
// Each change goes through RandR, as a real monitor's would, and the app hears of it in the
// turn that follows.
extension TestApp {
    /// Connects the monitor on `output` (DUMMY1 to DUMMY15) at `width`×`height` pixels, to the
    /// right of `neighbour`.
    ///
    /// - Throws: ``DriverError`` when the app is not on the dummy-driver display or xrandr refuses.
    public func connectScreen(_ output: String, width: Int, height: Int, rightOf neighbour: String = "DUMMY0") throws {
        let mode = "\(width)x\(height)"
        try xrandr(["--addmode", output, mode])
        try xrandr(["--output", output, "--mode", mode, "--right-of", neighbour])
    }

    /// Unplugs the monitor on `output`.
    public func disconnectScreen(_ output: String) throws {
        try xrandr(["--output", output, "--off"])
    }

    /// Offers the mode `width`×`height` on `output` and switches to it.
    public func setScreenMode(_ output: String, width: Int, height: Int) throws {
        let mode = "\(width)x\(height)"
        try xrandr(["--addmode", output, mode])
        try xrandr(["--output", output, "--mode", mode])
    }

    /// Offers the mode `width`×`height` on `output` without switching to it.
    public func addScreenMode(_ output: String, width: Int, height: Int) throws {
        try xrandr(["--addmode", output, "\(width)x\(height)"])
    }

    /// Gives the monitor on `output` a physical size, in millimetres, from which its density follows.
    public func setPhysicalSize(_ output: String, millimeters: CGSize) throws {
        try xrandr(["--output", output, "--set", "WIDTH_MM", "\(Int(millimeters.width))", "--set", "HEIGHT_MM", "\(Int(millimeters.height))"])
        // The server takes the new size when the outputs are probed, which a plain query does.
        try xrandr([])
    }

    private func xrandr(_ arguments: [String]) throws {
        guard let server, platform is X11Platform, server.isDummyDriver else {
            throw DriverError("screens can be connected only on the dummy-driver display: TestApp(display: .xorgDummy)")
        }
        do {
            try server.run("xrandr", arguments)
        } catch {
            // Adding a mode an output already offers is refused; that is no failure here.
            guard arguments.first == "--addmode", error.message.contains("BadMatch") || error.message.contains("already") else {
                throw DriverError(error.message)
            }
        }
        runTurn()
    }
}
