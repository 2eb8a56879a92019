public import Foundation

/// Keeps track of the focused item of a window and moves focus: Tab and Shift-Tab go through the
/// items that can be focused, focus groups one after the other and each group's items in reading
/// order, wrapping around at the ends.
///
/// Each window has one; ``focusSystem(for:)`` finds an environment's.
@preconcurrency @MainActor
open class UIFocusSystem: NSObject {
    /// Posted after focus moved, with the ``UIFocusUpdateContext`` under ``focusUpdateContextUserInfoKey``.
    public static let didUpdateNotification = Notification.Name("UIFocusDidUpdateNotification")
    /// Posted when a move of focus was asked for but could not be made.
    public static let movementDidFailNotification = Notification.Name("UIFocusMovementDidFailNotification")
    /// The key of the context in the notifications' user info.
    public static let focusUpdateContextUserInfoKey = "UIFocusUpdateContextKey"

    private weak var window: UIWindow?
    /// The focused view.
    weak var focusedView: UIView?
    /// Where a requested update sends focus, if one is pending.
    private weak var pendingEnvironment: (any UIFocusEnvironment & AnyObject)?

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    /// The focus system of the window `environment` is in, if it is in one.
    public static func focusSystem(for environment: any UIFocusEnvironment) -> UIFocusSystem? {
        var current: (any UIFocusEnvironment)? = environment
        while let candidate = current {
            if let window = candidate as? UIWindow { return window.focusSystem }
            if let view = candidate as? UIView, let window = view.window { return window.focusSystem }
            current = candidate.parentFocusEnvironment
        }
        return nil
    }

    /// Whether `environment` is `otherEnvironment` or holds it.
    public static func environment(_ environment: any UIFocusEnvironment, contains otherEnvironment: any UIFocusEnvironment) -> Bool {
        var current: (any UIFocusEnvironment)? = otherEnvironment
        while let candidate = current {
            if candidate === environment { return true }
            current = candidate.parentFocusEnvironment
        }
        return false
    }

    /// The item that has focus, if any.
    open var focusedItem: (any UIFocusItem)? { focusedView }

    /// Asks for focus to go to `environment` (or the item it prefers) on the next update.
    open func requestFocusUpdate(to environment: any UIFocusEnvironment) {
        pendingEnvironment = environment
    }

    /// Carries out a requested update now.
    open func updateFocusIfNeeded() {
        guard let environment = pendingEnvironment else { return }
        pendingEnvironment = nil
        guard let target = preferredItem(in: environment) else {
            post(Self.movementDidFailNotification, context: nil)
            return
        }
        if target !== focusedView { move(to: target, heading: []) }
    }

    // MARK: Moving

    /// Moves focus to the next or previous item (`heading` `.next` or `.previous`); whether it moved.
    @discardableResult
    func moveFocus(_ heading: UIFocusHeading) -> Bool {
        let items = orderedItems()
        guard !items.isEmpty else {
            post(Self.movementDidFailNotification, context: nil)
            return false
        }
        let backwards = heading.contains(.previous)
        let next: UIView
        if let focusedView, let index = items.firstIndex(where: { $0 === focusedView }) {
            next = items[(index + (backwards ? items.count - 1 : 1)) % items.count]
        } else {
            next = backwards ? items[items.count - 1] : items[0]
        }
        guard next !== focusedView else { return false }
        return move(to: next, heading: heading)
    }

    /// Moves focus from the focused item to the nearest item of its focus group that lies
    /// `heading` (`.up`, `.down`, `.left` or `.right`) of it, as the arrow keys do on Mac
    /// Catalyst; whether it moved. Nothing lies beyond the group's last item: focus stays.
    @discardableResult
    func moveFocus(toward heading: UIFocusHeading) -> Bool {
        guard let focusedView, let window else { return false }
        let group = Self.group(of: focusedView)
        let from = focusedView.convert(focusedView.bounds, to: window)
        var best: (view: UIView, score: CGFloat)?
        for item in orderedItems() where item !== focusedView && Self.group(of: item) == group {
            let frame = item.convert(item.bounds, to: window)
            // How far the item lies along the heading, past the focused item's edge, and how
            // far off that line its centre is; items behind or beside do not count.
            let (along, across): (CGFloat, CGFloat)
            switch heading {
            case .down: (along, across) = (frame.minY - from.maxY, abs(frame.midX - from.midX))
            case .up: (along, across) = (from.minY - frame.maxY, abs(frame.midX - from.midX))
            case .right: (along, across) = (frame.minX - from.maxX, abs(frame.midY - from.midY))
            case .left: (along, across) = (from.minX - frame.maxX, abs(frame.midY - from.midY))
            default: return false
            }
            guard along > -1 else { continue }
            let score = max(along, 0) + 2 * across
            if best.map({ score < $0.score }) ?? true { best = (item, score) }
        }
        guard let next = best?.view else {
            post(Self.movementDidFailNotification, context: UIFocusUpdateContext(previous: focusedView, next: nil, heading: heading))
            return false
        }
        return move(to: next, heading: heading)
    }

