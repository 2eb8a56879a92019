public import CoreGraphics
public import Foundation
import QuartzCore

extension UIView {
    /// The state of animation blocks, which lives on the current session: UIView's animation
    /// API is class methods, so it reaches the session as `UIApplication.shared` does.
    static var animationState: ViewAnimationState { UIApplication.shared.session.viewAnimations }

    /// The properties of a view's layer that animate in an animation block: the layer's side of
    /// frame, bounds, center, transform, alpha, backgroundColor and contentStretch, and the
    /// corner radius, as in UIKit.
    static let blockAnimatableKeys: Set<String> = ["position", "bounds", "transform", "opacity", "backgroundColor", "contentsCenter", "cornerRadius"]

    class func runAnimationBlock(
        duration: TimeInterval, delay: TimeInterval, timing: ViewAnimationBlock.Timing, options: AnimationOptions,
        keyframeMode: CAAnimationCalculationMode? = nil, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let block = ViewAnimationBlock(
            duration: duration.isFinite ? max(duration, 0) : 0, delay: delay.isFinite ? max(delay, 0) : 0, timing: timing,
            options: options, parent: enclosingAnimationBlock, completion: completion)
        block.keyframeMode = keyframeMode
        animationState.openBlocks.append(block)
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
        animationState.openBlocks.append(recorder)
        body()
        animationState.openBlocks.removeAll { $0 === recorder }
        return recorder.changes
    }

    /// The innermost open block a new block nests in: not an animator's recorder, whose
    /// settings are none (a block inside an animator's closure keeps its own).
    static var enclosingAnimationBlock: ViewAnimationBlock? {
        animationState.openBlocks.last.flatMap { $0.isRecorder ? nil : $0 }
    }

    /// Closes the innermost open block, starting its animations.
    static func closeInnermostBlock() {
        guard let block = animationState.openBlocks.popLast() else { return }
        block.close(enclosing: animationState.openBlocks)
    }

    // MARK: The view's layer's actions

    /// The action for a change of `key` of this view's layer: an animation when the change is
    /// made in an animation block and animations are on, none otherwise.
    func animationBlockAction(forKey key: String) -> (any CAAction)? {
        // Every change of a view's layer asks: the session's state is looked up once.
        let state = Self.animationState
        guard let block = state.openBlocks.last, state.withoutAnimationDepth == 0, state.animationsEnabled,
              Self.blockAnimatableKeys.contains(key)
        else { return nil }
        return ViewAnimationAction(block: block, repetition: state.repetitionOverrides.last)
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
