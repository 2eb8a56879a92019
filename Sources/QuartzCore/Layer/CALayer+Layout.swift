extension CALayer {
    /// Marks the layer as needing ``layoutSublayers()`` at the next ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        var ancestor = superlayer
        while let layer = ancestor, !layer.descendantNeedsLayout {
            layer.descendantNeedsLayout = true
            ancestor = layer.superlayer
        }
    }

    /// Whether the layer will lay out its sublayers at the next ``layoutIfNeeded()``.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer if it needs it, then every sublayer below it that does.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            RenderStatistics.layoutPasses += 1
            layoutSublayers()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        DeepRecursion.guarded {
            for layer in sublayerStorage where layer.needsLayoutFlag || layer.descendantNeedsLayout {
                layer.layoutIfNeeded()
            }
        }
    }
}
