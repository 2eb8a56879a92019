import CoreGraphics
import Foundation

/// A property value an animation can compute with: blend two of them, add, subtract and scale.
///
/// Values arrive as whatever the caller had (numbers of any type, CGPoint, CGSize, CGRect,
/// CGColor, CATransform3D, CGPath, arrays of these) and go back as the property's Swift type.
/// Values of any other type (images, pattern colours, booleans, enums) switch from one to the
/// other halfway.
enum AnimatedValue {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(r: Double, g: Double, b: Double, a: Double)
    /// Boxed, so that values of the other cases stay small to copy.
    indirect case transform(CATransform3D)
    case path([PathElement])
    case array([AnimatedValue])
    case discrete(Any?)

    init(_ value: Any?) {
        // Boxed values first, by their dynamic type (a cast would bridge Swift numbers to
        // NSNumber, and on Linux an NSNumber of 0.0 or 1.0 casts to Bool).
        if let value, type(of: value) is NSValue.Type, let boxed = Self.unboxed(value as? NSValue) {
            self = boxed
            return
        }
        switch value {
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGColor where v.pattern != nil:
            // A pattern has no components to blend: it switches halfway, as other images do.
            self = .discrete(v)
        case let v as CGColor:
            let c = v.srgbComponents
            self = .color(r: c.red, g: c.green, b: c.blue, a: c.alpha)
        case let v as CGPath: self = .path(v.elements)
        case let v as [Any]: self = .array(v.map(AnimatedValue.init))
        case let v as Bool: self = .discrete(v)
        default:
            if let number = numericValue(value) { self = .scalar(Double(number)) } else { self = .discrete(value) }
        }
    }

    /// The value inside an NSNumber or NSValue: numbers are scalars (a boolean NSNumber stays a
    /// boolean), boxed geometry and transforms their own cases; `nil` for other boxes.
    private static func unboxed(_ box: NSValue?) -> AnimatedValue? {
        if let number = box as? NSNumber {
            return String(cString: number.objCType) == "c" ? .discrete(number.boolValue) : .scalar(number.doubleValue)
        }
        guard let box else { return nil }
        switch box.geometryKind {
        case .point: return .point(box.pointValue)
        case .size: return .size(box.sizeValue)
        case .rect: return .rect(box.rectValue)
        case nil: break
        }
        if let transform = box.boxedTransform3D { return .transform(transform) }
        if let e = box.unpackedDoubles(count: 6)?.map({ CGFloat($0) }) {
            // An affine transform animates as the 3D transform it stands for.
            return .transform(CATransform3DMakeAffineTransform(CGAffineTransform(a: e[0], b: e[1], c: e[2], d: e[3], tx: e[4], ty: e[5])))
        }
        return nil
    }

    /// The value as the property's Swift type.
    var value: Any? {
        switch self {
        case .scalar(let v): CGFloat(v)
        case .point(let v): v
        case .size(let v): v
        case .rect(let v): v
        case .color(let r, let g, let b, let a):
            CGColor(srgbRed: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: CGFloat(min(max(a, 0), 1)))
        case .transform(let v): v
        case .path(let elements): CGPath(elements: elements)
        case .array(let values): values.map { $0.value ?? NSNull() } as [Any]
        case .discrete(let v): v
        }
    }

