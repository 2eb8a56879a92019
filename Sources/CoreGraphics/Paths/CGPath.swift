public import Foundation

/// An immutable description of a shape: straight lines and Bézier curves grouped into subpaths.
///
/// Build one with ``CGMutablePath`` or the shape initializers below, then fill, stroke or
/// hit-test it. Two paths are equal when they have the same elements with the same points.
public class CGPath: Equatable, CustomStringConvertible {
    package internal(set) var elements: [PathElement]
    /// Set when the path is known to be a rectangle with equal circular corners, which lets a
    /// shadow be stretched from a small blurred mask instead of blurring each size.
    package var roundedRectShape: (rect: CGRect, radius: CGFloat)?

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// Creates a closed rectangle path, starting at the rectangle's minimum corner.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
        if transform == nil || transform!.pointee.isIdentity { roundedRectShape = (rect.standardized, 0) }
    }

    /// Creates a closed ellipse path that fits inside `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Creates a closed rectangle path whose corners are quarter ellipses of the given radii.
    ///
    /// The radii must be at least 0 and at most half the rectangle's width and height;
    /// otherwise the path is empty and the call is reported (Core Graphics rejects them too).
    public convenience init(
        roundedRect rect: CGRect,
        cornerWidth: CGFloat,
        cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
        if cornerWidth == cornerHeight, transform == nil || transform!.pointee.isIdentity, !elements.isEmpty {
            roundedRectShape = (rect.standardized, cornerWidth)
        }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next element would start, or `.zero` for an empty path.
    ///
    /// After ``CGMutablePath/closeSubpath()`` it is the first point of the closed subpath.
    public var currentPoint: CGPoint {
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
            case .close:
                current = subpathStart
            default:
                current = element.endPoint!
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path, control points included.
    ///
    /// Returns `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        Self.bounds(of: elements.flatMap(\.points))
    }

    /// The smallest rectangle containing the path's outline; control points count only where the curve reaches.
    ///
    /// Returns `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        for subpath in subpaths() {
            points.append(subpath.start)
            for segment in subpath.segments { points.append(contentsOf: segment.extremePoints) }
        }
        return Self.bounds(of: points)
    }

    /// Returns whether the path, mapped through `transform`, encloses `point` under `rule`.
    ///
    /// Open subpaths count as closed by a straight line, as when they are filled.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity)
        -> Bool
    {
        let mapped = transform.isIdentity ? self : CGPath(elements: elements.map { $0.applying(transform) })
        let winding = mapped.windingNumber(at: point)
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// Returns whether the path is exactly one axis-aligned rectangle, and writes it to `rect` when it is.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch (index, element) {
            case (0, .move(let p)): points.append(p)
            case (1...4, .line(let p)): points.append(p)
            case (4...5, .close) where index == elements.count - 1: break
            default: return false
            }
        }
        if points.count == 5 {
            guard points[4] == points[0] else { return false }
            points.removeLast()
        }
        guard points.count == 4 else { return false }
        let xs = Set(points.map(\.x))
        let ys = Set(points.map(\.y))
        guard xs.count == 2, ys.count == 2 else { return false }
        for i in 0..<4 {
            let p = points[i]
            let q = points[(i + 1) % 4]
            guard p.x == q.x || p.y == q.y else { return false }
        }
        rect?.pointee = CGRect(
            x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }

    /// Returns an immutable copy of the path.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// Returns an immutable copy of the path mapped through `transform`, when one is given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// Returns a mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Returns a mutable copy of the path mapped through `transform`, when one is given.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `block` once for each element, in order.
    ///
    /// - Warning: The element's `points` buffer is valid only during that call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for element in elements {
            let points = element.points
            buffer.initialize(repeating: .zero, count: 3)
            for (i, p) in points.enumerated() { buffer[i] = p }
            var cElement = CGPathElement(type: element.type, points: buffer)
            withUnsafePointer(to: &cElement) { block($0) }
        }
    }

    /// Calls the C function `function` with `info` once for each element, in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Whether two paths have the same elements.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    /// The path's elements, for debugging.
    public var description: String {
        elements.map { element -> String in
            let points = element.points.map { "\($0.x) \($0.y)" }.joined(separator: " ")
            return "\(element.type) \(points)".trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }

    static func bounds(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

@available(*, unavailable, message: "CGPath is used from one thread at a time; copy it to share")
extension CGPath: @unchecked Sendable {}

extension PathElement {
    var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quad: .addQuadCurveToPoint
        case .cubic: .addCurveToPoint
        case .close: .closeSubpath
        }
    }
}
