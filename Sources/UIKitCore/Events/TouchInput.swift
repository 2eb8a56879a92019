import CoreGraphics
import Foundation
internal import Platform

/// Turns the platform's pointer and touch-screen input into touches.
///
/// The primary button is one finger. With Alt held when it goes down it is two fingers, the
/// second mirrored about the window's centre, for pinching and rotating; with Shift and Alt the
/// pair moves together, carrying the centre along.
/// Divergence: the iOS Simulator mirrors about its screen's centre; a desktop window is the
/// equivalent here. Touch screens give one touch per finger. Motion is merged into one event a
/// run-loop turn (the samples stay readable as coalesced touches), so a burst of motion costs one
/// dispatch.
@MainActor
final class TouchInput {
    /// Presses closer in time than this (the desktop's usual double-click time) count as repeated taps.
    static let multiTapInterval: TimeInterval = 0.4
    /// Presses farther apart than this, in points, start a new count of taps.
    static let multiTapDistance: CGFloat = 10

    private struct PointerPress {
        weak var window: UIWindow?
        var touches: [UITouch]
        /// The point the second finger mirrors about, in the window's coordinates.
        var centre: CGPoint
    }

    private struct Tap {
        weak var window: UIWindow?
        weak var touch: UITouch?
        var location: CGPoint
        var time: TimeInterval
        var count: Int
    }

    private let dispatcher: TouchDispatcher
    /// The session the input belongs to, which owns it (so it is there whenever input arrives).
    weak var session: PlatformSession!
    private var pointer: PointerPress?
    private var fingers: [Int: UITouch] = [:]
    /// The hover recognizers the pointer is over.
    private var hovering: [WeakRecognizer] = []
    /// The recognizers following the touchpad pinch in progress.
    private var transforming: [WeakRecognizer] = []
    /// Where the pointer moved without a button since the last flush.
    private var pendingHover: (window: UIWindow, pixels: CGPoint)?
    private var lastTap: Tap?
    /// Moves not yet dispatched, per touch, oldest first.
    private var pendingMoves: [(touch: UITouch, samples: [(location: CGPoint, time: TimeInterval)])] = []
    /// Lists lent to each flush of the moves, kept allocated between motions.
    private var moveScratch = ScratchList<(touch: UITouch, samples: [(location: CGPoint, time: TimeInterval)])>()
    private var changedScratch = ScratchList<UITouch>()
    private var pendingModifiers: UIKeyModifierFlags = []
    /// Added to platform timestamps to put them on the media clock.
    private var timeOffset: TimeInterval?
    private var lastTime = -TimeInterval.infinity

    init(dispatcher: TouchDispatcher) {
        self.dispatcher = dispatcher
    }

    // MARK: Platform events

    func pointerDown(in window: UIWindow, button: PointerButton, at pixels: CGPoint, modifiers: KeyModifiers, timestamp: TimeInterval) {
        if button == .secondary, pointer == nil, !session.application.isIgnoringInteractionEvents {
            showContextMenu(in: window, at: window.pointFromPlatformPixels(pixels))
        }
        guard button == .primary else { return }
        flushMoves()
        endHover()
        if pointer != nil { pointerUp(in: window, button: button, at: pixels, modifiers: modifiers, timestamp: timestamp) }
        guard !session.application.isIgnoringInteractionEvents else { return }
        let time = mediaTime(timestamp)
        let location = window.pointFromPlatformPixels(pixels)
        var press = PointerPress(window: window, touches: [], centre: CGPoint(x: window.bounds.midX, y: window.bounds.midY))
        let first = makeTouch(in: window, at: location, time: time)
        press.touches.append(first)
        if modifiers.contains(.alternate) {
            let second = makeTouch(in: window, at: mirrored(location, about: press.centre), time: time, countsTaps: false)
            second.tapCount = first.tapCount
            press.touches.append(second)
        }
        pointer = press
        dispatcher.dispatch(at: time, modifiers: Self.flags(modifiers), buttons: .primary, changed: press.touches)
    }

