public import CoreGraphics
public import Foundation

/// Watches the touches on a view and its subviews for one gesture, and tells its targets when
/// it sees it.
///
/// A recognizer is a state machine. It starts ``State-swift.enum/possible``; a discrete one (a
/// tap) goes to ``State-swift.enum/recognized`` or ``State-swift.enum/failed``; a continuous one
/// (a pan) goes through ``State-swift.enum/began``, ``State-swift.enum/changed`` and ends
/// ``State-swift.enum/ended`` or ``State-swift.enum/cancelled``. The recognizers that see the
/// same touches arbitrate as UIKit's do: one that recognizes makes the others fail unless a
/// delegate lets them recognize together, and one that must wait for another to fail holds its
/// recognition until then.
///
/// Divergence: Swift on Linux has no Objective-C selectors, so targets and actions are typed
/// method references or closures: `UITapGestureRecognizer(target: self, action: #selector(tapped))`
/// becomes `UITapGestureRecognizer(target: self, action: Self.tapped)`, and
/// `UITapGestureRecognizer { recognizer in … }` takes a closure.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// Where a recognizer is in recognizing its gesture.
    public enum State: Int, Sendable {
        /// Watching touches; the starting state.
        case possible = 0
        /// A continuous gesture has started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// A continuous gesture finished, or a discrete gesture was recognized.
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same state as ``ended``.
        public static var recognized: State { .ended }

        /// Whether the recognizer has finished with the gesture and waits to be reset.
        var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Whether the recognizer has recognized its gesture and holds it.
        var isRecognizing: Bool { self == .began || self == .changed || self == .ended }
    }

    private struct TargetAction {
        /// The object the action is sent to, when the action has one; nothing is sent once it is gone.
        weak var target: AnyObject?
        let hasTarget: Bool
        let send: @MainActor (AnyObject?, UIGestureRecognizer) -> Void
    }

    private var actions: [TargetAction] = []
    @exclusivity(unchecked) private var stateStorage = State.possible
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// Asked whether the recognizer may begin, which touches it receives, and how it relates to others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name for debugging and for finding the recognizer in tests.
    open var name: String?
    /// Whether recognizing cancels the touches' delivery to the view (`touchesCancelled`). Default `true`.
    open var cancelsTouchesInView = true
    /// Whether the view receives touches only once this recognizer has failed. Default `false`.
    open var delaysTouchesBegan = false
    /// Whether touches that end wait for this recognizer to fail before the view hears of it. Default `true`.
    open var delaysTouchesEnded = true
    /// The kinds of touch the recognizer receives, as raw values of `UITouch.TouchType`: all of them by default.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// Whether the recognizer takes only touches of one type at a time. Default `true`.
    open var requiresExclusiveTouchType = true
    /// The modifier keys held at the last event the recognizer received.
    open internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The pointer buttons held at the last event the recognizer received.
    open internal(set) var buttonMask: UIEvent.ButtonMask = []

    /// Whether the recognizer receives touches. Disabling one that is recognizing cancels it.
    @exclusivity(unchecked) open var isEnabled = true {
        didSet {
            if !isEnabled, oldValue { session.touchDispatcher.arbiter.recognizerWasDisabled(self) }
        }
    }

    /// The touches the recognizer receives, in the order they began.
    var trackedTouches: [UITouch] = []
    /// Every touch the recognizer has received since it was last reset, lifted ones included.
    var gestureTouches: [UITouch] = []
    /// The recognition a failure requirement holds back, applied when the requirement fails.
    var pendingState: State?
    /// Whether the arbiter counts the recognizer in the current gesture.
    var isInvolved = false
    /// Recognizers this one waits for (``require(toFail:)``).
    private var failureRequirements: [WeakRecognizer] = []
    /// Where the touches were last, in the window, for ``location(in:)`` after they lift.
    private var lastWindowLocation: CGPoint?
    private weak var lastWindow: UIWindow?
    private var timers: [Int] = []

    /// Creates a recognizer with no targets.
    public override init() {
        super.init()
    }

    /// Creates a recognizer that calls `action` with itself at each of its gesture's steps.
    public convenience init(action: @escaping @MainActor (Self) -> Void) {
        self.init()
        addTarget(action: action)
    }

    /// Creates a recognizer that calls `action` on `target` with the recognizer: in place of
    /// UIKit's `init(target:action:)` with a selector, pass the method (`Self.handlePan`).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls the argument-less method `action` on `target`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    // The three `addTarget` forms are final: Swift 6.3 mangles the vtable entries of members of
    // a `@preconcurrency` class whose types carry `@MainActor` differently in the subclasses'
    // metadata than at the definition when they are compiled in different batches, and the
    // link fails. Final members have no vtable entries.

    /// Adds a closure called with the recognizer at each of its gesture's steps.
    public final func addTarget(action: @escaping @MainActor (Self) -> Void) {
        // The recognizer sends its own actions, so what arrives is this recognizer: downcast
        // without the general cast to a dynamic `Self`, a lookup from cold caches every motion.
        actions.append(TargetAction(target: nil, hasTarget: false) { _, recognizer in
            action(unsafeDowncast(recognizer, to: Self.self))
        })
    }

    /// Adds `action`, a method of `target` that takes the recognizer; `target` is not retained.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> (Self) -> Void) {
        actions.append(TargetAction(target: target, hasTarget: true) { target, recognizer in
            guard let target else { return }
            action(unsafeDowncast(target, to: Target.self))(unsafeDowncast(recognizer, to: Self.self))
        })
    }

    /// Adds `action`, an argument-less method of `target`; `target` is not retained.
    public final func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        actions.append(TargetAction(target: target, hasTarget: true) { target, _ in
            if let target = target as? Target { action(target)() }
        })
    }

    /// Removes every action of `target`, or every action (closures included) when `target` is `nil`.
    ///
    /// Divergence: Swift functions cannot be compared, so there is no `action` argument to pick one.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { return actions.removeAll() }
        actions.removeAll { $0.hasTarget && ($0.target === target || $0.target == nil) }
    }

    /// Tells every target about the recognizer's current state.
    func sendActions() {
        // Each action is handed this recognizer and the target it was added with (see addTarget).
        for action in actions where !action.hasTarget || action.target != nil {
            action.send(action.target, self)
        }
    }

    // MARK: State

    /// Where the recognizer is in recognizing its gesture.
    ///
    /// Subclasses set it as touches arrive; only the transitions of the state machine are taken
    /// (a wrong one is reported on standard error and ignored). Leaving ``State-swift.enum/possible``
    /// may be held back by failure requirements or refused by the delegate or by a recognizer
    /// that already holds the touches, in which case the recognizer fails.
    open var state: State {
        get { stateStorage }
        set {
            guard Self.isLegal(from: stateStorage, to: newValue) else {
                guard stateStorage != newValue || newValue != .possible else { return }
                let message = "\(Self.self): the state cannot go from .\(stateStorage) to .\(newValue); ignored.\n"
                FileHandle.standardError.write(Data(message.utf8))
                return
            }
            session.touchDispatcher.arbiter.recognizer(self, requests: newValue)
        }
    }

    /// Sets the state without arbitration, for the arbiter.
    func applyState(_ state: State) {
        stateStorage = state
    }

    private static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    // MARK: Failure requirements

    /// Makes the recognizer wait, when it would recognize, until `otherGestureRecognizer` fails;
    /// it fails itself if the other recognizes.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    /// The recognizers this one waits for by ``require(toFail:)``.
    var explicitFailureRequirements: [UIGestureRecognizer] { failureRequirements.compactMap(\.recognizer) }

    // MARK: Touches

    /// How many touches the recognizer is following.
    open var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (the window's for `nil`);
    /// after they lift, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        if !trackedTouches.isEmpty { rememberLocation() }
        guard let point = lastWindowLocation else { return .zero }
        guard let view, let window = lastWindow else { return point }
        return view.convert(point, from: window)
    }

    /// Where the touch at `touchIndex` (in the order they began) is, in `view`'s coordinates.
    ///
    /// An index past ``numberOfTouches`` is a programming error, as in UIKit, which raises.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            preconditionFailure("\(Self.self).location(ofTouch: \(touchIndex), in:) with \(numberOfTouches) touches")
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Takes `location` in `window` as where the gesture is, for gestures not made of touches.
    func rememberLocation(_ location: CGPoint, in window: UIWindow) {
        lastWindowLocation = location
        lastWindow = window
    }

    /// Keeps the centroid of the touches, for ``location(in:)`` once they are gone.
    func rememberLocation() {
        guard let centroid = GestureGeometry.centroid(of: trackedTouches) else { return }
        lastWindowLocation = centroid
        lastWindow = trackedTouches.first?.window
    }

    /// Stops delivering `touch` to the recognizer; it no longer counts it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        rememberLocation()
        trackedTouches.removeAll { $0 === touch }
        gestureTouches.removeAll { $0 === touch }
        touch.recognizers.removeAll { $0 === self }
    }

    // MARK: For subclasses

    /// Fingers touched down; subclasses follow them. The base does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers moved. The base does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Fingers lifted. The base does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The touches were taken away; the base cancels a gesture in progress and fails one still possible.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }

    /// Clears what the recognizer learned about a gesture; called after it ends, fails or is
    /// cancelled, before it watches new touches. Overrides call `super`.
    open func reset() {}

    /// Whether recognizing this gesture may make `preventedGestureRecognizer` fail. Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing may make this one fail. Default `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail. Default `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail. Default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Continuous gestures (the steps the recognizers here share)

    /// Moves a continuous gesture on after a change: one in progress changes, and a possible one
    /// begins when `begins` (it passed its threshold). Returns whether the gesture is under way.
    @discardableResult
    func advanceContinuousGesture(begins: @autoclosure () -> Bool) -> Bool {
        switch state {
        case .possible:
            guard begins() else { return false }
            state = .began
        case .began, .changed:
            state = .changed
        default:
            return false
        }
        return true
    }

    /// Ends a continuous gesture when fingers lift: one in progress ends, and a possible one
    /// fails once `allLifted` (no finger is left to start it).
    func endContinuousGesture(allLifted: @autoclosure () -> Bool) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: if allLifted() { state = .failed }
        default: break
        }
    }

    // MARK: Timers

    /// The session whose window the recognizer's view is in, whose clock and arbiter it uses.
    var session: PlatformSession { view?.window?.session ?? UIApplication.shared.session }

    /// Runs `action` after `delay` seconds of the media clock, unless the recognizer resets first.
    final func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        let timers = session.timers
        var id = 0
        id = timers.schedule(after: delay) { [weak self] in
            self?.timers.removeAll { $0 == id }
            action()
        }
        self.timers.append(id)
    }

    /// Returns to ``State-swift.enum/possible`` with no touches, cancelling timers, and tells the subclass.
    func resetForNextGesture() {
        rememberLocation()
        let session = self.session
        for id in timers { session.timers.cancel(id) }
        timers = []
        for touch in gestureTouches { touch.recognizers.removeAll { $0 === self } }
        trackedTouches = []
        gestureTouches = []
        pendingState = nil
        stateStorage = .possible
        reset()
    }

    /// Whether the recognizer follows touches at all: hovering follows the pointer without
    /// them, and a hover recognizer that took touches would hold their ends back from views.
    var receivesTouches: Bool { true }

    /// Whether the recognizer takes a new touch of `type`.
    func accepts(_ touch: UITouch) -> Bool {
        guard receivesTouches, isEnabled, !state.isFinal, pendingState != .ended else { return false }
        guard allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue }) else { return false }
        if requiresExclusiveTouchType, let other = trackedTouches.first, other.type != touch.type { return false }
        return true
    }
}

/// A recognizer held without keeping it alive.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
