import CoreGraphics
import Foundation

/// Keeps the layers that have animations, starts and ends their animations as media time passes
/// and tells their delegates and transactions; one per ``AnimationEnvironment``.
@MainActor
package final class AnimationEngine {
    /// The media clock of the engine's environment.
    private let clock: @Sendable () -> CFTimeInterval

    nonisolated init(clock: @escaping @Sendable () -> CFTimeInterval) {
        self.clock = clock
    }

    private final class WeakLayer {
        weak var layer: CALayer?
        init(_ layer: CALayer) { self.layer = layer }
    }

    private var layers: [ObjectIdentifier: WeakLayer] = [:]
    /// Animations whose layer went away before they ended, to be reported unfinished at the next
    /// update: a layer's deinit may run in the middle of any change, too early to call out.
    private var orphans: [CAAnimation] = []

    /// Reports `animations`, whose layer is going away, as stopped unfinished at the next update.
    func orphan(_ animations: [CAAnimation]) {
        let first = orphans.isEmpty
        orphans.append(contentsOf: animations)
        // Nothing else may be animating to bring the next update; ask the main queue for one.
        guard first else { return }
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.updateAtCurrentTime() }
        }
    }

    /// Reports `animations`, whose layer is going away on any thread, as stopped unfinished on
    /// the main queue, where the engines and whoever waits for them live.
    ///
    /// A layer being released is in no tree any more, so its animations go to the current
    /// environment's engine; any engine reports them at its next update.
    nonisolated static func orphan(_ animations: [CAAnimation]) {
        // The animations belong to the layer being released: nothing else holds them any more.
        nonisolated(unsafe) let animations = animations
        let engine = AnimationEnvironment.current.engine
        if TransactionContext.isOnMainQueue {
            MainActor.assumeIsolated { engine.orphan(animations) }
        } else {
            DispatchQueue.main.async { engine.orphan(animations) }
        }
    }

    /// Updates at the media time of the engine's environment.
    private func updateAtCurrentTime() {
        update(at: clock())
    }

    package func register(_ layer: CALayer) {
        layers[ObjectIdentifier(layer)] = WeakLayer(layer)
    }

    /// Starts animations whose time has come and ends those whose active time is over, at media time `now`.
    package func update(at now: CFTimeInterval) {
        if !orphans.isEmpty {
            let ended = orphans
            orphans = []
            for animation in ended { animation.reportStop(finished: false) }
        }
        for (id, entry) in layers {
            guard let layer = entry.layer else {
                layers[id] = nil
                continue
            }
            layer.updateAnimations(atMediaTime: now)
            // A layer stays only while it has something to report: an animation still to start
            // or one that can end. Forever-repeating animations cost nothing per frame once
            // started; adding an animation registers the layer again.
            if !layer.hasAnimationEventsAhead { layers[id] = nil }
        }
    }
}

extension CAAnimation {
    /// Tells whoever waits for the animation (its delegate, transactions, UIKit) that it stopped, once.
    func reportStop(finished: Bool) {
        guard !didReportStop else { return }
        didReportStop = true
        if didReportStart || finished { delegate?.animationDidStop(self, finished: finished) }
        for group in completionGroups { group.animationEnded() }
        completionGroups = []
        if let handler = stopHandler {
            stopHandler = nil
            // UIKit's handlers belong to the main actor; an animation removed on another thread
            // (from a layer that thread owns) tells them on the main queue.
            if TransactionContext.isOnMainQueue {
                MainActor.assumeIsolated { handler(finished) }
            } else {
                nonisolated(unsafe) let handler = handler
                DispatchQueue.main.async { handler(finished) }
            }
        }
    }
}

extension CALayer {
    func addAnimation(_ anim: CAAnimation, forKey key: String?) {
        if let property = anim as? CAPropertyAnimation, property.keyPath == nil {
            Diagnostics.report("Casement QuartzCore: add(_:forKey:) on \(debugName): a \(type(of: anim)) without a keyPath animates nothing; it was not added.")
            return
        }
        let times = [anim.beginTime, anim.duration, Double(anim.speed), anim.timeOffset, anim.repeatDuration]
        guard times.allSatisfy(\.isFinite), !anim.repeatCount.isNaN, anim.duration >= 0, anim.repeatDuration >= 0, anim.repeatCount >= 0 else {
            Diagnostics.report("Casement QuartzCore: add(_:forKey:) on \(debugName): a \(type(of: anim)) with a NaN, infinite or negative time (beginTime \(anim.beginTime), duration \(anim.duration), speed \(anim.speed), timeOffset \(anim.timeOffset), repeatCount \(anim.repeatCount), repeatDuration \(anim.repeatDuration)) was not added.")
            return
        }
        guard let copy = anim.copy() as? CAAnimation else { return }
        copy.fallbackDuration = CATransaction.animationDuration()
        // Transitions always go under kCATransition, whatever key they are added with.
        let key = copy is CATransition ? kCATransition : key
        if let key { removeAnimations { $0 == key } }
        animationEntries.append((key, copy))
        if copy is CATransition { record.runsTransition = true }
        CATransaction.enqueue(copy, on: self)
        // A move changes where the layer shows, not what it looks like: a picture kept of it stays good.
        didChange(Self.onlyMoves(copy) ? Self.moveAddedKey : "animations")
    }

