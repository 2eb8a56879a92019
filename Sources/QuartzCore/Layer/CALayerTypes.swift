import CoreGraphics
import Foundation

/// Where a layer's contents image sits in its bounds when their sizes differ.
///
/// "Top" is the minimum-y edge of the bounds, where UIKit's origin is; see ``CALayer/contentsAreFlipped()``.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
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
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear filtering with mipmaps; Casement uses its best downsampling filter.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The corners that ``CALayer/cornerRadius`` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The edges of a layer that are antialiased when ``CALayer/allowsEdgeAntialiasing`` is on.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
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
}
