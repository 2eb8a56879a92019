@_implementationOnly import CX11
import CoreFoundation
import Foundation
import Platform

/// Wakes the main run loop itself when the X connection's socket has data.
///
/// On Linux, Core Foundation's run loop sleeps in one poll over descriptors, and a version-1
/// source's port is such a descriptor. This source's port is an epoll descriptor watching the
/// socket, so the wait that puts the main thread to sleep also ends on X traffic: an event is
/// handled without a dispatch thread waking first and hopping to the main queue, and no other
/// thread wakes when the reply to one of the main thread's own round trips arrives (a dispatch
/// read source measurably slowed every `XSync` of a present).
///
/// Core Foundation acknowledges a wake-up by reading eight bytes from the port, as from an
/// eventfd; on an epoll descriptor that read fails and consumes nothing, so the X stream is only
/// ever read by Xlib.
@MainActor
final class X11ConnectionSource {
    /// What the C callbacks reach through the source's `info` pointer.
    private final class Target {
        let port: Int32
        let onReadable: @MainActor () -> Void

        init(port: Int32, onReadable: @escaping @MainActor () -> Void) {
            self.port = port
            self.onReadable = onReadable
        }
    }

    private let target: Target
    private var source: CFRunLoopSource?

    /// Starts watching `fileDescriptor` on `runLoop` (the main run loop) in its common modes.
    ///
    /// - Throws: ``PlatformError`` when the kernel refuses an epoll descriptor.
    init(fileDescriptor: Int32, runLoop: CFRunLoop, onReadable: @escaping @MainActor () -> Void) throws(PlatformError) {
        let port = CX11_makeReadinessPort(fileDescriptor)
        guard port >= 0 else {
            throw PlatformError("Cannot watch the X connection for events: epoll failed with errno \(errno).")
        }
        target = Target(port: port, onReadable: onReadable)
        var context = CFRunLoopSourceContext1()
        context.version = 1
        context.info = Unmanaged.passUnretained(target).toOpaque()
        context.getPort = { info in Unmanaged<Target>.fromOpaque(info!).takeUnretainedValue().port }
        context.perform = { info in
            let target = Unmanaged<Target>.fromOpaque(info!).takeUnretainedValue()
            MainActor.assumeIsolated { target.onReadable() }
        }
        source = withUnsafeMutablePointer(to: &context) { pointer in
            pointer.withMemoryRebound(to: CFRunLoopSourceContext.self, capacity: 1) { CFRunLoopSourceCreate(kCFAllocatorDefault, 0, $0) }
        }
        if let source { CFRunLoopAddSource(runLoop, source, kCFRunLoopCommonModes) }
    }

    /// Stops watching; the callbacks' target stays alive until the source is gone.
    func invalidate() {
        guard let source else { return }
        CFRunLoopSourceInvalidate(source)
        self.source = nil
        close(target.port)
    }

    isolated deinit {
        invalidate()
    }
}
