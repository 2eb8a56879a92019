@_implementationOnly import CMainThread
import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The transaction state of one thread, as Core Animation keeps a transaction per thread.
///
/// The main queue has one context, whichever thread drains it (test runners park the main thread
/// in `dispatchMain()` and let workers drain the main queue); every other thread has its own,
/// made on first use and released when the thread ends. Only the main context holds layers
/// between calls (layout requests, animations waiting for the commit, committed states): a layer
/// that another thread built and then handed to the main thread must not stay reachable from
/// that thread's state, or a later commit there would touch a tree it no longer owns.
final class TransactionContext {
    /// One open transaction: its values and the completion groups opened at it.
    struct Level {
        var values: [String: Any] = [:]
        var isImplicit = false
        /// Completion groups opened at this level; they also collect the animations of nested levels.
        var groups: [CATransaction.CompletionGroup] = []
    }

    /// Whether this is the main queue's context, which commits implicit transactions, lays out
    /// trees and starts animations.
    let isMain: Bool

    var stack: [Level] = []
    /// The layouts and drawings this thread has done, which frames read before and after.
    let work = WorkCounts()
    /// Animations added since the outermost transaction began, started when it commits.
    var pending: [(layer: CALayer, animation: CAAnimation)] = []
    var implicitCommitScheduled = false
    /// Whether the main run loop has the observer that commits this (the main) context's
    /// implicit transactions (``ImplicitCommitObserver``). Process-wide by nature, as the main
    /// run loop is: one observer serves every session.
    var hasRunLoopCommitObserver = false
    /// Work to do once the outermost transaction has committed, in the order it was asked for.
    var afterCommit: [() -> Void] = []

    /// The roots of trees whose layout was asked for in the open transactions, laid out at the
    /// outermost commit as Core Animation does. Held unretained, so asking for layout keeps no
    /// layer alive: a layer leaving memory takes itself off (``CATransaction/forgetLayoutRequest(of:)``),
    /// and weak references would give every layer a side table, which slows every retain of it.
    var layoutRequests: [ObjectIdentifier: Unmanaged<CALayer>] = [:]
    /// The requests the commit in progress is laying out.
    var layoutInProgress: [ObjectIdentifier: Unmanaged<CALayer>] = [:]
    var isLayingOutCommittedTrees = false

    /// The action looked up for a change about to be made, by layer and key. It lives only from
    /// a property's `willSet` to its `didSet` on this thread, so one slot serves every layer
    /// without making each one bigger.
    var preparedAction: (layer: ObjectIdentifier, key: String, action: (any CAAction)?)?
    /// The change about to be made that ``CALayer`` found could run no action, so the change
    /// does not ask again.
    var refusedAction: (layer: ObjectIdentifier, key: String)?
    /// The change being actioned, while its action runs.
    var actionedChange: CALayer.ActionedChange?
    /// The layers holding a committed state for the transaction now open.
    var layersWithCommittedState: [CALayer] = []

    private init(isMain: Bool) { self.isMain = isMain }

    /// Whether the calling thread is the process's main thread (the one the main run loop runs on).
    static var onMainThread: Bool { casement_is_main_thread() }

    /// The main queue's context. Shared state by nature: it is the main queue's, and is only
    /// touched from the main queue (``current`` hands it to no other thread).
    nonisolated(unsafe) static let main = TransactionContext(isMain: true)

    /// The calling thread's context: the main queue's on the main queue, else the thread's own.
    static var current: TransactionContext {
        if casement_is_main_thread() || DispatchQueue.getSpecific(key: mainQueueMark) == true { return main }
        if let stored = pthread_getspecific(threadKey) {
            return Unmanaged<TransactionContext>.fromOpaque(stored).takeUnretainedValue()
        }
        let context = TransactionContext(isMain: false)
        pthread_setspecific(threadKey, Unmanaged.passRetained(context).toOpaque())
        return context
    }

    /// Whether the caller runs on the main queue (the main actor's), the only place where
    /// main-actor machinery (the animation engine, compositors) may be reached.
    static var isOnMainQueue: Bool {
        casement_is_main_thread() || DispatchQueue.getSpecific(key: mainQueueMark) == true
    }
}

/// The key of each thread's own context; its destructor releases the context when the thread
/// ends. Global because threads are: one key for the process.
private let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<TransactionContext>.fromOpaque(pointer).release()
    }
    return key
}()

/// A mark set on the main queue, so code can tell whether the main queue is running it. Global
/// because the main queue is: one per process, whatever application sessions come and go.
package let mainQueueMark: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()
