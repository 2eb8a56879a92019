import CoreGraphics
import Foundation

/// A 3D transform taken apart into scale, skew, rotation (a unit quaternion), translation and
/// perspective, the parts Core Animation interpolates separately so that a rotating, scaling
/// layer keeps its shape between two matrices.
///
/// In the row-vector convention of `CATransform3D` the matrix is `[A 0; t 1] · P`: `A = diag(scale)
/// · skew · rotation` is the upper 3 × 3 block, `t` the translation row and `P` the identity with
/// the perspective column `(p, w)`.
struct DecomposedTransform {
    var scale: (Double, Double, Double)
    /// The xy, xz and yz shears.
    var skew: (Double, Double, Double)
    /// The rotation as a unit quaternion (x, y, z, w).
    var rotation: (Double, Double, Double, Double)
    var translation: (Double, Double, Double)
    var perspective: (Double, Double, Double, Double)

    /// Takes `m` apart, or returns `nil` when its 3 × 3 block is singular (it flattens space).
    init?(_ m: CATransform3D) {
        let e = m.entries.map(Double.init)
        var rows = [[e[0], e[1], e[2]], [e[4], e[5], e[6]], [e[8], e[9], e[10]]]
        let t = (e[12], e[13], e[14])
        let determinant = Self.determinant(rows)
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        // Perspective column: A · p = (m14, m24, m34), and w = m44 − t · p.
        let p = Self.solve(rows, (e[3], e[7], e[11]))
        perspective = (p.0, p.1, p.2, e[15] - (t.0 * p.0 + t.1 * p.1 + t.2 * p.2))
        translation = t
        // Gram–Schmidt on the rows gives the scales, the shears and an orthonormal rotation.
        func length(_ v: [Double]) -> Double { (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).squareRoot() }
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
        var sx = length(rows[0])
        rows[0] = rows[0].map { $0 / sx }
        var xy = dot(rows[0], rows[1])
        rows[1] = combine(rows[1], rows[0], xy)
        let sy = length(rows[1])
        rows[1] = rows[1].map { $0 / sy }
        xy /= sy
        var xz = dot(rows[0], rows[2])
        rows[2] = combine(rows[2], rows[0], xz)
        var yz = dot(rows[1], rows[2])
        rows[2] = combine(rows[2], rows[1], yz)
        let sz = length(rows[2])
        rows[2] = rows[2].map { $0 / sz }
        xz /= sz
        yz /= sz
        // A mirror shows as a negative determinant: put it in the x scale so the rest is a rotation.
        if determinant < 0 {
            sx = -sx
            rows[0] = rows[0].map { -$0 }
            (xy, xz) = (-xy, -xz)
        }
        scale = (sx, sy, sz)
        skew = (xy, xz, yz)
        rotation = Self.quaternion(rows)
    }

