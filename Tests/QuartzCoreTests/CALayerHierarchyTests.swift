import CoreGraphics
import Foundation
import QuartzCore
import Testing

@Suite("CALayer hierarchy")
@MainActor
struct CALayerHierarchyTests {
    private func named(_ names: String...) -> [CALayer] {
        names.map { name in
            let layer = CALayer()
            layer.name = name
            return layer
        }
    }

    private func names(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    @Test("addSublayer appends and sets the superlayer; adding again moves it to the top")
    func add() {
        let root = CALayer()
        let layers = named("a", "b")
        layers.forEach(root.addSublayer)
        #expect(names(root) == ["a", "b"])
        #expect(layers[0].superlayer === root)
        root.addSublayer(layers[0])
        #expect(names(root) == ["b", "a"])
    }

    @Test("insert at an index, below and above a sibling; an index past the end appends")
    func insert() {
        let root = CALayer()
        let l = named("a", "b", "c", "d", "e")
        root.addSublayer(l[0])
        root.insertSublayer(l[1], at: 0)
        root.insertSublayer(l[2], below: l[0])
        root.insertSublayer(l[3], above: l[1])
        root.insertSublayer(l[4], at: 99)
        #expect(names(root) == ["b", "d", "c", "a", "e"])
    }

    @Test("adding a layer to another superlayer removes it from the first")
    func reparent() {
        let (first, second) = (CALayer(), CALayer())
        let child = CALayer()
        first.addSublayer(child)
        second.addSublayer(child)
        #expect(first.sublayers == nil)
        #expect(child.superlayer === second)
    }

    @Test("replaceSublayer puts the new layer at the old one's index")
    func replace() {
        let root = CALayer()
        let l = named("a", "b", "c", "x")
        l[0...2].forEach(root.addSublayer)
        root.replaceSublayer(l[1], with: l[3])
        #expect(names(root) == ["a", "x", "c"])
        #expect(l[1].superlayer == nil)
    }

    @Test("removeFromSuperlayer detaches the layer")
    func remove() {
        let root = CALayer()
        let child = CALayer()
        root.addSublayer(child)
        child.removeFromSuperlayer()
        #expect(root.sublayers == nil && child.superlayer == nil)
    }

    @Test("a layer added to itself or to its descendant leaves the tree unchanged")
    func cycles() {
        let root = CALayer()
        let child = CALayer()
        let grandchild = CALayer()
        root.addSublayer(child)
        child.addSublayer(grandchild)

        root.addSublayer(root)
        grandchild.addSublayer(root)
        child.insertSublayer(root, at: 0)

        #expect(root.superlayer == nil)
        #expect(root.sublayers?.count == 1 && child.sublayers?.count == 1 && grandchild.sublayers == nil)
    }

    @Test("setting sublayers replaces them all")
    func setSublayers() {
        let root = CALayer()
        let l = named("a", "b", "c")
        root.addSublayer(l[0])
        root.sublayers = [l[1], l[2]]
        #expect(names(root) == ["b", "c"])
        #expect(l[0].superlayer == nil && l[2].superlayer === root)
        root.sublayers = nil
        #expect(root.sublayers == nil)
    }

    @Test("a mask layer belongs to its owner, not to the sublayers")
    func maskOwnership() {
        let root = CALayer()
        let mask = CALayer()
        root.addSublayer(mask)
        root.mask = mask
        #expect(root.sublayers == nil && mask.superlayer == nil)
        mask.removeFromSuperlayer()
        #expect(root.mask == nil)
    }

    @Test("a sublayer outliving its superlayer has no superlayer")
    func superlayerFreedFirst() {
        let child = CALayer()
        do {
            let parent = CALayer()
            parent.addSublayer(child)
            #expect(child.superlayer === parent)
        }
        #expect(child.superlayer == nil)
    }

    @Test("a presentation copy going away leaves the sublayers it shared attached to the model")
    func presentationFreedFirst() {
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        #expect(parent.presentation()?.sublayers?.first === child)
        #expect(child.superlayer === parent)
    }
}
