import CoreGraphics
import Foundation
import QuartzCore
import Testing

@Suite("CATransform3D")
struct CATransform3DTests {
    private func close(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat = 1e-12) -> Bool {
        let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
        let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
        return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test("the identity is identity; the empty initializer is all zeros")
    func identity() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()))
        #expect(CATransform3D().m11 == 0 && CATransform3D().m44 == 0)
    }

    @Test("translation, scale and z rotation match their affine counterparts")
    func matchesAffine() {
        let pairs: [(CATransform3D, CGAffineTransform)] = [
            (CATransform3DMakeTranslation(3, -4, 0), CGAffineTransform(translationX: 3, y: -4)),
            (CATransform3DMakeScale(2, 5, 1), CGAffineTransform(scaleX: 2, y: 5)),
            (CATransform3DMakeRotation(0.7, 0, 0, 1), CGAffineTransform(rotationAngle: 0.7)),
        ]
        for (t3, t2) in pairs {
            #expect(CATransform3DIsAffine(t3))
            let back = CATransform3DGetAffineTransform(t3)
            #expect(abs(back.a - t2.a) < 1e-12 && abs(back.b - t2.b) < 1e-12 && abs(back.c - t2.c) < 1e-12)
            #expect(abs(back.d - t2.d) < 1e-12 && back.tx == t2.tx && back.ty == t2.ty)
            #expect(close(CATransform3DMakeAffineTransform(t2), t3))
        }
    }

    @Test("Concat applies its first argument first")
    func concatOrder() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        let t = CATransform3DConcat(scale, move)
        #expect(t.m41 == 10 && t.m11 == 2)
        let u = CATransform3DConcat(move, scale)
        #expect(u.m41 == 20)
    }

    @Test("Translate, Scale and Rotate prepend their operation")
    func prepended() {
        let base = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(CATransform3DTranslate(base, 100, 0, 0), CATransform3DConcat(CATransform3DMakeTranslation(100, 0, 0), base)))
        #expect(close(CATransform3DScale(base, 2, 3, 4), CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), base)))
        #expect(close(CATransform3DRotate(base, 0.3, 1, 0, 0), CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 0, 0), base)))
    }

    @Test("a quarter turn about y maps +x onto -z")
    func rotationAboutY() {
        let t = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        // Row vector (1, 0, 0) times the matrix is the first row.
        #expect(t.m11 == 0 && t.m13 == -1)
        #expect(!CATransform3DIsAffine(t))
    }

    @Test("a rotation about a zero axis is the identity")
    func zeroAxis() {
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test("a matrix times its inverse is the identity, perspective included")
    func inverse() {
        var t = CATransform3DRotate(CATransform3DMakeTranslation(5, -2, 7), 0.4, 1, 1, 0)
        t.m34 = -1.0 / 500
        #expect(close(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity, tolerance: 1e-9))
    }

    @Test("a singular matrix is returned unchanged by Invert")
    func singular() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    }

    @Test("perspective makes a transform non-affine")
    func perspective() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        #expect(!CATransform3DIsAffine(t))
    }
}
