@_implementationOnly import CStackSwitch
import Foundation

/// Keeps recursive walks over the layer and view trees from overflowing the thread's stack.
///
/// UIKit's tree operations are recursive by contract: `layoutSubviews`, `hitTest(_:with:)`,
/// `draw(in:)` and `layoutSublayers` are overridden by apps, which call `super`, which walks
/// the children. A chain of ten thousand nested views therefore needs ten thousand nested calls
/// whatever the framework does, and at a few hundred bytes to a few kilobytes a level that is
/// more than a thread's 8 MB stack. Each recursive step calls ``guarded(_:)``; when less than
/// ``redZone`` bytes of stack remain, the rest of the walk continues on a fresh 256 MB segment
/// of the same thread (reserved, not committed: only what the walk touches becomes memory) and
/// the segment is released when the walk returns. This is what rustc does for deep expressions
/// (the `stacker` crate). The thread does not change, so thread-local state, the main actor's
/// executor and Pango's per-thread contexts are unaffected.
package enum DeepRecursion {
    /// How close to the end of the stack a walk may get before it moves to a new segment.
    static let redZone = 256 * 1024
    /// The size of each new segment.
    static let segmentSize = 256 * 1024 * 1024

    /// Runs `body`, on a new stack segment when the current one is nearly used up.
    @inline(__always)
    package static func guarded<T>(_ body: () -> T) -> T {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        if here > StackLimit.current { return body() }
        return onNewSegment(body)
    }

    private static func onNewSegment<T>(_ body: () -> T) -> T {
        let size = segmentSize
        guard let segment = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
            segment != MAP_FAILED
        else {
            // Without memory for a segment the walk goes on where it is, as it would have anyway.
            return body()
        }
        defer { munmap(segment, size) }
        // The lowest page stays unmapped, so running off the segment faults instead of writing elsewhere.
        mprotect(segment, Int(getpagesize()), PROT_NONE)
        let outerLimit = StackLimit.current
        StackLimit.current = UInt(bitPattern: segment) + UInt(redZone)
        defer { StackLimit.current = outerLimit }
        var result: T?
        withoutActuallyEscaping(body) { body in
            var work: () -> Void = { result = body() }
            let switched = withUnsafeMutablePointer(to: &work) { pointer in
                casement_run_on_stack(segment, size, { context in
                    context!.assumingMemoryBound(to: (() -> Void).self).pointee()
                }, pointer)
            }
            if switched != 0 { work() }
        }
        return result!
    }
}

/// The lowest stack address the current thread's walks may reach before switching segments.
private enum StackLimit {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    // Not process-wide state: each thread's value lives in its own thread-specific slot, and it
    // describes that thread's stack, which no application session owns.
    static var current: UInt {
        get {
            if let stored = pthread_getspecific(key) { return UInt(bitPattern: stored) }
            let limit = threadStackBottom() + UInt(DeepRecursion.redZone)
            pthread_setspecific(key, UnsafeRawPointer(bitPattern: limit))
            return limit
        }
        set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }

    /// The lowest address of the calling thread's stack.
    private static func threadStackBottom() -> UInt { UInt(bitPattern: casement_stack_bottom()) }
}
