public import Foundation

/// The kind of a path element, which fixes how many points it carries.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at one point.
    case moveToPoint = 0
    /// A straight line to one point.
    case addLineToPoint = 1
    /// A quadratic Bézier curve: a control point, then the end point.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve: two control points, then the end point.
    case addCurveToPoint = 3
    /// A line back to the subpath's first point, closing it; carries no points.
    case closeSubpath = 4
}

/// One element of a path, as handed to ``CGPath/applyWithBlock(_:)``.
///
/// `points` is valid only during the call that receives the element.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points: 1 for a move or line, 2 for a quadratic curve, 3 for a cubic curve, none for a close.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element from its type and a buffer of points.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A function that receives each element of a path with a caller-supplied context.
///
/// - Note: Divergence: a Swift function type rather than a C function pointer, because
///   `CGPathElement` is a Swift struct here. Closures and functions written for Apple's
///   C type are accepted unchanged.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

/// How the inside of a path is decided when it crosses itself.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside when the path winds around it a non-zero number of times.
    case winding = 0
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// The shape drawn at the open ends of a stroked path.
public enum CGLineCap: Int32, Sendable {
    /// The stroke stops square at the end point.
    case butt = 0
    /// A half circle of the line width's diameter is added at the end.
    case round = 1
    /// A half square of the line width is added beyond the end.
    case square = 2
}

/// The shape drawn where two segments of a stroked path meet.
public enum CGLineJoin: Int32, Sendable {
    /// The outer edges are extended to a point, limited by the miter limit.
    case miter = 0
    /// A circular arc joins the outer edges.
    case round = 1
    /// The outer corners are joined by a straight line.
    case bevel = 2
}

/// The internal, value-typed form of one path element.
package enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quad(CGPoint, CGPoint)
    case cubic(CGPoint, CGPoint, CGPoint)
    case close

    /// The element's end point, or `nil` for a close.
    package var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p): p
        case .close: nil
        }
    }

    /// Every point the element carries, control points included.
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
    }

    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quad(let c, let p): .quad(c.applying(t), p.applying(t))
        case .cubic(let c1, let c2, let p): .cubic(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: .close
        }
    }
}
