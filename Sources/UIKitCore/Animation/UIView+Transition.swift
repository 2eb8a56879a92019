public import Foundation
import QuartzCore

extension UIView {
    /// Runs `animations` in a block whose changes to `view` show through the transition effect
    /// of `options` (see ``transition(with:duration:options:animations:completion:)``).
    class func runTransition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
    ) {
        let block = ViewAnimationBlock(
            duration: duration.isFinite ? max(duration, 0) : 0, delay: 0, timing: .curve(options.curve), options: options,
            parent: enclosingAnimationBlock, completion: completion)
        if let effect = options.transitionEffect { block.viewTransition = (view.layer, effect.type, effect.subtype) }
        animationState.openBlocks.append(block)
        if options.contains(.allowAnimatedContent) {
            animations?()
        } else {
            performWithoutAnimation { animations?() }
        }
        closeInnermostBlock()
    }

    /// Replaces `fromView` with `toView` through a transition of their superview (see
    /// ``transition(from:to:duration:options:completion:)``).
    class func runReplacement(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions, completion: ((Bool) -> Void)?
    ) {
        guard let container = fromView.superview else {
            Diagnostics.report("Casement UIKit: UIView.transition(from:to:...) with a fromView that has no superview; nothing to replace.")
            return transition(with: toView, duration: 0, options: options, animations: nil, completion: completion)
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                guard toView !== fromView else { return }
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// The effects of ``setAnimationTransition(_:for:cache:)``.
    public enum AnimationTransition: Int, Sendable {
        /// No effect.
        case none = 0
        /// Flips the view about its vertical axis, its left edge coming forwards.
        case flipFromLeft = 1
        /// Flips the view about its vertical axis, its right edge coming forwards.
        case flipFromRight = 2
        /// Curls the old content up from the bottom.
        case curlUp = 3
        /// Curls the new content down from the top.
        case curlDown = 4
    }

    /// In a begin/commit block, shows the block's changes to `view` through `transition`, over
    /// the block's duration and curve. `cache` is accepted for compatibility: the old picture is
    /// always a snapshot and the new one drawn live (UIKit caches both when it is `true`).
    @available(*, deprecated, message: "Use transition(with:duration:options:animations:completion:).")
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = animationState.openBlocks.last else { return }
        let options = AnimationOptions(rawValue: UInt(transition.rawValue) << 20)
        block.viewTransition = options.transitionEffect.map { (view.layer, $0.type, $0.subtype) }
    }
}

extension UIView.AnimationOptions {
    /// The Core Animation transition the transition bits (20–23) name; `nil` for none.
    var transitionEffect: (type: CATransitionType, subtype: CATransitionSubtype?)? {
        switch (rawValue >> 20) & 0xF {
        case 1: (CATransitionType(rawValue: "oglFlip"), .fromLeft)
        case 2: (CATransitionType(rawValue: "oglFlip"), .fromRight)
        case 3: (CATransitionType(rawValue: "pageCurl"), nil)
        case 4: (CATransitionType(rawValue: "pageUnCurl"), nil)
        case 5: (.fade, nil)
        case 6: (CATransitionType(rawValue: "oglFlip"), .fromTop)
        case 7: (CATransitionType(rawValue: "oglFlip"), .fromBottom)
        default: nil
        }
    }
}
