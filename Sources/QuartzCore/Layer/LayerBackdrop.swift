import CoreGraphics

/// A blur of what lies behind a layer: the backdrop a visual-effect view shows through.
///
/// The compositor paints it first, under the layer's background, from the pixels the layers
/// below have painted; when anything within ``reach`` of it is repainted, so is all of it.
package struct LayerBackdrop: Equatable, Sendable {
    /// The blur's standard deviation, in the layer's points.
    package var radius: CGFloat
    /// How much the colours' saturation is scaled (1 keeps it).
    package var saturation: CGFloat

    package init(radius: CGFloat, saturation: CGFloat = 1) {
        (self.radius, self.saturation) = (radius, saturation)
    }

    /// How far beyond the layer the blur reads: three standard deviations.
    package var reach: CGFloat {
        radius.isFinite && radius > 0 ? 3 * radius : 0
    }
}