    /// The focus group `view` belongs to: its own identifier or its nearest ancestor's.
    private static func group(of view: UIView) -> String? {
        var current: UIView? = view
        while let candidate = current {
            if let identifier = candidate.focusGroupIdentifier { return identifier }
            current = candidate.superview
        }
        return nil
    }

    /// Moves focus to `next` (nothing when `nil`) if every environment concerned agrees.
    @discardableResult
    func move(to next: UIView?, heading: UIFocusHeading, asking: Bool = true) -> Bool {
        let previous = focusedView
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        let leaving = Self.chain(from: previous)
        let environments = leaving + Self.chain(from: next).filter { env in !leaving.contains { $0 === env } }
        if asking, environments.contains(where: { !$0.shouldUpdateFocus(in: context) }) {
            post(Self.movementDidFailNotification, context: context)
            return false
        }
        focusedView = next
        (previous as? UIControl)?.focusDidChange()
        (next as? UIControl)?.focusDidChange()
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        coordinator.finish()
        post(Self.didUpdateNotification, context: context)
        return true
    }

    /// Drops focus from a view that can no longer have it (hidden, disabled, gone from the window).
    func validateFocus() {
        guard let focusedView else { return }
        if !Self.isEligible(focusedView, in: window) { move(to: nil, heading: [], asking: false) }
    }

    // MARK: Order

    /// The items that can take focus now, in Tab order.
    func orderedItems() -> [UIView] {
        guard let window else { return [] }
        var found: [(view: UIView, group: String?, frame: CGRect)] = []
        func visit(_ view: UIView, group: String?) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            let group = view.focusGroupIdentifier ?? group
            if view !== window, view.canBecomeFocused {
                found.append((view, group, view.convert(view.bounds, to: window)))
            }
            for subview in view.subviews { visit(subview, group: group) }
        }
        visit(window, group: nil)
        let rightToLeft = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let reading = found.sorted { Self.readsBefore($0.frame, $1.frame, rightToLeft: rightToLeft) }
        // Groups come in the order their first item is read; items keep reading order within.
        var groups: [String?] = []
        for item in reading where !groups.contains(where: { $0 == item.group }) { groups.append(item.group) }
        return groups.flatMap { group in reading.filter { $0.group == group }.map(\.view) }
    }

    /// Whether `a` comes before `b` reading the window: rows top to bottom (frames overlapping
    /// by half the smaller height share a row), then across in the layout direction.
    static func readsBefore(_ a: CGRect, _ b: CGRect, rightToLeft: Bool) -> Bool {
        let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        if overlap < min(a.height, b.height) / 2 { return a.minY < b.minY }
        return rightToLeft ? a.maxX > b.maxX : a.minX < b.minX
    }

    /// The first item `environment` prefers, or the first focusable item inside it.
    private func preferredItem(in environment: any UIFocusEnvironment) -> UIView? {
        if let view = environment as? UIView, Self.isEligible(view, in: window), view.canBecomeFocused { return view }
        for preferred in environment.preferredFocusEnvironments where preferred !== environment {
            if let item = preferredItem(in: preferred) { return item }
        }
        return orderedItems().first { Self.environment(environment, contains: $0) }
    }

    private static func isEligible(_ view: UIView, in window: UIWindow?) -> Bool {
        guard let window, view.window === window, view.canBecomeFocused else { return false }
        var current: UIView? = view
        while let candidate = current {
            if candidate.isHidden || candidate.alpha <= 0.01 || !candidate.isUserInteractionEnabled { return false }
            current = candidate.superview
        }
        return true
    }

    /// `item` and the environments holding it, innermost first.
    private static func chain(from item: UIView?) -> [any UIFocusEnvironment] {
        var chain: [any UIFocusEnvironment] = []
        var current: (any UIFocusEnvironment)? = item
        while let environment = current {
            chain.append(environment)
            current = environment.parentFocusEnvironment
        }
        return chain
    }

    private func post(_ name: Notification.Name, context: UIFocusUpdateContext?) {
        NotificationCenter.default.post(
            name: name, object: self, userInfo: context.map { [Self.focusUpdateContextUserInfoKey: $0] })
    }
}
