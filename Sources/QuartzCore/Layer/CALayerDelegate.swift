public import CoreGraphics

/// The object that draws and lays out a layer on its behalf; every method has a default.
///
/// - Note: Divergence: Swift on Linux has no optional protocol methods, so each method has a
///   default implementation that does what Core Animation does when the delegate lacks it.
///   In particular the default ``display(_:)`` draws through the layer's backing store, which
///   calls ``draw(_:in:)``.
public protocol CALayerDelegate: AnyObject {
    /// Provides the layer's contents, for example by setting ``CALayer/contents`` to an image.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx`, whose space is the layer's bounds with y down.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the layer draws, while its backing store is being prepared.
    func layerWillDraw(_ layer: CALayer)
    /// Positions the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: an action, `NSNull()` to run none and stop the search,
    /// or `nil` to let the layer keep looking.
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)?
}

extension CALayerDelegate {
    /// Draws the layer into its backing store, which calls ``draw(_:in:)``.
    public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    /// Draws nothing.
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// Does nothing.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Lays out nothing.
    public func layoutSublayers(of layer: CALayer) {}
    /// Returns `nil`: the layer goes on looking for an action.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { nil }
}
