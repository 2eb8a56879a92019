internal import CX11
internal import CXInput2
import Foundation
import Platform

/// Turns XInput 2 events (touch-screen touches, touchpad pinches) into platform events.
@MainActor
enum XInput2Translator {
    /// The window an XI 2 event with type `evtype` and data `data` is for, and what it means.
    static func translate(evtype: Int32, data: UnsafeRawPointer, windows: (Window) -> X11Window?) -> [PlatformEvent] {
        switch evtype {
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let event = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard let window = windows(event.event) else { return [] }
            let phase: TouchPhase = evtype == XI_TouchBegin ? .began : evtype == XI_TouchEnd ? .ended : .moved
            return [.touch(
                window: window.id, id: Int(event.detail), phase: phase, location: CGPoint(x: event.event_x, y: event.event_y),
                timestamp: TimeInterval(event.time) / 1000)]
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            let event = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
            guard let window = windows(event.event) else { return [] }
            let phase: TouchPhase
            switch evtype {
            case XI_GesturePinchBegin:
                window.pinchRotation = 0
                phase = .began
            case XI_GesturePinchEnd:
                phase = event.flags & Int32(XIGesturePinchEventCancelled) != 0 ? .cancelled : .ended
            default:
                phase = .moved
            }
            // XI passes on libinput's turn of each step, in degrees, clockwise positive.
            window.pinchRotation += event.delta_angle * .pi / 180
            return [.touchpadPinch(
                window: window.id, phase: phase, scale: event.scale, rotation: window.pinchRotation,
                location: CGPoint(x: event.event_x, y: event.event_y), timestamp: TimeInterval(event.time) / 1000)]
        default:
            return []
        }
    }

    /// An XI touch event as a touch screen would send it, for in-process injection.
    static func touchEvent(window: Window, id: Int, phase: TouchPhase, location: CGPoint, time: UInt) -> (Int32, XIDeviceEvent) {
        var event = XIDeviceEvent()
        event.type = GenericEvent
        event.evtype = switch phase {
        case .began: XI_TouchBegin
        case .moved: XI_TouchUpdate
        case .ended, .cancelled: XI_TouchEnd
        }
        event.event = window
        event.detail = Int32(id)
        event.event_x = location.x
        event.event_y = location.y
        event.time = Time(time)
        return (event.evtype, event)
    }

    /// An XI touchpad pinch step, for in-process injection: `deltaAngle` in degrees.
    static func pinchEvent(window: Window, phase: TouchPhase, scale: Double, deltaAngle: Double, location: CGPoint, time: UInt) -> (Int32, XIGesturePinchEvent) {
        var event = XIGesturePinchEvent()
        event.type = GenericEvent
        event.evtype = switch phase {
        case .began: XI_GesturePinchBegin
        case .moved: XI_GesturePinchUpdate
        case .ended, .cancelled: XI_GesturePinchEnd
        }
        if phase == .cancelled { event.flags = Int32(XIGesturePinchEventCancelled) }
        event.event = window
        event.scale = scale
        event.delta_angle = deltaAngle
        event.event_x = location.x
        event.event_y = location.y
        event.time = Time(time)
        return (event.evtype, event)
    }
}
