import Foundation
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
/// nothing starts before the outermost one commits. A change made outside any transaction opens
/// an implicit one, which commits before the main run loop next sleeps, when a frame is
/// rendered, or at ``flush()``.
///
/// - Note: Divergence: Core Animation keeps a transaction stack per thread; Casement's layers
///   and transactions belong to the main actor, so there is one stack, and Swift 6 rejects
///   changes from other threads at compile time.
@MainActor
open class CATransaction {
    /// The block waiting for a set of animations to end.
    final class CompletionGroup {
        let block: () -> Void
        var pending = 0
        var sealed = false
        var ran = false

        init(block: @escaping () -> Void) { self.block = block }

        func animationEnded() {
            pending -= 1
            runIfDone()
        }

        func runIfDone() {
            guard sealed, pending <= 0, !ran else { return }
            ran = true
            block()
        }
    }

    private struct Level {
        var values: [String: Any] = [:]
        var isImplicit = false
        /// Completion groups opened at this level; they also collect the animations of nested levels.
        var groups: [CompletionGroup] = []
    }

    private static var stack: [Level] = []
    /// Animations added since the outermost transaction began, started when it commits.
    private static var pending: [(layer: CALayer, animation: CAAnimation)] = []
    private static var implicitCommitScheduled = false
    /// Work to do once the outermost transaction has committed, in the order it was asked for.
    private static var afterCommit: [@MainActor () -> Void] = []

    /// Opens a transaction, nested in the current one if there is one.
    open class func begin() {
        stack.append(Level())
    }

    /// Closes the innermost transaction; when it is the outermost, its changes take effect and
    /// its animations start.
    open class func commit() {
        guard let level = stack.popLast() else {
            Diagnostics.report("Casement QuartzCore: CATransaction.commit() without a matching begin() ignored.")
            return
        }
        for group in level.groups {
            group.sealed = true
            group.runIfDone()
        }
        if stack.isEmpty {
            commitGeneration += 1
            layOutCommittedTrees()
            startPendingAnimations()
            CALayer.forgetCommittedStates()
            let work = afterCommit
            afterCommit = []
            for body in work { body() }
        }
    }

    /// How many outermost transactions have committed: a layer made before the latest commit
    /// has been committed, and its changes run actions.
    package private(set) static var commitGeneration = 0

    // Transaction state is process-wide, as Core Animation's (per thread there; Casement's
    // layers belong to the main actor): a layer needs no application, and one commit serves
    // every tree, whichever session shows it.

    /// The roots of trees whose layout was asked for in the open transactions, laid out at the
    /// outermost commit as Core Animation does. Held
    /// unretained, so asking for layout keeps no layer alive: a layer leaving memory takes
    /// itself off (``forgetLayoutRequest(of:)``), and weak references would give every layer a
    /// side table, which slows every retain of it.
    private static var layoutRequests: [ObjectIdentifier: Unmanaged<CALayer>] = [:]
    /// The requests the commit in progress is laying out.
    private static var layoutInProgress: [ObjectIdentifier: Unmanaged<CALayer>] = [:]

    /// Remembers that the tree of `layer` (its root, when asked) needs layout, so the commit lays it out.
    ///
    /// Layout asked for while a commit lays trees out (a layoutSublayers that adds sublayers)
    /// waits for the next commit rather than opening one of its own, as on Apple's platforms,
    /// where it waits for the next turn of the run loop.
    static func requestLayout(of layer: CALayer) {
        if !isLayingOutCommittedTrees { ensureTransaction() }
        guard !layer.awaitsCommitLayout else { return }
        layer.awaitsCommitLayout = true
        layoutRequests[ObjectIdentifier(layer)] = .passUnretained(layer)
    }

    /// Takes a layer that is going away off the layout requests.
    static func forgetLayoutRequest(of layer: CALayer) {
        layoutRequests[ObjectIdentifier(layer)] = nil
        layoutInProgress[ObjectIdentifier(layer)] = nil
    }

