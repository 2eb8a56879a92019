import CoreGraphics
import Foundation

/// Where a layer's contents image sits in its bounds when their sizes differ.
///
/// "Top" is the minimum-y edge of the bounds, where UIKit's origin is; see ``CALayer/contentsAreFlipped()``.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The contents are centred, at their own size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// The contents are centred along the top edge, at their own size.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// The contents are centred along the bottom edge, at their own size.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// The contents are centred along the left edge, at their own size.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// The contents are centred along the right edge, at their own size.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// The contents sit in the top-left corner, at their own size.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// The contents sit in the top-right corner, at their own size.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// The contents sit in the bottom-left corner, at their own size.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// The contents sit in the bottom-right corner, at their own size.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretches the contents to fill the bounds, ignoring its aspect ratio.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scales the contents to fit inside the bounds, keeping its aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scales the contents to cover the bounds, keeping its aspect ratio; the excess is cropped only with masksToBounds.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How a layer's contents are resampled when drawn larger or smaller than their pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Pixels are blended from their neighbours.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Each pixel takes the nearest source pixel, for sharp pixel art.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear filtering with mipmaps; Casement uses its best downsampling filter.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The corners that ``CALayer/cornerRadius`` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// The set with the given bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the minimum x and y of the bounds.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y of the bounds.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y of the bounds.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The corner at the maximum x and y of the bounds.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The edges of a layer that are antialiased when ``CALayer/allowsEdgeAntialiasing`` is on.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// The set with the given bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The edge at the minimum x.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The edge at the maximum x.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The edge at the minimum y, the top on screen in UIKit coordinates.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The edge at the maximum y, the bottom on screen in UIKit coordinates.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// What hit testing reads of a layer, in one value (see ``CALayer/placement``).
package struct LayerPlacement: Sendable {
    package var bounds = CGRect.zero
    package var position = CGPoint.zero
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var isHidden = false
    package var opacity: Float = 1
    /// Whether the transform and the sublayer transform are both the identity.
    package var isPlain = true

    /// Whether `point` lies in the bounds, as `CGRect.contains` answers (the maximum edges
    /// excluded, nothing in an empty or null rectangle), tested inline: hit testing asks it of
    /// every sibling it passes, and Foundation's test is a call that standardizes a copy.
    @inline(__always)
    package func boundsContain(_ point: CGPoint) -> Bool {
        bounds.holds(point)
    }
}
