public import CoreGraphics
public import Foundation

/// The directions a scroll layer may scroll in.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer does not scroll.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    /// The layer scrolls up and down only.
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    /// The layer scrolls left and right only.
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    /// The layer scrolls in both directions.
    public static let both = CAScrollLayerScrollMode(rawValue: "both")
}

/// A layer that shows part of its sublayers by moving its bounds origin.
///
/// It clips its sublayers to its bounds by default, as Core Animation's does.
open class CAScrollLayer: CALayer {
    /// The directions ``scroll(to:)-(CGPoint)`` may move in; both by default.
    open var scrollMode = CAScrollLayerScrollMode.both

    /// Creates a scroll layer that clips to its bounds.
    public override init() {
        super.init()
        masksToBounds = true
    }

    /// Creates a layer from an archive made by `encode(with:)`.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Creates a scroll layer with the properties of `layer`.
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAScrollLayer { scrollMode = other.scrollMode }
    }

    /// Moves the bounds origin to `p`, along the allowed directions only.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode == .horizontally || scrollMode == .both { origin.x = p.x }
        if scrollMode == .vertically || scrollMode == .both { origin.y = p.y }
        bounds.origin = origin
    }

    /// Scrolls as little as needed to bring `r` into view; a rectangle larger than the bounds aligns at its minimum edges.
    open func scroll(to r: CGRect) {
        var origin = bounds.origin
        func fit(_ minValue: CGFloat, _ maxValue: CGFloat, _ visibleMin: CGFloat, _ visibleLength: CGFloat) -> CGFloat {
            if maxValue - minValue > visibleLength || minValue < visibleMin { return minValue }
            if maxValue > visibleMin + visibleLength { return maxValue - visibleLength }
            return visibleMin
        }
        origin.x = fit(r.minX, r.maxX, origin.x, bounds.width)
        origin.y = fit(r.minY, r.maxY, origin.y, bounds.height)
        scroll(to: origin)
    }
}
