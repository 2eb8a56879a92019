public import Foundation

extension UIView {
    /// How a block-based view animation runs: its timing curve, repetition, what it does to
    /// animations already running and to touches, and, for transitions, the effect.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The bits of the set.
        public let rawValue: UInt

        /// Creates options from their bits, as UIKit numbers them.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the changed views when the block ends, so that their subviews' new layout animates with them.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the animating views receive touches while they move.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts each property from what is on screen now, cutting off the animation of it in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs each cycle forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// In a nested block, uses this block's duration instead of the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// In a nested block, uses this block's curve instead of the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// In a transition, animates the changes themselves rather than snapshots of before and after.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// In a transition between two views, hides and shows them instead of removing and adding.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// In a nested block, inherits none of the enclosing block's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// At an even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition effect.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flips the view about its vertical axis, its left edge coming forwards.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view about its vertical axis, its right edge coming forwards.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the old content up from the bottom, like a page turned.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the new content down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolves the old content into the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view about its horizontal axis, its top edge coming forwards.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view about its horizontal axis, its bottom edge coming forwards.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The screen's frame rate.
        ///
        /// - Note: Divergence: the frame-rate options are accepted, and view animations render at
        ///   the screen's rate whichever is given (UIKit treats them as a preference too).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name (their bits 16–19).
        var curve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }

        /// The options without the curve bits.
        var withoutCurve: AnimationOptions { AnimationOptions(rawValue: rawValue & ~(0xF << 16)) }
    }

    /// The pace of a view animation over its duration.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// At an even pace.
        case linear = 3
    }
}