    /// Hands the animations added to this layer on another thread to the main thread's
    /// transaction, which starts them at its commit; a compositor calls it once the layer is
    /// shown, and so on the main thread that owns it by then.
    func adoptAnimationsAddedElsewhere() {
        hasAnimationsAddedElsewhere = false
        for (_, animation) in animationEntries where animation.awaitsCommit {
            TransactionContext.main.pending.append((self, animation))
        }
        CATransaction.ensureTransaction(.main)
    }

    func removeAnimations(where matches: (String?) -> Bool) {
        removeAnimationEntries { matches($0.key) }
    }

    func removeAnimationEntries(where matches: ((key: String?, animation: CAAnimation)) -> Bool) {
        let removed = animationEntries.filter(matches)
        guard !removed.isEmpty else { return }
        animationEntries.removeAll(where: matches)
        if animationEntries.isEmpty {
            renderRecord?.presentation = nil
            renderRecord?.runsTransition = false
        }
        for (_, animation) in removed { stopAnimation(animation, finished: false) }
        didChange("animations")
    }

    /// Tells whoever waits for `animation` that it stopped, once.
    func stopAnimation(_ animation: CAAnimation, finished: Bool) {
        animation.reportStop(finished: finished)
    }

    /// Tells delegates about animations that started or ended by `now`, and removes the ended ones
    /// that leave on completion.
    func updateAnimations(atMediaTime now: CFTimeInterval) {
        let time = convertTime(now, from: nil)
        var finished: [CAAnimation] = []
        // An animation added since the last commit (by a delegate told of another's end during
        // this very update, say) has no begin time yet: its time starts at the commit.
        for (_, animation) in animationEntries where !animation.awaitsCommit {
            if !animation.didReportStart, time >= animation.beginTime {
                animation.didReportStart = true
                animation.delegate?.animationDidStart(animation)
            }
            if !animation.didReportStop, time >= animation.endTime(inheritedDuration: animation.fallbackDuration) {
                finished.append(animation)
            }
        }
        guard !finished.isEmpty else { return }
        animationEntries.removeAll { entry in finished.contains { $0 === entry.animation } && entry.animation.isRemovedOnCompletion }
        if animationEntries.isEmpty {
            renderRecord?.presentation = nil
            renderRecord?.runsTransition = false
        }
        for animation in finished { stopAnimation(animation, finished: true) }
        didChange("animations")
    }

    /// Whether an animation of the layer has yet to report its start, or can still end.
    var hasAnimationEventsAhead: Bool {
        animationEntries.contains { _, animation in
            !animation.didReportStart
                || (!animation.didReportStop && animation.endTime(inheritedDuration: animation.fallbackDuration).isFinite)
        }
    }

    /// A presentation copy of the layer's model values, not yet animated.
    func makePresentationCopy() -> CALayer {
        let copy = DynamicConstruction.copy(of: self)
        copy.modelLayer = self
        return copy
    }

    /// A copy of the layer with its animations applied at media time `now`.
    func makePresentation(atMediaTime now: CFTimeInterval) -> CALayer {
        let copy = makePresentationCopy()
        copy.sublayerStorage = sublayerStorage
        copy.presentedMask = mask
        copy.contents = contents
        copy.sortedContents = sortedContents
        guard !animationEntries.isEmpty else { return copy }
        copy.isApplyingAnimations = true
        applyAnimations(to: copy, atMediaTime: now)
        copy.isApplyingAnimations = false
        copy.animatedKeysAreComplete = true
        // A property that needs display when it changes (a subclass's custom animatable
        // property) is drawn by the copy, with the animated value, into a bitmap of its own.
        copy.redrawsWhenAnimated = copy.animatedKeysNeedDisplay
        if copy.redrawsWhenAnimated {
            if copy.hasDrawnContents { copy.contents = nil }
            copy.setNeedsDisplay()
            copy.displayIfNeeded()
        }
        return copy
    }

