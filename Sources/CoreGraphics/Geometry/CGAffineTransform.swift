public import Foundation

/// A 2D affine matrix that maps points from one coordinate space to another.
///
/// The matrix is used with row vectors, as in Core Graphics: a point `(x, y)` becomes
/// `(a·x + c·y + tx, b·x + d·y + ty)`. `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct CGAffineTransform: Sendable, Equatable {
    /// The x scale and rotation: how much x contributes to the new x.
    public var a: CGFloat
    /// How much x contributes to the new y.
    public var b: CGFloat
    /// How much y contributes to the new x.
    public var c: CGFloat
    /// The y scale and rotation: how much y contributes to the new y.
    public var d: CGFloat
    /// The translation along x.
    public var tx: CGFloat
    /// The translation along y.
    public var ty: CGFloat

    /// Creates a matrix whose six entries are all zero, as the imported C struct does on Apple platforms.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a matrix from its six entries.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// Creates a matrix from its six entries in the order a, b, c, d, tx, ty.
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Creates a matrix that moves every point by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a matrix that multiplies x by `sx` and y by `sy`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a matrix that turns points about the origin by `angle` radians.
    ///
    /// A positive angle turns the x axis towards the y axis: counterclockwise in Core Graphics'
    /// y-up space and clockwise on screen in UIKit's y-down space.
    public init(rotationAngle angle: CGFloat) {
        let (sine, cosine) = exactSineAndCosine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The matrix that leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether this is exactly the identity matrix.
    public var isIdentity: Bool { self == .identity }

    /// Returns a matrix that first applies `self`, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns a matrix that translates by `(x, y)` in this matrix's source space, then applies `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Returns a matrix that scales by `(x, y)` in this matrix's source space, then applies `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Returns a matrix that rotates by `angle` radians in this matrix's source space, then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the matrix that undoes `self`, or `self` unchanged when it has no inverse.
    ///
    /// A matrix has no inverse when its determinant `a·d − b·c` is zero or not finite.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }
}

/// The sine and cosine of `angle`, exact at multiples of a quarter turn.
///
/// `sin(.pi)` is about 1.2e-16 rather than 0; exact values keep quarter-turn rotations of
/// rectangles free of rounding noise, so a rotated frame compares equal to the expected one.
package func exactSineAndCosine(_ angle: CGFloat) -> (sine: CGFloat, cosine: CGFloat) {
    let quarterTurns = angle / (.pi / 2)
    if quarterTurns.isFinite, quarterTurns == quarterTurns.rounded() {
        switch Int(quarterTurns.truncatingRemainder(dividingBy: 4)) {
        case 0: return (0, 1)
        case 1, -3: return (1, 0)
        // A half turn keeps the side it turned to in the sign of its zero sine, as Core
        // Graphics' inexact sin(±π) does in its sign: animations turn that way.
        case 2, -2: return (angle < 0 ? -0.0 : 0.0, -1)
        default: return (-1, 0)
        }
    }
    return (sin(angle), cos(angle))
}

extension CGAffineTransform: Codable {
    /// Decodes the six entries from an unkeyed container in the order a, b, c, d, tx, ty.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        self.init(
            a: try container.decode(CGFloat.self),
            b: try container.decode(CGFloat.self),
            c: try container.decode(CGFloat.self),
            d: try container.decode(CGFloat.self),
            tx: try container.decode(CGFloat.self),
            ty: try container.decode(CGFloat.self)
        )
    }

    /// Encodes the six entries into an unkeyed container in the order a, b, c, d, tx, ty.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(a)
        try container.encode(b)
        try container.encode(c)
        try container.encode(d)
        try container.encode(tx)
        try container.encode(ty)
    }
}
