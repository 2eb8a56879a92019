import CoreGraphics
public import Foundation

/// An object that manages a view hierarchy: loads its view when first asked for it, takes part
/// in the responder chain between that view and its superview, and hears when the view appears,
/// disappears and lays out.
///
/// A window shows one through ``UIWindow/rootViewController``; a controller can hold others as
/// children, whose views it places in its own and which appear and disappear with it.
/// Presentation is not part of Casement yet.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// Where a controller is in appearing and disappearing.
    private enum Appearance {
        case disappeared, appearing, appeared, disappearing
    }

    private var viewStorage: UIView?
    private var appearance = Appearance.disappeared
    private var childStorage: [UIViewController] = []
    private weak var parentStorage: UIViewController?

    /// The nib name the controller was made with; always `nil` in Casement, which loads no nibs.
    public let nibName: String?
    /// The bundle the controller was made with.
    public let nibBundle: Bundle?

    /// A name for the controller's content, for titles and navigation.
    open var title: String?

    /// The name that identifies the controller among its parent's children when the app's
    /// interface is saved and restored; `nil` (not saved) by default. A controller is saved when
    /// it and every controller above it have one.
    open var restorationIdentifier: String?

    /// The class that makes the controller again at restoration, when neither the app delegate
    /// nor the app's launch does; `nil` by default.
    open var restorationClass: (any UIViewControllerRestoration.Type)?

    /// Writes what the controller needs to show what it shows now after a relaunch; called when
    /// the app's interface is saved. Call `super`.
    open func encodeRestorableState(with coder: NSCoder) {}

    /// Reads back what ``encodeRestorableState(with:)`` wrote; called on every restored
    /// controller, parents first, before any of them hears ``applicationFinishedRestoringState()``.
    /// Call `super`.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// Called on every restored controller once all of them have decoded their state.
    open func applicationFinishedRestoringState() {}

    /// Makes a controller whose ``loadView()`` makes its view.
    ///
    /// Divergence: there are no nib files; a nib name is reported and the view is made by
    /// ``loadView()`` as for `nil`. Override ``loadView()`` to build the view in code.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Makes a controller with no nib, as `UIViewController()` does in UIKit.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Makes a controller from an archive; required, as in UIKit, so that subclasses written for
    /// iOS compile unchanged. The controller's own properties are not archived.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    // A plain deinit, as Apple's classes have, so subclasses may declare a plain `deinit` too.
    deinit {
        cleanUpOnMainThread {
            if let viewStorage, viewStorage.viewControllerStorage === self { viewStorage.viewControllerStorage = nil }
        }
    }

    // MARK: The view

    /// The root view of the controller's hierarchy, loaded (``loadView()``, then
    /// ``viewDidLoad()``) the first time it is read. Setting it replaces the view without
    /// calling ``viewDidLoad()``; setting `nil` unloads it, and the next read loads it again.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { adopt(newValue) }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the view the controller manages and sets ``view``; called when ``view`` is first
    /// read. The base makes a plain view as large as the main screen that resizes with its
    /// superview. Override to build the view in code; do not call `super`.
    open func loadView() {
        if let nibName {
            Diagnostics.report("Casement UIKit: \(Self.self) was made with the nib \"\(nibName)\", but nibs cannot be loaded; override loadView() to build the view.")
        }
        let plain = UIView(frame: UIScreen.main.bounds)
        plain.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = plain
    }

    /// Called once the view is loaded; the base does nothing.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil {
            Diagnostics.report("Casement UIKit: \(Self.self).loadView() did not set the view; the controller uses a plain view.")
            adopt(UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    private func adopt(_ newView: UIView?) {
        guard newView !== viewStorage else { return }
        if let old = viewStorage, old.viewControllerStorage === self { old.viewControllerStorage = nil }
        if let newView {
            // A view has one controller; the one it had before lets it go.
            newView.viewControllerStorage?.viewStorage = nil
            newView.viewControllerStorage = self
        }
        viewStorage = newView
    }

    // MARK: Responder chain

    /// The superview of the controller's view (the window, for a root view controller).
    open override var next: UIResponder? { viewStorage?.superview }

    /// Called when the app is asked to free memory: release what can be made again. The base does nothing.
    open func didReceiveMemoryWarning() {}

    // MARK: Safe area

    /// Insets added to the safe area of the controller's view, for content the controller
    /// covers with bars of its own; zero by default.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewStorage?.refreshSafeArea() } }
    }

    /// Called after the safe area insets of the controller's view changed; the base does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Traits

    /// The traits of the controller's view; the main screen's before the view is loaded.
    open var traitCollection: UITraitCollection { viewStorage?.traitCollection ?? UIScreen.main.traitCollection }

    /// Called after the traits of the controller's view changed from `previousTraitCollection`;
    /// the base does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style of the controller's view hierarchy whatever its window's; `.unspecified`
    /// (the default) follows the view's superview.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { viewStorage?.refreshTraits() } }
    }

    // MARK: Appearing and disappearing

    /// The view is about to be added to a shown window's hierarchy; the base does nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// The view is on the screen: the frame that shows it has been presented. The base does nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// The view is about to leave the screen; the base does nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// The view has left the screen; the base does nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called before the view lays out its subviews; the base does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called after the view has laid out its subviews; the base does nothing.
    open func viewDidLayoutSubviews() {}

    /// Whether the controller passes its appearance callbacks on to the children whose views are
    /// in its view; `true` by default.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    func beginAppearance() {
        guard appearance == .disappeared || appearance == .disappearing else { return }
        appearance = .appearing
        viewWillAppear(false)
        forEachShownChild { $0.beginAppearance() }
    }

    func endAppearance() {
        guard appearance == .appearing else { return }
        appearance = .appeared
        viewDidAppear(false)
        forEachShownChild { $0.endAppearance() }
    }

    func beginDisappearance() {
        guard appearance == .appeared || appearance == .appearing else { return }
        appearance = .disappearing
        viewWillDisappear(false)
        forEachShownChild { $0.beginDisappearance() }
    }

    func endDisappearance() {
        guard appearance == .disappearing else { return }
        appearance = .disappeared
        viewDidDisappear(false)
        forEachShownChild { $0.endDisappearance() }
    }

    /// Runs `body` on each child whose view is in this controller's view, when forwarding.
    private func forEachShownChild(_ body: (UIViewController) -> Void) {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewStorage else { return }
        for child in childStorage where child.viewStorage?.isDescendant(of: view) == true { body(child) }
    }

    // MARK: Children

    /// The controllers this one contains, in the order they were added.
    open var children: [UIViewController] { childStorage }

    /// The controller that contains this one, if any.
    open var parent: UIViewController? { parentStorage }

    /// Makes `childController` a child of this controller (taking it from its parent), after
    /// telling it with ``willMove(toParent:)``. Adding its view to this controller's view, and
    /// calling its ``didMove(toParent:)`` afterwards, are the caller's.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self, !isDescendantController(of: childController) else {
            return Diagnostics.report("Casement UIKit: addChild ignored: \(type(of: childController)) would contain itself.")
        }
        guard childController.parentStorage !== self else { return }
        if childController.parentStorage != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// Removes the controller from its parent and tells it with ``didMove(toParent:)`` (`nil`);
    /// calling ``willMove(toParent:)`` before, and removing its view, are the caller's.
    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to `parent`, or (with `nil`) before it is removed from its parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to `parent`, or (with `nil`) removed from its parent.
    open func didMove(toParent parent: UIViewController?) {}

    private func isDescendantController(of controller: UIViewController) -> Bool {
        var current = parentStorage
        while let ancestor = current {
            if ancestor === controller { return true }
            current = ancestor.parentStorage
        }
        return false
    }

    /// Swaps one child's view for another's: `toViewController`'s view joins the superview of
    /// `fromViewController`'s, `animations` run (or the transition that `options` name), then
    /// the old view leaves; the children's appearance callbacks come at the start and at the end,
    /// then `completion`. Both must be children of this controller already.
    open func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        performTransition(
            from: fromViewController, to: toViewController, duration: duration, options: options, animations: animations,
            completion: completion)
    }

    // MARK: Editing

    private var editingStorage = false

    /// Whether the controller's content is being edited; setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off; subclasses update their views and call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
    }
}

extension UIViewController: UITraitEnvironment {}
