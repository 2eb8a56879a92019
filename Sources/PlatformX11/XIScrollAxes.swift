@_implementationOnly import CX11
@_implementationOnly import CXInput2
import Foundation

/// The smooth-scrolling axes of XInput 2.1 pointers, turning valuator positions into lines.
///
/// A master pointer reports scroll valuators under the axis numbers of the device that last
/// moved it; its classes come from a query at the start and from each `XI_DeviceChanged`. A
/// valuator reports a position: a scroll is the difference from the last position seen, in
/// units of the axis's increment (one wheel click, one line). The first position after the
/// classes change, or after the pointer enters a window (it may have scrolled elsewhere
/// meanwhile), only sets the baseline.
@MainActor
final class XIScrollAxes {
    private struct Axis {
        var isVertical: Bool
        var increment: Double
        var last: Double?
    }

    private let display: OpaquePointer?
    /// The scroll axes of each master pointer, by valuator number.
    private var axes: [Int32: [Int32: Axis]] = [:]
    /// Whether each source device is a touchpad, whose scrolling is continuous.
    private var touchpads: [Int32: Bool] = [:]
    /// Whether any pointer has a scroll axis: without one (a plain mouse, a test server) a motion
    /// needs no lookup.
    private var hasAxes = false

    /// Reads the master pointers' scroll classes from `display`; `nil` starts with none.
    init(display: OpaquePointer?) {
        self.display = display
        guard let display else { return }
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllMasterDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        for device in UnsafeBufferPointer(start: devices, count: Int(count)) where device.use == XIMasterPointer {
            update(device: device.deviceid, classes: device.classes, count: device.num_classes)
        }
    }

    /// Takes `device`'s new classes (all its scroll axes, and their positions as baselines).
    func update(device: Int32, classes: UnsafeMutablePointer<UnsafeMutablePointer<XIAnyClassInfo>?>?, count: Int32) {
        var found: [Int32: Axis] = [:]
        var positions: [Int32: Double] = [:]
        for entry in UnsafeBufferPointer(start: classes, count: Int(count)) {
            guard let entry else { continue }
            switch entry.pointee.type {
            case XIScrollClass:
                let scroll = UnsafeRawPointer(entry).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                guard scroll.increment != 0 else { continue }
                found[scroll.number] = Axis(isVertical: scroll.scroll_type == XIScrollTypeVertical, increment: scroll.increment)
            case XIValuatorClass:
                let valuator = UnsafeRawPointer(entry).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                positions[valuator.number] = valuator.value
            default:
                break
            }
        }
        for number in found.keys { found[number]?.last = positions[number] }
        axes[device] = found
        hasAxes = axes.values.contains { !$0.isEmpty }
    }

    /// The lines `device` scrolled in an event whose valuators are `valuators`, or `nil` when it
    /// carries no scroll axis.
    func scroll(device: Int32, valuators: XIValuatorState) -> (dx: Double, dy: Double)? {
        guard hasAxes, var deviceAxes = axes[device], !deviceAxes.isEmpty, let mask = valuators.mask, let values = valuators.values else { return nil }
        var (dx, dy) = (0.0, 0.0)
        var carriesScroll = false
        var valueIndex = 0
        for number in 0..<Int32(valuators.mask_len * 8) where mask[Int(number / 8)] & (1 << (number % 8)) != 0 {
            defer { valueIndex += 1 }
            guard var axis = deviceAxes[number] else { continue }
            carriesScroll = true
            let value = values[valueIndex]
            if let last = axis.last {
                let lines = (value - last) / axis.increment
                if axis.isVertical { dy += lines } else { dx += lines }
            }
            axis.last = value
            deviceAxes[number] = axis
        }
        axes[device] = deviceAxes
        return carriesScroll ? (dx, dy) : nil
    }

    /// Makes the next position of every axis a baseline.
    func forgetPositions() {
        for device in axes.keys {
            for number in axes[device]!.keys { axes[device]![number]!.last = nil }
        }
    }

    /// Whether `source` is a touchpad: libinput gives touchpads a tapping property, and other
    /// drivers name them so.
    func isTouchpad(source: Int32) -> Bool {
        if let known = touchpads[source] { return known }
        var result = false
        if let display {
            let tapping = XInternAtom(display, "libinput Tapping Enabled", 1)
            var count: Int32 = 0
            if tapping != 0, let properties = XIListProperties(display, source, &count) {
                result = UnsafeBufferPointer(start: properties, count: Int(count)).contains(tapping)
                XFree(properties)
            }
            if !result, let devices = XIQueryDevice(display, source, &count) {
                if count > 0, let name = devices.pointee.name {
                    let lowered = String(cString: name).lowercased()
                    result = ["touchpad", "trackpad", "glidepoint"].contains { lowered.contains($0) }
                }
                XIFreeDeviceInfo(devices)
            }
            // A device gone since its event was sent is a BadDevice error, not a fault.
            XSync(display, 0)
            _ = XErrorTrap.take(display)
        }
        touchpads[source] = result
        return result
    }

    /// Records whether `source` is a touchpad without asking the server, for injected events.
    func setTouchpad(_ isTouchpad: Bool, source: Int32) {
        touchpads[source] = isTouchpad
    }
}
