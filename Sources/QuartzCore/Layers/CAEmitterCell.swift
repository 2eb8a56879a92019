public import CoreGraphics
public import Foundation

/// One kind of particle a ``CAEmitterLayer`` emits: how many, how long they live, how they move,
/// grow, turn and change colour, each with a random range.
///
/// Randomness comes from the emitter's seed, so the same seed and time give the same picture.
@MainActor
open class CAEmitterCell {
    open var name: String?
    open var isEnabled = true
    /// Particles per second.
    open var birthRate: Float = 0
    /// Seconds each particle lives, ± ``lifetimeRange``.
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    /// The angle from the z axis of the emission direction (3D); 0 emits in the plane.
    open var emissionLatitude: CGFloat = 0
    /// The angle in the plane of the emission direction, from +x towards +y.
    open var emissionLongitude: CGFloat = 0
    /// The angle of the cone around the emission direction that particles spread over.
    open var emissionRange: CGFloat = 0
    /// Speed in points per second, ± ``velocityRange``.
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    /// Size factor, ± ``scaleRange``, changing by ``scaleSpeed`` per second.
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    /// Rotation speed in radians per second, ± ``spinRange``.
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    /// The tint of new particles; opaque white by default.
    open var color: CGColor? = CGColor.white
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    /// How fast each colour component changes per second.
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// Cells each particle of this cell emits while it lives, born where the particle is.
    open var emitterCells: [CAEmitterCell]?
    /// The particle image, a `CGImage`; a particle without one is not drawn, though it still emits its ``emitterCells``.
    open var contents: Any?
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var contentsScale: CGFloat = 1
    open var minificationFilter = CALayerContentsFilter.linear
    open var magnificationFilter = CALayerContentsFilter.linear

    /// Creates a cell that emits nothing until its birth rate and lifetime are set.
    public init() {}
}
