import Dispatch
import Foundation

/// Runs the cleanup of a main-actor object's plain `deinit` on the main actor: at once when the
/// object is released there, as it nearly always is; otherwise synchronously on the main queue,
/// so links into the object's tree are cut before its memory goes.
///
/// Apple's UIKit and Core Animation classes have plain deinitializers, and subclasses declare
/// plain `deinit`s of their own, which an `isolated deinit` in the base class would forbid.
package func cleanUpOnMainThread(_ body: @MainActor () -> Void) {
    if isOnMainQueue {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}

/// Whether the caller runs on the main queue, which is the main actor's. Not the same as being
/// on the main thread: when the main thread parks in `dispatchMain()` (as test runners do), a
/// worker thread drains the main queue.
private var isOnMainQueue: Bool {
    DispatchQueue.getSpecific(key: mainQueueMark) == true
}

/// A mark set on the main queue, so code can tell whether the main queue is running it. Global
/// because the main queue is: one per process, whatever application sessions come and go.
private nonisolated(unsafe) let mainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