    func pointerMoved(in window: UIWindow, to pixels: CGPoint, modifiers: KeyModifiers, timestamp: TimeInterval) {
        guard var press = pointer, press.window === window, let first = press.touches.first else {
            // Hover follows the pointer once a turn, like touches.
            if pointer == nil { pendingHover = (window, pixels) }
            return
        }
        let time = mediaTime(timestamp)
        let location = window.pointFromPlatformPixels(pixels)
        // A loop, not first(where:): a main-actor closure checks its executor on every call.
        var previous = first.windowLocation
        for move in pendingMoves where move.touch === first {
            if let last = move.samples.last { previous = last.location }
            break
        }
        queueMove(of: first, to: location, at: time)
        if press.touches.count == 2 {
            if modifiers.contains(.shift) {
                let delta = CGPoint(x: location.x - previous.x, y: location.y - previous.y)
                press.centre = CGPoint(x: press.centre.x + delta.x, y: press.centre.y + delta.y)
                pointer = press
            }
            queueMove(of: press.touches[1], to: mirrored(location, about: press.centre), at: time)
        }
        pendingModifiers = Self.flags(modifiers)
    }

    func pointerUp(in window: UIWindow, button: PointerButton, at pixels: CGPoint, modifiers: KeyModifiers, timestamp: TimeInterval) {
        guard button == .primary, pointer?.window === window else { return }
        let location = window.pointFromPlatformPixels(pixels)
        if let first = pointer?.touches.first, first.windowLocation != location {
            pointerMoved(in: window, to: pixels, modifiers: modifiers, timestamp: timestamp)
        }
        flushMoves()
        guard let press = pointer else { return }
        pointer = nil
        let time = mediaTime(timestamp)
        let live = press.touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard !live.isEmpty else { return }
        for touch in live { end(touch, phase: .ended, time: time) }
        dispatcher.dispatch(at: time, modifiers: Self.flags(modifiers), buttons: [], changed: live)
    }

    func touch(in window: UIWindow, id: Int, phase: TouchPhase, at pixels: CGPoint, timestamp: TimeInterval) {
        let time = mediaTime(timestamp)
        let location = window.pointFromPlatformPixels(pixels)
        switch phase {
        case .began:
            flushMoves()
            if let stale = fingers[id] { finish([stale], phase: .cancelled, time: time) }
            guard !session.application.isIgnoringInteractionEvents else { return }
            let touch = makeTouch(in: window, at: location, time: time)
            fingers[id] = touch
            dispatcher.dispatch(at: time, modifiers: [], buttons: [], changed: [touch])
        case .moved:
            if let touch = fingers[id] { queueMove(of: touch, to: location, at: time) }
        case .ended, .cancelled:
            guard let touch = fingers.removeValue(forKey: id) else { return }
            flushMoves()
            if touch.windowLocation != location {
                queueMove(of: touch, to: location, at: time)
                flushMoves()
            }
            finish([touch], phase: phase == .ended ? .ended : .cancelled, time: time)
        }
    }

    /// A secondary click: the context menu interaction of the view under the pointer, or of its
    /// nearest ancestor with one, shows its menu there.
    private func showContextMenu(in window: UIWindow, at location: CGPoint) {
        endHover()
        var view = window.hitTest(location, with: nil)
        while let current = view {
            for case let interaction as UIContextMenuInteraction in current.interactions {
                if interaction.present(at: window.convert(location, to: current), anchor: nil) { return }
            }
            view = current.superviewStorage
        }
    }

    // MARK: Hover and scrolling

    /// The pointer moved with no button down: hover recognizers of the view under it and its
    /// ancestors begin or change; those it left end.
    func hover(in window: UIWindow, at pixels: CGPoint) {
        let location = window.pointFromPlatformPixels(pixels)
        let recognizers = Self.recognizers(UIHoverGestureRecognizer.self, at: location, in: window)
        endHover(except: recognizers)
        for recognizer in recognizers { recognizer.pointerMoved(to: location, in: window) }
        hovering = recognizers.map(WeakRecognizer.init)
    }

    /// Ends every hover but those in `kept`.
    func endHover(except kept: [UIHoverGestureRecognizer] = []) {
        for case let recognizer as UIHoverGestureRecognizer in hovering.compactMap(\.recognizer) where !kept.contains(where: { $0 === recognizer }) {
            recognizer.pointerLeft()
        }
        hovering = hovering.filter { entry in kept.contains { $0 === entry.recognizer } }
    }

