/// Running totals of the work layers do, which debugging tools read before and after a frame.
@MainActor
package enum RenderStatistics {
    /// Layers laid out (``CALayer/layoutSublayers()`` run by ``CALayer/layoutIfNeeded()``).
    package static var layoutPasses = 0
    /// Layers drawn into their backing stores.
    package static var redraws = 0
}
