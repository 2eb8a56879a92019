import Testing
import UIKit

@MainActor
@Suite("UIView hierarchy")
struct UIViewHierarchyTests {
    @Test("addSubview appends in front, sets superview and adds the layer")
    func addAppends() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.subviews == [a, b])
        #expect(a.superview === parent && b.superview === parent)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, b.layer].map(ObjectIdentifier.init))
    }

    @Test("adding an existing subview again moves it to the front")
    func readdMovesToFront() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.addSubview(a)
        #expect(parent.subviews == [b, a])
        #expect(parent.layer.sublayers?.last === a.layer)
    }

    @Test("insert at an index, below and above a sibling; an index past the end appends")
    func inserts() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero), d = UIView(frame: .zero)
        parent.addSubview(a)
        parent.insertSubview(b, at: 0)
        parent.insertSubview(c, aboveSubview: b)
        parent.insertSubview(d, belowSubview: b)
        #expect(parent.subviews == [d, b, c, a])
        let e = UIView(frame: .zero)
        parent.insertSubview(e, at: 99)
        #expect(parent.subviews.last === e)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == parent.subviews.map { ObjectIdentifier($0.layer) })
    }

    @Test("a subview's layer goes below the next subview's layer, above other sublayers")
    func layerOrderWithForeignSublayers() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        parent.addSubview(a)
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        parent.insertSubview(b, at: 0)
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [b.layer, a.layer, decoration].map(ObjectIdentifier.init))
    }

    @Test("a view inserted above a sibling has its layer directly above the sibling's, below plain sublayers")
    func aboveSiblingWithForeignSublayers() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        parent.addSubview(a)
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        parent.insertSubview(b, aboveSubview: a)
        #expect(parent.subviews == [a, b])
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, b.layer, decoration].map(ObjectIdentifier.init))
    }

    @Test("a view inserted below a sibling has its layer directly below the sibling's, above plain sublayers")
    func belowSiblingWithForeignSublayers() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        parent.addSubview(a)
        parent.insertSubview(b, belowSubview: a)
        #expect(parent.subviews == [b, a])
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [decoration, b.layer, a.layer].map(ObjectIdentifier.init))
    }

    @Test("a subview moved above a sibling that was in front of it ends directly above it")
    func movingAboveLaterSibling() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
        [a, b, c].forEach(parent.addSubview)
        parent.insertSubview(a, aboveSubview: b)
        #expect(parent.subviews == [b, a, c])
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [b.layer, a.layer, c.layer].map(ObjectIdentifier.init))
    }

    @Test("bringSubviewToFront, sendSubviewToBack and exchangeSubview reorder views and layers without callbacks")
    func reordering() {
        let log = RecordingView.Log()
        let parent = RecordingView("parent", log: log)
        let a = RecordingView("a", log: log), b = RecordingView("b", log: log), c = RecordingView("c", log: log)
        [a, b, c].forEach(parent.addSubview)
        log.entries.removeAll()
        parent.bringSubviewToFront(a)
        #expect(parent.subviews == [b, c, a])
        parent.sendSubviewToBack(c)
        #expect(parent.subviews == [c, b, a])
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews == [a, b, c])
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, b.layer, c.layer].map(ObjectIdentifier.init))
        #expect(log.entries.allSatisfy { $0.hasSuffix("layoutSubviews") })
    }

    @Test("exchanged subviews' layers trade places around other sublayers between them")
    func exchangeAroundForeignLayers() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        parent.addSubview(a)
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        parent.addSubview(b)
        parent.exchangeSubview(at: 1, withSubviewAt: 0)
        #expect(parent.subviews == [b, a])
        #expect(parent.layer.sublayers?.map(ObjectIdentifier.init) == [b.layer, decoration, a.layer].map(ObjectIdentifier.init))
    }

    @Test("an exchange with an index out of range changes nothing")
    func exchangeOutOfRange() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero)
        parent.addSubview(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 5)
        #expect(parent.subviews == [a])
    }

    @Test("removeFromSuperview detaches the view and its layer")
    func remove() {
        let parent = UIView(frame: .zero)
        let a = UIView(frame: .zero)
        parent.addSubview(a)
        a.removeFromSuperview()
        #expect(parent.subviews.isEmpty && a.superview == nil && a.layer.superlayer == nil)
        a.removeFromSuperview()
        #expect(a.superview == nil)
    }

    @Test("adding a view to another superview removes it from the first")
    func reparent() {
        let first = UIView(frame: .zero), second = UIView(frame: .zero)
        let a = UIView(frame: .zero)
        first.addSubview(a)
        second.addSubview(a)
        #expect(first.subviews.isEmpty && second.subviews == [a] && a.superview === second)
    }

    @Test("a view added to itself or to its descendant leaves the hierarchy unchanged")
    func cycles() {
        let root = UIView(frame: .zero), child = UIView(frame: .zero), grandchild = UIView(frame: .zero)
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(root)
        grandchild.addSubview(root)
        child.insertSubview(root, at: 0)
        #expect(root.superview == nil && root.subviews == [child] && child.subviews == [grandchild] && grandchild.subviews.isEmpty)
    }

    @Test("isDescendant(of:) includes the view itself")
    func descendants() {
        let root = UIView(frame: .zero), child = UIView(frame: .zero), other = UIView(frame: .zero)
        root.addSubview(child)
        #expect(child.isDescendant(of: root) && child.isDescendant(of: child))
        #expect(!root.isDescendant(of: child) && !other.isDescendant(of: root))
    }

    @Test("viewWithTag searches the receiver and its subtree depth first, and nothing above")
    func tags() {
        // S0-24: root → A(1) → B(2), root → C(2).
        let root = UIView(frame: .zero), a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
        (a.tag, b.tag, c.tag) = (1, 2, 2)
        root.addSubview(a)
        a.addSubview(b)
        root.addSubview(c)
        #expect(root.viewWithTag(2) === b)
        #expect(a.viewWithTag(2) === b)
        #expect(c.viewWithTag(1) == nil)
        #expect(a.viewWithTag(1) === a)
        #expect(root.viewWithTag(0) === root)
        #expect(UIView(frame: .zero).tag == 0)
    }

    @Test("window is the window at the root of the hierarchy, or nil")
    func window() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        a.addSubview(b)
        #expect(b.window == nil)
        window.addSubview(a)
        #expect(b.window === window && a.window === window && window.window === window)
    }

    @Test("the next responder of a view is its superview")
    func nextResponder() {
        let parent = UIView(frame: .zero), child = UIView(frame: .zero)
        parent.addSubview(child)
        #expect(child.next === parent)
        #expect(parent.next == nil)
    }
}
