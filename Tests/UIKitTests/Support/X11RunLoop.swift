import CoreFoundation
import Foundation
import PlatformX11

extension X11Platform {
    /// Runs this thread's run loop until it is about to sleep with `ready` true, the X server
    /// synchronized before and after: no timed waits.
    ///
    /// Tests run the main actor on a thread other than the main one, whose run loop has no main
    /// queue (nor the X connection's source on it), so the X events are read here, by the round
    /// trip. An observer ordered after the session's stops the loop as it goes idle, once the
    /// session's before-sleep work (commit, layout, drawing, presenting) has run, as in an app.
    /// A timer that never fires keeps the mode from being empty (a repeating one: on Linux a run
    /// loop whose one-shot timer has fired can report its mode empty).
    func runUntilIdle(when ready: () -> Bool = { true }) {
        synchronize()
        let loop = CFRunLoopGetCurrent()
        withoutActuallyEscaping(ready) { ready in
            let stopper = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, true, CFIndex.max) { _, _ in
                if ready() { CFRunLoopStop(loop) }
            }
            let keepAlive = Timer(timeInterval: 3600, repeats: true) { _ in }
            RunLoop.current.add(keepAlive, forMode: .default)
            CFRunLoopAddObserver(loop, stopper, kCFRunLoopCommonModes)
            // The bound is a safety net only: the observer stops the loop before it waits.
            _ = CFRunLoopRunInMode(kCFRunLoopDefaultMode, 60, false)
            CFRunLoopRemoveObserver(loop, stopper, kCFRunLoopCommonModes)
            CFRunLoopObserverInvalidate(stopper)
            keepAlive.invalidate()
        }
        synchronize()
    }
}
