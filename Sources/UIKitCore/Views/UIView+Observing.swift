public import QuartzCore

// A view announces the changes its layer announces: frame, bounds, center, transform, alpha,
// isHidden, backgroundColor and the other properties the layer holds. (See QuartzCore's
// KeyValueObserving for the Divergence.)
extension UIView: _KeyValueCodingAndObserving, @preconcurrency KeyValueObservationHost {
    package var observationLayer: CALayer { layer }
}
