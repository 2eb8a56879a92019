import Foundation
import CoreGraphics

/// The effect a ``CATransition`` uses to go from a layer's old picture to its new one.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old picture dissolves into the new one.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new picture slides in over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new picture slides in and pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old picture slides away and uncovers the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side of the layer a motion-based ``CATransition`` starts from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The name of the value.
    public let rawValue: String
    /// The value with the given name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The motion starts at the right edge and runs left.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The motion starts at the left edge and runs right.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The motion starts at the top edge (minimum y) and runs down.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The motion starts at the bottom edge (maximum y) and runs up.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation between what a layer showed before a change and what it shows after it.
///
/// Add it to the layer whose picture changes, in the same transaction as the change, in either
/// order: the old picture is the layer (with its sublayers) as the last committed transaction
/// left it, captured as an image when this transaction commits; the new picture is the layer as
/// it is now, drawn live on every frame. The change itself (a new image, other sublayers, a
/// layer hidden or shown) takes effect at once in the model.
///
/// Motion-based types slide the pictures by the layer's width or height; the content may pass
/// outside the bounds unless the layer masks to them. The outgoing picture fades out as it goes.
/// A type Core Animation does not know runs as ``CATransitionType/fade``. Besides the four public
/// types, the types Core Animation does not document but UIKit's view transitions use are drawn:
/// `CATransitionType(rawValue: "oglFlip")` (with the four subtypes), `"pageCurl"` and `"pageUnCurl"`.
///
/// - Note: Divergence: `filter` (a Core Image transition on macOS) does not exist here.
open class CATransition: CAAnimation {
    /// The effect; ``CATransitionType/fade`` by default.
    open var type = CATransitionType.fade
    /// Where a motion-based effect starts; `nil` starts it at the left edge, as Core Animation does.
    open var subtype: CATransitionSubtype?
    /// How far into the effect the transition starts, from 0 to 1.
    open var startProgress: Float = 0
    /// How far into the effect the transition ends, from 0 to 1.
    open var endProgress: Float = 1

    /// The old picture, captured when the transaction that added this copy committed.
    var snapshot: TransitionSnapshot?

    /// Creates a fade transition over the transaction's duration.
    public override init() {}

    open override func copy() -> Any {
        let copy = super.copy()
        if let transition = copy as? CATransition {
            (transition.type, transition.subtype) = (type, subtype)
            (transition.startProgress, transition.endProgress) = (startProgress, endProgress)
        }
        return copy
    }

    open override func value(forKey key: String) -> Any? {
        switch key {
        case "type": type
        case "subtype": subtype
        case "startProgress": startProgress
        case "endProgress": endProgress
        default: super.value(forKey: key)
        }
    }

    open override func setValue(_ value: Any?, forKey key: String) {
        switch (key, value) {
        case ("type", let v as CATransitionType): type = v
        case ("type", let v as String): type = CATransitionType(rawValue: v)
        case ("subtype", let v as CATransitionSubtype?): subtype = v
        case ("subtype", let v as String): subtype = CATransitionSubtype(rawValue: v)
        case ("startProgress", _): if let v = numericValue(value) { startProgress = Float(v) }
        case ("endProgress", _): if let v = numericValue(value) { endProgress = Float(v) }
        default: super.setValue(value, forKey: key)
        }
    }

    // MARK: Evaluation

    /// How far the effect has gone at `parentTime` (0 shows the old picture, 1 the new), or
    /// `nil` outside the transition's active time and fill.
    func progress(atParentTime parentTime: Double) -> Double? {
        guard case .active(let cycle, _) = phase(atParentTime: parentTime, inheritedDuration: fallbackDuration) else { return nil }
        let start = Double(min(max(startProgress, 0), 1))
        let end = max(Double(min(max(endProgress, 0), 1)), start)
        return start + (end - start) * curved(cycle)
    }

    /// The effect to draw: Core Animation's four types and the flip and curls UIKit uses, with
    /// fade standing in for unknown ones.
    var effect: CATransitionType {
        [.fade, .moveIn, .push, .reveal, .flip, .pageCurl, .pageUnCurl].contains(type) ? type : .fade
    }

    /// The direction the pictures move in, as a unit vector in the layer's y-down space.
    var direction: CGPoint {
        switch subtype {
        case .fromRight?: CGPoint(x: -1, y: 0)
        case .fromTop?: CGPoint(x: 0, y: 1)
        case .fromBottom?: CGPoint(x: 0, y: -1)
        default: CGPoint(x: 1, y: 0)
        }
    }

    /// Where the old and new pictures sit at `progress`, as offsets from their places, for a
    /// layer of `size`, and how opaque the old one is.
    func placement(at progress: Double, size: CGSize) -> (old: CGPoint, new: CGPoint, oldAlpha: CGFloat) {
        let p = CGFloat(progress)
        let span = CGPoint(x: direction.x * size.width, y: direction.y * size.height)
        func offset(_ fraction: CGFloat) -> CGPoint { CGPoint(x: span.x * fraction, y: span.y * fraction) }
        switch effect {
        case .moveIn: return (.zero, offset(p - 1), 1 - p)
        case .push: return (offset(p), offset(p - 1), 1 - p)
        case .reveal: return (offset(p), .zero, 1 - p)
        default: return (.zero, .zero, 1 - p)
        }
    }
}

/// A layer's picture before a transition: an image of what it drew, and where, in its bounds space.
struct TransitionSnapshot {
    var image: CGImage?
    var rect: CGRect
}
