extension CALayer {
    /// Marks the layer and the line of its ancestors for layout (``setNeedsLayout()``).
    func markNeedsLayout() {
        needsLayoutFlag = true
        var top = self
        var ancestor = superlayer
        while let layer = ancestor, !layer.descendantNeedsLayout {
            layer.descendantNeedsLayout = true
            top = layer
            ancestor = layer.superlayer
        }
        // Reaching the top, the tree's root is asked to lay out at the commit, as Core
        // Animation's does; stopping below it, an earlier request already covers the tree.
        if ancestor == nil { CATransaction.requestLayout(of: top) }
    }

    /// Runs `body`, which may ask for this layer's layout (adding sublayers, restyling), while
    /// the layer lays out: the layout under way places what `body` changed, so its request is
    /// dropped rather than answered by a second pass.
    package func droppingLayoutRequests(_ body: () -> Void) {
        let requested = needsLayoutFlag
        body()
        if !requested, isLayingOutSublayers { needsLayoutFlag = false }
    }

    /// Lays out from the highest ancestor in the unbroken line that needs layout (``layoutIfNeeded()``).
    func layOutFromHighestAncestorNeedingLayout() {
        var top = self
        while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
        top.layOutSubtreeIfNeeded()
    }

    /// Lays out this layer if it needs it, then every sublayer below it that does.
    func layOutSubtreeIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            TransactionContext.current.work.layoutPasses += 1
            let outer = isLayingOutSublayers
            isLayingOutSublayers = true
            layoutSublayers()
            isLayingOutSublayers = outer
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        DeepRecursion.guarded {
            for layer in sublayerStorage where layer.needsLayoutFlag || layer.descendantNeedsLayout {
                layer.layOutSubtreeIfNeeded()
            }
        }
    }
}
