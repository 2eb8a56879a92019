import CoreGraphics
import Foundation
import Testing

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("the identity leaves points unchanged and reports isIdentity")
    func identity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test("the empty initializer is all zeros, as the imported C struct is")
    func emptyInitializerIsZero() {
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
    }

    @Test("rotation by a quarter turn maps the x axis onto the y axis exactly")
    func quarterTurn() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 0, y: 1))
        #expect(t == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
    }

    @Test("rotation by an arbitrary angle uses its sine and cosine")
    func arbitraryRotation() {
        let angle: CGFloat = 0.3
        let p = CGPoint(x: 2, y: 0).applying(CGAffineTransform(rotationAngle: angle))
        #expect(abs(p.x - 2 * cos(angle)) < 1e-12)
        #expect(abs(p.y - 2 * sin(angle)) < 1e-12)
    }

    @Test("concatenating applies the receiver first, then the argument")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)

        let scaleThenMove = CGPoint(x: 1, y: 1).applying(scale.concatenating(move))
        let moveThenScale = CGPoint(x: 1, y: 1).applying(move.concatenating(scale))

        #expect(scaleThenMove == CGPoint(x: 12, y: 2))
        #expect(moveThenScale == CGPoint(x: 22, y: 2))
    }

    @Test("translatedBy applies the translation before the receiver (seed S0-15, t1)")
    func translatedByIsPrepended() {
        let t1 = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 100, y: 0)
        #expect(CGPoint.zero.applying(t1) == CGPoint(x: 0, y: 100))
    }

    @Test("rotated applies the rotation before the receiver (seed S0-15, t2)")
    func rotatedIsPrepended() {
        let t2 = CGAffineTransform(translationX: 100, y: 0).rotated(by: .pi / 2)
        #expect(CGPoint.zero.applying(t2) == CGPoint(x: 100, y: 0))
        #expect(CGPoint(x: 1, y: 0).applying(t2) == CGPoint(x: 100, y: 1))
    }

    @Test("scaledBy applies the scale before the receiver")
    func scaledByIsPrepended() {
        let t = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 3, y: 4)
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 8, y: 9))
    }

    @Test("a transform concatenated with its inverse is the identity")
    func inverse() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -2)
        let product = t.concatenating(t.inverted())
        for (value, expected) in [(product.a, 1.0), (product.b, 0), (product.c, 0), (product.d, 1), (product.tx, 0), (product.ty, 0)] {
            #expect(abs(value - expected) < 1e-12)
        }
    }

    @Test("a singular transform is returned unchanged by inverted()")
    func singularInverse() {
        let singular = CGAffineTransform(scaleX: 0, y: 2)
        #expect(singular.inverted() == singular)
    }

    @Test("NaN entries make inverted() return the transform unchanged")
    func nanInverse() {
        let t = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(t.inverted().a.isNaN)
        #expect(t.inverted().d == 1)
    }

    @Test("a size ignores translation")
    func sizeIgnoresTranslation() {
        let t = CGAffineTransform(translationX: 50, y: 50).scaledBy(x: 2, y: 3)
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 2, height: 3))
    }

    @Test("a rotated rectangle becomes the bounding box of its corners")
    func rectBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 2, height: 2)
        let t = CGAffineTransform(rotationAngle: .pi / 4)

        let box = rect.applying(t)

        let diagonal = 2 * CGFloat(2).squareRoot()
        #expect(abs(box.width - diagonal) < 1e-12)
        #expect(abs(box.height - diagonal) < 1e-12)
        #expect(abs(box.minX + diagonal / 2) < 1e-12)
        #expect(abs(box.minY) < 1e-12)
    }

    @Test("the null rectangle stays null under any transform")
    func nullRect() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test("Codable round-trips as an array of six numbers")
    func codable() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)

        let data = try JSONEncoder().encode(t)
        let decoded = try JSONDecoder().decode(CGAffineTransform.self, from: data)

        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(decoded == t)
    }
}