    /// The value `t` of the way from `a` to `b` (t may leave 0...1 to overshoot).
    static func blend(_ a: AnimatedValue, _ b: AnimatedValue, _ t: Double) -> AnimatedValue {
        // The commonest cases first, without going through closures.
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + (y - x) * t)
        case (.point(let p), .point(let q)):
            return .point(CGPoint(x: p.x + (q.x - p.x) * CGFloat(t), y: p.y + (q.y - p.y) * CGFloat(t)))
        default: break
        }
        // Images dissolve from one into the other rather than switching halfway.
        if case .discrete(let x) = a, case .discrete(let y) = b, t > 0, t < 1, ContentsDissolve.dissolves(x, y) {
            return .discrete(ContentsDissolve(from: x, to: y, fraction: t))
        }
        return combine(a, b, discreteAt: t) { x, y in x + (y - x) * t } transform: { x, y in x.interpolated(to: y, fraction: t) }
    }

    /// `a + b`: sums of numbers, points and sizes; a transform applied before another.
    static func sum(_ a: AnimatedValue, _ b: AnimatedValue) -> AnimatedValue {
        combine(a, b, discreteAt: 1) { $0 + $1 } transform: { CATransform3DConcat($1, $0) }
    }

    /// `a - b`; for transforms, the transform that applied before `b` gives `a`.
    static func difference(_ a: AnimatedValue, _ b: AnimatedValue) -> AnimatedValue {
        combine(a, b, discreteAt: 0) { $0 - $1 } transform: { CATransform3DConcat(CATransform3DInvert($1), $0) }
    }

    /// `a` scaled by `k`: how many times a cumulative animation's change has built up.
    static func scaled(_ a: AnimatedValue, _ k: Double) -> AnimatedValue {
        combine(a, a, discreteAt: 0) { x, _ in x * k } transform: { x, _ in CATransform3DIdentity.interpolated(to: x, fraction: k) }
    }

    /// Applies `numbers` component by component to values of the same shape, `transform` to two
    /// transforms, and switches discretely (to `b` once `discreteAt` ≥ 0.5) otherwise.
    private static func combine(
        _ a: AnimatedValue, _ b: AnimatedValue, discreteAt t: Double,
        numbers f: (Double, Double) -> Double, transform g: (CATransform3D, CATransform3D) -> CATransform3D
    ) -> AnimatedValue {
        func cg(_ x: CGFloat, _ y: CGFloat) -> CGFloat { CGFloat(f(Double(x), Double(y))) }
        func point(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: cg(p.x, q.x), y: cg(p.y, q.y)) }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(f(x, y))
        case (.point(let p), .point(let q)): return .point(point(p, q))
        case (.size(let p), .size(let q)): return .size(CGSize(width: cg(p.width, q.width), height: cg(p.height, q.height)))
        case (.rect(let p), .rect(let q)):
            // The sizes' own fields: a difference of rectangles has negative sizes, which width and height would make positive.
            let size = CGSize(width: cg(p.size.width, q.size.width), height: cg(p.size.height, q.size.height))
            return .rect(CGRect(origin: point(p.origin, q.origin), size: size))
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            return .color(r: f(r1, r2), g: f(g1, g2), b: f(b1, b2), a: f(a1, a2))
        case (.transform(let m), .transform(let n)): return .transform(g(m, n))
        case (.path(let p), .path(let q)) where p.count == q.count:
            var elements: [PathElement] = []
            for (x, y) in zip(p, q) {
                switch (x, y) {
                case (.move(let u), .move(let v)): elements.append(.move(point(u, v)))
                case (.line(let u), .line(let v)): elements.append(.line(point(u, v)))
                case (.quad(let u1, let u2), .quad(let v1, let v2)): elements.append(.quad(point(u1, v1), point(u2, v2)))
                case (.cubic(let u1, let u2, let u3), .cubic(let v1, let v2, let v3)):
                    elements.append(.cubic(point(u1, v1), point(u2, v2), point(u3, v3)))
                case (.close, .close): elements.append(.close)
                default: return t < 0.5 ? a : b
                }
            }
            return .path(elements)
        case (.array(let p), .array(let q)) where p.count == q.count:
            return .array(zip(p, q).map { combine($0, $1, discreteAt: t, numbers: f, transform: g) })
        default:
            return t < 0.5 ? a : b
        }
    }

    /// A numeric vector (a scalar or an array of scalars), for value functions.
    var numbers: [Double]? {
        switch self {
        case .scalar(let v): [v]
        case .array(let values):
            values.allSatisfy { if case .scalar = $0 { true } else { false } }
                ? values.compactMap { if case .scalar(let v) = $0 { v } else { nil } } : nil
        case .point(let p): [Double(p.x), Double(p.y)]
        default: nil
        }
    }

    /// The straight-line distance to `other`, for paced keyframes; 0 for values without one.
    func distance(to other: AnimatedValue) -> Double {
        switch (self, other) {
        case (.scalar(let x), .scalar(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case (.size(let p), .size(let q)): return Double(hypot(q.width - p.width, q.height - p.height))
        case (.rect(let p), .rect(let q)):
            let d = [q.origin.x - p.origin.x, q.origin.y - p.origin.y, q.size.width - p.size.width, q.size.height - p.size.height].map { Double($0 * $0) }
            return d.reduce(0, +).squareRoot()
        case (.color(let r1, let g1, let b1, let a1), .color(let r2, let g2, let b2, let a2)):
            return [(r2 - r1), (g2 - g1), (b2 - b1), (a2 - a1)].map { $0 * $0 }.reduce(0, +).squareRoot()
        case (.array(let p), .array(let q)) where p.count == q.count:
            return zip(p, q).map { let d = $0.distance(to: $1); return d * d }.reduce(0, +).squareRoot()
        default: return 0
        }
    }
}
