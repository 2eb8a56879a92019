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
