public import CoreGraphics
public import Foundation

/// How a focused item shows its focus; the plain effect is the system's halo around the item.
@preconcurrency @MainActor
open class UIFocusEffect: NSObject {
    /// The system's effect, a halo fitted to the item.
    public required override init() {
        super.init()
    }

    /// The system's effect, a halo fitted to the item.
    public class func effect() -> Self {
        Self()
    }
}

/// A ring drawn around a focused item, in the tint colour, in a shape of one's choosing.
@preconcurrency @MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// Where the ring goes relative to its shape.
    public enum Position: Int, Sendable {
        /// Outside the shape, as the system chooses for the item.
        case automatic = 0
        /// Outside the shape's edge.
        case outside = 1
        /// Inside the shape's edge.
        case inside = 2
    }

    /// The ring's shape, in the coordinates of the item (or of ``referenceView``); `nil` fits
    /// the ring to the item.
    let path: CGPath?
    /// The view the ring is drawn above; the item when `nil`.
    open weak var referenceView: UIView?
    /// The view the ring is placed in; chosen from the item when `nil`.
    open weak var containerView: UIView?
    /// Where the ring goes relative to its shape.
    open var position = Position.automatic

    /// A ring around `rect`.
    public convenience init(rect: CGRect) {
        self.init(path: CGPath(rect: rect, transform: nil))
    }

    /// A ring along `bezierPath`.
    public convenience init(path bezierPath: UIBezierPath) {
        self.init(path: bezierPath.cgPath)
    }

    init(path: CGPath) {
        self.path = path
        super.init()
    }

    /// A ring fitted to the item, as the plain effect draws.
    public required init() {
        path = nil
        super.init()
    }
}
