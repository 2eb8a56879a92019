import CoreGraphics

extension CALayer {
    /// Sets the sublayers (``sublayers``): removes the current ones and adds `layers` in order.
    func replaceSublayers(with layers: [CALayer]?) {
        willChangeSublayers()
        for layer in sublayerStorage {
            layer.runAction(forEvent: kCAOnOrderOut, whenShown: self)
            noteSublayerLeaving(layer)
            layer.setSuperlayer(nil)
        }
        sublayerStorage = []
        for layer in layers ?? [] { insert(layer, at: sublayerStorage.count, method: "sublayers") }
        didChange("sublayers")
        runAction(forEvent: kCATransition, whenShown: self)
    }

    /// Inserts `layer` directly below `sibling` (``insertSublayer(_:below:)``).
    func insert(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } }
        if sibling != nil, index == nil { reportNotASublayer(sibling!, method: "insertSublayer(_:below:)") }
        insert(layer, at: index ?? 0, method: "insertSublayer(_:below:)")
    }

    /// Inserts `layer` directly above `sibling` (``insertSublayer(_:above:)``).
    func insert(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } }
        if sibling != nil, index == nil { reportNotASublayer(sibling!, method: "insertSublayer(_:above:)") }
        insert(layer, at: index.map { $0 + 1 } ?? sublayerStorage.count, method: "insertSublayer(_:above:)")
    }

    /// Puts `newLayer` where `oldLayer` is (``replaceSublayer(_:with:)``).
    func replace(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer else { return }
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else {
            return reportNotASublayer(oldLayer, method: "replaceSublayer(_:with:)")
        }
        guard canAdopt(newLayer, method: "replaceSublayer(_:with:)") else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index, method: "replaceSublayer(_:with:)")
        runAction(forEvent: kCATransition, whenShown: self)
    }

    /// Detaches the layer from its superlayer or the layer it masks (``removeFromSuperlayer()``).
    func detachFromSuperlayer() {
        if let owner = maskOwner {
            owner.mask = nil
            return
        }
        guard let parent = superlayer else { return }
        parent.willChangeSublayers()
        runAction(forEvent: kCAOnOrderOut, whenShown: parent)
        if let index = parent.sublayerStorage.firstIndex(where: { $0 === self }) { parent.sublayerStorage.remove(at: index) }
        parent.noteSublayerLeaving(self)
        setSuperlayer(nil)
        parent.didChange("sublayers")
        parent.setNeedsLayout()
    }

    /// Keeps, for the compositor, the area a sublayer leaving this layer (or moving in its order)
    /// covered when last drawn: the next frame repaints it and nothing more of this layer.
    func noteSublayerLeaving(_ layer: CALayer) {
        guard let area = layer.withRecord(ifAbsent: nil, { $0.compositedChangeCount >= 0 ? $0.compositedSubtreeRect : nil }),
              !area.isNull else { return }
        withRecord(ifAbsent: ()) { record in
            // Bounded: a layer off screen whose sublayers churn must not grow the list for ever.
            if record.removedAreas.count >= 32 {
                record.removedAreas = [record.removedAreas.dropFirst().reduce(record.removedAreas[0]) { $0.union($1) }]
            }
            record.removedAreas.append(area)
        }
    }

    /// Whether `layer` is this layer or one of its ancestors.
    func isSelfOrAncestor(_ layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer ?? candidate.maskOwner
        }
        return false
    }

    private func canAdopt(_ layer: CALayer, method: String) -> Bool {
        // A layer with no sublayers and no mask can only be an ancestor by being this layer,
        // which spares the walk to the root when deep trees are built leaf by leaf.
        let makesCycle = layer.sublayerStorage.isEmpty && layer.mask == nil ? layer === self : isSelfOrAncestor(layer)
        guard !makesCycle else {
            let what = layer === self ? "a layer cannot be its own sublayer" : "\(layer.debugName) is an ancestor of \(debugName), which would make a cycle"
            Diagnostics.report("Casement QuartzCore: \(method) ignored: \(what); the tree is unchanged.")
            return false
        }
        return true
    }

    func insert(_ layer: CALayer, at index: Int, method: String) {
        guard canAdopt(layer, method: method) else { return }
        willChangeSublayers()
        if layer.maskOwner != nil { layer.removeFromSuperlayer() }
        if let oldParent = layer.superlayer {
            if oldParent === self, let current = sublayerStorage.firstIndex(where: { $0 === layer }) {
                // Moved in the drawing order: where it overlaps its siblings changes.
                noteSublayerLeaving(layer)
                sublayerStorage.remove(at: current)
            } else {
                layer.removeFromSuperlayer()
            }
        }
        sublayerStorage.insert(layer, at: min(max(index, 0), sublayerStorage.count))
        layer.setSuperlayer(self)
        // The tree's invariants, checked in debug builds: one superlayer, listed once, no cycle
        // (canAdopt refused those), not a mask at the same time.
        assert(layer.superlayer === self && layer.maskOwner == nil, "\(layer.debugName) joined \(debugName) but still belongs elsewhere")
        didChange("sublayers")
        // As in Core Animation, a change of sublayers asks the superlayer for layout.
        setNeedsLayout()
        layer.runAction(forEvent: kCAOnOrderIn, whenShown: self)
    }

    private func reportNotASublayer(_ layer: CALayer, method: String) {
        Diagnostics.report("Casement QuartzCore: \(method): \(layer.debugName) is not a sublayer of \(debugName).")
    }

    /// The sublayers in drawing order: by zPosition, then by index.
    package var sublayersInRenderOrder: [CALayer] {
        if let order = withRecord(ifAbsent: nil, { $0.renderOrder }) { return order }
        let order = sublayerStorage.contains(where: { $0.zPosition != 0 })
            ? sublayerStorage.enumerated().sorted { lhs, rhs in
                lhs.element.zPosition != rhs.element.zPosition ? lhs.element.zPosition < rhs.element.zPosition : lhs.offset < rhs.offset
            }.map(\.element)
            : sublayerStorage
        // Only layers with more than one sublayer keep the order: for the others it is the list.
        if sublayerStorage.count > 1 { record.renderOrder = order }
        return order
    }
}