    /// The wheel turned, or the touchpad scrolled, over `window`: pan recognizers that take that
    /// kind of scrolling, on the view under the pointer and its ancestors, pan the other way
    /// (scrolling the content down is dragging it up). With Shift, a vertical wheel scrolls
    /// sideways, as on desktops.
    func scroll(in window: UIWindow, lines: CGPoint, kind: UIScrollTypeMask, at pixels: CGPoint, modifiers: KeyModifiers = [], timestamp: TimeInterval) {
        guard !session.application.isIgnoringInteractionEvents else { return }
        let location = window.pointFromPlatformPixels(pixels)
        let time = mediaTime(timestamp)
        // Control and the wheel zoom the nearest scroll view that zooms, as in desktop viewers;
        // without one they scroll.
        if modifiers.contains(.control), kind == .discrete {
            var view = window.hitTest(location, with: nil)
            while let current = view {
                if let scrollView = current as? UIScrollView, scrollView.wheelZoom(lines: lines.y, atWindowPoint: location) { return }
                view = current.superviewStorage
            }
        }
        let step = UIPanGestureRecognizer.pointsPerScrollLine
        let lines = modifiers.contains(.shift) && lines.x == 0 ? CGPoint(x: lines.y, y: 0) : lines
        let delta = CGPoint(x: -lines.x * step, y: -lines.y * step)
        // One view scrolls, as on desktops: the one a scroll in progress is latched to, else the
        // innermost that can still move that way (a scroll view at its edge hands the wheel to
        // the one around it), else the innermost, which rubber-bands.
        let pans = Self.recognizers(UIPanGestureRecognizer.self, at: location, in: window).filter { $0.allowedScrollTypesMask.contains(kind) }
        let latched = pans.first { $0.scrollKind != nil && ($0.state == .began || $0.state == .changed) }
        let movable = pans.first { pan in
            guard let scrollView = (pan as? ScrollViewPanGestureRecognizer)?.scrollView else { return true }
            return scrollView.canScroll(byDragging: delta)
        }
        guard let pan = latched ?? movable ?? pans.first else { return }
        pan.scrolled(by: delta, kind: kind, at: location, in: window, time: time)
    }

    /// A touchpad pinch step over `window`: pinch and rotation recognizers of the view under the
    /// pointer when it began, and of its ancestors, follow it.
    func touchpadPinch(in window: UIWindow, phase: TouchPhase, scale: Double, rotation: Double, at pixels: CGPoint, timestamp: TimeInterval) {
        let location = window.pointFromPlatformPixels(pixels)
        let time = mediaTime(timestamp)
        let phase: UITouch.Phase = switch phase {
        case .began: .began
        case .moved: .moved
        case .ended: .ended
        case .cancelled: .cancelled
        }
        if phase == .began {
            guard !session.application.isIgnoringInteractionEvents else { return }
            transforming = (Self.recognizers(UIPinchGestureRecognizer.self, at: location, in: window) as [UIGestureRecognizer]
                + Self.recognizers(UIRotationGestureRecognizer.self, at: location, in: window)).map(WeakRecognizer.init)
        }
        for recognizer in transforming.compactMap(\.recognizer) {
            if let pinch = recognizer as? UIPinchGestureRecognizer {
                pinch.touchpadPinched(phase, scale: scale, at: location, in: window, time: time)
            } else if let rotator = recognizer as? UIRotationGestureRecognizer {
                rotator.touchpadRotated(phase, rotation: rotation, at: location, in: window, time: time)
            }
        }
        if phase == .ended || phase == .cancelled { transforming = [] }
    }

    /// The enabled recognizers of class `type` on the view at `location` and its ancestors.
    private static func recognizers<R: UIGestureRecognizer>(_ type: R.Type, at location: CGPoint, in window: UIWindow) -> [R] {
        var result: [R] = []
        var view = window.hitTest(location, with: nil)
        while let current = view {
            result += current.gestureRecognizerStorage.compactMap { $0.isEnabled ? $0 as? R : nil }
            view = current.superviewStorage
        }
        return result
    }

    /// Cancels the touches in `window` (its pointer grab was lost, it was hidden or minimized),
    /// or every touch when `window` is `nil`.
    func cancelTouches(in window: UIWindow?) {
        flushMoves()
        let touches = dispatcher.activeTouches.filter { window == nil || $0.window === window || $0.window == nil }
        if let press = pointer, press.touches.contains(where: { touch in touches.contains { $0 === touch } }) { pointer = nil }
        fingers = fingers.filter { _, touch in !touches.contains { $0 === touch } }
        guard !touches.isEmpty else { return }
        finish(touches, phase: .cancelled, time: max(lastTime, session.platform.frameClock.now))
    }

