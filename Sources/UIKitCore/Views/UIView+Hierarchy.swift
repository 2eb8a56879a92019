public import QuartzCore

extension UIView {
    /// Moves `view` in front of its siblings (``bringSubviewToFront(_:)``).
    func moveSubviewToFront(_ view: UIView) {
        guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.append(subviewStorage.remove(at: index))
        layer.addSublayer(view.layer)
    }

    /// Moves `view` behind its siblings (``sendSubviewToBack(_:)``).
    func moveSubviewToBack(_ view: UIView) {
        guard let index = subviewStorage.firstIndex(where: { $0 === view }) else { return }
        subviewStorage.insert(subviewStorage.remove(at: index), at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Swaps the subviews at two indices (``exchangeSubview(at:withSubviewAt:)``).
    func swapSubviews(at index1: Int, _ index2: Int) {
        guard subviewStorage.indices.contains(index1), subviewStorage.indices.contains(index2) else {
            Diagnostics.report("Casement UIKit: exchangeSubview(at:withSubviewAt:) ignored: an index is outside 0..<\(subviewStorage.count).")
            return
        }
        guard index1 != index2 else { return }
        let (back, front) = (subviewStorage[min(index1, index2)].layer, subviewStorage[max(index1, index2)].layer)
        subviewStorage.swapAt(index1, index2)
        // The layers trade places among the sublayers too, whatever other layers lie between them:
        // the back one moves to the front one's index (which shifts that one back by one), then
        // the front one to the back one's old index.
        guard let sublayers = layer.sublayers, let backIndex = sublayers.firstIndex(where: { $0 === back }),
            let frontIndex = sublayers.firstIndex(where: { $0 === front })
        else { return }
        layer.insertSublayer(back, at: UInt32(frontIndex))
        layer.insertSublayer(front, at: UInt32(backIndex))
    }

    /// Removes the view from its superview and its window (``removeFromSuperview()``).
    func detachFromSuperview() {
        guard let parent = superviewStorage else { return }
        let oldWindow = window
        let leaving = containedControllers(shownIn: oldWindow)
        for controller in leaving { controller.beginDisappearance() }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { forEachInSubtree { $0.willMove(toWindow: nil) } }
        resignFirstResponder(in: oldWindow)
        // A callback may have moved the view already; detach it from wherever it is now.
        changeTint { superviewStorage?.detach(self) }
        if oldWindow != nil || windowStorage != nil {
            forEachInSubtree { $0.windowStorage = nil }
            forEachInSubtree { $0.didMoveToWindow() }
        }
        didMoveToSuperview()
        for controller in leaving { controller.endDisappearance() }
    }

    /// The child view controllers whose views are in this subtree, when `window` is shown: they
    /// appear and disappear as their views join and leave it, as UIKit forwards it.
    func containedControllers(shownIn window: UIWindow?) -> [UIViewController] {
        guard let window, !window.isHidden else { return [] }
        var found: [UIViewController] = []
        forEachInSubtree { view in
            if let controller = view.viewControllerStorage, controller.parent != nil { found.append(controller) }
        }
        return found
    }

    /// A first responder in this subtree (or the controller of a view in it) that leaves
    /// `window` resigns, as in UIKit.
    private func resignFirstResponder(in window: UIWindow?) {
        guard let window, let responder = window.firstResponderStorage else { return }
        let view = responder as? UIView ?? (responder as? UIViewController)?.viewIfLoaded
        guard let view, view.isDescendant(of: self) else { return }
        _ = responder.resignFirstResponder()
        if window.firstResponderStorage === responder { window.firstResponderStorage = nil }
    }

    /// Whether the view is `view` or one of its descendants (``isDescendant(of:)``).
    func isInSubtree(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superviewStorage
        }
        return false
    }

    // MARK: Inserting

    func insert(_ view: UIView, at place: SubviewPlace, method: String) {
        // A view with no subviews can only be an ancestor of this one by being it.
        let makesCycle = view.subviewStorage.isEmpty ? view === self : isDescendant(of: view)
        guard !makesCycle else {
            let what = view === self ? "a view cannot be its own subview" : "the view is an ancestor of the receiver"
            Diagnostics.report("Casement UIKit: \(method) ignored: \(what).")
            return
        }
        if view.superviewStorage === self {
            // Already a subview: only the order changes, and no callbacks run.
            detach(view)
            attach(view, at: place)
            return
        }
        let oldParent = view.superviewStorage
        let oldWindow = view.window
        let newWindow = window
        let arriving = oldWindow === newWindow ? [] : view.containedControllers(shownIn: newWindow)
        for controller in arriving { controller.beginAppearance() }
        oldParent?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.forEachInSubtree { $0.willMove(toWindow: newWindow) } }
        // The callbacks may have changed the hierarchy: check again that the view may still join
        // this one, then detach it from wherever it is now.
        guard view.subviewStorage.isEmpty ? view !== self : !isDescendant(of: view) else {
            Diagnostics.report("Casement UIKit: \(method) ignored: a callback made the view an ancestor of the receiver.")
            return
        }
        if oldWindow !== newWindow { view.resignFirstResponder(in: oldWindow) }
        view.changeTint {
            view.superviewStorage?.detach(view)
            attach(view, at: place)
        }
        let joinedWindow = window
        if joinedWindow !== view.windowStorage || joinedWindow !== oldWindow {
            let scale = joinedWindow?.screen.scale
            view.forEachInSubtree { subview in
                subview.windowStorage = joinedWindow
                if let scale { subview.adoptContentScale(scale) }
            }
            if joinedWindow != nil { view.applyAppearanceProxies() }
            view.forEachInSubtree { $0.didMoveToWindow() }
        }
        // A new superview may give other traits and safe area even within the same window.
        view.refreshTraits()
        view.refreshSafeArea()
        view.didMoveToSuperview()
        didAddSubview(view)
        newWindow?.appearingControllers += arriving
    }

