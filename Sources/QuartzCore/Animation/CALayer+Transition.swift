import CoreGraphics
import Foundation

/// The old picture of a transition is the layer as the last committed transaction left it, which
/// the model no longer holds once the transaction has changed it. So a layer that has been drawn
/// keeps, in its render record, the value each property had before its first change in a
/// transaction, until the transaction commits: a change costs the layer one entry, not a copy
/// of the whole layer. Only when a transition's old picture is drawn is a copy of the layer
/// made, with those values put back.
extension CALayer {
    /// Set while a transition's old picture is drawn: layers then show their committed state.
    /// Not on the application session: it lasts one synchronous snapshot on the main thread, and
    /// the layer geometry that reads it knows no session.
    /// Only the main thread's commit sets it, and only layers a compositor drew (which belong to
    /// the main thread) hold a committed state, so a render on another thread that reads it while
    /// set still draws its layers as they are. Kept out of the renderer's arguments because the
    /// drawing code that reads it is shared with ordinary frames, where it costs one load.
    nonisolated(unsafe) private(set) static var showsCommittedState = false

    /// Keeps `oldValue`, the value `key` had before it just changed, when this is the key's first
    /// change in the transaction. Layers no compositor has drawn keep nothing: they had no old
    /// picture.
    func recordCommittedState(changing key: String, from oldValue: Any?) {
        // Every model change asks: a layer never drawn answers without touching a record.
        guard hasRenderRecord, modelLayer == nil, !isApplyingAnimations, let record = renderRecord, record.compositedChangeCount >= 0 else { return }
        if record.committedValues == nil {
            record.committedValues = []
            let context = TransactionContext.current
            context.layersWithCommittedState.append(self)
            CATransaction.ensureTransaction(context)
        }
        // A loop: a main-actor closure would check its executor for every key compared.
        for committed in record.committedValues ?? [] where committed.key == key { return }
        record.committedValues?.append((key, oldValue))
    }

    /// Records the committed sublayers before they change.
    func willChangeSublayers() {
        recordCommittedState(changing: "sublayers", from: sublayerStorage)
    }

    /// Drops the committed values once the transaction that changed them has committed.
    static func forgetCommittedStates(_ context: TransactionContext) {
        for layer in context.layersWithCommittedState {
            layer.renderRecord?.committedValues = nil
            layer.renderRecord?.committedState = nil
        }
        // Kept allocated: the next transaction records layers again.
        context.layersWithCommittedState.removeAll(keepingCapacity: true)
    }

    /// What the layer shows: its committed state while a transition's old picture is drawn.
    var shownCommittedState: CALayer {
        Self.showsCommittedState ? committedState() ?? self : self
    }

    /// The layer as the last committed transaction left it, made from the model and the values
    /// it had before this transaction, once per transaction; `nil` when nothing changed.
    func committedState() -> CALayer? {
        guard let record = renderRecord, let values = record.committedValues else { return nil }
        if let made = record.committedState { return made }
        let copy = makePresentationCopy()
        copy.sublayerStorage = sublayerStorage
        copy.presentedMask = mask
        copy.isApplyingAnimations = true
        for (key, value) in values {
            switch key {
            case "sublayers": copy.sublayerStorage = value as? [CALayer] ?? []
            case "mask": copy.presentedMask = value as? CALayer
            default: copy.setValue(value, forKey: key)
            }
        }
        copy.isApplyingAnimations = false
        record.committedState = copy
        return copy
    }

    /// The layer's old picture for a transition: the subtree as the last commit left it, drawn
    /// into an image at the layer's contents scale. A layer never drawn had no picture.
    func makeTransitionSnapshot() -> TransitionSnapshot {
        let empty = TransitionSnapshot(image: nil, rect: .null)
        guard compositedChangeCount >= 0 else { return empty }
        Self.showsCommittedState = true
        defer { Self.showsCommittedState = false }
        let old = shownCommittedState
        let area = old.subtreeRectInOwnSpace.integral
        guard let context = LayerRenderer.bitmap(covering: area, scale: max(old.contentsScale, 1)) else { return empty }
        LayerRenderer().drawLayerBody(old, in: context)
        return TransitionSnapshot(image: context.makeImage(), rect: area)
    }

    /// The transition showing at media time `now`, the latest added first, and how far it has gone.
    func runningTransition(atMediaTime now: CFTimeInterval) -> (transition: CATransition, progress: Double)? {
        guard runsTransition else { return nil }
        let time = convertTime(now, from: nil)
        for (_, animation) in animationEntries.reversed() {
            if let transition = animation as? CATransition, let progress = transition.progress(atParentTime: time) {
                return (transition, progress)
            }
        }
        return nil
    }

    /// The area a running transition paints in the layer's bounds space: the old picture and the
    /// new one (`shown`, the layer as it is drawn now), each where the effect has moved it.
    func transitionCoverage(_ running: (transition: CATransition, progress: Double), shown: CALayer) -> CGRect {
        if running.transition.effect == .flip {
            let area = flipCoverage(running.transition, progress: running.progress, shown: shown)
            return shown.masksToBounds ? area.clampedIntersection(shown.bounds) : area
        }
        let place = running.transition.placement(at: running.progress, size: shown.bounds.size)
        var area = CGRect.null
        if let snapshot = running.transition.snapshot, snapshot.image != nil {
            area = snapshot.rect.offsetBy(dx: place.old.x, dy: place.old.y)
        }
        let new = shown.subtreeRectInOwnSpace
        if !new.isNull { area = area.union(new.offsetBy(dx: place.new.x, dy: place.new.y)) }
        return shown.masksToBounds ? area.clampedIntersection(shown.bounds) : area
    }
}
