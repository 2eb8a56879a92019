internal import CX11
internal import CXTest
import CoreFoundation
import CoreGraphics
import Foundation
import Platform
import PlatformX11
import QuartzCore
import UIKitCore

/// P8: input to photon. An XTest motion drags a 64×64 view through a pan recognizer in a UIKit
/// window run by the main run loop, as in an app; each motion is sent as the loop is about to
/// sleep once a new refresh interval has started, so it reaches an idle app that has not
/// presented in that interval, and its time runs until the frame that shows the view moved
/// has been presented (its `XSync` returned, as the window records; the rest of that run-loop
/// turn is not input latency, and the baseline's time stops at its own `XSync`). The baseline
/// is a raw Xlib loop at the same cadence: send the motion, read the `MotionNotify`, repaint the
/// square's old and new places in a shared-memory image, put them and `XSync`. Rounds of each alternate; the pointer
/// button is held only during the framework's rounds (its drag grabs the pointer).
///
/// Both sides' motions come from a connection of their own, the benchmark's "device": input
/// reaches an app from the server, as a mouse's does, not read back by the app's own flush of
/// its request to fake it.
@MainActor
enum InputLatencyBenchmark {
    static let samplesPerRound = 50
    static let rounds = 10
    static let square: CGFloat = 64

    struct Result {
        var framework: [Duration] = []
        var baseline: [Duration] = []
        /// Each side's share of its samples from the motion's event in hand to the present: the
        /// app's own work (the rest is the server's round trip).
        var frameworkHandling: [Duration] = []
        var baselineHandling: [Duration] = []
    }

    static func run(on platform: X11Platform, displayName: String) -> Result? {
        let session = PlatformSession.install(platform)
        session.startRunLoopObserver()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        window.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: square, height: square))
        view.backgroundColor = .systemBlue
        let pan = UIPanGestureRecognizer { recognizer in
            let translation = recognizer.translation(in: window)
            view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
            recognizer.setTranslation(.zero, in: window)
        }
        view.addGestureRecognizer(pan)
        window.addSubview(view)
        window.makeKeyAndVisible()
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
        guard let x11Window = window.platformWindow as? X11Window, let device = InjectingDevice(displayName: displayName),
            let raw = RawMotionLoop(displayName: displayName, x: 1920, device: device)
        else { return nil }
        defer {
            raw.close()
            device.close()
        }

        var result = Result()
        for round in 0..<(rounds + 1) {
            // The first round of each side warms up and is not counted.
            let framework = frameworkRound(platform: platform, device: device, window: x11Window, view: view)
            let baseline = raw.round(samples: samplesPerRound)
            if round > 0 {
                result.framework += framework.map(\.total)
                result.baseline += baseline.map(\.total)
                result.frameworkHandling += framework.map(\.handling)
                result.baselineHandling += baseline.map(\.handling)
            }
        }
        window.isHidden = true
        session.updateScreens()
        return result
    }

    /// Presses on the view, starts the pan, then times `samplesPerRound` motions to their presents.
    private static func frameworkRound(platform: X11Platform, device: InjectingDevice, window: X11Window, view: UIView) -> [MotionSample] {
        var point = CGPoint(x: view.center.x, y: view.center.y)
        device.move(to: point)
        device.button(isDown: true)
        runLoop(for: 0.02)
        // Past the pan's 10-point threshold, so every timed motion moves the view; towards the
        // window's middle, so the view stays inside it however many rounds run.
        point.x += view.center.x < 320 ? 12 : -12
        device.move(to: point)
        runLoop(for: 0.02)
        let times = timedMotions(platform: platform, device: device, window: window, from: point)
        device.button(isDown: false)
        runLoop(for: 0.02)
        return times
    }

    /// Sends each motion from the last observer before the main run loop sleeps, as an idle app
    /// receives input, and takes its time when the frame that shows it has been presented.
    private static func timedMotions(platform: X11Platform, device: InjectingDevice, window: X11Window, from start: CGPoint) -> [MotionSample] {
        var point = start
        var times: [MotionSample] = []
        let clock = ContinuousClock()
        var sent = clock.now
        var presentsBefore = window.presentCount
        let loop = CFRunLoopGetCurrent()
        let send = {
            point.x += times.count % 2 == 0 ? 3 : -3
            presentsBefore = window.presentCount
            sent = clock.now
            device.move(to: point)
        }
        // Frames are paced to the screen: a window presents at most once in a refresh interval, and
        // a change in an interval that has presented waits for the next tick. Each motion is sent
        // just after the next interval starts, as input reaches an app that has not presented in
        // the current one (one motion per refresh, as a 60 Hz pointer sends them).
        let period = 1.0 / 60
        // The timer only marks the next motion due; the observer sends it as the loop is about to
        // sleep, so it reaches an idle app rather than one still finishing the timer's turn.
        var waiting = false
        var due = false
        let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, CFIndex.max) { _, _ in
            MainActor.assumeIsolated {
                if due {
                    due = false
                    return send()
                }
                guard !waiting, window.presentCount != presentsBefore else { return }
                let presented = window.lastPresentInstant ?? clock.now
                let read = platform.lastEventReadInstant.map { max($0, sent) } ?? sent
                times.append(MotionSample(total: presented - sent, handling: presented - read))
                if times.count == samplesPerRound { return CFRunLoopStop(loop) }
                waiting = true
                let now = CACurrentMediaTime()
                let next = ((now / period).rounded(.down) + 1) * period + 0.001
                let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, CFAbsoluteTimeGetCurrent() + next - now, 0, 0, 0) { _ in
                    MainActor.assumeIsolated {
                        waiting = false
                        due = true
                    }
                }
                CFRunLoopAddTimer(loop, timer, kCFRunLoopDefaultMode)
            }
        }
        send()
        CFRunLoopAddObserver(loop, observer, kCFRunLoopCommonModes)
        // The bound only guards against a motion that is never presented.
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 10, false)
        CFRunLoopRemoveObserver(loop, observer, kCFRunLoopCommonModes)
        CFRunLoopObserverInvalidate(observer)
        return times
    }

    private static func runLoop(for seconds: CFTimeInterval) {
        _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, seconds, false)
    }
}

