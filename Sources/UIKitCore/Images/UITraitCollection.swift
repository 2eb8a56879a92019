public import CoreGraphics
public import Foundation

/// The traits of the environment an interface shows in; Casement has the display scale.
// Sendable: immutable.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Pixels per point of the display; 0 when unspecified.
    public let displayScale: CGFloat

    /// Traits with no values specified.
    public override init() {
        displayScale = 0
    }

    /// Traits specifying only a display scale.
    public init(displayScale scale: CGFloat) {
        displayScale = scale.isFinite && scale > 0 ? scale : 0
    }
}
