public import Foundation

/// One press of a key (or a remote's button), from going down to coming up.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// Where a press is in its life.
    public enum Phase: Int, Sendable {
        /// The key went down.
        case began = 0
        /// The key's force or other value changed.
        case changed = 1
        /// Held, unchanged in this event.
        case stationary = 2
        /// The key came up.
        case ended = 3
        /// The system took the press away.
        case cancelled = 4
    }

    /// The buttons of a remote that presses name; keyboard arrows and Return report theirs too.
    public enum PressType: Int, Sendable {
        /// The up arrow button.
        case upArrow = 0
        /// The down arrow button.
        case downArrow = 1
        /// The left arrow button.
        case leftArrow = 2
        /// The right arrow button.
        case rightArrow = 3
        /// The select button.
        case select = 4
        /// The menu button.
        case menu = 5
        /// The play/pause button.
        case playPause = 6
        /// The page up button.
        case pageUp = 30
        /// The page down button.
        case pageDown = 31
    }

    /// Where the press is in its life.
    open internal(set) var phase: Phase = .began
    /// The remote button the key plays, for arrows, Return (select), Escape (menu) and paging keys;
    /// `nil` for other keys.
    ///
    /// Divergence: UIKit gives every keyboard press some raw type; here keys without a remote
    /// equivalent have none.
    open internal(set) var type: PressType?
    /// When the press last changed, in seconds of the media clock.
    open internal(set) var timestamp: TimeInterval = 0
    /// The key pressed.
    open internal(set) var key: UIKey?
    /// The window the press went to (the key window).
    open internal(set) weak var window: UIWindow?
    /// The responder the press was first delivered to.
    open internal(set) weak var responder: UIResponder?
    /// The pressure of the press; 0 for keys.
    open internal(set) var force: CGFloat = 0
    /// The gesture recognizers that receive the press; none for keys here.
    open var gestureRecognizers: [UIGestureRecognizer]? { nil }

    /// Whether the press went down without anything handling it, so it may become text.
    var reachedEndOfChain = false

    init(key: UIKey, timestamp: TimeInterval) {
        self.key = key
        self.timestamp = timestamp
        type = switch key.keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: .select
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: nil
        }
        super.init()
    }
}

/// An event about presses: the keys down now, with the ones that changed.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of the event.
    var pressList: [UIPress] = []

    init(timestamp: TimeInterval) {
        super.init(type: .presses, timestamp: timestamp)
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses `gesture` receives; none, as recognizers take no key presses here.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
