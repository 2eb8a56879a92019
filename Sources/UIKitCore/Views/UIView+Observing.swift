public import QuartzCore

// A view announces the changes its layer announces: frame, bounds, center, transform, alpha,
// isHidden, backgroundColor and the other properties the layer holds. (See QuartzCore's
// KeyValueObserving for the Divergence.)
extension UIView: _KeyValueCodingAndObserving, @preconcurrency KeyValueObservationHost {
    package var observationLayer: CALayer { layer }

    /// The view properties observed by name, by their Objective-C names, and where their layer
    /// keeps them; `layer.` followed by a layer's key path observes the layer's property.
    nonisolated package static func layerKeyPath(forObservedKeyPath keyPath: String) -> ObservedLayerKeyPath? {
        if keyPath.hasPrefix("layer.") { return ObservedLayerKeyPath(String(keyPath.dropFirst(6))) }
        switch keyPath {
        case "frame", "bounds", "opaque", "hidden": return ObservedLayerKeyPath(keyPath)
        case "center": return ObservedLayerKeyPath("position")
        case "clipsToBounds": return ObservedLayerKeyPath("masksToBounds")
        case "alpha":
            return ObservedLayerKeyPath("opacity") { ($0 as? Float).map { CGFloat($0) } }
        case "transform":
            return ObservedLayerKeyPath(
                "transform", convert: { ($0 as? CATransform3D).map(CATransform3DGetAffineTransform) },
                box: { value in (value as? CGAffineTransform).map { NSValue(cgAffineTransform: $0) } ?? value })
        case "backgroundColor":
            return ObservedLayerKeyPath("backgroundColor") { value in
                // A Core Graphics colour is a reference: compare and report the view's colour.
                (value as? CGColor).map { UIColor(cgColor: $0) }
            }
        default: return nil
        }
    }
}
