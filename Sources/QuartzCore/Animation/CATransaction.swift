import Foundation
import Synchronization
import CoreGraphics

/// The transaction key for the duration of the animations a transaction's changes imply.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key that turns off the actions of a transaction's changes.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key for the timing function of a transaction's implied animations.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key for the block run when a transaction's animations have all ended.
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups layer changes so they take effect, and their animations start, together.
///
/// Transactions nest: an inner transaction's settings apply to changes made inside it, and
/// nothing starts before the outermost one commits. Each thread has its own transactions, as in
/// Core Animation. On the main thread a change made outside any transaction opens an implicit
/// one, which commits before the main run loop next sleeps, when a frame is rendered, or at
/// ``flush()``.
///
/// - Note: Divergence: on other threads, changes outside an explicit transaction take effect at
///   once and nothing waits for a commit there: layout happens when the tree is next laid out
///   (``CALayer/layoutIfNeeded()``, or when the main thread shows or lays out the tree), and an
///   animation added there starts at the first main-thread commit after its layer is shown; a
///   layer made there runs actions for its changes once a compositor has drawn it.
///   Core Animation commits such changes when the thread's run loop turns, which threads made
///   by Swift concurrency do not have. Layers are not `Sendable`: Swift hands a tree from one
///   thread to another whole, so no two threads change a tree at once; ``lock()`` guards code
///   that shares one anyway.
open class CATransaction {
    /// The block waiting for a set of animations to end.
    ///
    /// Animations added on one thread end on the main thread, so the count is kept under a lock.
    final class CompletionGroup: @unchecked Sendable {
        let block: () -> Void
        private let lock = NSLock()
        private var pending = 0
        private var sealed = false
        private var ran = false

        init(block: @escaping () -> Void) { self.block = block }

        func animationAdded() {
            lock.withLock { pending += 1 }
        }

        func animationEnded() {
            lock.withLock { pending -= 1 }
            runIfDone()
        }

        func seal() {
            lock.withLock { sealed = true }
            runIfDone()
        }

        private func runIfDone() {
            let runs = lock.withLock {
                guard sealed, pending <= 0, !ran else { return false }
                ran = true
                return true
            }
            if runs { block() }
        }
    }

    /// Opens a transaction, nested in the current one if there is one.
    open class func begin() {
        TransactionContext.current.stack.append(TransactionContext.Level())
    }

    /// Closes the innermost transaction; when it is the outermost, its changes take effect and
    /// its animations start.
    open class func commit() {
        let context = TransactionContext.current
        guard let level = context.stack.popLast() else {
            Diagnostics.report("Casement QuartzCore: CATransaction.commit() without a matching begin() ignored.")
            return
        }
        for group in level.groups { group.seal() }
        guard context.stack.isEmpty, context.isMain else { return }
        transactionLock.lock()
        defer { transactionLock.unlock() }
        commitGenerationCounter.add(1, ordering: .relaxed)
        layOutCommittedTrees(context)
        startPendingAnimations(context)
        CALayer.forgetCommittedStates(context)
        let work = context.afterCommit
        context.afterCommit = []
        for body in work { body() }
    }

    /// Takes the lock that guards layer trees shared between threads; it is recursive.
    ///
    /// The main thread's commits and every compositor frame hold it, so code on another thread
    /// that changes a tree the main thread also uses, inside `lock()` and ``unlock()``, never
    /// meets a commit or a frame half way.
    open class func lock() {
        transactionLock.lock()
    }

    /// Releases the lock taken by ``lock()``.
    open class func unlock() {
        transactionLock.unlock()
    }

