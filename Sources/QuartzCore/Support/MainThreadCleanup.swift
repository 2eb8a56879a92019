import Dispatch
import Foundation

/// Runs the cleanup of a main-actor object's plain `deinit` on the main actor: at once when the
/// object is released there, as it nearly always is; otherwise synchronously on the main queue,
/// so links into the object's tree are cut before its memory goes.
///
/// Apple's UIKit and Core Animation classes have plain deinitializers, and subclasses declare
/// plain `deinit`s of their own, which an `isolated deinit` in the base class would forbid.
package func cleanUpOnMainThread(_ body: @MainActor () -> Void) {
    if TransactionContext.isOnMainQueue {
        MainActor.assumeIsolated(body)
    } else {
        DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}

/// Whether the caller runs on the main queue, which the main actor runs on: the check before
/// `MainActor.assumeIsolated` in UIKit code that may be called from any thread. (Under a test
/// runner the main queue may be served by a thread other than the process's first one, so
/// `Thread.isMainThread` does not tell.)
package var isOnMainQueue: Bool { TransactionContext.isOnMainQueue }
