public import Foundation

/// What a custom accessibility action runs: it is given the action and returns whether it succeeded.
public typealias UIAccessibilityCustomActionHandler = @MainActor (UIAccessibilityCustomAction) -> Bool

/// An action an element offers assistive technologies beyond activating it (delete, flag,
/// reply), listed in the element's `accessibilityCustomActions` and named for the user.
///
/// Divergence: the target and selector form takes the target's method itself (as every
/// target-action API here does), and there is no `selector` property; the action handler form
/// is as in UIKit.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, as an assistive technology reads it.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }
    /// The action's name with attributes (a language, a spelling out).
    open var attributedName: NSAttributedString
    /// A picture of the action, where an assistive technology shows one.
    open var image: UIImage?
    /// What the action runs when it has no target and method.
    open var actionHandler: UIAccessibilityCustomActionHandler?
    /// The object whose method the action calls; not retained.
    open private(set) weak var target: AnyObject?
    /// The target's method bound to it, returning whether it succeeded.
    private var method: (@MainActor (AnyObject, UIAccessibilityCustomAction) -> Bool)?

    /// An action named `name` that runs `actionHandler`.
    public init(name: String, actionHandler: UIAccessibilityCustomActionHandler?) {
        attributedName = NSAttributedString(string: name)
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action named `name`, pictured by `image`, that runs `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// An action with an attributed name that runs `actionHandler`.
    public init(attributedName: NSAttributedString, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.attributedName = attributedName
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an attributed name, pictured by `image`, that runs `actionHandler`.
    public convenience init(attributedName: NSAttributedString, image: UIImage?, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.init(attributedName: attributedName, actionHandler: actionHandler)
        self.image = image
    }

    /// An action named `name` that calls `selector`, a method of `target` given the action.
    public convenience init<Target: AnyObject>(
        name: String, target: Target, selector: @escaping @MainActor (Target) -> (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: name, actionHandler: nil)
        self.target = target
        method = { target, action in selector(unsafeDowncast(target, to: Target.self))(action) }
    }

    /// An action named `name` that calls `selector`, a method of `target` taking no arguments.
    public convenience init<Target: AnyObject>(name: String, target: Target, selector: @escaping @MainActor (Target) -> () -> Bool) {
        self.init(name: name, actionHandler: nil)
        self.target = target
        method = { target, _ in selector(unsafeDowncast(target, to: Target.self))() }
    }

    /// An action with an attributed name that calls `selector`, a method of `target` given the action.
    public convenience init<Target: AnyObject>(
        attributedName: NSAttributedString, target: Target, selector: @escaping @MainActor (Target) -> (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(attributedName: attributedName, actionHandler: nil)
        self.target = target
        method = { target, action in selector(unsafeDowncast(target, to: Target.self))(action) }
    }

    /// Runs the action as an assistive technology does when the user picks it: the target's
    /// method when the action has one, else its handler. `false` when it failed or has nothing
    /// to run (its target is gone).
    package func perform() -> Bool {
        if let method {
            guard let target else { return false }
            return method(target, self)
        }
        return actionHandler?(self) ?? false
    }
}