    /// Runs `body` holding the transaction lock.
    package static func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        transactionLock.lock()
        defer { transactionLock.unlock() }
        return try body()
    }

    /// How many outermost main-thread transactions have committed: a layer made before the
    /// latest commit has been committed, and its changes run actions.
    package static var commitGeneration: Int { commitGenerationCounter.load(ordering: .relaxed) }

    /// Remembers that the tree of `layer` (its root, when asked) needs layout, so the commit lays it out.
    ///
    /// Layout asked for while a commit lays trees out (a layoutSublayers that adds sublayers)
    /// waits for the next commit rather than opening one of its own, as on Apple's platforms,
    /// where it waits for the next turn of the run loop. Only the main thread's transactions
    /// record trees (see the type's note).
    static func requestLayout(of layer: CALayer) {
        let context = TransactionContext.current
        guard context.isMain else { return }
        if !context.isLayingOutCommittedTrees { ensureTransaction(context) }
        guard !layer.awaitsCommitLayout else { return }
        layer.awaitsCommitLayout = true
        context.layoutRequests[ObjectIdentifier(layer)] = .passUnretained(layer)
    }

    /// Takes a layer that is going away off the layout requests (the main thread's: no other
    /// thread records any), on the main queue, before its memory goes.
    static func forgetLayoutRequest(of layer: ObjectIdentifier) {
        func forget() {
            let context = TransactionContext.main
            context.layoutRequests[layer] = nil
            context.layoutInProgress[layer] = nil
        }
        if TransactionContext.isOnMainQueue { forget() } else { DispatchQueue.main.sync(execute: forget) }
    }

    /// Lays out the trees whose layout was asked for. A tree a compositor shows is left to it:
    /// it lays out its tree just before drawing each frame.
    private static func layOutCommittedTrees(_ context: TransactionContext) {
        guard !context.layoutRequests.isEmpty else { return }
        context.layoutInProgress = context.layoutRequests
        context.layoutRequests = [:]
        context.isLayingOutCommittedTrees = true
        defer { context.isLayingOutCommittedTrees = false }
        var rootsDone = Set<ObjectIdentifier>()
        // One at a time from the live table: laying out one tree may free layers of another.
        // A root asked for may have joined another tree since: its root is laid out instead.
        while let (_, request) = context.layoutInProgress.popFirst() {
            let layer = request.takeUnretainedValue()
            layer.awaitsCommitLayout = false
            var root = layer
            while let parent = root.superlayer { root = parent }
            guard !root.isCompositorRoot, rootsDone.insert(ObjectIdentifier(root)).inserted else { continue }
            root.layoutIfNeeded()
        }
    }

    /// Whether the calling thread's only open transaction is an implicit one, which ``flush()`` commits.
    package static var hasOpenImplicitTransaction: Bool {
        TransactionContext.current.hasOpenImplicitTransaction
    }

    /// Commits the implicit transaction now, if one is open, instead of at the end of the run loop turn.
    ///
    /// Animations that start or end at the commit tell their delegates and completion blocks at
    /// once, and what those change opens another implicit transaction: that is committed too
    /// (a few rounds at most), so nothing is left pending.
    open class func flush() {
        let context = TransactionContext.current
        for _ in 0..<8 where context.hasOpenImplicitTransaction { commit() }
    }

    /// The duration of the animations implied by changes in this transaction (0.25 s unless set).
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration)).flatMap(numericValue).map(Double.init) ?? 0.25
    }

    /// Sets the duration of the animations implied by changes in this transaction.
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of the animations implied by changes in this transaction.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of the animations implied by changes in this transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether changes in this transaction run no actions (and so imply no animations).
    open class func disableActions() -> Bool {
        TransactionContext.current.disableActions
    }

    /// Turns the actions of changes in this transaction off or on.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The completion block set in this transaction.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Runs `block` once every animation added to this transaction from now on, nested
    /// transactions included, has ended or been removed; at commit when there are none.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
    }

    /// The value of `key` in the innermost transaction that sets it.
    open class func value(forKey key: String) -> Any? {
        TransactionContext.current.stack.reversed().lazy.compactMap { $0.values[key] }.first
    }

    /// Sets `key` for the current transaction (opening an implicit one if none is open).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        let context = TransactionContext.current
        ensureTransaction(context)
        context.stack[context.stack.count - 1].values[key] = anObject
        if key == kCATransactionCompletionBlock, let block = anObject as? () -> Void {
            context.stack[context.stack.count - 1].groups.append(CompletionGroup(block: block))
        }
    }

    // MARK: For layers and the compositor

    /// Opens an implicit transaction when none is open: on the main thread, to be committed at
    /// the end of this run loop turn; on another, to hold settings until ``flush()``.
    static func ensureTransaction(_ context: TransactionContext = .current) {
        guard context.stack.isEmpty else { return }
        context.stack.append(TransactionContext.Level(isImplicit: true))
        guard context.isMain, !context.implicitCommitScheduled else { return }
        context.implicitCommitScheduled = true
        if TransactionContext.onMainThread {
            // As Core Animation does: the main run loop commits before it sleeps, in the turn that
            // made the change. A main-queue job would wake the loop for a turn of its own after it.
            ImplicitCommitObserver.installOnMainRunLoop()
        } else {
            // The main queue served by a thread that runs no main run loop (as some test runners
            // do): only a job on the queue reaches the end of the change's turn.
            DispatchQueue.main.async { commitImplicitTransaction() }
        }
    }

    /// Commits the main thread's implicit transaction if one is waiting.
    static func commitImplicitTransaction() {
        let context = TransactionContext.main
        guard context.implicitCommitScheduled else { return }
        context.implicitCommitScheduled = false
        flush()
    }

    /// Runs `body` once the main thread's current transaction (an implicit one, opened if none
    /// is) has been committed as the outermost: at the end of the run-loop turn for an implicit one.
    package static func afterCommitting(_ body: @escaping @MainActor () -> Void) {
        let context = TransactionContext.main
        ensureTransaction(context)
        context.afterCommit.append { MainActor.assumeIsolated(body) }
    }

    /// Records an animation just added to `layer`: it joins every open completion group and
    /// starts at the outermost main-thread commit. One added on another thread waits on its
    /// layer until a compositor shows the layer (``CALayer/adoptAnimationsAddedElsewhere()``).
    static func enqueue(_ animation: CAAnimation, on layer: CALayer) {
        let context = TransactionContext.current
        ensureTransaction(context)
        for level in context.stack {
            for group in level.groups {
                group.animationAdded()
                animation.completionGroups.append(group)
            }
        }
        animation.awaitsCommit = true
        if context.isMain {
            context.pending.append((layer, animation))
        } else {
            layer.hasAnimationsAddedElsewhere = true
        }
    }

    /// Stamps begin times and registers the animations of the committed transaction.
    private static func startPendingAnimations(_ context: TransactionContext) {
        // The main context's own list, handed to the main actor it already runs on.
        nonisolated(unsafe) let started = context.pending
        context.pending = []
        MainActor.assumeIsolated {
            // Each layer starts on the clock of the environment its tree runs on, read once per
            // environment so the animations of one commit share their begin time.
            var times: [(environment: AnimationEnvironment, now: CFTimeInterval)] = []
            for (layer, animation) in started where layer.animationEntries.contains(where: { $0.animation === animation }) {
                let environment = layer.environment
                let now: CFTimeInterval
                if let known = times.first(where: { $0.environment === environment }) {
                    now = known.now
                } else {
                    now = environment.now
                    times.append((environment, now))
                }
                animation.awaitsCommit = false
                if let transition = animation as? CATransition { transition.snapshot = layer.makeTransitionSnapshot() }
                if animation.beginTime == 0 { animation.beginTime = layer.convertTime(now, from: nil) }
                environment.engine.register(layer)
            }
            if times.isEmpty {
                let current = AnimationEnvironment.current
                times.append((current, current.now))
            }
            for (environment, now) in times { environment.engine.update(at: now) }
        }
    }
}

extension TransactionContext {
    /// Whether the open transactions turn actions off (``CATransaction/disableActions()``).
    var disableActions: Bool {
        // The innermost level that says decides. A loop: every change of a layer asks, most
        // with no transaction open, and a lazy chain of closures costs more than the answer.
        for level in stack.reversed() {
            if let value = level.values[kCATransactionDisableActions] { return value as? Bool ?? false }
        }
        return false
    }

    /// Whether the only open transaction is an implicit one.
    var hasOpenImplicitTransaction: Bool { stack.count == 1 && stack[0].isImplicit }
}

/// The lock of ``CATransaction/lock()``. Global because the layer trees it guards may be shared
/// by any threads of the process.
private let transactionLock = NSRecursiveLock()

/// How many outermost main-thread transactions have committed (``CATransaction/commitGeneration``);
/// atomic, since layers on any thread compare their creation against it.
private let commitGenerationCounter = Atomic<Int>(0)
