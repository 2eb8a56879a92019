extension CALayer {
    /// Marks the layer as needing ``layoutSublayers()`` at the next ``layoutIfNeeded()``.
    public func setNeedsLayout() {
        needsLayout = true
        var ancestor = superlayer
        while let layer = ancestor, !layer.descendantNeedsLayout {
            layer.descendantNeedsLayout = true
            ancestor = layer.superlayer
        }
    }

    /// Lays out this layer if it needs it, then every sublayer below it that does.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSublayers()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for layer in sublayerStorage where layer.needsLayout || layer.descendantNeedsLayout {
            layer.layoutIfNeeded()
        }
    }
}