    /// Dispatches the moves queued since the last dispatch as one event.
    func flushMoves() {
        if let (window, pixels) = pendingHover {
            pendingHover = nil
            hover(in: window, at: pixels)
        }
        guard !pendingMoves.isEmpty else { return }
        // The queue is swapped for an empty one with storage, so the next motions queue
        // without allocating; dispatching may queue more.
        var moves = moveScratch.take()
        swap(&moves, &pendingMoves)
        defer { moveScratch.giveBack(&moves) }
        var changed = changedScratch.take()
        defer { changedScratch.giveBack(&changed) }
        var time = lastTime
        for (touch, samples) in moves where touch.phase != .ended && touch.phase != .cancelled {
            let (startLocation, startTime) = (touch.windowLocation, touch.timestamp)
            var samplesTaken: [UITouch] = []
            for (index, sample) in samples.enumerated() {
                touch.previousWindowLocation = index == 0 ? startLocation : samples[index - 1].location
                touch.previousTimestamp = index == 0 ? startTime : samples[index - 1].time
                touch.windowLocation = sample.location
                touch.timestamp = sample.time
                touch.phase = .moved
                if index < samples.count - 1 { samplesTaken.append(touch.sample()) }
            }
            touch.previousWindowLocation = startLocation
            touch.previousTimestamp = startTime
            touch.coalescedSamples = samplesTaken
            changed.append(touch)
            time = max(time, touch.timestamp)
        }
        guard !changed.isEmpty else { return }
        dispatcher.dispatch(at: time, modifiers: pendingModifiers, buttons: pointer == nil ? [] : .primary, changed: changed)
    }

    // MARK: Helpers

    private func makeTouch(in window: UIWindow, at location: CGPoint, time: TimeInterval, countsTaps: Bool = true) -> UITouch {
        let touch = UITouch()
        touch.timestamp = time
        touch.previousTimestamp = time
        guard countsTaps else {
            dispatcher.add(touch, in: window, at: location)
            return touch
        }
        if let tap = lastTap, tap.window === window, time - tap.time <= Self.multiTapInterval,
           hypot(location.x - tap.location.x, location.y - tap.location.y) <= Self.multiTapDistance {
            touch.tapCount = tap.count + 1
        }
        lastTap = Tap(window: window, touch: touch, location: location, time: time, count: touch.tapCount)
        dispatcher.add(touch, in: window, at: location)
        return touch
    }

    private func queueMove(of touch: UITouch, to location: CGPoint, at time: TimeInterval) {
        // A loop, not firstIndex(where:): a main-actor closure checks its executor on every call.
        for index in pendingMoves.indices where pendingMoves[index].touch === touch {
            pendingMoves[index].samples.append((location, time))
            return
        }
        pendingMoves.append((touch, [(location, time)]))
    }

    private func end(_ touch: UITouch, phase: UITouch.Phase, time: TimeInterval) {
        touch.coalescedSamples = []
        touch.previousWindowLocation = touch.windowLocation
        touch.previousTimestamp = touch.timestamp
        touch.timestamp = time
        touch.phase = phase
        // A finger that wandered off its spot starts the next count of taps afresh.
        if let tap = lastTap, tap.touch === touch, hypot(touch.windowLocation.x - tap.location.x, touch.windowLocation.y - tap.location.y) > Self.multiTapDistance {
            lastTap = nil
        }
    }

    private func finish(_ touches: [UITouch], phase: UITouch.Phase, time: TimeInterval) {
        for touch in touches { end(touch, phase: phase, time: time) }
        dispatcher.dispatch(at: time, modifiers: [], buttons: [], changed: touches)
    }

    private func mirrored(_ point: CGPoint, about centre: CGPoint) -> CGPoint {
        CGPoint(x: 2 * centre.x - point.x, y: 2 * centre.y - point.y)
    }

    /// The media time of a platform timestamp: the platform's clock shifted onto the media
    /// clock, never ahead of it and never going back.
    private func mediaTime(_ timestamp: TimeInterval) -> TimeInterval {
        let now = session.platform.frameClock.now
        // A test's manual clock and the X server's clock run at different speeds: events are
        // then stamped with the media time they are handled at.
        if session.eventTimesFollowClock {
            lastTime = max(now, lastTime)
            return lastTime
        }
        if timeOffset == nil || timestamp + timeOffset! > now { timeOffset = now - timestamp }
        let time = max(timestamp + timeOffset!, lastTime)
        lastTime = time
        return time
    }

    static func flags(_ modifiers: KeyModifiers) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.control) { flags.insert(.control) }
        if modifiers.contains(.alternate) { flags.insert(.alternate) }
        if modifiers.contains(.command) { flags.insert(.command) }
        if modifiers.contains(.capsLock) { flags.insert(.alphaShift) }
        if modifiers.contains(.numericPad) { flags.insert(.numericPad) }
        return flags
    }
}