    private static var isLayingOutCommittedTrees = false

    /// Lays out the trees whose layout was asked for. A tree a compositor shows is left to it:
    /// it lays out its tree just before drawing each frame.
    private static func layOutCommittedTrees() {
        guard !layoutRequests.isEmpty else { return }
        layoutInProgress = layoutRequests
        layoutRequests = [:]
        isLayingOutCommittedTrees = true
        defer { isLayingOutCommittedTrees = false }
        var rootsDone = Set<ObjectIdentifier>()
        // One at a time from the live table: laying out one tree may free layers of another.
        // A root asked for may have joined another tree since: its root is laid out instead.
        while let (_, request) = layoutInProgress.popFirst() {
            let layer = request.takeUnretainedValue()
            layer.awaitsCommitLayout = false
            var root = layer
            while let parent = root.superlayer { root = parent }
            guard !root.isCompositorRoot, rootsDone.insert(ObjectIdentifier(root)).inserted else { continue }
            root.layoutIfNeeded()
        }
    }

    /// Whether the only open transaction is an implicit one, which ``flush()`` commits.
    package static var hasOpenImplicitTransaction: Bool { stack.count == 1 && stack[0].isImplicit }

    /// Commits the implicit transaction now, if one is open, instead of at the end of the run loop turn.
    ///
    /// Animations that start or end at the commit tell their delegates and completion blocks at
    /// once, and what those change opens another implicit transaction: that is committed too
    /// (a few rounds at most), so nothing is left pending.
    open class func flush() {
        for _ in 0..<8 where hasOpenImplicitTransaction { commit() }
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
        value(forKey: kCATransactionDisableActions) as? Bool ?? false
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
        stack.reversed().lazy.compactMap { $0.values[key] }.first
    }

    /// Sets `key` for the current transaction (opening an implicit one if none is open).
    open class func setValue(_ anObject: Any?, forKey key: String) {
        ensureTransaction()
        stack[stack.count - 1].values[key] = anObject
        if key == kCATransactionCompletionBlock, let block = anObject as? () -> Void {
            stack[stack.count - 1].groups.append(CompletionGroup(block: block))
        }
    }

    // MARK: For layers and the compositor

    /// Opens an implicit transaction when none is open, to be committed at the end of this run loop turn.
    static func ensureTransaction() {
        guard stack.isEmpty else { return }
        stack.append(Level(isImplicit: true))
        guard !implicitCommitScheduled else { return }
        implicitCommitScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                implicitCommitScheduled = false
                flush()
            }
        }
    }

    /// Runs `body` once the current transaction (an implicit one, opened if none is) has been
    /// committed as the outermost: at the end of the run-loop turn for an implicit one.
    package static func afterCommitting(_ body: @escaping @MainActor () -> Void) {
        ensureTransaction()
        afterCommit.append(body)
    }

    /// Records an animation just added to `layer`: it joins every open completion group and starts at the outermost commit.
    static func enqueue(_ animation: CAAnimation, on layer: CALayer) {
        ensureTransaction()
        for level in stack {
            for group in level.groups {
                group.pending += 1
                animation.completionGroups.append(group)
            }
        }
        animation.awaitsCommit = true
        pending.append((layer, animation))
    }

    /// Stamps begin times and registers the animations of the committed transaction.
    private static func startPendingAnimations() {
        let started = pending
        pending = []
        let now = CACurrentMediaTime()
        for (layer, animation) in started where layer.animationEntries.contains(where: { $0.animation === animation }) {
            animation.awaitsCommit = false
            if let transition = animation as? CATransition { transition.snapshot = layer.makeTransitionSnapshot() }
            if animation.beginTime == 0 { animation.beginTime = layer.convertTime(now, from: nil) }
            AnimationEngine.shared.register(layer)
        }
        AnimationEngine.shared.update(at: now)
    }
}
