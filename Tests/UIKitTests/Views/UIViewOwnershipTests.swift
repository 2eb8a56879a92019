import Testing
import UIKit

@MainActor
@Suite("UIView ownership and large hierarchies")
struct UIViewOwnershipTests {
    @Test("adding and removing 10 000 views leaves none alive once the app drops them")
    func noLeaks() {
        weak var probe: UIView?
        weak var probeLayer: CALayer?
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var count = 0
        do {
            var views: [UIView] = []
            for index in 0..<10_000 {
                let view = UIView(frame: CGRect(x: index % 100, y: index / 100, width: 1, height: 1))
                parent.addSubview(view)
                views.append(view)
            }
            probe = views[5000]
            probeLayer = views[5000].layer
            for view in views { view.removeFromSuperview() }
            count = parent.subviews.count
        }
        #expect(count == 0)
        #expect(probe == nil && probeLayer == nil)
    }

    @Test("a superview keeps its subviews alive; the subview does not keep its superview")
    func ownershipDirection() {
        weak var weakChild: UIView?
        weak var weakParent: UIView?
        var child: UIView? = UIView(frame: .zero)
        do {
            let parent = UIView(frame: .zero)
            parent.addSubview(child!)
            weakParent = parent
            weakChild = child
            child = nil
            #expect(weakChild != nil)
            child = weakChild
        }
        #expect(weakParent == nil)
        #expect(child?.superview == nil)
    }

    @Test("views that outlive their window have no window and no superview")
    func windowFreedFirst() {
        let child = UIView(frame: .zero), grandchild = UIView(frame: .zero)
        child.addSubview(grandchild)
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(child)
            #expect(grandchild.window === window)
        }
        #expect(child.superview == nil && child.window == nil && grandchild.window == nil)
    }

    @Test("a removed view can be added again")
    func readd() {
        let parent = UIView(frame: .zero), child = UIView(frame: .zero)
        parent.addSubview(child)
        child.removeFromSuperview()
        parent.addSubview(child)
        #expect(parent.subviews == [child] && child.layer.superlayer === parent.layer)
    }

    @Test("a view does not keep its layer's delegate link alive past itself")
    func layerOutlivesView() {
        var layer: CALayer?
        do {
            let view = UIView(frame: .zero)
            layer = view.layer
        }
        #expect(layer?.delegate == nil)
    }

    @Test("a hierarchy 10 000 levels deep builds, converts, searches and frees")
    func deep() {
        let root = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var leaf: UIView = root
        for _ in 0..<10_000 {
            let view = UIView(frame: CGRect(x: 0.01, y: 0, width: 100, height: 100))
            leaf.addSubview(view)
            leaf = view
        }
        leaf.tag = 7
        #expect(leaf.window === root)
        #expect(root.viewWithTag(7) === leaf)
        #expect(abs(leaf.convert(CGPoint.zero, to: nil).x - 100) < 1e-6)
        root.layoutIfNeeded()
        root.subviews.first?.removeFromSuperview()
        #expect(root.subviews.isEmpty)
    }

    @Test("a hierarchy 10 000 views wide reorders and searches")
    func wide() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        for index in 0..<10_000 {
            let view = UIView(frame: .zero)
            view.tag = index + 1
            root.addSubview(view)
        }
        let last = root.viewWithTag(10_000)
        root.sendSubviewToBack(last!)
        #expect(root.subviews.first === last && root.subviews.count == 10_000)
        root.layoutIfNeeded()
    }
}
