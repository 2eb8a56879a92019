public import CoreGraphics

extension UIScrollView {
    /// How quickly content slows down after the finger lifts: the fraction of its speed it keeps
    /// each millisecond, so a larger value travels further.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of speed kept each millisecond.
        public let rawValue: CGFloat

        /// A rate from its fraction of speed kept each millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default, long glide: 0.998 of the speed kept each millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A short glide: 0.99 of the speed kept each millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which parts of the safe area a scroll view adds to its content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As ``scrollableAxes`` (the view controllers that would also adjust the top of a view
        /// they contain do not exist yet).
        case automatic = 0
        /// The safe area of the axes the view scrolls along: content larger than the bounds, or
        /// bouncing forced with `alwaysBounceVertical`/`alwaysBounceHorizontal`.
        case scrollableAxes = 1
        /// None of the safe area.
        case never = 2
        /// All of the safe area.
        case always = 3
    }

    /// The colour of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark over light content, light in dark mode.
        case `default` = 0
        /// Dark, for light content.
        case black = 1
        /// Light, for dark content.
        case white = 2
    }

    /// Whether a drag that begins in a scroll view dismisses the keyboard: makes the text-taking
    /// first responder resign.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Drags leave the keyboard alone.
        case none = 0
        /// The keyboard goes when a drag begins.
        case onDrag = 1
        /// On iOS the on-screen keyboard follows a drag that reaches it and goes if pulled off
        /// the screen. There is no on-screen keyboard here to pull, so nothing is dismissed.
        case interactive = 2
        /// As ``onDrag``, together with the keyboard's accessory view.
        case onDragWithAccessory = 3
        /// As ``interactive``, together with the keyboard's accessory view.
        case interactiveWithAccessory = 4
    }
}
