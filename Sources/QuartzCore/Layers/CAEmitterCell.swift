public import CoreGraphics
public import Foundation

/// One kind of particle a ``CAEmitterLayer`` emits: how many, how long they live, how they move,
/// grow, turn and change colour, each with a random range.
///
/// Randomness comes from the emitter's seed, so the same seed and time give the same picture.
open class CAEmitterCell: NSObject {
    /// The name key paths such as `emitterCells.spark.birthRate` use to find the cell.
    open var name: String?
    /// Whether the cell emits; a disabled cell's particles and their sub-cells are not shown.
    open var isEnabled = true
    /// Particles per second.
    open var birthRate: Float = 0
    /// Seconds each particle lives, ± ``lifetimeRange``.
    open var lifetime: Float = 0
    /// How much a particle's lifetime may differ from ``lifetime``, either way.
    open var lifetimeRange: Float = 0
    /// How far the emission direction tilts out of the layer's plane towards +z: 0 emits in the
    /// plane, as Core Animation does, and π/2 straight at the viewer.
    open var emissionLatitude: CGFloat = 0
    /// The angle in the plane of the emission direction, from +x towards +y.
    open var emissionLongitude: CGFloat = 0
    /// The half-angle of the cone around the emission direction that particles spread over uniformly;
    /// π or more covers every direction.
    open var emissionRange: CGFloat = 0
    /// Speed in points per second, ± ``velocityRange``.
    open var velocity: CGFloat = 0
    /// How much a particle's speed may differ from ``velocity``, either way.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x in points per second squared.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y in points per second squared (positive is down the layer).
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z, towards the viewer, in points per second squared.
    open var zAcceleration: CGFloat = 0
    /// Size factor, ± ``scaleRange``, changing by ``scaleSpeed`` per second.
    open var scale: CGFloat = 1
    /// How much a particle's scale may differ from ``scale``, either way.
    open var scaleRange: CGFloat = 0
    /// How fast the scale changes, per second.
    open var scaleSpeed: CGFloat = 0
    /// Rotation speed in radians per second, ± ``spinRange``.
    open var spin: CGFloat = 0
    /// How much a particle's spin may differ from ``spin``, either way.
    open var spinRange: CGFloat = 0
    /// The tint of new particles; opaque white by default. A sub-cell's particles are also tinted
    /// by their parent particle's colour.
    open var color: CGColor? = CGColor.white
    /// How much a particle's red component may differ from ``color``'s, either way.
    open var redRange: Float = 0
    /// How much a particle's green component may differ from ``color``'s, either way.
    open var greenRange: Float = 0
    /// How much a particle's blue component may differ from ``color``'s, either way.
    open var blueRange: Float = 0
    /// How much a particle's alpha may differ from ``color``'s, either way.
    open var alphaRange: Float = 0
    /// How fast the red component changes per second.
    open var redSpeed: Float = 0
    /// How fast the green component changes per second.
    open var greenSpeed: Float = 0
    /// How fast the blue component changes per second.
    open var blueSpeed: Float = 0
    /// How fast the alpha changes per second.
    open var alphaSpeed: Float = 0
    /// Cells each particle of this cell emits while it lives, born where the particle is and aimed
    /// relative to where it is heading.
    open var emitterCells: [CAEmitterCell]?
    /// The particle image, a `CGImage`; a particle without one is not drawn, though it still emits its ``emitterCells``.
    open var contents: Any?
    /// The part of ``contents`` drawn, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point of a particle at scale 1.
    open var contentsScale: CGFloat = 1
    /// The filter used when a particle is drawn smaller than its image.
    open var minificationFilter = CALayerContentsFilter.linear
    /// The filter used when a particle is drawn larger than its image.
    open var magnificationFilter = CALayerContentsFilter.linear

    /// Values set for keys the cell does not declare.
    var customValues: [String: Any] = [:]

    /// Creates a cell that emits nothing until its birth rate and lifetime are set.
    public override init() {}
}
