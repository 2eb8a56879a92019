public import CoreGraphics
public import Foundation

/// A part of the interface that takes part in keyboard focus: it may prefer where focus goes
/// inside it, veto a move and hear about one.
@preconcurrency @MainActor
public protocol UIFocusEnvironment: NSObjectProtocol {
    /// The environments focus should go to inside this one, most preferred first.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment this one is inside: a view's superview.
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The focus group the environment belongs to; `nil` takes its parent's.
    var focusGroupIdentifier: String? { get }
    /// Asks for focus to be reconsidered for this environment on the next update.
    func setNeedsFocusUpdate()
    /// Carries out a pending focus update now.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` describes; asked of every environment holding the
    /// item focus leaves or the item it goes to.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved as `context` describes; animations added to `coordinator` run with the change.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// An environment that can itself be focused.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can take focus now.
    var canBecomeFocused: Bool { get }
    /// The item's frame in its parent's coordinates.
    var frame: CGRect { get }
    /// How the item shows that it is focused; `nil` shows nothing.
    var focusEffect: UIFocusEffect? { get }
}

/// The direction focus moved in.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// The set with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Upwards.
    public static let up = UIFocusHeading(rawValue: 1 << 0)
    /// Downwards.
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    /// To the left.
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    /// To the right.
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// To the next item, as Tab moves.
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// To the previous item, as Shift-Tab moves.
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}

/// What a focus move is: where focus leaves, where it goes, and which way.
@preconcurrency @MainActor
open class UIFocusUpdateContext: NSObject {
    /// The item focus leaves, if any.
    open private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item focus goes to, if any.
    open private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction of the move; empty when focus moved for another reason.
    public let focusHeading: UIFocusHeading

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
        super.init()
    }

    /// The view focus leaves, if the item was a view.
    open var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// The view focus goes to, if the item is a view.
    open var nextFocusedView: UIView? { nextFocusedItem as? UIView }
}

/// Collects animations to run along with a focus change.
///
/// Focus changes show at once here, so the animations run when the change is made and the
/// completions after them.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator: NSObject {
    private var completions: [@MainActor () -> Void] = []

    /// Runs `animations` with the focus change, then `completion` once it is shown.
    open func addCoordinatedAnimations(_ animations: (@MainActor () -> Void)?, completion: (@MainActor () -> Void)? = nil) {
        animations?()
        if let completion { completions.append(completion) }
    }

    /// Runs `animations` with focus arriving, then `completion`.
    open func addCoordinatedFocusingAnimations(
        _ animations: (@MainActor (any UIFocusAnimationContext) -> Void)?, completion: (@MainActor () -> Void)? = nil
    ) {
        animations?(ImmediateFocusAnimationContext())
        if let completion { completions.append(completion) }
    }

    /// Runs `animations` with focus leaving, then `completion`.
    open func addCoordinatedUnfocusingAnimations(
        _ animations: (@MainActor (any UIFocusAnimationContext) -> Void)?, completion: (@MainActor () -> Void)? = nil
    ) {
        animations?(ImmediateFocusAnimationContext())
        if let completion { completions.append(completion) }
    }

    func finish() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}

/// How long a focus animation takes.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: NSObjectProtocol {
    /// The animation's duration in seconds.
    var duration: TimeInterval { get }
}

/// The context of a focus change that shows at once.
@MainActor
final class ImmediateFocusAnimationContext: NSObject, UIFocusAnimationContext {
    var duration: TimeInterval { 0 }
}