    /// Where a subview goes among its siblings, resolved once the view has left its old place
    /// (it may be moving among the same siblings).
    enum SubviewPlace {
        case front
        case index(Int)
        case above(UIView)
        case below(UIView)
    }

    /// Puts `view` among the subviews at `place`. By index (clamped), its layer goes just behind
    /// the layer of the subview it precedes, or in front of all sublayers when it is frontmost;
    /// next to a sibling, directly above or below that sibling's layer. A sibling that is not a
    /// subview puts it in front.
    private func attach(_ view: UIView, at place: SubviewPlace) {
        var index = subviewStorage.count
        switch place {
        case .front:
            layer.addSublayer(view.layer)
        case .index(let requested):
            index = min(max(requested, 0), subviewStorage.count)
            if index < subviewStorage.count {
                layer.insertSublayer(view.layer, below: subviewStorage[index].layer)
            } else {
                layer.addSublayer(view.layer)
            }
        case .above(let sibling), .below(let sibling):
            guard let siblingIndex = subviewStorage.firstIndex(where: { $0 === sibling }) else {
                layer.addSublayer(view.layer)
                break
            }
            if case .above = place {
                index = siblingIndex + 1
                layer.insertSublayer(view.layer, above: sibling.layer)
            } else {
                index = siblingIndex
                layer.insertSublayer(view.layer, below: sibling.layer)
            }
        }
        subviewStorage.insert(view, at: index)
        view.superviewStorage = self
        // The tree's invariant, checked in debug builds: a view's layer is a sublayer of its
        // superview's layer (an override of addSublayer or insertSublayer that does not call
        // super breaks it, as it breaks UIKit).
        assert(view.layer.superlayer === layer, "\(type(of: view))'s layer did not join \(type(of: self))'s layer")
        // UIKit lays out a view that joins a hierarchy (its superview's layer asks for layout itself).
        view.setNeedsLayout()
    }

    private func detach(_ view: UIView) {
        if let index = subviewStorage.firstIndex(where: { $0 === view }) { subviewStorage.remove(at: index) }
        view.superviewStorage = nil
        if view.layer.superlayer === layer { view.layer.removeFromSuperlayer() }
    }

    /// Calls `body` on this view and its descendants, each before its subviews, without recursion
    /// (hierarchies may be thousands of levels deep).
    func forEachInSubtree(_ body: (UIView) -> Void) {
        _ = firstInSubtree { view in
            body(view)
            return false
        }
    }

    /// The first view of the subtree, in that order, for which `predicate` holds.
    func firstInSubtree(where predicate: (UIView) -> Bool) -> UIView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if predicate(view) { return view }
            stack.append(contentsOf: view.subviewStorage.reversed())
        }
        return nil
    }
}
