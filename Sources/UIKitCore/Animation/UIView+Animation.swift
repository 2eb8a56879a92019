public import CoreGraphics
public import Foundation
import QuartzCore

extension UIView {
    /// The animation blocks open now, innermost last.
    static var openAnimationBlocks: [ViewAnimationBlock] = []
    /// The repetitions `modifyAnimations(withRepeatCount:autoreverses:animations:)` set, innermost last.
    static var repetitionOverrides: [(count: Float, autoreverses: Bool)] = []
    /// How many ``performWithoutAnimation(_:)`` calls are under way.
    static var withoutAnimationDepth = 0
    static var animationsEnabledStorage = true

    /// The properties of a view's layer that animate in an animation block: the layer's side of
    /// frame, bounds, center, transform, alpha, backgroundColor and contentStretch, and the
    /// corner radius, as in UIKit.
    static let blockAnimatableKeys: Set<String> = ["position", "bounds", "transform", "opacity", "backgroundColor", "contentsCenter", "cornerRadius"]

    // MARK: Block-based animations

    /// Animates the changes `animations` makes to views, over `duration` seconds after `delay`,
    /// as `options` say; `completion` then gets whether every animation ran to its end.
    ///
    /// The views take their new values at once (what they report is the final state); the screen
    /// shows them moving. A block nested in another takes its duration, curve and options unless
    /// `options` override them. With no change to animate, `completion` runs at the end of the
    /// run-loop turn.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, timing: .curve(options.curve), options: options,
            animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, easing in and out, then
    /// calls `completion` with whether every animation ran to its end.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, easing in and out.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes with a spring that settles within `duration`:
    /// `dampingRatio` 1 comes to rest without overshoot, smaller ratios oscillate; `velocity` is
    /// the initial speed in whole changes per second.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(
            duration: duration, delay: delay, timing: .spring(dampingRatio: dampingRatio, velocity: velocity),
            options: options, animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes with a spring of perceptual `duration` and
    /// `bounce` (0 none, towards 1 more); the animation lasts until the spring settles.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        withoutActuallyEscaping(animations) { animations in
            runAnimationBlock(
                duration: duration, delay: delay,
                timing: .perceptualSpring(duration: duration, bounce: bounce, velocity: initialSpringVelocity),
                options: options, animations: animations, completion: completion)
        }
    }

    class func runAnimationBlock(
        duration: TimeInterval, delay: TimeInterval, timing: ViewAnimationBlock.Timing, options: AnimationOptions,
        keyframeMode: CAAnimationCalculationMode? = nil, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let block = ViewAnimationBlock(
            duration: duration.isFinite ? max(duration, 0) : 0, delay: delay.isFinite ? max(delay, 0) : 0, timing: timing,
            options: options, parent: enclosingAnimationBlock, completion: completion)
        block.keyframeMode = keyframeMode
        openAnimationBlocks.append(block)
        animations()
        if block.options.contains(.layoutSubviews) {
            for view in block.changedViews { view.layoutIfNeeded() }
        }
        closeInnermostBlock()
    }

    /// Runs `body` in a block that only records the changes it makes to views' layers (an
    /// animator turns them into animations of its own), and returns them.
    static func recordChanges(_ body: () -> Void) -> [ViewAnimationBlock.Change] {
        let recorder = ViewAnimationBlock(duration: 0, delay: 0, timing: .curve(.linear), options: [], parent: nil, completion: nil)
        recorder.isRecorder = true
        openAnimationBlocks.append(recorder)
        body()
        openAnimationBlocks.removeAll { $0 === recorder }
        return recorder.changes
    }

    /// The innermost open block a new block nests in: not an animator's recorder, whose
    /// settings are none (a block inside an animator's closure keeps its own).
    static var enclosingAnimationBlock: ViewAnimationBlock? {
        openAnimationBlocks.last.flatMap { $0.isRecorder ? nil : $0 }
    }

    /// Closes the innermost open block, starting its animations.
    static func closeInnermostBlock() {
        guard let block = openAnimationBlocks.popLast() else { return }
        block.close(enclosing: openAnimationBlocks)
    }

    /// Makes the changes `actionsWithoutAnimation` makes take effect at once, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        withoutAnimationDepth += 1
        defer { withoutAnimationDepth -= 1 }
        actionsWithoutAnimation()
    }

    /// Inside an animation block, makes the changes `animations` makes repeat `count` times (a
    /// fraction ends part way through a cycle) and, with `autoreverses`, run back after each cycle.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        repetitionOverrides.append((Float(count.isNaN ? 0 : max(count, 0)), autoreverses))
        defer { repetitionOverrides.removeLast() }
        animations()
    }

    /// Whether changes in animation blocks animate; `true` unless turned off with ``setAnimationsEnabled(_:)``.
    public class var areAnimationsEnabled: Bool { animationsEnabledStorage }

    /// Turns view animations on or off; while off, changes in animation blocks take effect at once
    /// (and completion handlers still run).
    public class func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabledStorage = enabled
    }

    /// The duration of the innermost animation block open now, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        enclosingAnimationBlock?.duration ?? 0
    }

    // MARK: The view's layer's actions

    /// The action for a change of `key` of this view's layer: an animation when the change is
    /// made in an animation block and animations are on, none otherwise.
    func animationBlockAction(forKey key: String) -> (any CAAction)? {
        guard let block = Self.openAnimationBlocks.last, Self.withoutAnimationDepth == 0, Self.animationsEnabledStorage,
              Self.blockAnimatableKeys.contains(key)
        else { return nil }
        return ViewAnimationAction(block: block, repetition: Self.repetitionOverrides.last)
    }
}

/// Records a change of a view's layer in the animation block it was made in.
@MainActor
final class ViewAnimationAction: @preconcurrency CAAction {
    private let block: ViewAnimationBlock
    private let repetition: (count: Float, autoreverses: Bool)?

    init(block: ViewAnimationBlock, repetition: (count: Float, autoreverses: Bool)?) {
        (self.block, self.repetition) = (block, repetition)
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer, let oldValue = layer.valueBeforeChange(forKey: event) else { return }
        let shown = layer.hasAnimation(ofKeyPath: event) ? layer.presentationValue(forKey: event, before: oldValue) : oldValue
        block.record(layer: layer, key: event, oldValue: oldValue, shownValue: shown, repetition: repetition)
    }
}