    /// The matrix these parts make.
    var matrix: CATransform3D {
        let (x, y, z, w) = rotation
        // The rotation rows (row-vector convention: the transpose of the column-vector matrix).
        let q = [
            [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
            [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
            [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
        ]
        let k = [[1, 0, 0], [skew.0, 1, 0], [skew.1, skew.2, 1]]
        let s = [scale.0, scale.1, scale.2]
        var a = [[Double]](repeating: [0, 0, 0], count: 3)
        for i in 0..<3 {
            for j in 0..<3 {
                a[i][j] = s[i] * (0..<3).reduce(0) { $0 + k[i][$1] * q[$1][j] }
            }
        }
        let p = [perspective.0, perspective.1, perspective.2]
        let t = [translation.0, translation.1, translation.2]
        func column(_ i: Int) -> Double { a[i][0] * p[0] + a[i][1] * p[1] + a[i][2] * p[2] }
        let m44 = t[0] * p[0] + t[1] * p[1] + t[2] * p[2] + perspective.3
        return CATransform3D(entries: [
            a[0][0], a[0][1], a[0][2], column(0),
            a[1][0], a[1][1], a[1][2], column(1),
            a[2][0], a[2][1], a[2][2], column(2),
            t[0], t[1], t[2], m44,
        ].map { CGFloat($0) })
    }

    /// The parts `f` of the way from `a` to `b`, the rotation along the shorter great arc.
    static func interpolate(_ a: DecomposedTransform, _ b: DecomposedTransform, _ f: Double) -> DecomposedTransform {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        var result = a
        result.scale = (mix(a.scale.0, b.scale.0), mix(a.scale.1, b.scale.1), mix(a.scale.2, b.scale.2))
        result.skew = (mix(a.skew.0, b.skew.0), mix(a.skew.1, b.skew.1), mix(a.skew.2, b.skew.2))
        result.translation = (mix(a.translation.0, b.translation.0), mix(a.translation.1, b.translation.1), mix(a.translation.2, b.translation.2))
        result.perspective = (mix(a.perspective.0, b.perspective.0), mix(a.perspective.1, b.perspective.1),
                              mix(a.perspective.2, b.perspective.2), mix(a.perspective.3, b.perspective.3))
        result.rotation = slerp(a.rotation, b.rotation, f)
        return result
    }

    private static func slerp(_ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double), _ f: Double) -> (Double, Double, Double, Double) {
        var b = b
        var cosine = a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3
        // Half a turn apart either way is as short; the target's w then tells the way: a
        // rotation of -π keeps a negative zero there (its sine's sign), so it turns anticlockwise
        // as Core Animation does with the inexact sine it gets.
        if cosine < 0 || (cosine == 0 && b.3.sign == .minus) {
            b = (-b.0, -b.1, -b.2, -b.3)
            cosine = -cosine
        }
        let (wa, wb): (Double, Double)
        if cosine > 1 - 1e-9 {
            (wa, wb) = (1 - f, f)
        } else {
            let angle = acos(min(cosine, 1))
            let sine = sin(angle)
            (wa, wb) = (sin((1 - f) * angle) / sine, sin(f * angle) / sine)
        }
        let q = (wa * a.0 + wb * b.0, wa * a.1 + wb * b.1, wa * a.2 + wb * b.2, wa * a.3 + wb * b.3)
        let norm = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
        return norm > 0 ? (q.0 / norm, q.1 / norm, q.2 / norm, q.3 / norm) : a
    }

    /// The unit quaternion of orthonormal rotation rows (Shepperd's method on the transpose).
    private static func quaternion(_ q: [[Double]]) -> (Double, Double, Double, Double) {
        // r is the column-vector rotation matrix: r[i][j] = q[j][i].
        let (r00, r01, r02) = (q[0][0], q[1][0], q[2][0])
        let (r10, r11, r12) = (q[0][1], q[1][1], q[2][1])
        let (r20, r21, r22) = (q[0][2], q[1][2], q[2][2])
        let trace = r00 + r11 + r22
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            return ((r21 - r12) / s, (r02 - r20) / s, (r10 - r01) / s, s / 4)
        } else if r00 > r11, r00 > r22 {
            let s = (1 + r00 - r11 - r22).squareRoot() * 2
            return (s / 4, (r01 + r10) / s, (r02 + r20) / s, (r21 - r12) / s)
        } else if r11 > r22 {
            let s = (1 + r11 - r00 - r22).squareRoot() * 2
            return ((r01 + r10) / s, s / 4, (r12 + r21) / s, (r02 - r20) / s)
        } else {
            let s = (1 + r22 - r00 - r11).squareRoot() * 2
            return ((r02 + r20) / s, (r12 + r21) / s, s / 4, (r10 - r01) / s)
        }
    }

    private static func determinant(_ a: [[Double]]) -> Double {
        a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
            + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
    }

    /// The x with a · x = c, by Cramer's rule (a is not singular here).
    private static func solve(_ a: [[Double]], _ c: (Double, Double, Double)) -> (Double, Double, Double) {
        let d = determinant(a)
        func replaced(_ column: Int) -> [[Double]] {
            a.enumerated().map { i, row in row.enumerated().map { j, v in j == column ? [c.0, c.1, c.2][i] : v } }
        }
        return (determinant(replaced(0)) / d, determinant(replaced(1)) / d, determinant(replaced(2)) / d)
    }
}

extension CATransform3D {
    /// The transform `fraction` of the way to `other`, interpolating scale, skew, rotation,
    /// translation and perspective separately; entry by entry when either cannot be taken apart.
    func interpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
        guard let a = DecomposedTransform(self), let b = DecomposedTransform(other) else {
            return CATransform3D(entries: zip(entries, other.entries).map { x, y in x + (y - x) * CGFloat(fraction) })
        }
        return DecomposedTransform.interpolate(a, b, fraction).matrix
    }
}