    /// The presentation at media time `time`, made once per frame time.
    package func presentation(forFrameAt time: CFTimeInterval) -> CALayer {
        if !hasRenderRecord { adoptRenderRecord(LayerRenderRecord()) }
        // The record is read unretained: this runs for every animated layer each frame.
        return withRecord(ifAbsent: self) { record in
            if let presentation = record.presentation, record.presentationTime == time { return presentation }
            // While the model is unchanged, last frame's copy is reused: only the animated
            // properties go back to their model values before the animations apply again.
            if let presentation = record.presentation, record.presentationSource == propertyChangeCount, !presentation.redrawsWhenAnimated {
                presentation.isApplyingAnimations = true
                // Animations that replace their property's value whatever it was need no reset.
                if animationsDependOnValuesUnderneath(record) {
                    for key in presentation.animatedKeys { presentation.setValue(value(forKey: key), forKey: key) }
                }
                applyAnimations(to: presentation, atMediaTime: time)
                presentation.isApplyingAnimations = false
                record.presentationTime = time
                return presentation
            }
            let presentation = makePresentation(atMediaTime: time)
            (record.presentation, record.presentationTime, record.presentationSource) = (presentation, time, propertyChangeCount)
            return presentation
        }
    }

    /// Whether any of the layer's animations shows something that depends on the value underneath,
    /// so a reused presentation must go back to the model's values first; kept in `record` until
    /// the animations change.
    private func animationsDependOnValuesUnderneath(_ record: LayerRenderRecord) -> Bool {
        if let known = record.animationsDependOnValuesUnderneath { return known }
        let depends = animationEntries.contains { ($0.animation as? CAPropertyAnimation)?.dependsOnValueUnderneath ?? true }
        if animationEntries.allSatisfy(\.animation.didReportStart) { record.animationsDependOnValuesUnderneath = depends }
        return depends
    }

    /// Applies the layer's animations, in order, to a presentation copy at media time `now`.
    func applyAnimations(to copy: CALayer, atMediaTime now: CFTimeInterval) {
        copy.contentsDissolve = nil
        let time = convertTime(now, from: nil)
        for (_, animation) in animationEntries {
            // An animation that starts when its transaction commits shows its start until then.
            let at = animation.awaitsCommit && animation.beginTime == 0 ? 0 : time
            animation.apply(to: copy, atParentTime: at, inheritedDuration: animation.fallbackDuration)
        }
    }

    /// The mask to draw: a presentation copy shows its model's.
    var maskToRender: CALayer? {
        modelLayer == nil ? mask : presentedMask
    }

    /// Sets an animated value on a presentation copy.
    func setPresentationValue(_ value: Any?, forKeyPath keyPath: String) {
        animatedKeys.insert(String(keyPath.prefix { $0 != "." }))
        // Only a layer's own contents are drawn dissolving; elsewhere an image switches halfway.
        guard let dissolve = value as? ContentsDissolve else { return setValue(value, forKeyPath: keyPath) }
        if keyPath == "contents" { contentsDissolve = dissolve }
        setValue(dissolve.nearer, forKeyPath: keyPath)
    }

    var animatedKeysNeedDisplay: Bool {
        animatedKeys.contains { type(of: self).needsDisplay(forKey: $0) }
    }

    // MARK: Time

    /// The local time at `t` in `layer`'s time (``convertTime(_:from:)``).
    func localTime(_ t: CFTimeInterval, convertedFrom layer: CALayer?) -> CFTimeInterval {
        let media = layer.map { $0.mediaTime(fromLocal: t) } ?? t
        return localTime(fromMedia: media)
    }

    /// The time in `layer`'s time at `t` in this layer's (``convertTime(_:to:)``).
    func localTime(_ t: CFTimeInterval, convertedTo layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocal: t)
        return layer.map { $0.localTime(fromMedia: media) } ?? media
    }

    /// Media time mapped down the chain of superlayers to this layer.
    private func localTime(fromMedia media: Double) -> Double {
        let parentTime = superlayer?.localTime(fromMedia: media) ?? media
        // Most layers keep their superlayer's time.
        if hasDefaultTiming { return parentTime }
        let timing = self.timing
        // A layer with a duration runs its time in cycles, like an animation's.
        guard timing.duration > 0, case .active(let progress, _) = timing.phase(atParentTime: parentTime, simpleDuration: timing.duration) else {
            return timing.localTime(atParentTime: parentTime)
        }
        return progress * timing.duration
    }

    /// This layer's local time mapped up the chain of superlayers to media time.
    private func mediaTime(fromLocal local: Double) -> Double {
        var time = local
        var layer: CALayer? = self
        while let current = layer {
            time = current.timing.parentTime(atLocalTime: time)
            layer = current.superlayer
        }
        return time
    }

    /// The layer's own timing, as values.
    private var timing: MediaTiming { MediaTiming(self) }

    func didChangeTiming() {
        hasDefaultTiming = beginTime == 0 && speed == 1 && timeOffset == 0 && duration == 0
        didChange("timing")
    }
}
