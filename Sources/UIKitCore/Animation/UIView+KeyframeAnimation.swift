public import Foundation
import QuartzCore

extension UIView {
    /// How a keyframe animation runs: the options it shares with block animations, and how its
    /// keyframes' values are joined.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The bits of the set.
        public let rawValue: UInt

        /// Creates options from their bits, as UIKit numbers them; the curve bits of
        /// ``UIView/AnimationOptions`` set the pace of the whole animation (ease in and out by default).
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the changed views when the block ends, so that their subviews' new layout animates with them.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the animating views receive touches while they move.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts each property from what is on screen now, cutting off the animation of it in flight.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs each cycle forwards, then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// In a nested block, uses this block's duration instead of the enclosing block's.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// In a nested block, inherits none of the enclosing block's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight from each keyframe's value to the next (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value holds until the next keyframe's time, with no motion between.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// At an even speed over the whole path, keyframe times ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Along a smooth curve through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Along a smooth curve through the values at an even speed.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The Core Animation calculation mode the options name (their bits 10–12).
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }

        /// The options they share with block animations, curve bits included.
        var animationOptions: AnimationOptions {
            AnimationOptions(rawValue: rawValue & ~(0x7 << 10))
        }
    }

    /// Runs `animations` as one keyframe of the open keyframe block (see
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``).
    class func runKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void) {
        guard let block = animationState.openBlocks.last, block.keyframeMode != nil else {
            Diagnostics.report("Casement UIKit: UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) outside animateKeyframes; its changes are made as if it were not there.")
            return animations()
        }
        let start = frameStartTime.isFinite ? min(max(frameStartTime, 0), 1) : 0
        let length = frameDuration.isFinite ? min(max(frameDuration, 0), 1 - start) : 0
        let outside = block.keyframeChanges
        block.keyframeChanges = []
        animations()
        block.endKeyframe(start: start, duration: length)
        block.keyframeChanges = outside
    }
}
