@_implementationOnly import CX11
@_implementationOnly import CXInput2
import Foundation
import Platform

/// Turns XInput 2 events (pointer motion, buttons and smooth scrolling, touch-screen touches,
/// touchpad pinches) into platform events.
///
/// Where the server has XI 2.1, the pointer's motion and buttons come this way rather than as
/// core events, because only XI 2 carries scroll valuators: a touchpad's two-finger scrolling
/// and a high-resolution wheel. The wheel buttons the server emulates from those valuators are
/// dropped, so nothing scrolls twice; a wheel without valuators still scrolls by its buttons.
@MainActor
enum XInput2Translator {
    /// Adds what an XI 2 event with type `evtype` and data `data` means to `events`: the
    /// caller's list, kept between events, so a motion allocates nothing.
    static func translate(
        evtype: Int32, data: UnsafeRawPointer, windows: (Window) -> X11Window?, scrollAxes: XIScrollAxes, into events: inout [PlatformEvent]
    ) {
        switch evtype {
        case XI_Motion:
            let event = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard let window = windows(event.event), event.flags & XIPointerEmulated == 0 else { return }
            let location = CGPoint(x: event.event_x, y: event.event_y)
            let modifiers = X11EventTranslator.modifiers(UInt32(bitPattern: event.mods.effective))
            let time = X11EventTranslator.seconds(event.time)
            let scrolled = scrollAxes.scroll(device: event.deviceid, valuators: event.valuators)
            // A scroll-only event leaves the pointer where it was.
            if scrolled == nil || carriesPosition(event.valuators) {
                events.append(.pointerMoved(window: window.id, location: location, modifiers: modifiers, timestamp: time))
            }
            if let (dx, dy) = scrolled, dx != 0 || dy != 0 {
                events.append(scrollAxes.isTouchpad(source: event.sourceid)
                    ? .smoothScroll(window: window.id, deltaX: dx, deltaY: dy, location: location, modifiers: modifiers, timestamp: time)
                    : .scroll(window: window.id, deltaX: dx, deltaY: dy, location: location, modifiers: modifiers, timestamp: time))
            }
        case XI_ButtonPress, XI_ButtonRelease:
            let event = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard let window = windows(event.event), event.flags & XIPointerEmulated == 0 else { return }
            events += X11EventTranslator.button(
                Int(event.detail), isPress: evtype == XI_ButtonPress, window: window.id, location: CGPoint(x: event.event_x, y: event.event_y),
                modifiers: X11EventTranslator.modifiers(UInt32(bitPattern: event.mods.effective)), time: X11EventTranslator.seconds(event.time))
        case XI_DeviceChanged:
            let event = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
            scrollAxes.update(device: event.deviceid, classes: event.classes, count: event.num_classes)
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let event = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            guard let window = windows(event.event) else { return }
            let phase: TouchPhase = evtype == XI_TouchBegin ? .began : evtype == XI_TouchEnd ? .ended : .moved
            events.append(.touch(
                window: window.id, id: Int(event.detail), phase: phase, location: CGPoint(x: event.event_x, y: event.event_y),
                timestamp: X11EventTranslator.seconds(event.time)))
        case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
            let event = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
            guard let window = windows(event.event) else { return }
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
            events.append(.touchpadPinch(
                window: window.id, phase: phase, scale: event.scale, rotation: window.pinchRotation,
                location: CGPoint(x: event.event_x, y: event.event_y), timestamp: X11EventTranslator.seconds(event.time)))
        default:
            break
        }
    }

    /// Whether valuator 0 or 1 (the pointer's x and y) is among `valuators`.
    private static func carriesPosition(_ valuators: XIValuatorState) -> Bool {
        guard valuators.mask_len > 0, let mask = valuators.mask else { return false }
        return mask[0] & 0b11 != 0
    }

    /// An XI pointer event (motion or button) with no valuators, for in-process injection.
    static func pointerEvent(
        evtype: Int32, window: Window, device: Int, source: Int, detail: Int, location: CGPoint, modifiers: UInt32, emulated: Bool, time: UInt
    ) -> XIDeviceEvent {
        var event = XIDeviceEvent()
        event.type = GenericEvent
        event.evtype = evtype
        event.event = window
        event.deviceid = Int32(device)
        event.sourceid = Int32(source)
        event.detail = Int32(detail)
        event.event_x = location.x
        event.event_y = location.y
        event.mods.effective = Int32(bitPattern: modifiers)
        event.flags = emulated ? XIPointerEmulated : 0
        event.time = Time(time)
        return event
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
