import CoreFoundation
import Foundation

/// Commits the main thread's implicit transaction each time the main run loop is about to sleep
/// or leaves a run, as Core Animation's own run-loop observer does.
///
/// It runs after every other observer (the application session's, which commits and draws
/// first, has a lower order), so a change made by another observer in the same pass is still
/// committed in its turn. It is installed once, the first time an implicit transaction opens on
/// the main thread, and stays; whether it is is kept by the main thread's transaction context,
/// whose transactions it commits.
enum ImplicitCommitObserver {
    /// The observer's order: Core Animation's commit observer's on Apple platforms.
    static let order: CFIndex = 2_000_000

    /// Adds the observer to the main run loop; later calls do nothing. Main thread only.
    static func installOnMainRunLoop() {
        let context = TransactionContext.main
        guard !context.hasRunLoopCommitObserver else { return }
        context.hasRunLoopCommitObserver = true
        let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        guard let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activities, true, order, { _, _ in
            CATransaction.commitImplicitTransaction()
        }) else { return }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, kCFRunLoopCommonModes)
    }
}