/// One motion's time to the screen, and the part of it from the event in hand to the present.
struct MotionSample {
    var total: Duration
    var handling: Duration
}

/// The pointer both sides are moved by: XTest on a connection of its own, so the events reach
/// each side from the server as a device's do.
@MainActor
private final class InjectingDevice {
    private let display: OpaquePointer

    init?(displayName: String) {
        guard let display = XOpenDisplay(displayName) else { return nil }
        self.display = display
    }

    /// Moves the pointer to `point` on the screen and sends the request at once.
    func move(to point: CGPoint) {
        XTestFakeMotionEvent(display, -1, Int32(point.x), Int32(point.y), 0)
        XFlush(display)
    }

    /// Waits until the server has taken what was sent.
    func sync() {
        XSync(display, 0)
    }

    /// Presses or releases the primary button.
    func button(isDown: Bool) {
        XTestFakeButtonEvent(display, 1, isDown ? 1 : 0, 0)
        XFlush(display)
    }

    func close() {
        XCloseDisplay(display)
    }
}

/// The baseline: a raw Xlib window that follows the pointer with a 64×64 square.
@MainActor
private final class RawMotionLoop {
    private let display: OpaquePointer
    private let device: InjectingDevice
    private let presenter: RawSharedMemoryPresenter
    private let window: Window
    private let x: Int
    private var squareX = 100

    init?(displayName: String, x: Int, device: InjectingDevice) {
        guard let display = XOpenDisplay(displayName),
              let presenter = RawSharedMemoryPresenter(displayName: displayName, x: x, width: 640, height: 480)
        else { return nil }
        self.display = display
        self.device = device
        self.presenter = presenter
        self.x = x
        // Motion over the presenter's window is read on this connection, as an app reads it.
        window = presenter.windowID
        XSelectInput(display, window, PointerMotionMask)
        XSync(display, 0)
    }

    func round(samples: Int) -> [MotionSample] {
        var pointer = CGPoint(x: x + 132, y: 132)
        device.move(to: pointer)
        // The motion has been sent to this connection once the device's round trip is over.
        device.sync()
        XSync(display, 0)
        drain()
        var times: [MotionSample] = []
        let clock = ContinuousClock()
        for sample in 0..<samples {
            pointer.x += sample % 2 == 0 ? 3 : -3
            // At the framework's cadence: each motion just after a refresh interval starts, so both
            // sides wake from the same idle wait.
            let now = CACurrentMediaTime()
            usleep(useconds_t(((((now * 60).rounded(.down) + 1) / 60 + 0.001 - now) * 1e6).rounded()))
            let start = clock.now
            device.move(to: pointer)
            var event = XEvent()
            repeat { XNextEvent(display, &event) } while event.type != MotionNotify
            let read = clock.now
            let newX = Int(event.xmotion.x) - 32
            let old = (x: squareX, y: 100, width: 64, height: 64)
            presenter.fill(old, gray: 0xF2)
            squareX = newX
            let new = (x: squareX, y: 100, width: 64, height: 64)
            presenter.fill(new, gray: 0x40)
            presenter.presentShared(rects: [old, new])
            let presented = clock.now
            times.append(MotionSample(total: presented - start, handling: presented - read))
        }
        return times
    }

    private func drain() {
        var event = XEvent()
        while XPending(display) > 0 { XNextEvent(display, &event) }
    }

    func close() {
        presenter.close()
        XCloseDisplay(display)
    }
}


